import Foundation

// Every layout number that differs between the iOS releases LayoutLab models, one table per
// release: `PlatformMetrics.iOS18` (iOS 17 and 18, and iOS 26 in the classic design) and
// `PlatformMetrics.iOS26` (iOS 26 and 27). Layouts read the table of the platform being laid
// out through the environment (`EnvironmentValues.platformMetrics`, set at the root from
// `LayoutConfiguration.platform`), so one tree can be laid out under two releases in one
// process. Numbers that do not differ (or whose difference no source shows) stay in
// ControlMetrics, BarMetrics and ListMetrics. Safe areas differ per device as well as per
// release: they are the device table's (Engine/Device.swift, `Device.safeAreaInsets(on:)`).
//
// Confidence, as the shared platforms reference grades it (platforms §2.1): high = an Apple
// document or a measurement corroborated by a second source; medium = one measurement or
// copies of one page; low = inference. Every number not "high" is UNCERTAIN: a proposed
// default until a device measurement replaces it, one line at a time.

/// The control, bar and list metrics of one iOS release (platforms §5.2).
public struct PlatformMetrics: Equatable, Sendable {
    // MARK: Controls (spec §22; platforms §2.1)

    /// Toggle's switch (UISwitch), whatever it is offered.
    public var switchSize: CGSize
    /// Stepper's control (UIStepper), whatever it is offered.
    public var stepperSize: CGSize
    /// Slider: its height (its width is the proposal's).
    public var sliderHeight: CGFloat
    /// Segmented Picker (UISegmentedControl): its height.
    public var segmentedHeight: CGFloat
    /// `.bordered` / `.borderedProminent`: the label's insets per control size.
    public var borderedButtonInsets: [ControlSize: EdgeInsets]

    // MARK: Bars (spec §24.1; platforms §2.1)

    /// Navigation bar with an inline title: iPhone portrait, iPhone landscape (compact
    /// height), iPad (regular in both).
    public var navigationBar: CGFloat
    public var compactHeightNavigationBar: CGFloat
    public var regularNavigationBar: CGFloat
    /// What a large title adds below the bar (regular height only).
    public var largeTitle: CGFloat
    /// `.searchable`'s drawer below the title.
    public var searchFieldDrawer: CGFloat
    /// What the tab bar adds to the bottom safe area (above the home indicator).
    public var tabBar: CGFloat
    public var compactHeightTabBar: CGFloat
    public var regularTabBar: CGFloat
    /// What a bottom toolbar adds to the bottom safe area (above the home indicator).
    public var toolbar: CGFloat
    public var compactHeightToolbar: CGFloat
    public var regularToolbar: CGFloat

    // MARK: Lists and forms (spec §23.2; platforms §2.1)

    /// `.insetGrouped`: each section's card inset from the list's sides.
    public var insetGroupedCardInset: CGFloat
    /// The card inset of a list at most `narrowListWidth` wide (nil: no narrow rule).
    public var narrowListCardInset: CGFloat?
    /// A row's content insets from its card's edges (`.listRowInsets` replaces them).
    public var listRowInsets: EdgeInsets
    /// `defaultMinListRowHeight`'s default.
    public var minimumListRowHeight: CGFloat
    /// The band above the first section and the default spacing between sections
    /// (`.insetGrouped`, `.grouped`).
    public var listFirstSectionTop: CGFloat
    public var listSectionSpacing: CGFloat
    /// The fonts of a section's header and footer in a List or Form (an inline Picker's label
    /// heads its section in the header's).
    public var listSectionHeaderFont: Font
    public var listSectionFooterFont: Font
    /// The corner radius of an `.insetGrouped` section's card: drawn only (pictures), no layout reads it.
    public var insetGroupedCornerRadius: CGFloat

    /// Lists this wide or narrower take `narrowListCardInset` (a 375-pt phone).
    public static let narrowListWidth: CGFloat = 375

    /// The table for `os`: iOS 17 shares iOS 18's (no difference found in any source,
    /// platforms §3), iOS 27 shares iOS 26's (no source reports a changed control, bar or list
    /// number between 26 and 27, platforms §2.3: "model 27 as 26 + the deltas").
    public static func of(_ os: OperatingSystem) -> PlatformMetrics {
        switch os {
        case .iOS17, .iOS18: .iOS18
        case .iOS26, .iOS27: .iOS26
        }
    }

    /// iOS 17 and 18 (and iOS 26 in the classic design): the spec's numbers.
    public static let iOS18 = PlatformMetrics(
        // UISwitch 51×31 [OBS c4ios "Hacking UISwitch" view dump; openradar 31777116;
        // wanteddev/montage-ios PR #488: "51×31 before iOS 26"]: high.
        switchSize: CGSize(width: 51, height: 31),
        // UIStepper 94×32. UNCERTAIN (spec §22.4 proposed default; unchanged on iOS 26, where it
        // is measured).
        stepperSize: CGSize(width: 94, height: 32),
        // UNCERTAIN (spec §22.4).
        sliderHeight: 30,
        // UNCERTAIN: no source for iOS 17/18 (iOS 26's 32 is measured, platforms §2.1).
        segmentedHeight: 32,
        // Regular: 12 across, 7 down (a body label gives 20.333 + 14 = 34.333 tall) — UNCERTAIN
        // (spec §22.3 proposed default). The other sizes: UNCERTAIN, LayoutLab's choice (no
        // source), keeping the label's font and stepping the height.
        borderedButtonInsets: [
            .mini: EdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6),
            .small: EdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10),
            .regular: EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12),
            .large: EdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20),
            .extraLarge: EdgeInsets(top: 18, leading: 24, bottom: 18, trailing: 24),
        ],
        // 44 [OBS useyourloaf "Supporting iPhone X"; hacknicity "iPad Navigation Bar and Toolbar
        // Height Changes in iOS 12"; openradar 20262590: 44 portrait, 32 landscape]. The
        // landscape 32 is UNCERTAIN for iOS 17/18. iPad: 50 since iOS 12 [OBS hacknicity].
        // (platforms §2.1: UIKit may place the bar 5 pt + 2 px above the safe-area top on
        // Dynamic-Island phones, content top 100.33 rather than 106 — not modelled, a device
        // check.)
        navigationBar: 44, compactHeightNavigationBar: 32, regularNavigationBar: 50,
        // +52: a 96-pt bar [OBS hacknicity]. UNCERTAIN for iOS 17/18 (measured on iOS 11/12).
        largeTitle: 52,
        // A 36-pt field with 8 above and below. UNCERTAIN: no measurement of iOS 17/18.
        searchFieldDrawer: 52,
        // 49 [OBS 365dos "iOS Tab Bar 高度详解", weak]; with the 34-pt home indicator the bottom
        // inset is 83 (§24.1). Landscape 32 and iPad 50: UNCERTAIN, LayoutLab's choice (iPadOS 18
        // floats its tab bar at the top, not modelled).
        tabBar: 49, compactHeightTabBar: 32, regularTabBar: 50,
        // 44, 32 in landscape, 50 on iPad, like the navigation bar [OBS hacknicity]. UNCERTAIN
        // for iOS 17/18.
        toolbar: 44, compactHeightToolbar: 32, regularToolbar: 50,
        // Card inset 16, row insets 20 across and 11 down, 35 between sections: UNCERTAIN
        // (spec §23.2 proposed defaults). Minimum row 44, the HIG's minimum tappable size
        // (§23.1) — UNCERTAIN as the environment default.
        insetGroupedCardInset: 16, narrowListCardInset: nil,
        listRowInsets: EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20),
        minimumListRowHeight: 44, listFirstSectionTop: 35, listSectionSpacing: 35,
        // Headers and footers in the footnote style: LayoutLab's choice, UNCERTAIN (§23.2 gives
        // only the 35 band; SwiftUI also upper-cases iOS 18's headers, not modelled).
        listSectionHeaderFont: .footnote, listSectionFooterFont: .footnote,
        // 10 [platforms §2.1: M1's iOS 18 version; RevenueCat/purchases-ios, 10 before iOS 26].
        insetGroupedCornerRadius: 10)

    /// iOS 26 and 27 in the Liquid Glass design (platforms §2.1, measured on iOS 26.1–26.5
    /// simulators: M1 = a public control-metrics file read from UIKit's view trees on the
    /// iPhone 17 Pro simulator, iOS 26.5; M2 = Vercantez/openuikit goldens, iOS 26.1).
    public static let iOS26 = PlatformMetrics(
        // 63×28 (UIKit's intrinsic 61×28, frame forced to 63×28) [wanteddev/montage-ios PR
        // #488; M2 `UISwitchTests.swift`; M1]: high.
        switchSize: CGSize(width: 63, height: 28),
        // 94×32, unchanged [M2 `Controls2Tests.swift`, intrinsic and sizeThatFits]: high.
        stepperSize: CGSize(width: 94, height: 32),
        // UNCERTAIN: the thumb is 37×24 and the track 6 [M1], the control's height is not
        // published; iOS 18's 30 kept.
        sliderHeight: 30,
        // 32, a capsule [M1]: medium, UNCERTAIN.
        segmentedHeight: 32,
        // Capsules; UIButton.Configuration heights mini 28, small 28, medium 34, large 50,
        // extra large ≈60, side padding 10/10/12/20/24 [M1]: medium, UNCERTAIN (DISAGREE:
        // pub.dev adaptive_platform_ui 28/36/44). The insets down are chosen so a one-line body
        // label (20.333 at 3×) gives those heights; the label keeps its font (LayoutLab does not
        // model the 15-pt label below medium).
        borderedButtonInsets: [
            .mini: capsuleInsets(height: 28, side: 10),
            .small: capsuleInsets(height: 28, side: 10),
            .regular: capsuleInsets(height: 34, side: 12),
            .large: capsuleInsets(height: 50, side: 20),
            .extraLarge: capsuleInsets(height: 60, side: 24),
        ],
        // 54, its origin the safe-area top: content top 62 + 54 = 116 on the 17 Pro
        // [QuintGao/GKNavigationBarSwift `navBarForIphone()` and issue #47; M2; M1]: high.
        // iPad 54 [GKNavigationBarSwift `navBarForIpad()`; M2: content top 32 + 54]:
        // medium-high, UNCERTAIN. Landscape: unknown for glass (GK keeps 32): UNCERTAIN, 32.
        navigationBar: 54, compactHeightNavigationBar: 32, regularNavigationBar: 54,
        // +52 below the 54 row [M1 `largeTitle: 52`]: low-medium, UNCERTAIN.
        largeTitle: 52,
        // UNCERTAIN: iOS 18's drawer kept. UISearchBar is 44 with a 36-pt field on iOS 26 [M2],
        // and iPhone moves search to the bottom (search tab role / toolbar) — not modelled.
        searchFieldDrawer: 52,
        // The bar draws as a floating ≈62-pt capsule, but adds 49 to the bottom safe area as
        // before [M1; boardsesh/boardsesh #3973, iPhone 17 Pro, iOS 26]: medium, UNCERTAIN.
        // Landscape and iPad: iOS 18's choices kept (UNCERTAIN).
        tabBar: 49, compactHeightTabBar: 32, regularTabBar: 50,
        // Phone portrait: an 86-pt slot including the 34-pt home indicator, so 52 [M2 toolbar
        // test, iPhone 16, iOS 26.1]: medium-high. Compact height: an 82-pt slot, read as
        // including the 20-pt landscape bottom inset, so 62 (UNCERTAIN: the probe's inset is
        // not given). iPad: a 79-pt slot including 25, so 54 [M2, iPad A16]: medium-high.
        toolbar: 52, compactHeightToolbar: 62, regularToolbar: 54,
        // Card inset 20 (16 on ≤ 375-pt phones), rows at least 52, row padding 15 down and 16
        // across, 20 between sections [M1; a Messages-clone comment "Measured in MobileSMS
        // (iOS 26.5, 440 pt): cards 20 pt from the edges …, 52 pt rows, 20 pt between
        // sections"]: medium, UNCERTAIN. The first section's band: not published, iOS 18's 35
        // kept (UNCERTAIN).
        insetGroupedCardInset: 20, narrowListCardInset: 16,
        listRowInsets: EdgeInsets(top: 15, leading: 16, bottom: 15, trailing: 16),
        minimumListRowHeight: 52, listFirstSectionTop: 35, listSectionSpacing: 20,
        // "headers 17-pt semibold title-case, footers 13 pt" [platforms §2.1, M1]: the headline
        // and footnote styles; medium, UNCERTAIN. The header band's paddings stay iOS 18's
        // (ListMetrics: not published for 17-pt headers).
        listSectionHeaderFont: .headline, listSectionFooterFont: .footnote,
        // 26 [platforms §2.1: M1; RevenueCat/purchases-ios `CustomerCenterStylingUtilities.swift`,
        // 26 on iOS 26]: medium, UNCERTAIN (DISAGREE: another codebase uses 20).
        insetGroupedCornerRadius: 26)

    /// Insets that make a one-line body label (20.333 tall at 3×, spec §2.5) `height` tall.
    private static func capsuleInsets(height: CGFloat, side: CGFloat) -> EdgeInsets {
        let down = (height - 61.0 / 3) / 2
        return EdgeInsets(top: down, leading: side, bottom: down, trailing: side)
    }

    /// The bordered button's insets at `size`.
    func borderedInsets(_ size: ControlSize) -> EdgeInsets { borderedButtonInsets[size] ?? EdgeInsets() }
}

private struct PlatformKey: EnvironmentKey { static let defaultValue = Platform.latest }

extension EnvironmentValues {
    /// The OS release and design laid out for: `LayoutConfiguration.platform`, set at the root.
    public var platform: Platform {
        get { self[PlatformKey.self] }
        set { self[PlatformKey.self] = newValue }
    }

    /// The metric table layouts read: the platform's `metricsOS` (iOS 26 classic reads iOS 18's).
    public var platformMetrics: PlatformMetrics { .of(platform.metricsOS) }
}

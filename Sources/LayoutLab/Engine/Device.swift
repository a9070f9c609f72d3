import Foundation

/// A screen the root view is laid out on (spec §9), in one orientation, with its safe-area
/// insets on each iOS release (they moved with iOS 26, not only with the device: platforms
/// §0.2, §1.3).
///
/// Sources, one table for all devices (`Device.all`, DeviceLineUp.swift):
/// - Screen sizes in points and display scales: Apple's Human Interface Guidelines, "Layout",
///   table "iOS, iPadOS device screen sizes and orientations" (developer.apple.com/design/
///   human-interface-guidelines/layout), which agrees with each model's Tech Specs page
///   (apple.com/iphone/compare, apple.com/ipad/compare): pixel resolution ÷ scale; for the
///   2025–2026 models, the shared platforms reference §1.1–§1.2 (HIG table, DeviceKit 5.8.0).
///   Scales are UIKit's (`UIScreen.scale`), not the panels' native ones (HIG note).
/// - Safe-area insets: Apple does not publish them; they are the values UIKit reports on the
///   simulators, as tabulated by Use Your Loaf ("iPhone 16 Screen Sizes", useyourloaf.com/blog/
///   iphone-16-screen-sizes/; "iPhone 15/14/12 Screen Sizes"; "iPad 2024 Screen Sizes") and
///   for the iPhone 17 family and iOS 26 the platforms reference §1.1, §1.3 (medium:
///   second-hand copies and one measured preset test). Portrait: top / bottom; landscape:
///   leading = trailing (the sensor housing's side and its mirror) and bottom (the home
///   indicator). Home-button models: a 20 pt status bar in portrait (iPhones hide it in
///   landscape), no bottom inset (pointfreeco/swift-snapshot-testing `View.swift` presets).
/// - Size classes: HIG "Layout", table "Device size classes": every iPhone is compact wide and
///   regular tall in portrait and compact tall in landscape, where only the Plus and Max
///   sizes (414 pt wide and more) are regular wide; every iPad is regular in both, in both
///   orientations (full screen).
public struct Device: Hashable, Sendable, CustomStringConvertible {
    public enum Idiom: String, Hashable, Sendable { case phone, pad }
    public enum Orientation: String, Hashable, Sendable { case portrait, landscape }

    public var name: String
    public var screenSize: CGSize
    public var displayScale: CGFloat
    public var idiom: Idiom
    public var orientation: Orientation
    public var horizontalSizeClass: UserInterfaceSizeClass
    public var verticalSizeClass: UserInterfaceSizeClass
    /// The release whose insets `safeAreaInsets` gives (`running(_:)`); a LayoutConfiguration
    /// sets it to its platform's.
    public private(set) var os: OperatingSystem = .latest
    /// The insets in both orientations, per release.
    var insets: SafeAreaTable
    /// What the device has in the other orientation.
    var rotatedHorizontalSizeClass: UserInterfaceSizeClass

    /// A portrait device with the same insets on every release; in landscape its insets turn
    /// with it (top becomes leading) unless given, and it is compact tall.
    public init(
        name: String, screenSize: CGSize, safeAreaInsets: EdgeInsets, displayScale: CGFloat,
        idiom: Idiom? = nil, landscapeSafeAreaInsets: EdgeInsets? = nil,
        landscapeHorizontalSizeClass: UserInterfaceSizeClass? = nil
    ) {
        let landscape = landscapeSafeAreaInsets ?? EdgeInsets(
            top: 0, leading: safeAreaInsets.top, bottom: safeAreaInsets.bottom, trailing: safeAreaInsets.top)
        self.init(name: name, screenSize: screenSize, displayScale: displayScale, idiom: idiom,
                  insets: SafeAreaTable(portrait: safeAreaInsets, landscape: landscape),
                  landscapeHorizontalSizeClass: landscapeHorizontalSizeClass)
    }

    init(name: String, screenSize: CGSize, displayScale: CGFloat, idiom: Idiom?, insets: SafeAreaTable,
         landscapeHorizontalSizeClass: UserInterfaceSizeClass?) {
        let idiom = idiom ?? (min(screenSize.width, screenSize.height) >= 600 ? .pad : .phone)
        self.name = name
        self.screenSize = screenSize
        self.displayScale = displayScale
        self.idiom = idiom
        orientation = .portrait
        horizontalSizeClass = idiom == .pad ? .regular : .compact
        verticalSizeClass = .regular
        self.insets = insets
        rotatedHorizontalSizeClass = landscapeHorizontalSizeClass ?? (idiom == .pad ? .regular : .compact)
    }

    /// The safe-area insets in this orientation on `os`.
    public func safeAreaInsets(on os: OperatingSystem) -> EdgeInsets {
        insets.insets(orientation, on: os)
    }

    /// The insets in this orientation on the release the device runs (`running(_:)`);
    /// setting them sets them for every release.
    public var safeAreaInsets: EdgeInsets {
        get { safeAreaInsets(on: os) }
        set { insets.set(newValue, orientation) }
    }

    /// The same device running `os`: its insets are that release's.
    public func running(_ os: OperatingSystem) -> Device {
        var device = self
        device.os = os
        return device
    }

    /// The same device turned to landscape (named "… landscape"); itself when it already is.
    public var landscape: Device { orientation == .landscape ? self : rotated }

    /// The same device turned to portrait; itself when it already is.
    public var portrait: Device { orientation == .portrait ? self : rotated }

    private var rotated: Device {
        var device = self
        let toLandscape = orientation == .portrait
        device.orientation = toLandscape ? .landscape : .portrait
        device.name = toLandscape ? name + Self.landscapeSuffix : String(name.dropLast(Self.landscapeSuffix.count))
        device.screenSize = CGSize(width: screenSize.height, height: screenSize.width)
        device.horizontalSizeClass = rotatedHorizontalSizeClass
        device.rotatedHorizontalSizeClass = horizontalSizeClass
        // Phones are compact tall in landscape (HIG "Device size classes"); iPads stay regular.
        device.verticalSizeClass = idiom == .pad || !toLandscape ? .regular : .compact
        return device
    }

    /// How `--device` and `Device.named` spell the landscape orientation: "iPhone 17 Pro landscape".
    public static let landscapeSuffix = " landscape"

    /// What the hosting view proposes to the root: the screen minus the safe-area insets.
    public var safeAreaSize: CGSize {
        let insets = safeAreaInsets
        return CGSize(width: screenSize.width - insets.leading - insets.trailing,
                      height: screenSize.height - insets.top - insets.bottom)
    }

    /// The environment a root view inherits on this device: its size classes, display scale,
    /// and SwiftUI's defaults for the rest (Dynamic Type Large, light, left to right).
    public var environment: EnvironmentValues {
        var values = EnvironmentValues()
        values.horizontalSizeClass = horizontalSizeClass
        values.verticalSizeClass = verticalSizeClass
        values.displayScale = displayScale
        values.dynamicTypeSize = .large
        values.colorScheme = .light
        values.layoutDirection = .leftToRight
        return values
    }

    public var description: String {
        "\(name) (\(screenSize.width.swiftDescription)×\(screenSize.height.swiftDescription) pt, "
            + "safe area \(safeAreaSize.width.swiftDescription)×\(safeAreaSize.height.swiftDescription))"
    }
}

/// A device's safe-area insets per orientation and release: through iOS 18 and from iOS 26
/// (no difference between 17 and 18, nor between 26 and 27, is known: platforms §1.3, §2.3).
struct SafeAreaTable: Hashable, Sendable {
    var portrait: EdgeInsets
    var landscape: EdgeInsets
    var portraitFrom26: EdgeInsets
    var landscapeFrom26: EdgeInsets

    /// The same insets on every release.
    init(portrait: EdgeInsets, landscape: EdgeInsets) {
        self.init(portrait: portrait, landscape: landscape, portraitFrom26: portrait, landscapeFrom26: landscape)
    }

    init(portrait: EdgeInsets, landscape: EdgeInsets, portraitFrom26: EdgeInsets, landscapeFrom26: EdgeInsets) {
        self.portrait = portrait
        self.landscape = landscape
        self.portraitFrom26 = portraitFrom26
        self.landscapeFrom26 = landscapeFrom26
    }

    func insets(_ orientation: Device.Orientation, on os: OperatingSystem) -> EdgeInsets {
        switch (orientation, os >= .iOS26) {
        case (.portrait, false): portrait
        case (.landscape, false): landscape
        case (.portrait, true): portraitFrom26
        case (.landscape, true): landscapeFrom26
        }
    }

    mutating func set(_ insets: EdgeInsets, _ orientation: Device.Orientation) {
        switch orientation {
        case .portrait: (portrait, portraitFrom26) = (insets, insets)
        case .landscape: (landscape, landscapeFrom26) = (insets, insets)
        }
    }
}

/// Everything a layout run needs besides the tree.
public struct LayoutConfiguration: @unchecked Sendable {
    /// The device laid out on, running the platform's release: its `safeAreaInsets` are the
    /// ones of `platform.metricsOS` (the classic design on iOS 26 keeps iOS 18's insets with
    /// its other metrics — UNCERTAIN: no measurement of a compatibility-mode app's insets
    /// found; platforms §1.3 for the insets that moved).
    public var device: Device {
        get { hardware.running(platform.metricsOS) }
        set { hardware = newValue }
    }
    private var hardware: Device
    /// The OS release and design laid out for (`--os`, `--design`): which control, bar, list
    /// and safe-area numbers apply.
    public var platform: Platform
    /// An explicit proposal for the root; nil proposes the device's safe area (spec §9).
    public var rootProposal: ProposedViewSize?
    /// Measures Text (spec §2.5).
    public var fontModel: any FontModel
    /// Natural sizes of images and SF Symbols (spec §2.4).
    public var images: ImageCatalog
    /// Values the root view inherits on top of the device's (`Device.environment`): set
    /// `environment.dynamicTypeSize` to lay out at another text size.
    public var environment: EnvironmentValues

    public init(
        device: Device = .standard, platform: Platform = .latest, rootProposal: ProposedViewSize? = nil,
        fontModel: any FontModel = SystemFontModel(), images: ImageCatalog = .standard,
        environment: EnvironmentValues = EnvironmentValues()
    ) {
        hardware = device
        self.platform = platform
        self.rootProposal = rootProposal
        self.fontModel = fontModel
        self.images = images
        self.environment = environment
    }

    public var displayScale: CGFloat { device.displayScale }

    /// What the root view inherits: the device's values and the platform, overridden by
    /// `environment`'s.
    public var rootEnvironment: EnvironmentValues {
        var values = device.environment
        values.platform = platform
        return values.overlaid(by: environment)
    }

    /// The proposal the root view receives.
    public var proposal: ProposedViewSize { rootProposal ?? ProposedViewSize(device.safeAreaSize) }

    /// Where the root goes once its size is known: centred in what it was offered, after the
    /// safe-area insets when laid out on the device (spec §9, RootGeometry).
    func rootOrigin(for size: CGSize) -> CGPoint {
        // Centred in what was proposed; along an unspecified or infinite proposal, or for an
        // infinitely large root, there is no centre to find and the root starts at the edge.
        func centring(_ proposed: CGFloat?, _ length: CGFloat) -> CGFloat {
            guard let proposed, proposed.isFinite, length.isFinite else { return 0 }
            return (proposed - length) / 2
        }
        let inset = rootProposal == nil ? device.safeAreaInsets : EdgeInsets()
        return CGPoint(x: inset.leading + centring(proposal.width, size.width),
                       y: inset.top + centring(proposal.height, size.height))
    }

    /// The screen and its safe area; with an explicit root proposal, no insets.
    var safeArea: SafeAreaGeometry {
        let screen = CGRect(origin: .zero, size: device.screenSize)
        guard rootProposal == nil else { return SafeAreaGeometry(bounds: screen, safe: screen) }
        return SafeAreaGeometry(bounds: screen, safe: screen.inset(by: device.safeAreaInsets))
    }
}

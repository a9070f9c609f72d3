import Foundation

/// A screen the root view is laid out on (spec §9), in one orientation.
///
/// Sources, one table below (`Device.lineUp`):
/// - Screen sizes in points and display scales: Apple's Human Interface Guidelines, "Layout",
///   table "iOS, iPadOS device screen sizes and orientations" (developer.apple.com/design/
///   human-interface-guidelines/layout), which agrees with each model's Tech Specs page
///   (apple.com/iphone/compare, apple.com/ipad/compare): pixel resolution ÷ scale.
/// - Safe-area insets: Apple does not publish them; they are the values UIKit reports on the
///   simulators, as tabulated by Use Your Loaf ("iPhone 16 Screen Sizes", useyourloaf.com/blog/
///   iphone-16-screen-sizes/; "iPhone 15 Screen Sizes"; "iPad 2024 Screen Sizes"). Portrait:
///   top / bottom; landscape: leading = trailing (the sensor housing's side and its mirror) and
///   bottom (the home indicator), no top inset (no status bar in landscape on iPhone).
/// - Size classes: HIG "Layout", table "Device size classes": every iPhone is compact wide and
///   regular tall in portrait and compact tall in landscape, where only the Plus and Pro Max
///   sizes are regular wide; every iPad is regular in both, in both orientations (full screen).
public struct Device: Hashable, Sendable, CustomStringConvertible {
    public enum Idiom: String, Hashable, Sendable { case phone, pad }
    public enum Orientation: String, Hashable, Sendable { case portrait, landscape }

    public var name: String
    public var screenSize: CGSize
    public var safeAreaInsets: EdgeInsets
    public var displayScale: CGFloat
    public var idiom: Idiom
    public var orientation: Orientation
    public var horizontalSizeClass: UserInterfaceSizeClass
    public var verticalSizeClass: UserInterfaceSizeClass
    /// What the device has in the other orientation.
    var rotatedSafeAreaInsets: EdgeInsets
    var rotatedHorizontalSizeClass: UserInterfaceSizeClass

    /// A portrait device; in landscape its insets turn with it (top becomes leading) unless
    /// given, and it is compact tall.
    public init(
        name: String, screenSize: CGSize, safeAreaInsets: EdgeInsets, displayScale: CGFloat,
        idiom: Idiom? = nil, landscapeSafeAreaInsets: EdgeInsets? = nil,
        landscapeHorizontalSizeClass: UserInterfaceSizeClass? = nil
    ) {
        let idiom = idiom ?? (min(screenSize.width, screenSize.height) >= 600 ? .pad : .phone)
        self.name = name
        self.screenSize = screenSize
        self.safeAreaInsets = safeAreaInsets
        self.displayScale = displayScale
        self.idiom = idiom
        orientation = .portrait
        horizontalSizeClass = idiom == .pad ? .regular : .compact
        verticalSizeClass = .regular
        rotatedSafeAreaInsets = landscapeSafeAreaInsets ?? EdgeInsets(
            top: 0, leading: safeAreaInsets.top, bottom: safeAreaInsets.bottom, trailing: safeAreaInsets.top)
        rotatedHorizontalSizeClass = landscapeHorizontalSizeClass ?? (idiom == .pad ? .regular : .compact)
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
        device.safeAreaInsets = rotatedSafeAreaInsets
        device.rotatedSafeAreaInsets = safeAreaInsets
        device.horizontalSizeClass = rotatedHorizontalSizeClass
        device.rotatedHorizontalSizeClass = horizontalSizeClass
        // Phones are compact tall in landscape (HIG "Device size classes"); iPads stay regular.
        device.verticalSizeClass = idiom == .pad || !toLandscape ? .regular : .compact
        return device
    }

    /// How `--device` and `Device.named` spell the landscape orientation: "iPhone 16 Pro landscape".
    public static let landscapeSuffix = " landscape"

    // MARK: The line-up (portrait); `.landscape` turns any of them.

    private static func phone(
        _ name: String, _ width: CGFloat, _ height: CGFloat, scale: CGFloat, top: CGFloat, bottom: CGFloat,
        landscapeSide: CGFloat, landscapeBottom: CGFloat, regularWideInLandscape: Bool = false
    ) -> Device {
        Device(
            name: name, screenSize: CGSize(width: width, height: height),
            safeAreaInsets: EdgeInsets(top: top, bottom: bottom), displayScale: scale, idiom: .phone,
            landscapeSafeAreaInsets: EdgeInsets(top: 0, leading: landscapeSide, bottom: landscapeBottom, trailing: landscapeSide),
            landscapeHorizontalSizeClass: regularWideInLandscape ? .regular : .compact)
    }

    private static func pad(_ name: String, _ width: CGFloat, _ height: CGFloat) -> Device {
        // iPads without a home button: a 24 pt status bar and a 20 pt home indicator in both
        // orientations (Use Your Loaf, "iPad 2024 Screen Sizes"), 2×.
        Device(
            name: name, screenSize: CGSize(width: width, height: height),
            safeAreaInsets: EdgeInsets(top: 24, bottom: 20), displayScale: 2, idiom: .pad,
            landscapeSafeAreaInsets: EdgeInsets(top: 24, bottom: 20), landscapeHorizontalSizeClass: .regular)
    }

    /// 402×874 pt, insets 62/34, 3×: the root is proposed 402×778, which the seed's printed
    /// proposals and positions imply (spec §9).
    public static let iPhone16Pro = phone("iPhone 16 Pro", 402, 874, scale: 3, top: 62, bottom: 34, landscapeSide: 62, landscapeBottom: 21)
    public static let iPhone16ProMax = phone(
        "iPhone 16 Pro Max", 440, 956, scale: 3, top: 62, bottom: 34, landscapeSide: 62, landscapeBottom: 21, regularWideInLandscape: true)
    public static let iPhone16 = phone("iPhone 16", 393, 852, scale: 3, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21)
    public static let iPhone16Plus = phone(
        "iPhone 16 Plus", 430, 932, scale: 3, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21, regularWideInLandscape: true)
    /// The notch of the iPhone 14: insets 47/34.
    public static let iPhone16e = phone("iPhone 16e", 390, 844, scale: 3, top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21)
    public static let iPhone15Pro = phone("iPhone 15 Pro", 393, 852, scale: 3, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21)
    public static let iPhone15ProMax = phone(
        "iPhone 15 Pro Max", 430, 932, scale: 3, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21, regularWideInLandscape: true)
    public static let iPhone15 = phone("iPhone 15", 393, 852, scale: 3, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21)
    public static let iPhone15Plus = phone(
        "iPhone 15 Plus", 430, 932, scale: 3, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21, regularWideInLandscape: true)
    /// iPhone SE (3rd generation; the 2nd has the same screen): a 20 pt status bar in portrait,
    /// none in landscape, a home button, 2×. The name stays "iPhone SE" (recorded runs use it).
    public static let iPhoneSE = phone("iPhone SE", 375, 667, scale: 2, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0)
    /// iPad mini (A17 Pro), 8.3".
    public static let iPadMini = pad("iPad mini", 744, 1133)
    /// iPad Air 11" and 13" (M2).
    public static let iPadAir11 = pad("iPad Air 11", 820, 1180)
    public static let iPadAir13 = pad("iPad Air 13", 1024, 1366)
    /// iPad Pro 11" and 13" (M4).
    public static let iPadPro11 = pad("iPad Pro 11", 834, 1210)
    public static let iPadPro13 = pad("iPad Pro 13", 1032, 1376)

    /// Every device, in portrait; `--device` lists these.
    public static let all: [Device] = [
        .iPhone16Pro, .iPhone16ProMax, .iPhone16, .iPhone16Plus, .iPhone16e,
        .iPhone15Pro, .iPhone15ProMax, .iPhone15, .iPhone15Plus, .iPhoneSE,
        .iPadMini, .iPadAir11, .iPadAir13, .iPadPro11, .iPadPro13,
    ]

    /// Other spellings of a device's name.
    private static let aliases: [String: Device] = [
        "iphonese3rdgeneration": .iPhoneSE, "iphonese3": .iPhoneSE, "iphonese3rdgen": .iPhoneSE,
        "ipadminia17pro": .iPadMini,
    ]

    /// The device whose name matches, ignoring case, spaces and dashes (`iphone16pro`), in
    /// landscape when the name ends with "landscape" (`iPhone 16 Pro landscape`).
    public static func named(_ name: String) -> Device? {
        func key(_ s: some StringProtocol) -> String { s.lowercased().filter { $0.isLetter || $0.isNumber } }
        var wanted = key(name)
        let landscape = wanted.hasSuffix("landscape")
        if landscape { wanted.removeLast("landscape".count) } else if wanted.hasSuffix("portrait") {
            wanted.removeLast("portrait".count)
        }
        guard let device = all.first(where: { key($0.name) == wanted }) ?? aliases[wanted] else { return nil }
        return landscape ? device.landscape : device
    }

    /// What the hosting view proposes to the root: the screen minus the safe-area insets.
    public var safeAreaSize: CGSize {
        CGSize(width: screenSize.width - safeAreaInsets.leading - safeAreaInsets.trailing,
               height: screenSize.height - safeAreaInsets.top - safeAreaInsets.bottom)
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

/// Everything a layout run needs besides the tree.
public struct LayoutConfiguration: @unchecked Sendable {
    public var device: Device
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
        device: Device = .iPhone16Pro, platform: Platform = .latest, rootProposal: ProposedViewSize? = nil,
        fontModel: any FontModel = SystemFontModel(), images: ImageCatalog = .standard,
        environment: EnvironmentValues = EnvironmentValues()
    ) {
        self.device = device
        self.platform = platform
        self.rootProposal = rootProposal
        self.fontModel = fontModel
        self.images = images
        self.environment = environment
    }

    public var displayScale: CGFloat { device.displayScale }

    /// What the root view inherits: the device's values, overridden by `environment`'s.
    public var rootEnvironment: EnvironmentValues { device.environment.overlaid(by: environment) }

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

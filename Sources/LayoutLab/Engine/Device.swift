import Foundation

/// A screen the root view is laid out on (spec §9).
public struct Device: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var screenSize: CGSize
    public var safeAreaInsets: EdgeInsets
    public var displayScale: CGFloat

    public init(name: String, screenSize: CGSize, safeAreaInsets: EdgeInsets, displayScale: CGFloat) {
        self.name = name
        self.screenSize = screenSize
        self.safeAreaInsets = safeAreaInsets
        self.displayScale = displayScale
    }

    /// 402×874 pt, insets 62/34, 3×: the root is proposed 402×778, which the seed's printed
    /// proposals and positions imply (spec §9).
    public static let iPhone16Pro = Device(
        name: "iPhone 16 Pro", screenSize: CGSize(width: 402, height: 874),
        safeAreaInsets: EdgeInsets(top: 62, bottom: 34), displayScale: 3)
    public static let iPhone16 = Device(
        name: "iPhone 16", screenSize: CGSize(width: 393, height: 852),
        safeAreaInsets: EdgeInsets(top: 59, bottom: 34), displayScale: 3)
    public static let iPhone16ProMax = Device(
        name: "iPhone 16 Pro Max", screenSize: CGSize(width: 440, height: 956),
        safeAreaInsets: EdgeInsets(top: 62, bottom: 34), displayScale: 3)
    public static let iPhoneSE = Device(
        name: "iPhone SE", screenSize: CGSize(width: 375, height: 667),
        safeAreaInsets: EdgeInsets(top: 20), displayScale: 2)
    public static let iPadPro13 = Device(
        name: "iPad Pro 13", screenSize: CGSize(width: 1032, height: 1376),
        safeAreaInsets: EdgeInsets(top: 24, bottom: 20), displayScale: 2)

    public static let all: [Device] = [.iPhone16Pro, .iPhone16, .iPhone16ProMax, .iPhoneSE, .iPadPro13]

    /// The device whose name matches, ignoring case, spaces and dashes: `iphone16pro`.
    public static func named(_ name: String) -> Device? {
        func key(_ s: String) -> String { s.lowercased().filter { $0.isLetter || $0.isNumber } }
        return all.first { key($0.name) == key(name) }
    }

    /// What the hosting view proposes to the root: the screen minus the safe-area insets.
    public var safeAreaSize: CGSize {
        CGSize(width: screenSize.width - safeAreaInsets.leading - safeAreaInsets.trailing,
               height: screenSize.height - safeAreaInsets.top - safeAreaInsets.bottom)
    }

    public var description: String {
        "\(name) (\(screenSize.width.swiftDescription)×\(screenSize.height.swiftDescription) pt, "
            + "safe area \(safeAreaSize.width.swiftDescription)×\(safeAreaSize.height.swiftDescription))"
    }
}

/// Everything a layout run needs besides the tree.
public struct LayoutConfiguration: @unchecked Sendable {
    public var device: Device
    /// An explicit proposal for the root; nil proposes the device's safe area (spec §9).
    public var rootProposal: ProposedViewSize?
    /// Measures Text (spec §2.5).
    public var fontModel: any FontModel
    /// Natural sizes of images and SF Symbols (spec §2.4).
    public var images: ImageCatalog
    /// The environment the root view inherits.
    public var environment: EnvironmentValues

    public init(
        device: Device = .iPhone16Pro, rootProposal: ProposedViewSize? = nil,
        fontModel: any FontModel = SystemFontModel(), images: ImageCatalog = .standard,
        environment: EnvironmentValues = EnvironmentValues()
    ) {
        self.device = device
        self.rootProposal = rootProposal
        self.fontModel = fontModel
        self.images = images
        self.environment = environment
    }

    public var displayScale: CGFloat { device.displayScale }

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

    var safeArea: SafeAreaGeometry {
        let screen = CGRect(origin: .zero, size: device.screenSize)
        guard rootProposal == nil else { return SafeAreaGeometry(screen: screen, safe: screen) }
        let insets = device.safeAreaInsets
        return SafeAreaGeometry(screen: screen, safe: CGRect(
            x: insets.leading, y: insets.top,
            width: device.safeAreaSize.width, height: device.safeAreaSize.height))
    }
}

/// The screen and its safe area, in global coordinates.
struct SafeAreaGeometry {
    var screen: CGRect
    var safe: CGRect
}

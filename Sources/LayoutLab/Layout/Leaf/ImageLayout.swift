import Foundation

// Spec §2.4 — Image. Not resizable: its natural point size, whatever the proposal.
// `.resizable()`: each axis is the proposal (∞ stays ∞), nil becomes the natural size,
// and each axis is at least the cap insets along it.
// UNCERTAIN (spec §2.4, §6.2): SF Symbol images publish text-like spacing and baseline guides
// in SwiftUI; LayoutLab gives every image plain-view spacing (8) and no baselines, since the
// symbol metrics those need are not known.

struct ImageLayout: LeafLayout {
    var mayHaveExplicitGuides: Bool { false }
    var mayAnswerLengthsWithoutMeasuring: Bool { false }
    let source: ImageSource
    let resizable: Bool
    let capInsets: EdgeInsets

    func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> CGSize {
        let natural = context.configuration.images.naturalSize(
            of: source, resizable: resizable, pointSize: context.resolve(context.font).size, scale: context.environment.imageScale,
            unknown: context.noteUnknownImage)
        guard resizable else { return natural }
        return CGSize(
            width: max(proposal.width ?? natural.width, capInsets.leading + capInsets.trailing),
            height: max(proposal.height ?? natural.height, capInsets.top + capInsets.bottom))
    }
}

enum ImageSource: Hashable, Sendable, CustomStringConvertible {
    case asset(String)
    case systemSymbol(String)

    var description: String {
        switch self {
        case let .asset(name): name
        case let .systemSymbol(name): name
        }
    }
}

/// Natural sizes of images, which LayoutLab cannot load: SF Symbols by name (scaled with
/// their font, SymbolImageMetrics.swift), assets by name, and sizes the user gave.
public struct ImageCatalog: Hashable, Sendable {
    /// A symbol's size as an Image (with the symbol's padding) and once `.resizable()`.
    public struct SymbolSize: Hashable, Sendable {
        public var image: CGSize
        public var resizable: CGSize
        public init(image: CGSize, resizable: CGSize) {
            self.image = image
            self.resizable = resizable
        }
    }

    /// Symbols at the body style and medium scale; other fonts and scales follow from them.
    public var symbols: [String: SymbolSize]
    public var assets: [String: CGSize]
    /// Sizes given by name (`--image NAME=WxH`): used as they are, for symbols and assets alike.
    public var givenSizes: [String: CGSize] = [:]
    /// Assumed for an asset that is not in the catalog.
    public static let assumedAssetSize = CGSize(width: 100, height: 100)

    public init(symbols: [String: SymbolSize] = [:], assets: [String: CGSize] = [:]) {
        self.symbols = symbols
        self.assets = assets
    }

    /// The symbols measured on a device (SymbolImageMetrics.swift).
    public static let standard = ImageCatalog(symbols: SymbolImageMetrics.measured)

    func naturalSize(
        of source: ImageSource, resizable: Bool, pointSize: CGFloat, scale: Image.Scale, unknown: (ImageSource) -> Void
    ) -> CGSize {
        if let given = givenSizes[source.description] { return given }
        switch source {
        case let .systemSymbol(name):
            let size = symbols[name] ?? {
                unknown(source)
                return SymbolImageMetrics.assumed
            }()
            return SymbolImageMetrics.size(resizable ? size.resizable : size.image, pointSize: pointSize, scale: scale)
        case let .asset(name):
            return assets[name] ?? {
                unknown(source)
                return Self.assumedAssetSize
            }()
        }
    }

    /// What a run says, once, about the images whose size it had to assume.
    static func assumptionNotes(for unknown: [ImageSource]) -> [String] {
        var notes: [String] = []
        let symbols = unknown.compactMap { if case let .systemSymbol(name) = $0 { name } else { nil } }
        let assets = unknown.compactMap { if case let .asset(name) = $0 { name } else { nil } }
        if !symbols.isEmpty {
            let assumed = SymbolImageMetrics.assumed.image
            notes.append(
                "the size of \(count(symbols.count, "SF Symbol")) is not known (\(list(symbols))): each assumed "
                    + "\(assumed.appleDescription) at the body font, scaled with its font; give sizes with --image NAME=WxH")
        }
        if !assets.isEmpty {
            notes.append(
                "the size of \(count(assets.count, "image")) is not known (\(list(assets))): each assumed "
                    + "\(assumedAssetSize.appleDescription); give sizes with --image NAME=WxH")
        }
        return notes
    }

    private static func count(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }

    private static func list(_ names: [String]) -> String {
        let shown = names.prefix(8).map { "\"\($0)\"" }.joined(separator: ", ")
        return names.count > 8 ? shown + " and \(names.count - 8) more" : shown
    }
}

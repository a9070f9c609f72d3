import Foundation

// Spec §2.4 — Image. Not resizable: its natural point size, whatever the proposal.
// `.resizable()`: each axis is the proposal (∞ stays ∞), nil becomes the natural size,
// and each axis is at least the cap insets along it.

struct ImageLayout: LeafLayout {
    let source: ImageSource
    let resizable: Bool
    let capInsets: EdgeInsets

    func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> CGSize {
        let natural = context.configuration.images.naturalSize(of: source, resizable: resizable) {
            context.diagnose($0)
        }
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

/// Natural sizes of images, which LayoutLab cannot load: SF Symbols by name, assets by name.
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

    public var symbols: [String: SymbolSize]
    public var assets: [String: CGSize]
    /// Assumed for a symbol that is not in the catalog: about a body-sized glyph.
    public var defaultSymbol = SymbolSize(image: CGSize(width: 20, height: 20), resizable: CGSize(width: 18, height: 18))

    public init(symbols: [String: SymbolSize] = [:], assets: [String: CGSize] = [:]) {
        self.symbols = symbols
        self.assets = assets
    }

    /// The symbols seed 000 measured: `Image(systemName: "swift")` is 22.000000000000004 ×
    /// 18.666666666666668, and once resizable its ideal size is 18.666667938232422 ×
    /// 16.666667938232422.
    public static let standard = ImageCatalog(symbols: [
        "swift": SymbolSize(
            image: CGSize(width: 22.000000000000004, height: 18.666666666666668),
            resizable: CGSize(width: 18.666667938232422, height: 16.666667938232422)),
    ])

    func naturalSize(of source: ImageSource, resizable: Bool, diagnose: (String) -> Void) -> CGSize {
        switch source {
        case let .systemSymbol(name):
            let size = symbols[name] ?? {
                diagnose("the size of symbol \"\(name)\" is not known; assumed \(defaultSymbol.image.appleDescription) (give it with --image \(name)=WxH)")
                return defaultSymbol
            }()
            return resizable ? size.resizable : size.image
        case let .asset(name):
            return assets[name] ?? {
                diagnose("the size of image \"\(name)\" is not known; assumed (100.0, 100.0) (give it with --image \(name)=WxH)")
                return CGSize(width: 100, height: 100)
            }()
        }
    }
}

import Foundation

// Spec §2.4 — the natural size of an SF Symbol image. LayoutLab cannot draw symbols, so their
// sizes are a table: what was measured on a device, and one rule for how a symbol's size
// follows its font and `.imageScale` (symbols are glyphs of the system font, so they scale
// with its point size). Documentation/Model/02-images.md explains the model.

/// What is known about SF Symbol sizes, in one place so that a device measurement changes one line.
enum SymbolImageMetrics {
    /// The point size the table's sizes were measured at: the body style at the default
    /// Dynamic Type size.
    static let referencePointSize: CGFloat = 17

    /// Symbols measured at the body style and medium scale: their size as an Image (with the
    /// symbol's alignment padding) and once `.resizable()` (the glyph alone).
    static let measured: [String: ImageCatalog.SymbolSize] = [
        // Seed 000 (the aspectRatio listing, iOS 18): `Image(systemName: "swift")` is
        // 22.000000000000004 × 18.666666666666668; resizable, its ideal size is
        // 18.666667938232422 × 16.666667938232422.
        "swift": ImageCatalog.SymbolSize(
            image: CGSize(width: 22.000000000000004, height: 18.666666666666668),
            resizable: CGSize(width: 18.666667938232422, height: 16.666667938232422)),
    ]

    /// Assumed, at the body style and medium scale, for a symbol the table does not hold: a
    /// square glyph about as tall as the measured one. UNCERTAIN (spec §2.4 gives no symbol
    /// sizes): symbols differ in width; `--image NAME=WxH` gives the real size.
    static let assumed = ImageCatalog.SymbolSize(
        image: CGSize(width: 20, height: 20), resizable: CGSize(width: 18, height: 18))

    /// How `.imageScale` scales a symbol relative to medium. UNCERTAIN (no published figure
    /// found; the SF Symbols templates draw small and large about a fifth smaller and a
    /// third larger than medium).
    static func factor(for scale: Image.Scale) -> CGFloat {
        switch scale {
        case .small: 0.78
        case .medium: 1
        case .large: 1.29
        }
    }

    /// A symbol's size at the font's point size and the image scale, from its size at the
    /// reference point size and medium scale.
    static func size(_ reference: CGSize, pointSize: CGFloat, scale: Image.Scale) -> CGSize {
        let factor = pointSize / referencePointSize * factor(for: scale)
        guard factor != 1 else { return reference }
        return CGSize(width: reference.width * factor, height: reference.height * factor)
    }
}

private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

extension EnvironmentValues {
    /// The scale SF Symbol images are drawn at, relative to their font.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

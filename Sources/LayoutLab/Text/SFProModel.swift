import Foundation

/// Exact widths of the iOS 26.1 system font where it was measured: the advances and pair kerning
/// of `SFProMeasurements.swift` (Documentation/Text/SFPro.md gives the source). A width is the
/// sum of the characters' advances (the font's size-dependent tracking is inside them) and of the
/// kerning of each adjacent pair, in font units of 1/2048 em; it reproduces the device's raw
/// CoreText widths exactly (seed 000's "Hello, world." 94.1640625, and openuikit's stringWidths).
enum SFProMeasurements {
    static let unitsPerEm: CGFloat = 2048
    private static let asciiRange: ClosedRange<UInt32> = 0x20...0x7E
    private static let asciiCount = asciiRange.count

    /// The width of `text` on one line in points, or nil where the table has no measurement:
    /// a font other than the regular, upright, standard-width system font at a measured size
    /// (12, 13, 16 and 17 pt: caption, footnote, callout, body), or a character outside printable ASCII.
    /// Other weights (headline's semibold) and sizes are not in the table yet and keep the
    /// approximate model: advances change with the size (tracking and optical size), so
    /// scaling a measured row would be a guess.
    static func width(of text: Substring, in font: Font) -> CGFloat? {
        guard font.weight == .regular, font.design == .default, font.width == .standard, !font.isItalic,
            font.customName == nil, let advances = regularAdvances[font.size]
        else { return nil }
        var units = 0
        var previous: Int?
        for scalar in text.unicodeScalars {
            guard asciiRange.contains(scalar.value) else { return nil }
            let index = Int(scalar.value - asciiRange.lowerBound)
            units += Int(advances[index])
            if let previous { units += Int(regularKerning[previous * asciiCount + index]) }
            previous = index
        }
        return CGFloat(units) * font.size / unitsPerEm
    }

    /// `regularTextKerning` as a table indexed by left × 95 + right. The Text column holds at
    /// every measured size: kerning blends toward the Display values only above 17 pt.
    private static let regularKerning: [Int16] = {
        var table = [Int16](repeating: 0, count: asciiCount * asciiCount)
        for (pair, value) in regularTextKerning {
            let scalars = pair.unicodeScalars.map { Int($0.value - asciiRange.lowerBound) }
            table[scalars[0] * asciiCount + scalars[1]] = value
        }
        return table
    }()
}

import Foundation

/// Exact widths of the iOS 26.1 system font where it was measured: the advances, tracking and pair
/// kerning of `SFProMeasurements.swift` (Documentation/Text/SFPro.md gives the source). A width is
/// the sum of the characters' 17 pt advances plus the font's tracking at the size (at and below
/// 17 pt, the bottom of the optical-size axis, the glyphs keep their shapes and only the tracking
/// changes: the same number of font units for every character and weight), and of the kerning of
/// each adjacent pair, in font units of 1/2048 em. It reproduces the device's raw CoreText widths
/// (seed 000's "Hello, world." 94.1640625; openuikit's stringWidths to 1e-4 pt).
enum SFProMeasurements {
    static let unitsPerEm: CGFloat = 2048
    private static let asciiRange: ClosedRange<UInt32> = 0x20...0x7E
    private static let asciiCount = asciiRange.count

    /// What is measured, as the run's note says when a Text falls outside it.
    static let coverage = "ASCII in the regular, semibold and bold system font from 8 to 17 pt"

    /// The width of `text` on one line in points, or nil where the table has no measurement: a
    /// font other than the upright, standard-width system font in a measured weight from 8 to
    /// 17 pt, or a character outside printable ASCII. Those keep the approximate model: above
    /// 17 pt the advances change shape with the optical size, so scaling a measured row would be
    /// a guess.
    static func width(of text: Substring, in font: Font) -> CGFloat? {
        guard let face = face(of: font), let tracking = trackingUnits(at: font.size) else { return nil }
        var units: Double = 0
        var previous: Int?
        var count = 0
        for scalar in text.unicodeScalars {
            guard asciiRange.contains(scalar.value) else { return nil }
            let index = Int(scalar.value - asciiRange.lowerBound)
            units += face.advances[index]
            if let previous { units += face.kerning[previous * asciiCount + index] }
            previous = index
            count += 1
        }
        return CGFloat(units + Double(count) * tracking) * font.size / unitsPerEm
    }

    /// Whether `width(of:in:)` measures every line of `text` in `font` (a newline only breaks
    /// lines: `TextLayout` measures the paragraphs between them).
    static func measures(_ text: String, in font: Font) -> Bool {
        face(of: font) != nil && trackingUnits(at: font.size) != nil
            && text.utf8.allSatisfy { $0 == 0x0A || asciiRange.contains(UInt32($0)) }
    }

    private struct Face {
        let advances: [Double]
        /// Indexed by left × 95 + right.
        let kerning: [Double]

        init(advances: [Double], kerning: [Int32]) {
            self.advances = advances
            var table = [Double](repeating: 0, count: SFProMeasurements.asciiCount * SFProMeasurements.asciiCount)
            for entry in stride(from: 0, to: kerning.count, by: 2) { table[Int(kerning[entry])] = Double(kerning[entry + 1]) / 1000 }
            self.kerning = table
        }
    }

    private static let regular = Face(advances: regularAdvances, kerning: regularKerning)
    private static let semibold = Face(advances: semiboldAdvances, kerning: semiboldKerning)
    private static let bold = Face(advances: boldAdvances, kerning: boldKerning)

    private static func face(of font: Font) -> Face? {
        guard font.design == .default, font.width == .standard, !font.isItalic, font.customName == nil else { return nil }
        switch font.weight {
        case .regular: return regular
        case .semibold: return semibold
        case .bold: return bold
        default: return nil
        }
    }

    /// The tracking at `size`, in font units: measured at 8, 11, 12, 13, 15, 16 and 17 pt,
    /// linear between them (text-metrics note §6: openuikit's own model interpolates between
    /// neighbouring rows; UNCERTAIN, not checked against a device at 9, 10 or 14 pt); nil outside
    /// 8...17 pt, NaN included.
    static func trackingUnits(at size: CGFloat) -> Double? {
        guard let first = tracking.first, let last = tracking.last, size >= first.size, size <= last.size else { return nil }
        guard let upper = tracking.firstIndex(where: { $0.size >= size }) else { return nil }
        let high = tracking[upper]
        if high.size == size || upper == 0 { return high.units }
        let low = tracking[upper - 1]
        return low.units + (high.units - low.units) * Double((size - low.size) / (high.size - low.size))
    }
}

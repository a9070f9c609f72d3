import Foundation

/// Exact widths of the iOS 26.1 system font where it was measured: the advances, tracking and pair
/// kerning of `SFProMeasurements.swift` (Documentation/Text/SFPro.md gives the source), in font
/// units of 1/2048 em. The font is variable on two axes and CoreText sets both:
/// - optical size: each advance and kerning value blends from the Text master (17 pt and below) to
///   the Display master (28 pt and above) by one published curve (`opticalBlend`);
/// - weight: Regular and Bold are masters and Medium, Semibold, Heavy and Black lie on the line
///   through them (`weightAxis`), with the few kerning values a weight publishes otherwise;
/// and the font's tracking adds the same units to every character of every weight at a size.
/// It reproduces the device's raw CoreText widths (seed 000's "Hello, world." 94.1640625; 342 of
/// openuikit's stringWidths from 8 to 40 pt to 1e-4 pt).
enum SFProMeasurements {
    static let unitsPerEm: CGFloat = 2048
    private static let asciiRange: ClosedRange<UInt32> = 0x20...0x7E
    private static let asciiCount = asciiRange.count

    /// What is measured, as the run's note says when a Text falls outside it.
    static let coverage = "ASCII in the regular, medium, semibold, bold, heavy and black system font from 8 to 40 pt"

    /// The width of `text` on one line in points, or nil where the table has no measurement: a
    /// font other than the upright, standard-width system font in a measured weight from 8 to
    /// 40 pt, or a character outside printable ASCII. Those keep the approximate model.
    static func width(of text: Substring, in font: Font) -> CGFloat? {
        guard let face = face(of: font), let tracking = trackingUnits(at: font.size) else { return nil }
        let t = opticalBlend(at: font.size)
        var units: Double = 0
        var previous: Int?
        var count = 0
        // By UTF-8 bytes: an ASCII character is its byte, and any other character's first byte
        // (0xC2 and above) is outside the table as the character is.
        for byte in text.utf8 {
            guard asciiRange.contains(UInt32(byte)) else { return nil }
            let index = Int(UInt32(byte) - asciiRange.lowerBound)
            // At and below 17 pt (t = 0, most text) the Text master alone.
            units += t == 0 ? face.advances[index] : face.advances[index] + t * face.advanceDeltas[index]
            if let previous {
                let pair = previous * asciiCount + index
                units += t == 0 ? face.kerning[pair] : face.kerning[pair] + t * face.kerningDeltas[pair]
            }
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

    private static func isSystemFont(_ font: Font) -> Bool {
        font.design == .default && font.width == .standard && !font.isItalic && font.customName == nil
    }

    /// One weight at the two optical masters: the Text values, and what the Display master adds.
    private struct Face {
        let advances: [Double]
        let advanceDeltas: [Double]
        /// Indexed by left × 95 + right.
        let kerning: [Double]
        let kerningDeltas: [Double]

        /// `normalized` is the weight's place on the wght axis, Bold being 8192: Regular +
        /// normalized / 8192 × (Bold − Regular), for advances and kerning alike.
        init(weight: Int, normalized: Int) {
            let f = Double(normalized) / 8192
            func mix(_ regular: Double, _ bold: Double) -> Double { regular + f * (bold - regular) }
            let text = zip(regularTextAdvances, boldTextAdvances).map(mix)
            advances = text
            advanceDeltas = zip(zip(regularDisplayAdvances, boldDisplayAdvances).map(mix), text).map { $0 - $1 }
            // Each master's pairs, weighted: Regular's by 1 − f, Bold's by f.
            let count = SFProMeasurements.asciiCount * SFProMeasurements.asciiCount
            var textKerning = [Double](repeating: 0, count: count), displayKerning = textKerning
            for (table, share) in [(regularKerning, 1 - f), (boldKerning, f)] where share != 0 {
                for entry in stride(from: 0, to: table.count, by: 3) {
                    textKerning[Int(table[entry])] += share * Double(table[entry + 1]) / 1000
                    displayKerning[Int(table[entry])] += share * Double(table[entry + 2]) / 1000
                }
            }
            for exception in kerningExceptions where exception.weight == weight {
                let value = Double(exception.value) / 1000
                if exception.column == 0 { textKerning[exception.pair] = value } else { displayKerning[exception.pair] = value }
            }
            kerning = textKerning
            kerningDeltas = zip(displayKerning, textKerning).map { $0 - $1 }
        }
    }

    /// The measured weights, each made the first time a Text uses it (a run pays only for its own).
    private static let regular = face(400), medium = face(500), semibold = face(600)
    private static let bold = face(700), heavy = face(800), black = face(900)

    private static func face(_ weight: Int) -> Face? {
        weightAxis.first { $0.weight == weight }.map { Face(weight: weight, normalized: $0.normalized) }
    }

    private static func face(of font: Font) -> Face? {
        guard isSystemFont(font) else { return nil }
        switch font.weight {
        case .regular: return regular
        case .medium: return medium
        case .semibold: return semibold
        case .bold: return bold
        case .heavy: return heavy
        case .black: return black
        default: return nil
        }
    }

    /// The tracking at `size`, in font units: measured at the sizes of `tracking`, linear between
    /// them (text-metrics note §6: openuikit's own model interpolates between neighbouring rows;
    /// UNCERTAIN: not checked against a device at 9, 10, 14, 25 to 27, 29, 30, 32, 33 and 35 to
    /// 39 pt, nor at fractional sizes); nil outside 8...40 pt, NaN included.
    static func trackingUnits(at size: CGFloat) -> Double? { piecewiseLinear(tracking, at: size) }

    /// How far `size` is from the Text master (0, 17 pt and below) to the Display master (1, 28 pt
    /// and above): openuikit's published curve, linear between its entries as its model is.
    static func opticalBlend(at size: CGFloat) -> Double {
        guard let first = opticalBlend.first, let last = opticalBlend.last else { return 0 }
        let t = piecewiseLinear(opticalBlend, at: min(max(size, first.size), last.size)) ?? 0
        return t / 16384
    }

    /// `table`'s value at `size`, linear between its entries; nil outside them (and for NaN).
    private static func piecewiseLinear(_ table: [(size: CGFloat, value: Double)], at size: CGFloat) -> Double? {
        guard let first = table.first, let last = table.last, size >= first.size, size <= last.size,
              let upper = table.firstIndex(where: { $0.size >= size }) else { return nil }
        let high = table[upper]
        if high.size == size || upper == 0 { return high.value }
        let low = table[upper - 1]
        return low.value + (high.value - low.value) * Double((size - low.size) / (high.size - low.size))
    }
}

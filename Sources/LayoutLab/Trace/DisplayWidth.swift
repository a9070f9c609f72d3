import Foundation

extension String {
    /// The number of terminal columns the string takes: emoji and East Asian wide characters
    /// take two, combining marks and variation selectors none.
    public var displayWidth: Int {
        // Printable ASCII, nearly every cell of a table, is one column a byte: no property lookups.
        if let width = utf8.withContiguousStorageIfAvailable(Self.printableASCIIWidth), let width { return width }
        // Nor the sizes' `×` and the lengths' `∞`: Latin letters and signs below the combining marks
        // (U+0300) but the soft hyphen, and `…`, `↵`, `∞`, are one column a scalar and each their own
        // character. Looking their properties up was most of printing a large run's trace.
        if unicodeScalars.allSatisfy(\.isOneColumnCharacter) { return unicodeScalars.count }
        var width = 0
        for character in self {
            let scalars = character.unicodeScalars
            guard let first = scalars.first else { continue }
            if scalars.contains(where: { $0.properties.isEmojiPresentation })
                || (scalars.count > 1 && scalars.contains { $0.value == 0xFE0F }) {
                width += 2
            } else if first.properties.generalCategory == .nonspacingMark || first.properties.generalCategory == .format {
                continue
            } else if first.isWide {
                width += 2
            } else if first.value >= 0x20 {
                width += 1
            }
        }
        return width
    }

    /// The byte count when every byte is printable ASCII (0x20...0x7E), else nil. A deep node's
    /// cells are thousands of bytes (a 1,000-deep chain's path and indentation): the scan keeps
    /// the highest byte less 0x20, with no early exit, so the compiler makes it a vector loop.
    private static func printableASCIIWidth(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var highest: UInt8 = 0
        for byte in bytes { highest = Swift.max(highest, byte &- 0x20) }
        return highest < 0x5F ? bytes.count : nil
    }

    /// Pads with spaces to `width` columns (by display width), on the right or the left.
    public func padded(to width: Int, alignRight: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - displayWidth))
        return alignRight ? padding + self : self + padding
    }
}

extension Unicode.Scalar {
    fileprivate var isOneColumnCharacter: Bool {
        switch value {
        case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x2026, 0x21B5, 0x221E: true
        default: false
        }
    }

    /// East Asian Wide and Fullwidth ranges.
    fileprivate var isWide: Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            true
        default:
            false
        }
    }
}

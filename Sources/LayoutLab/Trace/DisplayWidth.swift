import Foundation

extension String {
    /// The number of terminal columns the string takes: emoji and East Asian wide characters
    /// take two, combining marks and variation selectors none.
    public var displayWidth: Int {
        // Printable ASCII, nearly every cell of a table, is one column a byte: no property lookups.
        if let width = utf8.withContiguousStorageIfAvailable(Self.printableASCIIWidth), let width { return width }
        return widthPastASCII
    }

    /// The `displayWidth` of a cell written as UTF-8 bytes, without a String for the ASCII ones.
    public static func displayWidth(utf8: UnsafeBufferPointer<UInt8>) -> Int {
        if let width = printableASCIIWidth(utf8) { return width }
        return String(decoding: utf8, as: UTF8.self).widthPastASCII
    }

    private var widthPastASCII: Int {
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

/// How a line of an aligned table is written, as bytes: `open`, each cell padded with spaces to
/// its column's width in terminal columns (on the left in the columns aligned right), `separator`
/// between cells, `close`; with `trimsTrailingSpaces`, the line's trailing spaces dropped. The one
/// home of these rules for the trace table (`TraceTablePrinter.render`, and `layoutlab`'s trace
/// written from its spool) and for `layoutlab`'s table and markdown.
public struct AlignedLineShape: Sendable {
    public var widths: [Int]
    public var alignsRight: [Bool]
    public var trimsTrailingSpaces: Bool
    private let open: [UInt8], separator: [UInt8], close: [UInt8]

    public init(widths: [Int], alignsRight: [Bool]? = nil, open: String, separator: String, close: String,
                trimsTrailingSpaces: Bool = false) {
        self.widths = widths
        self.alignsRight = alignsRight ?? widths.map { _ in false }
        self.open = Array(open.utf8)
        self.separator = Array(separator.utf8)
        self.close = Array(close.utf8)
        self.trimsTrailingSpaces = trimsTrailingSpaces
    }

    /// Starts a line; returns where it starts, for `endLine`.
    public func beginLine(_ bytes: inout [UInt8]) -> Int {
        let start = bytes.count
        bytes.append(contentsOf: open)
        return start
    }

    /// Appends the cell of `column`, `width` terminal columns wide, padded to the column's width.
    public func appendCell(_ cell: UnsafeBufferPointer<UInt8>, width: Int, column: Int, to bytes: inout [UInt8]) {
        if column > 0 { bytes.append(contentsOf: separator) }
        let padding = max(0, widths[column] - width)
        if alignsRight[column] { Self.appendSpaces(padding, to: &bytes) }
        bytes.append(contentsOf: cell)
        if !alignsRight[column] { Self.appendSpaces(padding, to: &bytes) }
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 256)

    /// `count` spaces, copied 256 at a time: a deep node's column is padded by thousands, and
    /// appending a `repeatElement` goes a byte at a time.
    private static func appendSpaces(_ count: Int, to bytes: inout [UInt8]) {
        var left = count
        spaces.withUnsafeBufferPointer { spaces in
            while left > 0 {
                let chunk = min(left, spaces.count)
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: spaces[..<chunk]))
                left -= chunk
            }
        }
    }

    /// Ends the line begun at `start` (no line break).
    public func endLine(from start: Int, _ bytes: inout [UInt8]) {
        bytes.append(contentsOf: close)
        if trimsTrailingSpaces { Self.trimTrailingSpaces(&bytes, from: start) }
    }

    /// A whole line of cells, measured here.
    public func appendLine(_ cells: [String], to bytes: inout [UInt8]) {
        let start = beginLine(&bytes)
        for (column, cell) in cells.enumerated() {
            var cell = cell
            let width = cell.displayWidth
            cell.withUTF8 { appendCell($0, width: width, column: column, to: &bytes) }
        }
        endLine(from: start, &bytes)
    }

    /// Drops the trailing " " characters of the line from `start`: a space after an ASCII byte is
    /// a character of its own, so those are dropped as bytes; after other text (where a space can
    /// belong to the character before it, as after a prepended mark) the line is trimmed as
    /// characters.
    private static func trimTrailingSpaces(_ bytes: inout [UInt8], from start: Int) {
        var end = bytes.count
        while end > start && bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        guard end < bytes.count else { return }
        if end == start || bytes[end - 1] < 0x80 { return bytes.removeLast(bytes.count - end) }
        var line = Substring(String(decoding: bytes[start...], as: UTF8.self))
        while line.last == " " { line.removeLast() }
        bytes.removeLast(bytes.count - start)
        bytes.append(contentsOf: line.utf8)
    }
}

import Foundation
import LayoutLab
import LayoutLabStore

/// Writes a table as its rows arrive: the streaming formats (csv, tsv, json, jsonl) keep no
/// rows; the aligned ones (table, markdown) measure the columns as the rows arrive and write
/// them at `end()`, from an `AlignedTable`'s spool.
protocol TableWriter: AnyObject {
    func begin(columns: [String])
    func row(_ cells: [SQLValue])
    func end()
}

extension TableWriter {
    /// Writes a whole table.
    func write(columns: [String], rows: [[SQLValue]]) {
        begin(columns: columns)
        for cells in rows { row(cells) }
        end()
    }
}

/// What an aligned format measures while its rows arrive: each column's widest cell and which
/// columns hold only numbers (aligned right). The cells wait in a `Spool` (in memory while small,
/// else in a temporary file) until the widths are known, so memory stays flat however many rows
/// there are (issue 34 item 3); each cell's display width is measured once.
struct AlignedTable {
    private(set) var columns: [String] = []
    private(set) var rowCount = 0
    private(set) var numeric: [Bool] = []
    /// Each column's widest cell or header so far, in terminal columns.
    private var widest: [Int] = []
    private var spool = Spool()

    mutating func begin(_ columns: [String]) {
        self.columns = columns
        rowCount = 0
        spool = Spool()
        numeric = Array(repeating: true, count: columns.count)
        widest = columns.map(\.displayWidth)
    }

    /// A row of SQL values, each shown as `CellText.display` and then `text` write it.
    mutating func append(_ cells: [SQLValue], text: (String) -> String = { $0 }) {
        for (index, cell) in cells.enumerated() where cell != .null && !CellText.isNumber(cell) { numeric[index] = false }
        append(cells.map { text(CellText.display($0)) })
    }

    /// A row of cells as shown.
    mutating func append(_ cells: [String]) {
        for (index, cell) in cells.enumerated() {
            let width = cell.displayWidth
            widest[index] = max(widest[index], width)
            spool.append(cell, width: width)
        }
        rowCount += 1
    }

    /// Each column's width in terminal columns: its widest cell or header.
    func widths(atLeast minimum: Int = 0) -> [Int] { widest.map { max(minimum, $0) } }

    /// How a line is written: `open`, each cell padded to its column's width (on the left in the
    /// columns `alignsRight` names), `separator` between cells, `close`; with
    /// `trimsTrailingSpaces`, the line's trailing spaces dropped.
    struct LineShape {
        var widths: [Int]
        var open: String
        var separator: String
        var close: String
        var trimsTrailingSpaces = false
    }

    func writeHeader(_ shape: LineShape, alignsRight: (Int) -> Bool = { _ in false }, to output: StandardOutput) {
        let start = output.bytes.count
        ByteText.append(shape.open, to: &output.bytes)
        for (column, cell) in columns.enumerated() {
            var cell = cell
            let width = cell.displayWidth
            cell.withUTF8 { Self.append($0, width: width, column: column, shape, alignsRight(column), to: output) }
        }
        Self.endLine(shape, start: start, output)
    }

    /// Writes the rows, read back from the spool, and forgets them.
    func writeRows(_ shape: LineShape, alignsRight: (Int) -> Bool, to output: StandardOutput) {
        let right = columns.indices.map(alignsRight)
        var column = 0, start = 0
        spool.replay { width, bytes in
            if column == 0 {
                start = output.bytes.count
                ByteText.append(shape.open, to: &output.bytes)
            }
            Self.append(bytes, width: width, column: column, shape, right[column], to: output)
            column += 1
            if column == columns.count {
                Self.endLine(shape, start: start, output)
                column = 0
            }
        }
    }

    private static func append(_ cell: UnsafeBufferPointer<UInt8>, width: Int, column: Int, _ shape: LineShape, _ right: Bool,
                               to output: StandardOutput) {
        if column > 0 { ByteText.append(shape.separator, to: &output.bytes) }
        let padding = max(0, shape.widths[column] - width)
        if right { appendSpaces(padding, to: &output.bytes) }
        output.bytes.append(contentsOf: cell)
        if !right { appendSpaces(padding, to: &output.bytes) }
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

    private static func endLine(_ shape: LineShape, start: Int, _ output: StandardOutput) {
        ByteText.append(shape.close, to: &output.bytes)
        if shape.trimsTrailingSpaces { trimTrailingSpaces(&output.bytes, from: start) }
        output.endLine()
    }

    /// Drops the trailing spaces of the line from `start`, as `trimmingTrailingSpaces` drops
    /// trailing " " characters: a space after an ASCII byte is a character of its own, so those
    /// are dropped as bytes; after other text (where a space can belong to the character before
    /// it, as after a prepended mark) the line is trimmed as characters.
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

/// ┌──────┬──────┐ box-drawn columns, numbers aligned right, widths by display width.
final class BoxTableWriter: TableWriter {
    private let output: StandardOutput
    private var table = AlignedTable()

    init(_ output: StandardOutput) { self.output = output }

    func begin(columns: [String]) { table.begin(columns) }

    func row(_ cells: [SQLValue]) { table.append(cells) }

    func end() {
        let widths = table.widths()
        func rule(_ left: String, _ middle: String, _ right: String) -> String {
            left + widths.map { String(repeating: "─", count: $0 + 2) }.joined(separator: middle) + right
        }
        let shape = AlignedTable.LineShape(widths: widths, open: "│ ", separator: " │ ", close: " │")
        output.writeLine(rule("┌", "┬", "┐"))
        table.writeHeader(shape, to: output)
        output.writeLine(rule("├", "┼", "┤"))
        let numeric = table.numeric
        table.writeRows(shape, alignsRight: { numeric[$0] }, to: output)
        output.writeLine(rule("└", "┴", "┘"))
        output.writeLine("(\(table.rowCount) row\(table.rowCount == 1 ? "" : "s"))")
    }
}

/// csv (RFC 4180 quoting) or tsv (backslash escapes), with a header line. Each cell is
/// appended to the output's bytes; only a cell holding a character to escape is escaped.
final class DelimitedTableWriter: TableWriter {
    private let output: StandardOutput
    private let separator: UInt8

    init(_ output: StandardOutput, separator: Character) {
        self.output = output
        self.separator = separator.asciiValue!
    }

    func begin(columns: [String]) {
        for (index, column) in columns.enumerated() {
            if index > 0 { output.bytes.append(separator) }
            field(column, &output.bytes)
        }
        output.endLine()
    }

    func row(_ cells: [SQLValue]) {
        for (index, cell) in cells.enumerated() {
            if index > 0 { output.bytes.append(separator) }
            CellText.appendPlain(cell, to: &output.bytes, field: field)
        }
        output.endLine()
    }

    func end() {}

    private func field(_ text: String, _ bytes: inout [UInt8]) {
        if separator == UInt8(ascii: "\t") {
            ByteText.append(text, to: &bytes, needsEscape: Self.needsTabEscape) { byte, bytes in
                switch byte {
                case UInt8(ascii: "\\"): ByteText.append("\\\\", to: &bytes)
                case UInt8(ascii: "\t"): ByteText.append("\\t", to: &bytes)
                case UInt8(ascii: "\n"): ByteText.append("\\n", to: &bytes)
                case UInt8(ascii: "\r"): ByteText.append("\\r", to: &bytes)
                default: bytes.append(byte)
                }
            }
            return
        }
        let separator = separator
        guard ByteText.contains(text, where: { $0 == separator || Self.needsQuotes($0) }) else { return ByteText.append(text, to: &bytes) }
        bytes.append(UInt8(ascii: "\""))
        ByteText.append(text, to: &bytes, needsEscape: { $0 == UInt8(ascii: "\"") }) { byte, bytes in
            bytes.append(byte)
            if byte == UInt8(ascii: "\"") { bytes.append(byte) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func needsTabEscape(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    private static func needsQuotes(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}

/// A JSON array of objects, or one object per line.
final class JSONTableWriter: TableWriter {
    private let output: StandardOutput
    private let lines: Bool
    private var keys: [[UInt8]] = []
    private var count = 0

    init(_ output: StandardOutput, lines: Bool) {
        self.output = output
        self.lines = lines
    }

    func begin(columns: [String]) {
        keys = columns.map { column in
            var key: [UInt8] = []
            JSONLinesTracePrinter.appendQuoted(column, to: &key)
            key.append(UInt8(ascii: ":"))
            return key
        }
        if !lines { output.write("[") }
    }

    func row(_ cells: [SQLValue]) {
        if !lines { ByteText.append(count == 0 ? "\n  " : ",\n  ", to: &output.bytes) }
        output.bytes.append(UInt8(ascii: "{"))
        for (index, (key, cell)) in zip(keys, cells).enumerated() {
            if index > 0 { output.bytes.append(UInt8(ascii: ",")) }
            output.bytes.append(contentsOf: key)
            CellText.appendJSON(cell, to: &output.bytes)
        }
        output.bytes.append(UInt8(ascii: "}"))
        if lines { output.endLine() } else { output.flushIfFull() }
        count += 1
    }

    func end() {
        if !lines { output.writeLine(count == 0 ? "]" : "\n]") }
    }
}

/// | a | b | with the header's separator row; cells padded so the source lines up too.
final class MarkdownTableWriter: TableWriter {
    private let output: StandardOutput
    private var table = AlignedTable()

    init(_ output: StandardOutput) { self.output = output }

    func begin(columns: [String]) { table.begin(columns.map(Self.escape)) }

    func row(_ cells: [SQLValue]) { table.append(cells, text: Self.escape) }

    func end() {
        let numeric = table.numeric
        // Markdown wants at least three dashes under each header.
        let widths = table.widths(atLeast: 3)
        let shape = AlignedTable.LineShape(widths: widths, open: "| ", separator: " | ", close: " |")
        table.writeHeader(shape, to: output)
        output.writeLine("|" + widths.indices.map { column in
            numeric[column] && table.rowCount > 0
                ? " " + String(repeating: "-", count: widths[column] - 1) + ": "
                : " " + String(repeating: "-", count: widths[column]) + " "
        }.joined(separator: "|") + "|")
        table.writeRows(shape, alignsRight: { numeric[$0] }, to: output)
    }

    private static func escape(_ text: String) -> String {
        guard ByteText.contains(text, where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "|") }) else { return text }
        var bytes: [UInt8] = []
        ByteText.append(text, to: &bytes, needsEscape: { _ in true }) { byte, bytes in
            if byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "|") { bytes.append(UInt8(ascii: "\\")) }
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

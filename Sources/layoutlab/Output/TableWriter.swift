import Foundation
import LayoutLab
import LayoutLabStore

/// Writes a table as its rows arrive: the streaming formats (csv, tsv, json, jsonl) keep no
/// rows; the aligned ones (table, markdown) keep them until `end()` to measure the columns.
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

/// What an aligned format keeps until the end: the cells as text with their display widths,
/// and which columns hold only numbers (aligned right).
struct BufferedTable {
    private(set) var columns: [String] = []
    private(set) var rows: [[String]] = []
    private(set) var numeric: [Bool] = []
    /// Each column's widest cell or header so far, in terminal columns.
    private var widest: [Int] = []
    /// Every cell's display width, row after row: measured once.
    private var cellWidths: [Int] = []

    mutating func begin(_ columns: [String]) {
        self.columns = columns
        rows = []
        cellWidths = []
        numeric = Array(repeating: true, count: columns.count)
        widest = columns.map(\.displayWidth)
    }

    mutating func append(_ cells: [SQLValue], text: (String) -> String = { $0 }) {
        var row: [String] = []
        row.reserveCapacity(cells.count)
        for (index, cell) in cells.enumerated() {
            if cell != .null && !CellText.isNumber(cell) { numeric[index] = false }
            let shown = text(CellText.display(cell))
            let width = shown.displayWidth
            widest[index] = max(widest[index], width)
            cellWidths.append(width)
            row.append(shown)
        }
        rows.append(row)
    }

    /// Each column's width in terminal columns: its widest cell or header.
    func widths(atLeast minimum: Int = 0) -> [Int] { widest.map { max(minimum, $0) } }

    /// Writes the header (`row` nil) or a row, each cell padded to `widths` (numbers on the
    /// right in rows), after `open`, between `separator`s, before `close`.
    func writeLine(_ row: Int?, widths: [Int], open: String, separator: String, close: String, to output: StandardOutput) {
        let cells = row.map { rows[$0] } ?? columns
        ByteText.append(open, to: &output.bytes)
        for (column, cell) in cells.enumerated() {
            if column > 0 { ByteText.append(separator, to: &output.bytes) }
            let width = row.map { cellWidths[$0 * columns.count + column] } ?? cell.displayWidth
            let padding = max(0, widths[column] - width)
            let right = row != nil && numeric[column]
            if right { output.bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: padding)) }
            ByteText.append(cell, to: &output.bytes)
            if !right { output.bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: padding)) }
        }
        ByteText.append(close, to: &output.bytes)
        output.endLine()
    }
}

/// ┌──────┬──────┐ box-drawn columns, numbers aligned right, widths by display width.
final class BoxTableWriter: TableWriter {
    private let output: StandardOutput
    private var table = BufferedTable()

    init(_ output: StandardOutput) { self.output = output }

    func begin(columns: [String]) { table.begin(columns) }

    func row(_ cells: [SQLValue]) { table.append(cells) }

    func end() {
        let widths = table.widths()
        func rule(_ left: String, _ middle: String, _ right: String) -> String {
            left + widths.map { String(repeating: "─", count: $0 + 2) }.joined(separator: middle) + right
        }
        output.writeLine(rule("┌", "┬", "┐"))
        table.writeLine(nil, widths: widths, open: "│ ", separator: " │ ", close: " │", to: output)
        output.writeLine(rule("├", "┼", "┤"))
        for row in table.rows.indices { table.writeLine(row, widths: widths, open: "│ ", separator: " │ ", close: " │", to: output) }
        output.writeLine(rule("└", "┴", "┘"))
        output.writeLine("(\(table.rows.count) row\(table.rows.count == 1 ? "" : "s"))")
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
    private var table = BufferedTable()

    init(_ output: StandardOutput) { self.output = output }

    func begin(columns: [String]) { table.begin(columns.map(Self.escape)) }

    func row(_ cells: [SQLValue]) { table.append(cells, text: Self.escape) }

    func end() {
        let (rows, numeric) = (table.rows, table.numeric)
        // Markdown wants at least three dashes under each header.
        let widths = table.widths(atLeast: 3)
        table.writeLine(nil, widths: widths, open: "| ", separator: " | ", close: " |", to: output)
        output.writeLine("|" + widths.indices.map { column in
            numeric[column] && !rows.isEmpty
                ? " " + String(repeating: "-", count: widths[column] - 1) + ": "
                : " " + String(repeating: "-", count: widths[column]) + " "
        }.joined(separator: "|") + "|")
        for row in rows.indices { table.writeLine(row, widths: widths, open: "| ", separator: " | ", close: " |", to: output) }
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

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

/// What an aligned format keeps until the end: the cells as text, and which columns hold
/// only numbers (aligned right).
struct BufferedTable {
    private(set) var columns: [String] = []
    private(set) var rows: [[String]] = []
    private(set) var numeric: [Bool] = []

    mutating func begin(_ columns: [String]) {
        self.columns = columns
        rows = []
        numeric = Array(repeating: true, count: columns.count)
    }

    mutating func append(_ cells: [SQLValue], text: (String) -> String = { $0 }) {
        for (index, cell) in cells.enumerated() where cell != .null && !CellText.isNumber(cell) { numeric[index] = false }
        rows.append(cells.map { text(CellText.display($0)) })
    }

    /// Each column's width in terminal columns: its widest cell or header.
    func widths(atLeast minimum: Int = 0) -> [Int] {
        columns.indices.map { column in
            max(minimum, columns[column].displayWidth, rows.map { $0[column].displayWidth }.max() ?? 0)
        }
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
        let (columns, rows, numeric) = (table.columns, table.rows, table.numeric)
        let widths = table.widths()
        func rule(_ left: String, _ middle: String, _ right: String) -> String {
            left + widths.map { String(repeating: "─", count: $0 + 2) }.joined(separator: middle) + right
        }
        func line(_ cells: [String], alignNumbers: Bool) -> String {
            "│" + cells.indices.map { column in
                " " + cells[column].padded(to: widths[column], alignRight: alignNumbers && numeric[column]) + " "
            }.joined(separator: "│") + "│"
        }
        output.writeLine(rule("┌", "┬", "┐"))
        output.writeLine(line(columns, alignNumbers: false))
        output.writeLine(rule("├", "┼", "┤"))
        for row in rows { output.writeLine(line(row, alignNumbers: true)) }
        output.writeLine(rule("└", "┴", "┘"))
        output.writeLine("(\(rows.count) row\(rows.count == 1 ? "" : "s"))")
    }
}

/// csv (RFC 4180 quoting) or tsv (backslash escapes), with a header line.
final class DelimitedTableWriter: TableWriter {
    private let output: StandardOutput
    private let separator: Character

    init(_ output: StandardOutput, separator: Character) {
        self.output = output
        self.separator = separator
    }

    func begin(columns: [String]) { output.writeLine(columns.map(field).joined(separator: String(separator))) }

    func row(_ cells: [SQLValue]) {
        output.writeLine(cells.map { field(CellText.plain($0)) }.joined(separator: String(separator)))
    }

    func end() {}

    private func field(_ text: String) -> String {
        if separator == "\t" {
            return text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\t", with: "\\t")
                .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
        }
        guard text.contains(where: { $0 == separator || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

/// A JSON array of objects, or one object per line.
final class JSONTableWriter: TableWriter {
    private let output: StandardOutput
    private let lines: Bool
    private var keys: [String] = []
    private var count = 0

    init(_ output: StandardOutput, lines: Bool) {
        self.output = output
        self.lines = lines
    }

    func begin(columns: [String]) {
        keys = columns.map(JSONLinesTracePrinter.quoted)
        if !lines { output.write("[") }
    }

    func row(_ cells: [SQLValue]) {
        let object = "{" + zip(keys, cells).map { "\($0):\(CellText.json($1))" }.joined(separator: ",") + "}"
        if lines {
            output.writeLine(object)
        } else {
            output.write((count == 0 ? "\n  " : ",\n  ") + object)
        }
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
        let (columns, rows, numeric) = (table.columns, table.rows, table.numeric)
        // Markdown wants at least three dashes under each header.
        let widths = table.widths(atLeast: 3)
        func line(_ cells: [String], alignNumbers: Bool) -> String {
            "| " + cells.indices.map { cells[$0].padded(to: widths[$0], alignRight: alignNumbers && numeric[$0]) }
                .joined(separator: " | ") + " |"
        }
        output.writeLine(line(columns, alignNumbers: false))
        output.writeLine("|" + widths.indices.map { column in
            numeric[column] && !rows.isEmpty
                ? " " + String(repeating: "-", count: widths[column] - 1) + ": "
                : " " + String(repeating: "-", count: widths[column]) + " "
        }.joined(separator: "|") + "|")
        for row in rows { output.writeLine(line(row, alignNumbers: true)) }
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "|", with: "\\|")
    }
}

import Foundation
import LayoutLab
import LayoutLabStore

/// Writes a table as its rows arrive: the streaming formats (csv, tsv, json, jsonl) keep no
/// rows; the aligned ones (table, markdown) measure the columns as the rows arrive and write
/// them at `end()`, from an `AlignedTable`'s spool.
protocol TableWriter: AnyObject {
    func begin(columns: [String])
    func row(_ cells: [SQLValue])
    /// An event as a row of `EventPrinter.columns`; by default as `row(EventPrinter.cells(…))`.
    func row(_ event: EventRow)
    func end()
}

extension TableWriter {
    /// Writes a whole table.
    func write(columns: [String], rows: [[SQLValue]]) {
        begin(columns: columns)
        for cells in rows { row(cells) }
        end()
    }

    func row(_ event: EventRow) { row(EventPrinter.cells(event)) }
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
    /// The row being written, its buffers kept from row to row.
    private var cells = DisplayCells()
    private var cellWidths: [Int] = []

    /// Starts a table of `columns` (as shown), whose text cells `DisplayCells` escapes for
    /// markdown when `escapesMarkdown`.
    mutating func begin(_ columns: [String], escapesMarkdown: Bool = false) {
        self.columns = columns
        rowCount = 0
        spool = Spool()
        cells = DisplayCells(escapesMarkdown: escapesMarkdown)
        numeric = Array(repeating: true, count: columns.count)
        widest = columns.map(\.displayWidth)
    }

    /// A row written by `write` through `DisplayCells`, as people read it.
    mutating func appendRow(_ write: (inout DisplayCells) -> Void) {
        // Taken out and put back, not copied: the buffers stay uniquely referenced.
        var row = DisplayCells(escapesMarkdown: cells.escapesMarkdown)
        swap(&row, &cells)
        defer { swap(&row, &cells) }
        row.removeAll()
        write(&row)
        cellWidths.removeAll(keepingCapacity: true)
        var start = 0
        row.bytes.withUnsafeBufferPointer { bytes in
            for (index, end) in row.ends.enumerated() {
                let width = String.displayWidth(utf8: UnsafeBufferPointer(rebasing: bytes[start..<end]))
                widest[index] = max(widest[index], width)
                if !row.numbers[index] { numeric[index] = false }
                cellWidths.append(width)
                start = end
            }
            spool.append(cells: bytes, ends: row.ends, widths: cellWidths)
        }
        rowCount += 1
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

    /// Writes the header as `shape` writes a line.
    func writeHeader(_ shape: AlignedLineShape, to output: StandardOutput) {
        output.append { shape.appendLine(columns, to: &$0) }
        output.endLine()
    }

    /// Writes the rows, read back from the spool, as `shape` writes lines, and forgets them.
    func writeRows(_ shape: AlignedLineShape, to output: StandardOutput) {
        // A line at a time into the output's buffer (one access to it a line, not one a cell).
        var line: [UInt8] = []
        var column = 0, start = 0
        spool.replay { width, bytes in
            if column == 0 { start = shape.beginLine(&line) }
            shape.appendCell(bytes, width: width, column: column, to: &line)
            column += 1
            if column == columns.count {
                shape.endLine(from: start, &line)
                line.append(UInt8(ascii: "\n"))
                output.append { $0.append(contentsOf: line) }
                line.removeAll(keepingCapacity: true)
                column = 0
            }
        }
    }
}

/// ┌──────┬──────┐ box-drawn columns, numbers aligned right, widths by display width.
final class BoxTableWriter: TableWriter {
    private let output: StandardOutput
    private var table = AlignedTable()

    init(_ output: StandardOutput) { self.output = output }

    func begin(columns: [String]) { table.begin(columns) }

    func row(_ cells: [SQLValue]) { table.appendRow { for cell in cells { $0.append(cell) } } }

    func end() {
        let widths = table.widths()
        func rule(_ left: String, _ middle: String, _ right: String) -> String {
            left + widths.map { String(repeating: "─", count: $0 + 2) }.joined(separator: middle) + right
        }
        var shape = AlignedLineShape(widths: widths, open: "│ ", separator: " │ ", close: " │")
        output.writeLine(rule("┌", "┬", "┐"))
        table.writeHeader(shape, to: output)
        output.writeLine(rule("├", "┼", "┤"))
        shape.alignsRight = table.numeric
        table.writeRows(shape, to: output)
        output.writeLine(rule("└", "┴", "┘"))
        output.writeLine("(\(table.rowCount) row\(table.rowCount == 1 ? "" : "s"))")
    }
}

/// csv (RFC 4180 quoting) or tsv (backslash escapes), with a header line: each row's cells are
/// appended to the output's bytes by `PlainCells`.
final class DelimitedTableWriter: TableWriter {
    private let output: StandardOutput
    private let separator: UInt8

    init(_ output: StandardOutput, separator: Character) {
        self.output = output
        self.separator = separator.asciiValue!
    }

    func begin(columns: [String]) { writeLine { for column in columns { $0.text(column) } } }

    func row(_ cells: [SQLValue]) { writeLine { for cell in cells { $0.append(cell) } } }

    func row(_ event: EventRow) { writeLine { EventPrinter.cells(event, into: &$0) } }

    func end() {}

    /// One line of cells written by `write`, straight into the output's buffer.
    private func writeLine(_ write: (inout PlainCells) -> Void) {
        output.append { bytes in
            // The output's buffer lent to the cells and taken back, not copied.
            var cells = PlainCells(separator: separator)
            swap(&cells.bytes, &bytes)
            write(&cells)
            swap(&cells.bytes, &bytes)
        }
        output.endLine()
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
        output.append { bytes in
            if !lines { ByteText.append(count == 0 ? "\n  " : ",\n  ", to: &bytes) }
            bytes.append(UInt8(ascii: "{"))
            for (index, (key, cell)) in zip(keys, cells).enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                bytes.append(contentsOf: key)
                CellText.appendJSON(cell, to: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
            if lines { bytes.append(UInt8(ascii: "\n")) }
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
    private var table = AlignedTable()

    init(_ output: StandardOutput) { self.output = output }

    func begin(columns: [String]) {
        table.begin(columns.map { column in
            var bytes: [UInt8] = []
            DisplayCells.appendShown(column, showsLineBreaks: false, escapesMarkdown: true, to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }, escapesMarkdown: true)
    }

    func row(_ cells: [SQLValue]) { table.appendRow { for cell in cells { $0.append(cell) } } }

    func row(_ event: EventRow) { table.appendRow { EventPrinter.cells(event, into: &$0) } }

    func end() {
        let numeric = table.numeric
        // Markdown wants at least three dashes under each header.
        let widths = table.widths(atLeast: 3)
        var shape = AlignedLineShape(widths: widths, open: "| ", separator: " | ", close: " |")
        table.writeHeader(shape, to: output)
        output.writeLine("|" + widths.indices.map { column in
            numeric[column] && table.rowCount > 0
                ? " " + String(repeating: "-", count: widths[column] - 1) + ": "
                : " " + String(repeating: "-", count: widths[column]) + " "
        }.joined(separator: "|") + "|")
        shape.alignsRight = numeric
        table.writeRows(shape, to: output)
    }
}

import Foundation
import LayoutLab
import LayoutLabStore

/// Several named tables in one output, for commands that answer with more than one (`diff`):
///
/// - table: each table under its name, an empty line between them;
/// - markdown: each under a `### name` heading;
/// - csv, tsv: the tables one after another, each with its header line, an empty line between;
/// - json: one object, each table an array of objects under its name (`first_divergence`);
/// - jsonl: every row an object whose first key, `section`, names its table.
final class TableSections {
    private let format: TableFormat
    private let output: StandardOutput
    private var count = 0

    init(format: TableFormat, output: StandardOutput) {
        self.format = format
        self.output = output
    }

    /// Writes one table; `body` calls `row` for each of its rows.
    func section(_ name: String, columns: [String], _ body: (_ row: ([SQLValue]) -> Void) throws -> Void) rethrows {
        let key = name.replacingOccurrences(of: " ", with: "_")
        let first = count == 0
        count += 1
        switch format {
        case .table:
            output.writeLine((first ? "" : "\n") + name)
        case .markdown:
            output.writeLine((first ? "" : "\n") + "### " + name + "\n")
        case .csv, .tsv:
            if !first { output.writeLine("") }
        case .json:
            output.write((first ? "{\n" : ",\n") + JSONLinesTracePrinter.quoted(key) + ": ")
        case .jsonl:
            let writer = format.writer(to: output)
            writer.begin(columns: ["section"] + columns)
            try body { writer.row([.text(key)] + $0) }
            writer.end()
            return
        }
        let writer = format.writer(to: output)
        writer.begin(columns: columns)
        try body(writer.row)
        writer.end()
    }

    /// Closes the output (the JSON object).
    func end() {
        if format == .json { output.writeLine(count == 0 ? "{}" : "}") }
    }
}

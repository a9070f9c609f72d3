import Foundation
import LayoutLab
import LayoutLabStore

/// How `run` and `trace` print a run's events: what the device's inspector prints, the
/// indented trace table, or the rows in any table format (`json` one document, `jsonl` one
/// object per line, both with the objects `JSONLinesTracePrinter` writes).
enum EventFormat: Equatable {
    case inspector
    case trace
    case table(TableFormat)
}

/// Prints events one by one, for a live run (as a `TraceSink`) or a recorded one.
final class EventPrinter: TraceSink {
    static let columns = ["seq", "pass", "event", "node", "path", "view", "label", "cache", "proposal_width", "proposal_height",
                          "size_width", "size_height", "x", "y", "length", "axis"]

    private let format: EventFormat
    private let output: StandardOutput
    private var tree: ViewTree?
    /// The trace format's rows, aligned once the last has come (`TraceTablePrinter.render`'s
    /// lines, from a spool rather than every row in memory).
    private var traceTable = AlignedTable()
    private var writer: (any TableWriter)?
    private var count = 0

    init(_ format: EventFormat, output: StandardOutput) {
        self.format = format
        self.output = output
        if case let .table(table) = format, table != .json, table != .jsonl {
            writer = table.writer(to: output)
            writer?.begin(columns: Self.columns)
        } else if format == .table(.json) {
            output.write("[")
        } else if format == .trace {
            traceTable.begin(TraceTablePrinter.header)
        }
    }

    func print(_ event: TraceEvent, node: some TraceNode) {
        switch format {
        case .inspector:
            if let line = InspectorPrinter.line(for: event, node: node) { output.writeLine(line) }
        case .trace:
            traceTable.append(TraceTablePrinter.row(for: event, node: node))
        case .table(.json):
            ByteText.append(count == 0 ? "\n  " : ",\n  ", to: &output.bytes)
            JSONLinesTracePrinter.append(event, node: node, to: &output.bytes)
            output.flushIfFull()
        case .table(.jsonl):
            JSONLinesTracePrinter.append(event, node: node, to: &output.bytes)
            output.endLine()
        case .table:
            writer?.row(Self.cells(event, node))
        }
        count += 1
    }

    /// Writes what waits for the last event: the aligned tables, the JSON array's end.
    func finish() {
        switch format {
        case .trace:
            // As `TraceTablePrinter.render` writes them: the sequence numbers on the right, two
            // spaces between columns, no trailing spaces.
            let shape = AlignedTable.LineShape(widths: traceTable.widths(), open: "", separator: "  ", close: "", trimsTrailingSpaces: true)
            traceTable.writeHeader(shape, alignsRight: { $0 == 0 }, to: output)
            traceTable.writeRows(shape, alignsRight: { $0 == 0 }, to: output)
        case .table(.json):
            output.writeLine(count == 0 ? "]" : "\n]")
        case .table(.jsonl), .inspector:
            break
        case .table:
            writer?.end()
        }
    }

    /// One event as a row of `columns`.
    static func cells(_ event: TraceEvent, _ node: some TraceNode) -> [SQLValue] {
        func length(_ value: CGFloat?) -> SQLValue { value.map { .real(Double($0)) } ?? .null }
        return [
            .integer(Int64(event.sequence)), .text(event.pass.rawValue), .text(event.kind.rawValue), .integer(Int64(node.id)),
            .text(node.path), .text(node.kind), node.label.map(SQLValue.text) ?? .null,
            .text(event.cache.rawValue), length(event.proposal?.width), length(event.proposal?.height),
            length(event.size?.width), length(event.size?.height), length(event.position?.x), length(event.position?.y),
            length(event.length), event.axis.map { .text($0 == .horizontal ? "horizontal" : "vertical") } ?? .null,
        ]
    }

    // MARK: TraceSink, for a live run

    func layoutWillBegin(tree: ViewTree, configuration: LayoutConfiguration) { self.tree = tree }

    /// A later layout pass lays out a rebuilt tree; its events name that tree's nodes.
    func layoutPassWillBegin(_ layoutPass: Int, tree: ViewTree) { self.tree = tree }

    func receive(_ event: TraceEvent) {
        guard let tree else { return }
        print(event, node: tree[event.node])
    }

    func layoutDidEnd(_ result: LayoutResult) { finish() }
}

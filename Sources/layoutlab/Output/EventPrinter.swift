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

/// An event and what a row of it shows of its node (`EventPrinter.columns`), taken from the node
/// once: the table writers' row code is then not generic over the node's type. A generic one was
/// not specialized through `any TableWriter`, so each cell went through a witness table.
struct EventRow {
    var event: TraceEvent
    var node: Int
    var path: String
    var view: String
    var label: String?

    init(_ event: TraceEvent, node: some TraceNode) {
        self.event = event
        self.node = node.id
        path = node.path
        view = node.kind
        label = node.label
    }
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
            let first = count == 0
            output.append { bytes in
                ByteText.append(first ? "\n  " : ",\n  ", to: &bytes)
                JSONLinesTracePrinter.append(event, node: node, to: &bytes)
            }
        case .table(.jsonl):
            output.append { bytes in
                JSONLinesTracePrinter.append(event, node: node, to: &bytes)
                bytes.append(UInt8(ascii: "\n"))
            }
        case .table:
            writer?.row(EventRow(event, node: node))
        }
        count += 1
    }

    /// Writes what waits for the last event: the aligned tables, the JSON array's end.
    func finish() {
        switch format {
        case .trace:
            // As `TraceTablePrinter.render` writes them.
            let shape = TraceTablePrinter.lineShape(widths: traceTable.widths())
            traceTable.writeHeader(shape, to: output)
            traceTable.writeRows(shape, to: output)
        case .table(.json):
            output.writeLine(count == 0 ? "]" : "\n]")
        case .table(.jsonl), .inspector:
            break
        case .table:
            writer?.end()
        }
    }

    /// One event as a row of `columns`, written by `cells`: the one place that says which of the
    /// event's values goes in which column.
    static func cells(_ row: EventRow, into cells: inout some RowCells) {
        let event = row.event
        cells.integer(Int64(event.sequence))
        cells.text(event.pass.rawValue)
        cells.text(event.kind.rawValue)
        cells.integer(Int64(row.node))
        cells.text(row.path)
        cells.text(row.view)
        cells.text(row.label)
        cells.text(event.cache.rawValue)
        cells.length(event.proposal?.width)
        cells.length(event.proposal?.height)
        cells.length(event.size?.width)
        cells.length(event.size?.height)
        cells.length(event.position?.x)
        cells.length(event.position?.y)
        cells.length(event.length)
        cells.text(event.axis.map { $0 == .horizontal ? "horizontal" : "vertical" })
    }

    /// One event as a row of `columns`' SQL values.
    static func cells(_ row: EventRow) -> [SQLValue] {
        var values = SQLValues()
        cells(row, into: &values)
        return values.values
    }

    private struct SQLValues: RowCells {
        var values: [SQLValue] = []
        mutating func null() { values.append(.null) }
        mutating func integer(_ value: Int64) { values.append(.integer(value)) }
        mutating func real(_ value: Double) { values.append(.real(value)) }
        mutating func text(_ value: String) { values.append(.text(value)) }
        mutating func blob(_ value: Data) { values.append(.blob(value)) }
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

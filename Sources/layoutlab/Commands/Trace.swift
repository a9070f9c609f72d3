import ArgumentParser
import Foundation
import LayoutLab
import LayoutLabStore

struct Trace: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print a recorded run's layout process, as `layoutlab run` printed it.",
        discussion: """
        The events come back from the database in order and go through the printers `run` uses: \
        inspector prints what `.inspectLayoutProcess(tag)` printed, trace every event as a table \
        indented by depth, json one event per line. --node keeps the events of the nodes whose path \
        (0.1.2), inspector tag, Text label or kind is the given value.

        Examples:
          layoutlab trace 1
          layoutlab trace 1 --format inspector
          layoutlab trace 3 --node 🟥 --format json
          layoutlab trace 3 --node 0.0.1
        """)

    @OptionGroup var database: DatabaseOptions

    @Argument(help: ArgumentHelp("The run id (see `layoutlab runs`).", valueName: "run"))
    var runID: Int64

    @Option(help: ArgumentHelp("Only the events of the nodes with this path, inspector tag, Text label or kind.", valueName: "path|tag"))
    var node: String?

    @Option(help: "trace (the default), inspector or json.")
    var format: RunFormat = .trace

    func run() throws {
        let reader = try database.openForReading()
        let stdout = StandardOutput()
        try reportingStoreErrors {
            let nodes = try reader.nodes(run: runID)
            if let node, !nodes.contains(where: { $0.matches(node) }) {
                throw StoreError.unknownNode(node, run: runID)
            }
            var rows: [[String]] = []
            try reader.forEachEvent(run: runID, node: node) { event in
                let recorded = nodes[event.node]
                switch format {
                case .inspector:
                    if let line = InspectorPrinter.line(for: event, node: recorded) { stdout.writeLine(line) }
                case .trace:
                    rows.append(TraceTablePrinter.row(for: event, node: recorded))
                case .json:
                    stdout.writeLine(JSONLinesTracePrinter.line(for: event, node: recorded))
                }
            }
            if format == .trace {
                for line in TraceTablePrinter.render(rows) { stdout.writeLine(line) }
            }
        }
        stdout.flush()
    }
}

extension RecordedNode {
    /// What `--node` matches, as `ViewTree.nodes(named:)` does.
    func matches(_ name: String) -> Bool {
        path == name || label == name || inspector?.tag == name || kind == name
    }
}

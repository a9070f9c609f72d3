import ArgumentParser
import Foundation
import LayoutLab
import LayoutLabStore

struct Trace: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print a recorded run's layout process, as `layoutlab run` printed it.",
        discussion: """
        The events come back from the database in order and go through the printers `run` uses: \
        trace (the default) every event as a table indented by depth, inspector what \
        `.inspectLayoutProcess(tag)` printed, and the table formats one row per event (json one \
        array, jsonl one object per line, with the fields `run --help` lists). --node keeps the \
        events of the nodes whose path (0.1.2), inspector tag, Text label or kind is the given value.

        Examples:
          layoutlab trace 1
          layoutlab trace 1 --format inspector
          layoutlab trace 3 --node 🟥 --format jsonl
          layoutlab trace 3 --node 0.0.1 --format csv
        """)

    @OptionGroup var database: DatabaseOptions

    @Argument(help: ArgumentHelp("The run id (see `layoutlab runs`).", valueName: "run"))
    var runID: Int64

    @Option(help: ArgumentHelp("Only the events of the nodes with this path, inspector tag, Text label or kind.", valueName: "path|tag"))
    var node: String?

    @Option(help: ArgumentHelp("trace (the default), inspector, table, csv, tsv, json, jsonl or markdown.", valueName: "format"))
    var format: EventFormat = .trace

    func run() throws {
        let reader = try database.openForReading()
        let stdout = StandardOutput()
        try reportingStoreErrors {
            // Only the nodes asked for: a run can have 100,000 of them.
            let nodes = try reader.nodes(run: runID, matching: node)
            if let node, nodes.isEmpty { throw StoreError.unknownNode(node, run: runID) }
            let byID = Dictionary(uniqueKeysWithValues: nodes.map { ($0.id, $0) })
            let printer = EventPrinter(format, output: stdout)
            try reader.forEachEvent(run: runID, node: node) { event in
                if let recorded = byID[event.node] { printer.print(event, node: recorded) }
            }
            printer.finish()
        }
        stdout.flush()
    }
}

import ArgumentParser
import Foundation
import LayoutLab
import LayoutLabPictures
import LayoutLabStore

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare two recorded runs: their parameters, where their traces part, and each node's frame.",
        discussion: """
        Three tables: `parameters`, both runs' values side by side; `first divergence`, both runs' \
        events at the first position of their traces that differs (in the node, by path, the pass, \
        the event, the cache outcome, the proposal, the answer or the position), none when the traces \
        are the same; `nodes`, every node matched by path (and kind) with its final frame in both \
        runs (a_x, b_x, …) and what changed: moved, resized, added (only in RUN_B) or removed (only in \
        RUN_A). --only-changed keeps the parameters that differ and the nodes that changed.

        --draw FILE also draws both runs overlaid on the second run's screen (FILE.svg, .html or         .png): the first run faded, the second as `layoutlab draw` draws it, each node that moved         or resized marked with its frame in both runs (dashed, then solid) and an arrow from its         old origin to its new one.

        Formats: table and markdown print each table under its name; csv and tsv print them one \
        after another, an empty line between; json prints one object with the keys parameters, \
        first_divergence and nodes; jsonl prints one object per row, its first key `section`.

        Examples:
          layoutlab diff 1 2
          layoutlab diff 1 2 --only-changed
          layoutlab diff 1 2 --format json
          layoutlab diff 1 2 --draw diff.svg
        """)

    @OptionGroup var database: DatabaseOptions

    @Argument(help: ArgumentHelp("The first run's id.", valueName: "run-a"))
    var runA: Int64

    @Argument(help: ArgumentHelp("The second run's id.", valueName: "run-b"))
    var runB: Int64

    @Flag(help: "Only the parameters that differ and the nodes that moved, resized, appeared or disappeared.")
    var onlyChanged = false

    @Option(help: ArgumentHelp("Also draw both runs overlaid: \(PictureFile.help).", valueName: "file"))
    var draw: PictureFile?

    @OptionGroup var output: TableFormatOptions

    func run() throws {
        let reader = try database.openForReading()
        let stdout = StandardOutput()
        try reportingStoreErrors {
            let divergence = try reader.firstDivergence(runA, runB)
            let sections = TableSections(format: output.format, output: stdout)
            var values = ["before": String(runA), "after": String(runB)]
            values["changed"] = onlyChanged ? "1" : nil
            try section(sections, "parameters", query: "parameter-differences", values, from: reader)
            sections.section("first divergence", columns: ["run"] + TraceTablePrinter.header) { row in
                for diverging in divergence {
                    // Unindented: two events of possibly different depths, side by side.
                    var node = diverging.node
                    node.depth = 0
                    var cells = TraceTablePrinter.row(for: diverging.event, node: node).map(SQLValue.text)
                    cells[0] = .integer(Int64(diverging.event.sequence))
                    row([.integer(diverging.run)] + cells)
                }
            }
            let nodes = try section(sections, "nodes", query: "node-differences", values, from: reader)
            sections.end()
            stdout.flush()
            if let draw { try drawOverlay(nodes, reader: reader, to: draw) }
        }
        stdout.flush()
    }

    /// Both runs overlaid, marking the changes the `nodes` section lists.
    private func drawOverlay(_ nodes: (columns: [String], rows: [[SQLValue]]), reader: StoreReader, to file: PictureFile) throws {
        func text(_ row: [SQLValue], _ column: String) -> String {
            guard let index = nodes.columns.firstIndex(of: column), case let .text(value) = row[index] else { return "" }
            return value
        }
        let changes = nodes.rows.map { DiffPicture.Change(path: text($0, "path"), kind: text($0, "view"), change: text($0, "change")) }
        let picture = DiffPicture(before: try LayoutSnapshot(reader: reader, run: runA), after: try LayoutSnapshot(reader: reader, run: runB),
                                  changes: changes)
        try reportingInputErrors { try write(picture, to: file) }
    }

    /// A named query's result as one section; returns it.
    @discardableResult
    private func section(_ sections: TableSections, _ name: String, query: String, _ values: [String: String],
                         from reader: StoreReader) throws -> (columns: [String], rows: [[SQLValue]]) {
        var columns: [String] = []
        var rows: [[SQLValue]] = []
        try reader.execute(try NamedQuery.named(query), parameters: values, columns: { columns = $0 }, row: { rows.append($0) })
        sections.section(name, columns: columns) { row in rows.forEach(row) }
        return (columns, rows)
    }
}

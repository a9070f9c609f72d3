import ArgumentParser
import Foundation
import LayoutLab
import LayoutLabPictures
import LayoutLabStore

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare two recorded runs: their parameters, where their traces part, and each node's frame.",
        discussion: """
        First, on stderr, a line naming what the two runs were laid out from and for that differs: \
        their source, device, OS release or design (`layoutlab query run-differences`). Then three \
        tables: `parameters`, both runs' values side by side; `first divergence`, both runs' \
        events at the first position of their traces that differs (in the node, by path, the pass, \
        the event, the cache outcome, the proposal, the answer or the position), none when the traces \
        are the same; `nodes`, every node matched by path (and kind) with its final frame in both \
        runs (a_x, b_x, …) and what changed: moved, resized, added (only in RUN_B) or removed (only in \
        RUN_A). --only-changed keeps the parameters that differ and the nodes that changed.

        --draw FILE also draws both runs overlaid on the second run's screen (FILE.svg, .html or \
        .png): the first run faded, the second as `layoutlab draw` draws it, each node that moved \
        or resized marked with its frame in both runs (dashed, then solid) and an arrow from its \
        old origin to its new one.

        When either run is observed (recorded by `layoutlab import` from a device's log), the \
        traces are compared as the log shows them (the tagged views' proposals and reports that \
        reached them, and their placements when the log printed positions), and the tables after \
        `parameters` are: `first divergence`, the first place where the two sequences of logged \
        events part (the tag, its index, what differs, both events with the log's line and the \
        model's sequence number); `divergences`, every event that differs, tag by tag, the tag's \
        events matched by order (`differs`: event, proposal.width, size.height, position.x…, \
        missing when the model has no such event, extra when the log has none); and `positions`, \
        each tag whose log printed positions: its last printed origin beside its node's frame \
        in the other run.

        When either run is a printed log (recorded by `layoutlab import` from a log of the file's \
        own prints), the table after `parameters` is `printed lines`: the observed run's lines \
        aligned with the other run's printed lines (a model run recorded by `layoutlab run` keeps \
        what the file's `print`s wrote), in order: `line` and `log` the log's line number and text, \
        `printed_line` and `printed` the other run's, `differs` each number that differs by more \
        than half a pixel of the observed run's display, or the side that lacks the line. \
        --only-changed keeps the lines that differ.

        Formats: table and markdown print each table under its name; csv and tsv print them one \
        after another, an empty line between; json prints one object with the keys parameters, \
        first_divergence and nodes (for an observed run: parameters, first_divergence, divergences \
        and positions); jsonl prints one object per row, its first key `section`.

        Examples:
          layoutlab diff 1 2
          layoutlab diff 1 2 --only-changed
          layoutlab diff 1 2 --format json
          layoutlab diff 1 2 --draw diff.svg
          layoutlab diff 7 8        # 7 imported by `layoutlab import`, 8 a run of its file
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
            let sections = TableSections(format: output.format, output: stdout)
            var values = ["before": String(runA), "after": String(runB)]
            try announceSetupDifferences(values, from: reader)
            values["changed"] = onlyChanged ? "1" : nil
            try section(sections, "parameters", query: .parameterDifferences, values, from: reader)
            if let printed = try reader.printedLinesDiff(runA, runB) {
                let lines = printed.comparison.lines
                PrintedLogVerification.section(onlyChanged ? lines.filter(\.differs) : lines, to: sections)
                sections.end()
                stdout.flush()
                writeToStandardError(Self.summary(printed))
                if draw != nil { writeToStandardError("note: --draw draws model runs only: an observed run has no frames") }
                return
            }
            if let observation = try reader.observationDiff(runA, runB) {
                ObservationDiffOutput.write(observation, to: sections)
                sections.end()
                stdout.flush()
                writeToStandardError(ObservationDiffOutput.summary(observation))
                if draw != nil { writeToStandardError("note: --draw draws model runs only: an observed run has no frames") }
                return
            }
            let divergence = try reader.firstDivergence(runA, runB)
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
            let nodes = try reader.nodeDifferences(runA, runB, onlyChanged: onlyChanged)
            sections.section("nodes", columns: NodeDifference.columns) { row in
                for node in nodes { row(node.cells) }
            }
            sections.end()
            stdout.flush()
            if let draw { try drawOverlay(nodes, reader: reader, to: draw) }
        }
        stdout.flush()
    }

    /// One line for stderr about a printed log against another run's printed lines.
    static func summary(_ diff: PrintedLinesDiff) -> String {
        let runs = "run \(diff.observedRun) (observed, printed) and run \(diff.otherRun)"
        let within = "numbers within \(TraceFormatting.length(diff.tolerance)) pt, half a pixel, agree"
        if diff.comparison.printed.isEmpty {
            return "\(runs) disagree: run \(diff.otherRun) recorded no printed line (runs recorded before LayoutLab recorded prints, "
                + "and sweep cases, have none: `layoutlab run FILE` records them)"
        }
        if diff.agrees { return "\(runs) agree: \(diff.comparison.matched) printed lines (\(within))" }
        let count = diff.comparison.differences.count
        return "\(runs) disagree: \(count) line\(count == 1 ? "" : "s") of \(diff.comparison.lines.count) differ\(count == 1 ? "s" : "") (\(within))"
    }

    /// Both runs overlaid, marking the changes the `nodes` section lists.
    private func drawOverlay(_ nodes: [NodeDifference], reader: StoreReader, to file: PictureFile) throws {
        let picture = DiffPicture(before: try LayoutSnapshot(reader: reader, run: runA), after: try LayoutSnapshot(reader: reader, run: runB),
                                  changes: nodes)
        try reportingInputErrors { try write(picture, to: file) }
    }

    /// Before any table, on stderr: the source, device, OS or design the two runs were laid out
    /// from and for, where they differ, as every frame that follows may differ because of them.
    private func announceSetupDifferences(_ values: [String: String], from reader: StoreReader) throws {
        var changes: [String] = []
        try reader.execute(.runDifferences, parameters: values, columns: { _ in }, row: { row in
            let cells = row.map(CellText.display)
            changes.append("\(cells[0]) \(cells[1]) → \(cells[2])")
        })
        guard !changes.isEmpty else { return }
        writeToStandardError("note: run \(runA) and run \(runB) were laid out differently: " + changes.joined(separator: "; "))
    }

    /// A named query's result as one section.
    private func section(_ sections: TableSections, _ name: String, query: NamedQuery, _ values: [String: String],
                         from reader: StoreReader) throws {
        var columns: [String] = []
        var rows: [[SQLValue]] = []
        try reader.execute(query, parameters: values, columns: { columns = $0 }, row: { rows.append($0) })
        sections.section(name, columns: columns) { row in rows.forEach(row) }
    }
}

import ArgumentParser
import Foundation
import LayoutLabSource
import LayoutLabStore
import LayoutLabStudies

struct Observe: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show, for each run of a sweep, which candidate a node's size adopted, in seed 001's notation.",
        discussion: """
        For each case: the node's width (or height) and the candidates present in the run sorted by \
        value, the one the node took in parentheses, as seed 001 tabulates them: \
        `min < (parent) < ideal < max`. A candidate is a parameter of the run (present when its value \
        is a number: nil or unset means no candidate) or a measured value: ideal(NODE), min(NODE), \
        max(NODE) (a node's answer to .unspecified, .zero, .infinity along the axis), proposal(NODE) \
        (the proposal its parent placed it with), or x, y, width, height and the other functions of \
        `layoutlab matrix`. Equal values are joined by `=` in the declared order; when no candidate \
        equals the node's value, the value itself appears in parentheses. NODE is a path, inspector \
        tag, Text label or kind (the first match by path, then tag, then label, then kind).

        FILE is first swept over the cases it declares and recorded; SWEEP is a recorded sweep's id. \
        The node, axis and candidates come from the file's `layoutlabObservation` (for a sweep, from \
        the source it recorded) unless --node, --axis or --candidate give them. When the file declares \
        each case's expected candidate ("adopted"), a `match` column checks it and the output ends \
        with `N of M cases match` (on stderr for csv, tsv, json and jsonl); the exit status is then 1 \
        if any case does not match. --labels ja names parent and ideal as the article does: 親, 本来.

        Examples:
          layoutlab observe Examples/frame-24-cases.swift
          layoutlab observe Examples/frame-24-cases.swift --labels ja --format markdown
          layoutlab observe Examples/frame-rectangle-7-cases.swift
          layoutlab observe 3 --node frame --axis width --candidate min=minWidth --candidate ideal="ideal(Text)"
        """)

    @Argument(help: ArgumentHelp("A SwiftUI file that declares its cases, or a sweep id (see `layoutlab query sweeps`).",
                                 valueName: "file|sweep"))
    var target: String

    @Option(help: ArgumentHelp("The node observed: a path, inspector tag, Text label or kind.", valueName: "node"))
    var node: String?

    @Option(help: "The size observed: width or height (default: the file's, else width).")
    var axis: ObservedAxis?

    @Option(name: .customLong("candidate"),
            help: ArgumentHelp("A candidate instead of the file's: NAME=PARAMETER or NAME=FUNCTION(NODE) (repeatable, in tie-break order).",
                               valueName: "name=expression"))
    var candidates: [String] = []

    @Option(help: "en (parent, ideal, min, max) or ja (親, 本来, min, max).")
    var labels: CandidateLabels = .en

    @OptionGroup var layout: LayoutOptions

    @OptionGroup var jobs: SweepJobOptions

    @OptionGroup var database: DatabaseOptions

    @OptionGroup var output: TableFormatOptions

    func run() throws {
        let (observed, axis) = try reportingInputErrors { () throws -> ([ObservedCase], ObservedAxis) in
            let sweepID: Int64
            if let id = Int64(target), !FileManager.default.fileExists(atPath: target) {
                guard layout.areDefault else {
                    throw RunInputError(message: "a recorded sweep is observed as it was laid out: give layout options only with a FILE")
                }
                sweepID = id
            } else {
                // What to observe is checked before anything is recorded.
                let file = try FileLayout.reading(target, options: try layout.stored(), limits: layout.limits)
                _ = try specification(declared: try study(of: file.program, root: file.options.rootView).observation, fileName: target)
                sweepID = try SweepSetup.start(file, grid: [], database: database, jobs: try jobs.count())
            }
            let reader = try database.openForReading()
            let sweep = try reader.sweep(sweepID)
            let study = try study(of: try SourceProgram.parse(sweep.source, fileName: sweep.fileName), root: sweep.rootView)
            var expectations: [Int: String] = [:]
            if sweep.origin == .file {
                for (index, declared) in (study.cases ?? []).enumerated() { expectations[index] = declared.adopted }
            }
            let spec = try specification(declared: study.observation, fileName: sweep.fileName)
            return (try spec.observe(sweep: sweepID, expectations: expectations, reader: reader), spec.axis)
        }
        try print(observed, axis: axis)
    }

    private func study(of program: SourceProgram, root: String?) throws -> StudyDeclaration {
        try ObservationSpec.study(of: program, root: root)
    }

    /// The file's declaration, with the command line's options in its place where given.
    private func specification(declared: StudyDeclaration.Observation?, fileName: String) throws -> ObservationSpec {
        try ObservationSpec(declared: declared, node: node, axis: axis, candidates: candidates, fileName: fileName)
    }

    private func print(_ observed: [ObservedCase], axis: ObservedAxis) throws {
        var parameterNames: [String] = []
        for observedCase in observed {
            for parameter in observedCase.parameters where !parameterNames.contains(parameter.name) { parameterNames.append(parameter.name) }
        }
        let checked = observed.contains { $0.expected != nil }
        let stdout = StandardOutput()
        output.format.writer(to: stdout).write(
            columns: ["case", "run"] + parameterNames + [axis.rawValue, "notation"] + (checked ? ["expected", "match"] : []),
            rows: observed.map { observedCase in
                let values = parameterNames.map { name in
                    observedCase.parameters.first { $0.name == name }.map { SQLValue.text($0.value) } ?? .null
                }
                var row: [SQLValue] = [.integer(Int64(observedCase.caseIndex)), observedCase.run.map(SQLValue.integer) ?? .null]
                row += values
                row += [observedCase.taken.map(SQLValue.real) ?? .null, observedCase.notation(labels).map(SQLValue.text) ?? .null]
                if checked {
                    row += [observedCase.expected.map { .text(labels.label($0)) } ?? .null,
                            observedCase.matches.map { .text(observedCase.taken == nil ? "" : $0 ? "yes" : "no") } ?? .null]
                }
                return row
            })
        stdout.flush()
        guard checked else { return }
        let expected = observed.filter { $0.expected != nil }
        let matching = expected.filter { $0.matches == true }.count
        let unrecorded = expected.filter { $0.run == nil }.count
        let summary = "\(matching) of \(expected.count) cases match"
            + (unrecorded > 0 ? " (\(unrecorded) not recorded: `layoutlab sweep --resume` records them)" : "")
        if output.format == .table || output.format == .markdown {
            stdout.writeLine(summary)
            stdout.flush()
        } else {
            writeToStandardError(summary)
        }
        if matching < expected.count { throw ExitCode(1) }
    }
}

import ArgumentParser
import Foundation
import LayoutLab
import LayoutLabStore

struct Verify: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Import a device log, lay out its file on the model, and compare the two.",
        discussion: """
        `layoutlab import LOG --source FILE` and `layoutlab run FILE` in one step, then \
        `layoutlab diff` of the two runs: both are recorded, and the tables `first divergence`, \
        `divergences` and `positions` say where the model and the device part (see \
        `layoutlab diff --help`). The last line, on stderr, says whether they agree.

        Exit status: 0 when the model agrees with every line of the log, 1 when they disagree, \
        2 when the log or the file cannot be read or the log is refused (see `layoutlab import \
        --help`); nothing is recorded then.

        Examples:
          layoutlab verify console.log --source Examples/seed000-vstack.swift
          layoutlab verify probe.log --source MyView.swift --device "iPhone SE" --format markdown
        """)

    @OptionGroup var input: ObservationInput

    @OptionGroup var database: DatabaseOptions

    @OptionGroup var output: TableFormatOptions

    func run() throws {
        let agrees = try reportingInputErrors {
            let store = try database.openForRecording()
            var recorder: RunRecorder?
            let imported: ObservationImport
            do {
                imported = try ObservationImport(input) { description in
                    recorder = store.recorder(for: description)
                    return recorder.map { [$0] } ?? []
                }
            } catch {
                recorder?.discard()
                throw error
            }
            // The model run holds the write lock until it commits: commit it first.
            guard let modelRun = try recorder?.finish() else { return true }
            let observedRun = try store.record(imported.observed)
            guard let diff = try database.openForReading().observationDiff(observedRun, modelRun) else { return true }
            let stdout = StandardOutput()
            let sections = TableSections(format: output.format, output: stdout)
            ObservationDiffOutput.write(diff, to: sections)
            sections.end()
            stdout.flush()
            writeToStandardError("recorded observed run \(observedRun) and model run \(modelRun) in \(database.resolvedPath)")
            writeToStandardError(ObservationDiffOutput.summary(diff))
            return diff.agrees
        }
        if !agrees { throw ExitCode(1) }
    }
}

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

        Any other log (an article's own prints): when LOG holds neither the inspector's nor the \
        probe's lines, FILE is run and the lines its own `print`s make (custom layouts, \
        GeometryReader closures, onAppear, task up to its first await, onGeometryChange, \
        onPreferenceChange) are held against LOG's: console prefixes (date, time, App[pid:thread]) \
        are dropped, LOG's lines FILE never prints are skipped, the rest are matched in order; text \
        must be equal, numbers within half a device pixel (0.5 / the device's scale). The table \
        `printed lines` lists each line that differs. Exit 0 when they agree, 1 when a line differs \
        (each named with its line, number and values), 2 when no line of LOG is one FILE prints (what \
        FILE printed is shown; Observations/Probe/LayoutProbe.swift prints a log verify always \
        reads). Nothing is recorded for such a log.

        Examples:
          layoutlab verify console.log --source Examples/seed000-vstack.swift
          layoutlab verify probe.log --source MyView.swift --device "iPhone SE" --format markdown
          layoutlab verify Observations/benigumo-nested/device.log --source Observations/benigumo-nested/ContentView.swift
        """)

    @OptionGroup var input: ObservationInput

    @OptionGroup var database: DatabaseOptions

    @OptionGroup var output: TableFormatOptions

    func run() throws {
        let agrees = try reportingInputErrors {
            let logText = try RunInput.readText(input.log)
            if !DeviceLog.isPrinterLog(logText) {
                return try PrintedLogVerification.run(input, logText: logText, format: output.format)
            }
            // Opened once the log and source are read and the model run begins, so a log or
            // source refused first leaves a missing or empty --db as it was (issue 34).
            var store: RunStore?
            var recorder: RunRecorder?
            let imported: ObservationImport
            do {
                imported = try ObservationImport(input) { description in
                    let opened = try database.openForRecording()
                    store = opened
                    recorder = opened.recorder(for: description)
                    return recorder.map { [$0] } ?? []
                }
            } catch {
                recorder?.discard()
                throw error
            }
            // The model run holds the write lock until it commits: commit it first.
            guard let store, let modelRun = try recorder?.finish() else { return true }
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

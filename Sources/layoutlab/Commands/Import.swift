import ArgumentParser
import Foundation
import LayoutLab
import LayoutLabStore

struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Record what a real device printed about a SwiftUI file as an observed run.",
        discussion: """
        LOG is a console log (Xcode's, pasted into a file) of FILE running on a device, with \
        `.inspectLayoutProcess(tag)` on the views to observe. It holds either seed 000's inspector \
        lines (【tag】proposal size: ProposedViewSize(…), 【tag】report size: (w, h), and with \
        printPosition: true, 【tag】position: (x, y)) or the JSON Lines of LayoutLab's probe \
        (Observations/Probe/LayoutProbe.swift: every proposal, report and placeSubviews). Other \
        lines (timestamps, the app's prints) are skipped.

        The observed run is recorded as a model run is (its nodes are FILE's tree as LayoutLab \
        builds it, its events the log's lines on the tagged nodes), with origin `device` and where \
        it came from (--device, --os, --observed-on, --note). `layoutlab diff OBSERVED MODEL` \
        compares it with a model run of FILE; `layoutlab verify` does both in one step.

        Any other log (an article's own prints, in its author's format): FILE is run and LOG's \
        lines that FILE's `print`s make are kept, in order, with their line numbers (console \
        prefixes dropped, other lines skipped, as `layoutlab verify` aligns them), and recorded as \
        an observed run of log format `printed` (FILE's tree, no events). `layoutlab run FILE` \
        records a model run with the lines it printed; `layoutlab diff OBSERVED MODEL` shows the \
        two line by line, each number differing by more than half a device pixel named. Refused \
        (exit 2, nothing recorded) when no line of LOG is one FILE prints: what FILE printed is \
        shown, and Observations/Probe/LayoutProbe.swift named, a probe whose log import always reads.

        Refused, with exit status 2 and nothing recorded: a line that looks like the inspector's or \
        the probe's but does not parse (each is reported with its line number), a tag FILE does not \
        declare (a log of another file), and a log printed on another screen size (its root was \
        proposed another safe area than --device's; the message names the devices that have it).

        Examples:
          layoutlab import console.log --source Examples/seed000-vstack.swift
          layoutlab import console.log --source Examples/seed000-aspect-ratio.swift --param i=2
          layoutlab import probe.log --source MyView.swift --device "iPhone SE" --os "iOS 18.2" --note "my app, 2025-01"
          layoutlab import Observations/benigumo-nested/device.log --source Observations/benigumo-nested/ContentView.swift
        """)

    @OptionGroup var input: ObservationInput

    @OptionGroup var database: DatabaseOptions

    func run() throws {
        try reportingInputErrors {
            let logText = try RunInput.readText(input.log)
            guard DeviceLog.isPrinterLog(logText) else { return try importPrinted(logText) }
            let imported = try ObservationImport(input)
            let id = try database.openForRecording().record(imported.observed)
            writeToStandardError("recorded observed run \(id) (\(imported.log.events.count) \(imported.log.format.rawValue) lines of \(input.log)) "
                                 + "in \(database.resolvedPath)")
        }
    }

    /// A log of the file's own prints: the log's lines that the file prints, in order, with
    /// their numbers in the log (as `verify` aligns them), recorded as an observed run.
    private func importPrinted(_ logText: String) throws {
        let run = try PrintedLogVerification.Run(input, logText: logText)
        let options = try input.layout.stored()
        var description = run.file.description(run.parameters)
        description.recordedAt = Date()
        let observed = PrintedObservedRun(description: description, configuration: run.configuration, tree: run.tree,
                                          lines: run.comparison.logLines, logText: logText,
                                          source: input.observation.source(device: options.device, os: input.layout.os))
        let id = try database.openForRecording().record(observed)
        let lines = run.comparison.logLinesOfTheFile
        writeToStandardError("recorded observed run \(id) (\(lines) printed line\(lines == 1 ? "" : "s") of \(input.log) that "
                             + "\(run.file.fileName) prints) in \(database.resolvedPath); `layoutlab run \(input.source)` records a model run "
                             + "with its printed lines, and `layoutlab diff \(id) RUN` compares them line by line")
    }
}

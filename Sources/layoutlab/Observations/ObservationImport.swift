import ArgumentParser
import Foundation
import LayoutLab
import LayoutLabSource
import LayoutLabStore
import LayoutLabStudies

/// What `import` and `verify` share: the log and the source named on the command line, read,
/// checked against a model layout of the source, and turned into an observed run. A log that
/// does not parse, prints a tag the source does not declare, or was printed on a screen of
/// another size is refused (exit 2) before anything is recorded.
struct ObservationImport {
    let logPath: String
    let logText: String
    let log: DeviceLog
    let file: FileLayout
    let parameters: [RunParameter]
    /// What the model lays the file out with: the options' device and OS, or the parameters'.
    let configuration: LayoutConfiguration
    /// The model's events as the log's printer would show them.
    let comparison: TraceComparison
    let observed: ObservedRun

    /// Reads and checks everything; the sinks `modelSinks` makes for the model run's
    /// description also receive the model layout (a recorder, for `verify`), and are told
    /// nothing more if the import is refused.
    init(_ input: ObservationInput, modelSinks: (RunDescription) throws -> [any TraceSink] = { _ in [] }) throws {
        let logPath = input.log
        self.logPath = logPath
        let logText = try RunInput.readText(logPath)
        self.logText = logText
        do {
            log = try DeviceLog.parse(logText)
        } catch {
            throw RunInputError(message: error.problems.map { "\(logPath):\($0.line == 0 ? "" : "\($0.line):") \($0.message)" }
                .joined(separator: "\n"), hints: ["nothing was recorded"])
        }
        let options = try input.layout.stored()
        parameters = try RunInput.runParameters(input.parameters)
        file = try FileLayout.reading(input.source, options: options)
        let view = try file.interpret(parameters)
        configuration = try file.configuration(for: parameters)
        let collector = ObservableEventCollector(format: log.format)
        let result = try view.layout(configuration: configuration,
                                     sink: TraceFanOut([collector] + (try modelSinks(file.description(parameters)))))
        // Without --device, the default device the model ran on.
        let source = input.observation.source(device: options.device, os: input.layout.os)
        var description = file.description(parameters)
        description.recordedAt = Date()
        observed = ObservedRun(description: description, configuration: configuration, tree: result.tree, log: log,
                               logText: logText, source: source)
        comparison = TraceComparison(observed: log.events, model: collector.events)
        try refuseForeignTags()
        try refuseOtherScreens()
    }

    private func refuseForeignTags() throws {
        let undeclared = observed.undeclaredTags
        guard !undeclared.isEmpty else { return }
        let declared = Array(Set(observed.tree.nodes.compactMap { $0.inspector?.tag })).sorted()
        let lines = undeclared.compactMap { tag in log.events.first { $0.tag == tag }.map { "\(logPath):\($0.line): 【\(tag)】" } }
        throw RunInputError(
            message: "the log prints tags that \(file.fileName) does not declare: "
                + undeclared.map { "【\($0)】" }.joined(separator: ", ") + "\n" + lines.joined(separator: "\n"),
            hints: ["\(file.fileName) tags " + (declared.isEmpty ? "no view" : declared.map { "【\($0)】" }.joined(separator: ", "))
                    + "; is the log of another file?", "nothing was recorded"])
    }

    private func refuseOtherScreens() throws {
        let expected = configuration.proposal
        guard let printed = comparison.rootProposal(differingFrom: expected) else { return }
        let devices = Device.proposing(printed)
        let size = "\(TraceFormatting.length(printed.width ?? 0))×\(TraceFormatting.length(printed.height ?? 0))"
        throw RunInputError(
            message: "the log was printed on another screen size: its root was proposed \(size), "
                + "\(configuration.device.name)'s safe area is "
                + "\(TraceFormatting.length(expected.width ?? 0))×\(TraceFormatting.length(expected.height ?? 0))",
            hints: (devices.isEmpty ? ["no device LayoutLab knows has that safe area; --proposal \(size.replacingOccurrences(of: "×", with: "x")) lays out the model there"]
                    : ["pass --device \"\(devices[0].name)\"" + (devices.count > 1 ? " (or " + devices.dropFirst().map { "\"\($0.name)\"" }.joined(separator: ", ") + ")" : "")])
                + ["nothing was recorded"])
    }
}

/// What `import` and `verify` read: LOG, --source FILE, --param, the layout options and where
/// the log came from.
struct ObservationInput: ParsableArguments {
    @Argument(help: "The console log.")
    var log: String

    @Option(help: ArgumentHelp("The SwiftUI file the log was printed by.", valueName: "file"))
    var source: String

    @Option(name: .customLong("param"), help: "Set a top-level constant or @State initial value as on the device: name=value (repeatable).")
    var parameters: [String] = []

    @OptionGroup var layout: LayoutOptions

    @OptionGroup var observation: ObservationOptions
}

/// `--observed-on`, `--note`: where a log came from, stored with its observed run with the
/// device and the OS (`--device`, `--os`: the model lays the file out for them too).
struct ObservationOptions: ParsableArguments {
    @Option(help: ArgumentHelp("When it was observed, as you write it: 2025-01-12.", valueName: "date"))
    var observedOn: String?

    @Option(help: ArgumentHelp("Free text: where the log was published, by whom.", valueName: "text"))
    var note: String?

    /// `os` as written ("iOS 18.2"), or nil when `--os` was not given.
    func source(device: String?, os: OSArgument?) -> ObservationSource {
        ObservationSource(device: device, osVersion: os?.version, observedOn: observedOn, note: note)
    }
}

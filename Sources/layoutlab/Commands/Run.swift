import ArgumentParser
import Foundation
import LayoutLab
import LayoutLabPictures
import LayoutLabSource
import LayoutLabStore

struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lay out a SwiftUI source file on LayoutLab's engine and print its layout.",
        discussion: """
        FILE holds SwiftUI code as it compiles in Xcode: a bare view expression, a `struct ContentView: View`, \
        or a `#Preview { … }`, with helper views, functions, constants and the seed's LayoutProcessInspector.

        A file inside a project sees its module's declarations, as Xcode's previews do: the module is the \
        target folder of the nearest Package.swift (Sources/<Target> or the target's path:, with the local \
        targets it depends on), or the app folder next to the nearest *.xcodeproj. --project DIR names the \
        module's folder, --no-project runs the file alone. Module files that do not parse are skipped with \
        one warning naming them.

        Examples:
          layoutlab run Examples/seed000-vstack-tagged.swift
          layoutlab run Examples/seed001-apart.swift
          layoutlab run Examples/seed000-aspect-ratio.swift --param i=2
          layoutlab run MyView.swift --root CardView --device "iPhone SE" --format trace
          layoutlab run MyView.swift --proposal 300xnil --format json
          layoutlab run Examples/everyday/settings-form.swift --os 18 --device "iPhone SE"
          layoutlab run MyView.swift --db /tmp/lab.sqlite
          layoutlab run MyView.swift --no-record
          layoutlab run Examples/Project/App/Profile/ProfileView.swift

        Formats: without --format, a file that tags a view with `.inspectLayoutProcess(tag)` prints \
        what the inspector prints on a device, and any other file its view tree. \
        tree: one line per node, indented by depth, with the node's frame as SwiftUI draws it \
        (snapped to the device's pixel grid) to at most two decimals; the same as `layoutlab tree RUN`. \
        inspector: exactly what `.inspectLayoutProcess(tag)` prints on a device (and the output of \
        `print` in custom layouts), nothing else. trace: every proposal, report and placement of \
        every node as a table indented by depth. table, csv, tsv, json, jsonl, markdown: the events as \
        rows, as `layoutlab trace RUN --format …` prints them (json one array, jsonl one object per \
        line, with the fields seq, pass, event, node, path, view, label, cache, and when present \
        proposal {width, height}, size {width, height}, position {x, y}, length, axis; nil is null, \
        infinity the string "inf").

        Every run is recorded whole (its source, parameters, view tree, root proposal and every trace \
        event) in the database given by --db, else $LAYOUTLAB_DB, else ./layoutlab.sqlite, created when \
        missing; `layoutlab runs` lists what is recorded. A run that fails records nothing.

        Runs repeat: \(RunRegion.summary).

        Messages go to stderr, and so does `print` output unless the inspector's lines are printed. \
        Exit status: 0 on success, 2 when the file or an option cannot be run (each message names \
        the file, line and column), 130 when interrupted (Ctrl-C), with nothing of the run recorded.
        """)

    @Argument(help: "The SwiftUI source file.")
    var file: String

    @OptionGroup var layout: LayoutOptions

    @Option(name: .customLong("param"), help: "Set a top-level constant or @State initial value: name=value (repeatable).")
    var parameters: [String] = []

    @Option(help: ArgumentHelp(
        "tree or inspector (the default: inspector when the file tags a view), trace, table, csv, tsv, json, jsonl or markdown.",
        valueName: "format"))
    var format: RunFormat?

    @OptionGroup var database: DatabaseOptions

    @Flag(help: "Do not record the run in the database.")
    var noRecord = false

    @OptionGroup var project: ProjectOptions

    func run() throws {
        Interruption.onInterrupt(say: noRecord ? "nothing was recorded" : "the run was not recorded")
        let output = StandardOutput(threshold: 1 << 20)
        try reportingInputErrors(discarding: output) {
            let options = try layout.stored()
            let parameters = try RunInput.runParameters(parameters)
            let module = try project.module(for: file)
            let file = try FileLayout.reading(file, options: options, limits: layout.limits, project: module)
            // Without --format, whether the inspector prints is known once the tree is: until
            // then its lines, and `print`'s, wait in `pending`.
            let pending = format == nil ? LineBuffer() : nil
            let printsToStandardOutput = format == .events(.inspector)
            // Everything the file's prints wrote, recorded with the run (`printed_lines`) for `diff` against a printed log.
            let printed = LineBuffer()
            let view = try file.interpret(parameters, print: { line in
                printed.append(line)
                if let pending { pending.append(line) } else if printsToStandardOutput { output.write(line) } else { writeToStandardError(line) }
            })
            for warning in view.warnings { writeToStandardError(warning.rendered) }
            let recorder = noRecord ? nil : try database.openForRecording().recorder(for: file.description(parameters))
            var sinks: [any TraceSink] = recorder.map { [$0] } ?? []
            switch format {
            case let .events(events): sinks.insert(EventPrinter(events, output: output), at: 0)
            case nil: sinks.insert(InspectorPrinter { pending?.append($0 + "\n") }, at: 0)
            case .tree: break
            }
            let result = try view.layout(sink: TraceFanOut(sinks))
            let inspected = result.tree.nodes.contains { $0.inspector != nil }
            if let pending {
                if inspected { output.write(pending.text) } else if !pending.text.isEmpty { writeToStandardError(pending.text) }
            }
            if format == .tree || (format == nil && !inspected) {
                let snapshot = LayoutSnapshot(tree: result.tree, result: result, configuration: view.configuration)
                FrameTree(snapshot).write(.tree, to: output)
            }
            output.flush()
            if let recorder {
                recorder.recordPrinted(printed.text)
                let runID = try recorder.finish()
                writeToStandardError("recorded run \(runID) in \(database.resolvedPath)")
            }
            for diagnostic in result.diagnostics { writeToStandardError("warning: \(diagnostic)") }
            if result.layoutPass > 1 {
                writeToStandardError("note: laid out \(result.layoutPass) times (onAppear, task, onPreferenceChange or onGeometryChange actions changed state); "
                                     + "the frames are the last pass's, --format trace shows every pass")
            }
            if format == .events(.inspector) && !inspected {
                writeToStandardError("note: \(self.file) tags no view with .inspectLayoutProcess(…); --format tree shows every frame")
            }
        }
    }
}

/// Text kept until it is known where it goes.
final class LineBuffer {
    private(set) var text = ""
    func append(_ line: String) { text += line }
}

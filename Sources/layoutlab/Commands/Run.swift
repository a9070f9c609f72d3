import ArgumentParser
import Foundation
import LayoutLab
import LayoutLabSource
import LayoutLabStore

struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lay out a SwiftUI source file on LayoutLab's engine and print its layout process.",
        discussion: """
        FILE holds SwiftUI code as it compiles in Xcode: a bare view expression, a `struct ContentView: View`, \
        or a `#Preview { … }`, with helper views, functions, constants and the seed's LayoutProcessInspector.

        Examples:
          layoutlab run Examples/seed000-vstack-tagged.swift
          layoutlab run Examples/seed000-aspect-ratio.swift --param i=2
          layoutlab run MyView.swift --root CardView --device "iPhone SE" --format trace
          layoutlab run MyView.swift --proposal 300xnil --format json
          layoutlab run MyView.swift --db /tmp/lab.sqlite
          layoutlab run MyView.swift --no-record

        Formats: inspector prints what `.inspectLayoutProcess(tag)` would print on a device (and the \
        output of `print` in custom layouts), nothing else; trace prints every proposal, report and \
        placement of every node as a table indented by depth; json prints one event per line with the \
        fields seq, pass, event, node, path, view, label, cache, and when present proposal {width, height}, \
        size {width, height}, position {x, y}, length, axis (nil is null, infinity the string "inf").

        Every run is recorded whole (its source, parameters, view tree, root proposal and every trace \
        event) in the database given by --db, else $LAYOUTLAB_DB, else ./layoutlab.sqlite, created when \
        missing; `layoutlab runs` lists what is recorded. A run that fails records nothing.

        Messages go to stderr. Exit status: 0 on success, 2 when the file or an option cannot be run \
        (each message names the file, line and column).
        """)

    @Argument(help: "The SwiftUI source file.")
    var file: String

    @OptionGroup var layout: LayoutOptions

    @Option(name: .customLong("param"), help: "Set a top-level constant or @State initial value: name=value (repeatable).")
    var parameters: [String] = []

    @Option(help: "inspector, trace or json.")
    var format: RunFormat = .inspector

    @OptionGroup var database: DatabaseOptions

    @Flag(help: "Do not record the run in the database.")
    var noRecord = false

    func run() throws {
        let output = BufferedOutput(FileHandle.standardOutput)
        try reportingInputErrors(discarding: output) {
            let options = try layout.stored()
            let parameters = try RunInput.parameters(parameters).sorted { $0.key < $1.key }.map { RunParameter($0.key, $0.value) }
            let file = try FileLayout.reading(file, options: options)
            let view = try file.interpret(parameters, print: format == .inspector ? { output.write($0) } : { writeToStandardError($0) })
            for warning in view.warnings { writeToStandardError(warning.rendered) }
            let recorder = noRecord ? nil : try database.openForRecording().recorder(for: file.description(parameters))
            let sinks: [any TraceSink] = [format.printer(output)] + (recorder.map { [$0] } ?? [])
            let result = try view.layout(configuration: file.configuration, sink: TraceFanOut(sinks))
            output.flush()
            if let recorder {
                let runID = try recorder.finish()
                writeToStandardError("recorded run \(runID) in \(database.resolvedPath)")
            }
            for diagnostic in result.diagnostics { writeToStandardError("warning: \(diagnostic)") }
            if format == .inspector && !result.tree.nodes.contains(where: { $0.inspector != nil }) {
                writeToStandardError("note: \(self.file) tags no view with .inspectLayoutProcess(…); --format trace shows every node")
            }
        }
    }
}

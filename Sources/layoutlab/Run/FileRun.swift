import Foundation
import LayoutLab
import LayoutLabPictures
import LayoutLabSource
import LayoutLabStore

/// One run of a file as `run` does it and `watch` repeats it on every save: interpret, lay out,
/// print the chosen format to `output`, record unless told not to, and say the rest on stderr.
struct FileRun {
    var file: String
    var layout: LayoutOptions
    var parameters: [String]
    var format: RunFormat?
    /// Where to record; nil records nothing.
    var database: DatabaseOptions?
    var project: ProjectOptions
    /// Keep the events, for a picture of the run (`--draw`, watch's page).
    var keepsEvents = false

    /// What a drawing of the run needs.
    struct Drawn {
        var snapshot: LayoutSnapshot
        var events: [TraceEvent]
    }

    /// Runs the file; errors are thrown as they are (`reportingInputErrors` reports them).
    func perform(output: StandardOutput) throws -> Drawn {
        let options = try layout.stored()
        let parameters = try RunInput.runParameters(parameters)
        let module = try project.module(for: file)
        var file = try FileLayout.reading(file, options: options, limits: layout.limits, project: module)
        file.placeholders = project.placeholders
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
        let recorder = try database.map { try $0.openForRecording().recorder(for: file.description(parameters, view: view)) }
        let collector = keepsEvents ? TraceCollector() : nil
        var sinks: [any TraceSink] = [recorder as (any TraceSink)?, collector].compactMap { $0 }
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
        var snapshot = LayoutSnapshot(tree: result.tree, result: result, configuration: view.configuration,
                                      title: (self.file as NSString).lastPathComponent)
        if format == .tree || (format == nil && !inspected) {
            FrameTree(snapshot).write(.tree, to: output)
        }
        output.flush()
        if let recorder, let database {
            recorder.recordPrinted(printed.text)
            let runID = try recorder.finish()
            snapshot.run = runID
            snapshot.title = "run \(runID) · \(snapshot.title)"
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
        return Drawn(snapshot: snapshot, events: collector?.events ?? [])
    }
}

/// Text kept until it is known where it goes.
final class LineBuffer {
    private(set) var text = ""
    func append(_ line: String) { text += line }
}

import ArgumentParser
import Foundation
import LayoutLab
import LayoutLabSource
import LayoutLabStore
import LayoutLabStudies

/// A SwiftUI file parsed once, ready to lay out with parameter values: what `run` does once
/// and `sweep` once per case. Not shared between threads: each sweep worker parses its own.
struct FileLayout {
    let fileName: String
    let source: String
    let program: SourceProgram
    let options: SweepLayoutOptions
    let configuration: LayoutConfiguration
    let limits: EvaluationLimits
    /// The asset catalogs and bundle resources of the file's repository or project
    /// (`ProjectResources.folders(enclosing:)`); nil when there are none.
    let resources: ProjectResources?
    /// `--placeholders`: unresolved names are laid out as marked placeholders (`SourceOptions.placeholders`).
    var placeholders = false

    /// Parses `source`; a bad option is a `RunInputError`, a bad file a `SourceError`.
    /// With a `project`, the declarations of the file's module are visible (`SourceProject`).
    init(fileName: String, source: String, options: SweepLayoutOptions, limits: EvaluationLimits = .standard,
         project: SourceProject? = nil) throws {
        self.fileName = fileName
        self.source = source
        self.options = options
        self.limits = limits
        configuration = try options.configuration()
        program = try SourceProgram.parse(source, fileName: fileName, project: project, cache: project.map { _ in .standard })
        // A module's resources are its folder's (issue 31 item 3); a file alone searches up to its repository.
        let folders = project.map { [$0.moduleRoot] } ?? ProjectResources.folders(enclosing: URL(fileURLWithPath: fileName))
        let found = ProjectResources(searching: folders)
        resources = found.catalogs.isEmpty && found.files.isEmpty ? nil : found
    }

    /// Reads and parses the file at `path`.
    static func reading(_ path: String, options: SweepLayoutOptions, limits: EvaluationLimits = .standard,
                        project: SourceProject? = nil) throws -> FileLayout {
        let data = try RunInput.read(path)
        guard let source = String(data: data, encoding: .utf8) else {
            // The parser reports the first bad byte's line and column.
            _ = try SourceProgram.parse(data, fileName: path)
            throw RunInputError(message: "\(path) is not UTF-8 text")
        }
        return try FileLayout(fileName: path, source: source, options: options, limits: limits, project: project)
    }

    /// The file's view with these parameter values, built for the options' (or the
    /// parameters', `LayoutParameter`) device, OS and root proposal, or the preview's where they
    /// leave them to it (`view.configuration` is what it is laid out with); `print` receives what
    /// interpreted `print` calls write.
    func interpret(_ parameters: [RunParameter], print: @escaping (String) -> Void = { _ in }) throws -> InterpretedView {
        let constants = LayoutParameter.fileParameters(parameters)
        return try program.interpret(SourceOptions(
            root: options.rootView, parameters: Dictionary(constants.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 }),
            lenient: options.lenient, placeholders: placeholders, limits: limits, configuration: try configuration(for: parameters),
            previewChooses: previewChooses(parameters), resources: resources, print: print, project: program.project))
    }

    /// The options' configuration with the OS and device `parameters` give (`LayoutParameter`),
    /// with the project's image sets in its image catalog (for layouts not made through
    /// `interpret`: `import`).
    func configuration(for parameters: [RunParameter]) throws -> LayoutConfiguration {
        let configuration = try LayoutParameter.configuration(configuration, with: parameters)
        return resources?.applying(to: configuration) ?? configuration
    }

    /// What the file's preview (`.previewDevice`, `#Preview(traits:)`, `.previewLayout`) may
    /// choose: the device unless `--device` named another than the default or a `device`
    /// parameter names one, the root's proposal unless `--proposal` gave one. Derived from the
    /// stored options and the case alone, so a resumed sweep lays out its cases as the first
    /// ones were.
    func previewChooses(_ parameters: [RunParameter]) -> PreviewSettings {
        var settings: PreviewSettings = []
        if options.device == RunInput.defaultDevice.name && !parameters.contains(where: { $0.name == LayoutParameter.device.rawValue }) {
            settings.insert(.device)
        }
        if options.rootProposal == nil { settings.insert(.proposal) }
        return settings
    }

    /// What the recorder stores about a run of this file with these parameter values; with
    /// the view, the files it read (`run_files`): the file itself, the module's files it reached
    /// and the resources it read, by path from the module's folder (or the file's own).
    func description(_ parameters: [RunParameter], view: InterpretedView? = nil) -> RunDescription {
        RunDescription(fileName: fileName, source: source, parameters: parameters, files: view.map(filesRead) ?? [])
    }

    private func filesRead(by view: InterpretedView) -> [RunFile] {
        let root = (program.project?.moduleRoot ?? URL(fileURLWithPath: fileName).deletingLastPathComponent())
            .standardizedFileURL.resolvingSymlinksInPath().pathComponents
        // A local target's file lies beside the module's folder: `../DesignSystem/Theme.swift`.
        func relative(_ path: String) -> String {
            let components = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().pathComponents
            let shared = zip(root, components).prefix { $0 == $1 }.count
            return (Array(repeating: "..", count: root.count - shared) + components.dropFirst(shared)).joined(separator: "/")
        }
        var files = [RunFile(path: relative(fileName), contentSHA256: SHA256.hex(of: Data(source.utf8)), role: .root)]
        files += program.moduleFilesRead.map { RunFile(path: relative($0.path), contentSHA256: $0.contentHash, role: .module) }
        files += view.resourcesRead.sorted { $0.key < $1.key }.map { RunFile(path: relative($0.key), contentSHA256: $0.value, role: .resource) }
        var seen: Set<String> = []
        return files.filter { seen.insert($0.path).inserted }
    }

    /// Lays out one case on the calling thread and measures its flexibilities: a sweep
    /// worker's whole job for a case, leaving the writer only rows to insert.
    func completedRun(_ parameters: [RunParameter]) throws -> CompletedRun {
        let view = try interpret(parameters)
        let collector = TraceCollector()
        let result = try view.layout(sink: collector)
        return CompletedRun(description: description(parameters), configuration: view.configuration, result: result,
                            events: collector.events)
    }
}

/// Runs `body`; what the user got wrong (a file that cannot be run, a bad option, a store
/// error) becomes its message on stderr and exit status 2.
func reportingInputErrors<T>(discarding output: StandardOutput? = nil, _ body: () throws -> T) throws -> T {
    do {
        return try reportingStoreErrors(body)
    } catch let error as NotedError {
        defer { writeToStandardError("note: " + error.note) }
        return try reportingInputErrors(discarding: output) { throw error.underlying }
    } catch let error as SourceError {
        output?.discard()
        writeToStandardError(error.description)
        throw ExitCode(2)
    } catch let error as RunInputError {
        output?.discard()
        writeToStandardError(error.description)
        throw ExitCode(2)
    }
}

/// An error with a note on what was being done, printed after the error's own message.
struct NotedError: Error {
    var underlying: any Error
    var note: String
}

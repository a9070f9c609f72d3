import Foundation
import LayoutLab
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// A SwiftUI source file, parsed with SwiftParser and ready to interpret.
///
///     let program = try SourceProgram.parse(data, fileName: "ContentView.swift")
///     let view = try program.interpret(SourceOptions(parameters: ["i": "2"]))
///     let result = try view.layout(configuration: view.configuration, sink: InspectorPrinter { print($0) })
///
/// Every failure is a `SourceError` whose diagnostics carry file, line, column and the source
/// line with a caret.
public struct SourceProgram: @unchecked Sendable {
    public let fileName: String
    let tree: SourceFileSyntax
    let declarations: ProgramDeclarations
    let renderer: DiagnosticRenderer
    let parsedParameters = ParsedParameterValues()
    /// The module whose declarations the file sees, if it runs inside one.
    public let project: SourceProject?
    /// What the run is told about its module: the files skipped (they do not parse), `private`
    /// names declared in several files.
    let moduleWarnings: [LocatedError]
    /// The module's other files whose declarations this run sees (those its file reaches,
    /// `ModuleIndex.reached(from:except:)`), with their content hashes, in path order.
    public let moduleFilesRead: [ModuleIndex.File]

    init(fileName: String, tree: SourceFileSyntax, declarations: ProgramDeclarations, renderer: DiagnosticRenderer,
         project: SourceProject? = nil, moduleWarnings: [LocatedError] = [], moduleFilesRead: [ModuleIndex.File] = []) {
        self.fileName = fileName
        self.tree = tree
        self.declarations = declarations
        self.renderer = renderer
        self.project = project
        self.moduleWarnings = moduleWarnings
        self.moduleFilesRead = moduleFilesRead
    }

    /// Parses a file's bytes. Bytes that are not UTF-8 are an error at the first bad byte.
    public static func parse(_ data: Data, fileName: String) throws -> SourceProgram {
        guard let text = String(data: data, encoding: .utf8) else {
            let (line, column) = firstInvalidUTF8(in: data)
            throw SourceError([DiagnosticRenderer.unparsed(
                "the file is not UTF-8 text (invalid byte at line \(line), column \(column))", fileName: fileName,
                line: line, column: column, hints: ["LayoutLab reads Swift source files encoded as UTF-8"])])
        }
        return try parse(text, fileName: fileName)
    }

    /// The largest file parsed: swift-syntax takes tens of seconds and gigabytes on a 50 MB
    /// source (or a million nested levels, 8 MB), and real SwiftUI files are far below 2 MB
    /// (issue 14: a budget, not a hang).
    public static let maximumSourceBytes = 2_000_000

    /// Parses a file; with a `project`, the declarations of the module's other files it reaches
    /// are visible too (`ModuleFiles`), their index kept in `cache` between runs.
    public static func parse(_ text: String, fileName: String, project: SourceProject? = nil,
                             cache: ModuleIndexCache? = nil) throws -> SourceProgram {
        let bytes = text.utf8.count
        guard bytes <= maximumSourceBytes else {
            throw SourceError([DiagnosticRenderer.unparsed(
                "the file has \(bytes) bytes; LayoutLab parses files of at most \(maximumSourceBytes) bytes", fileName: fileName,
                line: 1, column: 1, hints: ["split the views into several files and lay out one at a time"])])
        }
        switch ParserGuard.firstViolation(in: text) {
        case let (line, column, .squareBrackets)?:
            throw SourceError([DiagnosticRenderer.unparsed(
                "square brackets nested more than \(ParserGuard.maximumDepth) deep", fileName: fileName, line: line, column: column,
                hints: ["the Swift parser's lookahead takes time exponential in this nesting; name the inner values with `let`"], in: text)])
        case let (line, column, .nesting)?:
            throw SourceError([DiagnosticRenderer.unparsed(
                "parsing has exceeded the maximum nesting level", fileName: fileName, line: line, column: column,
                hints: ["brackets nest more than \(ParserGuard.maximumNesting) deep; name the inner views or values with `let`"], in: text)])
        case let (line, column, .chain)?:
            throw SourceError([DiagnosticRenderer.unparsed(
                "more than \(ParserGuard.maximumChain) modifiers or members in one chain", fileName: fileName, line: line, column: column,
                hints: ["the Swift parser's error recovery takes time quadratic in a chain's length; "
                        + "split the chain with a view of its own or a `let`"], in: text)])
        case nil: break
        }
        return try LargeStack.run {
            let tree = Parser.parse(source: text)
            var renderer = DiagnosticRenderer(fileName: fileName, tree: tree)
            let search = SyntaxErrorSearch.errors(in: tree, text: text, wanted: DiagnosticRenderer.maximumRendered)
            let syntaxErrors = renderer.syntaxErrors(search.errors, complete: search.complete)
            if !syntaxErrors.isEmpty { throw SourceError(syntaxErrors) }
            var collector = DeclarationCollector()
            var module = ModuleFiles.empty
            if let project {
                module = ModuleFiles.parse(project, reachedFrom: tree, fileName: fileName, cache: cache)
                renderer.companions = module.renderers
                let locating = renderer
                collector.describeLocation = { node in locating.location(of: node) }
                collector.collect(tree, module: module.renderers.map(\.tree))
            } else {
                collector.collect(tree)
            }
            if !collector.errors.isEmpty { throw SourceError(collector.errors.map(renderer.render)) }
            return SourceProgram(fileName: fileName, tree: tree, declarations: collector.program, renderer: renderer, project: project,
                                 moduleWarnings: module.warnings + collector.warnings, moduleFilesRead: module.read)
        }
    }

    /// The names `--param` can set: top-level variables and `@State` properties.
    public var parameterNames: [String] {
        var names = Set(declarations.globals.keys)
        for type in declarations.allTypes {
            for property in type.storedProperties where property.wrapper?.hasStorage == true { names.insert(property.name) }
        }
        return names.sorted()
    }

    /// Evaluates the root view into the engine's views.
    public func interpret(_ options: SourceOptions = SourceOptions()) throws -> InterpretedView {
        try LargeStack.run {
            let interpreter = try makeInterpreter(options)
            do {
                let entry = try EntryPoints(program: self, interpreter: interpreter).root(named: options.root)
                var configuration = interpreter.configuration(options.configuration, preview: entry.preview, choosing: options.previewChooses)
                configuration = options.resources?.applying(to: configuration) ?? configuration
                interpreter.run.layingOut(with: configuration)
                let anyView = try interpreter.build(entry.view)
                configuration.images.assets.merge(interpreter.run.assumedImages) { known, _ in known }
                return InterpretedView(view: anyView, entry: entry.view, rootName: entry.name, rootNode: entry.node, preview: entry.preview,
                                       configuration: configuration, warnings: interpreter.run.warnings.all, interpreter: interpreter, renderer: renderer)
            } catch let error as LocatedError {
                // Every other unknown type name of the file with the first (issue 31).
                let others = MissingNames(declarations: declarations).others(after: error, in: tree)
                throw SourceError(([error] + others).map(renderer.render))
            } catch let error as OptionError {
                throw SourceError([DiagnosticRenderer.option(error, fileName: fileName)])
            } catch let error as ThrownError {
                throw SourceError([renderer.render(LocatedError(uncaught: error))])
            }
        }
    }

    private func makeInterpreter(_ options: SourceOptions) throws -> Interpreter {
        var known = Set(parameterNames)
        if let rootType = declarations.types[options.root ?? "ContentView"] {
            for property in rootType.storedProperties where property.isMemberwiseParameter { known.insert(property.name) }
        }
        var overrides: [String: ParameterOverride] = [:]
        for (name, text) in options.parameters {
            guard known.contains(name) else {
                throw SourceError([DiagnosticRenderer.option(OptionError(
                    message: "--param \(name): the file has no top-level constant or @State property named '\(name)'",
                    hints: Suggestions.hint(for: name, in: known)
                        + [known.isEmpty ? "this file declares nothing --param can set"
                            : "parameters of this file: " + known.sorted().joined(separator: ", ")]), fileName: fileName)])
            }
            overrides[name] = ParameterOverride(name: name, text: text, parsed: parsedParameters)
        }
        let interpreterOptions = Interpreter.Options(
            lenient: options.lenient, limits: options.limits, device: options.configuration.device,
            environment: options.configuration.rootEnvironment,
            // A side measurement (the recorder's flexibility table) is not SwiftUI's: its prints are not output (issue 33, rule 8).
            print: { [print = options.print] text in if !SideMeasurement.isActive { print(text) } },
            resources: options.resources, givenImageNames: Set(options.configuration.images.givenSizes.keys),
            placeholders: options.placeholders)
        let interpreter = Interpreter(program: declarations, options: interpreterOptions, overrides: overrides, fileName: fileName,
                                      locationConverter: renderer.converter)
        interpreter.moduleConverters = renderer.companions.map { (Syntax($0.tree), $0.converter) }
        for warning in moduleWarnings { interpreter.warn(warning) }
        return interpreter
    }

    private static func firstInvalidUTF8(in data: Data) -> (line: Int, column: Int) {
        var line = 1, column = 1
        var index = data.startIndex
        while index < data.endIndex {
            let byte = data[index]
            let length = byte < 0x80 ? 1 : byte >> 5 == 0b110 ? 2 : byte >> 4 == 0b1110 ? 3 : byte >> 3 == 0b11110 ? 4 : 0
            guard length > 0, index + length <= data.endIndex,
                  String(data: data[index..<(index + length)], encoding: .utf8) != nil else { break }
            if byte == 0x0A {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += length
        }
        return (line, column)
    }
}

/// How to interpret a file.
public struct SourceOptions {
    /// The view or preview to lay out; nil picks as Xcode's canvas does (see `EntryPoints`).
    public var root: String?
    /// `--param name=value` overrides, as Swift expressions.
    public var parameters: [String: String]
    /// Layout modifiers LayoutLab does not model, and unknown modifiers, become warnings.
    public var lenient: Bool
    /// A name nothing declares is an opaque value, a view of it a marked placeholder, each said
    /// (`--placeholders`, Interpreter/Placeholders.swift), instead of an error.
    public var placeholders: Bool
    /// What interpreting may take before it is stopped.
    public var limits: EvaluationLimits
    /// The device, environment and root proposal the file is laid out with (`UIScreen.main`,
    /// `@Environment`), unless its preview chooses otherwise (`previewChooses`).
    public var configuration: LayoutConfiguration
    /// What the file's preview may choose instead of `configuration` (`.previewDevice`,
    /// `.previewLayout`, `#Preview(traits:)`): what the command line left to it.
    public var previewChooses: PreviewSettings
    /// Receives what interpreted `print` calls write (with their terminator).
    public var print: (String) -> Void
    /// The module's asset catalogs and bundle resources; nil when none were searched (then
    /// `Image("name")` has the engine's assumed size, and `Bundle.main` has no resources).
    public var resources: ProjectResources?
    /// The module the file runs in (its folder and files), for what reads the module's
    /// resources; the declarations it sees are the parsed program's (`SourceProgram.parse`).
    public var project: SourceProject?

    public init(root: String? = nil, parameters: [String: String] = [:], lenient: Bool = false, placeholders: Bool = false,
                limits: EvaluationLimits = .standard,
                configuration: LayoutConfiguration = LayoutConfiguration(), previewChooses: PreviewSettings = .all,
                resources: ProjectResources? = nil, print: @escaping (String) -> Void = { _ in }, project: SourceProject? = nil) {
        self.project = project
        self.root = root
        self.parameters = parameters
        self.lenient = lenient
        self.placeholders = placeholders
        self.limits = limits
        self.configuration = configuration
        self.previewChooses = previewChooses
        self.resources = resources
        self.print = print
    }
}

/// The canvas settings a preview may choose.
public struct PreviewSettings: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The device and its orientation (`.previewDevice`, `.landscapeLeft`).
    public static let device = PreviewSettings(rawValue: 1 << 0)
    /// The root's proposal (`.previewLayout(.sizeThatFits)`, `.fixedLayout(width:height:)`).
    public static let proposal = PreviewSettings(rawValue: 1 << 1)
    public static let all: PreviewSettings = [.device, .proposal]
}

/// What a preview asks of the canvas: a layout (`.sizeThatFits`, a fixed size), a device and
/// an orientation.
public struct PreviewRequest: Sendable, Equatable {
    /// The proposal the root gets instead of the device's safe area; nil keeps the device's.
    public var rootProposal: ProposedViewSize?
    /// The device the preview names (`.previewDevice("iPhone SE (3rd generation)")`).
    public var deviceName: String?
    /// `.landscapeLeft`, `.previewInterfaceOrientation(.portrait)`.
    public var orientation: Device.Orientation?

    public init(rootProposal: ProposedViewSize? = nil, deviceName: String? = nil, orientation: Device.Orientation? = nil) {
        self.rootProposal = rootProposal
        self.deviceName = deviceName
        self.orientation = orientation
    }
}

/// The engine view a file describes, ready to lay out.
public final class InterpretedView: @unchecked Sendable {
    /// The view as last built: the first build, or the rebuild of a later layout pass.
    public private(set) var view: AnyView
    /// `ContentView`, `#Preview`, `#Preview("Name")`, `Name_Previews`, the `--root` name, or
    /// "top-level view".
    public let rootName: String
    /// What the chosen preview asks of the canvas, if it asks anything.
    public let preview: PreviewRequest?
    /// What the view was built for and is laid out with: `SourceOptions.configuration` with
    /// the device, orientation and root proposal the preview chose where it may.
    public let configuration: LayoutConfiguration
    /// The module's resources the run read so far, path → SHA-256 of the bytes (`run_files`).
    public var resourcesRead: [String: String] { interpreter.run.resourcesRead }
    /// Rendered when first asked for: a sweep asks for its first case's alone, and rendering
    /// (the source lines around each) cost more than a tenth of interpreting a case.
    public private(set) lazy var warnings: [SourceDiagnostic] = buildWarnings.map(renderer.render)
    private let buildWarnings: [LocatedError]
    /// The root as the interpreter holds it, built again for each later layout pass.
    let entry: ViewValue
    let rootNode: Syntax
    let interpreter: Interpreter
    let renderer: DiagnosticRenderer

    init(view: AnyView, entry: ViewValue, rootName: String, rootNode: Syntax, preview: PreviewRequest?, configuration: LayoutConfiguration,
         warnings: [LocatedError], interpreter: Interpreter, renderer: DiagnosticRenderer) {
        self.view = view
        self.entry = entry
        self.rootName = rootName
        self.rootNode = rootNode
        self.preview = preview
        self.configuration = configuration
        buildWarnings = warnings
        self.interpreter = interpreter
        self.renderer = renderer
    }

    /// Builds the view tree and lays it out, with `configuration` (by default what the view
    /// was built for). When `.onPreferenceChange` or `.onGeometryChange` actions change state,
    /// the view is built again from that state (each view keeps its `@State`) and laid out
    /// again, as SwiftUI does, until no action runs
    /// (`ViewTree.layout(configuration:sink:maximumPasses:build:)`); the trace holds every pass,
    /// each event marked with its `layoutPass`. Errors raised by interpreted code while the
    /// engine ran it (a custom layout's method, GeometryReader content, an action) are thrown
    /// afterwards.
    public func layout(configuration: LayoutConfiguration? = nil, sink: (any TraceSink)? = nil) throws -> LayoutResult {
        let configuration = configuration ?? self.configuration
        return try LargeStack.run { [self] in
            interpreter.run.startingLayout()
            var firstPass = true
            let result: LayoutResult
            do {
                result = try ViewTree.layout(
                    configuration: configuration, sink: sink, maximumTraceEvents: interpreter.run.budget.limits.events
                ) {
                    if !firstPass { view = try rebuilt() }
                    firstPass = false
                    let tree = ViewTree(view)
                    if let error = interpreter.run.runtimeError { throw SourceError([renderer.render(error)]) }
                    return tree
                }
            } catch let error as LayoutError {
                var hints: [String] = []
                if case .tooManyEvents = error { hints.append("raise the limit with \(EvaluationLimits.flags.events)") }
                throw SourceError([renderer.render(LocatedError("\(error)", at: rootNode, hints: hints))])
            }
            if let error = interpreter.run.runtimeError { throw SourceError([renderer.render(error)]) }
            return result
        }
    }

    /// The root built again for a later layout pass, from the state the actions changed.
    private func rebuilt() throws -> AnyView {
        do {
            return try interpreter.build(entry)
        } catch let error as LocatedError {
            throw SourceError([renderer.render(error)])
        } catch let error as ThrownError {
            throw SourceError([renderer.render(LocatedError(uncaught: error))])
        }
    }
}

extension Interpreter {
    /// Builds the root into the engine's views: once when the file is interpreted, and again
    /// for each later layout pass (views keep their state, `persistingState`).
    func build(_ root: ViewValue) throws -> AnyView {
        run.startingBuild()
        return try anyView(root)
    }
}

extension DiagnosticRenderer {
    static func option(_ error: OptionError, fileName: String) -> SourceDiagnostic {
        var text = "error: " + error.message
        for hint in error.hints { text += "\nhint: " + hint }
        return SourceDiagnostic(severity: .error, message: error.message, fileName: fileName, line: 0, column: 0,
                                hints: error.hints, rendered: text)
    }
}

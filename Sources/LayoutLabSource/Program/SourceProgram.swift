import Foundation
import LayoutLab
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// A SwiftUI source file, parsed with SwiftParser and ready to interpret.
///
///     let program = try SourceProgram.parse(data, fileName: "ContentView.swift")
///     let run = try program.interpret(SourceOptions(parameters: ["i": "2"]))
///     let result = try run.layout(configuration: LayoutConfiguration(), sink: InspectorPrinter { print($0) })
///
/// Every failure is a `SourceError` whose diagnostics carry file, line, column and the source
/// line with a caret.
public struct SourceProgram: @unchecked Sendable {
    public let fileName: String
    let tree: SourceFileSyntax
    let declarations: ProgramDeclarations
    let renderer: DiagnosticRenderer

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

    public static func parse(_ text: String, fileName: String) throws -> SourceProgram {
        try LargeStack.run {
            let tree = Parser.parse(source: text)
            let renderer = DiagnosticRenderer(fileName: fileName, tree: tree)
            let syntaxErrors = renderer.syntaxErrors(ParseDiagnosticsGenerator.diagnostics(for: tree))
            if !syntaxErrors.isEmpty { throw SourceError(syntaxErrors) }
            var collector = DeclarationCollector()
            collector.collect(tree)
            if !collector.errors.isEmpty { throw SourceError(collector.errors.map(renderer.render)) }
            return SourceProgram(fileName: fileName, tree: tree, declarations: collector.program, renderer: renderer)
        }
    }

    /// The names `--param` can set: top-level constants and `@State` properties.
    public var parameterNames: [String] {
        var names = Set(declarations.globals.keys)
        for type in declarations.types.values {
            for property in type.storedProperties where property.wrapper == .state { names.insert(property.name) }
        }
        return names.sorted()
    }

    /// Which view `interpret` lays out when no root is named.
    public var defaultRootName: String? {
        if declarations.types["ContentView"]?.role == .view { return "ContentView" }
        if !declarations.previews.isEmpty { return "#Preview" }
        if !declarations.topLevelExpressions.isEmpty { return "top-level view" }
        if declarations.globalComputed["body"] != nil { return "body" }
        return nil
    }

    /// Evaluates the root view into the engine's views.
    public func interpret(_ options: SourceOptions = SourceOptions()) throws -> InterpretedView {
        try LargeStack.run {
            let interpreter = Interpreter(program: declarations, options: Interpreter.Options(
                lenient: options.lenient, print: options.print))
            interpreter.locationConverter = renderer.converter
            do {
                try applyParameters(options.parameters, to: interpreter, root: options.root)
                let (name, view, node) = try root(options.root, interpreter)
                let anyView = try interpreter.anyView(view)
                let warnings = interpreter.warnings.map(renderer.render)
                return InterpretedView(view: anyView, rootName: name, rootNode: node, warnings: warnings,
                                       interpreter: interpreter, renderer: renderer)
            } catch let error as LocatedError {
                throw SourceError([renderer.render(error)])
            } catch let error as OptionError {
                throw SourceError([DiagnosticRenderer.option(error, fileName: fileName)])
            }
        }
    }

    private func applyParameters(_ parameters: [String: String], to interpreter: Interpreter, root: String?) throws {
        var known = Set(parameterNames)
        let rootType = declarations.types[root ?? "ContentView"]
        for property in rootType?.storedProperties ?? [] where property.isMemberwiseParameter { known.insert(property.name) }
        for (name, text) in parameters {
            guard known.contains(name) else {
                throw OptionError(message: "--param \(name): the file has no top-level constant or @State property named '\(name)'",
                                  hints: Suggestions.hint(for: name, in: known)
                                    + [known.isEmpty ? "this file declares nothing --param can set"
                                        : "parameters of this file: " + known.sorted().joined(separator: ", ")])
            }
            interpreter.overrides[name] = ParameterOverride(name: name, text: text)
        }
    }

    private func root(_ requested: String?, _ interpreter: Interpreter) throws -> (String, ViewValue, Syntax) {
        let scope = interpreter.globalScope
        if let requested {
            if let type = declarations.types[requested] { return (requested, try rootInstance(type, interpreter), Syntax(type.syntax.name)) }
            if let property = declarations.globalComputed[requested] {
                let value = try interpreter.computedValue(property, instance: nil, at: property.node)
                return (requested, try interpreter.viewValue(value, at: property.node), property.node)
            }
            if let function = declarations.functions[requested]?.first {
                let value = try interpreter.callFunction([function], [], call: function.name, callerScope: scope, instance: nil, selfView: nil)
                return (requested, try interpreter.viewValue(value, at: function.name), Syntax(function.name))
            }
            if requested == "#Preview" || requested == "Preview", let preview = declarations.previews.first {
                return ("#Preview", try previewView(preview.closure, interpreter), preview.node)
            }
            let candidates = declarations.types.filter { $0.value.role == .view }.map(\.key) + declarations.globalComputed.keys
            throw OptionError(message: "--root \(requested): the file declares no view named '\(requested)'",
                              hints: Suggestions.hint(for: requested, in: candidates)
                                + (candidates.isEmpty ? [] : ["views in this file: " + candidates.sorted().joined(separator: ", ")]))
        }
        if let type = declarations.types["ContentView"], type.role == .view {
            return ("ContentView", try rootInstance(type, interpreter), Syntax(type.syntax.name))
        }
        if let preview = declarations.previews.first {
            return ("#Preview", try previewView(preview.closure, interpreter), preview.node)
        }
        if let first = declarations.topLevelExpressions.first {
            var views: [ViewValue] = []
            _ = try interpreter.runBlock(declarations.topLevelExpressions, scope, views: &views)
            return ("top-level view", ViewValue(.list(views), source: nil), Syntax(first))
        }
        if let body = declarations.globalComputed["body"] {
            let value = try interpreter.computedValue(body, instance: nil, at: body.node)
            return ("body", try interpreter.viewValue(value, at: body.node), body.node)
        }
        throw LocatedError("the file contains no view to lay out", at: tree.endOfFileToken, hints: [
            "write a view expression, `struct ContentView: View { var body: some View { … } }` or `#Preview { … }`",
            "or name the view to lay out with --root NAME",
        ])
    }

    private func rootInstance(_ type: TypeDeclaration, _ interpreter: Interpreter) throws -> ViewValue {
        guard type.role == .view else {
            throw LocatedError("'\(type.name)' is not a View and cannot be the root", at: type.syntax.name,
                               hints: type.role == .layout ? ["a Layout needs content: use it inside a view, `\(type.name) { … }`"] : [])
        }
        let instance = try interpreter.makeInstance(type, [], call: type.syntax.name, callerScope: interpreter.globalScope, isRoot: true)
        return ViewValue(.instance(instance), source: interpreter.position(of: type.syntax.name))
    }

    private func previewView(_ closure: ClosureExprSyntax, _ interpreter: Interpreter) throws -> ViewValue {
        let value = try interpreter.invoke(Closure(syntax: closure, scope: interpreter.globalScope), [], builder: true, at: closure)
        return try interpreter.viewValue(value, at: closure)
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
    /// The view to lay out; nil picks `ContentView`, then `#Preview`, then top-level expressions.
    public var root: String?
    /// `--param name=value` overrides, as Swift expressions.
    public var parameters: [String: String]
    /// Unknown modifiers not known to change layout become warnings.
    public var lenient: Bool
    /// Receives what interpreted `print` calls write (with their terminator).
    public var print: (String) -> Void

    public init(root: String? = nil, parameters: [String: String] = [:], lenient: Bool = false,
                print: @escaping (String) -> Void = { _ in }) {
        self.root = root
        self.parameters = parameters
        self.lenient = lenient
        self.print = print
    }
}

/// The engine view a file describes, ready to lay out.
public final class InterpretedView: @unchecked Sendable {
    public let view: AnyView
    /// `ContentView`, `#Preview`, the `--root` name, or "top-level view".
    public let rootName: String
    public let warnings: [SourceDiagnostic]
    let rootNode: Syntax
    let interpreter: Interpreter
    let renderer: DiagnosticRenderer

    init(view: AnyView, rootName: String, rootNode: Syntax, warnings: [SourceDiagnostic], interpreter: Interpreter,
         renderer: DiagnosticRenderer) {
        self.view = view
        self.rootName = rootName
        self.rootNode = rootNode
        self.warnings = warnings
        self.interpreter = interpreter
        self.renderer = renderer
    }

    /// Builds the view tree and lays it out. Errors raised by interpreted code while the
    /// engine ran it (a custom layout's body, GeometryReader content) are thrown afterwards.
    public func layout(configuration: LayoutConfiguration = LayoutConfiguration(), sink: (any TraceSink)? = nil) throws -> LayoutResult {
        try LargeStack.run { [self] in
            interpreter.runtimeError = nil
            let tree = ViewTree(view)
            if let error = interpreter.runtimeError { throw SourceError([renderer.render(error)]) }
            let result: LayoutResult
            do {
                result = try tree.layout(configuration: configuration, sink: sink)
            } catch let error as LayoutError {
                throw SourceError([renderer.render(LocatedError("\(error)", at: rootNode))])
            }
            if let error = interpreter.runtimeError { throw SourceError([renderer.render(error)]) }
            return result
        }
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

import Foundation
import LayoutLab
import SwiftSyntax

/// Evaluates Swift source: declarations, statements and expressions to values, views to the
/// engine's views.
///
/// The interpreter never decides layout: it calls the engine's public API (`VStack`, `.frame`,
/// `Layout`, …) with the values it computed, so the layout semantics live in one place.
final class Interpreter {
    struct Options {
        var lenient = false
        var limits = EvaluationLimits.standard
        /// The device laid out on (what `UIScreen.main` reports).
        var device = Device.iPhone16Pro
        /// What the root inherits: the device's environment (size classes, Dynamic Type, …).
        var environment = Device.iPhone16Pro.environment
        /// Where interpreted `print` calls write.
        var print: (String) -> Void = { _ in }
    }

    let program: ProgramDeclarations
    let options: Options
    let globalScope = Scope(parent: nil)
    let locationConverter: SourceLocationConverter?
    /// The converters of the module's other files, by tree: a node of theirs is positioned in
    /// its own file (`SourceProject`).
    var moduleConverters: [(root: Syntax, converter: SourceLocationConverter)] = []
    /// The file being interpreted, as `#file` gives it.
    let fileName: String
    private(set) var warnings: [LocatedError] = []
    private var warned: Set<String> = []
    private var depth = 0
    private(set) var steps = 0
    /// Views built so far, counted against `limits.views`.
    var viewsBuilt = 0
    private var globalBoxes: [String: VariableBox] = [:]
    private var evaluating: Set<String> = []
    /// Parsed `--param` values, by name.
    let overrides: [String: ParameterOverride]
    /// The first error raised while the engine ran interpreted code (a custom layout's method,
    /// GeometryReader content, an alignment guide): reported once the layout returns.
    var runtimeError: LocatedError?
    /// The environment views being built inherit (`.environmentObject`, `.environment`).
    var environment: SourceEnvironment
    /// Random numbers and identifiers, the same every run (see `SeededGenerator`, `UUIDValue`).
    var random = SeededGenerator()
    var uuidCount: UInt64 = 0
    /// String literals' text, by literal (`string(_:_:)`).
    var stringLiterals: [SyntaxIdentifier: [StringLiteralPiece]] = [:]
    /// The device laid out on (what `UIScreen.main` reports): the options', or the one the
    /// preview names (`layingOut(with:)`).
    private(set) var device: Device
    /// What the chosen preview asks of the canvas (`.previewLayout`, `.previewDevice`).
    var previewRequest: PreviewRequest?
    /// The `@State` storage of the views built so far, by view identity and property name:
    /// kept between layout passes (`persistingState`).
    var stateBoxes: [String: VariableBox] = [:]
    /// How many views each call site has made in the current build (a ForEach's rows).
    var viewOccurrences: [String: Int] = [:]
    /// Set while a lazy container's content, a ForEach, is evaluated: the ForEach leaves its
    /// rows in `lazyForEach` for the container to build (Views/LazyForEach.swift).
    var lazyForEachRequested = false
    var lazyForEach: ForEachRows?

    init(program: ProgramDeclarations, options: Options, overrides: [String: ParameterOverride],
         fileName: String, locationConverter: SourceLocationConverter?) {
        self.program = program
        self.options = options
        self.overrides = overrides
        self.locationConverter = locationConverter
        self.fileName = fileName
        device = options.device
        environment = SourceEnvironment(values: options.environment)
    }

    /// Views are built for a layout with `configuration`: its device is `UIScreen.main`, and
    /// its root environment what `@Environment` reads outside any `.environment` modifier.
    func layingOut(with configuration: LayoutConfiguration) {
        device = configuration.device
        environment.values = configuration.rootEnvironment
    }

    func warn(_ warning: LocatedError) {
        var warning = warning
        warning.severity = .warning
        let key = warning.message + (warning.node.map { "\($0.position.utf8Offset)" } ?? "")
        if warned.insert(key).inserted { warnings.append(warning) }
    }

    // MARK: Budgets

    /// Runs `body` one level deeper, refusing to go past the depth limit and counting a step.
    func nested<T>(at node: some SyntaxProtocol, _ body: () throws -> T) throws -> T {
        depth += 1
        steps += 1
        defer { depth -= 1 }
        guard depth <= options.limits.depth else {
            throw LocatedError("the code nests too deeply (more than \(options.limits.depth) levels of evaluation)", at: node, hints: [
                "LayoutLab refuses very deep nesting and unbounded recursion instead of crashing; "
                    + "split the view into smaller pieces, or raise the limit with \(EvaluationLimits.flags.depth)",
            ])
        }
        guard steps <= options.limits.steps else {
            throw LocatedError("evaluation took more than \(options.limits.steps) steps", at: node, hints: [
                "a loop or recursion that does not end? LayoutLab stops instead of running without bound; "
                    + "raise the limit with \(EvaluationLimits.flags.steps)",
            ])
        }
        // A runtime error is located at the innermost expression being evaluated: never shown unlocated.
        return try LocatedError.locating(at: node, body)
    }

    /// Refuses a collection larger than the element limit.
    func checkElements(_ count: Int, at node: some SyntaxProtocol) throws {
        guard count <= options.limits.elements else {
            throw LocatedError("a collection of \(count) elements is larger than LayoutLab builds (\(options.limits.elements))", at: node,
                               hints: ["raise the limit with \(EvaluationLimits.flags.elements)"])
        }
    }

    /// Runs interpreted code on the engine's behalf (it cannot throw): the first error is kept
    /// for later, and `fallback` answers instead.
    func duringLayout<T>(_ fallback: T, _ body: () throws -> T) -> T {
        guard runtimeError == nil else { return fallback }
        do {
            return try body()
        } catch let error as LocatedError {
            runtimeError = error
        } catch let error as RuntimeError {
            runtimeError = LocatedError(error.message, hints: error.hints)
        } catch {
            runtimeError = LocatedError("\(error)")
        }
        return fallback
    }

    // MARK: Globals

    /// A top-level variable's storage: its `--param` override, else its initializer, computed
    /// once, on first use (as Swift initialises globals lazily).
    func global(_ name: String, at node: some SyntaxProtocol) throws -> VariableBox? {
        if let box = globalBoxes[name] { return box }
        guard let declaration = program.globals[name] else { return nil }
        let value = try once("global " + name, at: node) {
            if let override = overrides[name] { return try override.value(for: declaration, in: self) }
            guard let initializer = declaration.initializer else { return .none }
            return try evaluate(initializer, as: declaration.type, in: globalScope)
        }
        let box = VariableBox(value, isMutable: !declaration.isLet)
        globalBoxes[name] = box
        return box
    }

    /// Computes something that must not depend on itself (a global, a static property).
    func once(_ key: String, at node: some SyntaxProtocol, _ compute: () throws -> Value) throws -> Value {
        guard evaluating.insert(key).inserted else {
            let name = key.split(separator: " ").last.map(String.init) ?? key
            throw LocatedError("'\(name)' is defined in terms of itself", at: node)
        }
        defer { evaluating.remove(key) }
        return try compute()
    }

    /// Evaluates an expression and converts the result to a declared type.
    func evaluate(_ expression: ExprSyntax, as type: TypeRef, in scope: Scope) throws -> Value {
        let value = try eval(expression, scope, expected: type)
        return try coerce(value, to: type, in: scope, at: expression)
    }

    // MARK: Source positions

    /// Where a node was written, as the engine records it.
    func position(of node: some SyntaxProtocol) -> SourcePosition? {
        let root = Syntax(node).root
        guard let converter = moduleConverters.first(where: { $0.root == root })?.converter ?? locationConverter else { return nil }
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return SourcePosition(line: location.line, column: location.column)
    }
}

/// A part of a string literal: text, or an interpolation evaluated each time.
enum StringLiteralPiece {
    case text(String)
    case interpolation(ExpressionSegmentSyntax)
}

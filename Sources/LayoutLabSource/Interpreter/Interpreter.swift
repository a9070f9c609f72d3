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
        /// The module's asset catalogs and bundle resources (Bridges/Assets.swift, Standard/Bundle.swift).
        var resources: ProjectResources?
        /// Images sized with `--image`: not looked up in the catalogs.
        var givenImageNames: Set<String> = []
        /// Unresolved names are opaque values and placeholder views, each said (`--placeholders`).
        var placeholders = false
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
    /// Everything that changes while this file is interpreted and laid out (RunState.swift).
    let run: RunState
    private var globalBoxes: [String: VariableBox] = [:]
    private var evaluating: Set<String> = []
    /// Parsed `--param` values, by name.
    let overrides: [String: ParameterOverride]

    init(program: ProgramDeclarations, options: Options, overrides: [String: ParameterOverride],
         fileName: String, locationConverter: SourceLocationConverter?) {
        self.program = program
        self.options = options
        self.overrides = overrides
        self.locationConverter = locationConverter
        self.fileName = fileName
        run = RunState(limits: options.limits, device: options.device, environment: options.environment)
    }

    // The run's state asked for by every file (RunState.swift owns it and its rules).

    /// The environment views being built inherit.
    var environment: SourceEnvironment { run.environment }
    /// The device laid out on (what `UIScreen.main` reports).
    var device: Device { run.device }

    func warn(_ warning: LocatedError) {
        run.warnings.warn(warning)
    }

    func nested<T>(at node: some SyntaxProtocol, _ body: () throws -> T) throws -> T {
        try run.budget.nested(at: node, body)
    }

    func checkElements(_ count: Int, at node: some SyntaxProtocol) throws {
        try run.budget.checkElements(count, at: node)
    }

    func duringLayout<T>(_ fallback: T, _ body: () throws -> T) -> T {
        run.duringLayout(fallback, body)
    }

    func withEnvironment<T>(_ change: (inout SourceEnvironment) throws -> Void, _ body: () throws -> T) throws -> T {
        try run.withEnvironment(change, body)
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

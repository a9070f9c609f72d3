import Foundation
import LayoutLab
import SwiftSyntax

/// Evaluates SwiftUI source: expressions to values, views to the engine's views.
///
/// The interpreter never decides layout: it calls the engine's public API (`VStack`, `.frame`,
/// `Layout`, …) with the values it computed, so the layout semantics live in one place.
final class Interpreter {
    struct Options {
        var lenient = false
        /// Where interpreted `print` calls write.
        var print: (String) -> Void = { _ in }
    }

    /// Nested evaluations beyond this are refused with a located error, so that hostile input
    /// (a 10,000-long modifier chain, runaway recursion) cannot exhaust the stack.
    static let maximumDepth = 2_000

    let program: ProgramDeclarations
    let options: Options
    let globalScope = Scope(parent: nil)
    private(set) var warnings: [LocatedError] = []
    private var warned: Set<String> = []
    private var depth = 0
    private var globalBoxes: [String: VariableBox] = [:]
    private var evaluatingGlobals: Set<String> = []
    /// Parsed `--param` values, by name.
    var overrides: [String: ParameterOverride] = [:]
    /// The first error raised while the engine ran interpreted code (a custom layout's body,
    /// GeometryReader content, an alignment guide): reported once the layout returns.
    var runtimeError: LocatedError?
    /// Custom layouts already checked against the interpreted subset.
    var validatedLayouts: Set<String> = []

    init(program: ProgramDeclarations, options: Options) {
        self.program = program
        self.options = options
    }

    func warn(_ warning: LocatedError) {
        var warning = warning
        warning.severity = .warning
        let key = warning.message + (warning.node.map { "\($0.position.utf8Offset)" } ?? "")
        if warned.insert(key).inserted { warnings.append(warning) }
    }

    /// Runs `body` one level deeper, refusing to go past `maximumDepth`.
    func nested<T>(at node: some SyntaxProtocol, _ body: () throws -> T) throws -> T {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            throw LocatedError("the code nests too deeply (more than \(Self.maximumDepth) levels of evaluation)", at: node, hints: [
                "LayoutLab refuses very deep nesting and unbounded recursion instead of crashing; split the view into smaller pieces",
            ])
        }
        return try body()
    }

    /// Runs interpreted code on the engine's behalf (it cannot throw): the first error is kept
    /// for later, and `fallback` answers instead.
    func duringLayout<T>(_ fallback: T, _ body: () throws -> T) -> T {
        guard runtimeError == nil else { return fallback }
        do {
            return try body()
        } catch let error as LocatedError {
            runtimeError = error
        } catch {
            runtimeError = LocatedError("\(error)")
        }
        return fallback
    }

    // MARK: Globals

    /// A top-level constant's value: its `--param` override, else its initializer, computed once.
    func global(_ name: String, at node: some SyntaxProtocol) throws -> VariableBox? {
        if let box = globalBoxes[name] { return box }
        guard let declaration = program.globals[name] else { return nil }
        guard evaluatingGlobals.insert(name).inserted else {
            throw LocatedError("'\(name)' is defined in terms of itself", at: node)
        }
        defer { evaluatingGlobals.remove(name) }
        let value: Value
        if let override = overrides[name] {
            value = try override.value(for: declaration, in: self)
        } else if let initializer = declaration.initializer {
            value = try convert(try eval(initializer, globalScope, hint: declaration.type.numberHint),
                                to: declaration.type, at: initializer)
        } else {
            value = .none
        }
        let box = VariableBox(value, isMutable: !declaration.isLet)
        globalBoxes[name] = box
        return box
    }

    // MARK: Views

    /// The engine view for a view value: a file's view struct is its body, a list is its views
    /// side by side, and each carries the position it was written at.
    func anyView(_ view: ViewValue) throws -> AnyView {
        let built: AnyView
        switch view.content {
        case let .view(anyView): built = anyView
        case let .text(text): built = AnyView(text)
        case let .image(image): built = AnyView(image)
        case let .shape(shape): built = Self.shapeView(shape)
        case let .color(color): built = AnyView(color)
        case let .instance(instance):
            // A view whose body is itself (`struct A: View { var body: some View { A() } }`)
            // recurses here, not in the evaluator: count it as nesting too.
            built = try nested(at: instance.type.syntax.name) {
                try anyView(try body(of: instance, at: instance.type.syntax.name))
            }
        case let .list(items):
            let views = try items.flatMap(\.flattened).map(anyView)
            switch views.count {
            case 0: built = AnyView(EmptyView())
            case 1: built = views[0]
            default: built = AnyView(ForEach(0..<views.count) { views[$0] })
            }
        }
        guard let source = view.source else { return built }
        return AnyView(built._sourceLocation(line: source.line, column: source.column))
    }

    private static func shapeView(_ shape: some Shape) -> AnyView { AnyView(shape) }

    /// The view `value` denotes, or a located error saying what it is instead.
    func viewValue(_ value: Value, at node: some SyntaxProtocol, role: String = "a view") throws -> ViewValue {
        switch value.unwrapped {
        case let .view(view): return view
        case let .instance(instance) where instance.type.role == .view:
            return ViewValue(.instance(instance), source: position(of: node))
        case .none: return .empty
        case let .implicitMember(member):
            if let color = StaticMembers.color(named: member.name) {
                return ViewValue(.color(color), source: position(of: node))
            }
            throw LocatedError("'.\(member.name)' is not \(role)", at: node)
        case let .native(color as Color):
            return ViewValue(.color(color), source: position(of: node))
        default:
            throw LocatedError("expected \(role), found a value of type \(value.typeName)", at: node)
        }
    }

    /// Where a node was written, as the engine records it.
    func position(of node: some SyntaxProtocol) -> SourcePosition? {
        guard let converter = locationConverter else { return nil }
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return SourcePosition(line: location.line, column: location.column)
    }

    var locationConverter: SourceLocationConverter?
}

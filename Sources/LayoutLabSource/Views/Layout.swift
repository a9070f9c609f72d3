import Foundation
@_spi(Interpreter) import LayoutLab
import SwiftSyntax

/// A `Layout` declared in the file, run by the engine like any custom layout: each protocol
/// method the file declares (`sizeThatFits`, `placeSubviews`, `makeCache`, `updateCache`,
/// `spacing`, `explicitAlignment`, `layoutProperties`) runs its parsed body; the others keep
/// the protocol's defaults. The engine memoises and traces it exactly as it would the same
/// Layout compiled.
struct InterpretedLayout: TraceNamedLayout, InstanceLayoutProperties {
    typealias Cache = Value

    let instance: Value
    let type: TypeDeclaration
    unowned let interpreter: Interpreter

    var traceName: String { type.name }

    var instanceLayoutProperties: LayoutProperties {
        interpreter.duringLayout(LayoutProperties()) {
            guard let value = try interpreter.staticProperty("layoutProperties", of: type, at: type.nameNode) else { return LayoutProperties() }
            // Not a parameter default: the Layout protocol's own (its extension's layoutProperties), when the file's is not one.
            return LayoutProperties.extract(value) ?? LayoutProperties()
        }
    }

    func makeCache(subviews: Subviews) -> Value {
        interpreter.duringLayout(Value.void) {
            var none = Value.void
            // The Layout protocol's default cache is `Void` (a file's makeCache that returns nothing).
            return try call("makeCache", ["subviews": .native(subviews)], cache: &none) ?? .void
        }
    }

    func updateCache(_ cache: inout Value, subviews: Subviews) {
        var updated = cache
        let declared = interpreter.duringLayout(false) { try call("updateCache", ["subviews": .native(subviews)], cache: &updated) != nil }
        cache = declared ? updated : makeCache(subviews: subviews)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Value) -> CGSize {
        interpreter.duringLayout(CGSize.zero) {
            guard let value = try call("sizeThatFits", ["proposal": .native(proposal), "subviews": .native(subviews)], cache: &cache) else {
                throw LocatedError("'\(type.name)' needs sizeThatFits(proposal:subviews:cache:) to be a Layout", at: type.nameNode)
            }
            guard let size = CGSize.extract(value) else {
                throw LocatedError("\(type.name).sizeThatFits must return a CGSize, not \(value.typeName)", at: type.nameNode)
            }
            guard !size.width.isNaN, !size.height.isNaN, size.width >= 0, size.height >= 0 else {
                throw LocatedError("\(type.name).sizeThatFits returned \(size.appleDescription); sizes must be non-negative numbers",
                                   // Where to point: the method when the file declares it, else the type.
                                   at: method("sizeThatFits").map { Syntax($0.syntax.name) } ?? type.nameNode)
            }
            return size
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Value) {
        interpreter.duringLayout(()) {
            let arguments: [String: Value] = ["in": .native(bounds), "proposal": .native(proposal), "subviews": .native(subviews)]
            guard try call("placeSubviews", arguments, cache: &cache) != nil else {
                throw LocatedError("'\(type.name)' needs placeSubviews(in:proposal:subviews:cache:) to be a Layout", at: type.nameNode)
            }
        }
    }

    func spacing(subviews: Subviews, cache: inout Value) -> ViewSpacing {
        interpreter.duringLayout(subviews._defaultSpacing) {
            guard let value = try call("spacing", ["subviews": .native(subviews)], cache: &cache) else { return subviews._defaultSpacing }
            // The Layout protocol's default spacing (its extension's), when the file's is not a ViewSpacing.
            return ViewSpacing.extract(value) ?? subviews._defaultSpacing
        }
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Value
    ) -> CGFloat? {
        if let value = explicitAlignment(guide.asValue, bounds, proposal, subviews, &cache) { return value }
        return subviews._defaultExplicitAlignment(guide, in: bounds, proposal: proposal) {
            placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Value
    ) -> CGFloat? {
        if let value = explicitAlignment(guide.asValue, bounds, proposal, subviews, &cache) { return value }
        return subviews._defaultExplicitAlignment(guide, in: bounds, proposal: proposal) {
            placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    /// The file's `explicitAlignment(of:…)` for this kind of guide: `.some(value)` when it
    /// declares one, nil to use the protocol's default.
    private func explicitAlignment(
        _ guide: Value, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Value
    // A double optional, not a default: nil is "no method", .some(nil) the method's own nil.
    ) -> CGFloat?? {
        let wanted = HorizontalAlignment.extract(guide) != nil ? "HorizontalAlignment" : "VerticalAlignment"
        guard let methods = interpreter.instanceMethods(named: "explicitAlignment", of: type),
              let method = methods.first(where: { $0.signature.parameterClause.parameters.first?.type.trimmedDescription == wanted }) else {
            return nil
        }
        return interpreter.duringLayout(nil) {
            let arguments: [String: Value] = ["of": guide, "in": .native(bounds), "proposal": .native(proposal), "subviews": .native(subviews)]
            let value = try interpreter.callLayoutMethod(method, on: instance, type: type, arguments, cache: &cache)
            return .some(value.isNil ? nil : value.number.map { CGFloat($0) })
        }
    }

    private func method(_ name: String) -> FunctionDeclaration? { interpreter.instanceMethods(named: name, of: type)?.first }

    /// Runs the method the file declares under `name`; nil when it declares none.
    private func call(_ name: String, _ arguments: [String: Value], cache: inout Value) throws -> Value? {
        guard let method = method(name) else { return nil }
        return try interpreter.callLayoutMethod(method, on: instance, type: type, arguments, cache: &cache)
    }
}

extension Interpreter {
    /// Runs a Layout protocol method with its arguments bound by label (the protocol fixes
    /// them); `cache` is bound `inout` and written back.
    func callLayoutMethod(
        _ method: FunctionDeclaration, on instance: Value, type: TypeDeclaration, _ arguments: [String: Value], cache: inout Value
    ) throws -> Value {
        guard let body = method.body else { return .void }
        let scope = Scope(parent: globalScope, selfContext: SelfContext(type: type, instance: VariableBox(instance, isMutable: false)))
        let cacheBox = VariableBox(cache, isMutable: true)
        for parameter in method.signature.parameterClause.parameters {
            let label = parameter.firstName.text
            // Swift's rule: a parameter's name is its second name, else its label.
            let name = (parameter.secondName ?? parameter.firstName).text
            if label == "cache" || name == "cache" && arguments["cache"] == nil {
                scope.declare(name, box: cacheBox)
            } else {
                // A parameter the engine passes nothing for (a file's own extra one) reads as nil.
                scope.declare(name, arguments[label] ?? .none)
            }
        }
        let result = try nested(at: method.syntax.name) {
            try evaluateBody(body.statements, scope, builder: false, expected: method.resultType)
        }
        cache = cacheBox.value
        return result
    }

    /// `MyLayout(…) { content }` and `layout { content }`: the content laid out by the layout.
    func layoutView(_ layout: Value, _ arguments: [SyntaxArgument], call: Syntax, _ scope: Scope) throws -> Value {
        guard arguments.count == 1, let content = arguments.first else {
            throw LocatedError("a layout is called with its content: MyLayout { … }", at: call)
        }
        let contentValue = try viewValue(try eval(content.expression, scope, expected: .function(parameters: [], result: .view, isViewBuilder: true)),
                                         at: content.expression)
        var made: ViewValue
        switch layout.unwrapped {
        case let .record(record):
            let interpreted = InterpretedLayout(instance: layout.unwrapped, type: record.type, interpreter: self)
            made = .deferred {
                let contentView = try self.anyView(contentValue)
                return interpreted { contentView }
            }
        case let .native(builtin as BuiltinLayout):
            made = .deferred { builtin.make(try self.anyView(contentValue)) }
        default:
            throw LocatedError("a value of type \(layout.typeName) is not a Layout", at: call)
        }
        made.source = position(of: call)
        return .view(made)
    }

    /// `.modifier(MyModifier())`: the modifier's `body(content:)` with `content` the view.
    func applyViewModifier(_ view: ViewValue, _ modifier: Value, at node: Syntax) throws -> ViewValue {
        guard case let .record(record) = modifier.unwrapped, conforms(record.type, to: "ViewModifier") else {
            throw LocatedError("modifier(_:) takes a ViewModifier declared in the file, not a value of type \(modifier.typeName)", at: node)
        }
        guard let body = instanceMethods(named: "body", of: record.type)?.first,
              let parameter = body.signature.parameterClause.parameters.first, let statements = body.body?.statements else {
            throw LocatedError("'\(record.type.name)' needs func body(content: Content) -> some View", at: record.type.nameNode)
        }
        // Built where it is used, as a view's body is: its `@Environment` is the environment
        // there, with the `.environment` modifiers outside it (issue 33, rule 7).
        return .deferred { [self] in
            let instance = Value.record(try readingEnvironment(record))
            let scope = Scope(parent: globalScope, selfContext: SelfContext(type: record.type, instance: VariableBox(instance, isMutable: false)))
            // Swift's rule: a parameter's name is its second name, else its label.
            scope.declare((parameter.secondName ?? parameter.firstName).text, .view(view))
            let result = try nested(at: body.syntax.name) { try evaluateBody(statements, scope, builder: true) }
            return try anyView(try viewValue(result, at: body.syntax.name))
        }
    }
}

/// `HStackLayout()`, `VStackLayout(spacing:)`, `ZStackLayout()`: the stacks as layout values,
/// used through `AnyLayout` to switch between them (`layout { … }`).
struct BuiltinLayout: Bridged {
    let name: String
    let make: (AnyView) -> AnyView

    static let bridge = TypeBridge("Layout") { b in
        b.method("callAsFunction", [.content()]) { (layout: BuiltinLayout, a) in
            .view(.deferred { layout.make(try a.contentView("content")) })
        }
        b.description { (layout: BuiltinLayout) in layout.name }
    }

    /// The bridged types whose values are layouts, called with their content.
    static let typeNames: Set<String> = ["HStackLayout", "VStackLayout", "ZStackLayout", "AnyLayout"]

    static let bridges: [TypeBridge] = [
        // Each stack layout's initialiser is its stack's without the content (Apple's
        // `HStackLayout(alignment:spacing:)`, `VStackLayout(alignment:spacing:)`, `ZStackLayout(alignment:)`),
        // so it binds the stack's declaration, defaults included, less the trailing content parameter.
        TypeBridge("HStackLayout") { b in
            typealias D = Declared.HStack.initAlignmentSpacingContent
            b.initializer(Array(D.declaration.parameters.dropLast())) { a in
                let alignment = try a.get(D.alignment), spacing = try a.checked(D.spacing, .signed)
                return BuiltinLayout(name: "HStackLayout") { content in AnyView(HStack(alignment: alignment, spacing: spacing) { content }) }.asValue
            }
        },
        TypeBridge("VStackLayout") { b in
            typealias D = Declared.VStack.initAlignmentSpacingContent
            b.initializer(Array(D.declaration.parameters.dropLast())) { a in
                let alignment = try a.get(D.alignment), spacing = try a.checked(D.spacing, .signed)
                return BuiltinLayout(name: "VStackLayout") { content in AnyView(VStack(alignment: alignment, spacing: spacing) { content }) }.asValue
            }
        },
        TypeBridge("ZStackLayout") { b in
            typealias D = Declared.ZStack.initAlignmentContent
            b.initializer(Array(D.declaration.parameters.dropLast())) { a in
                let alignment = try a.get(D.alignment)
                return BuiltinLayout(name: "ZStackLayout") { content in AnyView(ZStack(alignment: alignment) { content }) }.asValue
            }
        },
        TypeBridge("AnyLayout") { b in
            b.members { value in
                switch value.unwrapped {
                case .native(is BuiltinLayout): true
                case let .record(record): record.type.inherited.contains("Layout")
                default: false
                }
            }
            b.initializer([Parameter(nil, .any, name: "layout")]) { a in a.required("layout") }
        },
    ]
}

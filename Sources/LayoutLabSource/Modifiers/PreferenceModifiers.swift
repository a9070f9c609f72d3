import Foundation
@_spi(Interpreter) import LayoutLab
import SwiftSyntax

/// Preferences and geometry observers: `.preference`, `.transformPreference`, the anchor
/// preferences, `.onPreferenceChange`, `.onGeometryChange` and the preference-value layers,
/// with keys the file declares (`struct K: PreferenceKey`). Each calls the engine's run-time-key
/// form of the modifier; the engine folds the values (Preferences/PreferenceValues.swift) and
/// runs the actions between layout passes (LayoutPasses.swift). The file's `defaultValue`,
/// `reduce`, transforms and actions are interpreted when the engine calls them.
enum PreferenceModifiers {
    private typealias D = Declared.View

    nonisolated(unsafe) static let all: [String: [ModifierOverload]] = [
        "preference": [ModifierOverload(D.preferenceKeyValue.self) { view, a in
            let key = try a.interpreter.preferenceKey(a.value("key"), at: a.node("key"))
            let value = try key.convert(a.required("value"), a)
            return .deferred { try a.interpreter.anyView(view).preference(key.key, value: InterpretedValue(value)) }
        }],
        "transformPreference": [ModifierOverload(D.transformPreferenceKeyCallback.self) { view, a in
            let key = try a.interpreter.preferenceKey(a.value("key"), at: a.node("key"))
            let callback = try a.requiredFunction("callback")
            return .deferred {
                try a.interpreter.anyView(view).transformPreference(key.key) { value in
                    value = key.transform(value, with: callback, a)
                }
            }
        }],
        "anchorPreference": [ModifierOverload(D.anchorPreferenceKeyValueTransform.self) { view, a in
            typealias P = D.anchorPreferenceKeyValueTransform
            let key = try a.interpreter.preferenceKey(a.value("key"), at: a.node("key"))
            let source = try a.get(P.value, as: AnchorSourceValue.self)
            let transform = try a.requiredFunction("transform")
            return .deferred {
                let view = try a.interpreter.anyView(view)
                let make = { (anchor: AnchorValue) -> Any in
                    a.interpreter.duringLayout(key.defaultValue()) {
                        InterpretedValue(try key.convert(try a.interpreter.invoke(transform, [anchor.asValue], at: a.node("transform")), a))
                    }
                }
                switch source {
                case let .rect(source): return AnyView(view.anchorPreference(key.key, value: source) { make(.rect($0)) })
                case let .point(source): return AnyView(view.anchorPreference(key.key, value: source) { make(.point($0)) })
                }
            }
        }],
        "transformAnchorPreference": [ModifierOverload(D.transformAnchorPreferenceKeyValueTransform.self) { view, a in
            typealias P = D.transformAnchorPreferenceKeyValueTransform
            let key = try a.interpreter.preferenceKey(a.value("key"), at: a.node("key"))
            let source = try a.get(P.value, as: AnchorSourceValue.self)
            let transform = try a.requiredFunction("transform")
            return .deferred {
                let view = try a.interpreter.anyView(view)
                switch source {
                case let .rect(source):
                    return AnyView(view.transformAnchorPreference(key.key, value: source) { value, anchor in
                        value = key.transform(value, with: transform, passing: [AnchorValue.rect(anchor).asValue], a)
                    })
                case let .point(source):
                    return AnyView(view.transformAnchorPreference(key.key, value: source) { value, anchor in
                        value = key.transform(value, with: transform, passing: [AnchorValue.point(anchor).asValue], a)
                    })
                }
            }
        }],
        "onPreferenceChange": [ModifierOverload(D.onPreferenceChangeKeyPerform.self) { view, a in
            let key = try a.interpreter.preferenceKey(a.value("key"), at: a.node("key"))
            let action = try a.requiredFunction("action")
            let interpreter = a.interpreter, node = a.node("action")
            return .deferred {
                try interpreter.anyView(view).onPreferenceChange(key.key, isEqual: InterpretedValue.equal) { value in
                    interpreter.duringLayout(()) { _ = try interpreter.invoke(action, [InterpretedValue.preference(value)], at: node) }
                }
            }
        }],
        "onGeometryChange": [
            ModifierOverload(D.onGeometryChangeForOfAction_TType.self, onGeometryChange),
            ModifierOverload(D.onGeometryChangeForOfAction_TType2.self, onGeometryChange),
        ],
        "overlayPreferenceValue": [
            preferenceValueLayer(D.overlayPreferenceValueKeyAlignmentTransform.self, background: false),
            preferenceValueLayer(D.overlayPreferenceValueKeyTransform.self, background: false),
        ],
        "backgroundPreferenceValue": [
            preferenceValueLayer(D.backgroundPreferenceValueKeyAlignmentTransform.self, background: true),
            preferenceValueLayer(D.backgroundPreferenceValueKeyTransform.self, background: true),
        ],
    ]

    /// `.onGeometryChange(for: CGSize.self, of: { $0.size }) { new in … }`: the action's new value
    /// only (iOS 16), or its old and new values (iOS 18). The closure's parameter count picks the
    /// overload, and says what it is passed.
    private static func onGeometryChange(_ view: ViewValue, _ a: Arguments) throws -> ViewValue {
        let interpreter = a.interpreter
        let transform = try a.requiredFunction("transform"), action = try a.requiredFunction("action")
        let typeName: String
        switch a.value("type")?.unwrapped {
        case let .type(type)?: typeName = type.name
        default: throw LocatedError("onGeometryChange(for:) takes the observed value's type: CGSize.self", at: a.node("type"))
        }
        let takesOldValue = interpreter.parameterCount(of: action) == 2
        return .deferred {
            try interpreter.anyView(view).onGeometryChange(named: typeName, of: { proxy in
                interpreter.duringLayout(InterpretedValue(.none)) {
                    InterpretedValue(try interpreter.invoke(transform, [proxy.asValue], at: a.node("transform")))
                }
            }, isEqual: InterpretedValue.equal) { old, new in
                let arguments = takesOldValue ? [InterpretedValue.preference(old), InterpretedValue.preference(new)] : [InterpretedValue.preference(new)]
                interpreter.duringLayout(()) { _ = try interpreter.invoke(action, arguments, at: a.node("action")) }
            }
        }
    }

    /// `.overlayPreferenceValue(Key.self, alignment:) { value in … }`: content built by the
    /// engine from the value, once the modified view is placed. The iOS 13 form declares no
    /// alignment; it is centred (the engine's form of it calls the iOS 16 one with `.center`).
    private static func preferenceValueLayer(_ declared: any DeclaredAPI.Type, background: Bool) -> ModifierOverload {
        ModifierOverload(declared) { view, a in
            let interpreter = a.interpreter
            let key = try interpreter.preferenceKey(a.value("key"), at: a.node("key"))
            let transform = try a.requiredFunction("transform")
            // nil for the iOS 13 form, which declares none: the engine's default centres it.
            let alignment = try a.optional("alignment", Alignment.self)
            return .deferred {
                let environment = interpreter.environment
                let content = { (value: Any) in
                    interpreter.duringLayout(AnyView(EmptyView())) {
                        try interpreter.withEnvironment({ $0 = environment }) {
                            let node = a.node("transform")
                            let made = try interpreter.invoke(transform.asViewBuilder(), [InterpretedValue.preference(value)], at: node)
                            return try interpreter.anyView(try interpreter.viewValue(made, at: node))
                        }
                    }
                }
                let view = try interpreter.anyView(view)
                guard let alignment else { return view.preferenceValueLayer(background: background, key.key, content) }
                return view.preferenceValueLayer(background: background, key.key, alignment: alignment, content)
            }
        }
    }
}

extension ModifierOverload {
    /// A modifier as the engine declares it (`Declared.View.<name…>`).
    init(_ declared: any DeclaredAPI.Type, _ apply: @escaping (ViewValue, Arguments) throws -> ViewValue) {
        self.init(parameters: declared.declaration.parameters, apply: apply)
    }
}

extension InterpretedValue {
    /// A preference's value as the interpreter holds it (nil where the engine has none).
    // A preference the engine holds nothing for reads as nil.
    static func preference(_ any: Any) -> Value { value(of: any) ?? .none }

    /// Whether an observer's new value is a change: Swift's `==` on the key's Value.
    // Values Swift cannot compare count as a change.
    static func equal(_ a: Any, _ b: Any) -> Bool { (try? Equality.equal(preference(a), preference(b))) ?? false }
}

/// A `PreferenceKey` the file declares, as the engine keys it: its name, its `defaultValue`
/// (nil when the file declares none and its Value is optional) and its `reduce`.
struct DeclaredPreferenceKey {
    let key: AnyPreferenceKey
    let type: TypeDeclaration
    /// The key's Value type, which values set for it are converted to.
    let valueType: TypeRef
    /// What a view that sets no value gives (the engine's key calls it too).
    let defaultValue: () -> Any
    unowned let interpreter: Interpreter

    func convert(_ value: Value, _ a: Arguments) throws -> Value {
        try interpreter.coerce(value, to: valueType, in: Scope(parent: interpreter.globalScope, typeContext: type), at: a.node("value"))
    }

    /// Runs a closure whose first parameter is the value `inout` (`transformPreference`'s
    /// callback, `transformAnchorPreference`'s transform) and gives back the changed value.
    func transform(_ value: Any, with function: Function, passing arguments: [Value] = [], _ a: Arguments) -> Any {
        let box = VariableBox(InterpretedValue.preference(value), isMutable: true)
        // Where to point: the call, else the key.
        interpreter.duringLayout(()) { _ = try interpreter.invokeInout(function, box, arguments, at: a.call ?? a.node("key")) }
        return InterpretedValue(box.value)
    }
}

extension Interpreter {
    /// The key a preference modifier names: `MyKey.self`, a PreferenceKey the file declares.
    func preferenceKey(_ value: Value?, at node: Syntax) throws -> DeclaredPreferenceKey {
        guard case let .type(typeValue)? = value?.unwrapped, case let .user(type) = typeValue.kind, conforms(type, to: "PreferenceKey") else {
            throw LocatedError("a preference is keyed by a PreferenceKey type the file declares: MyKey.self, not a value of type "
                               // For the message: what was passed, or nil.
                               + (value?.typeName ?? "nil"), at: node)
        }
        guard let reduce = staticMethods(named: "reduce", of: type) else {
            throw LocatedError("'\(type.name)' needs static func reduce(value: inout Value, nextValue: () -> Value) to be a PreferenceKey",
                               at: type.nameNode)
        }
        let valueType = preferenceValueType(of: type)
        let hasDefault = type.staticProperties["defaultValue"] != nil || type.staticComputedProperties["defaultValue"] != nil
        guard hasDefault || valueType.isOptional else {
            throw LocatedError("'\(type.name)' needs static var defaultValue to be a PreferenceKey", at: type.nameNode)
        }
        let defaultValue = { [unowned self] () -> Any in
            InterpretedValue(duringLayout(Value.none) {
                guard hasDefault else { return .none }
                // A key whose defaultValue is nil reads as nil.
                return try staticProperty("defaultValue", of: type, at: type.nameNode) ?? .none
            })
        }
        let key = AnyPreferenceKey(name: type.qualifiedName, defaultValue: defaultValue) { [unowned self] accumulated, next in
            let box = VariableBox(InterpretedValue.preference(accumulated), isMutable: true)
            let following = InterpretedValue.preference(next())
            let nextValue = Function(.builtin(name: "nextValue", parameters: []) { _, _ in following })
            duringLayout(()) {
                try callStatic(reduce, of: type, inoutLabel: "value", box, [Argument(label: "nextValue", value: .function(nextValue), node: node)], at: node)
            }
            accumulated = InterpretedValue(box.value)
        }
        return DeclaredPreferenceKey(key: key, type: type, valueType: valueType, defaultValue: defaultValue, interpreter: self)
    }

    /// A PreferenceKey's Value: `typealias Value`, else `defaultValue`'s declared type, else
    /// `reduce`'s `value` parameter's.
    private func preferenceValueType(of type: TypeDeclaration) -> TypeRef {
        if let alias = type.typeAliases["Value"] { return alias }
        // defaultValue is a stored or a computed static property.
        if let declared = type.staticProperties["defaultValue"]?.type ?? type.staticComputedProperties["defaultValue"]?.type,
           !declared.isAnyLike {
            return declared
        }
        if let parameter = staticMethods(named: "reduce", of: type)?.first?.signature.parameterClause.parameters.first {
            var typeSyntax = parameter.type
            if let attributed = typeSyntax.as(AttributedTypeSyntax.self) { typeSyntax = attributed.baseType }
            return TypeRef(typeSyntax)
        }
        return .any
    }

    /// Calls a static method of a type from the file whose parameter labelled `label` is
    /// `inout`, with `box` as its storage; `box` holds the changed value afterwards.
    func callStatic(
        _ methods: [FunctionDeclaration], of type: TypeDeclaration, inoutLabel label: String, _ box: VariableBox, _ others: [Argument],
        at node: Syntax
    ) throws {
        let selfContext = SelfContext(type: type, instance: nil)
        let scope = Scope(parent: globalScope, selfContext: selfContext)
        let candidates = methods.map { parameters(of: $0.signature.parameterClause) }
        let arguments = [Argument(label: label, value: box.value, node: node)] + others
        let (index, bound) = try bind(arguments, to: candidates, callName: methods[0].name, at: node, scope: scope)
        if let parameter = candidates[index].first(where: { $0.label == label }) { bound.places[parameter.name] = .variable(box) }
        _ = try run(methods[index], bound, parameters: candidates[index], definitionScope: globalScope, selfContext: selfContext)
    }

    /// How many parameters a function value declares (a closure's, counting `$0`, `$1`).
    func parameterCount(of function: Function) -> Int {
        switch function.kind {
        case let .closure(closure, _):
            switch closure.signature?.parameterClause {
            case let .simpleInput(names)?: return names.count
            case let .parameterClause(clause)?: return clause.parameters.count
            case nil: return AnonymousParameters.highestIndex(in: closure) + 1
            }
        case let .declared(declaration, _): return declaration.signature.parameterClause.parameters.count
        // A builtin function whose parameters are not listed takes one argument.
        case let .builtin(_, parameters, _): return parameters?.count ?? 1
        }
    }
}

extension Arguments {
    /// A closure argument that must be there.
    func requiredFunction(_ name: String) throws -> Function {
        guard let function = function(name) else { throw LocatedError("\(callName) needs a closure for '\(name)'", at: node(name)) }
        return function
    }
}

// MARK: - Anchors

/// An `Anchor<CGRect>` or `Anchor<CGPoint>`: a view's geometry passed up in a preference and
/// resolved by a GeometryProxy (`proxy[anchor]`) in the proxy's coordinates.
enum AnchorValue: Bridged {
    case rect(Anchor<CGRect>)
    case point(Anchor<CGPoint>)

    static let bridge = TypeBridge("Anchor") { b in
        b.nestedType(AnchorSourceValue.bridge)
        b.equality { (a: AnchorValue, b: AnchorValue) in
            switch (a, b) {
            case let (.rect(a), .rect(b)): a == b
            case let (.point(a), .point(b)): a == b
            default: false
            }
        }
    }

    /// The anchor's value in `proxy`'s coordinates.
    func resolved(in proxy: GeometryProxy) -> Value {
        switch self {
        case let .rect(anchor): proxy[anchor].asValue
        case let .point(anchor): proxy[anchor].asValue
        }
    }
}

/// `Anchor<CGRect>.Source` (`.bounds`, `.rect(r)`) or `Anchor<CGPoint>.Source` (`.center`,
/// `.point(p)`, `.unitPoint(u)`): what `anchorPreference(key:value:transform:)` makes an anchor of.
enum AnchorSourceValue: Bridged {
    case rect(Anchor<CGRect>.Source)
    case point(Anchor<CGPoint>.Source)

    static let bridge = TypeBridge("Anchor.Source") { b in
        b.constant("bounds", AnchorSourceValue.rect(.bounds))
        let points: [(String, UnitPoint)] = [
            ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing), ("leading", .leading), ("center", .center),
            ("trailing", .trailing), ("bottomLeading", .bottomLeading), ("bottom", .bottom), ("bottomTrailing", .bottomTrailing),
        ]
        for (name, point) in points { b.constant(name, AnchorSourceValue.point(.unitPoint(point))) }
        b.function("rect", [Parameter(nil, CGRect.self, name: "rect")]) { a in AnchorSourceValue.rect(.rect(try a.get("rect"))).asValue }
        b.function("point", [Parameter(nil, CGPoint.self, name: "point")]) { a in AnchorSourceValue.point(.point(try a.get("point"))).asValue }
        b.function("unitPoint", [Parameter(nil, UnitPoint.self, name: "point")]) { a in
            AnchorSourceValue.point(.unitPoint(try a.get("point"))).asValue
        }
    }
}

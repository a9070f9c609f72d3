import Foundation
import LayoutLab
import SwiftSyntax

extension Interpreter {
    // MARK: Names

    func lookup(_ reference: DeclReferenceExprSyntax, _ scope: Scope) throws -> Value {
        let name = reference.baseName.text
        switch reference.baseName.tokenKind {
        case .keyword(.self):
            guard let instance = scope.selfContext?.instance else {
                if let type = scope.selfContext?.type { return .type(TypeValue(kind: .user(type))) }
                throw LocatedError("'self' is only available inside a type's members or a View extension", at: reference)
            }
            return instance.value
        case .keyword(.Self):
            guard let type = scope.typeContext else { throw LocatedError("'Self' is only available inside a type", at: reference) }
            return .type(TypeValue(kind: .user(type)))
        default:
            break
        }
        if name.hasPrefix("$"), scope.lookup(name) == nil, let first = name.dropFirst().first, !first.isNumber {
            return try projection(of: String(name.dropFirst()), at: reference, scope)
        }
        return try lookup(name: name, at: reference, scope)
    }

    /// `$name`: the binding a property wrapper projects (`@State`, `@Binding`), or a binding to
    /// an observed object whose members are bindings (`$model.name`). `self.$name` (`ofSelf`)
    /// is the instance's, whatever local has the name.
    private func projection(of name: String, at node: DeclReferenceExprSyntax, _ scope: Scope, ofSelf: Bool = false) throws -> Value {
        if !ofSelf, let box = scope.lookup(name) { return .binding(BindingValue(place: .variable(box))) }
        guard let instance = scope.selfContext?.instance else {
            throw LocatedError("cannot find '$\(name)' in scope", at: node)
        }
        guard let storage = try rawField(name, of: instance.value) else {
            throw LocatedError("cannot find '$\(name)' in scope: only wrapped properties (@State, @Binding, …) have a '$' projection", at: node)
        }
        if case let .binding(binding) = storage { return .binding(binding) }
        return .binding(BindingValue(place: .member(.variable(instance), name)))
    }

    /// A stored property's raw storage (a wrapper's binding or object), without reading through it.
    func rawField(_ name: String, of value: Value) throws -> Value? {
        switch value {
        case let .record(record): record.fields[name]
        case let .object(object): object.fields[name]
        case let .view(view): if case let .instance(record) = view.content { record.fields[name] } else { nil }
        default: nil
        }
    }

    func lookup(name: String, at node: some SyntaxProtocol, _ scope: Scope) throws -> Value {
        if let box = scope.lookup(name) { return box.value }
        if let context = scope.selfContext {
            if let instance = context.instance, let value = try implicitSelfMember(name, of: instance, at: node, scope) { return value }
            if let type = context.type ?? scope.typeContext {
                if let value = try staticProperty(name, of: type, at: node) { return value }
                if let methods = staticMethods(named: name, of: type) {
                    return .function(Function(.declared(methods[0], Scope(parent: globalScope, selfContext: SelfContext(type: type, instance: nil)))))
                }
            }
        } else if let type = scope.typeContext, let value = try staticProperty(name, of: type, at: node) {
            return value
        }
        if let box = try global(name, at: node) { return box.value }
        if let computed = program.globalComputed[name] {
            return try computedValue(computed, selfContext: nil, at: node)
        }
        if let functions = program.functions[name] {
            return .function(Function(.declared(functions[0], globalScope), isViewBuilder: functions[0].isViewBuilder))
        }
        if let type = userType(named: name, from: scope.typeContext) { return .type(TypeValue(kind: .user(type))) }
        if let bridge = Bridges.named(name) { return .type(TypeValue(kind: .builtin(bridge))) }
        if let overloads = Builtins.functions[name] {
            return .function(Function(.builtin(name: name, parameters: overloads[0].parameters) { [unowned self] values, node in
                try self.call(overloads, evaluated: values.map { Argument(label: nil, value: $0, node: node) }, callName: name, at: node, scope)
            }))
        }
        if name == DeclarationCollector.inspectorTypeName { return .type(TypeValue(kind: .opaque(name))) }
        if OperatorFolding.precedence(of: name) != nil {
            // `reduce(0, +)`, `sorted(by: >)`: an operator as a function.
            return .function(Function(.builtin(name: name, parameters: nil) { [unowned self] values, node in
                guard values.count == 2 else { throw LocatedError("the operator '\(name)' takes two values", at: node) }
                return try applyOperator(name, values[0], values[1])
            }))
        }
        var candidates = scope.localNames + program.declaredNames
        if let type = scope.selfContext?.type {
            candidates += type.storedPropertyNames + type.computedProperties.keys + type.methods.keys
        }
        // `SwiftData.Schema`, `SwiftUI.Color`: a framework module's name qualifies the name after it.
        if CompilationConditions.importable.contains(name) || name == "Swift" { return ModuleName(name: name).asValue }
        return try unresolved(name, called: false, at: node, scope)
    }

    /// `name` meaning `self.name` inside a member.
    private func implicitSelfMember(_ name: String, of instance: VariableBox, at node: some SyntaxProtocol, _ scope: Scope) throws -> Value? {
        let value = instance.value
        guard let type = typeDeclaration(of: value) ?? scope.selfContext?.type else {
            // In an extension of a bridged type, `count` is `self.count`.
            if bridge(of: value)?.properties[name] != nil || extensionProperty(named: name, for: value) != nil {
                return try member(of: value, name, at: node, scope)
            }
            return nil
        }
        if try rawField(name, of: value) != nil || computedProperty(named: name, of: type) != nil {
            return try member(of: value, name, at: node, scope)
        }
        if let methods = instanceMethods(named: name, of: type) {
            return .function(Function(.declared(methods[0], Scope(parent: globalScope, selfContext: SelfContext(type: type, instance: instance)))))
        }
        // `_name`: a wrapper's storage.
        if name.hasPrefix("_"), let storage = try rawField(String(name.dropFirst()), of: value) { return storage }
        return nil
    }

    // MARK: Member access

    func memberAccess(_ member: MemberAccessExprSyntax, _ scope: Scope, expected: TypeRef?) throws -> Value {
        let name = member.declName.baseName.text
        guard let base = member.base else {
            return try implicitMember(name, at: member, scope, expected: expected)
        }
        if let type = try typeNamed(by: base, scope) {
            return try staticMember(of: type, name, at: member.declName, scope)
        }
        // `self.$username`: a wrapper's projection, as `$username` is (checkin's Login, SwiftUI Lab's SquareFixerView).
        if name.hasPrefix("$"), base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return try projection(of: String(name.dropFirst()), at: member.declName, scope, ofSelf: true)
        }
        let receiver = try evalChain(base, scope, expected: base.is(MemberAccessExprSyntax.self) && Self.isImplicit(base) ? expected : nil)
        return try self.member(of: receiver, name, at: member.declName, scope)
    }

    private static func isImplicit(_ expression: ExprSyntax) -> Bool {
        var current = expression
        while true {
            if let member = current.as(MemberAccessExprSyntax.self) {
                guard let base = member.base else { return true }
                current = base
            } else if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else {
                return false
            }
        }
    }

    private func implicitMember(_ name: String, at node: MemberAccessExprSyntax, _ scope: Scope, expected: TypeRef?) throws -> Value {
        if let expected {
            switch resolve(expected, in: scope).nonOptional {
            case let .builtin(bridge) where bridge.constants[name] != nil: return try bridge.constants[name]!(self)
            case let .builtin(bridge) where extensionType(of: bridge)?.staticProperties[name] != nil
                || extensionType(of: bridge)?.staticComputedProperties[name] != nil:
                return try resolve(ImplicitMember(name: name, arguments: nil, node: Syntax(node)), in: bridge, scope)
            case let .user(type):
                return try resolve(ImplicitMember(name: name, arguments: nil, node: Syntax(node)), in: type, scope)
            default: break
            }
        }
        return .implicitMember(ImplicitMember(name: name, arguments: nil, node: Syntax(node)))
    }

    /// `value.name`.
    func member(of value: Value, _ name: String, at node: some SyntaxProtocol, _ scope: Scope) throws -> Value {
        switch value {
        case .native(is ModuleName):
            return try lookup(name: name, at: node, globalScope)
        case let .type(type):
            return try staticMember(of: type, name, at: node, scope)
        case let .array(elements) where name == "self" && elements.count == 1 && elements[0].isType:
            // `[Post].self` (`decode([Post].self, from:)`): the array type, written as a literal of its element type.
            return value
        case let .record(record):
            if let field = record.fields[name] { return try read(field: field, of: record.type, named: name) }
            return try instanceMember(name, of: value, type: record.type, at: node)
        case let .object(object):
            if let field = object.fields[name] { return try read(field: field, of: object.type, named: name) }
            return try instanceMember(name, of: value, type: object.type, at: node)
        case let .enumCase(enumCase):
            if name == "rawValue", let raw = try rawValue(of: enumCase) { return raw }
            return try instanceMember(name, of: value, type: enumCase.type, at: node)
        case let .binding(binding):
            switch name {
            case "wrappedValue": return try read(binding.place, at: node, scope)
            case "projectedValue": return value
            default: return .binding(BindingValue(place: .member(binding.place, name)))
            }
        case let .some(inner):
            return try member(of: inner, name, at: node, scope)
        case .none:
            if name == "none" { return .none }
            throw LocatedError("value of optional type is nil here; use '?.' to access '\(name)'", at: node)
        case let .tuple(tuple):
            if let index = tuple.index(of: name) { return tuple.elements[index] }
        case let .view(view):
            if case let .instance(record) = view.content {
                return try member(of: .record(record), name, at: node, scope)
            }
            if ModifierCatalog.kind(of: name) != nil {
                throw LocatedError("the modifier '\(name)' is named but not called", at: node, hints: ["call it with its arguments: .\(name)(…)"])
            }
        case let .implicitMember(implicit):
            if let color = Color.bridge.constants[implicit.name], implicit.arguments == nil {
                return try member(of: try color(self), name, at: node, scope)
            }
            // `.zero` before its type is known (`reduce(.zero) { $0.width … }`): the first
            // bridged type with that constant and this property.
            if implicit.arguments == nil,
               let owner = Bridges.all.first(where: { $0.constants[implicit.name] != nil && $0.properties[name] != nil }),
               let constant = owner.constants[implicit.name] {
                return try member(of: try constant(self), name, at: node, scope)
            }
        default:
            break
        }
        if let bridge = bridge(of: value) {
            if let property = bridge.properties[name] { return try property(value) }
            if let method = bridge.methods[name]?.first {
                // A method named without a call: a function bound to the value.
                return .function(Function(.builtin(name: name, parameters: method.parameters) { [unowned self] values, node in
                    var receiver = value
                    let bound = Arguments(self, values: [:], call: node, callName: name, scope: scope)
                    for (parameter, argument) in zip(method.parameters, values) { bound.set(parameter.name, argument, node: node) }
                    return try method.call(&receiver, bound)
                }))
            }
        }
        if let computed = extensionProperty(named: name, for: value) {
            return try computedValue(computed, selfContext: SelfContext(type: nil, instance: VariableBox(value, isMutable: false)), at: node)
        }
        if let dynamic = bridge(of: value)?.dynamicMember { return try dynamic(self, value, name, nil) }
        throw LocatedError("a value of type \(value.typeName) has no member '\(name)'", at: node,
                           hints: Suggestions.hint(for: name, in: memberNames(of: value)))
    }

    /// A stored field as code reads it: through a wrapper's storage when it has one.
    private func read(field: Value, of type: TypeDeclaration, named name: String) throws -> Value {
        if case let .binding(binding) = field, type.storedProperty(name)?.wrapper?.hasStorage == true {
            return try read(binding.place, at: type.nameNode, globalScope)
        }
        return field
    }

    /// A computed property or method of a type from the file, its extensions or its protocols'.
    private func instanceMember(_ name: String, of value: Value, type: TypeDeclaration, at node: some SyntaxProtocol) throws -> Value {
        if let computed = computedProperty(named: name, of: type) {
            return try computedValue(computed, selfContext: SelfContext(type: type, instance: VariableBox(value, isMutable: false)), at: node)
        }
        if let methods = instanceMethods(named: name, of: type) {
            let context = SelfContext(type: type, instance: VariableBox(value, isMutable: false))
            return .function(Function(.declared(methods[0], Scope(parent: globalScope, selfContext: context))))
        }
        if name == "id", conforms(type, to: "Identifiable") == false, case .object = value {
            return .native(ObjectIdentity(value))
        }
        if name == "hashValue" { return .int(try HashKey(value).hashValue) }
        throw LocatedError("'\(type.qualifiedName)' has no member '\(name)'", at: node,
                           hints: Suggestions.hint(for: name, in: memberNames(of: value)))
    }

    func computedValue(_ property: ComputedProperty, selfContext: SelfContext?, at node: some SyntaxProtocol) throws -> Value {
        try nested(at: node) {
            let scope = Scope(parent: globalScope, selfContext: selfContext)
            let value = try evaluateBody(property.getter, scope, builder: property.isViewBuilder || Self.isView(property.type),
                                         expected: property.type)
            return try coerce(value, to: property.type, in: scope, at: property.node)
        }
    }

    func memberNames(of value: Value) -> [String] {
        var names: [String] = []
        if let type = typeDeclaration(of: value) {
            names += type.storedPropertyNames + type.computedProperties.keys + type.methods.keys
        }
        if let bridge = bridge(of: value) { names += Array(bridge.properties.keys) + Array(bridge.methods.keys) }
        return names
    }

    // MARK: Static members

    /// `Type.name`: a constant, a static property, an enum case, a nested type, `Type.self`.
    func staticMember(of type: TypeValue, _ name: String, at node: some SyntaxProtocol, _ scope: Scope) throws -> Value {
        if name == "self" {
            var metatype = type
            metatype.isMetatype = true
            return .type(metatype)
        }
        switch type.kind {
        case let .user(declaration):
            if name == "init" {
                return .function(Function(.builtin(name: declaration.name, parameters: nil) { [unowned self] values, node in
                    try instantiate(declaration, evaluated: referenceArguments(of: declaration, values, at: node), at: node, scope)
                }))
            }
            if let value = try staticProperty(name, of: declaration, at: node) { return value }
            if let methods = staticMethods(named: name, of: declaration) {
                return .function(Function(.declared(methods[0], Scope(parent: globalScope, selfContext: SelfContext(type: declaration, instance: nil)))))
            }
            if let caseDeclaration = declaration.enumCase(name) {
                return .function(Function(.builtin(name: name, parameters: nil) { [unowned self] values, node in
                    try enumCase(caseDeclaration, of: declaration, evaluated: values.map { Argument(label: nil, value: $0, node: node) }, at: node, scope)
                }))
            }
            if let alias = try typeAlias(name, of: declaration, at: node) { return alias }
            throw LocatedError("type '\(declaration.qualifiedName)' has no member '\(name)'", at: node,
                               hints: Suggestions.hint(for: name, in: staticMemberNames(of: declaration)))
        case let .builtin(bridge):
            if let constant = bridge.constants[name] { return try constant(self) }
            if let nested = bridge.nested[name] { return .type(TypeValue(kind: .builtin(nested))) }
            if let extensionType = program.extensions[bridge.name] ?? bridge.aliases.lazy.compactMap({ self.program.extensions[$0] }).first,
               let value = try staticProperty(name, of: extensionType, at: node) {
                return value
            }
            if let overloads = bridge.functions[name] {
                return .function(Function(.builtin(name: name, parameters: overloads[0].parameters) { [unowned self] values, node in
                    try call(overloads, evaluated: values.map { Argument(label: nil, value: $0, node: node) }, callName: name, at: node, scope)
                }))
            }
            if let dynamic = bridge.dynamicMember { return try dynamic(self, nil, name, nil) }
            throw LocatedError("type '\(bridge.name)' has no member '\(name)' LayoutLab models", at: node,
                               hints: Suggestions.hint(for: name, in: Array(bridge.constants.keys) + bridge.functions.keys + bridge.nested.keys)
                                + [LocatedError.pasteExtensionHint(bridge.name)])
        case let .opaque(typeName):
            throw LocatedError("'\(typeName)' is not a type LayoutLab models", at: node)
        }
    }

    /// `Game.Card`: a type alias the type declares (`typealias Card = PlayingCard`, or a generic type's member,
    /// CS193p's `MemoryGame<String>.Card`), as a type.
    func typeAlias(_ name: String, of type: TypeDeclaration, at node: some SyntaxProtocol) throws -> Value? {
        guard let alias = type.typeAliases[name] else { return nil }
        return try typeValue(alias, Scope(parent: globalScope, typeContext: type), at: node)
    }

    /// A static stored or computed property of a type (its extensions' included), an enum case
    /// without associated values, `allCases`; nil when the type has none by that name.
    func staticProperty(_ name: String, of type: TypeDeclaration, at node: some SyntaxProtocol) throws -> Value? {
        if let box = type.staticValues[name] { return box.value }
        let context = SelfContext(type: type, instance: nil)
        if let property = type.staticProperties[name] {
            let value = try once("static \(type.qualifiedName).\(name)", at: node) {
                guard let initializer = property.initializer else { return .none }
                return try evaluate(initializer, as: property.type, in: Scope(parent: globalScope, selfContext: context))
            }
            type.staticValues[name] = VariableBox(value, isMutable: !property.isLet)
            return value
        }
        if let computed = type.staticComputedProperties[name] {
            return try computedValue(computed, selfContext: context, at: node)
        }
        if let caseDeclaration = type.enumCase(name), caseDeclaration.associatedValues.isEmpty {
            return .enumCase(EnumCase(type: type, name: name, associated: [], labels: []))
        }
        if name == "allCases", type.kind == .enum {
            return .array(type.enumCases.filter(\.associatedValues.isEmpty).map {
                .enumCase(EnumCase(type: type, name: $0.name, associated: [], labels: []))
            })
        }
        if let nested = type.nestedTypes[name] { return .type(TypeValue(kind: .user(nested))) }
        for protocolName in type.inherited {
            if let extensionType = program.extensions[protocolName], extensionType !== type,
               let value = try staticProperty(name, of: extensionType, at: node) {
                return value
            }
        }
        return nil
    }

    func staticMethods(named name: String, of type: TypeDeclaration) -> [FunctionDeclaration]? {
        if let methods = type.staticMethods[name] { return methods }
        for protocolName in type.inherited {
            if let methods = program.extensions[protocolName]?.staticMethods[name] { return methods }
            if let declared = userType(named: protocolName, from: type.parent), declared !== type, let methods = declared.staticMethods[name] {
                return methods
            }
        }
        return nil
    }

    func staticMemberNames(of type: TypeDeclaration) -> [String] {
        Array(type.staticProperties.keys) + type.staticComputedProperties.keys + type.staticMethods.keys + type.enumCases.map(\.name)
            + type.nestedTypes.keys
    }

    // MARK: Instance members through types, superclasses and protocols

    /// The types whose members an instance of `type` has: itself, its superclasses, the
    /// protocols it conforms to (their extensions' default implementations), and `View` for views.
    private func memberSources(of type: TypeDeclaration) -> [TypeDeclaration] {
        var sources: [TypeDeclaration] = []
        var seen: Set<ObjectIdentifier> = []
        var pending: [TypeDeclaration] = [type]
        while !pending.isEmpty {
            let current = pending.removeFirst()
            guard seen.insert(ObjectIdentifier(current)).inserted else { continue }
            sources.append(current)
            for name in current.inherited {
                if let declared = userType(named: name, from: current.parent) { pending.append(declared) }
                if let extensionType = program.extensions[name] { pending.append(extensionType) }
            }
        }
        return sources
    }

    func instanceMethods(named name: String, of type: TypeDeclaration) -> [FunctionDeclaration]? {
        memberSources(of: type).lazy.compactMap { $0.methods[name] }.first
    }

    func computedProperty(named name: String, of type: TypeDeclaration) -> ComputedProperty? {
        memberSources(of: type).lazy.compactMap { $0.computedProperties[name] }.first
    }

    // MARK: Bridged values

    /// The bridge that handles a value: its type's, or the standard library's for numbers,
    /// strings, collections and optionals.
    func bridge(of value: Value) -> TypeBridge? {
        switch value {
        case .int: Int.bridge
        case .double: Double.bridge
        case .string: String.bridge
        case .bool: Bool.bridge
        case .array: Bridges.array
        case .dictionary: Bridges.dictionary
        case .set: Bridges.set
        case .range: Bridges.range
        case .some, .none: Bridges.optional
        case let .native(native): type(of: native).bridge
        case let .view(view): ViewBridges.bridge(of: view)
        default: nil
        }
    }

    /// The names of the extensions that apply to a value of a bridged type: its type's and
    /// the protocols it conforms to in Swift (`Collection` for arrays, `View` for views, …).
    private func extensionNames(for value: Value) -> [String] {
        switch value {
        case .int: ["Int", "BinaryInteger", "Numeric", "Comparable", "Hashable"]
        case .double: ["Double", "CGFloat", "BinaryFloatingPoint", "FloatingPoint", "Numeric", "Comparable", "Hashable"]
        case .string: ["String", "StringProtocol", "Comparable", "Hashable"]
        case .bool: ["Bool"]
        case .array: ["Array", "Collection", "Sequence", "RandomAccessCollection", "BidirectionalCollection", "MutableCollection"]
        case .dictionary: ["Dictionary", "Collection", "Sequence"]
        case .set: ["Set", "Collection", "Sequence", "SetAlgebra"]
        case .some, .none: ["Optional"]
        case let .view(view): ViewBridges.extensionNames(of: view)
        case let .native(native): type(of: native).bridge.names + ["Hashable", "Equatable"]
        default: []
        }
    }

    func extensionMethods(named name: String, for value: Value) -> [FunctionDeclaration]? {
        extensionMember(for: value) { $0.methods[name] }
    }

    func extensionProperty(named name: String, for value: Value) -> ComputedProperty? {
        extensionMember(for: value) { $0.computedProperties[name] }
    }

    /// The member of the first extension of the value's types that has it. Most members are no
    /// extension's: the value's type names (a Shape's from reflection) are worked out only when
    /// some extension has the member.
    private func extensionMember<Member>(for value: Value, _ member: (TypeDeclaration) -> Member?) -> Member? {
        guard program.extensions.values.contains(where: { member($0) != nil }) else { return nil }
        for name in extensionNames(for: value) {
            if let found = program.extensions[name].flatMap(member) { return found }
        }
        return nil
    }

    /// The raw value of an enum case: declared, or implied (the case name for String raw
    /// values, counting up from the previous one for Int).
    func rawValue(of value: EnumCase) throws -> Value? {
        guard let rawType = value.type.rawType else { return nil }
        var next = 0
        for declaration in value.type.enumCases {
            var raw: Value
            if let expression = declaration.rawValue {
                raw = try evaluate(expression, as: rawType, in: Scope(parent: globalScope, typeContext: value.type))
                if case let .int(int) = raw { next = int }
            } else if case .named("String", _) = rawType {
                raw = .string(declaration.name)
            } else {
                raw = .int(next)
            }
            if case .named("Double", _) = rawType, case let .int(int) = raw { raw = .double(Double(int)) }
            if case .named("CGFloat", _) = rawType, case let .int(int) = raw { raw = .double(Double(int)) }
            if declaration.name == value.name { return raw }
            next += 1
        }
        return nil
    }
}

/// The identity of a class instance (`ObjectIdentifier`), as `id` of an object that has none.
struct ObjectIdentity: Bridged, Hashable {
    let id: ObjectIdentifier

    init(_ value: Value) {
        if case let .object(object) = value { id = ObjectIdentifier(object) } else { id = ObjectIdentifier(VariableBox.self) }
    }

    static let bridge = TypeBridge("ObjectIdentifier")
}

extension Value {
    /// Values only custom layout code handles (subviews, proposals).
    var isLayoutValue: Bool {
        switch self {
        case .native(is LayoutSubview), .native(is LayoutSubviews), .native(is ProposedViewSize): true
        default: false
        }
    }
}

import Foundation
import LayoutLab
import SwiftSyntax

extension Interpreter {
    // MARK: Resolving names

    /// A type with its names resolved as seen from `scope`: generic parameters, nested types,
    /// type aliases, the file's types and the bridged types. Names that stay unknown stay
    /// `.named` and hold any value.
    func resolve(_ type: TypeRef, in scope: Scope) -> TypeRef {
        switch type {
        case let .named(name, arguments): resolveName(name, arguments: arguments, in: scope)
        case let .bridged(type): .builtin(type.bridge)
        case let .optional(wrapped): .optional(resolve(wrapped, in: scope))
        case let .array(element): .array(resolve(element, in: scope))
        case let .dictionary(key, value): .dictionary(resolve(key, in: scope), resolve(value, in: scope))
        case let .tuple(elements, labels): .tuple(elements.map { resolve($0, in: scope) }, labels: labels)
        case let .function(parameters, result, builder):
            .function(parameters: parameters.map { resolve($0, in: scope) }, result: resolve(result, in: scope), isViewBuilder: builder)
        default: type
        }
    }

    private func resolveName(_ name: String, arguments: [TypeRef], in scope: Scope) -> TypeRef {
        if name == "Self", let context = scope.typeContext { return .user(context) }
        var context = scope.typeContext
        while let type = context {
            if let constraint = type.genericParameters[name] { return constraint }
            if let nested = type.nestedTypes[name] { return .user(nested) }
            if let alias = type.typeAliases[name] { return resolve(alias, in: scope) }
            context = type.parent
        }
        if let type = userType(named: name, from: scope.typeContext) { return .user(type) }
        if let alias = program.typeAliases[name] { return resolve(alias, in: scope) }
        if let bridge = Bridges.named(name) {
            if bridge === Bridges.set, let element = arguments.first { return .named("Set", arguments: [resolve(element, in: scope)]) }
            return .builtin(bridge)
        }
        if ViewBridges.isViewTypeName(name) { return .view }
        return .named(name, arguments: arguments.map { resolve($0, in: scope) })
    }

    /// A type declared in the file, by simple or dotted name (`Row`, `FlowLayout.Row`), as seen
    /// from inside `context`.
    func userType(named name: String, from context: TypeDeclaration?) -> TypeDeclaration? {
        // Most names have no dot: no array of parts for them (a lookup per member call).
        let parts = name.contains(".") ? name.split(separator: ".").map(String.init) : [name]
        guard let first = parts.first else { return nil }
        var found: TypeDeclaration?
        var outer = context
        while let type = outer, found == nil {
            // An extension of a bridged type (`extension Font`) is not the type itself.
            if type.name == first, type.kind != .extension { found = type } else { found = type.nestedTypes[first] }
            outer = type.parent
        }
        found = found ?? program.types[first]
        for part in parts.dropFirst() {
            found = found?.nestedTypes[part]
        }
        return found
    }

    func prefersFloatingLiterals(_ type: TypeRef, in scope: Scope) -> Bool {
        switch resolve(type, in: scope) {
        case let .builtin(bridge): bridge.prefersFloatingLiterals
        case let .optional(wrapped): prefersFloatingLiterals(wrapped, in: scope)
        default: false
        }
    }

    // MARK: Converting values to declared types

    /// A value bound to a declared type (a parameter, a property, a constant): numbers take the
    /// type's form, implicit members resolve against it, views become views. Values of types
    /// LayoutLab does not know pass unchanged.
    func coerce(_ value: Value, to type: TypeRef, in scope: Scope, at node: some SyntaxProtocol) throws -> Value {
        try LocatedError.locating(at: node) { try coerceResolved(value, to: resolve(type, in: scope), scope, at: Syntax(node)) }
    }

    private func coerceResolved(_ value: Value, to type: TypeRef, _ scope: Scope, at node: Syntax) throws -> Value {
        switch type {
        case .any, .named:
            if case let .named(name, arguments) = type, name == "Set", let element = arguments.first, case let .array(items) = value {
                return .set(try SetValue(items.map { try coerceResolved($0, to: element, scope, at: node) }))
            }
            // `.sample(id: 1)` for a property of a type from elsewhere in the project: the
            // member can only be looked up in a type the file declares or LayoutLab models, so
            // the type is what is missing, not the member asked of it later.
            if case let .named(name, _) = type, case let .implicitMember(member) = value {
                throw LocatedError(MissingNames.unknownTypeMessage(name), at: member.node, hints: [
                    "'.\(member.name)' is a member of '\(name)', which the file does not declare: "
                        + "paste its declaration into the file",
                ])
            }
            return value
        case let .optional(wrapped):
            switch value {
            case .none: return .none
            case let .some(inner): return .some(try coerceResolved(inner, to: wrapped, scope, at: node))
            case let .implicitMember(member) where member.name == "none" && member.arguments == nil: return .none
            case let .implicitMember(member) where member.name == "some" && member.arguments?.count == 1:
                return .some(try coerceResolved(member.arguments![0].value, to: wrapped, scope, at: node))
            default: return .some(try coerceResolved(value, to: wrapped, scope, at: node))
            }
        case let .array(element):
            guard case let .array(items) = value.unwrapped else { break }
            try checkElements(items.count, at: node)
            return .array(try items.map { try coerceResolved($0, to: element, scope, at: node) })
        case let .dictionary(keyType, valueType):
            guard case let .dictionary(dictionary) = value.unwrapped else { break }
            return .dictionary(try DictionaryValue(dictionary.pairs.map {
                (try coerceResolved($0.key, to: keyType, scope, at: node), try coerceResolved($0.value, to: valueType, scope, at: node))
            }))
        case let .tuple(elements, labels):
            if elements.isEmpty, case .void = value { return value }
            guard case let .tuple(tuple) = value.unwrapped, tuple.elements.count == elements.count else { break }
            return .tuple(TupleValue(try zip(tuple.elements, elements).map { try coerceResolved($0, to: $1, scope, at: node) },
                                     labels: zip(labels, tuple.labels).map { $0 ?? $1 }))
        case let .function(parameters, result, builder):
            if case let .keyPath(path) = value.unwrapped {
                // `\.title` where a function is expected: reads the path from its argument.
                return .function(Function(.builtin(name: "\\." + path.components.joined(separator: "."), parameters: nil) { [unowned self] values, node in
                    try path.components.reduce(values.first ?? .none) { try self.member(of: $0, $1, at: node, scope) }
                }))
            }
            guard case let .function(function) = value.unwrapped else { break }
            let typed = function.given(as: parameters, result: result)
            return .function(builder ? typed.asViewBuilder() : typed)
        case .view:
            return .view(try viewValue(value, at: node))
        case let .user(declaration):
            return try coerce(value, toUserType: declaration, scope, at: node)
        case let .bridged(type):
            return try coerceResolved(value, to: .builtin(type.bridge), scope, at: node)
        case let .builtin(bridge):
            if bridge.contains(value) { return value.unwrapped }
            var value = value
            if case let .array(items) = value.unwrapped, bridge.conversion != nil {
                // `[.top, .leading]` for an option set (Edge.Set, Axis.Set): its members are the set's own constants.
                value = .array(try items.map { item in
                    guard case let .implicitMember(member) = item, member.arguments == nil, bridge.constants[member.name] != nil else { return item }
                    return try resolve(member, in: bridge, scope)
                })
            }
            if let converted = try bridge.conversion?(value.unwrapped) { return converted }
            if case let .implicitMember(member) = value { return try resolve(member, in: bridge, scope) }
        }
        throw RuntimeError("cannot convert a value of type \(value.typeName) to \(type.description)")
    }

    private func coerce(_ value: Value, toUserType type: TypeDeclaration, _ scope: Scope, at node: Syntax) throws -> Value {
        switch value.unwrapped {
        case let .record(record) where record.type === type: return value.unwrapped
        case let .object(object) where isSubclass(object.type, of: type): return value.unwrapped
        case let .enumCase(enumCase) where enumCase.type === type: return value.unwrapped
        case let .implicitMember(member): return try resolve(member, in: type, scope)
        default:
            if type.kind == .protocol { return value }
            if case .view = value.unwrapped, conforms(type, to: "View") { return value }
        }
        throw RuntimeError("cannot convert a value of type \(value.typeName) to \(type.qualifiedName)")
    }

    /// `.name`, `.name(…)`, `.init(…)` as a member of a bridged type.
    func resolve(_ member: ImplicitMember, in bridge: TypeBridge, _ scope: Scope) throws -> Value {
        if let arguments = member.arguments {
            if bridge.functions[member.name] == nil, let extensionType = extensionType(of: bridge),
               let methods = extensionType.staticMethods[member.name] {
                return try callDeclared(methods, evaluated: arguments, selfContext: SelfContext(type: nil, instance: nil), at: member.node)
            }
            if bridge.functions[member.name] == nil, let dynamic = bridge.dynamicMember { return try dynamic(self, nil, member.name, arguments) }
            guard let overloads = bridge.functions[member.name] else {
                throw LocatedError("type '\(bridge.name)' has no member '\(member.name)(…)'", at: member.node,
                                   hints: Suggestions.hint(for: member.name, in: bridge.functions.keys))
            }
            return try call(overloads, evaluated: arguments, callName: "\(bridge.name).\(member.name)", at: member.node, scope)
        }
        if let constant = bridge.constants[member.name] { return try constant(self) }
        if let extensionType = extensionType(of: bridge), let value = try staticProperty(member.name, of: extensionType, at: member.node) {
            return value
        }
        if let overloads = bridge.functions[member.name] {
            // A static function named without a call: `.map(Font.system)` is rare; `.fixed`
            // without arguments is a mistake.
            return .function(Function(.builtin(name: member.name, parameters: overloads.first?.parameters) { [unowned self] values, node in
                try call(overloads, evaluated: values.map { Argument(label: nil, value: $0, node: node) }, callName: member.name, at: node, scope)
            }))
        }
        if let dynamic = bridge.dynamicMember { return try dynamic(self, nil, member.name, member.arguments) }
        throw LocatedError("type '\(bridge.name)' has no member '\(member.name)'", at: member.node,
                           hints: Suggestions.hint(for: member.name, in: Array(bridge.constants.keys) + bridge.functions.keys)
                            + [LocatedError.pasteExtensionHint(bridge.name)])
    }

    /// The file's extension of a bridged type (`extension Color { static let brand = … }`).
    func extensionType(of bridge: TypeBridge) -> TypeDeclaration? {
        bridge.names.lazy.compactMap { self.program.extensions[$0] }.first
    }

    /// `.name`, `.name(…)`, `.init(…)` as a member of a type from the file: an enum case, a
    /// static property or method, an initialiser.
    func resolve(_ member: ImplicitMember, in type: TypeDeclaration, _ scope: Scope) throws -> Value {
        let arguments = member.arguments
        if member.name == "init" {
            return try instantiate(type, evaluated: arguments ?? [], at: member.node, scope)
        }
        if let declaration = type.enumCase(member.name) {
            return try enumCase(declaration, of: type, evaluated: arguments ?? [], at: member.node, scope)
        }
        if let arguments {
            guard let methods = staticMethods(named: member.name, of: type) else {
                throw LocatedError("type '\(type.qualifiedName)' has no member '\(member.name)(…)'", at: member.node,
                                   hints: Suggestions.hint(for: member.name, in: staticMemberNames(of: type)))
            }
            return try callDeclared(methods, evaluated: arguments, selfContext: SelfContext(type: type, instance: nil), at: member.node)
        }
        if let value = try staticProperty(member.name, of: type, at: member.node) { return value }
        throw LocatedError("type '\(type.qualifiedName)' has no member '\(member.name)'", at: member.node,
                           hints: Suggestions.hint(for: member.name, in: staticMemberNames(of: type)))
    }

    // MARK: Casts

    /// `value as T`, `as? T`, `as! T`.
    func castValue(_ value: Value, _ mark: TokenKind?, to typeSyntax: TypeSyntax, _ scope: Scope, at node: some SyntaxProtocol) throws -> Value {
        let type = TypeRef(typeSyntax)
        switch mark {
        case .postfixQuestionMark?:
            guard !value.isNil, try isInstance(value, of: typeSyntax, scope) else { return .none }
            return .some(try coerce(value.unwrapped, to: type, in: scope, at: node))
        case .exclamationMark?:
            guard !value.isNil, try isInstance(value, of: typeSyntax, scope) else {
                throw LocatedError("could not cast a value of type \(value.typeName) to \(typeSyntax.trimmedDescription)", at: node)
            }
            return try coerce(value.unwrapped, to: type, in: scope, at: node)
        default:
            return try coerce(value, to: type, in: scope, at: node)
        }
    }

    func isInstance(_ value: Value, of typeSyntax: TypeSyntax, _ scope: Scope) throws -> Bool {
        isInstance(value, of: resolve(TypeRef(typeSyntax), in: scope), name: typeSyntax.trimmedDescription)
    }

    private func isInstance(_ value: Value, of type: TypeRef, name: String) -> Bool {
        switch type {
        case .any: return true
        case let .optional(wrapped): return value.isNil || isInstance(value.unwrapped, of: wrapped, name: name)
        case let .array(element):
            guard case let .array(items) = value.unwrapped else { return false }
            return items.allSatisfy { isInstance($0, of: element, name: name) }
        case .view:
            switch value.unwrapped {
            case .view: return true
            case let .record(record): return conforms(record.type, to: "View")
            default: return false
            }
        case let .user(declaration):
            switch value.unwrapped {
            case let .record(record): return record.type === declaration || conforms(record.type, to: declaration.name)
            case let .object(object): return isSubclass(object.type, of: declaration) || conforms(object.type, to: declaration.name)
            case let .enumCase(enumCase): return enumCase.type === declaration || conforms(enumCase.type, to: declaration.name)
            default: return false
            }
        case let .builtin(bridge):
            if bridge.contains(value) { return true }
            switch value.unwrapped {
            case .int: return bridge === Int.bridge
            case .double: return bridge === Double.bridge || bridge === CGFloat.bridge
            default: return false
            }
        case .named:
            // A protocol from a framework: the file's types that declare it conform.
            switch value.unwrapped {
            case let .record(record): return conforms(record.type, to: name)
            case let .object(object): return conforms(object.type, to: name)
            case let .enumCase(enumCase): return conforms(enumCase.type, to: name)
            default: return false
            }
        default:
            return false
        }
    }

    /// Whether a type from the file conforms to a protocol by name, directly, through a
    /// protocol it conforms to, or through its superclass.
    func conforms(_ type: TypeDeclaration, to protocolName: String) -> Bool {
        var seen: Set<String> = []
        var pending = type.inherited
        while let name = pending.popLast() {
            if name == protocolName { return true }
            guard seen.insert(name).inserted else { continue }
            if let declared = userType(named: name, from: type.parent) {
                pending += declared.inherited
            }
        }
        return false
    }

    func isSubclass(_ type: TypeDeclaration, of ancestor: TypeDeclaration) -> Bool {
        var current: TypeDeclaration? = type
        while let candidate = current {
            if candidate === ancestor { return true }
            current = candidate.inherited.first.flatMap { userType(named: $0, from: candidate.parent) }
            if current?.kind != .class { return false }
        }
        return false
    }

    /// A type written as a value: `Int.self`, `MyKey.self`, `[String].self`.
    func typeValue(_ type: TypeRef, _ scope: Scope, at node: some SyntaxProtocol) throws -> Value {
        switch resolve(type, in: scope) {
        case let .user(declaration): return .type(TypeValue(kind: .user(declaration)))
        case let .builtin(bridge): return .type(TypeValue(kind: .builtin(bridge)))
        default: return .type(TypeValue(kind: .opaque(type.description)))
        }
    }
}

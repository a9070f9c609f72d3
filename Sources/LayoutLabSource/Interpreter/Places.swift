import Foundation
import LayoutLab
import SwiftSyntax

extension Interpreter {
    /// Where an expression's value lives, when the expression names storage (a variable, a
    /// property, an element, `self`); nil for other expressions (a call's result).
    func place(of expression: ExprSyntax, _ scope: Scope) throws -> Place? {
        switch expression.as(ExprSyntaxEnum.self) {
        case let .declReferenceExpr(reference):
            let name = reference.baseName.text
            if reference.baseName.tokenKind == .keyword(.self) { return scope.selfContext?.instance.map { .variable($0) } }
            if let box = scope.lookup(name) { return .variable(box) }
            if let context = scope.selfContext, let instance = context.instance, let type = context.type ?? typeDeclaration(of: instance.value) {
                if type.storedProperty(name) != nil || computedProperty(named: name, of: type)?.setter != nil {
                    return .member(.variable(instance), name)
                }
                if name.hasPrefix("_"), type.storedProperty(String(name.dropFirst()))?.wrapper != nil {
                    return .member(.variable(instance), name)
                }
            }
            if let context = scope.selfContext, let type = context.type ?? scope.typeContext, type.staticProperties[name] != nil {
                _ = try staticProperty(name, of: type, at: reference)
                return type.staticValues[name].map { .variable($0) }
            }
            if let box = try global(name, at: reference) { return .variable(box) }
            return nil
        case let .memberAccessExpr(member):
            guard let base = member.base else { return nil }
            let name = member.declName.baseName.text
            if let type = try typeNamed(by: base, scope) {
                if case let .user(declaration) = type.kind, declaration.staticProperties[name] != nil {
                    _ = try staticProperty(name, of: declaration, at: member)
                    return declaration.staticValues[name].map { .variable($0) }
                }
                return nil
            }
            let basePlace = try place(of: base, scope) ?? .constant(try evalChain(base, scope))
            return .member(basePlace, name)
        case let .subscriptCallExpr(subscriptCall):
            let base = try place(of: subscriptCall.calledExpression, scope) ?? .constant(try evalChain(subscriptCall.calledExpression, scope))
            let indices = try subscriptCall.arguments.map { try eval($0.expression, scope) }
            return .element(base, indices, index: subscriptCall.arguments.first.map { Syntax($0.expression) })
        case let .forceUnwrapExpr(unwrap):
            return try place(of: unwrap.expression, scope).map { .unwrapped($0) }
        case let .optionalChainingExpr(chain):
            guard let inner = try place(of: chain.expression, scope) else { return nil }
            if try read(inner, at: chain, scope).isNil { throw OptionalChainShortCircuit() }
            return .unwrapped(inner)
        case let .tupleExpr(tuple) where tuple.elements.count == 1:
            return try place(of: tuple.elements.first!.expression, scope)
        default:
            return nil
        }
    }

    /// The declared type of an assignment's target, when it is a declared property.
    func declaredType(of expression: ExprSyntax, _ scope: Scope) throws -> TypeRef? {
        var name: String?
        if let reference = expression.as(DeclReferenceExprSyntax.self), scope.lookup(reference.baseName.text) == nil {
            name = reference.baseName.text
        } else if let member = expression.as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            name = member.declName.baseName.text
        }
        guard let name else { return nil }
        if let type = scope.selfContext?.type ?? scope.selfContext?.instance.flatMap({ typeDeclaration(of: $0.value) }),
           let property = type.storedProperty(name) {
            return property.type
        }
        return program.globals[name]?.type
    }

    // MARK: Reading

    func read(_ place: Place, at node: some SyntaxProtocol, _ scope: Scope) throws -> Value {
        switch place {
        case let .variable(box): return box.value
        case let .constant(value): return value
        case let .member(base, name):
            let value = try read(base, at: node, scope)
            if name.hasPrefix("_"), let storage = try rawField(String(name.dropFirst()), of: value) { return storage }
            return try member(of: value, name, at: node, scope)
        case let .element(base, indices, index):
            return try element(of: try read(base, at: node, scope), indices, at: index ?? Syntax(node))
        case let .unwrapped(base):
            let value = try read(base, at: node, scope)
            if value.isNil { throw LocatedError("unexpectedly found nil while unwrapping an Optional value", at: node) }
            return value.unwrapped
        case let .accessor(get, _):
            return try get()
        }
    }

    // MARK: Writing

    /// Writes `value` at `place`: value types along the way are copied, changed and written back.
    func write(_ value: Value, to place: Place, at node: some SyntaxProtocol, _ scope: Scope) throws {
        switch place {
        case let .variable(box):
            guard box.isMutable || box.awaitsValue else {
                throw LocatedError("cannot assign to '\(node.trimmedDescription)': it is a 'let' constant", at: node)
            }
            box.awaitsValue = false
            box.value = value
        case .constant:
            return
        case let .member(base, name):
            var container = try read(base, at: node, scope)
            if case let .binding(binding) = container, name == "wrappedValue" {
                try write(value, to: binding.place, at: node, scope)
                return
            }
            if case let .binding(binding) = container {
                try write(value, to: .member(binding.place, name), at: node, scope)
                return
            }
            if case let .object(object) = container.unwrapped {
                try setField(name, of: object.type, value, in: &object.fields, instance: container, at: node, scope)
                return
            }
            if let type = typeDeclaration(of: container), let property = type.storedProperty(name), property.wrapper?.hasStorage == true,
               case let .binding(binding)? = try rawField(name, of: container) {
                // A wrapper's setter is nonmutating (`@State`, `@Binding`): an action in a view's
                // body writes the storage, not the view.
                try write(try coerce(value, to: property.type, in: Scope(parent: globalScope, typeContext: type), at: node), to: binding.place,
                          at: node, scope)
                return
            }
            try setMember(name, of: &container, value, at: node, scope)
            // A bridged class (`DateFormatter`) is changed in place, as a class is: a `let` holding one may set its properties.
            if case let .native(native) = container.unwrapped, type(of: native) is AnyClass { return }
            try write(container, to: base, at: node, scope)
        case let .element(base, indices, _):
            var container = try read(base, at: node, scope)
            try setElement(of: &container, indices, value, at: node)
            try write(container, to: base, at: node, scope)
        case let .unwrapped(base):
            try write(value.asOptional, to: base, at: node, scope)
        case let .accessor(_, set):
            try set(value)
        }
    }

    private func setMember(_ name: String, of container: inout Value, _ value: Value, at node: some SyntaxProtocol, _ scope: Scope) throws {
        switch container {
        case var .record(record):
            try setField(name, of: record.type, value, in: &record.fields, instance: container, at: node, scope)
            container = .record(record)
            return
        case let .some(inner):
            var unwrapped = inner
            try setMember(name, of: &unwrapped, value, at: node, scope)
            container = .some(unwrapped)
            return
        case var .tuple(tuple):
            if let index = tuple.index(of: name) {
                tuple.elements[index] = value
                container = .tuple(tuple)
                return
            }
        case var .view(view):
            if case var .instance(record) = view.content {
                try setField(name, of: record.type, value, in: &record.fields, instance: container, at: node, scope)
                view.content = .instance(record)
                container = .view(view)
                return
            }
        default:
            break
        }
        if let bridge = bridge(of: container), let setter = bridge.setters[name] {
            try setter(&container, try coerceToProperty(value, of: container, name, bridge: bridge, at: node))
            return
        }
        // `synthesizer.delegate = self` on an unresolved value (--placeholders): nothing the run reads changes.
        if UnresolvedValue.extract(container) != nil { return }
        throw LocatedError("cannot assign to property '\(name)' of a value of type \(container.typeName)", at: node)
    }

    /// A new value for a bridged property takes the property's current type (`point.x = 1`).
    private func coerceToProperty(_ value: Value, of container: Value, _ name: String, bridge: TypeBridge, at node: some SyntaxProtocol) throws -> Value {
        if let type = bridge.propertyTypes[name] { return try coerce(value, to: type, in: globalScope, at: node) }
        guard let current = try bridge.properties[name]?(container) else { return value }
        if case .double = current.unwrapped, let number = value.number { return .double(number) }
        return value
    }

    /// Sets a stored property of a record or object (through its wrapper's storage), or calls a
    /// computed property's setter.
    private func setField(
        _ name: String, of type: TypeDeclaration, _ value: Value, in fields: inout [String: Value], instance: Value,
        at node: some SyntaxProtocol, _ scope: Scope
    ) throws {
        if name.hasPrefix("_"), let property = type.storedProperty(String(name.dropFirst())), property.wrapper != nil {
            // `_count = State(initialValue: 3)`: the wrapper itself.
            fields[property.name] = try wrapperStorage(value, for: property)
            return
        }
        if let property = type.storedProperty(name) {
            if property.wrapper?.hasStorage == true, case let .binding(binding)? = fields[name] {
                try write(try coerce(value, to: property.type, in: Scope(parent: globalScope, typeContext: type), at: node), to: binding.place,
                          at: node, scope)
                return
            }
            fields[name] = try coerce(value, to: property.type, in: Scope(parent: globalScope, typeContext: type), at: node)
            return
        }
        if let computed = computedProperty(named: name, of: type), let setter = computed.setter, let body = setter.body {
            let box = VariableBox(instance, isMutable: true)
            let setterScope = Scope(parent: globalScope, selfContext: SelfContext(type: type, instance: box))
            setterScope.declare(setter.parameters?.name.text ?? "newValue", value)
            var ignored: [ViewValue] = []
            _ = try runBlock(body.statements, setterScope, views: &ignored, builder: false)
            if case let .record(record) = box.value { fields = record.fields }
            return
        }
        throw LocatedError("'\(type.qualifiedName)' has no settable property '\(name)'", at: node)
    }

    // MARK: Subscripts

    func `subscript`(_ subscriptCall: SubscriptCallExprSyntax, _ scope: Scope) throws -> Value {
        let base = try evalChain(subscriptCall.calledExpression, scope)
        var indices: [Value] = []
        for argument in subscriptCall.arguments {
            let value = try eval(argument.expression, scope)
            if let label = argument.label?.text {
                indices.append(.tuple(TupleValue([value], labels: [label])))
            } else {
                indices.append(value)
            }
        }
        if let type = typeDeclaration(of: base), !type.subscripts.isEmpty {
            return try callSubscript(type.subscripts, on: base, indices, at: subscriptCall)
        }
        // A bad index is reported at the index.
        return try element(of: base, indices, at: subscriptCall.arguments.first.map { Syntax($0.expression) } ?? Syntax(subscriptCall))
    }

    /// `base[index]` on arrays, dictionaries, strings and bridged values.
    func element(of base: Value, _ indices: [Value], at node: some SyntaxProtocol) throws -> Value {
        let found = try LocatedError.locating(at: node) { () throws -> Value? in
            switch base.unwrapped {
            case let .array(items):
                guard indices.count == 1 else { break }
                if case let .range(range) = indices[0] {
                    let bounds = try sliceBounds(range, count: items.count)
                    return .array(Array(items[bounds]))
                }
                guard case let .int(index) = indices[0] else { throw RuntimeError("an array index must be an Int, not \(indices[0].typeName)") }
                guard items.indices.contains(index) else {
                    throw RuntimeError("index \(index) is out of range: the array has \(items.count) element\(items.count == 1 ? "" : "s")")
                }
                return items[index]
            case let .dictionary(dictionary):
                guard let key = indices.first else { break }
                if indices.count == 2, case let .tuple(labeled) = indices[1], labeled.labels.first == "default" {
                    return try dictionary.value(for: key) ?? labeled.elements[0]
                }
                return .optional(try dictionary.value(for: key))
            case let .native(native):
                if let subscriptable = native as? any BridgedSubscript { return try subscriptable.element(indices, interpreter: self, at: Syntax(node)) }
            case let .record(record):
                if record.type.kind == .extension { break }
            default:
                break
            }
            if let extensionType = extensionNames(forSubscript: base).lazy.compactMap({ self.program.extensions[$0] }).first(where: { !$0.subscripts.isEmpty }) {
                return try callSubscript(extensionType.subscripts, on: base, indices, at: node)
            }
            return nil
        }
        if let found { return found }
        if let unresolved = UnresolvedValue.extract(base) { return UnresolvedValue(name: unresolved.name + "[…]").asValue }
        throw LocatedError("a value of type \(base.typeName) cannot be subscripted", at: node)
    }

    private func extensionNames(forSubscript value: Value) -> [String] {
        switch value.unwrapped {
        case .array: ["Array", "Collection"]
        case .string: ["String"]
        default: []
        }
    }

    private func sliceBounds(_ range: RangeValue, count: Int) throws -> Range<Int> {
        let lower: Int
        if case let .int(value)? = range.lower { lower = value } else { lower = 0 }
        var upper: Int
        // A closed range ending at Int.max is out of bounds either way: no overflow past it.
        if case let .int(value)? = range.upper { upper = range.isClosed && value < .max ? value + 1 : value } else { upper = count }
        if range.upper == nil { upper = count }
        guard lower >= 0, upper <= count, lower <= upper else {
            throw RuntimeError("range \(lower)..<\(upper) is out of bounds: the collection has \(count) elements")
        }
        return lower..<upper
    }

    private func setElement(of container: inout Value, _ indices: [Value], _ value: Value, at node: some SyntaxProtocol) throws {
        switch container {
        case var .array(items):
            guard indices.count == 1, case let .int(index) = indices[0] else {
                throw LocatedError("an array element is set by an Int index", at: node)
            }
            guard items.indices.contains(index) else {
                throw LocatedError("index \(index) is out of range: the array has \(items.count) elements", at: node)
            }
            items[index] = value
            container = .array(items)
        case var .dictionary(dictionary):
            guard let key = indices.first else { return }
            try LocatedError.locating(at: node) { try dictionary.set(key, value.isNil ? nil : value.unwrapped) }
            container = .dictionary(dictionary)
        case var .native(native):
            guard var settable = native as? any BridgedSubscript else { fallthrough }
            try settable.setElement(indices, value)
            native = settable as! any Bridged
            container = .native(native)
        default:
            throw LocatedError("cannot assign through a subscript of a value of type \(container.typeName)", at: node)
        }
    }

    /// A `subscript` declared in the file.
    private func callSubscript(_ subscripts: [SubscriptDeclSyntax], on base: Value, _ indices: [Value], at node: some SyntaxProtocol) throws -> Value {
        for declaration in subscripts {
            let parameters = declaration.parameterClause.parameters
            guard parameters.count == indices.count else { continue }
            let type = typeDeclaration(of: base)
            let scope = Scope(parent: globalScope, selfContext: SelfContext(type: type, instance: VariableBox(base, isMutable: false)))
            for (parameter, value) in zip(parameters, indices) {
                var argument = value
                if case let .tuple(labeled) = value, labeled.elements.count == 1, labeled.labels.first != nil { argument = labeled.elements[0] }
                scope.declare((parameter.secondName ?? parameter.firstName).text, try coerce(argument, to: TypeRef(parameter.type), in: scope, at: node))
            }
            guard let accessors = declaration.accessorBlock, let (getter, _) = DeclarationCollector.accessors(accessors) else { continue }
            let result = try evaluateBody(getter, scope, builder: false, expected: TypeRef(declaration.returnClause.type))
            return try coerce(result, to: TypeRef(declaration.returnClause.type), in: scope, at: node)
        }
        throw LocatedError("no subscript of \(base.typeName) takes \(indices.count) argument\(indices.count == 1 ? "" : "s")", at: node)
    }
}

/// A bridged value with a subscript (`subviews[0]`, `dimensions[.leading]`, `proxy[anchor]`).
protocol BridgedSubscript {
    func element(_ indices: [Value], interpreter: Interpreter, at node: Syntax) throws -> Value
    mutating func setElement(_ indices: [Value], _ value: Value) throws
}

extension BridgedSubscript {
    mutating func setElement(_ indices: [Value], _ value: Value) throws {
        throw RuntimeError("this subscript is read-only")
    }
}

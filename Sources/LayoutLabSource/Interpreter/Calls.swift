import Foundation
import LayoutLab
import SwiftSyntax

extension Interpreter {
    /// `f(…)`, `Type(…)`, `value.method(…)`, `.member(…)`, `closure(…)`.
    func call(_ call: FunctionCallExprSyntax, _ scope: Scope, expected: TypeRef? = nil) throws -> Value {
        let arguments = SyntaxArgument.of(call)
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            switch reference.baseName.tokenKind {
            case .keyword(.Self):
                guard let type = scope.typeContext else { throw LocatedError("'Self' is only available inside a type", at: reference) }
                return try instantiate(type, arguments, call: call, scope)
            case .keyword(.self), .keyword(.super):
                break
            default:
                return try callNamed(reference.baseName.text, arguments, call: call, nameNode: reference, scope, expected: expected)
            }
        }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else {
                return try implicitMemberCall(name, arguments, call: call, scope, expected: expected)
            }
            if base.is(SuperExprSyntax.self) {
                // `super.init()` of NSObject, ObservableObject and other framework classes: nothing to run.
                return .void
            }
            if name == "init", let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind == .keyword(.self),
               let context = scope.selfContext, let type = context.type, let box = context.instance {
                // `self.init(…)`: another initialiser of the same type, on the same instance.
                try runInitializer(of: type, arguments, call: call, callerScope: scope, into: box)
                return .void
            }
            if let type = try typeNamed(by: base, scope) {
                return try callStatic(type, name, arguments, call: call, nameNode: Syntax(member.declName), scope)
            }
            let place = try self.place(of: base, scope)
            let receiver = try place.map { try read($0, at: base, scope) } ?? (try evalChain(base, scope, expected: expected))
            return try callMember(receiver, name, arguments, call: Syntax(call), nameNode: Syntax(member.declName), scope,
                                  place: place, expected: expected)
        }
        if let collectionType = try collectionType(named: callee, scope) {
            // `[CGFloat](repeating: 0, count: n)`, `[String: Int]()`: Array's and Dictionary's
            // initialisers, their result typed as written.
            let bridge = if case .array = collectionType { Bridges.array } else { Bridges.dictionary }
            return try coerce(try construct(TypeValue(kind: .builtin(bridge)), arguments, call: Syntax(call), scope), to: collectionType,
                              in: scope, at: call)
        }
        let value = try evalChain(callee, scope)
        return try callValue(value, arguments, call: Syntax(call), scope)
    }

    /// The collection type an expression in call position spells: `[T]` or `[K: V]` whose
    /// elements name types; nil for anything else (an array or dictionary value).
    private func collectionType(named expression: ExprSyntax, _ scope: Scope) throws -> TypeRef? {
        func type(_ element: ExprSyntax) throws -> TypeRef? {
            switch try typeNamed(by: element, scope)?.kind {
            case let .builtin(bridge)?: .builtin(bridge)
            case let .user(declaration)?: .user(declaration)
            default: nil
            }
        }
        if let array = expression.as(ArrayExprSyntax.self), array.elements.count == 1, let element = try type(array.elements.first!.expression) {
            return .array(element)
        }
        if let dictionary = expression.as(DictionaryExprSyntax.self), case let .elements(pairs) = dictionary.content, pairs.count == 1,
           let key = try type(pairs.first!.key), let value = try type(pairs.first!.value) {
            return .dictionary(key, value)
        }
        return nil
    }

    /// A view made by a call carries where the call was written.
    func located(_ value: Value, at node: some SyntaxProtocol) -> Value {
        guard case var .view(view) = value, view.source == nil else { return value }
        view.source = position(of: node)
        return .view(view)
    }

    /// Calls a value: a function, a type, a custom layout (`layout { … }`).
    func callValue(_ value: Value, _ arguments: [SyntaxArgument], call: Syntax, _ scope: Scope) throws -> Value {
        switch value.unwrapped {
        case let .function(function):
            return try invoke(function, arguments, call: call, scope)
        case let .type(type):
            return try construct(type, arguments, call: call, scope)
        case let .record(record) where conforms(record.type, to: "Layout") && instanceMethods(named: "callAsFunction", of: record.type) == nil:
            return try layoutView(.record(record), arguments, call: call, scope)
        case .record, .object:
            // `greeter("Ada")`: a type of the file declaring `callAsFunction` is called as Swift calls it.
            if let type = typeDeclaration(of: value.unwrapped), let methods = instanceMethods(named: "callAsFunction", of: type) {
                return try callMethod(methods, on: VariableBox(value.unwrapped, isMutable: false), arguments, call: call, scope)
            }
        case let .native(native):
            if let unresolved = native as? UnresolvedValue { return UnresolvedValue(name: unresolved.name + "(…)").asValue }
            if let method = type(of: native).bridge.methods["callAsFunction"] {
                var receiver = value
                return try callBridged(method, on: &receiver, arguments, callName: "callAsFunction", call: call, scope)
            }
        default: break
        }
        throw LocatedError("cannot call a value of type \(value.typeName)", at: call)
    }

    // MARK: Names

    /// `name(…)`: a local closure, a method of `self`, a function, a type from the file, a
    /// bridged type or view, or a function LayoutLab provides, in Swift's order of lookup.
    func callNamed(
        _ name: String, _ arguments: [SyntaxArgument], call: FunctionCallExprSyntax, nameNode: DeclReferenceExprSyntax,
        _ scope: Scope, expected: TypeRef?
    ) throws -> Value {
        if let box = scope.lookup(name) {
            return try callValue(box.value, arguments, call: Syntax(call), scope)
        }
        if let context = scope.selfContext {
            if let result = try callOnSelf(name, arguments, call: call, nameNode: nameNode, context, scope) { return result }
        }
        if let functions = program.functions[name] {
            return try callDeclared(functions, arguments, call: call, callerScope: scope, selfContext: nil, definitionScope: globalScope)
        }
        if let box = try global(name, at: nameNode) {
            return try callValue(box.value, arguments, call: Syntax(call), scope)
        }
        if let type = userType(named: name, from: scope.typeContext) {
            return try instantiate(type, arguments, call: call, scope)
        }
        if let bridge = Bridges.named(name) {
            return try construct(TypeValue(kind: .builtin(bridge)), arguments, call: Syntax(call), scope)
        }
        if let overloads = Builtins.functions[name] {
            return try self.call(Builtins.typed(overloads, name, as: expected.map { resolve($0, in: scope).nonOptional }),
                                 arguments, callName: name, call: call, scope: scope)
        }
        return try unresolved(name, called: true, at: nameNode, scope)
    }

    /// `name(…)` inside a member of a type: a method of `self`, a stored closure, a static
    /// method (in a static context), or, in a View extension, a modifier of `self`.
    private func callOnSelf(
        _ name: String, _ arguments: [SyntaxArgument], call: FunctionCallExprSyntax, nameNode: DeclReferenceExprSyntax,
        _ context: SelfContext, _ scope: Scope
    ) throws -> Value? {
        let selfPlace = context.instance.map { Place.variable($0) }
        if let type = context.type {
            if context.instance != nil, let methods = instanceMethods(named: name, of: type) {
                return try callMethod(methods, on: context.instance!, arguments, call: call, scope)
            }
            if let methods = staticMethods(named: name, of: type) {
                return try callDeclared(methods, arguments, call: call, callerScope: scope,
                                        selfContext: SelfContext(type: type, instance: nil), definitionScope: globalScope)
            }
            if let nested = type.nestedTypes[name] { return try instantiate(nested, arguments, call: call, scope) }
            // `Card(…)` inside the type declaring `typealias Card = MemoryGame<String>.Card`.
            if let alias = try typeAlias(name, of: type, at: nameNode) { return try callValue(alias, arguments, call: Syntax(call), scope) }
        }
        guard let box = context.instance else { return nil }
        let receiver = box.value
        if case let .record(record) = receiver, record.fields[name] != nil || record.type.computedProperties[name] != nil {
            return try callValue(try member(of: receiver, name, at: nameNode, scope), arguments, call: Syntax(call), scope)
        }
        if case let .object(object) = receiver, object.fields[name] != nil {
            return try callValue(try member(of: receiver, name, at: nameNode, scope), arguments, call: Syntax(call), scope)
        }
        // In `extension View { func card() -> some View { padding() } }`, `padding()` is `self.padding()`.
        if case .view = receiver, ModifierCatalog.kind(of: name) != nil || extensionMethods(named: name, for: receiver) != nil {
            return try callMember(receiver, name, arguments, call: Syntax(call), nameNode: Syntax(nameNode), scope, place: selfPlace)
        }
        if context.type == nil, bridge(of: receiver)?.methods[name] != nil || extensionMethods(named: name, for: receiver) != nil {
            return try callMember(receiver, name, arguments, call: Syntax(call), nameNode: Syntax(nameNode), scope, place: selfPlace)
        }
        return nil
    }

    func unknownName(_ name: String, at node: some SyntaxProtocol, _ scope: Scope) -> LocatedError {
        let candidates = Bridges.viewNames + program.declaredNames + scope.localNames + Array(Builtins.functions.keys)
        guard let first = name.first, first.isUppercase else {
            return LocatedError("cannot find '\(name)' in scope", at: node, hints: Suggestions.hint(for: name, in: candidates))
        }
        var hints = Suggestions.hint(for: name, in: candidates)
        if let note = Bridges.unmodelledNote(for: name) { hints.append(note) }
        hints.append("a type from elsewhere in your project must be in the module the file runs in (--project DIR); "
                     + "--placeholders lays out what is missing as marked placeholders")
        return LocatedError(MissingNames.unknownTypeMessage(name), at: node, hints: hints)
    }

    // MARK: Implicit members

    /// `.name(…)`: resolved now when the context's type is known, else deferred.
    private func implicitMemberCall(
        _ name: String, _ arguments: [SyntaxArgument], call: FunctionCallExprSyntax, _ scope: Scope, expected: TypeRef?
    ) throws -> Value {
        if let expected {
            switch resolve(expected, in: scope).nonOptional {
            case let .builtin(bridge) where bridge.functions[name] != nil:
                return try self.call(bridge.functions[name]!, arguments, callName: "\(bridge.name).\(name)", call: call, scope: scope)
            case let .user(type):
                return try callStatic(TypeValue(kind: .user(type)), name, arguments, call: call, nameNode: Syntax(call.calledExpression), scope)
            default: break
            }
        }
        return .implicitMember(ImplicitMember(name: name, arguments: try evaluated(arguments, scope), node: Syntax(call)))
    }

    /// Arguments evaluated without a type in mind (for calls whose parameters are not known).
    func evaluated(_ arguments: [SyntaxArgument], _ scope: Scope) throws -> [Argument] {
        try arguments.map { argument in
            Argument(label: argument.label, value: try eval(argument.expression, scope), node: Syntax(argument.expression))
        }
    }

    // MARK: Types

    /// The type an expression names, when it names one (`Color`, `Font.Weight`, `MyView`), and
    /// not a variable.
    func typeNamed(by expression: ExprSyntax, _ scope: Scope) throws -> TypeValue? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard scope.lookup(name) == nil, !isMemberOfSelf(name, scope), program.globals[name] == nil,
                  program.globalComputed[name] == nil else { return nil }
            if reference.baseName.tokenKind == .keyword(.Self), let context = scope.typeContext { return TypeValue(kind: .user(context)) }
            if let type = userType(named: name, from: scope.typeContext) { return TypeValue(kind: .user(type)) }
            if let bridge = Bridges.named(name) { return TypeValue(kind: .builtin(bridge)) }
            return nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, let outer = try typeNamed(by: base, scope) {
            let name = member.declName.baseName.text
            switch outer.kind {
            case let .user(type):
                if let nested = type.nestedTypes[name] { return TypeValue(kind: .user(nested)) }
            case let .builtin(bridge):
                if let nested = bridge.nested[name] { return TypeValue(kind: .builtin(nested)) }
            case .opaque: break
            }
            return nil
        }
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { return try typeNamed(by: generic.expression, scope) }
        if let type = expression.as(TypeExprSyntax.self), case let .type(value) = try typeValue(TypeRef(type.type), scope, at: type) {
            return value
        }
        return nil
    }

    private func isMemberOfSelf(_ name: String, _ scope: Scope) -> Bool {
        guard let context = scope.selfContext, let type = context.type else { return false }
        return type.storedProperty(name) != nil || type.computedProperties[name] != nil
    }

    /// `Type(…)`: an initialiser.
    func construct(_ type: TypeValue, _ arguments: [SyntaxArgument], call: Syntax, _ scope: Scope) throws -> Value {
        switch type.kind {
        case let .user(declaration):
            return try instantiate(declaration, arguments, call: call, scope)
        case let .builtin(bridge):
            guard let initializers = bridge.functions["init"] else {
                throw LocatedError("'\(bridge.name)' cannot be created in LayoutLab's interpreter", at: call)
            }
            if BuiltinLayout.typeNames.contains(bridge.name), let content = arguments.last, content.isUnlabeledTrailingClosure {
                // `HStackLayout(spacing: 4) { … }`: a layout made and called with its content at once
                // (`Layout.callAsFunction`), as a custom Layout of the file is.
                let layout = try self.call(initializers, Array(arguments.dropLast()), callName: bridge.name, call: call, scope: scope)
                return try layoutView(layout, [content], call: call, scope)
            }
            return located(try self.call(initializers, arguments, callName: bridge.name, call: call, scope: scope), at: call)
        case let .opaque(name):
            throw LocatedError(MissingNames.unknownTypeMessage(name), at: call)
        }
    }

    /// `Type.name(…)`: a static method, an enum case with associated values, an initialiser.
    func callStatic(_ type: TypeValue, _ name: String, _ arguments: [SyntaxArgument], call: some SyntaxProtocol, nameNode: Syntax, _ scope: Scope) throws -> Value {
        switch type.kind {
        case let .user(declaration):
            if name == "init" { return try instantiate(declaration, arguments, call: call, scope) }
            if let caseDeclaration = declaration.enumCase(name) {
                let parameters = caseDeclaration.associatedValues.enumerated().map { index, associated in
                    Parameter(label: associated.label, name: associated.label ?? "_\(index)", type: associated.type,
                              hasDefault: associated.defaultValue != nil)
                }
                let (_, bound) = try bind(arguments, to: [parameters], callName: "\(declaration.name).\(name)", call: call, scope: scope,
                                          calleeScope: Scope(parent: globalScope, typeContext: declaration))
                let values = parameters.map { bound.value($0.name) ?? .none }
                return .enumCase(EnumCase(type: declaration, name: name, associated: values, labels: caseDeclaration.associatedValues.map(\.label)))
            }
            if let methods = staticMethods(named: name, of: declaration) {
                return try callDeclared(methods, arguments, call: call, callerScope: scope,
                                        selfContext: SelfContext(type: declaration, instance: nil), definitionScope: globalScope)
            }
            if let nested = declaration.nestedTypes[name] { return try instantiate(nested, arguments, call: call, scope) }
            if let value = try staticProperty(name, of: declaration, at: nameNode) ?? typeAlias(name, of: declaration, at: nameNode) {
                return try callValue(value, arguments, call: Syntax(call), scope)
            }
            throw LocatedError("type '\(declaration.qualifiedName)' has no member '\(name)'", at: nameNode,
                               hints: Suggestions.hint(for: name, in: staticMemberNames(of: declaration)))
        case let .builtin(bridge):
            if let overloads = bridge.functions[name] {
                return try self.call(overloads, arguments, callName: name == "init" ? bridge.name : "\(bridge.name).\(name)", call: call, scope: scope)
            }
            if let nested = bridge.nested[name] { return try construct(TypeValue(kind: .builtin(nested)), arguments, call: Syntax(call), scope) }
            if let extensionType = program.extensions[bridge.name], let methods = extensionType.staticMethods[name] {
                return try callDeclared(methods, arguments, call: call, callerScope: scope,
                                        selfContext: SelfContext(type: nil, instance: nil), definitionScope: globalScope)
            }
            if bridge.constants[name] != nil || program.extensions[bridge.name]?.staticProperties[name] != nil {
                return try callValue(try staticMember(of: type, name, at: nameNode, scope), arguments, call: Syntax(call), scope)
            }
            if let dynamic = bridge.dynamicMember { return try dynamic(self, nil, name, try evaluated(arguments, scope)) }
            throw LocatedError("type '\(bridge.name)' has no function '\(name)'", at: nameNode,
                               hints: Suggestions.hint(for: name, in: bridge.functions.keys))
        case let .opaque(typeName):
            throw LocatedError("'\(typeName)' is not a type LayoutLab models", at: nameNode)
        }
    }

    // MARK: Invoking functions

    /// Calls a function value with written arguments.
    func invoke(_ function: Function, _ arguments: [SyntaxArgument], call: Syntax, _ scope: Scope) throws -> Value {
        switch function.kind {
        case let .declared(declaration, definitionScope):
            return try callDeclared([declaration], arguments, call: call, callerScope: scope, selfContext: definitionScope.selfContext,
                                    definitionScope: definitionScope, isViewBuilder: function.isViewBuilder)
        case let .builtin(name, parameters, body):
            if let parameters {
                let (_, bound) = try bind(arguments, to: [parameters], callName: name, call: call, scope: scope)
                return try body(parameters.map { bound.value($0.name) ?? .none }, call)
            }
            return try body(try arguments.map { try eval($0.expression, scope) }, call)
        case .closure:
            return try invoke(function, try arguments.map { try eval($0.expression, scope) }, at: call)
        }
    }

    /// Calls a function value with values, by position (how LayoutLab calls closures it was given).
    func invoke(_ function: Function, _ values: [Value], at node: some SyntaxProtocol) throws -> Value {
        switch function.kind {
        case let .closure(closure, captured):
            return try invokeClosure(closure, captured: captured, values, builder: function.isViewBuilder,
                                     contextualType: function.contextualType, at: Syntax(node))
        case let .declared(declaration, definitionScope):
            let parameters = self.parameters(of: declaration.signature.parameterClause)
            let bound = Arguments(self, values: [:], call: Syntax(node), callName: declaration.name, scope: definitionScope)
            for (parameter, value) in zip(parameters, values) { bound.set(parameter.name, value, node: Syntax(node)) }
            return try run(declaration, bound, parameters: parameters, definitionScope: definitionScope,
                           selfContext: definitionScope.selfContext, isViewBuilder: function.isViewBuilder)
        case let .builtin(_, _, body):
            return try body(values, Syntax(node))
        }
    }

    private func invokeClosure(
        _ closure: ClosureExprSyntax, captured: Scope, _ values: [Value], builder: Bool,
        contextualType: Function.Signature?, at node: Syntax
    ) throws -> Value {
        try nested(at: closure) {
            let scope = captured.child()
            var names: [(String, TypeRef)] = []
            var resultType: TypeRef?
            switch closure.signature?.parameterClause {
            case let .simpleInput(shorthand)?:
                names = shorthand.map { ($0.name.text, .any) }
            case let .parameterClause(clause)?:
                names = clause.parameters.map { (($0.secondName ?? $0.firstName).text, TypeRef($0.type)) }
            case nil:
                break
            }
            if let returnType = closure.signature?.returnClause?.type { resultType = TypeRef(returnType) }
            // What the closure leaves untyped, its context types; only values LayoutLab bridges
            // (numbers, strings), where a literal's type changes what arithmetic gives.
            func contextual(_ type: TypeRef?) -> TypeRef? {
                guard let type, case .builtin = resolve(type, in: captured) else { return nil }
                return type
            }
            func contextualParameter(_ index: Int) -> TypeRef? {
                contextual(contextualType.flatMap { index < $0.parameters.count ? $0.parameters[index] : nil })
            }
            resultType = resultType ?? contextual(contextualType?.result)
            var arguments = values
            if names.count > 1, arguments.count == 1, case let .tuple(tuple) = arguments[0], tuple.elements.count == names.count {
                // `{ index, item in }` given one `(offset, element)` tuple: Swift destructures it.
                arguments = tuple.elements
            }
            if names.isEmpty && closure.signature?.parameterClause == nil {
                // `{ "\($0)\($1)" }` given one pair: Swift splats the tuple when `$1` is used.
                if arguments.count == 1, case let .tuple(tuple) = arguments[0], tuple.elements.count > 1,
                   AnonymousParameters.highestIndex(in: closure) > 0 {
                    arguments = tuple.elements
                }
                for (index, value) in arguments.enumerated() {
                    scope.declare("$\(index)", try contextualParameter(index).map { try coerce(value, to: $0, in: scope, at: closure) } ?? value)
                }
            } else {
                guard names.count == arguments.count else {
                    throw LocatedError("the closure takes \(names.count) argument\(names.count == 1 ? "" : "s") but is given \(arguments.count)",
                                       at: closure)
                }
                for (index, ((name, type), value)) in zip(names, arguments).enumerated() {
                    let declared = if case .any = type, let context = contextualParameter(index) { context } else { type }
                    scope.declare(name, try coerce(value, to: declared, in: scope, at: closure))
                    // `{ $item in … item.name … }` (SE-0293): a binding parameter named `$item` also
                    // declares `item`, its value. Read when the closure is called: a view body reads
                    // it, and the actions that would write it are never run.
                    if name.hasPrefix("$"), case let .binding(binding) = value.unwrapped {
                        scope.declare(String(name.dropFirst()), try read(binding.place, at: closure, scope))
                    }
                }
            }
            let result = try evaluateBody(closure.statements, scope, builder: builder, expected: resultType)
            return try resultType.map { try coerce(result, to: $0, in: scope, at: closure) } ?? result
        }
    }

    /// Calls the first of a function's overloads (declared in the file) that takes the arguments.
    func callDeclared(
        _ functions: [FunctionDeclaration], _ arguments: [SyntaxArgument], call: some SyntaxProtocol, callerScope: Scope,
        selfContext: SelfContext?, definitionScope: Scope, isViewBuilder: Bool = false
    ) throws -> Value {
        let calleeScope = Scope(parent: definitionScope, selfContext: selfContext)
        let candidates = functions.map { parameters(of: $0.signature.parameterClause) }
        let name = functions.first?.name ?? "function"
        let (index, bound) = try bind(arguments, to: candidates, callName: name, call: call, scope: callerScope, calleeScope: calleeScope)
        return try run(functions[index], bound, parameters: candidates[index], definitionScope: definitionScope, selfContext: selfContext,
                       isViewBuilder: isViewBuilder)
    }

    func callDeclared(_ functions: [FunctionDeclaration], evaluated arguments: [Argument], selfContext: SelfContext?, at node: Syntax) throws -> Value {
        let calleeScope = Scope(parent: globalScope, selfContext: selfContext)
        let candidates = functions.map { parameters(of: $0.signature.parameterClause) }
        let (index, bound) = try bind(arguments, to: candidates, callName: functions.first?.name ?? "function", at: node, scope: calleeScope)
        return try run(functions[index], bound, parameters: candidates[index], definitionScope: globalScope, selfContext: selfContext)
    }

    /// Runs a declared function's body with its parameters bound, then writes `inout`
    /// arguments back.
    func run(
        _ declaration: FunctionDeclaration, _ arguments: Arguments, parameters: [Parameter], definitionScope: Scope,
        selfContext: SelfContext?, isViewBuilder: Bool = false
    ) throws -> Value {
        try nested(at: declaration.syntax.name) {
            let scope = Scope(parent: definitionScope, selfContext: selfContext)
            var boxes: [String: VariableBox] = [:]
            for parameter in parameters {
                var value = arguments.value(parameter.name)
                if value == nil, let defaultValue = declaration.signature.parameterClause.parameters
                    .first(where: { ($0.secondName ?? $0.firstName).text == parameter.name })?.defaultValue?.value {
                    value = try evaluate(defaultValue, as: parameter.type, in: scope)
                }
                let box = VariableBox(value ?? (parameter.isVariadic ? .array([]) : .none), isMutable: parameter.isInout)
                boxes[parameter.name] = box
                scope.declare(parameter.name, box: box)
            }
            guard let body = declaration.body else { return .void }
            let resultType = declaration.resultType
            let builder = isViewBuilder || declaration.isViewBuilder
            let result = try evaluateBody(body.statements, scope, builder: builder || Self.isView(resultType), expected: resultType)
            for (name, place) in arguments.places {
                if let box = boxes[name] { try write(box.value, to: place, at: declaration.syntax.name, scope) }
            }
            if declaration.signature.returnClause == nil { return .void }
            return try coerce(result, to: resultType, in: scope, at: declaration.syntax.name)
        }
    }

    static func isView(_ type: TypeRef) -> Bool {
        if case .view = type { return true }
        return false
    }

    /// A method of a type from the file on an instance; a mutating method changes the instance
    /// in its box (the caller writes the box back to where the instance lives).
    func callMethod(_ methods: [FunctionDeclaration], on box: VariableBox, _ arguments: [SyntaxArgument], call: some SyntaxProtocol, _ scope: Scope) throws -> Value {
        let owner = methods.first?.owner ?? typeDeclaration(of: box.value)
        return try callDeclared(methods, arguments, call: call, callerScope: scope,
                                selfContext: SelfContext(type: owner, instance: box), definitionScope: globalScope)
    }

    /// The type from the file a value is an instance of.
    func typeDeclaration(of value: Value) -> TypeDeclaration? {
        switch value.unwrapped {
        case let .record(record): record.type
        case let .object(object): object.type
        case let .enumCase(enumCase): enumCase.type
        case let .view(view): if case let .instance(record) = view.content { record.type } else { nil }
        default: nil
        }
    }
}

/// The anonymous parameters (`$0`, `$1`) a closure uses, outside closures nested in it.
enum AnonymousParameters {
    static func highestIndex(in closure: ClosureExprSyntax) -> Int {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(closure.statements)
        return finder.highest
    }

    private final class Finder: SyntaxVisitor {
        var highest = -1

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.baseName.text
            if name.hasPrefix("$"), let index = Int(name.dropFirst()) { highest = max(highest, index) }
            return .visitChildren
        }
    }
}

import Foundation
import LayoutLab
import SwiftSyntax

extension Interpreter {
    /// Type names source may use as values or as the base of a static member (`Color.red`,
    /// `Edge.Set.all`, `CGFloat.infinity`).
    static let typeNamespaces: Set<String> = Set(EngineType.allCases.map { String($0.rawValue.split(separator: ".")[0]) })
        .union(EngineType.aliases.keys.map { String($0.split(separator: ".")[0]) })
        .union(["Edge", "Image", "Text", "Font", "Axis", "Color"])

    func lookup(_ reference: DeclReferenceExprSyntax, _ scope: Scope) throws -> Value {
        let name = reference.baseName.text
        if reference.baseName.tokenKind == .keyword(.self) {
            if let view = scope.selfView { return .view(view) }
            if let instance = scope.instance { return .instance(instance) }
            throw LocatedError("'self' is only available inside a view, a layout or a View extension", at: reference)
        }
        if name.hasPrefix("$"), scope.lookup(name) == nil, let first = name.dropFirst().first, !first.isNumber {
            // `$count`: a binding to the `@State` property `count`.
            let property = String(name.dropFirst())
            if let box = scope.instance?.properties[property] {
                if case .binding = box.value { return box.value }
                return .binding(box)
            }
            throw LocatedError("cannot find '\(name)' in scope: only @State properties have a '$' binding", at: reference)
        }
        return try lookup(name: name, at: reference, scope)
    }

    func lookup(name: String, at node: some SyntaxProtocol, _ scope: Scope) throws -> Value {
        if let box = scope.lookup(name) { return Self.read(box) }
        if let instance = scope.instance {
            if let box = instance.properties[name] { return Self.read(box) }
            if let computed = instance.type.computedProperties[name] {
                return try computedValue(computed, instance: instance, at: node)
            }
        }
        if let box = try global(name, at: node) { return Self.read(box) }
        if let computed = program.globalComputed[name] {
            return try computedValue(computed, instance: nil, at: node)
        }
        if program.types[name] != nil || Self.typeNamespaces.contains(name) || name == DeclarationCollector.inspectorTypeName {
            return .type(TypeReference(name: name))
        }
        var candidates = scope.localNames + program.declaredNames
        if let instance = scope.instance {
            candidates += instance.properties.keys
            candidates += instance.type.computedProperties.keys
        }
        throw LocatedError("cannot find '\(name)' in scope", at: node, hints: Suggestions.hint(for: name, in: candidates))
    }

    /// A variable's value, read through a `@Binding`.
    static func read(_ box: VariableBox) -> Value {
        if case let .binding(bound) = box.value { return bound.value }
        return box.value
    }

    func computedValue(_ property: ComputedProperty, instance: Instance?, at node: some SyntaxProtocol) throws -> Value {
        try nested(at: node) {
            let scope = instance.map { Scope.member(of: $0, in: globalScope) } ?? Scope(parent: globalScope)
            let value = try evaluateBody(property.body, scope, builder: property.isViewBuilder || property.type.isView)
            return try convert(value, to: property.type, at: property.node)
        }
    }

    /// A view struct's `body`, as a view.
    func body(of instance: Instance, at node: some SyntaxProtocol) throws -> ViewValue {
        guard let body = instance.type.computedProperties["body"] else {
            throw LocatedError("'\(instance.type.name)' has no 'var body: some View'", at: instance.type.syntax.name)
        }
        return try viewValue(try computedValue(body, instance: instance, at: node), at: body.node)
    }

    // MARK: Functions

    /// The parameters a function declares, as the argument matcher sees them.
    func parameters(of clause: FunctionParameterClauseSyntax) throws -> [(Parameter, FunctionParameterSyntax)] {
        try clause.parameters.map { parameter in
            if parameter.ellipsis != nil {
                throw LocatedError.unsupported("a variadic parameter", at: parameter)
            }
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            let isClosure = Self.isFunctionType(parameter.type)
            return (Parameter(label: label, name: name, typeText: parameter.type.trimmedDescription,
                              hasDefault: parameter.defaultValue != nil, isClosure: isClosure), parameter)
        }
    }

    static func isFunctionType(_ type: TypeSyntax) -> Bool {
        if type.is(FunctionTypeSyntax.self) { return true }
        if let attributed = type.as(AttributedTypeSyntax.self) { return isFunctionType(attributed.baseType) }
        if let optional = type.as(OptionalTypeSyntax.self) { return isFunctionType(optional.wrappedType) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return isFunctionType(only.type)
        }
        return false
    }

    /// Calls a function declared in the file (top-level, a member, or a View extension).
    func callFunction(
        _ overloads: [FunctionDeclSyntax], _ arguments: [SyntaxArgument], call: some SyntaxProtocol, callerScope: Scope,
        instance: Instance?, selfView: ViewValue?
    ) throws -> Value {
        for declaration in overloads {
            let parameters = try parameters(of: declaration.signature.parameterClause)
            guard let matched = ArgumentMatcher.match(arguments, to: parameters.map(\.0)) else { continue }
            let scope = Scope(parent: globalScope, instance: instance, selfView: selfView)
            for (parameter, syntax) in parameters {
                if syntax.type.is(AttributedTypeSyntax.self),
                   syntax.type.cast(AttributedTypeSyntax.self).specifiers.contains(where: { $0.trimmedDescription == "inout" }) {
                    throw LocatedError.unsupported("an inout parameter", at: syntax)
                }
                let declared = DeclaredType(syntax.type)
                let value: Value
                if let index = matched[parameter.name] {
                    let expression = arguments[index].expression
                    value = try convert(try eval(expression, callerScope, hint: declared.numberHint), to: declared, at: expression)
                } else if let defaultValue = syntax.defaultValue?.value {
                    value = try convert(try eval(defaultValue, scope, hint: declared.numberHint), to: declared, at: defaultValue)
                } else {
                    value = .none
                }
                scope.declare(parameter.name, value)
            }
            guard let body = declaration.body else {
                throw LocatedError("'\(declaration.name.text)' has no body", at: declaration.name)
            }
            let returnType = DeclaredType(declaration.signature.returnClause?.type)
            let isBuilder = returnType.isView || declaration.attributes.contains {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ViewBuilder"
            }
            let result = try nested(at: call) { try evaluateBody(body.statements, scope, builder: isBuilder) }
            return try convert(result, to: returnType, at: declaration.name)
        }
        let signatures = try overloads.map { declaration in
            Signature(name: declaration.name.text, parameters: try parameters(of: declaration.signature.parameterClause).map(\.0))
        }
        throw ArgumentMatcher.mismatch(arguments, signatures: signatures, callName: overloads.first?.name.text ?? "function", at: call)
    }

    /// Calls a closure value: `reduce`'s combiner, an alignment guide, GeometryReader content.
    func invoke(_ closure: Closure, _ arguments: [Value], builder: Bool, at node: some SyntaxProtocol) throws -> Value {
        let scope = closure.scope.child()
        let syntax = closure.syntax
        if let signature = syntax.signature {
            switch signature.parameterClause {
            case let .simpleInput(names)?:
                for (index, parameter) in names.enumerated() where parameter.name.tokenKind != .wildcard {
                    scope.declare(parameter.name.text, index < arguments.count ? arguments[index] : .none)
                }
            case let .parameterClause(clause)?:
                for (index, parameter) in clause.parameters.enumerated() {
                    let name = (parameter.secondName ?? parameter.firstName).text
                    guard parameter.firstName.tokenKind != .wildcard || parameter.secondName != nil else { continue }
                    var value = index < arguments.count ? arguments[index] : .none
                    if let type = parameter.type { value = try convert(value, to: DeclaredType(type), at: parameter) }
                    scope.declare(name, value)
                }
            case nil:
                break
            }
        } else {
            for (index, argument) in arguments.enumerated() { scope.declare("$\(index)", argument) }
        }
        return try nested(at: node) { try evaluateBody(syntax.statements, scope, builder: builder) }
    }

    // MARK: Structs

    /// An instance of a struct from the file, from its memberwise or declared initializer.
    func makeInstance(
        _ type: TypeDeclaration, _ arguments: [SyntaxArgument], call: some SyntaxProtocol, callerScope: Scope,
        isRoot: Bool = false
    ) throws -> Instance {
        if let problem = type.unsupportedMembers.first { throw problem }
        let instance = Instance(type: type, properties: [:])
        if !type.initializers.isEmpty {
            try runInitializer(type, instance, arguments, call: call, callerScope: callerScope)
            return instance
        }
        let parameters = type.storedProperties.filter(\.isMemberwiseParameter).map { property in
            Parameter(label: property.name, name: property.name, typeText: property.type.text,
                      hasDefault: property.initializer != nil || (property.type.isOptional && !property.isLet)
                          || overrides[property.name] != nil,
                      isClosure: false)
        }
        guard let matched = ArgumentMatcher.match(arguments, to: parameters) else {
            if isRoot, let missing = parameters.first(where: { !$0.hasDefault }) {
                throw LocatedError("'\(type.name)' needs a value for '\(missing.name)' to be the root view", at: type.syntax.name,
                                   hints: ["give it one with --param \(missing.name)=VALUE, or give the property a default value"])
            }
            throw ArgumentMatcher.mismatch(arguments, signatures: [Signature(name: type.name, parameters: parameters)],
                                           callName: type.name, at: call)
        }
        for property in type.storedProperties {
            let value: Value
            if let index = matched[property.name] {
                let expression = arguments[index].expression
                let argument = try eval(expression, callerScope, hint: property.type.numberHint)
                if property.wrapper == .binding, case .binding = argument {
                    instance.properties[property.name] = VariableBox(argument, isMutable: true)
                    continue
                }
                value = try convert(argument, to: property.type, at: expression)
            } else if let override = overrides[property.name], property.wrapper == .state || isRoot {
                value = try override.value(for: property, in: self)
            } else if let initializer = property.initializer {
                value = try convert(try eval(initializer, globalScope, hint: property.type.numberHint), to: property.type, at: initializer)
            } else {
                value = .none
            }
            instance.properties[property.name] = VariableBox(value, isMutable: !property.isLet || property.wrapper != .none)
        }
        return instance
    }

    private func runInitializer(
        _ type: TypeDeclaration, _ instance: Instance, _ arguments: [SyntaxArgument], call: some SyntaxProtocol, callerScope: Scope
    ) throws {
        for property in type.storedProperties {
            var value = Value.none
            if let override = overrides[property.name], property.wrapper == .state {
                value = try override.value(for: property, in: self)
            } else if let initializer = property.initializer {
                value = try convert(try eval(initializer, globalScope, hint: property.type.numberHint), to: property.type, at: initializer)
            }
            instance.properties[property.name] = VariableBox(value, isMutable: true)
        }
        for initializer in type.initializers {
            let parameters = try parameters(of: initializer.signature.parameterClause)
            guard let matched = ArgumentMatcher.match(arguments, to: parameters.map(\.0)) else { continue }
            let scope = Scope(parent: globalScope, instance: instance)
            for (parameter, syntax) in parameters {
                let declared = DeclaredType(syntax.type)
                var value = Value.none
                if let index = matched[parameter.name] {
                    let expression = arguments[index].expression
                    value = try convert(try eval(expression, callerScope, hint: declared.numberHint), to: declared, at: expression)
                } else if let defaultValue = syntax.defaultValue?.value {
                    value = try convert(try eval(defaultValue, scope, hint: declared.numberHint), to: declared, at: defaultValue)
                }
                scope.declare(parameter.name, value)
            }
            if let body = initializer.body {
                var ignored: [ViewValue] = []
                _ = try runBlock(body.statements, scope, views: &ignored, builder: false)
            }
            return
        }
        let signatures = try type.initializers.map { initializer in
            Signature(name: type.name, parameters: try parameters(of: initializer.signature.parameterClause).map(\.0))
        }
        throw ArgumentMatcher.mismatch(arguments, signatures: signatures, callName: type.name, at: call)
    }
}

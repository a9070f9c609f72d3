import Foundation
import LayoutLab
import SwiftSyntax

extension Interpreter {
    func call(_ call: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        let arguments = SyntaxArgument.of(
            arguments: call.arguments, trailingClosure: call.trailingClosure,
            additionalTrailingClosures: call.additionalTrailingClosures)
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind != .keyword(.self) {
            return try callNamed(reference.baseName.text, arguments, call: call, nameNode: reference, scope)
        }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else {
                // `.init(width: 300, height: .zero)`, `.system(size: 16)`: typed by whoever consumes it.
                return .implicitMember(ImplicitMember(
                    name: name, arguments: try evaluated(arguments, scope, hint: .floating), node: Syntax(call)))
            }
            let receiver = try evalChain(base, scope)
            return try callMember(receiver, name, arguments, call: call, nameNode: member.declName, scope)
        }
        let value = try evalChain(callee, scope)
        if case let .closure(closure) = value.unwrapped {
            return try invoke(closure, try evaluated(arguments, scope, hint: .none).map(\.value), builder: false, at: call)
        }
        throw LocatedError("cannot call a value of type \(value.typeName)", at: callee)
    }

    /// `name(…)`: a local closure, a method of `self`, a function, a struct, a view, an engine
    /// type's initializer, or a builtin function, in Swift's order of lookup.
    func callNamed(
        _ name: String, _ arguments: [SyntaxArgument], call: FunctionCallExprSyntax, nameNode: DeclReferenceExprSyntax,
        _ scope: Scope
    ) throws -> Value {
        if let box = scope.lookup(name), case let .closure(closure) = Self.read(box).unwrapped {
            return try invoke(closure, try evaluated(arguments, scope, hint: .none).map(\.value), builder: false, at: call)
        }
        if let instance = scope.instance, let methods = instance.type.methods[name] {
            return try callFunction(methods, arguments, call: call, callerScope: scope, instance: instance, selfView: nil)
        }
        if let selfView = scope.selfView, let methods = program.viewExtensionMethods[name] {
            return try callFunction(methods, arguments, call: call, callerScope: scope, instance: nil, selfView: selfView)
        }
        if let functions = program.functions[name] {
            return try callFunction(functions, arguments, call: call, callerScope: scope, instance: nil, selfView: nil)
        }
        if let type = program.types[name] {
            return try instantiate(type, arguments, call: call, scope)
        }
        if let views = ViewTable.views[name] {
            let (index, bound) = try bind(arguments, to: views.map(\.signature), callName: name, call: call, scope: scope)
            let content = try views[index].build(bound)
            return .view(ViewValue(content, source: position(of: call)))
        }
        if let type = EngineType.named(name), StaticMembers.functions[type]?["init"] != nil {
            return try callStatic(type, "init", arguments, call: call, scope)
        }
        if let builtin = BuiltinFunctions.functions[name] {
            return try builtin(self, try evaluated(arguments, scope, hint: .none), Syntax(call))
        }
        if let selfView = scope.selfView, ModifierTable.isModifier(name) {
            return .view(try applyModifier(selfView, name, arguments, call: call, nameNode: Syntax(nameNode), scope))
        }
        throw unknownName(name, at: nameNode, scope)
    }

    private func unknownName(_ name: String, at node: DeclReferenceExprSyntax, _ scope: Scope) -> LocatedError {
        let candidates = Array(ViewTable.views.keys) + program.declaredNames + scope.localNames + Array(BuiltinFunctions.functions.keys)
        if let first = name.first, first.isUppercase {
            var hints = Suggestions.hint(for: name, in: candidates)
            if let note = ViewTable.unmodelled[name] { hints.append(note) }
            hints.append("LayoutLab models these views: " + ViewTable.views.keys.sorted().joined(separator: ", "))
            return LocatedError("'\(name)' is not a view or type LayoutLab models", at: node, hints: hints)
        }
        return LocatedError("cannot find '\(name)' in scope", at: node, hints: Suggestions.hint(for: name, in: candidates))
    }

    /// A struct from the file: a view, a custom layout with its content, or a plain value.
    func instantiate(_ type: TypeDeclaration, _ arguments: [SyntaxArgument], call: some SyntaxProtocol, _ scope: Scope) throws -> Value {
        switch type.role {
        case .layout:
            var initArguments = arguments
            var content: SyntaxArgument?
            if let last = initArguments.last, last.isUnlabeledTrailingClosure { content = initArguments.removeLast() }
            let instance = try makeInstance(type, initArguments, call: call, callerScope: scope)
            try LayoutSubset.validate(type, in: self)
            guard let content else { return .instance(instance) }
            let contentView = try anyView(try contentValue(content.expression, scope))
            let layout = InterpretedLayout(instance: instance, interpreter: self)
            return .view(ViewValue(.view(AnyView(layout { contentView })), source: position(of: call)))
        case .view:
            let instance = try makeInstance(type, arguments, call: call, callerScope: scope)
            return .view(ViewValue(.instance(instance), source: position(of: call)))
        default:
            return .instance(try makeInstance(type, arguments, call: call, callerScope: scope))
        }
    }

    /// View content written as a closure or a view.
    func contentValue(_ expression: ExprSyntax, _ scope: Scope) throws -> ViewValue {
        if let literal = expression.as(ClosureExprSyntax.self) {
            return try viewValue(try invoke(Closure(syntax: literal, scope: scope), [], builder: true, at: literal), at: literal)
        }
        return try viewValue(try eval(expression, scope), at: expression)
    }

    /// `CGSize(width:height:)`, `Font.system(size:)`, `Color(red:green:blue:)`.
    func callStatic(_ type: EngineType, _ name: String, _ arguments: [SyntaxArgument], call: some SyntaxProtocol, _ scope: Scope) throws -> Value {
        let functions = StaticMembers.functions[type]?[name] ?? []
        guard !functions.isEmpty else {
            let known = Array(StaticMembers.functions[type]?.keys.map { $0 } ?? [])
            throw LocatedError("type '\(type.rawValue)' has no function '\(name)'", at: call, hints: Suggestions.hint(for: name, in: known))
        }
        for function in functions {
            guard let matched = ArgumentMatcher.match(arguments, to: function.signature.parameters) else { continue }
            var values: [String: EvaluatedArgument] = [:]
            for parameter in function.signature.parameters {
                guard let index = matched[parameter.name] else { continue }
                let argument = arguments[index]
                values[parameter.name] = EvaluatedArgument(
                    label: argument.label, value: try eval(argument.expression, scope, hint: parameter.hint),
                    node: Syntax(argument.expression))
            }
            let result = try function.make(ArgumentValues(values: values, call: Syntax(call)))
            if let color = result as? Color { return .view(ViewValue(.color(color), source: position(of: call))) }
            return Coercion.value(of: result)
        }
        throw ArgumentMatcher.mismatch(arguments, signatures: functions.map(\.signature),
                                       callName: name == "init" ? type.rawValue : "\(type.rawValue).\(name)", at: call)
    }

    /// `receiver.name(…)`: a modifier on a view, a method of a struct, a static function, or a
    /// method of a value (`subview.sizeThatFits(_:)`, `value.formatted(.percent)`).
    func callMember(
        _ receiver: Value, _ name: String, _ arguments: [SyntaxArgument], call: FunctionCallExprSyntax, nameNode: DeclReferenceExprSyntax,
        _ scope: Scope
    ) throws -> Value {
        switch receiver {
        case let .view(view):
            return .view(try applyModifier(view, name, arguments, call: call, nameNode: Syntax(nameNode), scope))
        case let .instance(instance):
            if let methods = instance.type.methods[name] {
                return try callFunction(methods, arguments, call: call, callerScope: scope, instance: instance, selfView: nil)
            }
            if instance.type.role == .view {
                let view = ViewValue(.instance(instance), source: position(of: call))
                return .view(try applyModifier(view, name, arguments, call: call, nameNode: Syntax(nameNode), scope))
            }
            throw LocatedError("'\(instance.type.name)' has no method '\(name)'", at: nameNode,
                               hints: Suggestions.hint(for: name, in: instance.type.methods.keys))
        case let .type(reference):
            if let type = program.types[reference.name] {
                guard name == "init" else {
                    throw LocatedError.unsupported("a static method of a struct from the file", at: nameNode)
                }
                return try instantiate(type, arguments, call: call, scope)
            }
            guard let type = EngineType.named(reference.name) else {
                if let views = ViewTable.views[reference.name], name == "init" {
                    let (index, bound) = try bind(arguments, to: views.map(\.signature), callName: reference.name, call: call, scope: scope)
                    return .view(ViewValue(try views[index].build(bound), source: position(of: call)))
                }
                throw LocatedError("type '\(reference.name)' has no function '\(name)'", at: nameNode)
            }
            return try callStatic(type, name, arguments, call: call, scope)
        case let .implicitMember(member):
            // `.red.opacity(0.5)`, `.body.bold()`: Swift infers the type from context; the
            // members that make sense there are colours and fonts.
            if member.arguments == nil, let color = StaticMembers.color(named: member.name) {
                let view = ViewValue(.color(color), source: position(of: call))
                return .view(try applyModifier(view, name, arguments, call: call, nameNode: Syntax(nameNode), scope))
            }
            if let font = try? Coercion.resolve(member, as: .font) {
                return try valueMethod(.native(font), name, arguments, call: call, nameNode: nameNode, scope)
            }
            throw LocatedError("cannot infer the type of '.\(member.name)' here", at: member.node,
                               hints: ["name the type: Color.\(member.name), Font.\(member.name), …"])
        default:
            return try valueMethod(receiver.unwrapped, name, arguments, call: call, nameNode: nameNode, scope)
        }
    }
}

import Foundation
import LayoutLab
import SwiftSyntax

/// The arguments of a call to a builtin view or modifier, matched to its parameters and
/// evaluated on demand with each parameter's type in mind (so `1/2` is 0.5 for a CGFloat).
final class BoundArguments {
    let interpreter: Interpreter
    let scope: Scope
    let call: Syntax
    let callName: String
    private let arguments: [String: SyntaxArgument]
    private let parameters: [String: Parameter]
    private var values: [String: Value] = [:]

    init(interpreter: Interpreter, scope: Scope, call: Syntax, callName: String,
         arguments: [String: SyntaxArgument], parameters: [Parameter]) {
        self.interpreter = interpreter
        self.scope = scope
        self.call = call
        self.callName = callName
        self.arguments = arguments
        self.parameters = Dictionary(parameters.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func has(_ name: String) -> Bool { arguments[name] != nil }

    /// The argument's expression, for messages; the call when it was not given.
    func node(_ name: String) -> Syntax { arguments[name].map { Syntax($0.expression) } ?? call }

    func value(_ name: String) throws -> Value? {
        if let cached = values[name] { return cached }
        guard let argument = arguments[name] else { return nil }
        let value = try interpreter.eval(argument.expression, scope, hint: parameters[name]?.hint ?? .none)
        values[name] = value
        return value
    }

    /// The argument converted to an engine type; nil when absent or nil.
    func native<T>(_ name: String, _ type: EngineType, as: T.Type = T.self) throws -> T? {
        guard let value = try value(name), !value.isNil else { return nil }
        let converted = try Coercion.convert(value, to: type, at: node(name))
        guard let typed = converted as? T else {
            throw LocatedError("expected a value of type \(type.rawValue) for '\(name)'", at: node(name))
        }
        return typed
    }

    func string(_ name: String) throws -> String? { try native(name, .string) }
    func bool(_ name: String) throws -> Bool? { try native(name, .bool) }

    func double(_ name: String) throws -> Double? {
        try native(name, .cgFloat, as: CGFloat.self).map(Double.init)
    }

    func int(_ name: String) throws -> Int? { try native(name, .int) }

    /// What a length argument may be.
    enum LengthRule {
        /// A fixed frame dimension: finite and not negative.
        case size
        /// A flexible frame's minimum or ideal: finite and not negative.
        case minimum
        /// A flexible frame's maximum: not negative, `.infinity` allowed.
        case maximum
        /// Padding, spacing, offsets: any finite number (negative padding is legal SwiftUI).
        case signed
        /// A ratio: finite and positive.
        case ratio
        /// Not NaN.
        case number
    }

    /// A length, checked: NaN and lengths SwiftUI rejects are errors at the argument.
    func length(_ name: String, _ rule: LengthRule) throws -> CGFloat? {
        guard let value = try native(name, .cgFloat, as: CGFloat.self) else { return nil }
        let label = arguments[name]?.label.map { "'\($0)'" } ?? "the argument"
        let problem: String? = switch rule {
        case .size where value.isNaN || value < 0 || !value.isFinite: "must be a finite, non-negative number"
        case .minimum where value.isNaN || value < 0 || !value.isFinite: "must be a finite, non-negative number"
        case .maximum where value.isNaN || value < 0: "must be a non-negative number or .infinity"
        case .signed where !value.isFinite: "must be a finite number"
        case .ratio where !value.isFinite || value <= 0: "must be a finite, positive number"
        case .number where value.isNaN: "must be a number"
        default: nil
        }
        if let problem {
            throw LocatedError("\(callName): \(label) \(problem), not \(value.swiftDescription)", at: node(name))
        }
        return value
    }

    /// A closure argument, never called here (a button's action, a gesture).
    func closure(_ name: String) throws -> Closure? {
        guard let argument = arguments[name] else { return nil }
        if let literal = argument.expression.as(ClosureExprSyntax.self) { return Closure(syntax: literal, scope: scope) }
        guard case let .closure(closure) = try value(name)?.unwrapped else {
            throw LocatedError("expected a closure for '\(name)'", at: argument.expression)
        }
        return closure
    }

    /// View content: a `@ViewBuilder` closure evaluated now, or a view value.
    func content(_ name: String) throws -> ViewValue {
        guard let argument = arguments[name] else { return .empty }
        if let literal = argument.expression.as(ClosureExprSyntax.self) {
            let closure = Closure(syntax: literal, scope: scope)
            return try interpreter.viewValue(try interpreter.invoke(closure, [], builder: true, at: literal), at: literal)
        }
        let value = try self.value(name) ?? .none
        if case let .closure(closure) = value.unwrapped {
            return try interpreter.viewValue(try interpreter.invoke(closure, [], builder: true, at: argument.expression),
                                             at: argument.expression)
        }
        return try interpreter.viewValue(value, at: argument.expression)
    }

    func contentView(_ name: String) throws -> AnyView { try interpreter.anyView(try content(name)) }
}

extension Interpreter {
    /// Matches a call's arguments to the first signature that fits and binds them.
    func bind(
        _ arguments: [SyntaxArgument], to signatures: [Signature], callName: String, call: some SyntaxProtocol, scope: Scope
    ) throws -> (Int, BoundArguments) {
        for (index, signature) in signatures.enumerated() {
            guard let matched = ArgumentMatcher.match(arguments, to: signature.parameters) else { continue }
            let bound = BoundArguments(
                interpreter: self, scope: scope, call: Syntax(call), callName: callName,
                arguments: matched.mapValues { arguments[$0] }, parameters: signature.parameters)
            return (index, bound)
        }
        throw ArgumentMatcher.mismatch(arguments, signatures: signatures, callName: callName, at: call)
    }

    /// Evaluates arguments up front (for static functions and value methods).
    func evaluated(_ arguments: [SyntaxArgument], _ scope: Scope, hint: NumberHint) throws -> [EvaluatedArgument] {
        try arguments.map { argument in
            EvaluatedArgument(label: argument.label, value: try eval(argument.expression, scope, hint: hint), node: Syntax(argument.expression))
        }
    }
}

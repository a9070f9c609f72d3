import Foundation
import LayoutLab
@_spi(Compiler) import SwiftParser
import SwiftSyntax

/// `\.name` in `.containerValue(\.name, …)` or `ForEach(…, id: \.self)`.
struct KeyPathValue {
    let components: [String]
}

extension Interpreter {
    /// Evaluates an expression; an optional chain that meets nil evaluates to nil.
    func eval(_ expression: ExprSyntax, _ scope: Scope, hint: NumberHint = .none) throws -> Value {
        do {
            return try evalChain(expression, scope, hint: hint)
        } catch is OptionalChainShortCircuit {
            return .none
        }
    }

    /// Evaluates an expression inside an optional chain: `x?` meeting nil aborts the chain.
    func evalChain(_ expression: ExprSyntax, _ scope: Scope, hint: NumberHint = .none) throws -> Value {
        try nested(at: expression) { try evalNode(expression, scope, hint: hint) }
    }

    private func evalNode(_ expression: ExprSyntax, _ scope: Scope, hint: NumberHint) throws -> Value {
        switch expression.as(ExprSyntaxEnum.self) {
        case let .integerLiteralExpr(literal):
            return try integer(literal, hint: hint)
        case let .floatLiteralExpr(literal):
            guard let value = literal.representedLiteralValue else {
                throw LocatedError("invalid number literal '\(literal.literal.text)'", at: literal)
            }
            return .double(value)
        case let .booleanLiteralExpr(literal):
            return .bool(literal.literal.tokenKind == .keyword(.true))
        case .nilLiteralExpr:
            return .none
        case let .stringLiteralExpr(literal):
            return .string(try string(literal, scope))
        case let .declReferenceExpr(reference):
            return try lookup(reference, scope)
        case let .memberAccessExpr(member):
            return try memberAccess(member, scope)
        case let .functionCallExpr(call):
            return try self.call(call, scope)
        case let .subscriptCallExpr(subscriptCall):
            return try self.subscript(subscriptCall, scope)
        case let .optionalChainingExpr(chain):
            let value = try evalChain(chain.expression, scope, hint: hint)
            if value.isNil { throw OptionalChainShortCircuit() }
            return value.unwrapped
        case let .forceUnwrapExpr(unwrap):
            let value = try eval(unwrap.expression, scope, hint: hint)
            if value.isNil {
                throw LocatedError("unexpectedly found nil while unwrapping an optional value", at: unwrap)
            }
            return value.unwrapped
        case let .prefixOperatorExpr(prefix):
            return try prefixOperator(prefix, scope, hint: hint)
        case let .sequenceExpr(sequence):
            return try evaluate(try OperatorFolding.fold(sequence), scope, hint: hint)
        case let .infixOperatorExpr(infix):
            return try evaluate(try OperatorFolding.fold(infix), scope, hint: hint)
        case let .ternaryExpr(ternary):
            let condition = try bool(try eval(ternary.condition, scope), at: ternary.condition)
            return try eval(condition ? ternary.thenExpression : ternary.elseExpression, scope, hint: hint)
        case let .tupleExpr(tuple):
            if tuple.elements.isEmpty { return .void }
            guard tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil else {
                throw LocatedError.unsupported("a tuple", at: tuple)
            }
            return try evalChain(only.expression, scope, hint: hint)
        case let .closureExpr(closure):
            return .closure(Closure(syntax: closure, scope: scope))
        case let .arrayExpr(array):
            return .array(try array.elements.map { try eval($0.expression, scope, hint: hint) })
        case let .ifExpr(ifExpression):
            return try evaluateIf(ifExpression, scope, builder: false)
        case let .switchExpr(switchExpression):
            return try evaluateSwitch(switchExpression, scope, builder: false)
        case let .keyPathExpr(keyPath):
            return .native(try self.keyPath(keyPath))
        case let .asExpr(cast):
            return try castValue(try eval(cast.expression, scope, hint: hint), to: cast.type, at: cast)
        case let .tryExpr(tryExpression):
            return try evalChain(tryExpression.expression, scope, hint: hint)
        case let .awaitExpr(awaitExpression):
            return try evalChain(awaitExpression.expression, scope, hint: hint)
        case let .typeExpr(type):
            return .type(TypeReference(name: type.type.trimmedDescription))
        case let .editorPlaceholderExpr(placeholder):
            throw LocatedError("editor placeholder in source: fill in \(placeholder.placeholder.text)", at: placeholder)
        case let .missingExpr(missing):
            throw LocatedError("expected an expression", at: missing)
        case let .macroExpansionExpr(macro):
            throw LocatedError.unsupported("the macro #\(macro.macroName.text)", at: macro)
        default:
            throw LocatedError.unsupported("this kind of expression (\(expression.kind))", at: expression)
        }
    }

    private func integer(_ literal: IntegerLiteralExprSyntax, hint: NumberHint) throws -> Value {
        if let value = literal.representedLiteralValue {
            return hint == .floating ? .double(Double(value)) : .int(value)
        }
        let digits = literal.literal.text.filter { $0 != "_" }
        if hint == .floating, let value = Double(digits) { return .double(value) }
        throw LocatedError("integer literal '\(literal.literal.text)' overflows Int", at: literal)
    }

    func bool(_ value: Value, at node: some SyntaxProtocol) throws -> Bool {
        guard case let .bool(bool) = value.unwrapped else {
            throw LocatedError("expected a Bool condition, found a value of type \(value.typeName)", at: node)
        }
        return bool
    }

    private func prefixOperator(_ prefix: PrefixOperatorExprSyntax, _ scope: Scope, hint: NumberHint) throws -> Value {
        let value = try eval(prefix.expression, scope, hint: hint).unwrapped
        switch (prefix.operator.text, value) {
        case ("-", .int(let int)):
            guard int != Int.min else { throw LocatedError("arithmetic overflow", at: prefix) }
            return .int(-int)
        case ("-", .double(let double)): return .double(-double)
        case ("+", .int), ("+", .double): return value
        case ("!", .bool(let bool)): return .bool(!bool)
        case ("-", .implicitMember(let member)):
            let resolved = try Coercion.convert(.implicitMember(member), to: .cgFloat, at: prefix.expression)
            return .double(-Double(resolved as? CGFloat ?? 0))
        default:
            throw LocatedError("operator '\(prefix.operator.text)' cannot be applied to a value of type \(value.typeName)", at: prefix)
        }
    }

    // MARK: Strings

    /// A string literal, with `\(…)` interpolations evaluated and shown as Swift shows them.
    func string(_ literal: StringLiteralExprSyntax, _ scope: Scope) throws -> String {
        if let value = literal.representedLiteralValue { return value }
        guard let kind = literal.stringLiteralKind else {
            throw LocatedError("invalid string literal", at: literal)
        }
        var result = ""
        for segment in literal.segments {
            switch segment {
            case let .stringSegment(text):
                text.appendUnescapedLiteralValue(stringLiteralKind: kind, delimiterLength: literal.delimiterLength, to: &result)
            case let .expressionSegment(interpolation):
                guard interpolation.expressions.count == 1, let only = interpolation.expressions.first, only.label == nil else {
                    throw LocatedError.unsupported("an interpolation with arguments (such as specifier:)", at: interpolation,
                                                   hints: ["interpolate a single value: \\(value)"])
                }
                result += ValueFormatter.describe(try eval(only.expression, scope))
            }
        }
        return result
    }

    // MARK: Key paths and casts

    private func keyPath(_ keyPath: KeyPathExprSyntax) throws -> KeyPathValue {
        if keyPath.root != nil {
            throw LocatedError.unsupported("a key path with a root type", at: keyPath, hints: ["write \\.name"])
        }
        var components: [String] = []
        for component in keyPath.components {
            guard case let .property(property) = component.component else {
                throw LocatedError.unsupported("this key path component", at: component)
            }
            components.append(property.declName.baseName.text)
        }
        return KeyPathValue(components: components)
    }

    /// `value as T`: numbers convert to the named number type; anything else passes through
    /// (`x as Any` only changes how `print` is type-checked).
    func castValue(_ value: Value, to type: TypeSyntax, at node: some SyntaxProtocol) throws -> Value {
        let declared = DeclaredType(type)
        switch declared.engineType {
        case .cgFloat, .int:
            return try convert(value, to: declared, at: node)
        default:
            return value
        }
    }
}

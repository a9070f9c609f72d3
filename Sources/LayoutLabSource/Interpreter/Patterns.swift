import Foundation
import LayoutLab
import SwiftSyntax

extension Interpreter {
    /// Swift's pattern matching (`case` labels, `if case`, `for case`): wildcards, bindings,
    /// tuples, enum cases with their associated values, optionals, ranges, `is`/`as` and values.
    func matches(_ pattern: PatternSyntax, _ subject: Value, _ scope: Scope, mutable: Bool = false) throws -> Bool {
        switch pattern.as(PatternSyntaxEnum.self) {
        case .wildcardPattern:
            return true
        case let .identifierPattern(identifier):
            scope.declare(identifier.identifier.text, subject, mutable: mutable)
            return true
        case let .valueBindingPattern(binding):
            return try matches(binding.pattern, subject, scope, mutable: binding.bindingSpecifier.tokenKind == .keyword(.var))
        case let .tuplePattern(tuple):
            guard case let .tuple(values) = subject.unwrapped, values.elements.count == tuple.elements.count else { return false }
            for (element, value) in zip(tuple.elements, values.elements) where !(try matches(element.pattern, value, scope, mutable: mutable)) {
                return false
            }
            return true
        case let .isTypePattern(check):
            return try isInstance(subject, of: check.type, scope)
        case let .expressionPattern(expressionPattern):
            return try matches(expression: expressionPattern.expression, subject, scope, mutable: mutable)
        default:
            throw LocatedError.unsupported("this pattern", at: pattern)
        }
    }

    /// A pattern written as an expression: `.case(let x)`, `Type.case`, `x?`, `0..<10`, `let x as T`, a value.
    private func matches(expression: ExprSyntax, _ subject: Value, _ scope: Scope, mutable: Bool) throws -> Bool {
        // `let x`, `_` nested in an enum pattern's arguments.
        if let pattern = expression.as(PatternExprSyntax.self) {
            return try matches(pattern.pattern, subject, scope, mutable: mutable)
        }
        if expression.is(DiscardAssignmentExprSyntax.self) { return true }
        // `x?`: matches a non-nil optional.
        if let optional = expression.as(OptionalChainingExprSyntax.self) {
            guard !subject.isNil else { return false }
            return try matches(expression: optional.expression, subject.unwrapped, scope, mutable: mutable)
        }
        // `.name(patterns…)`, `Type.name(patterns…)`: an enum case with associated values.
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           call.arguments.contains(where: { Self.isPatternArgument($0.expression) }) || member.base == nil {
            if let result = try matchesCase(member.declName.baseName.text, arguments: call.arguments, subject, scope, mutable: mutable) {
                return result
            }
        }
        // `.name` without arguments against an enum case or an optional.
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            let name = member.declName.baseName.text
            switch subject {
            case .none: return name == "none"
            case let .enumCase(value) where value.type.enumCase(name) != nil: return value.name == name
            default: break
            }
        }
        // `let x as T`, `x as T`.
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           let cast = sequence.elements.dropFirst().first?.as(UnresolvedAsExprSyntax.self),
           let type = sequence.elements.last?.as(TypeExprSyntax.self) {
            guard try isInstance(subject, of: type.type, scope) else { return false }
            _ = cast
            let converted = try castValue(subject, nil, to: type.type, scope, at: type)
            return try matches(expression: sequence.elements.first!, converted, scope, mutable: mutable)
        }
        let hint: TypeRef? = if case .double = subject.unwrapped { .builtin(Double.bridge) } else { nil }
        var value = try eval(expression, scope, expected: hint ?? staticContext(of: subject))
        if case let .range(range) = value { return range.contains(subject.unwrapped) }
        if case .implicitMember = value, let type = staticContext(of: subject) { value = try coerce(value, to: type, in: scope, at: expression) }
        return try Equality.equal(subject, value)
    }

    /// `.case(let a, _)` against an enum case (or `.some(let x)` against an optional); nil when the
    /// subject is not an enum case of a type from the file.
    private func matchesCase(
        _ name: String, arguments: LabeledExprListSyntax, _ subject: Value, _ scope: Scope, mutable: Bool
    ) throws -> Bool? {
        if name == "some" {
            guard !subject.isNil, let only = arguments.first else { return false }
            return try matches(expression: only.expression, subject.unwrapped, scope, mutable: mutable)
        }
        guard case let .enumCase(value) = subject.unwrapped else { return nil }
        guard value.name == name else { return false }
        let patterns = Array(arguments)
        // `case .point(let p)` against `.point(x: 1, y: 2)` binds the tuple.
        if patterns.count == 1, value.associated.count > 1 {
            return try matches(expression: patterns[0].expression, .tuple(TupleValue(value.associated, labels: value.labels)), scope,
                               mutable: mutable)
        }
        guard patterns.count == value.associated.count else { return false }
        for (pattern, associated) in zip(patterns, value.associated) where !(try matches(expression: pattern.expression, associated, scope, mutable: mutable)) {
            return false
        }
        return true
    }

    private static func isPatternArgument(_ expression: ExprSyntax) -> Bool {
        expression.is(PatternExprSyntax.self) || expression.is(DiscardAssignmentExprSyntax.self)
    }

    /// The type implicit members in a pattern are resolved against.
    private func staticContext(of subject: Value) -> TypeRef? {
        switch subject.unwrapped {
        case let .enumCase(value): .user(value.type)
        case let .record(record): .user(record.type)
        case let .native(native): .builtin(type(of: native).bridge)
        case .int: .builtin(Int.bridge)
        case .string: .builtin(String.bridge)
        case .view: .builtin(Color.bridge)
        default: nil
        }
    }
}

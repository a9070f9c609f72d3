import Foundation
import LayoutLab
import SwiftSyntax

/// An operator expression with Swift's precedence applied. The parser leaves `a + b * c` as a
/// flat sequence (folding needs the operator declarations, which live in SwiftOperators);
/// LayoutLab folds with the standard library's precedence groups.
indirect enum FoldedExpression {
    case operand(ExprSyntax)
    case binary(String, Syntax, FoldedExpression, FoldedExpression)
    case ternary(FoldedExpression, ExprSyntax, FoldedExpression, Syntax)
    /// `as`, `as?`, `as!` (the token kind of the mark).
    case cast(FoldedExpression, TypeSyntax, TokenKind?, Syntax)
    case typeCheck(FoldedExpression, TypeSyntax, Syntax)
    case assignment(String, Syntax, FoldedExpression, FoldedExpression)
}

enum OperatorFolding {
    private struct Operator {
        enum Kind { case binary(String), ternary(ExprSyntax), cast(TypeSyntax, TokenKind?), typeCheck(TypeSyntax), assignment(String) }
        let kind: Kind
        let precedence: Int
        let rightAssociative: Bool
        let node: Syntax
    }

    /// The standard library's precedence groups, as numbers (higher binds tighter).
    static let assignmentPrecedence = 90

    static func precedence(of name: String) -> (Int, Bool)? {
        switch name {
        case "<<", ">>", "&<<", "&>>": (160, false)
        case "*", "/", "%", "&*", "&": (150, false)
        case "+", "-", "&+", "&-", "|", "^": (140, false)
        case "..<", "...": (135, false)
        case "??": (131, true)
        case "==", "!=", "<", "<=", ">", ">=", "~=", "===", "!==": (130, false)
        case "&&": (120, false)
        case "||": (110, false)
        case "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=": (assignmentPrecedence, true)
        default: nil
        }
    }

    static func fold(_ infix: InfixOperatorExprSyntax) throws -> FoldedExpression {
        if infix.operator.is(AssignmentExprSyntax.self) {
            return .assignment("=", Syntax(infix.operator), .operand(infix.leftOperand), .operand(infix.rightOperand))
        }
        guard let name = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            throw LocatedError.unsupported("this operator", at: infix.operator)
        }
        if precedence(of: name)?.0 == assignmentPrecedence {
            return .assignment(name, Syntax(infix.operator), .operand(infix.leftOperand), .operand(infix.rightOperand))
        }
        return .binary(name, Syntax(infix.operator), .operand(infix.leftOperand), .operand(infix.rightOperand))
    }

    /// Shunting-yard over the sequence's alternating operands and operators.
    static func fold(_ sequence: SequenceExprSyntax) throws -> FoldedExpression {
        var operands: [FoldedExpression] = []
        var operators: [Operator] = []
        var expectOperand = true
        let elements = Array(sequence.elements)
        var index = 0

        func reduceTop() throws {
            guard let top = operators.popLast() else { return }
            switch top.kind {
            case let .cast(type, mark):
                guard let value = operands.popLast() else { throw LocatedError("malformed expression", at: top.node) }
                operands.append(.cast(value, type, mark, top.node))
            case let .typeCheck(type):
                guard let value = operands.popLast() else { throw LocatedError("malformed expression", at: top.node) }
                operands.append(.typeCheck(value, type, top.node))
            case let .binary(name):
                guard let rhs = operands.popLast(), let lhs = operands.popLast() else { throw LocatedError("malformed expression", at: top.node) }
                operands.append(.binary(name, top.node, lhs, rhs))
            case let .ternary(then):
                guard let rhs = operands.popLast(), let lhs = operands.popLast() else { throw LocatedError("malformed expression", at: top.node) }
                operands.append(.ternary(lhs, then, rhs, top.node))
            case let .assignment(name):
                guard let rhs = operands.popLast(), let lhs = operands.popLast() else { throw LocatedError("malformed expression", at: top.node) }
                operands.append(.assignment(name, top.node, lhs, rhs))
            }
        }

        func push(_ op: Operator) throws {
            while let top = operators.last,
                  top.precedence > op.precedence || (top.precedence == op.precedence && !op.rightAssociative) {
                try reduceTop()
            }
            operators.append(op)
        }

        while index < elements.count {
            let element = elements[index]
            if expectOperand {
                operands.append(.operand(element))
                expectOperand = false
                index += 1
                continue
            }
            if let binary = element.as(BinaryOperatorExprSyntax.self) {
                let name = binary.operator.text
                guard let (precedence, right) = precedence(of: name) else {
                    throw LocatedError.unsupported("the operator '\(name)'", at: binary)
                }
                let kind: Operator.Kind = precedence == assignmentPrecedence ? .assignment(name) : .binary(name)
                try push(Operator(kind: kind, precedence: precedence, rightAssociative: right, node: Syntax(binary)))
                expectOperand = true
            } else if element.is(AssignmentExprSyntax.self) {
                try push(Operator(kind: .assignment("="), precedence: assignmentPrecedence, rightAssociative: true, node: Syntax(element)))
                expectOperand = true
            } else if let ternary = element.as(UnresolvedTernaryExprSyntax.self) {
                try push(Operator(kind: .ternary(ternary.thenExpression), precedence: 100, rightAssociative: true, node: Syntax(ternary)))
                expectOperand = true
            } else if let cast = element.as(UnresolvedAsExprSyntax.self) {
                guard index + 1 < elements.count, let type = elements[index + 1].as(TypeExprSyntax.self) else {
                    throw LocatedError("expected a type after 'as'", at: cast)
                }
                try push(Operator(kind: .cast(type.type, cast.questionOrExclamationMark?.tokenKind), precedence: 132,
                                  rightAssociative: false, node: Syntax(cast)))
                index += 1
            } else if let check = element.as(UnresolvedIsExprSyntax.self) {
                guard index + 1 < elements.count, let type = elements[index + 1].as(TypeExprSyntax.self) else {
                    throw LocatedError("expected a type after 'is'", at: check)
                }
                try push(Operator(kind: .typeCheck(type.type), precedence: 132, rightAssociative: false, node: Syntax(check)))
                index += 1
            } else {
                throw LocatedError.unsupported("this operator", at: element)
            }
            index += 1
        }
        while !operators.isEmpty { try reduceTop() }
        guard operands.count == 1, let result = operands.first else {
            throw LocatedError("malformed expression", at: sequence)
        }
        return result
    }
}

extension Interpreter {
    func evaluate(_ folded: FoldedExpression, _ scope: Scope, expected: TypeRef?) throws -> Value {
        switch folded {
        case let .operand(expression):
            return try eval(expression, scope, expected: expected)
        case let .ternary(condition, then, otherwise, node):
            let test = try bool(try evaluate(condition, scope, expected: nil), at: node)
            return test ? try eval(then, scope, expected: expected) : try evaluate(otherwise, scope, expected: expected)
        case let .cast(value, type, mark, node):
            // `x as T` types its operand (`(5 / 2) as CGFloat` is 2.5); `as?` and `as!` test it.
            let operandType: TypeRef? = mark == nil ? TypeRef(type) : nil
            return try castValue(try evaluate(value, scope, expected: operandType), mark, to: type, scope, at: node)
        case let .typeCheck(value, type, _):
            return .bool(try isInstance(try evaluate(value, scope, expected: nil), of: type, scope))
        case let .assignment(name, node, target, value):
            try assign(name, target, value, scope, at: node)
            return .void
        case let .binary(name, node, lhs, rhs):
            return try LocatedError.locating(at: node) { try binary(name, lhs, rhs, scope, expected: expected, at: node) }
        }
    }

    private func binary(
        _ name: String, _ lhs: FoldedExpression, _ rhs: FoldedExpression, _ scope: Scope, expected: TypeRef?, at node: Syntax
    ) throws -> Value {
        // LocalizedStringKey has no operators: `"a" + "b"` and `name ?? "None"` are Strings where
        // a key is expected, and a Text shows them as they are, as Swift types them.
        let expected = isLocalizedStringKey(expected, in: scope) ? .bridged(String.self) : expected
        switch name {
        case "&&":
            guard try bool(try evaluate(lhs, scope, expected: nil), at: node) else { return .bool(false) }
            return .bool(try bool(try evaluate(rhs, scope, expected: nil), at: node))
        case "||":
            if try bool(try evaluate(lhs, scope, expected: nil), at: node) { return .bool(true) }
            return .bool(try bool(try evaluate(rhs, scope, expected: nil), at: node))
        case "??":
            let left = try evaluate(lhs, scope, expected: expected.map { .optional($0) })
            guard left.isNil else { return left.unwrapped }
            // Without a context the default takes the optional's type: `width ?? 5 / 2` is 2.5
            // when `width` is a `CGFloat?`.
            var defaultType = expected
            if case .any? = expected { defaultType = nil }
            if defaultType == nil, case let .operand(expression) = lhs { defaultType = try declaredType(of: expression, scope)?.nonOptional }
            return try evaluate(rhs, scope, expected: defaultType)
        default:
            break
        }
        let comparison = ["==", "!=", "<", "<=", ">", ">=", "~=", "===", "!=="].contains(name)
        let isRange = name == "..<" || name == "..."
        let operandType = comparison || isRange ? nil : expected
        var left = try evaluate(lhs, scope, expected: operandType)
        // The other operand's type types literals and implicit members, as Swift's inference does:
        // `width > 100` compares CGFloats, `alignment == .leading` compares alignments.
        var right = try evaluate(rhs, scope, expected: operandType ?? staticType(of: left))
        if case .implicitMember = left { left = try coerce(left, toTypeOf: right, scope, at: node) }
        if case .implicitMember = right { right = try coerce(right, toTypeOf: left, scope, at: node) }
        if case .int = left, case .double = right, Self.isIntegerLiteral(rhs) { right = try evaluate(rhs, scope, expected: nil) }
        if case .int = right, case .double = left, Self.isIntegerLiteral(lhs) { left = try evaluate(lhs, scope, expected: nil) }
        switch name {
        case "==": return .bool(try Equality.equal(left, right))
        case "!=": return .bool(!(try Equality.equal(left, right)))
        case "===":
            if case let .object(a) = left.unwrapped, case let .object(b) = right.unwrapped { return .bool(a === b) }
            return .bool(left.isNil && right.isNil)
        case "!==":
            if case let .object(a) = left.unwrapped, case let .object(b) = right.unwrapped { return .bool(a !== b) }
            return .bool(!(left.isNil && right.isNil))
        case "<": return .bool(try Equality.less(left, right))
        case ">": return .bool(try Equality.less(right, left))
        case "<=": return .bool(!(try Equality.less(right, left)))
        case ">=": return .bool(!(try Equality.less(left, right)))
        case "~=":
            if case let .range(range) = left.unwrapped { return .bool(range.contains(right.unwrapped)) }
            return .bool(try Equality.equal(left, right))
        case "..<", "...": return try range(name, left.unwrapped, right.unwrapped)
        default: return try arithmetic(name, left.unwrapped, right.unwrapped)
        }
    }

    /// A binary operator applied to two values (for operators passed as functions).
    func applyOperator(_ name: String, _ left: Value, _ right: Value) throws -> Value {
        switch name {
        case "==": return .bool(try Equality.equal(left, right))
        case "!=": return .bool(!(try Equality.equal(left, right)))
        case "<": return .bool(try Equality.less(left, right))
        case ">": return .bool(try Equality.less(right, left))
        case "<=": return .bool(!(try Equality.less(right, left)))
        case ">=": return .bool(!(try Equality.less(left, right)))
        case "&&", "||":
            guard case let .bool(a) = left.unwrapped, case let .bool(b) = right.unwrapped else { throw RuntimeError("'\(name)' takes Bool values") }
            return .bool(name == "&&" ? a && b : a || b)
        default: return try arithmetic(name, left.unwrapped, right.unwrapped)
        }
    }

    /// The type a value has, as a context for the other operand of a binary operator.
    private func staticType(of value: Value) -> TypeRef? {
        switch value.unwrapped {
        case .double: .builtin(Double.bridge)
        case let .native(native): .builtin(type(of: native).bridge)
        case let .enumCase(enumCase): .user(enumCase.type)
        case let .record(record): .user(record.type)
        default: nil
        }
    }

    private func coerce(_ value: Value, toTypeOf other: Value, _ scope: Scope, at node: Syntax) throws -> Value {
        guard let type = staticType(of: other) else {
            if case .int = other.unwrapped { return try coerce(value, to: .builtin(Int.bridge), in: scope, at: node) }
            if case .view = other.unwrapped { return try coerce(value, to: .builtin(Color.bridge), in: scope, at: node) }
            return value
        }
        return try coerce(value, to: type, in: scope, at: node)
    }

    private func range(_ name: String, _ left: Value, _ right: Value) throws -> Value {
        if case let .int(lower) = left, case let .int(upper) = right, lower > upper || (name == "..<" && lower > upper) {
            throw RuntimeError("a range's lower bound (\(lower)) must not be greater than its upper bound (\(upper))")
        }
        if let lower = left.number, let upper = right.number, lower > upper {
            throw RuntimeError("a range's lower bound must not be greater than its upper bound")
        }
        return .range(RangeValue(lower: left, upper: right, isClosed: name == "..."))
    }

    func arithmetic(_ name: String, _ left: Value, _ right: Value) throws -> Value {
        switch (left, right) {
        case let (.int(a), .int(b)):
            let result: (Int, Bool)
            switch name {
            case "+": result = a.addingReportingOverflow(b)
            case "-": result = a.subtractingReportingOverflow(b)
            case "*": result = a.multipliedReportingOverflow(by: b)
            case "/", "%":
                guard b != 0 else { throw RuntimeError("division by zero") }
                result = name == "/" ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
            case "&+": return .int(a &+ b)
            case "&-": return .int(a &- b)
            case "&*": return .int(a &* b)
            case "&": return .int(a & b)
            case "|": return .int(a | b)
            case "^": return .int(a ^ b)
            case "<<", "&<<": return .int(b >= 64 || b <= -64 ? 0 : a << b)
            case ">>", "&>>": return .int(b >= 64 || b <= -64 ? (a < 0 ? -1 : 0) : a >> b)
            default: throw RuntimeError("the operator '\(name)' is not one LayoutLab evaluates")
            }
            guard !result.1 else { throw RuntimeError("arithmetic overflow") }
            return .int(result.0)
        case let (.string(a), .string(b)) where name == "+":
            return .string(a + b)
        case let (.array(a), .array(b)) where name == "+":
            return .array(a + b)
        case let (.view(a), .view(b)) where name == "+":
            if case let .text(first) = a.content, case let .text(second) = b.content {
                return .view(ViewValue(.text(first + second), source: a.source))
            }
        case let (.native(a), _):
            if let operation = type(of: a).bridge.functions[name]?.first {
                return try operation.call(Arguments(self, values: ["lhs": left, "rhs": right], call: nil, callName: name, scope: globalScope))
            }
        default:
            break
        }
        guard let a = left.number, let b = right.number else {
            throw RuntimeError("operator '\(name)' cannot be applied to \(left.typeName) and \(right.typeName)")
        }
        switch name {
        case "+": return .double(a + b)
        case "-": return .double(a - b)
        case "*": return .double(a * b)
        case "/": return .double(a / b)
        case "%": return .double(a.truncatingRemainder(dividingBy: b))
        default: throw RuntimeError("the operator '\(name)' cannot be applied to floating-point values")
        }
    }

    private static func isIntegerLiteral(_ folded: FoldedExpression) -> Bool {
        guard case var .operand(expression) = folded else { return false }
        while true {
            if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
                expression = prefix.expression
            } else if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                expression = only.expression
            } else {
                return expression.is(IntegerLiteralExprSyntax.self)
            }
        }
    }

    // MARK: Assignment

    private func assign(_ name: String, _ target: FoldedExpression, _ value: FoldedExpression, _ scope: Scope, at node: Syntax) throws {
        guard case let .operand(targetExpression) = target else {
            throw LocatedError("cannot assign to this expression", at: node)
        }
        if targetExpression.is(DiscardAssignmentExprSyntax.self) {
            _ = try evaluate(value, scope, expected: nil)
            return
        }
        if let tuple = targetExpression.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            // `(a, b) = (b, a)`
            guard case let .tuple(values) = try evaluate(value, scope, expected: nil), values.elements.count == tuple.elements.count else {
                throw LocatedError("the tuple on the right does not match the one on the left", at: node)
            }
            for (element, newValue) in zip(tuple.elements, values.elements) {
                guard let place = try place(of: element.expression, scope) else {
                    throw LocatedError("cannot assign to this expression", at: element.expression)
                }
                try write(newValue, to: place, at: element.expression, scope)
            }
            return
        }
        try LocatedError.locating(at: node) {
            guard let place = try place(of: targetExpression, scope) else {
                throw LocatedError("cannot assign to '\(targetExpression.trimmedDescription)'", at: targetExpression)
            }
            // A variable's string or array grows in place (`s += "…"` in a loop of 100,000): the
            // value is evaluated before the variable is read, as Swift begins the inout access
            // after its right side, and nothing but the variable holds the string then, so the
            // append copies only what is added. Reading it first (`current` below) kept a second
            // reference alive, and every append copied the whole string (issue 34, input 6305).
            var evaluated: Value?
            if name == "+=", case let .variable(box) = place, box.isMutable, box.value.growsInPlace {
                let addition = try evaluate(value, scope, expected: try declaredType(of: targetExpression, scope)
                                            ?? staticType(of: box.value))
                if Self.append(addition, to: box) { return }
                evaluated = addition
            }
            let current: Value? = name == "=" ? nil : try read(place, at: targetExpression, scope)
            // The value takes the target's type: its declaration's, else its current value's (a
            // local `var spacing: CGFloat` holds a CGFloat, so `spacing = 5 / 2` stores 2.5).
            // A plain variable is read for it; other places only for compound assignment, as
            // reading a computed property runs its getter.
            let known = current ?? { if case let .variable(box) = place { box.value } else { nil } }()
            var newValue = try evaluated ?? evaluate(value, scope, expected: try declaredType(of: targetExpression, scope)
                                                     ?? known.flatMap { staticType(of: $0) })
            if let current {
                if case .implicitMember = newValue { newValue = try coerce(newValue, toTypeOf: current, scope, at: node) }
                let operation = String(name.dropLast())
                newValue = try arithmetic(operation, current.unwrapped, newValue.unwrapped)
            }
            try write(newValue, to: place, at: targetExpression, scope)
        }
    }

    /// Appends `addition` to the string or array in `box` without copying what it holds (the
    /// box's reference is dropped first); false when the two do not append so (an optional, a
    /// String given a Character), for the general path to add or refuse.
    private static func append(_ addition: Value, to box: VariableBox) -> Bool {
        if case let .string(suffix) = addition, case .string(var text) = box.value {
            box.value = .string("")
            text += suffix
            box.value = .string(text)
            return true
        }
        if case let .array(more) = addition, case .array(var items) = box.value {
            box.value = .array([])
            items += more
            box.value = .array(items)
            return true
        }
        return false
    }
}

private extension Value {
    /// A string or an array, which `+=` on a variable appends to in place.
    var growsInPlace: Bool {
        switch self {
        case .string, .array: true
        default: false
        }
    }
}

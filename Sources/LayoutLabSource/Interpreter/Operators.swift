import Foundation
import LayoutLab
import SwiftSyntax

/// An operator expression with Swift's precedence applied. The parser leaves `a + b * c`
/// as a flat sequence (folding needs the operator declarations, which live in SwiftOperators);
/// LayoutLab folds with the standard library's precedence groups.
indirect enum FoldedExpression {
    case operand(ExprSyntax)
    case binary(String, Syntax, FoldedExpression, FoldedExpression)
    case ternary(FoldedExpression, ExprSyntax, FoldedExpression, Syntax)
    case cast(FoldedExpression, TypeSyntax, Syntax)
    case assignment(String, Syntax, FoldedExpression, FoldedExpression)
}

enum OperatorFolding {
    private struct Operator {
        enum Kind { case binary(String), ternary(ExprSyntax), cast(TypeSyntax), assignment(String) }
        let kind: Kind
        let precedence: Int
        let rightAssociative: Bool
        let node: Syntax
    }

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
        case "=", "+=", "-=", "*=", "/=", "%=": (90, true)
        default: nil
        }
    }

    static func fold(_ infix: InfixOperatorExprSyntax) throws -> FoldedExpression {
        guard let name = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            if infix.operator.is(AssignmentExprSyntax.self) {
                return .assignment("=", Syntax(infix.operator), .operand(infix.leftOperand), .operand(infix.rightOperand))
            }
            throw LocatedError.unsupported("this operator", at: infix.operator)
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
            case let .cast(type):
                guard let value = operands.popLast() else { throw LocatedError("malformed expression", at: top.node) }
                operands.append(.cast(value, type, top.node))
            default:
                guard let rhs = operands.popLast(), let lhs = operands.popLast() else {
                    throw LocatedError("malformed expression", at: top.node)
                }
                switch top.kind {
                case let .binary(name): operands.append(.binary(name, top.node, lhs, rhs))
                case let .ternary(then): operands.append(.ternary(lhs, then, rhs, top.node))
                case let .assignment(name): operands.append(.assignment(name, top.node, lhs, rhs))
                case .cast: break
                }
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
                let kind: Operator.Kind = precedence == 90 ? .assignment(name) : .binary(name)
                try push(Operator(kind: kind, precedence: precedence, rightAssociative: right, node: Syntax(binary)))
                expectOperand = true
            } else if element.is(AssignmentExprSyntax.self) {
                try push(Operator(kind: .assignment("="), precedence: 90, rightAssociative: true, node: Syntax(element)))
                expectOperand = true
            } else if let ternary = element.as(UnresolvedTernaryExprSyntax.self) {
                try push(Operator(kind: .ternary(ternary.thenExpression), precedence: 100, rightAssociative: true, node: Syntax(ternary)))
                expectOperand = true
            } else if let cast = element.as(UnresolvedAsExprSyntax.self) {
                guard index + 1 < elements.count, let type = elements[index + 1].as(TypeExprSyntax.self) else {
                    throw LocatedError("expected a type after 'as'", at: cast)
                }
                try push(Operator(kind: .cast(type.type), precedence: 132, rightAssociative: false, node: Syntax(cast)))
                index += 1
            } else if element.is(UnresolvedIsExprSyntax.self) {
                throw LocatedError.unsupported("'is' type checks", at: element)
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
    func evaluate(_ folded: FoldedExpression, _ scope: Scope, hint: NumberHint) throws -> Value {
        switch folded {
        case let .operand(expression):
            return try eval(expression, scope, hint: hint)
        case let .ternary(condition, then, otherwise, node):
            let test = try bool(try evaluate(condition, scope, hint: .none), at: node)
            return test ? try eval(then, scope, hint: hint) : try evaluate(otherwise, scope, hint: hint)
        case let .cast(value, type, node):
            return try castValue(try evaluate(value, scope, hint: hint), to: type, at: node)
        case let .assignment(name, node, target, value):
            try assign(name, target, value, scope, at: node)
            return .void
        case let .binary(name, node, lhs, rhs):
            return try binary(name, lhs, rhs, scope, hint: hint, at: node)
        }
    }

    private func binary(
        _ name: String, _ lhs: FoldedExpression, _ rhs: FoldedExpression, _ scope: Scope, hint: NumberHint, at node: Syntax
    ) throws -> Value {
        switch name {
        case "&&":
            guard try bool(try evaluate(lhs, scope, hint: .none), at: node) else { return .bool(false) }
            return .bool(try bool(try evaluate(rhs, scope, hint: .none), at: node))
        case "||":
            if try bool(try evaluate(lhs, scope, hint: .none), at: node) { return .bool(true) }
            return .bool(try bool(try evaluate(rhs, scope, hint: .none), at: node))
        case "??":
            let left = try evaluate(lhs, scope, hint: hint)
            return left.isNil ? try evaluate(rhs, scope, hint: hint) : left.unwrapped
        default:
            break
        }
        let comparison = ["==", "!=", "<", "<=", ">", ">="].contains(name)
        var left = try evaluate(lhs, scope, hint: comparison ? .none : hint)
        var right = try evaluate(rhs, scope, hint: comparison ? .none : hint)
        // An integer literal next to an Int value is an Int, whatever the context wants:
        // `CGFloat(count + 1)` adds Ints.
        if case .int = left, case .double = right, Self.isIntegerLiteral(rhs) { right = try evaluate(rhs, scope, hint: .none) }
        if case .int = right, case .double = left, Self.isIntegerLiteral(lhs) { left = try evaluate(lhs, scope, hint: .none) }
        // An implicit member compared with a value takes the value's type: `proposal == .zero`.
        if case let .implicitMember(member) = right, case let .native(native) = left.unwrapped, let type = EngineType.of(native) {
            right = Coercion.value(of: try Coercion.resolve(member, as: type))
        }
        if case let .implicitMember(member) = left, case let .native(native) = right.unwrapped, let type = EngineType.of(native) {
            left = Coercion.value(of: try Coercion.resolve(member, as: type))
        }
        if case .implicitMember = right, case .double = left.unwrapped { right = Coercion.value(of: try Coercion.convert(right, to: .cgFloat, at: node)) }
        if case .implicitMember = left, case .double = right.unwrapped { left = Coercion.value(of: try Coercion.convert(left, to: .cgFloat, at: node)) }
        switch name {
        case "==": return .bool(try Equality.equal(left, right, at: node))
        case "!=": return .bool(!(try Equality.equal(left, right, at: node)))
        case "<", "<=", ">", ">=": return .bool(try compare(name, left.unwrapped, right.unwrapped, at: node))
        case "..<", "...": return try range(name, left.unwrapped, right.unwrapped, at: node)
        default: return try arithmetic(name, left.unwrapped, right.unwrapped, at: node)
        }
    }

    private func compare(_ name: String, _ left: Value, _ right: Value, at node: Syntax) throws -> Bool {
        func order<T: Comparable>(_ a: T, _ b: T) -> Bool {
            switch name {
            case "<": a < b
            case "<=": a <= b
            case ">": a > b
            default: a >= b
            }
        }
        switch (left, right) {
        case let (.int(a), .int(b)): return order(a, b)
        case let (.string(a), .string(b)): return order(a, b)
        default:
            guard let a = Self.number(left), let b = Self.number(right) else {
                throw LocatedError("operator '\(name)' cannot compare \(left.typeName) and \(right.typeName)", at: node)
            }
            return order(a, b)
        }
    }

    private func range(_ name: String, _ left: Value, _ right: Value, at node: Syntax) throws -> Value {
        guard case let .int(lower) = left, case let .int(upper) = right else {
            throw LocatedError("ranges need Int bounds, found \(left.typeName) and \(right.typeName)", at: node)
        }
        let end: (partialValue: Int, overflow: Bool) = name == "..." ? upper.addingReportingOverflow(1) : (upper, false)
        guard !end.overflow, lower <= end.partialValue else {
            throw LocatedError("a range's lower bound must not be greater than its upper bound", at: node)
        }
        return .range(lower..<end.partialValue)
    }

    private func arithmetic(_ name: String, _ left: Value, _ right: Value, at node: Syntax) throws -> Value {
        switch (left, right) {
        case let (.int(a), .int(b)):
            let result: (Int, Bool)
            switch name {
            case "+": result = a.addingReportingOverflow(b)
            case "-": result = a.subtractingReportingOverflow(b)
            case "*": result = a.multipliedReportingOverflow(by: b)
            case "/", "%":
                guard b != 0 else { throw LocatedError("division by zero", at: node) }
                result = name == "/" ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
            default:
                throw LocatedError.unsupported("the operator '\(name)'", at: node)
            }
            guard !result.1 else { throw LocatedError("arithmetic overflow", at: node) }
            return .int(result.0)
        case let (.string(a), .string(b)) where name == "+":
            return .string(a + b)
        case let (.view(a), .view(b)) where name == "+":
            guard case let .text(first) = a.content, case let .text(second) = b.content else { break }
            return .view(ViewValue(.text(first + second), source: a.source))
        default:
            break
        }
        guard let a = Self.number(left), let b = Self.number(right) else {
            throw LocatedError("operator '\(name)' cannot be applied to \(left.typeName) and \(right.typeName)", at: node)
        }
        switch name {
        case "+": return .double(a + b)
        case "-": return .double(a - b)
        case "*": return .double(a * b)
        case "/": return .double(a / b)
        case "%": return .double(a.truncatingRemainder(dividingBy: b))
        default: throw LocatedError.unsupported("the operator '\(name)'", at: node)
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

    static func number(_ value: Value) -> Double? {
        switch value.unwrapped {
        case let .int(int): Double(int)
        case let .double(double): double
        default: nil
        }
    }

    // MARK: Assignment

    private func assign(_ name: String, _ target: FoldedExpression, _ value: FoldedExpression, _ scope: Scope, at node: Syntax) throws {
        guard case let .operand(targetExpression) = target else {
            throw LocatedError("cannot assign to this expression", at: node)
        }
        if targetExpression.is(DiscardAssignmentExprSyntax.self) {
            _ = try evaluate(value, scope, hint: .none)
            return
        }
        let box = try assignableBox(targetExpression, scope)
        guard box.isMutable else {
            throw LocatedError("cannot assign to '\(targetExpression.trimmedDescription)': it is a 'let' constant", at: targetExpression)
        }
        let hint: NumberHint = if case .double = box.value.unwrapped { .floating } else { .none }
        var newValue = try evaluate(value, scope, hint: hint)
        if name != "=" {
            let operation = String(name.dropLast())
            newValue = try arithmetic(operation, box.value.unwrapped, newValue.unwrapped, at: node)
        }
        if case let .binding(bound) = box.value {
            bound.value = newValue
        } else {
            box.value = newValue
        }
    }

    /// The storage an assignment writes: a local `var`, a property of `self`, a top-level `var`.
    private func assignableBox(_ target: ExprSyntax, _ scope: Scope) throws -> VariableBox {
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let box = scope.lookup(name) { return box }
            if let box = scope.instance?.properties[name] { return box }
            if let box = try global(name, at: reference) { return box }
            throw LocatedError("cannot find '\(name)' in scope", at: reference)
        }
        if let member = target.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
           base.baseName.tokenKind == .keyword(.self), let instance = scope.instance {
            let name = member.declName.baseName.text
            if let box = instance.properties[name] { return box }
            throw LocatedError("'\(instance.type.name)' has no stored property '\(name)'", at: member.declName)
        }
        throw LocatedError.unsupported("assigning to this expression", at: target)
    }
}

/// Swift's `==` on interpreted values.
enum Equality {
    static func equal(_ a: Value, _ b: Value, at node: some SyntaxProtocol) throws -> Bool {
        switch (a.unwrapped, b.unwrapped) {
        case (.none, .none): return true
        case (.none, _), (_, .none): return false
        case let (.bool(x), .bool(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.int(x), .int(y)): return x == y
        case let (.native(x), .native(y)):
            if let x = x as? AnyHashable, let y = y as? AnyHashable { return x == y }
            if let x = x as? Alignment, let y = y as? Alignment { return x == y }
            if let x = x as? HorizontalAlignment, let y = y as? HorizontalAlignment { return x == y }
            if let x = x as? VerticalAlignment, let y = y as? VerticalAlignment { return x == y }
        case let (.view(x), .view(y)):
            if case let .color(c) = x.content, case let .color(d) = y.content { return c == d }
        case let (.range(x), .range(y)): return x == y
        default:
            if let x = Interpreter.number(a), let y = Interpreter.number(b) { return x == y }
        }
        throw LocatedError("cannot compare a value of type \(a.typeName) with a value of type \(b.typeName)", at: node)
    }
}

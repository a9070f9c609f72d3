import Foundation
import LayoutLab
import SwiftSyntax

/// How a block of statements ended.
enum Flow {
    case next
    case returned(Value)
    case breakLoop
    case continueLoop
}

extension Interpreter {
    /// The value of a function, property or closure body.
    ///
    /// A view builder body (`var body`, `@ViewBuilder`, view content closures) collects the
    /// views its statements produce; an explicit `return` turns the builder off, as in Swift.
    /// Any other body is a single expression or runs its statements until `return`.
    func evaluateBody(_ items: CodeBlockItemListSyntax, _ scope: Scope, builder: Bool) throws -> Value {
        if builder && !Self.containsReturn(items) {
            var views: [ViewValue] = []
            _ = try runBlock(items, scope, views: &views)
            return .view(views.count == 1 ? views[0] : ViewValue(.list(views), source: nil))
        }
        if items.count == 1, let only = items.first, let expression = Self.expression(of: only) {
            if let ifExpression = expression.as(IfExprSyntax.self) { return try evaluateIf(ifExpression, scope, builder: false) }
            if let switchExpression = expression.as(SwitchExprSyntax.self) {
                return try evaluateSwitch(switchExpression, scope, builder: false)
            }
            return try eval(expression, scope)
        }
        var ignored: [ViewValue] = []
        if case let .returned(value) = try runBlock(items, scope, views: &ignored, builder: false) { return value }
        return .void
    }

    static func expression(of item: CodeBlockItemSyntax) -> ExprSyntax? {
        switch item.item {
        case let .expr(expression): expression
        case let .stmt(statement): statement.as(ExpressionStmtSyntax.self)?.expression
        case .decl: nil
        }
    }

    private static func containsReturn(_ items: CodeBlockItemListSyntax) -> Bool {
        items.contains { item in
            if case let .stmt(statement) = item.item { return statement.is(ReturnStmtSyntax.self) }
            return false
        }
    }

    /// Runs statements in order. In a view builder (`builder`), each view-valued expression
    /// is appended to `views`.
    func runBlock(
        _ items: some Sequence<CodeBlockItemSyntax>, _ scope: Scope, views: inout [ViewValue], builder: Bool = true
    ) throws -> Flow {
        for item in items {
            let flow = try nested(at: item) { () throws -> Flow in
                switch item.item {
                case let .decl(declaration):
                    try declare(declaration, scope)
                    return .next
                case let .expr(expression):
                    return try statement(expression, scope, views: &views, builder: builder)
                case let .stmt(statement):
                    return try self.statement(statement, scope, views: &views, builder: builder)
                }
            }
            if case .next = flow { continue }
            return flow
        }
        return .next
    }

    private func statement(_ expression: ExprSyntax, _ scope: Scope, views: inout [ViewValue], builder: Bool) throws -> Flow {
        if let ifExpression = expression.as(IfExprSyntax.self) {
            return try runIf(ifExpression, scope, views: &views, builder: builder)
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return try runSwitch(switchExpression, scope, views: &views, builder: builder)
        }
        let value = try eval(expression, scope)
        guard builder else { return .next }
        switch value.unwrapped {
        case .void: break
        case .none: break
        default: views.append(try viewValue(value, at: expression, role: "a view (every expression in a view builder must be one)"))
        }
        return .next
    }

    private func statement(_ statement: StmtSyntax, _ scope: Scope, views: inout [ViewValue], builder: Bool) throws -> Flow {
        switch statement.as(StmtSyntaxEnum.self) {
        case let .expressionStmt(expression):
            return try self.statement(expression.expression, scope, views: &views, builder: builder)
        case let .returnStmt(returnStatement):
            return .returned(try returnStatement.expression.map { try eval($0, scope) } ?? .void)
        case let .guardStmt(guardStatement):
            let bodyScope = scope
            if try conditions(guardStatement.conditions, bodyScope) { return .next }
            var ignored: [ViewValue] = []
            let flow = try runBlock(guardStatement.body.statements, scope.child(), views: &ignored, builder: false)
            if case .next = flow {
                throw LocatedError("'guard' body must not fall through; end it with 'return'", at: guardStatement.guardKeyword)
            }
            return flow
        case let .forStmt(forStatement):
            return try runFor(forStatement, scope, views: &views, builder: builder)
        case .breakStmt:
            return .breakLoop
        case .continueStmt:
            return .continueLoop
        default:
            throw LocatedError.unsupported("this statement (\(statement.kind))", at: statement)
        }
    }

    // MARK: Declarations

    private func declare(_ declaration: DeclSyntax, _ scope: Scope) throws {
        guard let variable = declaration.as(VariableDeclSyntax.self) else {
            throw LocatedError.unsupported("a local declaration of this kind", at: declaration,
                                           hints: ["declare helpers at the top level or as members of the view"])
        }
        let mutable = variable.bindingSpecifier.tokenKind == .keyword(.var)
        for binding in variable.bindings {
            let declared = DeclaredType(binding.typeAnnotation?.type)
            var value = Value.none
            if let initializer = binding.initializer?.value {
                value = try convert(try eval(initializer, scope, hint: declared.numberHint), to: declared, at: initializer)
            } else if !mutable {
                throw LocatedError.unsupported("a 'let' without a value", at: binding)
            }
            if binding.pattern.is(WildcardPatternSyntax.self) { continue }
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                throw LocatedError.unsupported("a destructuring pattern", at: binding.pattern)
            }
            scope.declare(name, value, mutable: mutable)
        }
    }

    // MARK: Conditions

    /// Evaluates `if`/`guard` conditions, binding `let x = optional` names in `scope`.
    func conditions(_ conditions: ConditionElementListSyntax, _ scope: Scope) throws -> Bool {
        for element in conditions {
            switch element.condition {
            case let .expression(expression):
                guard try bool(try eval(expression, scope), at: expression) else { return false }
            case let .optionalBinding(binding):
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    throw LocatedError.unsupported("this binding pattern", at: binding.pattern)
                }
                let value: Value
                if let initializer = binding.initializer?.value {
                    value = try eval(initializer, scope)
                } else {
                    value = try lookup(name: name, at: binding.pattern, scope)
                }
                if value.isNil { return false }
                scope.declare(name, value.unwrapped, mutable: binding.bindingSpecifier.tokenKind == .keyword(.var))
            case .availability:
                continue
            default:
                throw LocatedError.unsupported("this kind of condition", at: element)
            }
        }
        return true
    }

    // MARK: if

    /// `if` as an expression: the chosen branch's value.
    func evaluateIf(_ ifExpression: IfExprSyntax, _ scope: Scope, builder: Bool) throws -> Value {
        let branchScope = scope.child()
        if try conditions(ifExpression.conditions, branchScope) {
            return try evaluateBody(ifExpression.body.statements, branchScope, builder: builder)
        }
        switch ifExpression.elseBody {
        case let .ifExpr(next)?: return try evaluateIf(next, scope, builder: builder)
        case let .codeBlock(block)?: return try evaluateBody(block.statements, scope.child(), builder: builder)
        case nil: return builder ? .view(.empty) : .void
        }
    }

    private func runIf(_ ifExpression: IfExprSyntax, _ scope: Scope, views: inout [ViewValue], builder: Bool) throws -> Flow {
        let branchScope = scope.child()
        if try conditions(ifExpression.conditions, branchScope) {
            return try runBlock(ifExpression.body.statements, branchScope, views: &views, builder: builder)
        }
        switch ifExpression.elseBody {
        case let .ifExpr(next)?: return try runIf(next, scope, views: &views, builder: builder)
        case let .codeBlock(block)?: return try runBlock(block.statements, scope.child(), views: &views, builder: builder)
        case nil: return .next
        }
    }

    // MARK: switch

    func evaluateSwitch(_ switchExpression: SwitchExprSyntax, _ scope: Scope, builder: Bool) throws -> Value {
        let subject = try eval(switchExpression.subject, scope)
        guard let (statements, caseScope) = try chooseCase(switchExpression, subject: subject, scope) else {
            throw LocatedError("no case of the switch matches \(ValueFormatter.describe(subject))", at: switchExpression.switchKeyword,
                               hints: ["add a 'default:' case"])
        }
        return try evaluateBody(statements, caseScope, builder: builder)
    }

    private func runSwitch(_ switchExpression: SwitchExprSyntax, _ scope: Scope, views: inout [ViewValue], builder: Bool) throws -> Flow {
        let subject = try eval(switchExpression.subject, scope)
        guard let (statements, caseScope) = try chooseCase(switchExpression, subject: subject, scope) else {
            throw LocatedError("no case of the switch matches \(ValueFormatter.describe(subject))", at: switchExpression.switchKeyword,
                               hints: ["add a 'default:' case"])
        }
        let flow = try runBlock(statements, caseScope, views: &views, builder: builder)
        if case .breakLoop = flow { return .next }
        return flow
    }

    private func chooseCase(
        _ switchExpression: SwitchExprSyntax, subject: Value, _ scope: Scope
    ) throws -> (CodeBlockItemListSyntax, Scope)? {
        for element in switchExpression.cases {
            guard case let .switchCase(switchCase) = element else {
                throw LocatedError.unsupported("#if inside a switch", at: element)
            }
            let caseScope = scope.child()
            switch switchCase.label {
            case .default:
                return (switchCase.statements, caseScope)
            case let .case(label):
                for item in label.caseItems {
                    if try matches(item.pattern, subject, caseScope) {
                        if let whereClause = item.whereClause,
                           !(try bool(try eval(whereClause.condition, caseScope), at: whereClause.condition)) {
                            continue
                        }
                        return (switchCase.statements, caseScope)
                    }
                }
            }
        }
        return nil
    }

    /// Swift's `~=`: equality, range membership, bindings and wildcards.
    private func matches(_ pattern: PatternSyntax, _ subject: Value, _ scope: Scope) throws -> Bool {
        switch pattern.as(PatternSyntaxEnum.self) {
        case .wildcardPattern:
            return true
        case let .valueBindingPattern(binding):
            return try matches(binding.pattern, subject, scope)
        case let .identifierPattern(identifier):
            scope.declare(identifier.identifier.text, subject)
            return true
        case let .expressionPattern(expressionPattern):
            let hint: NumberHint = if case .double = subject.unwrapped { .floating } else { .none }
            var value = try eval(expressionPattern.expression, scope, hint: hint)
            if case let .range(range) = value, case let .int(int) = subject.unwrapped { return range.contains(int) }
            if case let .implicitMember(member) = value {
                if case let .native(native) = subject.unwrapped, let type = EngineType.of(native) {
                    value = Coercion.value(of: try Coercion.resolve(member, as: type))
                } else if case .double = subject.unwrapped {
                    value = Coercion.value(of: try Coercion.resolve(member, as: .cgFloat))
                } else if case .int = subject.unwrapped {
                    value = Coercion.value(of: try Coercion.resolve(member, as: .int))
                }
            }
            return try Equality.equal(subject, value, at: expressionPattern)
        default:
            throw LocatedError.unsupported("this pattern", at: pattern)
        }
    }

    // MARK: for

    private func runFor(_ forStatement: ForStmtSyntax, _ scope: Scope, views: inout [ViewValue], builder: Bool) throws -> Flow {
        if builder {
            throw LocatedError("a 'for' loop cannot produce views in a view builder", at: forStatement.forKeyword,
                               hints: ["use ForEach(…) { … }"])
        }
        let sequence = try elements(of: try eval(forStatement.sequence, scope), at: forStatement.sequence)
        let name = forStatement.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        if name == nil && !forStatement.pattern.is(WildcardPatternSyntax.self) {
            throw LocatedError.unsupported("this loop pattern", at: forStatement.pattern)
        }
        for element in sequence {
            let loopScope = scope.child()
            if let name { loopScope.declare(name, element) }
            if let whereClause = forStatement.whereClause,
               !(try bool(try eval(whereClause.condition, loopScope), at: whereClause.condition)) {
                continue
            }
            let flow = try runBlock(forStatement.body.statements, loopScope, views: &views, builder: false)
            switch flow {
            case .next, .continueLoop: continue
            case .breakLoop: return .next
            case .returned: return flow
            }
        }
        return .next
    }

    static let maximumIterations = 10_000

    /// The elements of something iterable: an array, a range, a layout's subviews.
    func elements(of value: Value, at node: some SyntaxProtocol) throws -> [Value] {
        switch value.unwrapped {
        case let .array(items): return items
        case let .range(range):
            let (count, overflow) = range.upperBound.subtractingReportingOverflow(range.lowerBound)
            // Views built in a loop (ForEach, reduce) can nest or repeat this often; more is
            // refused rather than risking the stack when they are released.
            guard !overflow, count <= Self.maximumIterations else {
                throw LocatedError("the range has \(overflow ? "more than \(Int.max)" : "\(count)") elements; "
                                   + "LayoutLab iterates at most \(Self.maximumIterations)", at: node)
            }
            return range.map { .int($0) }
        case let .native(subviews as LayoutSubviews): return subviews.map { .native($0) }
        default: throw LocatedError("a value of type \(value.typeName) cannot be iterated", at: node)
        }
    }
}

import Foundation
import LayoutLab
import SwiftSyntax

/// How a block of statements ended.
enum Flow {
    case next
    case returned(Value)
    case breakLoop(String?)
    case continueLoop(String?)
    case fallthroughCase
}

extension Interpreter {
    /// The value of a function, property or closure body.
    ///
    /// A view builder body (`var body`, `@ViewBuilder`, view content closures) collects the
    /// views its statements produce; an explicit `return` turns the builder off, as in Swift.
    /// Any other body is a single expression or runs its statements until `return`.
    func evaluateBody(_ items: CodeBlockItemListSyntax, _ scope: Scope, builder: Bool, expected: TypeRef? = nil) throws -> Value {
        if builder && !Self.containsReturn(items) {
            var views: [ViewValue] = []
            _ = try runBlock(items, scope, views: &views, builder: true)
            return .view(views.count == 1 ? views[0] : ViewValue(.list(views), source: nil))
        }
        if items.count == 1, let only = items.first, let expression = Self.expression(of: only) {
            if let ifExpression = expression.as(IfExprSyntax.self) {
                return try evaluateIf(ifExpression, scope, builder: false, expected: expected)
            }
            if let switchExpression = expression.as(SwitchExprSyntax.self) {
                return try evaluateSwitch(switchExpression, scope, builder: false, expected: expected)
            }
            return try eval(expression, scope, expected: expected)
        }
        var ignored: [ViewValue] = []
        switch try runBlock(items, scope, views: &ignored, builder: false, expected: expected) {
        case let .returned(value): return value
        default: return .void
        }
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

    /// Runs statements in order. In a view builder (`builder`), each view-valued expression is
    /// appended to `views`. `defer` blocks run when the block ends, last first.
    func runBlock(
        _ items: some Sequence<CodeBlockItemSyntax>, _ scope: Scope, views: inout [ViewValue], builder: Bool,
        expected: TypeRef? = nil
    ) throws -> Flow {
        var deferred: [CodeBlockSyntax] = []
        defer {
            for block in deferred.reversed() {
                var ignored: [ViewValue] = []
                _ = try? runBlock(block.statements, scope.child(), views: &ignored, builder: false)
            }
        }
        for item in items {
            let flow = try nested(at: item) { () throws -> Flow in
                switch item.item {
                case let .decl(declaration):
                    if let conditional = declaration.as(IfConfigDeclSyntax.self) {
                        guard let clause = CompilationConditions.activeClause(of: conditional),
                              case let .statements(inner)? = clause.elements else { return .next }
                        return try runBlock(inner, scope, views: &views, builder: builder, expected: expected)
                    }
                    try declare(declaration, scope)
                    return .next
                case let .expr(expression):
                    return try statement(expression, scope, views: &views, builder: builder, expected: expected)
                case let .stmt(statement):
                    if let deferStatement = statement.as(DeferStmtSyntax.self) {
                        deferred.append(deferStatement.body)
                        return .next
                    }
                    return try self.statement(statement, scope, views: &views, builder: builder, expected: expected)
                }
            }
            if case .next = flow { continue }
            return flow
        }
        return .next
    }

    private func statement(
        _ expression: ExprSyntax, _ scope: Scope, views: inout [ViewValue], builder: Bool, expected: TypeRef?
    ) throws -> Flow {
        if let ifExpression = expression.as(IfExprSyntax.self) {
            return try runIf(ifExpression, scope, views: &views, builder: builder, expected: expected)
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return try runSwitch(switchExpression, scope, views: &views, builder: builder, expected: expected)
        }
        let value = try eval(expression, scope, expected: builder ? .view : nil)
        guard builder else { return .next }
        switch value.unwrapped {
        case .void, .none: break
        default: views.append(try viewValue(value, at: expression, role: "a view (every expression in a view builder must be one)"))
        }
        return .next
    }

    private func statement(
        _ statement: StmtSyntax, _ scope: Scope, views: inout [ViewValue], builder: Bool, expected: TypeRef?
    ) throws -> Flow {
        switch statement.as(StmtSyntaxEnum.self) {
        case let .expressionStmt(expression):
            return try self.statement(expression.expression, scope, views: &views, builder: builder, expected: expected)
        case let .returnStmt(returnStatement):
            return .returned(try returnStatement.expression.map { try eval($0, scope, expected: expected) } ?? .void)
        case let .guardStmt(guardStatement):
            if try conditions(guardStatement.conditions, scope) { return .next }
            var ignored: [ViewValue] = []
            let flow = try runBlock(guardStatement.body.statements, scope.child(), views: &ignored, builder: false, expected: expected)
            if case .next = flow {
                throw LocatedError("'guard' body must not fall through; end it with 'return'", at: guardStatement.guardKeyword)
            }
            return flow
        case let .forStmt(forStatement):
            return try runFor(forStatement, label: nil, scope, views: &views, builder: builder, expected: expected)
        case let .whileStmt(whileStatement):
            return try runWhile(whileStatement, label: nil, scope, expected: expected)
        case let .repeatStmt(repeatStatement):
            return try runRepeat(repeatStatement, label: nil, scope, expected: expected)
        case let .labeledStmt(labeled):
            let label = labeled.label.text
            switch labeled.statement.as(StmtSyntaxEnum.self) {
            case let .forStmt(forStatement):
                return try runFor(forStatement, label: label, scope, views: &views, builder: builder, expected: expected)
            case let .whileStmt(whileStatement): return try runWhile(whileStatement, label: label, scope, expected: expected)
            case let .repeatStmt(repeatStatement): return try runRepeat(repeatStatement, label: label, scope, expected: expected)
            default:
                return try self.statement(labeled.statement, scope, views: &views, builder: builder, expected: expected)
            }
        case let .breakStmt(breakStatement):
            return .breakLoop(breakStatement.label?.text)
        case let .continueStmt(continueStatement):
            return .continueLoop(continueStatement.label?.text)
        case .fallThroughStmt:
            return .fallthroughCase
        case let .doStmt(doStatement):
            return try runDo(doStatement, scope, views: &views, builder: builder, expected: expected)
        case let .throwStmt(throwStatement):
            throw ThrownError(value: try eval(throwStatement.expression, scope), node: Syntax(throwStatement))
        case .discardStmt:
            return .next
        default:
            throw LocatedError.unsupported("this statement (\(statement.kind))", at: statement)
        }
    }

    // MARK: Declarations in a body

    private func declare(_ declaration: DeclSyntax, _ scope: Scope) throws {
        if let function = declaration.as(FunctionDeclSyntax.self) {
            // A nested function sees the names around it, and later ones see it.
            let declared = DeclarationCollector.function(function, owner: nil)
            scope.declare(function.name.text, .function(Function(.declared(declared, scope), isViewBuilder: declared.isViewBuilder)))
            return
        }
        guard let variable = declaration.as(VariableDeclSyntax.self) else {
            throw LocatedError.unsupported("a local declaration of this kind", at: declaration,
                                           hints: ["declare types and helpers at the top level or as members"])
        }
        let mutable = variable.bindingSpecifier.tokenKind == .keyword(.var)
        for binding in variable.bindings {
            // A top-level variable of a script: initialised now, in order, as a global.
            if scope === globalScope, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
               program.globals[name] != nil {
                // A study's table is the sweep's to read, not the view's: evaluating 24 cases of
                // dictionaries for every case of a sweep took a third of its time.
                if !StudyDeclaration.names.contains(name) { _ = try global(name, at: binding) }
                continue
            }
            let declared = TypeRef(binding.typeAnnotation?.type)
            var value = Value.none
            if let accessors = binding.accessorBlock, let (getter, _) = DeclarationCollector.accessors(accessors),
               let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                // A local computed variable: evaluated now (nothing can change it in between here).
                scope.declare(name, try evaluateBody(getter, scope.child(), builder: false, expected: declared))
                continue
            }
            if let initializer = binding.initializer?.value {
                value = try evaluate(initializer, as: declared, in: scope)
            } else if !mutable && binding.typeAnnotation == nil {
                throw LocatedError.unsupported("a 'let' without a value or type", at: binding)
            } else if !mutable, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                // `let data: Data`, assigned in the `do` that follows (Apple's Landmarks `load`).
                let box = VariableBox(value, isMutable: false)
                box.awaitsValue = true
                scope.declare(name, box: box)
                continue
            }
            try bind(binding.pattern, to: value, in: scope, mutable: mutable)
        }
    }

    /// Binds the names of a declaration pattern: `x`, `(a, b)`, `_`.
    func bind(_ pattern: PatternSyntax, to value: Value, in scope: Scope, mutable: Bool) throws {
        switch pattern.as(PatternSyntaxEnum.self) {
        case .wildcardPattern: return
        case let .identifierPattern(identifier):
            scope.declare(identifier.identifier.text, value, mutable: mutable)
        case let .tuplePattern(tuple):
            guard case let .tuple(values) = value.unwrapped, values.elements.count == tuple.elements.count else {
                throw LocatedError("cannot destructure a value of type \(value.typeName) into \(tuple.elements.count) names", at: tuple)
            }
            for (element, inner) in zip(tuple.elements, values.elements) {
                try bind(element.pattern, to: inner, in: scope, mutable: mutable)
            }
        case let .valueBindingPattern(binding):
            try bind(binding.pattern, to: value, in: scope, mutable: binding.bindingSpecifier.tokenKind == .keyword(.var))
        default:
            throw LocatedError.unsupported("this pattern in a declaration", at: pattern)
        }
    }

    // MARK: Conditions

    /// Evaluates `if`/`guard`/`while` conditions, binding `let x = optional` and `case` names in `scope`.
    func conditions(_ conditions: ConditionElementListSyntax, _ scope: Scope) throws -> Bool {
        for element in conditions {
            switch element.condition {
            case let .expression(expression):
                guard try bool(try eval(expression, scope), at: expression) else { return false }
            case let .optionalBinding(binding):
                let value: Value
                if let initializer = binding.initializer?.value {
                    value = try eval(initializer, scope, expected: binding.typeAnnotation.map { .optional(TypeRef($0.type)) })
                } else if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    value = try lookup(name: name, at: binding.pattern, scope)
                } else {
                    throw LocatedError.unsupported("this binding pattern", at: binding.pattern)
                }
                if value.isNil { return false }
                try bind(binding.pattern, to: unwrapOnce(value), in: scope, mutable: binding.bindingSpecifier.tokenKind == .keyword(.var))
            case let .matchingPattern(matching):
                let value = try eval(matching.initializer.value, scope)
                guard try matches(matching.pattern, value, scope) else { return false }
            case let .availability(availability):
                // The newest iOS: every `#available` holds, every `#unavailable` fails.
                if availability.availabilityKeyword.tokenKind == .poundUnavailable { return false }
            }
        }
        return true
    }

    /// `if let x = y`: one level of optional removed.
    private func unwrapOnce(_ value: Value) -> Value {
        if case let .some(inner) = value { return inner }
        return value
    }

    // MARK: if

    /// `if` as an expression: the chosen branch's value.
    func evaluateIf(_ ifExpression: IfExprSyntax, _ scope: Scope, builder: Bool, expected: TypeRef?) throws -> Value {
        let branchScope = scope.child()
        if try conditions(ifExpression.conditions, branchScope) {
            return try evaluateBody(ifExpression.body.statements, branchScope, builder: builder, expected: expected)
        }
        switch ifExpression.elseBody {
        case let .ifExpr(next)?: return try evaluateIf(next, scope, builder: builder, expected: expected)
        case let .codeBlock(block)?: return try evaluateBody(block.statements, scope.child(), builder: builder, expected: expected)
        case nil: return builder ? .view(.empty) : .void
        }
    }

    private func runIf(
        _ ifExpression: IfExprSyntax, _ scope: Scope, views: inout [ViewValue], builder: Bool, expected: TypeRef?
    ) throws -> Flow {
        let branchScope = scope.child()
        if try conditions(ifExpression.conditions, branchScope) {
            return try runBlock(ifExpression.body.statements, branchScope, views: &views, builder: builder, expected: expected)
        }
        switch ifExpression.elseBody {
        case let .ifExpr(next)?: return try runIf(next, scope, views: &views, builder: builder, expected: expected)
        case let .codeBlock(block)?: return try runBlock(block.statements, scope.child(), views: &views, builder: builder, expected: expected)
        case nil: return .next
        }
    }

    // MARK: switch

    func evaluateSwitch(_ switchExpression: SwitchExprSyntax, _ scope: Scope, builder: Bool, expected: TypeRef?) throws -> Value {
        let subject = try eval(switchExpression.subject, scope)
        let cases = try matchingCases(switchExpression, subject: subject, scope)
        guard let (statements, caseScope) = cases.first else {
            throw LocatedError("no case of the switch matches \(Formatting.describe(subject, self))", at: switchExpression.switchKeyword,
                               hints: ["add a 'default:' case"])
        }
        return try evaluateBody(statements, caseScope, builder: builder, expected: expected)
    }

    private func runSwitch(
        _ switchExpression: SwitchExprSyntax, _ scope: Scope, views: inout [ViewValue], builder: Bool, expected: TypeRef?
    ) throws -> Flow {
        let subject = try eval(switchExpression.subject, scope)
        let cases = try matchingCases(switchExpression, subject: subject, scope)
        guard !cases.isEmpty else {
            throw LocatedError("no case of the switch matches \(Formatting.describe(subject, self))", at: switchExpression.switchKeyword,
                               hints: ["add a 'default:' case"])
        }
        for (statements, caseScope) in cases {
            let flow = try runBlock(statements, caseScope, views: &views, builder: builder, expected: expected)
            switch flow {
            case .fallthroughCase: continue
            case .breakLoop(nil): return .next
            default: return flow
            }
        }
        return .next
    }

    /// The matching case and, for `fallthrough`, the cases after it (each with its scope).
    private func matchingCases(
        _ switchExpression: SwitchExprSyntax, subject: Value, _ scope: Scope
    ) throws -> [(CodeBlockItemListSyntax, Scope)] {
        let cases = Self.activeCases(switchExpression.cases)
        for (index, switchCase) in cases.enumerated() {
            let caseScope = scope.child()
            if try caseMatches(switchCase, subject, caseScope) {
                return [(switchCase.statements, caseScope)] + cases[(index + 1)...].map { ($0.statements, scope.child()) }
            }
        }
        return []
    }

    /// The cases of a switch, with `#if` blocks among them resolved.
    private static func activeCases(_ list: SwitchCaseListSyntax) -> [SwitchCaseSyntax] {
        list.flatMap { element -> [SwitchCaseSyntax] in
            switch element {
            case let .switchCase(switchCase): return [switchCase]
            case let .ifConfigDecl(conditional):
                guard let clause = CompilationConditions.activeClause(of: conditional),
                      case let .switchCases(inner)? = clause.elements else { return [] }
                return activeCases(inner)
            }
        }
    }

    private func caseMatches(_ switchCase: SwitchCaseSyntax, _ subject: Value, _ scope: Scope) throws -> Bool {
        switch switchCase.label {
        case .default:
            return true
        case let .case(label):
            for item in label.caseItems where try matches(item.pattern, subject, scope) {
                if let whereClause = item.whereClause, !(try bool(try eval(whereClause.condition, scope), at: whereClause.condition)) {
                    continue
                }
                return true
            }
            return false
        }
    }

    // MARK: Loops

    private func runFor(
        _ forStatement: ForStmtSyntax, label: String?, _ scope: Scope, views: inout [ViewValue], builder: Bool, expected: TypeRef?
    ) throws -> Flow {
        if builder && scope !== globalScope {
            throw LocatedError("a 'for' loop cannot produce views in a view builder", at: forStatement.forKeyword,
                               hints: ["use ForEach(…) { … }"])
        }
        let sequence = try elements(of: try eval(forStatement.sequence, scope), at: forStatement.sequence)
        for element in sequence {
            let loopScope = scope.child()
            if forStatement.caseKeyword != nil {
                guard try matches(forStatement.pattern, element, loopScope) else { continue }
            } else {
                try bind(forStatement.pattern, to: element, in: loopScope, mutable: false)
            }
            if let whereClause = forStatement.whereClause,
               !(try bool(try eval(whereClause.condition, loopScope), at: whereClause.condition)) {
                continue
            }
            var ignored: [ViewValue] = []
            switch try runBlock(forStatement.body.statements, loopScope, views: &ignored, builder: false, expected: expected) {
            case .next, .fallthroughCase: continue
            case let .continueLoop(target) where target == nil || target == label: continue
            case let .breakLoop(target) where target == nil || target == label: return .next
            case let flow: return flow
            }
        }
        return .next
    }

    private func runWhile(_ whileStatement: WhileStmtSyntax, label: String?, _ scope: Scope, expected: TypeRef?) throws -> Flow {
        while true {
            let loopScope = scope.child()
            guard try nested(at: whileStatement.whileKeyword, { try conditions(whileStatement.conditions, loopScope) }) else { return .next }
            var ignored: [ViewValue] = []
            switch try runBlock(whileStatement.body.statements, loopScope, views: &ignored, builder: false, expected: expected) {
            case .next, .fallthroughCase: continue
            case let .continueLoop(target) where target == nil || target == label: continue
            case let .breakLoop(target) where target == nil || target == label: return .next
            case let flow: return flow
            }
        }
    }

    private func runRepeat(_ repeatStatement: RepeatStmtSyntax, label: String?, _ scope: Scope, expected: TypeRef?) throws -> Flow {
        repeat {
            var ignored: [ViewValue] = []
            switch try runBlock(repeatStatement.body.statements, scope.child(), views: &ignored, builder: false, expected: expected) {
            case .next, .fallthroughCase: break
            case let .continueLoop(target) where target == nil || target == label: break
            case let .breakLoop(target) where target == nil || target == label: return .next
            case let flow: return flow
            }
        } while try nested(at: repeatStatement.condition) { try bool(try eval(repeatStatement.condition, scope), at: repeatStatement.condition) }
        return .next
    }

    // MARK: do / catch

    private func runDo(
        _ doStatement: DoStmtSyntax, _ scope: Scope, views: inout [ViewValue], builder: Bool, expected: TypeRef?
    ) throws -> Flow {
        do {
            return try runBlock(doStatement.body.statements, scope.child(), views: &views, builder: builder, expected: expected)
        } catch let thrown as ThrownError {
            for clause in doStatement.catchClauses {
                let catchScope = scope.child()
                catchScope.declare("error", thrown.value)
                if let item = clause.catchItems.first, let pattern = item.pattern {
                    guard try matches(pattern, thrown.value, catchScope) else { continue }
                }
                return try runBlock(clause.body.statements, catchScope, views: &views, builder: builder, expected: expected)
            }
            throw thrown
        }
    }

    // MARK: Iteration

    /// The elements of something iterable: an array, a range, a set, a dictionary (as
    /// `(key:value:)` tuples), a string's characters, a layout's subviews.
    func elements(of value: Value, at node: some SyntaxProtocol) throws -> [Value] {
        switch value.unwrapped {
        case let .array(items): return items
        case let .set(set): return set.elements
        case let .dictionary(dictionary):
            return dictionary.pairs.map { .tuple(TupleValue([$0.key, $0.value], labels: ["key", "value"])) }
        case let .range(range):
            guard case let .int(lower)? = range.lower, case let .int(upper)? = range.upper else {
                throw LocatedError("only a range of Int with both bounds can be iterated", at: node)
            }
            let (difference, overflow) = upper.subtractingReportingOverflow(lower)
            let (count, closedOverflow) = difference.addingReportingOverflow(range.isClosed ? 1 : 0)
            guard !overflow && !closedOverflow else { throw LocatedError("the range has more than \(Int.max) elements", at: node) }
            try checkElements(count, at: node)
            guard let integers = range.integers else { return [] }
            return integers.map { .int($0) }
        case let .string(string): return string.map { .string(String($0)) }
        case let .native(native):
            if let sequence = native as? any BridgedSequence { return sequence.elements }
            if let inert = native as? InertValue {
                // `NSLocale.isoCountryCodes`: a framework's collection LayoutLab does not know.
                warn(LocatedError("'\(inert.typeName)' is a framework value LayoutLab does not model; it is taken as empty", at: node))
                return []
            }
        default: break
        }
        throw LocatedError("a value of type \(value.typeName) cannot be iterated", at: node)
    }
}

/// A bridged value that can be iterated (`LayoutSubviews`).
protocol BridgedSequence {
    var elements: [Value] { get }
}

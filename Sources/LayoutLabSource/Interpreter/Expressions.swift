import Foundation
import LayoutLab
@_spi(Compiler) import SwiftParser
import SwiftSyntax

/// Thrown by `x?` when `x` is nil, caught where the optional chain ends.
struct OptionalChainShortCircuit: Error {}

extension Interpreter {
    /// Evaluates an expression; an optional chain that meets nil evaluates to nil.
    /// `expected` is the type the context wants, when known: it types integer literals
    /// (`1/2` is 0.5 for a CGFloat) and resolves implicit members (`.leading`).
    func eval(_ expression: ExprSyntax, _ scope: Scope, expected: TypeRef? = nil) throws -> Value {
        do {
            let value = try evalChain(expression, scope, expected: expected)
            return Self.isOptionalChain(expression) ? value.asOptional : value
        } catch is OptionalChainShortCircuit {
            return .none
        }
    }

    /// Whether an expression is an optional chain (`a?.b.c()`), whose value is optional.
    private static func isOptionalChain(_ expression: ExprSyntax) -> Bool {
        var current = expression
        while true {
            if current.is(OptionalChainingExprSyntax.self) { return true }
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
            } else if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
                current = subscriptCall.calledExpression
            } else {
                return false
            }
        }
    }

    /// Evaluates an expression inside an optional chain: `x?` meeting nil aborts the chain.
    func evalChain(_ expression: ExprSyntax, _ scope: Scope, expected: TypeRef? = nil) throws -> Value {
        // `nested` locates a runtime error at `expression`.
        try nested(at: expression) { try evalNode(expression, scope, expected: expected) }
    }

    private func evalNode(_ expression: ExprSyntax, _ scope: Scope, expected: TypeRef?) throws -> Value {
        switch expression.as(ExprSyntaxEnum.self) {
        case let .integerLiteralExpr(literal):
            return try integer(literal, expected: expected, scope)
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
            return try stringLiteral(literal, scope, expected: expected)
        case let .declReferenceExpr(reference):
            return try lookup(reference, scope)
        case let .memberAccessExpr(member):
            return try memberAccess(member, scope, expected: expected)
        case let .functionCallExpr(call):
            return try self.call(call, scope, expected: expected)
        case let .subscriptCallExpr(subscriptCall):
            return try self.subscript(subscriptCall, scope)
        case let .optionalChainingExpr(chain):
            let value = try evalChain(chain.expression, scope)
            if value.isNil { throw OptionalChainShortCircuit() }
            return value.unwrapped
        case let .forceUnwrapExpr(unwrap):
            let value = try eval(unwrap.expression, scope, expected: expected.map { .optional($0) })
            if value.isNil {
                throw LocatedError("unexpectedly found nil while unwrapping an Optional value", at: unwrap)
            }
            return value.unwrapped
        case let .prefixOperatorExpr(prefix):
            return try prefixOperator(prefix, scope, expected: expected)
        case let .postfixOperatorExpr(postfix):
            // `lower...`: a range without an upper bound.
            guard postfix.operator.text == "..." else {
                throw LocatedError.unsupported("the postfix operator '\(postfix.operator.text)'", at: postfix)
            }
            return .range(RangeValue(lower: try eval(postfix.expression, scope).unwrapped, upper: nil, isClosed: true))
        case let .sequenceExpr(sequence):
            return try evaluate(try OperatorFolding.fold(sequence), scope, expected: expected)
        case let .infixOperatorExpr(infix):
            return try evaluate(try OperatorFolding.fold(infix), scope, expected: expected)
        case let .ternaryExpr(ternary):
            let condition = try bool(try eval(ternary.condition, scope), at: ternary.condition)
            return try eval(condition ? ternary.thenExpression : ternary.elseExpression, scope, expected: expected)
        case let .tupleExpr(tuple):
            return try self.tuple(tuple, scope, expected: expected)
        case let .closureExpr(closure):
            let isBuilder: Bool
            if case let .function(_, _, builder)? = expected.map({ resolve($0, in: scope) })?.nonOptional { isBuilder = builder } else { isBuilder = false }
            return .function(Function(.closure(closure, scope), isViewBuilder: isBuilder))
        case let .arrayExpr(array):
            return try self.array(array, scope, expected: expected)
        case let .dictionaryExpr(dictionary):
            return try self.dictionary(dictionary, scope, expected: expected)
        case let .ifExpr(ifExpression):
            return try evaluateIf(ifExpression, scope, builder: false, expected: expected)
        case let .switchExpr(switchExpression):
            return try evaluateSwitch(switchExpression, scope, builder: false, expected: expected)
        case let .keyPathExpr(keyPath):
            return .keyPath(try self.keyPath(keyPath))
        case let .asExpr(cast):
            let mark = cast.questionOrExclamationMark?.tokenKind
            return try castValue(try eval(cast.expression, scope, expected: mark == nil ? TypeRef(cast.type) : nil), mark, to: cast.type,
                                 scope, at: cast)
        case let .isExpr(check):
            return .bool(try isInstance(try eval(check.expression, scope), of: check.type, scope))
        case let .tryExpr(tryExpression):
            return try evaluateTry(tryExpression, scope, expected: expected)
        case let .awaitExpr(awaitExpression):
            if run.suspendsAtAwait { throw TaskSuspension() }
            return try evalChain(awaitExpression.expression, scope, expected: expected)
        case let .typeExpr(type):
            return try typeValue(TypeRef(type.type), scope, at: type)
        case let .genericSpecializationExpr(specialization):
            return try evalChain(specialization.expression, scope, expected: expected)
        case let .macroExpansionExpr(macro):
            return try self.macro(macro, scope)
        case let .postfixIfConfigExpr(postfix):
            return try postfixIfConfig(postfix, scope, expected: expected)
        case let .superExpr(superExpression):
            throw LocatedError.unsupported("'super' outside a class initialiser call", at: superExpression)
        case let .editorPlaceholderExpr(placeholder):
            throw LocatedError("editor placeholder in source: fill in \(placeholder.placeholder.text)", at: placeholder)
        case let .missingExpr(missing):
            throw LocatedError("expected an expression", at: missing)
        case let .inOutExpr(inOut):
            return try eval(inOut.expression, scope, expected: expected)
        case let .discardAssignmentExpr(discard):
            throw LocatedError("'_' can only appear on the left of an assignment", at: discard)
        case let .patternExpr(pattern):
            throw LocatedError.unsupported("a pattern here", at: pattern)
        case let .simpleStringLiteralExpr(literal):
            return .string(literal.segments.map(\.content.text).joined())
        default:
            throw LocatedError.unsupported("this kind of expression (\(expression.kind))", at: expression)
        }
    }

    // MARK: Literals

    private func integer(_ literal: IntegerLiteralExprSyntax, expected: TypeRef?, _ scope: Scope) throws -> Value {
        let floating = expected.map { prefersFloatingLiterals($0, in: scope) } ?? false
        // Plain decimal digits (most literals) read directly; swift-syntax's reading works out
        // the radix and underscores first, a twentieth of interpreting a sweep's case.
        if let value = Int(literal.literal.text) ?? literal.representedLiteralValue {
            return floating ? .double(Double(value)) : .int(value)
        }
        let digits = literal.literal.text.filter { $0 != "_" }
        if floating, let value = Double(digits) { return .double(value) }
        throw LocatedError("integer literal '\(literal.literal.text)' overflows Int", at: literal)
    }

    func bool(_ value: Value, at node: some SyntaxProtocol) throws -> Bool {
        if case let .native(inert as InertValue) = value.unwrapped {
            // `UIApplication.shared.supportsAlternateIcons`: a framework's answer LayoutLab does not know.
            warn(LocatedError("'\(inert.typeName)' is a framework value LayoutLab does not model; the condition is taken as false", at: node))
            return false
        }
        guard case let .bool(bool) = value.unwrapped else {
            throw LocatedError("expected a Bool condition, found a value of type \(value.typeName)", at: node)
        }
        return bool
    }

    private func prefixOperator(_ prefix: PrefixOperatorExprSyntax, _ scope: Scope, expected: TypeRef?) throws -> Value {
        if prefix.operator.text == "..." || prefix.operator.text == "..<" {
            // `...upper`, `..<upper`: a range without a lower bound.
            let upper = try eval(prefix.expression, scope).unwrapped
            return .range(RangeValue(lower: nil, upper: upper, isClosed: prefix.operator.text == "..."))
        }
        let value = try eval(prefix.expression, scope, expected: expected).unwrapped
        switch (prefix.operator.text, value) {
        case ("-", .int(let int)):
            guard int != Int.min else { throw LocatedError("arithmetic overflow", at: prefix) }
            return .int(-int)
        case ("-", .double(let double)): return .double(-double)
        case ("+", .int), ("+", .double): return value
        case ("!", .bool(let bool)): return .bool(!bool)
        case ("~", .int(let int)): return .int(~int)
        case ("-", .native(let native)):
            if let negated = type(of: native).bridge.functions["-"]?.first {
                return try negated.call(Arguments(self, values: ["value": value], call: Syntax(prefix), callName: "-", scope: scope))
            }
        case ("-", .implicitMember(let member)):
            let resolved = try coerce(.implicitMember(member), to: .builtin(CGFloat.bridge), in: scope, at: prefix.expression)
            return .double(-(resolved.number ?? 0))
        default: break
        }
        throw LocatedError("operator '\(prefix.operator.text)' cannot be applied to a value of type \(value.typeName)", at: prefix)
    }

    private func tuple(_ tuple: TupleExprSyntax, _ scope: Scope, expected: TypeRef?) throws -> Value {
        if tuple.elements.isEmpty { return .void }
        if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return try evalChain(only.expression, scope, expected: expected)
        }
        var elementTypes: [TypeRef]?
        if case let .tuple(types, _)? = expected.map({ resolve($0, in: scope) }), types.count == tuple.elements.count { elementTypes = types }
        let values = try tuple.elements.enumerated().map { index, element in
            try eval(element.expression, scope, expected: elementTypes?[index])
        }
        return .tuple(TupleValue(values, labels: tuple.elements.map { $0.label?.text }))
    }

    private func array(_ array: ArrayExprSyntax, _ scope: Scope, expected: TypeRef?) throws -> Value {
        var elementType: TypeRef?
        if case let .array(element)? = expected.map({ resolve($0, in: scope) })?.nonOptional { elementType = element }
        // `[Int]()`-style type names are written as array literals of a type.
        return .array(try array.elements.map { element in
            try eval(element.expression, scope, expected: elementType)
        })
    }

    private func dictionary(_ dictionary: DictionaryExprSyntax, _ scope: Scope, expected: TypeRef?) throws -> Value {
        guard case let .elements(elements) = dictionary.content else { return .dictionary(DictionaryValue()) }
        var keyType: TypeRef?, valueType: TypeRef?
        if case let .dictionary(key, value)? = expected.map({ resolve($0, in: scope) })?.nonOptional {
            keyType = key
            valueType = value
        }
        var result = DictionaryValue()
        for element in elements {
            let key = try eval(element.key, scope, expected: keyType)
            let value = try eval(element.value, scope, expected: valueType)
            try LocatedError.locating(at: element.key) { try result.set(key, value) }
        }
        return .dictionary(result)
    }

    // MARK: Strings

    /// A string literal, with `\(…)` interpolations evaluated and shown as Swift shows them,
    /// `specifier:` (a printf format) and `format:` (a FormatStyle) included.
    func string(_ literal: StringLiteralExprSyntax, _ scope: Scope) throws -> String {
        var result = ""
        for piece in try pieces(of: literal) {
            switch piece {
            case let .text(text): result += text
            case let .interpolation(interpolation): result += try interpolated(interpolation, scope)
            }
        }
        return result
    }

    /// A literal's text with its escapes resolved, between its interpolations: worked out once
    /// per literal (a ForEach of 100,000 rows evaluates its row's literals 100,000 times).
    private func pieces(of literal: StringLiteralExprSyntax) throws -> [StringLiteralPiece] {
        try run.stringLiterals.pieces(of: literal) { try splitPieces(of: literal) }
    }

    private func splitPieces(of literal: StringLiteralExprSyntax) throws -> [StringLiteralPiece] {
        var pieces: [StringLiteralPiece] = []
        if let value = literal.representedLiteralValue {
            pieces = [.text(value)]
        } else {
            guard let kind = literal.stringLiteralKind else { throw LocatedError("invalid string literal", at: literal) }
            for segment in literal.segments {
                switch segment {
                case let .stringSegment(text):
                    var unescaped = ""
                    text.appendUnescapedLiteralValue(stringLiteralKind: kind, delimiterLength: literal.delimiterLength, to: &unescaped)
                    pieces.append(.text(unescaped))
                case let .expressionSegment(interpolation):
                    pieces.append(.interpolation(interpolation))
                }
            }
        }
        return pieces
    }

    /// A string literal as a value: a String, or where a LocalizedStringKey is expected (Text's
    /// and every title's, `Parameter.isTitleKey`) a key, its interpolations formatted as
    /// `LocalizedStringKey.StringInterpolation` formats them (`LocalizedStringKeyValue`). An
    /// interpolated Text keeps its own font and style: `Text("Hello, \\(Text("world").bold())")`
    /// lays out as `Text("Hello, ") + Text("world").bold()`.
    private func stringLiteral(_ literal: StringLiteralExprSyntax, _ scope: Scope, expected: TypeRef?) throws -> Value {
        guard isLocalizedStringKey(expected, in: scope) else { return .string(try string(literal, scope)) }
        var segments: [LocalizedStringKeyValue.Segment] = []
        var formatsNumbers = false, formatsWords = false
        for piece in try pieces(of: literal) {
            switch piece {
            case let .text(text): segments.append(.literal(text))
            case let .interpolation(interpolation):
                let value = try interpolatedValue(interpolation, scope)
                if case let .view(view) = value.unwrapped {
                    if case let .text(text) = view.content {
                        segments.append(.text(text))
                        continue
                    }
                    if case .image = view.content { throw LocalizedStringKeyValue.inlineImage(at: interpolation) }
                }
                if let option = interpolation.expressions.dropFirst().first?.label?.text, ["format", "style"].contains(option) {
                    try LocalizedStringKeyValue.checkFormatLocale("\\(…, \(option):)", self, at: interpolation)
                    formatsWords = true
                }
                if case .int = value.unwrapped { formatsNumbers = true }
                if case .double = value.unwrapped { formatsNumbers = true }
                segments.append(.argument(interpolation.expressions.count > 1
                    ? try interpolated(interpolation, value: value, scope)
                    : LocalizedStringKeyValue.argument(value, self)))
            }
        }
        var key = LocalizedStringKeyValue(segments: segments)
        if formatsNumbers || formatsWords {
            key.formatting = KeyFormatting(locale: environment.locale, node: Syntax(literal), numbersOnly: !formatsWords)
        }
        return key.asValue
    }

    private func interpolatedValue(_ interpolation: ExpressionSegmentSyntax, _ scope: Scope) throws -> Value {
        guard let first = interpolation.expressions.first, first.label == nil else {
            throw LocatedError("an interpolation needs a value first: \\(value)", at: interpolation)
        }
        return try eval(first.expression, scope)
    }

    private func interpolated(_ interpolation: ExpressionSegmentSyntax, _ scope: Scope) throws -> String {
        try interpolated(interpolation, value: try interpolatedValue(interpolation, scope), scope)
    }

    /// An interpolated value as text, with its options: `specifier:` (a printf format),
    /// `format:` (a FormatStyle), `style:` (a date's `Text.DateStyle`).
    private func interpolated(_ interpolation: ExpressionSegmentSyntax, value: Value, _ scope: Scope) throws -> String {
        let expressions = Array(interpolation.expressions)
        guard expressions.count > 1 else { return Formatting.describe(value, self) }
        let option = expressions[1]
        switch option.label?.text {
        case "specifier":
            guard case let .string(format) = try eval(option.expression, scope) else {
                throw LocatedError("specifier: takes a format string such as \"%.2f\"", at: option.expression)
            }
            // `appendInterpolation(_:specifier:)`, LocalizedStringKey's: formatted in the environment's locale.
            return try Formatting.printf(format, [value], at: option.expression, locale: environment.locale)
        case "format":
            return try Formatting.format(value, style: try eval(option.expression, scope, expected: .bridged(FormatStyle.self)), self)
        case "style":
            guard case let .native(date as DateValue) = value.unwrapped,
                  case let .native(style as DateStyleValue) = try eval(option.expression, scope, expected: .bridged(DateStyleValue.self)) else {
                throw LocatedError("style: formats a Date with a Text.DateStyle such as .date", at: option.expression)
            }
            return DateStyleValue.text(date.date, style: style.name)
        default:
            // `\(value, privacy: .public)` in Logger messages and other options that do not
            // change the text.
            return Formatting.describe(value, self)
        }
    }

    // MARK: Key paths, casts, try, macros

    private func keyPath(_ keyPath: KeyPathExprSyntax) throws -> KeyPathValue {
        var components: [String] = []
        for component in keyPath.components {
            switch component.component {
            case let .property(property): components.append(property.declName.baseName.text)
            case .optional: continue
            case .subscript:
                throw LocatedError.unsupported("a subscript in a key path", at: component)
            #if compiler(>=6.0)
            default: continue
            #endif
            }
        }
        return KeyPathValue(root: keyPath.root?.trimmedDescription, components: components)
    }

    private func evaluateTry(_ tryExpression: TryExprSyntax, _ scope: Scope, expected: TypeRef?) throws -> Value {
        guard tryExpression.questionOrExclamationMark?.tokenKind == .postfixQuestionMark else {
            return try evalChain(tryExpression.expression, scope, expected: expected)
        }
        // `try?`: an error becomes nil. Errors from LayoutLab's own limits still stop the run.
        do {
            return try eval(tryExpression.expression, scope, expected: expected).asOptional
        } catch let error as ThrownError {
            _ = error
            return .none
        }
    }

    /// `#colorLiteral(red:green:blue:alpha:)`, `#file`, `#line`, `#function`.
    private func macro(_ macro: MacroExpansionExprSyntax, _ scope: Scope) throws -> Value {
        switch macro.macroName.text {
        case "colorLiteral":
            var components: [String: Double] = [:]
            for argument in macro.arguments {
                components[argument.label?.text ?? ""] = try eval(argument.expression, scope, expected: .builtin(Double.bridge)).number
            }
            let color = Color(red: components["red"] ?? 0, green: components["green"] ?? 0, blue: components["blue"] ?? 0,
                              opacity: components["alpha"] ?? 1)
            return .view(ViewValue(.color(color), source: position(of: macro)))
        case "file", "filePath", "fileID": return .string(fileName)
        case "line": return .int(position(of: macro)?.line ?? 0)
        case "column": return .int(position(of: macro)?.column ?? 0)
        case "function": return .string("body")
        case "imageLiteral":
            let name = try macro.arguments.first.map { try eval($0.expression, scope) }
            guard case let .string(resource)? = name else { throw LocatedError("#imageLiteral needs resourceName:", at: macro) }
            return .view(ViewValue(.image(Image(resource)), source: position(of: macro)))
        default:
            throw LocatedError.unsupported("the macro #\(macro.macroName.text)", at: macro)
        }
    }

    /// `base #if os(iOS) .modifier() #endif`: the modifiers of the active clause apply to the base.
    private func postfixIfConfig(_ postfix: PostfixIfConfigExprSyntax, _ scope: Scope, expected: TypeRef?) throws -> Value {
        var value = try postfix.base.map { try evalChain($0, scope, expected: expected) } ?? .void
        guard let clause = CompilationConditions.activeClause(of: postfix.config),
              case let .postfixExpression(chain)? = clause.elements else { return value }
        value = try applyPostfixChain(chain, to: value, scope)
        return value
    }

    /// Evaluates `.a().b(x)` (an expression with an implicit base) on `base`.
    private func applyPostfixChain(_ chain: ExprSyntax, to base: Value, _ scope: Scope) throws -> Value {
        if let call = chain.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let receiver = try member.base.map { try applyPostfixChain($0, to: base, scope) } ?? base
            let arguments = SyntaxArgument.of(call)
            return try callMember(receiver, member.declName.baseName.text, arguments, call: Syntax(call), nameNode: Syntax(member.declName), scope)
        }
        if let member = chain.as(MemberAccessExprSyntax.self) {
            let receiver = try member.base.map { try applyPostfixChain($0, to: base, scope) } ?? base
            return try self.member(of: receiver, member.declName.baseName.text, at: member.declName, scope)
        }
        if let nested = chain.as(PostfixIfConfigExprSyntax.self) {
            var value = try nested.base.map { try applyPostfixChain($0, to: base, scope) } ?? base
            if let clause = CompilationConditions.activeClause(of: nested.config), case let .postfixExpression(inner)? = clause.elements {
                value = try applyPostfixChain(inner, to: value, scope)
            }
            return value
        }
        throw LocatedError.unsupported("this expression after #if", at: chain)
    }
}

/// An error a `throw` statement raised in interpreted code: `try?` turns it into nil, `do`/`catch`
/// catches it, and uncaught it is reported where it was thrown.
///
/// `@unchecked Sendable` because `Error` asks for it and a `Value` may hold the interpreter's
/// objects: it never leaves the thread that interprets (`SourceProgram` turns an uncaught one
/// into a `SourceError`, plain text, on that thread).
struct ThrownError: Error, @unchecked Sendable {
    let value: Value
    let node: Syntax
}

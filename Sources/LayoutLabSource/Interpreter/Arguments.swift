import Foundation
import LayoutLab
import SwiftSyntax

/// An argument as written at a call site.
struct SyntaxArgument {
    let label: String?
    let expression: ExprSyntax
    let isUnlabeledTrailingClosure: Bool
    /// The whole argument, label included, for messages.
    let node: Syntax

    /// The arguments of a call, trailing closures last.
    static func of(_ call: FunctionCallExprSyntax) -> [SyntaxArgument] {
        of(arguments: call.arguments, trailingClosure: call.trailingClosure, additionalTrailingClosures: call.additionalTrailingClosures)
    }

    static func of(
        arguments: LabeledExprListSyntax, trailingClosure: ClosureExprSyntax?,
        additionalTrailingClosures: MultipleTrailingClosureElementListSyntax
    ) -> [SyntaxArgument] {
        var result = arguments.map { argument in
            SyntaxArgument(label: argument.label?.text, expression: argument.expression, isUnlabeledTrailingClosure: false,
                           node: Syntax(argument))
        }
        if let trailingClosure {
            result.append(SyntaxArgument(label: nil, expression: ExprSyntax(trailingClosure), isUnlabeledTrailingClosure: true,
                                         node: Syntax(trailingClosure)))
        }
        for element in additionalTrailingClosures {
            result.append(SyntaxArgument(label: element.label.text, expression: ExprSyntax(element.closure),
                                         isUnlabeledTrailingClosure: false, node: Syntax(element)))
        }
        return result
    }
}

/// An argument already evaluated (passed by LayoutLab, or by the engine to interpreted code).
struct Argument {
    let label: String?
    let value: Value
    let node: Syntax
}

/// The arguments of one call, matched to a callable's parameters and converted to their
/// types: what a bridge's implementation reads.
final class Arguments {
    unowned let interpreter: Interpreter
    let call: Syntax?
    let callName: String
    /// The caller's scope (content closures capture it).
    let scope: Scope
    private var values: [String: Value]
    private var nodes: [String: Syntax]
    /// `inout` arguments: where to write the parameter's final value.
    var places: [String: Place] = [:]
    /// Every argument as given, in order, with its label (for `Parameter.anyArguments`).
    var all: [Argument] = []
    /// A title's LocalizedStringKey rendered, by parameter, where the engine takes a String
    /// (`Interpreter.boundTitle`, `titled(_:_:)`).
    var titleKeys: [String: Text] = [:]

    init(_ interpreter: Interpreter, values: [String: Value], nodes: [String: Syntax] = [:], call: Syntax?, callName: String, scope: Scope) {
        self.interpreter = interpreter
        self.values = values
        self.nodes = nodes
        self.call = call
        self.callName = callName
        self.scope = scope
    }

    func has(_ name: String) -> Bool { values[name] != nil }

    /// The declared defaults of the parameters no argument filled (`Parameter.defaultValue`).
    func setDefaults(_ parameters: [Parameter]) {
        for parameter in parameters where values[parameter.name] == nil {
            if let defaultValue = parameter.defaultValue { values[parameter.name] = defaultValue() }
        }
    }

    func set(_ name: String, _ value: Value, node: Syntax) {
        values[name] = value
        nodes[name] = node
    }

    /// The argument's value, converted to its parameter's type; nil when not given.
    func value(_ name: String) -> Value? { values[name] }

    /// A required parameter's value, as it was passed (of any type): the binder binds every
    /// required parameter, so `.none` answers only a name no parameter has.
    func required(_ name: String) -> Value { values[name] ?? .none }

    /// Where the argument was written (when it was not, where the call is: `callSite(of:)`), for messages.
    func node(_ name: String) -> Syntax { nodes[name] ?? call.map(callSite) ?? Syntax(TokenSyntax.identifier("")) }

    /// A required argument of a bridged type.
    func get<T: Bridged>(_ name: String, _ type: T.Type = T.self) throws -> T {
        guard let value = values[name], let typed = T.extract(value) else {
            throw LocatedError("\(callName): expected a value of type \(T.bridge.name) for '\(name)'", at: node(name))
        }
        return typed
    }

    /// An argument that may be left out or be nil.
    func optional<T: Bridged>(_ name: String, _ type: T.Type = T.self) throws -> T? {
        guard let value = values[name], !value.isNil else { return nil }
        guard let typed = T.extract(value) else {
            throw LocatedError("\(callName): expected a value of type \(T.bridge.name) for '\(name)'", at: node(name))
        }
        return typed
    }

    /// A closure argument (an action, a transform), not called here.
    func function(_ name: String) -> Function? {
        if case let .function(function)? = values[name]?.unwrapped { return function }
        return nil
    }

    /// View content: a `@ViewBuilder` closure, called now, or a view value.
    func content(_ name: String) throws -> ViewValue {
        guard let value = values[name], !value.isNil else { return .empty }
        if case let .function(function) = value.unwrapped {
            let result = try interpreter.invoke(function.asViewBuilder(), [], at: node(name))
            return try interpreter.viewValue(result, at: node(name))
        }
        return try interpreter.viewValue(value, at: node(name))
    }

    /// View content built into the engine's views.
    func contentView(_ name: String) throws -> AnyView { try interpreter.anyView(try content(name)) }

    /// A view content closure that takes an argument (`GeometryReader { proxy in … }`).
    func content(_ name: String, passing arguments: [Value]) throws -> ViewValue {
        guard let function = function(name) else { return try content(name) }
        let result = try interpreter.invoke(function.asViewBuilder(), arguments, at: node(name))
        return try interpreter.viewValue(result, at: node(name))
    }

    /// The values of a variadic parameter.
    func variadic(_ name: String) -> [Value] {
        if case let .array(items)? = values[name] { return items }
        return []
    }

    /// An array argument of a bridged type (`columns: [GridItem]`).
    func array<T: Bridged>(_ name: String, of type: T.Type = T.self) throws -> [T] {
        try variadic(name).map { element in
            guard let typed = T.extract(element) else {
                throw LocatedError("\(callName): '\(name)' takes values of type \(T.bridge.name), not \(element.typeName)", at: node(name))
            }
            return typed
        }
    }

    func string(_ name: String) throws -> String? { try optional(name, String.self) }
    func bool(_ name: String) throws -> Bool? { try optional(name, Bool.self) }
    func int(_ name: String) throws -> Int? { try optional(name, Int.self) }
    func length(_ name: String) throws -> CGFloat? { try optional(name, CGFloat.self) }
}

/// Which argument fills which parameter, by Swift's rules.
enum ArgumentMatcher {
    struct Written {
        let label: String?
        let isUnlabeledTrailingClosure: Bool
    }

    /// For each parameter, the arguments that fill it (several for a variadic one); nil when
    /// the arguments do not fit. Labels must come in order; parameters with defaults may be
    /// skipped; the unlabeled trailing closure fills the next parameter of function type
    /// (Swift's forward scan, which skips a defaulted one when a later closure parameter
    /// has no default).
    static func match(_ arguments: [Written], to parameters: [Parameter]) -> [[Int]]? {
        if parameters.count == 1, parameters[0].label == "*" { return [Array(arguments.indices)] }
        var result: [[Int]] = Array(repeating: [], count: parameters.count)
        var next = 0
        for (index, parameter) in parameters.enumerated() {
            guard next < arguments.count else {
                if parameter.hasDefault || parameter.isVariadic { continue }
                return nil
            }
            let argument = arguments[next]
            if argument.isUnlabeledTrailingClosure {
                let later = parameters[(index + 1)...]
                // A later closure parameter that a labelled trailing closure fills (`label: { … }`)
                // does not need this one (SE-0286's forward scan).
                let labelledLater = Set(arguments[(next + 1)...].compactMap(\.label))
                let laterRequiresClosure = later.contains {
                    $0.type.isFunction && !$0.hasDefault && !labelledLater.contains($0.label ?? "_")
                }
                let fits = parameter.type.isFunction || (parameter.type.isAnyLike && !later.contains { $0.type.isFunction })
                if fits && !(parameter.hasDefault && laterRequiresClosure) {
                    result[index] = [next]
                    next += 1
                } else if !parameter.hasDefault {
                    return nil
                }
                continue
            }
            if argument.label == parameter.label {
                result[index] = [next]
                next += 1
                if parameter.isVariadic {
                    while next < arguments.count, arguments[next].label == nil, !arguments[next].isUnlabeledTrailingClosure {
                        result[index].append(next)
                        next += 1
                    }
                }
            } else if !parameter.hasDefault && !parameter.isVariadic {
                return nil
            }
        }
        return next == arguments.count ? result : nil
    }

    /// Why no parameter list fits, with the closest spellings.
    static func mismatch(
        _ arguments: [(label: String?, isTrailing: Bool, node: Syntax)], candidates: [[Parameter]], callName: String,
        at node: some SyntaxProtocol
    ) -> LocatedError {
        let written = "(" + arguments.map { $0.isTrailing ? "{…}" : "\($0.label ?? "_"):" }.joined() + ")"
        var hints: [String] = []
        let knownLabels = Set(candidates.flatMap { $0.compactMap(\.label) })
        var badNode = callSite(of: node)
        for argument in arguments {
            guard let label = argument.label, !knownLabels.contains(label) else { continue }
            badNode = argument.node
            if let suggestion = Suggestions.closest(to: label, in: knownLabels) {
                hints.append("did you mean '\(suggestion):' instead of '\(label):'?")
            }
            break
        }
        let declarations = candidates.map { $0.declaration(named: callName) }
        if !declarations.isEmpty {
            hints.append(declarations.count == 1
                         ? "\(callName) is \(declarations[0])"
                         : "\(callName) accepts:\n      " + declarations.joined(separator: "\n      "))
        }
        return LocatedError("no '\(callName)' accepts the arguments \(written)", at: badNode, hints: hints)
    }
}

extension TypeRef {
    /// `Any` and unknown types: a trailing closure may fill them.
    var isAnyLike: Bool {
        if case .any = self { return true }
        return false
    }
}

/// A conversion of an argument failed: the next overload may take it.
private struct ArgumentMismatch: Error {
    let error: LocatedError
}

extension Interpreter {
    /// The parameters a declaration states.
    func parameters(of clause: FunctionParameterClauseSyntax) -> [Parameter] {
        clause.parameters.map { parameter in
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            let builder = DeclarationCollector.attributeNames(parameter.attributes).contains("ViewBuilder")
            var isInout = false
            if let attributed = parameter.type.as(AttributedTypeSyntax.self) {
                isInout = attributed.specifiers.contains { $0.trimmedDescription.hasPrefix("inout") }
            }
            return Parameter(label: label, name: name, type: TypeRef(parameter.type, viewBuilder: builder),
                             hasDefault: parameter.defaultValue != nil, isVariadic: parameter.ellipsis != nil, isInout: isInout)
        }
    }

    /// Matches a call's written arguments to the first parameter list that takes them and
    /// evaluates each with its parameter's type in mind (so `1/2` is 0.5 for a CGFloat, and
    /// `.leading` resolves). This is the one place arguments are bound.
    func bind(
        _ arguments: [SyntaxArgument], to candidates: [[Parameter]], callName: String, call: some SyntaxProtocol, scope: Scope,
        calleeScope: Scope? = nil
    ) throws -> (Int, Arguments) {
        let written = arguments.map { ArgumentMatcher.Written(label: $0.label, isUnlabeledTrailingClosure: $0.isUnlabeledTrailingClosure) }
        var firstMismatch: LocatedError?
        for (index, parameters) in candidates.enumerated() {
            guard let matched = ArgumentMatcher.match(written, to: parameters) else { continue }
            do {
                let bound = Arguments(self, values: [:], call: Syntax(call), callName: callName, scope: scope)
                for (parameter, indices) in zip(parameters, matched) where !indices.isEmpty {
                    try bindArgument(parameter, indices.map { arguments[$0] }, into: bound, scope, calleeScope: calleeScope ?? scope)
                }
                bound.setDefaults(parameters)
                return (index, bound)
            } catch let mismatch as ArgumentMismatch {
                firstMismatch = firstMismatch ?? mismatch.error
            }
        }
        if let firstMismatch { throw firstMismatch }
        throw ArgumentMatcher.mismatch(arguments.map { ($0.label, $0.isUnlabeledTrailingClosure, $0.node) },
                                       candidates: candidates, callName: callName, at: call)
    }

    private func bindArgument(_ parameter: Parameter, _ written: [SyntaxArgument], into bound: Arguments, _ scope: Scope, calleeScope: Scope) throws {
        let type = resolve(parameter.type, in: calleeScope)
        if parameter.isInout, let only = written.first {
            let target = only.expression.as(InOutExprSyntax.self)?.expression ?? only.expression
            guard let place = try place(of: target, scope) else {
                throw LocatedError("an inout argument must be a variable: &name", at: only.expression)
            }
            bound.places[parameter.name] = place
            bound.set(parameter.name, try read(place, at: target, scope), node: Syntax(only.expression))
            return
        }
        var values: [Value] = []
        for argument in written {
            // A closure that names more or fewer parameters than the function type has belongs
            // to another overload, as Swift's type checker decides (`Slider(value:) { editing in … }`
            // is onEditingChanged, not the label); one tuple parameter may be named in parts
            // (`{ index, item in … }` for an enumerated element).
            if case let .function(expected, _, _) = type.nonOptional, let count = argument.expression.as(ClosureExprSyntax.self)?.explicitParameterCount,
               expected.count == 1 ? count == 0 : count != expected.count {
                throw ArgumentMismatch(error: LocatedError(
                    "the closure takes \(count) argument\(count == 1 ? "" : "s") but is given \(expected.count)", at: argument.expression))
            }
            let value: Value
            do {
                let expected: TypeRef = parameter.isTitleKey ? .bridged(LocalizedStringKeyValue.self) : type
                value = try eval(argument.expression, scope, expected: expected)
            } catch let error as LocatedError {
                // Evaluated for the wrong overload (`.init(…)` read as another type): the next
                // overload may take it; if none does, this is the error reported.
                throw ArgumentMismatch(error: error)
            }
            bound.all.append(Argument(label: argument.label, value: value, node: Syntax(argument.expression)))
            if parameter.isTitleKey, let title = boundTitle(value, to: type, in: calleeScope, named: parameter.name, into: bound) {
                values.append(title)
                continue
            }
            do {
                values.append(try coerce(value, to: type, in: calleeScope, at: argument.expression))
            } catch let error as LocatedError {
                // `.middle` for an Alignment: the member's own error says more than a type mismatch.
                if case .implicitMember = value { throw ArgumentMismatch(error: error) }
                throw ArgumentMismatch(error: LocatedError(
                    "cannot convert a value of type \(value.typeName) to \(type.nonOptional.description)", at: argument.expression))
            }
        }
        bound.set(parameter.name, parameter.isVariadic ? .array(values) : values[0], node: Syntax(written[0].expression))
    }

    /// Binds arguments that are already evaluated (LayoutLab calling interpreted code, or an
    /// implicit member's arguments).
    func bind(_ arguments: [Argument], to candidates: [[Parameter]], callName: String, at node: Syntax, scope: Scope) throws -> (Int, Arguments) {
        let written = arguments.map { ArgumentMatcher.Written(label: $0.label, isUnlabeledTrailingClosure: false) }
        var firstMismatch: LocatedError?
        for (index, parameters) in candidates.enumerated() {
            guard let matched = ArgumentMatcher.match(written, to: parameters) else { continue }
            do {
                let bound = Arguments(self, values: [:], call: node, callName: callName, scope: scope)
                bound.all = arguments
                for (parameter, indices) in zip(parameters, matched) where !indices.isEmpty {
                    let values = try indices.map { index in
                        let (value, node) = (arguments[index].value, arguments[index].node)
                        if parameter.isTitleKey, let title = boundTitle(value, to: parameter.type, in: scope, named: parameter.name, into: bound) {
                            return title
                        }
                        return try coerce(value, to: parameter.type, in: scope, at: node)
                    }
                    bound.set(parameter.name, parameter.isVariadic ? .array(values) : values[0], node: arguments[indices[0]].node)
                }
                bound.setDefaults(parameters)
                return (index, bound)
            } catch let error as LocatedError {
                firstMismatch = firstMismatch ?? error
            }
        }
        if let firstMismatch { throw firstMismatch }
        throw ArgumentMatcher.mismatch(arguments.map { ($0.label, false, $0.node) }, candidates: candidates, callName: callName, at: node)
    }

    // MARK: Calling bridged functions

    /// Calls the first overload whose parameters take the written arguments.
    func call(_ overloads: [Overload], _ arguments: [SyntaxArgument], callName: String, call: some SyntaxProtocol, scope: Scope) throws -> Value {
        let (index, bound) = try bind(arguments, to: overloads.map(\.parameters), callName: callName, call: call, scope: scope)
        return try overloads[index].call(bound)
    }

    func call(_ overloads: [Overload], evaluated arguments: [Argument], callName: String, at node: Syntax, _ scope: Scope) throws -> Value {
        let (index, bound) = try bind(arguments, to: overloads.map(\.parameters), callName: callName, at: node, scope: scope)
        return try overloads[index].call(bound)
    }
}


extension ClosureExprSyntax {
    /// How many parameters the closure names (`{ a, b in … }`), or nil when it names none and
    /// may use `$0`.
    var explicitParameterCount: Int? {
        switch signature?.parameterClause {
        case let .simpleInput(names)?: names.count
        case let .parameterClause(clause)?: clause.parameters.count
        case nil: nil
        }
    }
}

/// Where an error about a call as a whole points: a member's name (`.padding` on its own line
/// in a modifier chain, as Xcode points), else the call.
func callSite(of call: some SyntaxProtocol) -> Syntax {
    if let member = Syntax(call).as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self) {
        return Syntax(member.declName)
    }
    return Syntax(call)
}

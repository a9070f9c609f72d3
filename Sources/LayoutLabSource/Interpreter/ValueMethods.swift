import Foundation
import LayoutLab
import SwiftSyntax

extension Interpreter {
    /// Methods of values: what custom layouts call on their subviews and proposals, and the
    /// few number, string and collection methods view code uses.
    func valueMethod(
        _ receiver: Value, _ name: String, _ arguments: [SyntaxArgument], call: FunctionCallExprSyntax,
        nameNode: DeclReferenceExprSyntax, _ scope: Scope
    ) throws -> Value {
        func bind(_ parameters: [Parameter]) throws -> ArgumentValues {
            let signature = Signature(name: name, parameters: parameters)
            guard let matched = ArgumentMatcher.match(arguments, to: parameters) else {
                throw ArgumentMatcher.mismatch(arguments, signatures: [signature], callName: name, at: call)
            }
            var values: [String: EvaluatedArgument] = [:]
            for parameter in parameters {
                guard let index = matched[parameter.name] else { continue }
                let argument = arguments[index]
                let value = parameter.isClosure && argument.expression.is(ClosureExprSyntax.self)
                    ? Value.closure(Closure(syntax: argument.expression.cast(ClosureExprSyntax.self), scope: scope))
                    : try eval(argument.expression, scope, hint: parameter.hint)
                values[parameter.name] = EvaluatedArgument(label: argument.label, value: value, node: Syntax(argument.expression))
            }
            return ArgumentValues(values: values, call: Syntax(call))
        }

        switch (receiver, name) {
        case (.native(let subview as LayoutSubview), "sizeThatFits"):
            let a = try bind([P.required(nil, "ProposedViewSize", name: "proposal")])
            return .native(subview.sizeThatFits(try a.get("proposal", .proposal, as: ProposedViewSize.self)))
        case (.native(let subview as LayoutSubview), "dimensions"):
            let a = try bind([P.required("in", "ProposedViewSize", name: "proposal")])
            return .native(subview.dimensions(in: try a.get("proposal", .proposal, as: ProposedViewSize.self)))
        case (.native(let subview as LayoutSubview), "place"):
            let a = try bind([P.required("at", "CGPoint", name: "position"), P.optional("anchor", "UnitPoint"),
                              P.required("proposal", "ProposedViewSize")])
            let position = try a.get("position", .point, as: CGPoint.self)
            guard position.x.isFinite, position.y.isFinite else {
                throw LocatedError("place(at:) needs a finite position, not \(position.appleDescription)", at: call)
            }
            subview.place(at: position, anchor: try a.optional("anchor", .unitPoint, as: UnitPoint.self) ?? .topLeading,
                          proposal: try a.get("proposal", .proposal, as: ProposedViewSize.self))
            return .void
        case (.native(let proposal as ProposedViewSize), "replacingUnspecifiedDimensions"):
            let a = try bind([P.optional("by", "CGSize", name: "size")])
            let size = try a.optional("size", .size, as: CGSize.self) ?? CGSize(width: 10, height: 10)
            return .native(proposal.replacingUnspecifiedDimensions(by: size))
        case (.native(let proxy as GeometryProxy), "frame"):
            let a = try bind([P.required("in", "CoordinateSpace", name: "space")])
            return .native(proxy.frame(in: try a.get("space", .coordinateSpace, as: CoordinateSpace.self)))
        case (.native(let font as Font), _):
            return try fontMethod(font, name, bind: bind, at: nameNode)
        case (.double, "formatted"), (.int, "formatted"):
            let a = try bind([P.optional(nil, "FormatStyle", name: "style")])
            let number = Self.number(receiver) ?? 0
            let style = try a.optional("style", .formatStyle, as: FormatStyleValue.self) ?? .number
            return .string(style == .percent ? ValueFormatter.percent(number) : ValueFormatter.number(number))
        case (.double(let double), "rounded"):
            _ = try bind([])
            return .double(double.rounded())
        case (.string(let string), "uppercased"):
            _ = try bind([])
            return .string(string.uppercased())
        case (.string(let string), "lowercased"):
            _ = try bind([])
            return .string(string.lowercased())
        case (_, "reduce"):
            let a = try bind([P.required(nil, "Result", name: "initial"), P.closure(nil, "(Result, Element) -> Result", name: "combine")])
            guard case let .closure(combine) = try a.raw("combine") else {
                throw LocatedError("reduce needs a closure", at: call)
            }
            var result = try a.raw("initial")
            for element in try elements(of: receiver, at: nameNode) {
                result = try invoke(combine, [result, element], builder: false, at: call)
            }
            return result
        case (_, "map"), (_, "forEach"):
            let a = try bind([P.closure(nil, "(Element) -> T", name: "transform")])
            guard case let .closure(transform) = try a.raw("transform") else {
                throw LocatedError("\(name) needs a closure", at: call)
            }
            let results = try elements(of: receiver, at: nameNode).map { try invoke(transform, [$0], builder: false, at: call) }
            return name == "map" ? .array(results) : .void
        case (_, "max"), (_, "min"):
            _ = try bind([])
            let numbers = try elements(of: receiver, at: nameNode).compactMap(Self.number)
            guard let extreme = name == "max" ? numbers.max() : numbers.min() else { return .none }
            return .some(.double(extreme))
        default:
            throw LocatedError("a value of type \(receiver.typeName) has no method '\(name)' LayoutLab can run", at: nameNode,
                               hints: receiver.isLayoutValue ? [LocatedError.customLayoutHint] : [])
        }
    }

    private func fontMethod(_ font: Font, _ name: String, bind: ([Parameter]) throws -> ArgumentValues, at node: some SyntaxProtocol) throws -> Value {
        switch name {
        case "bold": _ = try bind([]); return .native(font.bold())
        case "italic": _ = try bind([]); return .native(font.italic())
        case "monospaced": _ = try bind([]); return .native(font.monospaced())
        case "monospacedDigit": _ = try bind([]); return .native(font.monospacedDigit())
        case "weight":
            let a = try bind([P.required(nil, "Font.Weight", name: "weight")])
            return .native(font.weight(try a.get("weight", .fontWeight, as: Font.Weight.self)))
        default:
            throw LocatedError("Font has no method '\(name)' LayoutLab models", at: node,
                               hints: Suggestions.hint(for: name, in: ["bold", "italic", "monospaced", "monospacedDigit", "weight"]))
        }
    }
}

extension Value {
    /// Values only custom layout code handles (subviews, proposals).
    var isLayoutValue: Bool {
        switch self {
        case .native(is LayoutSubview), .native(is LayoutSubviews), .native(is ProposedViewSize): true
        default: false
        }
    }
}

/// Free functions source may call.
enum BuiltinFunctions {
    typealias Function = (Interpreter, [EvaluatedArgument], Syntax) throws -> Value

    nonisolated(unsafe) static let functions: [String: Function] = [
        "print": { interpreter, arguments, _ in
            var separator = " ", terminator = "\n"
            var items: [String] = []
            for argument in arguments {
                switch argument.label {
                case "separator"?: separator = try text(argument)
                case "terminator"?: terminator = try text(argument)
                default: items.append(ValueFormatter.describe(argument.value))
                }
            }
            interpreter.options.print(items.joined(separator: separator) + terminator)
            return .void
        },
        "max": { _, arguments, node in try extreme(arguments, node, max) },
        "min": { _, arguments, node in try extreme(arguments, node, min) },
        "abs": { _, arguments, node in
            let value = try single(arguments, node)
            if case let .int(int) = value {
                guard int != Int.min else { throw LocatedError("arithmetic overflow", at: node) }
                return .int(abs(int))
            }
            return .double(abs(try number(value, node)))
        },
        "round": { _, arguments, node in .double(try number(try single(arguments, node), node).rounded()) },
        "floor": { _, arguments, node in .double(Foundation.floor(try number(try single(arguments, node), node))) },
        "ceil": { _, arguments, node in .double(Foundation.ceil(try number(try single(arguments, node), node))) },
        "sqrt": { _, arguments, node in .double(Foundation.sqrt(try number(try single(arguments, node), node))) },
    ]

    private static func text(_ argument: EvaluatedArgument) throws -> String {
        guard case let .string(string) = argument.value.unwrapped else {
            throw LocatedError("expected a String", at: argument.node)
        }
        return string
    }

    private static func single(_ arguments: [EvaluatedArgument], _ node: Syntax) throws -> Value {
        guard arguments.count == 1, let only = arguments.first, only.label == nil else {
            throw LocatedError("expected one unlabeled argument", at: node)
        }
        return only.value.unwrapped
    }

    private static func number(_ value: Value, _ node: Syntax) throws -> Double {
        guard let number = Interpreter.number(value) else {
            throw LocatedError("expected a number, found \(value.typeName)", at: node)
        }
        return number
    }

    private static func extreme(_ arguments: [EvaluatedArgument], _ node: Syntax, _ pick: (Double, Double) -> Double) throws -> Value {
        guard arguments.count >= 2, arguments.allSatisfy({ $0.label == nil }) else {
            throw LocatedError("expected two or more unlabeled numbers", at: node)
        }
        let values = arguments.map { $0.value.unwrapped }
        if values.allSatisfy({ if case .int = $0 { true } else { false } }) {
            let ints = values.compactMap { if case let .int(int) = $0 { int } else { nil } }
            let first = ints[0]
            return .int(ints.dropFirst().reduce(first) { Int(pick(Double($0), Double($1))) == $0 ? $0 : $1 })
        }
        var result = try number(values[0], node)
        for value in values.dropFirst() { result = pick(result, try number(value, node)) }
        return .double(result)
    }
}

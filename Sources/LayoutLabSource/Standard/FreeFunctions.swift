import Foundation
import LayoutLab
import SwiftSyntax

/// The free functions source may call: `print`, `max`, `min`, the math functions, `stride`,
/// `zip`, `withAnimation` (its body runs; the animation does not matter to layout), and the
/// assertions, whose failure is a located error rather than a crash.
enum Builtins {
    /// `max`, `min` and `abs` take and return one type, `T`, which a floating-point context
    /// fixes: as a CGFloat argument `max(5 / 2, 1)` is 2.5, where alone it is 2 (Ints).
    static let genericOverArguments: Set<String> = ["max", "min", "abs"]

    /// `overloads` of the free function `name`, their arguments typed by `expected` (the
    /// type the call's value is wanted as) when the function is generic over them.
    static func typed(_ overloads: [Overload], _ name: String, as expected: TypeRef?) -> [Overload] {
        guard genericOverArguments.contains(name), case let .builtin(bridge)? = expected,
              bridge === CGFloat.bridge || bridge === Double.bridge else { return overloads }
        return overloads.map { overload in
            Overload(parameters: overload.parameters.map { parameter in
                Parameter(label: parameter.label, name: parameter.name, type: .builtin(bridge), hasDefault: parameter.hasDefault,
                          isVariadic: parameter.isVariadic, isInout: parameter.isInout)
            }, call: overload.call)
        }
    }

    nonisolated(unsafe) static let functions: [String: [Overload]] = {
        var table: [String: [Overload]] = [:]
        func add(_ name: String, _ parameters: [Parameter], _ call: @escaping (Arguments) throws -> Value) {
            table[name, default: []].append(Overload(parameters: parameters, call: call))
        }
        let items = Parameter(nil, .any, name: "items").variadic

        add("print", [items, Parameter("separator", String.self, default: true), Parameter("terminator", String.self, default: true)]) { a in
            let text = a.variadic("items").map { Formatting.describe($0, a.interpreter) }.joined(separator: try a.string("separator") ?? " ")
            a.interpreter.options.print(text + (try a.string("terminator") ?? "\n"))
            return .void
        }
        add("debugPrint", [items]) { a in
            a.interpreter.options.print(a.variadic("items").map { Formatting.debugDescribe($0, a.interpreter) }.joined(separator: " ") + "\n")
            return .void
        }
        for name in ["max", "min"] {
            add(name, [Parameter(nil, .any, name: "first"), Parameter(nil, .any, name: "rest").variadic]) { a in
                var result = a.value("first") ?? .none
                for value in a.variadic("rest") {
                    let later = name == "max" ? try Equality.less(result, value) : try Equality.less(value, result)
                    if later { result = value }
                }
                // Mixed Int and floating values: the result is floating, as Swift's literal typing makes it.
                if a.variadic("rest").contains(where: { if case .double = $0.unwrapped { true } else { false } }), let number = result.number {
                    return .double(number)
                }
                return result
            }
        }
        add("abs", [Parameter(nil, .any)]) { a in
            switch a.value("value")?.unwrapped {
            case let .int(int)?:
                guard int != Int.min else { throw RuntimeError("arithmetic overflow") }
                return .int(abs(int))
            case let value?:
                guard let number = value.number else { throw RuntimeError("abs needs a number, not \(value.typeName)") }
                return .double(abs(number))
            case nil: return .none
            }
        }
        let unary: [(String, (Double) -> Double)] = [
            ("round", { $0.rounded() }), ("floor", Foundation.floor), ("ceil", Foundation.ceil), ("sqrt", Foundation.sqrt),
            ("sin", Foundation.sin), ("cos", Foundation.cos), ("tan", Foundation.tan), ("asin", Foundation.asin), ("acos", Foundation.acos),
            ("atan", Foundation.atan), ("exp", Foundation.exp), ("log", Foundation.log), ("log2", Foundation.log2),
            ("log10", Foundation.log10), ("trunc", Foundation.trunc), ("fabs", Foundation.fabs),
        ]
        for (name, function) in unary {
            add(name, [Parameter(nil, Double.self)]) { a in .double(function(try a.get("value"))) }
        }
        let binary: [(String, (Double, Double) -> Double)] = [
            ("pow", Foundation.pow), ("atan2", Foundation.atan2), ("fmod", Foundation.fmod), ("hypot", Foundation.hypot),
        ]
        for (name, function) in binary {
            add(name, [Parameter(nil, Double.self, name: "x"), Parameter(nil, Double.self, name: "y")]) { a in
                .double(function(try a.get("x"), try a.get("y")))
            }
        }
        for (label, closed) in [("to", false), ("through", true)] {
            add("stride", [Parameter("from", .any, name: "start"), Parameter(label, .any, name: "end"), Parameter("by", .any, name: "step")]) { a in
                try strideValues(a.value("start") ?? .none, a.value("end") ?? .none, a.value("step") ?? .none, closed: closed, a)
            }
        }
        add("zip", [Parameter(nil, .any, name: "first"), Parameter(nil, .any, name: "second")]) { a in
            let first = try a.interpreter.elements(of: a.value("first") ?? .none, at: a.node("first"))
            let second = try a.interpreter.elements(of: a.value("second") ?? .none, at: a.node("second"))
            return .array(zip(first, second).map { .tuple(TupleValue([$0, $1])) })
        }
        add("repeatElement", [Parameter(nil, .any, name: "element"), Parameter("count", Int.self)]) { a in
            let count: Int = try a.get("count")
            try a.interpreter.checkElements(count, at: a.node("count"))
            return .array(Array(repeating: a.value("element") ?? .none, count: max(0, count)))
        }
        for name in ["withAnimation", "withTransaction"] {
            add(name, [Parameter(nil, .any, name: "animation", default: true), .closure(nil, name: "body")]) { a in
                guard let body = a.function("body") else { return .void }
                return try a.interpreter.invoke(body, [], at: a.node("body"))
            }
        }
        add("type", [Parameter("of", .any, name: "value")]) { a in
            .type(TypeValue(kind: .opaque((a.value("value") ?? .none).typeName)))
        }
        add("NSLocalizedString", [Parameter(nil, String.self, name: "key"), Parameter("comment", .any, default: true)]) { a in
            .string(try a.get("key"))
        }
        for name in ["assert", "precondition"] {
            add(name, [Parameter(nil, .any, name: "condition"), Parameter(nil, .any, name: "message", default: true)]) { a in
                guard case .bool(false)? = a.value("condition")?.unwrapped else { return .void }
                let message = a.value("message").map { Formatting.describe($0, a.interpreter) }
                throw LocatedError("\(name) failed" + (message.map { ": \($0)" } ?? ""), at: a.call ?? a.node("condition"), hints: [
                    "the condition is false with the values LayoutLab evaluated; SwiftUI would stop here too",
                ])
            }
        }
        for name in ["fatalError", "assertionFailure", "preconditionFailure"] {
            add(name, [Parameter(nil, .any, name: "message", default: true)]) { a in
                let message = a.value("message").map { Formatting.describe($0, a.interpreter) }
                throw LocatedError("\(name)" + (message.map { ": \($0)" } ?? " was called"), at: a.call ?? a.node("message"))
            }
        }
        return table
    }()

    /// `stride(from:to:by:)` and `stride(from:through:by:)`, as an array (bounded by the element limit).
    private static func strideValues(_ start: Value, _ end: Value, _ step: Value, closed: Bool, _ a: Arguments) throws -> Value {
        if case let .int(from) = start.unwrapped, case let .int(to) = end.unwrapped, case let .int(by) = step.unwrapped {
            guard by != 0 else { throw RuntimeError("stride needs a step other than 0") }
            let count = max(0, (to - from) / by + 1)
            try a.interpreter.checkElements(count, at: a.call ?? a.node("step"))
            let values = closed ? Array(stride(from: from, through: to, by: by)) : Array(stride(from: from, to: to, by: by))
            return .array(values.map { .int($0) })
        }
        guard let from = start.number, let to = end.number, let by = step.number, by != 0, by.isFinite, from.isFinite, to.isFinite else {
            throw RuntimeError("stride needs finite numbers and a step other than 0")
        }
        try a.interpreter.checkElements(Int(min(abs((to - from) / by), 1e12)) + 1, at: a.call ?? a.node("step"))
        let values = closed ? Array(stride(from: from, through: to, by: by)) : Array(stride(from: from, to: to, by: by))
        return .array(values.map { .double($0) })
    }
}

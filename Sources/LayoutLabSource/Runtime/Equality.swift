import Foundation
import LayoutLab

/// A problem found while running code, before it is tied to a place in the source: the
/// evaluator locates it at the expression being evaluated (`Interpreter.evalChain`).
struct RuntimeError: Error {
    var message: String
    var hints: [String] = []

    init(_ message: String, hints: [String] = []) {
        self.message = message
        self.hints = hints
    }
}

/// A value as a dictionary key or set element: Swift's `Hashable`, for the values that have it.
struct HashKey: Hashable {
    private let key: AnyHashable

    init(_ value: Value) throws {
        key = try Self.key(of: value)
    }

    private struct Nil: Hashable {}
    private struct Tagged: Hashable {
        let tag: String
        let parts: [AnyHashable]
    }

    private static func key(of value: Value) throws -> AnyHashable {
        switch value {
        case .none: return Nil()
        case let .some(inner): return try key(of: inner)
        case let .bool(bool): return bool
        case let .int(int): return int
        case let .double(double): return double
        case let .string(string): return string
        case let .tuple(tuple): return Tagged(tag: "()", parts: try tuple.elements.map(key(of:)))
        case let .array(items): return Tagged(tag: "[]", parts: try items.map(key(of:)))
        case let .record(record):
            let fields = try record.type.storedPropertyNames.map { try key(of: record.fields[$0] ?? .none) }
            return Tagged(tag: record.type.qualifiedName, parts: fields)
        case let .object(object): return ObjectIdentifier(object)
        case let .enumCase(value):
            return Tagged(tag: value.type.qualifiedName + "." + value.name, parts: try value.associated.map(key(of:)))
        case let .native(native):
            if let hashable = native as? AnyHashable { return hashable }
        case let .type(type): return Tagged(tag: "type", parts: [type.name])
        case let .keyPath(path): return Tagged(tag: "\\", parts: [path.root ?? ""] + path.components)
        case let .range(range):
            let lower: AnyHashable = try range.lower.map(key(of:)) ?? AnyHashable(Nil())
            let upper: AnyHashable = try range.upper.map(key(of:)) ?? AnyHashable(Nil())
            return Tagged(tag: range.isClosed ? "..." : "..<", parts: [lower, upper])
        case let .view(view):
            if case let .color(color) = view.content { return color }
        default: break
        }
        throw RuntimeError("a value of type \(value.typeName) is not Hashable")
    }
}

enum Equality {
    /// Swift's `==`. Numbers compare by value whatever their type (an integer literal next to a
    /// CGFloat is a CGFloat in Swift).
    static func equal(_ a: Value, _ b: Value) throws -> Bool {
        switch (a, b) {
        case (.none, .none): return true
        case (.none, _), (_, .none): return false
        case let (.some(x), _): return try equal(x, b)
        case let (_, .some(y)): return try equal(a, y)
        case let (.bool(x), .bool(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.int(x), .int(y)): return x == y
        case (.int, .double), (.double, .int), (.double, .double): return a.number == b.number
        case let (.tuple(x), .tuple(y)):
            guard x.elements.count == y.elements.count else { return false }
            return try zip(x.elements, y.elements).allSatisfy { try equal($0, $1) }
        case let (.array(x), .array(y)):
            guard x.count == y.count else { return false }
            return try zip(x, y).allSatisfy { try equal($0, $1) }
        case let (.dictionary(x), .dictionary(y)):
            guard x.count == y.count else { return false }
            return try x.pairs.allSatisfy { pair in try y.value(for: pair.key).map { try equal(pair.value, $0) } ?? false }
        case let (.set(x), .set(y)):
            guard x.elements.count == y.elements.count else { return false }
            return try x.elements.allSatisfy { try y.contains($0) }
        case let (.record(x), .record(y)):
            guard x.type === y.type else { return false }
            return try x.type.storedPropertyNames.allSatisfy { try equal(x.fields[$0] ?? .none, y.fields[$0] ?? .none) }
        case let (.object(x), .object(y)): return x === y
        case let (.implicitMember(member), .enumCase(value)), let (.enumCase(value), .implicitMember(member)):
            // `[.add, .subtract].contains(self)`: the literal's members are cases of the other side's enum.
            let arguments = member.arguments ?? []
            guard member.name == value.name, arguments.count == value.associated.count else { return false }
            return try zip(arguments, value.associated).allSatisfy { try equal($0.value, $1) }
        case let (.enumCase(x), .enumCase(y)):
            guard x.type === y.type, x.name == y.name, x.associated.count == y.associated.count else { return false }
            return try zip(x.associated, y.associated).allSatisfy { try equal($0, $1) }
        case let (.native(x), .native(y)):
            if let equal = type(of: x).bridge.equal { return equal(x, y) }
            if let x = x as? AnyHashable, let y = y as? AnyHashable { return x == y }
        case let (.view(x), .view(y)):
            if case let .color(c) = x.content, case let .color(d) = y.content { return c == d }
        case let (.range(x), .range(y)):
            let lowers = try equal(x.lower ?? .none, y.lower ?? .none)
            let uppers = try equal(x.upper ?? .none, y.upper ?? .none)
            return x.isClosed == y.isClosed && lowers && uppers
        case let (.type(x), .type(y)): return x.name == y.name
        case let (.keyPath(x), .keyPath(y)): return x.components == y.components
        default: break
        }
        throw RuntimeError("cannot compare a value of type \(a.typeName) with a value of type \(b.typeName)")
    }

    /// Swift's `<` for the Comparable values: numbers, strings, tuples, the cases of an enum
    /// (in declaration order, as Swift synthesises it), and bridged comparable types.
    static func less(_ a: Value, _ b: Value) throws -> Bool {
        switch (a.unwrapped, b.unwrapped) {
        case let (.int(x), .int(y)): return x < y
        case let (.string(x), .string(y)): return x < y
        case let (.tuple(x), .tuple(y)):
            for (left, right) in zip(x.elements, y.elements) {
                if try less(left, right) { return true }
                if try less(right, left) { return false }
            }
            return x.elements.count < y.elements.count
        case let (.enumCase(x), .enumCase(y)) where x.type === y.type:
            if x.name == y.name {
                for (left, right) in zip(x.associated, y.associated) {
                    if try less(left, right) { return true }
                    if try less(right, left) { return false }
                }
                return false
            }
            let order = x.type.enumCases.map(\.name)
            return (order.firstIndex(of: x.name) ?? 0) < (order.firstIndex(of: y.name) ?? 0)
        case let (.native(x), .native(y)):
            if let compare = type(of: x).bridge.less, let result = compare(x, y) { return result }
        default:
            if let x = a.number, let y = b.number { return x < y }
        }
        throw RuntimeError("cannot order a value of type \(a.typeName) and a value of type \(b.typeName) with '<'")
    }
}

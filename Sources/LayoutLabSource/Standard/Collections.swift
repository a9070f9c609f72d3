import Foundation
import LayoutLab
import SwiftSyntax

/// The methods every sequence has (arrays, ranges, sets, dictionaries, strings, a layout's
/// subviews), written once over the elements the interpreter iterates. Results are arrays,
/// as Swift's are (lazy sequences evaluate eagerly: `lazy` is the sequence itself).
enum Sequences {
    static func declareMethods(on b: TypeBridge) {
        func elements(_ value: Value, _ a: Arguments) throws -> [Value] {
            try a.interpreter.elements(of: value, at: a.call ?? a.node("value"))
        }
        func closure(_ a: Arguments, _ name: String = "transform") throws -> Function {
            guard let function = a.function(name) else { throw RuntimeError("\(a.callName) needs a closure") }
            return function
        }
        func call(_ function: Function, _ values: [Value], _ a: Arguments) throws -> Value {
            try a.interpreter.invoke(function, values, at: a.call ?? a.node("transform"))
        }
        func test(_ function: Function, _ value: Value, _ a: Arguments) throws -> Bool {
            guard case let .bool(result) = try call(function, [value], a).unwrapped else {
                throw RuntimeError("\(a.callName): the closure must return a Bool")
            }
            return result
        }
        func less(_ function: Function?, _ x: Value, _ y: Value, _ a: Arguments) throws -> Bool {
            guard let function else { return try Equality.less(x, y) }
            guard case let .bool(result) = try call(function, [x, y], a).unwrapped else {
                throw RuntimeError("\(a.callName): the comparison must return a Bool")
            }
            return result
        }
        let transform = Parameter.closure(nil, name: "transform", arity: 1)
        let predicate = Parameter.closure(nil, name: "transform", arity: 1)

        b.valueMethod("map", [transform]) { value, a in
            let function = try closure(a)
            return .array(try elements(value, a).map { try call(function, [$0], a) })
        }
        b.valueMethod("compactMap", [transform]) { value, a in
            let function = try closure(a)
            return .array(try elements(value, a).compactMap { element -> Value? in
                let result = try call(function, [element], a)
                return result.isNil ? nil : result.unwrapped
            })
        }
        b.valueMethod("flatMap", [transform]) { value, a in
            let function = try closure(a)
            return .array(try elements(value, a).flatMap { element -> [Value] in
                let result = try call(function, [element], a)
                if result.isNil { return [] }
                if case .array = result.unwrapped { return try a.interpreter.elements(of: result, at: a.call ?? a.node("transform")) }
                return [result.unwrapped]
            })
        }
        b.valueMethod("filter", [predicate]) { value, a in
            let function = try closure(a)
            return .array(try elements(value, a).filter { try test(function, $0, a) })
        }
        b.valueMethod("forEach", [transform]) { value, a in
            let function = try closure(a)
            for element in try elements(value, a) { _ = try call(function, [element], a) }
            return .void
        }
        b.valueMethod("reduce", [Parameter(nil, .any, name: "initial"), .closure(nil, name: "transform", arity: 2)]) { value, a in
            let function = try closure(a)
            var result = a.value("initial") ?? .none
            for element in try elements(value, a) { result = try call(function, [result, element], a) }
            return result
        }
        b.valueMethod("reduce", [Parameter("into", .any, name: "initial"), .closure(nil, name: "transform", arity: 2)]) { value, a in
            // The closure's first parameter is `inout`: it changes the box it is given.
            let function = try closure(a)
            let box = VariableBox(a.value("initial") ?? .none, isMutable: true)
            for element in try elements(value, a) {
                _ = try a.interpreter.invokeInout(function, box, element, at: a.call ?? a.node("transform"))
            }
            return box.value
        }
        b.valueMethod("enumerated") { value, a in
            .array(try elements(value, a).enumerated().map { .tuple(TupleValue([.int($0), $1], labels: ["offset", "element"])) })
        }
        b.valueMethod("reversed") { value, a in .array(try elements(value, a).reversed()) }
        b.valueMethod("sorted") { value, a in .array(try sort(try elements(value, a), nil, a)) }
        b.valueMethod("sorted", [.closure("by", name: "transform", arity: 2)]) { value, a in
            .array(try sort(try elements(value, a), try closure(a), a))
        }
        b.valueMethod("shuffled") { value, a in
            var items = try elements(value, a)
            a.interpreter.run.sources.shuffle(&items)
            return .array(items)
        }
        b.valueMethod("randomElement") { value, a in
            let items = try elements(value, a)
            guard !items.isEmpty else { return .none }
            return .some(items[Int(a.interpreter.run.sources.nextRandom() % UInt64(items.count))])
        }
        b.valueMethod("contains", [Parameter(nil, .any, name: "element")]) { value, a in
            let element = a.value("element") ?? .none
            return .bool(try elements(value, a).contains { try Equality.equal($0, element) })
        }
        b.valueMethod("contains", [.closure("where", name: "transform", arity: 1)]) { value, a in
            let function = try closure(a)
            return .bool(try elements(value, a).contains { try test(function, $0, a) })
        }
        b.valueMethod("allSatisfy", [predicate]) { value, a in
            let function = try closure(a)
            return .bool(try elements(value, a).allSatisfy { try test(function, $0, a) })
        }
        b.valueMethod("first", [.closure("where", name: "transform", arity: 1)]) { value, a in
            let function = try closure(a)
            return .optional(try elements(value, a).first { try test(function, $0, a) })
        }
        b.valueMethod("last", [.closure("where", name: "transform", arity: 1)]) { value, a in
            let function = try closure(a)
            return .optional(try elements(value, a).last { try test(function, $0, a) })
        }
        b.valueMethod("firstIndex", [Parameter("of", .any, name: "element")]) { value, a in
            let element = a.value("element") ?? .none
            return .optional(try elements(value, a).firstIndex { try Equality.equal($0, element) }.map { .int($0) })
        }
        b.valueMethod("firstIndex", [.closure("where", name: "transform", arity: 1)]) { value, a in
            let function = try closure(a)
            return .optional(try elements(value, a).firstIndex { try test(function, $0, a) }.map { .int($0) })
        }
        b.valueMethod("lastIndex", [Parameter("of", .any, name: "element")]) { value, a in
            let element = a.value("element") ?? .none
            return .optional(try elements(value, a).lastIndex { try Equality.equal($0, element) }.map { .int($0) })
        }
        b.valueMethod("count", [.closure("where", name: "transform", arity: 1)]) { value, a in
            let function = try closure(a)
            return .int(try elements(value, a).filter { try test(function, $0, a) }.count)
        }
        b.valueMethod("min") { value, a in .optional(try elements(value, a).min { try Equality.less($0, $1) }) }
        b.valueMethod("max") { value, a in .optional(try elements(value, a).max { try Equality.less($0, $1) }) }
        b.valueMethod("min", [.closure("by", name: "transform", arity: 2)]) { value, a in
            let function = try closure(a)
            return .optional(try elements(value, a).min { try less(function, $0, $1, a) })
        }
        b.valueMethod("max", [.closure("by", name: "transform", arity: 2)]) { value, a in
            let function = try closure(a)
            return .optional(try elements(value, a).max { try less(function, $0, $1, a) })
        }
        b.valueMethod("prefix", [Parameter(nil, Int.self, name: "count")]) { value, a in
            .array(Array(try elements(value, a).prefix(max(0, try a.get("count", Int.self)))))
        }
        b.valueMethod("suffix", [Parameter(nil, Int.self, name: "count")]) { value, a in
            .array(Array(try elements(value, a).suffix(max(0, try a.get("count", Int.self)))))
        }
        b.valueMethod("dropFirst", [Parameter(nil, Int.self, name: "count", default: true)]) { value, a in
            .array(Array(try elements(value, a).dropFirst(max(0, try a.int("count") ?? 1))))
        }
        b.valueMethod("dropLast", [Parameter(nil, Int.self, name: "count", default: true)]) { value, a in
            .array(Array(try elements(value, a).dropLast(max(0, try a.int("count") ?? 1))))
        }
        b.valueMethod("joined", [Parameter("separator", String.self, default: true)]) { value, a in
            .string(try elements(value, a).map { Formatting.describe($0) }.joined(separator: try a.string("separator") ?? ""))
        }
        // `names.formatted(.list(type: .and))`; `formatted()` is the "and" list.
        b.valueMethod("formatted", [Parameter(nil, FormatStyle.self, name: "style", default: true)]) { value, a in
            let style = a.value("style") ?? FormatStyle(kind: .list(conjunction: true)).asValue
            return .string(try Formatting.format(.array(try elements(value, a)), style: style, a.interpreter))
        }
        let splitOptions = [Parameter("maxSplits", Int.self, name: "limit", default: true),
                            Parameter("omittingEmptySubsequences", Bool.self, name: "omitting", default: true)]
        b.valueMethod("split", [Parameter("separator", .any, name: "separator")] + splitOptions) { value, a in
            let separator = a.value("separator") ?? .none
            return try split(try elements(value, a), a) { try Equality.equal($0, separator) }
        }
        b.valueMethod("split", splitOptions + [.closure("whereSeparator", name: "transform", arity: 1)]) { value, a in
            let function = try closure(a)
            return try split(try elements(value, a), a) { try test(function, $0, a) }
        }
        b.valueMethod("chunked", [Parameter("into", Int.self, name: "size")]) { value, a in
            let size: Int = try a.get("size")
            guard size > 0 else { throw RuntimeError("chunked(into:) needs a size above 0") }
            let items = try elements(value, a)
            return .array(stride(from: 0, to: items.count, by: size).map { .array(Array(items[$0..<min($0 + size, items.count)])) })
        }
        b.valueMethod("lazy") { value, _ in value }
        b.property("lazy") { (value: ValueBox) in value.value }
        b.valueMethod("makeIterator") { value, _ in value }
    }

    /// `split(separator:maxSplits:omittingEmptySubsequences:)` and its `whereSeparator:` form.
    private static func split(_ items: [Value], _ a: Arguments, isSeparator: (Value) throws -> Bool) throws -> Value {
        let limit = try a.int("limit") ?? Int.max
        let omitting = try a.bool("omitting") ?? true
        guard limit >= 0 else { throw RuntimeError("split: maxSplits must not be negative, not \(limit)") }
        var parts: [[Value]] = [[]]
        for element in items {
            if parts.count <= limit, try isSeparator(element) { parts.append([]) } else { parts[parts.count - 1].append(element) }
        }
        return .array(parts.filter { !omitting || !$0.isEmpty }.map { .array($0) })
    }

    /// A stable sort: Swift's `sort` is stable since Swift 5, and traces must not depend on
    /// how an unstable sort breaks ties.
    static func sort(_ items: [Value], _ function: Function?, _ a: Arguments) throws -> [Value] {
        var result: [Value] = []
        result.reserveCapacity(items.count)
        for item in items {
            var index = result.count
            while index > 0 {
                let earlier = result[index - 1]
                let goesFirst: Bool
                if let function {
                    guard case let .bool(answer) = try a.interpreter.invoke(function, [item, earlier], at: a.call ?? a.node("transform")).unwrapped else {
                        throw RuntimeError("sorted(by:): the comparison must return a Bool")
                    }
                    goesFirst = answer
                } else {
                    goesFirst = try Equality.less(item, earlier)
                }
                guard goesFirst else { break }
                index -= 1
            }
            result.insert(item, at: index)
        }
        return result
    }
}

/// Any value, for bridge members that take the receiver as it is.
struct ValueBox: Bridged {
    let value: Value
    static func extract(_ value: Value) -> ValueBox? { ValueBox(value: value) }
    static let bridge = TypeBridge("Any")
}

extension Bridges {
    static let array = TypeBridge("Array") { b in
        b.alias("ArraySlice", "ContiguousArray")
        b.members { if case .array = $0.unwrapped { true } else { false } }
        b.initializer([]) { _ in .array([]) }
        b.initializer([Parameter(nil, .any, name: "sequence")]) { a in
            .array(try a.interpreter.elements(of: a.value("sequence") ?? .none, at: a.node("sequence")))
        }
        b.initializer([Parameter("repeating", .any, name: "element"), Parameter("count", Int.self)]) { a in
            let count: Int = try a.get("count")
            guard count >= 0 else { throw RuntimeError("Array(repeating:count:) needs a count of 0 or more") }
            try a.interpreter.checkElements(count, at: a.node("count"))
            return .array(Array(repeating: a.value("element") ?? .none, count: count))
        }
        b.property("count") { (box: ValueBox) in .int(items(box).count) }
        b.property("isEmpty") { (box: ValueBox) in .bool(items(box).isEmpty) }
        b.property("first") { (box: ValueBox) in .optional(items(box).first) }
        b.property("last") { (box: ValueBox) in .optional(items(box).last) }
        b.property("indices") { (box: ValueBox) in .range(RangeValue(lower: .int(0), upper: .int(items(box).count), isClosed: false)) }
        b.property("startIndex") { (_: ValueBox) in .int(0) }
        b.property("endIndex") { (box: ValueBox) in .int(items(box).count) }
        b.property("description") { (box: ValueBox) in .string(Formatting.describe(box.value)) }
        Sequences.declareMethods(on: b)
        b.mutatingArrayMethod("append", [Parameter(nil, .any, name: "element")]) { items, a in items.append(a.value("element") ?? .none) }
        b.mutatingArrayMethod("append", [Parameter("contentsOf", .any, name: "other")]) { items, a in
            items += try a.interpreter.elements(of: a.value("other") ?? .none, at: a.node("other"))
        }
        b.mutatingArrayMethod("insert", [Parameter(nil, .any, name: "element"), Parameter("at", Int.self, name: "index")]) { items, a in
            let index: Int = try a.get("index")
            guard (0...items.count).contains(index) else { throw RuntimeError("insert(_:at:): index \(index) is out of range") }
            items.insert(a.value("element") ?? .none, at: index)
        }
        b.mutatingArrayMethod("removeAll") { items, _ in items.removeAll() }
        b.mutatingArrayMethod("removeAll", [.closure("where", name: "transform", arity: 1)]) { items, a in
            guard let function = a.function("transform") else { return }
            items = try items.filter { element in
                guard case let .bool(remove) = try a.interpreter.invoke(function, [element], at: a.call ?? a.node("transform")).unwrapped else {
                    throw RuntimeError("removeAll(where:): the closure must return a Bool")
                }
                return !remove
            }
        }
        b.mutatingArrayMethod("remove", [Parameter("at", Int.self, name: "index")]) { items, a in
            let index: Int = try a.get("index")
            guard items.indices.contains(index) else { throw RuntimeError("remove(at:): index \(index) is out of range") }
            items.remove(at: index)
        }
        b.mutatingArrayMethod("remove", [Parameter("atOffsets", .any, name: "offsets")]) { items, a in
            let offsets = try a.interpreter.elements(of: a.value("offsets") ?? .none, at: a.node("offsets")).compactMap { Int.extract($0) }
            for offset in offsets.sorted(by: >) where items.indices.contains(offset) { items.remove(at: offset) }
        }
        b.mutatingArrayMethod("removeFirst") { items, _ in
            guard !items.isEmpty else { throw RuntimeError("removeFirst() on an empty array") }
            items.removeFirst()
        }
        b.mutatingArrayMethod("removeLast") { items, _ in
            guard !items.isEmpty else { throw RuntimeError("removeLast() on an empty array") }
            items.removeLast()
        }
        b.mutatingArrayMethod("swapAt", [Parameter(nil, Int.self, name: "i"), Parameter(nil, Int.self, name: "j")]) { items, a in
            let i: Int = try a.get("i"), j: Int = try a.get("j")
            guard items.indices.contains(i), items.indices.contains(j) else { throw RuntimeError("swapAt: index out of range") }
            items.swapAt(i, j)
        }
        b.mutatingArrayMethod("reverse") { items, _ in items.reverse() }
        b.mutatingArrayMethod("shuffle") { items, a in a.interpreter.run.sources.shuffle(&items) }
        b.mutatingArrayMethod("move", [Parameter("fromOffsets", .any, name: "source"), Parameter("toOffset", Int.self, name: "destination")]) { _, _ in }
        b.mutatingArrayMethod("sort") { items, a in items = try Sequences.sort(items, nil, a) }
        b.mutatingArrayMethod("sort", [.closure("by", name: "transform", arity: 2)]) { items, a in
            items = try Sequences.sort(items, a.function("transform"), a)
        }
    }

    private static func items(_ box: ValueBox) -> [Value] {
        if case let .array(items) = box.value.unwrapped { return items }
        return []
    }

    static let dictionary = TypeBridge("Dictionary") { b in
        b.members { if case .dictionary = $0.unwrapped { true } else { false } }
        b.initializer([]) { _ in .dictionary(DictionaryValue()) }
        b.initializer([Parameter("uniqueKeysWithValues", .any, name: "pairs")]) { a in
            var result = DictionaryValue()
            for pair in try a.interpreter.elements(of: a.value("pairs") ?? .none, at: a.node("pairs")) {
                guard case let .tuple(tuple) = pair, tuple.elements.count == 2 else { throw RuntimeError("expected (key, value) pairs") }
                try result.set(tuple.elements[0], tuple.elements[1])
            }
            return .dictionary(result)
        }
        b.initializer([Parameter("grouping", .any, name: "values"), .closure("by", name: "keyForValue", arity: 1)]) { a in
            // Groups in the order the keys first appear (Swift's order is unspecified).
            guard let function = a.function("keyForValue") else { throw RuntimeError("Dictionary(grouping:by:) needs a closure") }
            var result = DictionaryValue()
            for element in try a.interpreter.elements(of: a.value("values") ?? .none, at: a.node("values")) {
                let key = try a.interpreter.invoke(function, [element], at: a.node("keyForValue"))
                guard case let .array(group)? = try result.value(for: key) else {
                    try result.set(key, .array([element]))
                    continue
                }
                try result.set(key, .array(group + [element]))
            }
            return .dictionary(result)
        }
        b.property("count") { (box: ValueBox) in .int(dictionary(box).count) }
        b.property("isEmpty") { (box: ValueBox) in .bool(dictionary(box).count == 0) }
        b.property("keys") { (box: ValueBox) in .array(dictionary(box).keys) }
        b.property("values") { (box: ValueBox) in .array(dictionary(box).values) }
        b.property("first") { (box: ValueBox) in
            .optional(dictionary(box).pairs.first.map { .tuple(TupleValue([$0.key, $0.value], labels: ["key", "value"])) })
        }
        Sequences.declareMethods(on: b)
        b.valueMethod("mapValues", [.closure(nil, name: "transform", arity: 1)]) { value, a in
            guard case let .dictionary(dictionary) = value.unwrapped, let function = a.function("transform") else { return value }
            return .dictionary(try DictionaryValue(dictionary.pairs.map {
                ($0.key, try a.interpreter.invoke(function, [$0.value], at: a.call ?? a.node("transform")))
            }))
        }
        b.mutatingMethod("updateValue", [Parameter(nil, .any, name: "value"), Parameter("forKey", .any, name: "key")]) { (box: inout DictionaryBox, a) in
            let key = a.value("key") ?? .none
            let old = try box.dictionary.value(for: key)
            try box.dictionary.set(key, a.value("value") ?? Value.none)
            return .optional(old)
        }
        b.mutatingMethod("removeValue", [Parameter("forKey", .any, name: "key")]) { (box: inout DictionaryBox, a) in
            let key = a.value("key") ?? .none
            let old = try box.dictionary.value(for: key)
            try box.dictionary.set(key, nil)
            return .optional(old)
        }
        b.mutatingMethod("removeAll") { (box: inout DictionaryBox, _) in
            box.dictionary = DictionaryValue()
            return .void
        }
    }

    private static func dictionary(_ box: ValueBox) -> DictionaryValue {
        if case let .dictionary(dictionary) = box.value.unwrapped { return dictionary }
        return DictionaryValue()
    }

    static let set = TypeBridge("Set") { b in
        b.members { if case .set = $0.unwrapped { true } else { false } }
        b.converting { value in
            if case let .array(items) = value { return .set(try SetValue(items)) }
            return nil
        }
        b.initializer([]) { _ in .set(SetValue()) }
        b.initializer([Parameter(nil, .any, name: "sequence")]) { a in
            .set(try SetValue(try a.interpreter.elements(of: a.value("sequence") ?? .none, at: a.node("sequence"))))
        }
        b.property("count") { (box: ValueBox) in .int(set(box).elements.count) }
        b.property("isEmpty") { (box: ValueBox) in .bool(set(box).elements.isEmpty) }
        b.property("first") { (box: ValueBox) in .optional(set(box).elements.first) }
        Sequences.declareMethods(on: b)
        b.valueMethod("contains", [Parameter(nil, .any, name: "element")]) { value, a in
            guard case let .set(set) = value.unwrapped else { return .bool(false) }
            return .bool(try set.contains(a.value("element") ?? .none))
        }
        b.valueMethod("union", [Parameter(nil, .any, name: "other")]) { value, a in
            guard case var .set(set) = value.unwrapped else { return value }
            for element in try a.interpreter.elements(of: a.value("other") ?? .none, at: a.node("other")) { try set.insert(element) }
            return .set(set)
        }
        b.mutatingMethod("insert", [Parameter(nil, .any, name: "element")]) { (box: inout SetBox, a) in
            let inserted = try box.set.insert(a.value("element") ?? .none)
            return .tuple(TupleValue([.bool(inserted), a.value("element") ?? .none], labels: ["inserted", "memberAfterInsert"]))
        }
        b.mutatingMethod("remove", [Parameter(nil, .any, name: "element")]) { (box: inout SetBox, a) in
            try box.set.remove(a.value("element") ?? .none)
            return .void
        }
    }

    private static func set(_ box: ValueBox) -> SetValue {
        if case let .set(set) = box.value.unwrapped { return set }
        return SetValue()
    }

    static let range = TypeBridge("Range") { b in
        b.alias("ClosedRange", "PartialRangeFrom", "PartialRangeThrough", "PartialRangeUpTo", "CountableRange", "StrideTo", "StrideThrough")
        b.members { if case .range = $0.unwrapped { true } else { false } }
        b.property("lowerBound") { (box: ValueBox) in range(box).lower ?? .none }
        b.property("upperBound") { (box: ValueBox) in range(box).upper ?? .none }
        b.property("count") { (box: ValueBox) in .int(range(box).integers?.count ?? 0) }
        b.property("isEmpty") { (box: ValueBox) in .bool(range(box).integers?.isEmpty ?? true) }
        b.property("first") { (box: ValueBox) in .optional(range(box).integers?.first.map { .int($0) }) }
        b.property("last") { (box: ValueBox) in .optional(range(box).integers?.last.map { .int($0) }) }
        Sequences.declareMethods(on: b)
        b.valueMethod("contains", [Parameter(nil, .any, name: "element")]) { value, a in
            guard case let .range(range) = value.unwrapped else { return .bool(false) }
            return .bool(range.contains(a.value("element") ?? .none))
        }
        b.valueMethod("clamped", [Parameter("to", .any, name: "limits")]) { value, a in
            guard case let .range(range) = value.unwrapped, case let .range(limits)? = a.value("limits") else { return value }
            let lower = max(range.lower?.number ?? -.infinity, limits.lower?.number ?? -.infinity)
            let upper = min(range.upper?.number ?? .infinity, limits.upper?.number ?? .infinity)
            return .range(RangeValue(lower: .double(lower), upper: .double(upper), isClosed: range.isClosed))
        }
    }

    private static func range(_ box: ValueBox) -> RangeValue {
        if case let .range(range) = box.value.unwrapped { return range }
        return RangeValue(lower: nil, upper: nil, isClosed: false)
    }

    /// `Optional`'s own methods: `map`, `flatMap`; an optional's other members are its value's.
    static let optional = TypeBridge("Optional") { b in
        // `Optional(x)` and `Optional.some(x)`: x, wrapped; `Optional.none`: nil.
        let wrapped = [Parameter(nil, .any, name: "value")]
        let wrap: (Arguments) throws -> Value = { a in .some(a.value("value") ?? .none) }
        b.initializer(wrapped, wrap)
        b.function("some", wrapped, wrap)
        b.constant("none", .none)
        b.valueMethod("map", [.closure(nil, name: "transform", arity: 1)]) { value, a in
            guard !value.isNil, let function = a.function("transform") else { return .none }
            return .some(try a.interpreter.invoke(function, [value.unwrapped], at: a.call ?? a.node("transform")))
        }
        b.valueMethod("flatMap", [.closure(nil, name: "transform", arity: 1)]) { value, a in
            guard !value.isNil, let function = a.function("transform") else { return .none }
            return try a.interpreter.invoke(function, [value.unwrapped], at: a.call ?? a.node("transform")).asOptional
        }
        b.property("isNil") { (box: ValueBox) in .bool(box.value.isNil) }
    }
}

/// A dictionary, as a mutating bridged method's receiver.
struct DictionaryBox: Bridged {
    var dictionary: DictionaryValue
    var asValue: Value { .dictionary(dictionary) }
    static func extract(_ value: Value) -> DictionaryBox? {
        if case let .dictionary(dictionary) = value.unwrapped { return DictionaryBox(dictionary: dictionary) }
        return nil
    }
    static var bridge: TypeBridge { Bridges.dictionary }
}

/// A set, as a mutating bridged method's receiver.
struct SetBox: Bridged {
    var set: SetValue
    var asValue: Value { .set(set) }
    static func extract(_ value: Value) -> SetBox? {
        if case let .set(set) = value.unwrapped { return SetBox(set: set) }
        return nil
    }
    static var bridge: TypeBridge { Bridges.set }
}

/// An array, as a mutating bridged method's receiver.
struct ArrayBox: Bridged {
    var items: [Value]
    var asValue: Value { .array(items) }
    static func extract(_ value: Value) -> ArrayBox? {
        if case let .array(items) = value.unwrapped { return ArrayBox(items: items) }
        return nil
    }
    static var bridge: TypeBridge { Bridges.array }
}

extension TypeBridge {
    /// A mutating method of arrays, given the elements to change.
    func mutatingArrayMethod(_ name: String, _ parameters: [Parameter] = [], _ change: @escaping (inout [Value], Arguments) throws -> Void) {
        mutatingMethod(name, parameters) { (box: inout ArrayBox, a) in
            try change(&box.items, a)
            return .void
        }
    }
}

extension Interpreter {
    /// Calls a closure whose first parameter is `inout` (`reduce(into:)`), with a box for it.
    func invokeInout(_ function: Function, _ box: VariableBox, _ element: Value, at node: Syntax) throws -> Value {
        try invokeInout(function, box, [element], at: node)
    }

    /// Calls a closure whose first parameter is `inout` (`reduce(into:)`, `transformPreference`)
    /// with a box for it, followed by `others`.
    func invokeInout(_ function: Function, _ box: VariableBox, _ others: [Value], at node: Syntax) throws -> Value {
        guard case let .closure(closure, captured) = function.kind else { return try invoke(function, [box.value] + others, at: node) }
        let scope = captured.child()
        var names: [String] = []
        switch closure.signature?.parameterClause {
        case let .simpleInput(shorthand)?: names = shorthand.map(\.name.text)
        case let .parameterClause(clause)?: names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: names = (0...others.count).map { "$\($0)" }
        }
        guard names.count == others.count + 1 else {
            throw LocatedError("the closure must take \(others.count + 1) argument\(others.isEmpty ? "" : "s")", at: closure)
        }
        scope.declare(names[0], box: box)
        for (name, value) in zip(names.dropFirst(), others) { scope.declare(name, value) }
        return try evaluateBody(closure.statements, scope, builder: false)
    }
}

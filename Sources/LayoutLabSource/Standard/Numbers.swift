import Foundation
import LayoutLab

// Numbers: Int, and the floating-point types (Double, CGFloat, Float) that the interpreter
// holds as `Value.double`. Random numbers come from the interpreter's seeded generator, so a
// file gives the same layout every run.

extension Int: Bridged {
    var asValue: Value { .int(self) }

    static func extract(_ value: Value) -> Int? {
        switch value.unwrapped {
        case let .int(int): int
        case let .double(double) where double.rounded() == double && abs(double) < 9.2e18: Int(double)
        default: nil
        }
    }

    static let bridge = TypeBridge("Int") { b in
        b.alias("UInt", "Int64", "Int32", "Int16", "Int8", "UInt64", "UInt32", "UInt16", "UInt8")
        b.members { if case .int = $0.unwrapped { true } else { false } }
        b.constant("max", .int(Int.max))
        b.constant("min", .int(Int.min))
        b.constant("zero", .int(0))
        b.initializer([Parameter(nil, .any)]) { a in try convertToInt(a.value("value") ?? .none, exactly: false) }
        b.initializer([Parameter("exactly", .any)]) { a in try convertToInt(a.value("exactly") ?? .none, exactly: true) }
        b.function("random", [Parameter("in", .any, name: "range")]) { a in
            guard case let .range(range)? = a.value("range"), let integers = range.integers, !integers.isEmpty else {
                throw RuntimeError("Int.random(in:) needs a non-empty range of Int")
            }
            return .int(integers.lowerBound + Int(a.interpreter.run.sources.nextRandom() % UInt64(integers.count)))
        }
        b.property("description") { (int: Int) in .string(int.description) }
        b.property("magnitude") { (int: Int) in .int(int == Int.min ? Int.max : abs(int)) }
        b.property("signum") { (int: Int) in .int(int.signum()) }
        b.method("isMultiple", [Parameter("of", Int.self, name: "other")]) { (int: Int, a) in
            .bool(int.isMultiple(of: try a.get("other")))
        }
        b.method("signum") { (int: Int, _) in .int(int.signum()) }
        b.method("formatted", [Parameter(nil, FormatStyle.self, name: "style", default: true)]) { (int: Int, a) in
            guard let style = a.value("style") else { return .string(Formatting.number(Double(int))) }
            return .string(try Formatting.format(.int(int), style: style, a.interpreter))
        }
        b.method("quotientAndRemainder", [Parameter("dividingBy", Int.self, name: "divisor")]) { (int: Int, a) in
            let divisor: Int = try a.get("divisor")
            guard divisor != 0 else { throw RuntimeError("division by zero") }
            let (quotient, remainder) = int.quotientAndRemainder(dividingBy: divisor)
            return .tuple(TupleValue([.int(quotient), .int(remainder)], labels: ["quotient", "remainder"]))
        }
        b.mutatingMethod("negate") { (int: inout Int, _) in
            int = -int
            return .void
        }
    }

    private static func convertToInt(_ value: Value, exactly: Bool) throws -> Value {
        switch value.unwrapped {
        case let .int(int): return exactly ? .some(.int(int)) : .int(int)
        case let .double(double):
            if exactly { return double.rounded() == double && abs(double) < 9.2e18 ? .some(.int(Int(double))) : .none }
            guard double.isFinite, abs(double) < 9.2e18 else {
                throw RuntimeError("Int(\(double)): the value cannot be converted to Int because it is \(double.isNaN ? "NaN" : "out of range")")
            }
            return .int(Int(double))
        case let .string(string): return Int(string).map { .some(.int($0)) } ?? .none
        case let .bool(bool): return .int(bool ? 1 : 0)
        default: throw RuntimeError("cannot convert a value of type \(value.typeName) to Int")
        }
    }
}

extension Double: Bridged {
    var asValue: Value { .double(self) }
    static func extract(_ value: Value) -> Double? { value.number }
    static let bridge = floatingPointBridge("Double", aliases: ["Float", "Float64", "Float32", "TimeInterval"])
}

extension CGFloat: Bridged {
    var asValue: Value { .double(Double(self)) }
    static func extract(_ value: Value) -> CGFloat? { value.number.map { CGFloat($0) } }
    static let bridge = floatingPointBridge("CGFloat", aliases: [])
}

extension Bool: Bridged {
    var asValue: Value { .bool(self) }
    static func extract(_ value: Value) -> Bool? {
        if case let .bool(bool) = value.unwrapped { return bool }
        return nil
    }

    static let bridge = TypeBridge("Bool") { b in
        b.members { if case .bool = $0.unwrapped { true } else { false } }
        b.initializer([Parameter(nil, .any)]) { a in
            if case let .string(string)? = a.value("value") { return Bool(string).map { .some(.bool($0)) } ?? .none }
            return a.value("value") ?? .bool(false)
        }
        b.function("random", []) { a in .bool(a.interpreter.run.sources.nextRandom() % 2 == 0) }
        b.property("description") { (bool: Bool) in .string(bool.description) }
        b.mutatingMethod("toggle") { (bool: inout Bool, _) in
            bool.toggle()
            return .void
        }
    }
}

/// Double, CGFloat and Float share their members; each keeps its own name for messages.
private func floatingPointBridge(_ name: String, aliases: [String]) -> TypeBridge {
    TypeBridge(name) { b in
        for alias in aliases { b.alias(alias) }
        b.floatingLiterals()
        b.members { if case .double = $0.unwrapped { true } else { false } }
        b.converting { value in
            if case let .int(int) = value { return .double(Double(int)) }
            return nil
        }
        b.constant("infinity", .double(.infinity))
        b.constant("zero", .double(0))
        b.constant("pi", .double(.pi))
        b.constant("nan", .double(.nan))
        b.constant("greatestFiniteMagnitude", .double(.greatestFiniteMagnitude))
        b.constant("leastNonzeroMagnitude", .double(.leastNonzeroMagnitude))
        b.constant("leastNormalMagnitude", .double(.leastNormalMagnitude))
        b.constant("ulpOfOne", .double(.ulpOfOne))
        b.initializer([Parameter(nil, .any)]) { a in
            switch a.value("value")?.unwrapped {
            case let .int(int)?: return .double(Double(int))
            case let .double(double)?: return .double(double)
            case let .string(string)?: return Double(string).map { .some(.double($0)) } ?? .none
            case let value?: throw RuntimeError("cannot convert a value of type \(value.typeName) to \(name)")
            case nil: return .double(0)
            }
        }
        b.function("random", [Parameter("in", .any, name: "range")]) { a in
            guard case let .range(range)? = a.value("range"), let lower = range.lower?.number, let upper = range.upper?.number, lower <= upper else {
                throw RuntimeError("\(name).random(in:) needs a range with both bounds")
            }
            let unit = Double(a.interpreter.run.sources.nextRandom() >> 11) / Double(1 << 53)
            return .double(lower + (upper - lower) * unit)
        }
        b.property("description") { (number: Double) in .string(number.description) }
        b.property("isFinite") { (number: Double) in .bool(number.isFinite) }
        b.property("isInfinite") { (number: Double) in .bool(number.isInfinite) }
        b.property("isNaN") { (number: Double) in .bool(number.isNaN) }
        b.property("isZero") { (number: Double) in .bool(number.isZero) }
        b.property("magnitude") { (number: Double) in .double(number.magnitude) }
        b.property("sign") { (number: Double) in .native(FloatingPointSignValue(isMinus: number.sign == .minus)) }
        b.method("rounded", [Parameter(nil, FloatingPointRounding.self, name: "rule", default: true)]) { (number: Double, a) in
            .double(number.rounded(try a.optional("rule", FloatingPointRounding.self)?.rule ?? .toNearestOrAwayFromZero))
        }
        b.mutatingMethod("round", [Parameter(nil, FloatingPointRounding.self, name: "rule", default: true)]) { (number: inout Double, a) in
            number.round(try a.optional("rule", FloatingPointRounding.self)?.rule ?? .toNearestOrAwayFromZero)
            return .void
        }
        b.method("squareRoot") { (number: Double, _) in .double(number.squareRoot()) }
        b.method("truncatingRemainder", [Parameter("dividingBy", Double.self, name: "divisor")]) { (number: Double, a) in
            .double(number.truncatingRemainder(dividingBy: try a.get("divisor")))
        }
        b.method("remainder", [Parameter("dividingBy", Double.self, name: "divisor")]) { (number: Double, a) in
            .double(number.remainder(dividingBy: try a.get("divisor")))
        }
        b.method("formatted", [Parameter(nil, FormatStyle.self, name: "style", default: true)]) { (number: Double, a) in
            guard let style = a.value("style") else { return .string(Formatting.number(number)) }
            return .string(try Formatting.format(.double(number), style: style, a.interpreter))
        }
        b.method("isLess", [Parameter("than", Double.self, name: "other")]) { (number: Double, a) in .bool(number < (try a.get("other"))) }
    }
}

/// `.up`, `.down`, `.toNearestOrEven`, … for `rounded(_:)`.
struct FloatingPointRounding: Bridged {
    let rule: FloatingPointRoundingRule

    static let bridge = TypeBridge("FloatingPointRoundingRule") { b in
        let rules: [(String, FloatingPointRoundingRule)] = [
            ("up", .up), ("down", .down), ("towardZero", .towardZero), ("awayFromZero", .awayFromZero),
            ("toNearestOrEven", .toNearestOrEven), ("toNearestOrAwayFromZero", .toNearestOrAwayFromZero),
        ]
        for (name, rule) in rules { b.constant(name, FloatingPointRounding(rule: rule)) }
    }
}

/// `number.sign`: `.plus` or `.minus`.
struct FloatingPointSignValue: Bridged, Hashable {
    let isMinus: Bool

    static let bridge = TypeBridge("FloatingPointSign") { b in
        b.constant("plus", FloatingPointSignValue(isMinus: false))
        b.constant("minus", FloatingPointSignValue(isMinus: true))
        b.description { (sign: FloatingPointSignValue) in sign.isMinus ? "minus" : "plus" }
    }
}

/// The generator behind `random(in:)`, `shuffled()`, `randomElement()` and `UUID()`: SplitMix64
/// seeded with 0 at the start of every run, so a file gives the same values every time.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64 = 0

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

import Foundation
import LayoutLab

// Strings. `Character` and `Substring` are held as strings too.

extension String: Bridged {
    var asValue: Value { .string(self) }

    static func extract(_ value: Value) -> String? {
        if case let .string(string) = value.unwrapped { return string }
        return nil
    }

    static let bridge = TypeBridge("String") { b in
        b.alias("Substring", "Character", "LocalizedStringResource", "StaticString", "AttributedString", "NSString")
        b.members { if case .string = $0.unwrapped { true } else { false } }
        b.initializer([Parameter(nil, .any)]) { a in .string(Formatting.describe(a.value("value") ?? .none, a.interpreter)) }
        b.initializer([Parameter("describing", .any)]) { a in .string(Formatting.describe(a.value("describing") ?? .none, a.interpreter)) }
        b.initializer([Parameter("reflecting", .any)]) { a in .string(Formatting.debugDescribe(a.value("reflecting") ?? .none, a.interpreter)) }
        b.initializer([Parameter("repeating", .any, name: "text"), Parameter("count", Int.self)]) { a in
            let count: Int = try a.get("count")
            try a.interpreter.checkElements(count, at: a.node("count"))
            guard count >= 0 else { throw RuntimeError("String(repeating:count:) needs a count of 0 or more") }
            return .string(String(repeating: Formatting.describe(a.value("text") ?? .none), count: count))
        }
        b.initializer([Parameter("format", String.self), Parameter(nil, .any, name: "arguments").variadic]) { a in
            .string(try Formatting.printf(try a.get("format"), a.variadic("arguments"), at: a.node("format")))
        }
        b.initializer([Parameter("localized", String.self, name: "key"), Parameter("comment", .any, default: true)]) { a in
            .string(try a.get("key"))
        }
        b.property("count") { (string: String) in .int(string.count) }
        b.property("isEmpty") { (string: String) in .bool(string.isEmpty) }
        b.property("description") { (string: String) in .string(string) }
        b.property("first") { (string: String) in .optional(string.first.map { .string(String($0)) }) }
        b.property("last") { (string: String) in .optional(string.last.map { .string(String($0)) }) }
        b.property("capitalized") { (string: String) in .string(string.capitalized) }
        b.property("localizedCapitalized") { (string: String) in .string(string.capitalized) }
        b.property("utf8") { (string: String) in .array(string.utf8.map { .int(Int($0)) }) }
        b.property("isLetter") { (string: String) in .bool(string.count == 1 && string.first!.isLetter) }
        b.property("isNumber") { (string: String) in .bool(string.count == 1 && string.first!.isNumber) }
        b.property("isUppercase") { (string: String) in .bool(string.count == 1 && string.first!.isUppercase) }
        b.method("uppercased") { (string: String, _) in .string(string.uppercased()) }
        b.method("lowercased") { (string: String, _) in .string(string.lowercased()) }
        b.method("hasPrefix", [Parameter(nil, String.self, name: "prefix")]) { (string: String, a) in .bool(string.hasPrefix(try a.get("prefix"))) }
        b.method("hasSuffix", [Parameter(nil, String.self, name: "suffix")]) { (string: String, a) in .bool(string.hasSuffix(try a.get("suffix"))) }
        b.method("contains", [Parameter(nil, String.self, name: "other")]) { (string: String, a) in
            .bool(string.contains(try a.get("other", String.self)))
        }
        b.method("localizedCaseInsensitiveContains", [Parameter(nil, String.self, name: "other")]) { (string: String, a) in
            .bool(string.localizedCaseInsensitiveContains(try a.get("other", String.self)))
        }
        b.method("replacingOccurrences", [Parameter("of", String.self, name: "target"), Parameter("with", String.self, name: "replacement")]) {
            (string: String, a) in
            let target: String = try a.get("target")
            guard !target.isEmpty else { return .string(string) }
            return .string(string.replacingOccurrences(of: target, with: try a.get("replacement")))
        }
        b.method("components", [Parameter("separatedBy", String.self, name: "separator")]) { (string: String, a) in
            let separator: String = try a.get("separator")
            guard !separator.isEmpty else { return .array([.string(string)]) }
            return .array(string.components(separatedBy: separator).map { .string($0) })
        }
        b.method("split", [Parameter("separator", String.self)]) { (string: String, a) in
            let separator: String = try a.get("separator")
            return .array(string.split(separator: Character(separator.isEmpty ? " " : separator)).map { .string(String($0)) })
        }
        b.method("trimmingCharacters", [Parameter("in", .any, name: "set")]) { (string: String, _) in
            .string(string.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        b.method("appending", [Parameter(nil, String.self, name: "other")]) { (string: String, a) in .string(string + (try a.get("other", String.self))) }
        b.method("prefix", [Parameter(nil, Int.self, name: "count")]) { (string: String, a) in
            .string(String(string.prefix(Swift.max(0, try a.get("count", Int.self)))))
        }
        b.method("suffix", [Parameter(nil, Int.self, name: "count")]) { (string: String, a) in
            .string(String(string.suffix(Swift.max(0, try a.get("count", Int.self)))))
        }
        b.method("dropFirst", [Parameter(nil, Int.self, name: "count", default: true)]) { (string: String, a) in
            .string(String(string.dropFirst(Swift.max(0, try a.int("count") ?? 1))))
        }
        b.method("dropLast", [Parameter(nil, Int.self, name: "count", default: true)]) { (string: String, a) in
            .string(String(string.dropLast(Swift.max(0, try a.int("count") ?? 1))))
        }
        b.method("padding", [Parameter("toLength", Int.self, name: "length"), Parameter("withPad", String.self, name: "pad"),
                             Parameter("startingAt", Int.self, name: "start")]) { (string: String, a) in
            let pad: String = try a.get("pad")
            return .string(string.padding(toLength: Swift.max(0, try a.get("length")), withPad: pad.isEmpty ? " " : pad, startingAt: 0))
        }
        b.mutatingMethod("append", [Parameter(nil, .any, name: "other")]) { (string: inout String, a) in
            string += Formatting.describe(a.value("other") ?? .none)
            return .void
        }
        b.mutatingMethod("removeAll") { (string: inout String, _) in
            string = ""
            return .void
        }
        Sequences.declareMethods(on: b)
    }
}

extension Parameter {
    /// The same parameter, taking any number of arguments (`_ items: Any...`).
    var variadic: Parameter {
        var copy = self
        copy.isVariadic = true
        return copy
    }
}

import Foundation
import LayoutLab
import SwiftSyntax

/// How `print`, `String(describing:)` and string interpolation show values: as Swift on Apple
/// platforms does, so that printed lines match a log captured on a device.
enum Formatting {
    /// `String(describing:)`.
    static func describe(_ value: Value, _ interpreter: Interpreter? = nil) -> String {
        switch value {
        case .void: return "()"
        case .none: return "nil"
        case let .some(inner): return "Optional(\(debugDescribe(inner, interpreter)))"
        case let .bool(bool): return bool.description
        case let .int(int): return int.description
        case let .double(double): return double.description
        case let .string(string): return string
        case let .tuple(tuple):
            return "(" + zip(tuple.labels, tuple.elements).map { label, element in
                (label.map { "\($0): " } ?? "") + debugDescribe(element, interpreter)
            }.joined(separator: ", ") + ")"
        case let .array(items): return "[" + items.map { debugDescribe($0, interpreter) }.joined(separator: ", ") + "]"
        case let .dictionary(dictionary):
            if dictionary.count == 0 { return "[:]" }
            return "[" + dictionary.pairs.map { "\(debugDescribe($0.key, interpreter)): \(debugDescribe($0.value, interpreter))" }
                .joined(separator: ", ") + "]"
        case let .set(set): return "Set([" + set.elements.map { debugDescribe($0, interpreter) }.joined(separator: ", ") + "])"
        case let .range(range):
            return (range.lower.map { describe($0, interpreter) } ?? "") + (range.isClosed ? "..." : "..<")
                + (range.upper.map { describe($0, interpreter) } ?? "")
        case let .record(record):
            let fields = record.type.storedProperties.compactMap { property in
                record.fields[property.name].map { "\(property.name): \(debugDescribe(stored($0, property), interpreter))" }
            }
            return "\(record.type.name)(\(fields.joined(separator: ", ")))"
        case let .object(object): return object.type.qualifiedName
        case let .enumCase(enumCase):
            guard !enumCase.associated.isEmpty else { return enumCase.name }
            return enumCase.name + describe(.tuple(TupleValue(enumCase.associated, labels: enumCase.labels)), interpreter)
        case .function: return "(Function)"
        case let .type(type): return type.name
        case let .native(native): return type(of: native).bridge.description(of: native)
        case let .view(view): return view.typeName
        case .binding: return "Binding"
        case let .keyPath(path): return "\\" + (path.root ?? "") + "." + path.components.joined(separator: ".")
        case let .implicitMember(member): return "." + member.name
        }
    }

    /// `String(reflecting:)`: strings quoted, as inside `Optional(…)`, arrays and structs.
    static func debugDescribe(_ value: Value, _ interpreter: Interpreter? = nil) -> String {
        // Quoted as Swift's `debugDescription` writes it: `"`, `\`, newlines, tabs, NUL and the
        // other non-printable scalars escaped as Swift escapes them (`\u{07}`).
        if case let .string(string) = value { return string.debugDescription }
        return describe(value, interpreter)
    }

    /// A wrapped property shows its wrapper's value in a struct's description.
    private static func stored(_ field: Value, _ property: StoredProperty) -> Value {
        if property.wrapper?.hasStorage == true, case let .binding(binding) = field, case let .variable(box) = binding.place {
            return box.value
        }
        return field
    }

    // MARK: printf

    /// The widest field and the longest precision `printf` writes.
    static let maximumFieldLength = 1_000

    /// `String(format:)` and `\(value, specifier: "%.2f")`: the C conversions Swift code uses;
    /// numbers in `locale` when given (`String(format:locale:)`: grouped thousands in en_US).
    static func printf(_ format: String, _ arguments: [Value], at node: some SyntaxProtocol, locale: Locale? = nil) throws -> String {
        var result = ""
        var remaining = arguments[...]
        var characters = Substring(format)
        while let percent = characters.firstIndex(of: "%") {
            result += characters[..<percent]
            characters = characters[characters.index(after: percent)...]
            var specifier = "%"
            while let next = characters.first, "0123456789.-+ #lhqLzjt'".contains(next) {
                specifier.append(next)
                characters = characters.dropFirst()
            }
            guard let conversion = characters.first else {
                throw LocatedError("the format '\(format)' ends in the middle of a conversion", at: node)
            }
            characters = characters.dropFirst()
            if conversion == "%" {
                result += "%"
                continue
            }
            guard let argument = remaining.popFirst() else {
                throw LocatedError("the format '\(format)' has more conversions than arguments", at: node)
            }
            let flags = specifier.filter { !"lhqLzjt".contains($0) }
            // A width or precision is a count of characters to write: past a thousand it is a
            // mistake, and past millions it would take the machine's memory.
            if let count = flags.split(whereSeparator: { !$0.isNumber }).map({ Int($0) ?? .max }).max(), count > maximumFieldLength {
                throw LocatedError("the format '\(format)' asks for \(count) characters in a field; LayoutLab writes at most \(maximumFieldLength)",
                                   at: node)
            }
            switch conversion {
            case "f", "F", "e", "E", "g", "G", "a", "A":
                guard let number = argument.number else { throw LocatedError("%\(conversion) needs a number, not \(argument.typeName)", at: node) }
                result += String(format: flags + String(conversion), locale: locale, number)
            case "d", "i", "u", "x", "X", "o", "c":
                guard let number = argument.number, number.isFinite, abs(number) < 9.2e18 else {
                    throw LocatedError("%\(conversion) needs an integer, not \(argument.typeName)", at: node)
                }
                result += String(format: flags + "ll" + String(conversion), locale: locale, Int64(number))
            case "@", "s":
                let text = describe(argument)
                if let width = Int(flags.dropFirst().filter(\.isNumber)), flags.contains("-") == false, text.count < width {
                    result += String(repeating: " ", count: width - text.count) + text
                } else {
                    result += text
                }
            default:
                throw LocatedError("the conversion %\(conversion) is not one LayoutLab formats", at: node)
            }
        }
        return result + characters
    }

    // MARK: Format styles

    /// `value.formatted(style)`, `Text(value, format: style)`, `\(value, format: style)`.
    static func format(_ value: Value, style: Value, _ interpreter: Interpreter) throws -> String {
        guard case let .native(native) = style.unwrapped, let style = native as? FormatStyle else {
            return describe(value, interpreter)
        }
        return try style.format(value)
    }

    /// `value.formatted()`: grouping separators, up to three fraction digits.
    static func number(_ value: Double, fractionDigits: ClosedRange<Int> = 0...3, grouping: Bool = true) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value > 0 ? "∞" : "-∞") }
        let fixed = String(format: "%.\(fractionDigits.upperBound)f", abs(value))
        let parts = fixed.split(separator: ".", maxSplits: 1).map(String.init)
        var whole = parts.first ?? "0"
        var fraction = parts.count > 1 ? parts[1] : ""
        while fraction.count > fractionDigits.lowerBound && fraction.hasSuffix("0") { fraction.removeLast() }
        var grouped = ""
        if grouping {
            while whole.count > 3 {
                grouped = "," + whole.suffix(3) + grouped
                whole.removeLast(3)
            }
        }
        grouped = whole + grouped
        let text = fraction.isEmpty ? grouped : grouped + "." + fraction
        let isZero = !text.contains { $0 != "0" && $0 != "." && $0 != "," }
        return value < 0 && !isZero ? "-" + text : text
    }
}

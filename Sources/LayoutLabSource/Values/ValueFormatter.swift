import Foundation
import LayoutLab

/// How `print` and string interpolation show values: as Swift on Apple platforms does, so
/// that a custom layout's printed lines match a log captured on a device.
enum ValueFormatter {
    /// `String(describing:)`.
    static func describe(_ value: Value) -> String {
        switch value {
        case .void: return "()"
        case .none: return "nil"
        case let .some(inner): return "Optional(\(debugDescribe(inner)))"
        case let .bool(bool): return bool.description
        case let .int(int): return int.description
        case let .double(double): return double.description
        case let .string(string): return string
        case let .implicitMember(member): return "." + member.name
        case let .native(native): return describeNative(native)
        case let .view(view): return view.typeName
        case .closure: return "(Function)"
        case let .instance(instance): return describe(instance)
        case let .type(reference): return reference.name
        case let .array(items): return "[" + items.map(debugDescribe).joined(separator: ", ") + "]"
        case let .range(range): return "\(range.lowerBound)..<\(range.upperBound)"
        case let .binding(box): return "Binding<\(box.value.typeName)>(value: \(debugDescribe(box.value)))"
        }
    }

    /// `String(reflecting:)`: strings quoted, as inside `Optional(…)` and arrays.
    static func debugDescribe(_ value: Value) -> String {
        if case let .string(string) = value { return quoted(string) }
        return describe(value)
    }

    static func quoted(_ string: String) -> String {
        var result = "\""
        for character in string {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default: result.append(character)
            }
        }
        return result + "\""
    }

    private static func describeNative(_ native: Any) -> String {
        switch native {
        case let size as CGSize: return size.appleDescription
        case let point as CGPoint: return point.appleDescription
        case let rect as CGRect:
            return "(\(rect.origin.x.swiftDescription), \(rect.origin.y.swiftDescription), "
                + "\(rect.size.width.swiftDescription), \(rect.size.height.swiftDescription))"
        case let color as Color: return color._styleDescription
        case let style as any ShapeStyle: return style._styleDescription
        case let proposal as ProposedViewSize: return proposal.description
        case let font as Font: return font.description
        case let slot as SlotValue: return slot.description
        default: return String(describing: native)
        }
    }

    private static func describe(_ instance: Instance) -> String {
        let fields = instance.type.storedProperties.compactMap { property in
            instance.properties[property.name].map { "\(property.name): \(debugDescribe($0.value))" }
        }
        return "\(instance.type.name)(\(fields.joined(separator: ", ")))"
    }

    /// `value.formatted(.percent)`: 0.75 → "75%". Whole percentages have no fraction; others
    /// keep up to three fraction digits, as Foundation's default percent style does.
    static func percent(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value > 0 ? "∞%" : "-∞%") }
        return number(value * 100) + "%"
    }

    /// `value.formatted()`: grouping separators, up to three fraction digits.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value > 0 ? "∞" : "-∞") }
        let fixed = String(format: "%.3f", abs(value))
        let parts = fixed.split(separator: ".", maxSplits: 1).map(String.init)
        var whole = parts.first ?? "0"
        var fraction = parts.count > 1 ? parts[1] : ""
        while fraction.hasSuffix("0") { fraction.removeLast() }
        var grouped = ""
        while whole.count > 3 {
            grouped = "," + whole.suffix(3) + grouped
            whole.removeLast(3)
        }
        grouped = whole + grouped
        let text = fraction.isEmpty ? grouped : grouped + "." + fraction
        return value < 0 && text != "0" ? "-" + text : text
    }
}

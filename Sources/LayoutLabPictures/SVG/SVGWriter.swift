import Foundation

/// Builds SVG (and HTML) text: elements with escaped attributes, numbers written exactly.
struct SVGWriter {
    private(set) var text = ""

    /// A length exactly as stored, so that a drawing can be checked against the database:
    /// Swift's shortest round-tripping form, without a trailing `.0` (`440.8333333333333`, `100`).
    static func number(_ value: CGFloat) -> String {
        number(Double(value))
    }

    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return value.description
    }

    static func escape(_ text: String) -> String {
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
            || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") }) {
            return text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default:
                // XML 1.0 allows tab, newline and carriage return among the control characters.
                if scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r" {
                    result += " "
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    typealias Attributes = KeyValuePairs<String, String?>

    mutating func raw(_ markup: String) { text += markup }

    /// `<name a="…">`; attributes whose value is nil are left out.
    mutating func open(_ name: String, _ attributes: [(String, String?)] = []) {
        text += "<" + name + Self.attributeText(attributes) + ">"
    }

    mutating func close(_ name: String) { text += "</" + name + ">\n" }

    /// `<name a="…"/>`, or `<name a="…">content</name>` with escaped content.
    mutating func element(_ name: String, _ attributes: [(String, String?)] = [], content: String? = nil) {
        if let content {
            text += "<" + name + Self.attributeText(attributes) + ">" + Self.escape(content) + "</" + name + ">\n"
        } else {
            text += "<" + name + Self.attributeText(attributes) + "/>\n"
        }
    }

    private static func attributeText(_ attributes: [(String, String?)]) -> String {
        attributes.reduce(into: "") { text, attribute in
            if let value = attribute.1 { text += " " + attribute.0 + "=\"" + escape(value) + "\"" }
        }
    }

    /// A paint's `fill`/`stroke` value and its opacity attribute.
    static func paint(_ paint: Paint?) -> (color: String, opacity: String?) {
        guard let paint, !paint.isClear else { return ("none", nil) }
        return (paint.hex, paint.opacity < 1 ? number(paint.opacity) : nil)
    }
}

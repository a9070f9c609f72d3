import Foundation
import LayoutLab
import LayoutLabStore

/// How one SQL value is written, per kind of output.
enum CellText {
    /// For people (table, markdown): lengths as Swift writes them without `.0` (`300`, `∞`),
    /// NULL as an empty cell, line breaks as `↵` so that a row stays one line.
    static func display(_ value: SQLValue) -> String {
        switch value {
        case .null: ""
        case let .integer(integer): String(integer)
        case let .real(real): TraceFormatting.length(CGFloat(real))
        case let .text(text): lineBreaksShown(text)
        case let .blob(data): "<\(data.count) bytes>"
        }
    }

    /// `text` with each line break (`\r\n` or `\n`) written `↵`; a lone `\r` stays. Most cells
    /// have none: scanning the bytes finds that without Foundation's search.
    private static func lineBreaksShown(_ text: String) -> String {
        guard ByteText.contains(text, where: { $0 == UInt8(ascii: "\n") }) else { return text }
        var bytes: [UInt8] = []
        let utf8 = Array(text.utf8)
        var index = 0
        while index < utf8.count {
            if utf8[index] == UInt8(ascii: "\n") || (utf8[index] == UInt8(ascii: "\r") && index + 1 < utf8.count && utf8[index + 1] == UInt8(ascii: "\n")) {
                ByteText.append("↵", to: &bytes)
                index += utf8[index] == UInt8(ascii: "\r") ? 2 : 1
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// For programs (csv, tsv): numbers as Swift's `description` (`300.0`, `inf`), NULL as an
    /// empty field, blobs in base64; text through `field`, which quotes or escapes it.
    static func appendPlain(_ value: SQLValue, to bytes: inout [UInt8], field: (String, inout [UInt8]) -> Void) {
        switch value {
        case .null: break
        case let .integer(integer): ByteText.append(integer, to: &bytes)
        case let .real(real): ByteText.append(real, to: &bytes)
        case let .text(text): field(text, &bytes)
        case let .blob(data): field(data.base64EncodedString(), &bytes)
        }
    }

    /// A JSON value: infinities as the strings "inf" and "-inf", as `run --format json` writes them.
    static func appendJSON(_ value: SQLValue, to bytes: inout [UInt8]) {
        switch value {
        case .null: ByteText.append("null", to: &bytes)
        case let .integer(integer): ByteText.append(integer, to: &bytes)
        case let .real(real): JSONLinesTracePrinter.appendNumber(CGFloat(real), to: &bytes)
        case let .text(text): JSONLinesTracePrinter.appendQuoted(text, to: &bytes)
        case let .blob(data): JSONLinesTracePrinter.appendQuoted(data.base64EncodedString(), to: &bytes)
        }
    }

    static func isNumber(_ value: SQLValue) -> Bool {
        switch value {
        case .integer, .real: true
        default: false
        }
    }
}

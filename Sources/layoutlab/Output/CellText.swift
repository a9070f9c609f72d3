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
        // Most cells have no line break: Foundation's search for one cost a sixth of printing a large diff.
        case let .text(text) where text.utf8.contains(UInt8(ascii: "\n")):
            text.replacingOccurrences(of: "\r\n", with: "↵").replacingOccurrences(of: "\n", with: "↵")
        case let .text(text): text
        case let .blob(data): "<\(data.count) bytes>"
        }
    }

    /// For programs (csv, tsv): numbers as Swift's `description` (`300.0`, `inf`), NULL as an
    /// empty field, blobs in base64.
    static func plain(_ value: SQLValue) -> String {
        switch value {
        case .null: ""
        case let .integer(integer): String(integer)
        case let .real(real): real.description
        case let .text(text): text
        case let .blob(data): data.base64EncodedString()
        }
    }

    /// A JSON value: infinities as the strings "inf" and "-inf", as `run --format json` writes them.
    static func json(_ value: SQLValue) -> String {
        switch value {
        case .null: "null"
        case let .integer(integer): String(integer)
        case let .real(real): JSONLinesTracePrinter.number(CGFloat(real))
        case let .text(text): JSONLinesTracePrinter.quoted(text)
        case let .blob(data): JSONLinesTracePrinter.quoted(data.base64EncodedString())
        }
    }

    static func isNumber(_ value: SQLValue) -> Bool {
        switch value {
        case .integer, .real: true
        default: false
        }
    }
}

import Foundation
import LayoutLab
import LayoutLabStore

/// Receives one row's cells in order, each as the kind of SQL value it is. How a format writes a
/// cell is its `RowCells` (`PlainCells`, `DisplayCells`); which value a column holds is the
/// row's: an SQL row's (`append(_:)`) or an event's (`EventPrinter.cells`), written straight to
/// the format's bytes without a `SQLValue` per cell (issue 36 item 4).
protocol RowCells {
    mutating func null()
    mutating func integer(_ value: Int64)
    mutating func real(_ value: Double)
    mutating func text(_ value: String)
    mutating func blob(_ value: Data)
}

extension RowCells {
    mutating func append(_ value: SQLValue) {
        switch value {
        case .null: null()
        case let .integer(integer): self.integer(integer)
        case let .real(real): self.real(real)
        case let .text(text): self.text(text)
        case let .blob(data): blob(data)
        }
    }

    /// A text or NULL.
    mutating func text(_ value: String?) {
        if let value { text(value) } else { null() }
    }

    /// A length (a real) or NULL.
    mutating func length(_ value: CGFloat?) {
        if let value { real(Double(value)) } else { null() }
    }
}

/// For programs (csv, tsv): numbers as Swift's `description` (`300.0`, `inf`), NULL as an empty
/// field, blobs in base64; text quoted (csv, RFC 4180) or escaped (tsv) when it holds a character
/// to quote or escape, else copied whole. Cells are appended to `bytes`, `separator` between them.
struct PlainCells: RowCells {
    var bytes: [UInt8] = []
    let separator: UInt8
    private var started = false

    init(separator: UInt8) { self.separator = separator }

    private mutating func next() {
        if started { bytes.append(separator) }
        started = true
    }

    mutating func null() { next() }

    mutating func integer(_ value: Int64) {
        next()
        ByteText.append(value, to: &bytes)
    }

    mutating func real(_ value: Double) {
        next()
        ByteText.append(value, to: &bytes)
    }

    mutating func blob(_ value: Data) { text(value.base64EncodedString()) }

    mutating func text(_ value: String) {
        next()
        if separator == UInt8(ascii: "\t") {
            ByteText.append(value, to: &bytes, needsEscape: Self.needsTabEscape) { byte, bytes in
                switch byte {
                case UInt8(ascii: "\\"): ByteText.append("\\\\", to: &bytes)
                case UInt8(ascii: "\t"): ByteText.append("\\t", to: &bytes)
                case UInt8(ascii: "\n"): ByteText.append("\\n", to: &bytes)
                case UInt8(ascii: "\r"): ByteText.append("\\r", to: &bytes)
                default: bytes.append(byte)
                }
            }
            return
        }
        let separator = separator
        guard ByteText.contains(value, where: { $0 == separator || Self.needsQuotes($0) }) else { return ByteText.append(value, to: &bytes) }
        bytes.append(UInt8(ascii: "\""))
        ByteText.append(value, to: &bytes, needsEscape: { $0 == UInt8(ascii: "\"") }) { byte, bytes in
            bytes.append(byte)
            if byte == UInt8(ascii: "\"") { bytes.append(byte) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func needsTabEscape(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    private static func needsQuotes(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}

/// For people (table, markdown): lengths as `TraceFormatting.length` writes them (`300`, `94.33`,
/// `∞`), NULL as an empty cell, line breaks (`\r\n` or `\n`; a lone `\r` stays) as `↵` so that a
/// row stays one line, a blob as its size; in markdown, `\` and `|` escaped with a backslash. The
/// row's cells are appended to `bytes` one after another, each ending at its entry of `ends`;
/// `numbers` says which are numbers or NULL (a column of only these is aligned right).
struct DisplayCells: RowCells {
    var bytes: [UInt8] = []
    var ends: [Int] = []
    var numbers: [Bool] = []
    var escapesMarkdown = false

    /// Forgets the cells, keeping the buffers' capacity.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        numbers.removeAll(keepingCapacity: true)
    }

    private mutating func end(number: Bool) {
        ends.append(bytes.count)
        numbers.append(number)
    }

    mutating func null() { end(number: true) }

    mutating func integer(_ value: Int64) {
        ByteText.append(value, to: &bytes)
        end(number: true)
    }

    mutating func real(_ value: Double) {
        TraceFormatting.appendLength(CGFloat(value), to: &bytes)
        end(number: true)
    }

    mutating func blob(_ value: Data) {
        ByteText.append("<\(value.count) bytes>", to: &bytes)
        end(number: false)
    }

    mutating func text(_ value: String) {
        Self.appendShown(value, showsLineBreaks: true, escapesMarkdown: escapesMarkdown, to: &bytes)
        end(number: false)
    }

    /// `text` with its line breaks shown as `↵` and, for markdown, `\` and `|` escaped; copied
    /// whole when it holds none of these (most cells: scanning the bytes finds that).
    static func appendShown(_ text: String, showsLineBreaks: Bool, escapesMarkdown: Bool, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            func isSpecial(_ byte: UInt8) -> Bool {
                (showsLineBreaks && byte == UInt8(ascii: "\n"))
                    || (escapesMarkdown && (byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "|")))
            }
            guard utf8.contains(where: isSpecial) else { return bytes.append(contentsOf: utf8) }
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                if showsLineBreaks && (byte == UInt8(ascii: "\n")
                    || (byte == UInt8(ascii: "\r") && index + 1 < utf8.count && utf8[index + 1] == UInt8(ascii: "\n"))) {
                    ByteText.append("↵", to: &bytes)
                    index += byte == UInt8(ascii: "\r") ? 2 : 1
                    continue
                }
                if escapesMarkdown && (byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "|")) { bytes.append(UInt8(ascii: "\\")) }
                bytes.append(byte)
                index += 1
            }
        }
    }
}

/// How one SQL value is written, per kind of output.
enum CellText {
    /// For people: as `DisplayCells` writes it.
    static func display(_ value: SQLValue) -> String {
        var cells = DisplayCells()
        cells.append(value)
        return String(decoding: cells.bytes, as: UTF8.self)
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
}

import LayoutLab

/// A sweep case's parameters as `sweep_cases.parameters` holds them: a JSON object of strings,
/// `{"name": "value", …}`, in the order the run sets them (SQLite's `json_each` keeps it, so
/// `Queries/sweep-cases.sql` lists them in that order too).
///
/// Both directions by hand: a JSONEncoder took a tenth of a second over a sweep's 10,000
/// cases before any case could be laid out, and reading them back through `json_each`
/// (40,000 rows) was half of what `matrix` waited for.
enum CaseParametersJSON {
    static func encode(_ parameters: [RunParameter]) -> String {
        let members = parameters.map { (parameter: RunParameter) -> String in
            JSONLinesTracePrinter.quoted(parameter.name) + ": " + JSONLinesTracePrinter.quoted(parameter.value)
        }
        return "{" + members.joined(separator: ", ") + "}"
    }

    /// Nil unless `text` is one JSON object whose members' values are all strings. Reads any
    /// JSON spelling of one, not only `encode`'s: databases recorded before it quoted with a
    /// JSONEncoder (`\/`, no spaces).
    static func decode(_ text: String) -> [RunParameter]? {
        var text = text
        return text.withUTF8 { decode(utf8: $0) }
    }

    /// `decode` of text as UTF-8 bytes (as SQLite hands a column over).
    static func decode(utf8 bytes: UnsafeBufferPointer<UInt8>) -> [RunParameter]? {
        var reader = Reader(bytes: bytes)
        return reader.object()
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        mutating func object() -> [RunParameter]? {
            guard skip(UInt8(ascii: "{")) else { return nil }
            var members: [RunParameter] = []
            if !skip(UInt8(ascii: "}")) {
                repeat {
                    guard let name = string(), skip(UInt8(ascii: ":")), let value = string() else { return nil }
                    members.append(RunParameter(name, value))
                } while skip(UInt8(ascii: ","))
                guard skip(UInt8(ascii: "}")) else { return nil }
            }
            skipWhitespace()
            return index == bytes.count ? members : nil
        }

        /// Past `byte` and the whitespace before it; false, and nothing read, when it is not next.
        private mutating func skip(_ byte: UInt8) -> Bool {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        private mutating func skipWhitespace() {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
                index += 1
            }
        }

        private mutating func string() -> String? {
            guard skip(UInt8(ascii: "\"")) else { return nil }
            let start = index
            // Most names and values have no escape: one String from the bytes as they are.
            while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20 {
                index += 1
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index - 1]), as: UTF8.self)
            }
            var unescaped = Array(bytes[start..<index])
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""): return String(decoding: unescaped, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard let scalar = escaped() else { return nil }
                    unescaped.append(contentsOf: String(scalar).utf8)
                case ..<0x20: return nil
                default: unescaped.append(byte)
                }
            }
            return nil
        }

        /// The character a backslash escapes (RFC 8259 §7), the backslash already read.
        private mutating func escaped() -> Unicode.Scalar? {
            guard index < bytes.count else { return nil }
            let letter = bytes[index]
            index += 1
            switch letter {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(letter)
            case UInt8(ascii: "b"): return "\u{08}"
            case UInt8(ascii: "f"): return "\u{0C}"
            case UInt8(ascii: "n"): return "\n"
            case UInt8(ascii: "r"): return "\r"
            case UInt8(ascii: "t"): return "\t"
            case UInt8(ascii: "u"):
                guard let unit = hexUnit() else { return nil }
                guard UTF16.isLeadSurrogate(unit) else { return Unicode.Scalar(unit) }
                guard bytes.count - index >= 2, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else { return nil }
                index += 2
                guard let trail = hexUnit(), UTF16.isTrailSurrogate(trail) else { return nil }
                return Unicode.Scalar(0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(trail - 0xDC00))
            default: return nil
            }
        }

        /// Four hexadecimal digits, as `\u` takes them (no sign, unlike `UInt16(_:radix:)`).
        private mutating func hexUnit() -> UInt16? {
            guard bytes.count - index >= 4 else { return nil }
            var unit: UInt16 = 0
            for byte in bytes[index..<index + 4] {
                guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
                unit = unit << 4 | UInt16(digit)
            }
            index += 4
            return unit
        }
    }
}

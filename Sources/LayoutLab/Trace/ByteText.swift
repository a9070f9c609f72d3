/// Text appended to a byte buffer, for the printers that write large outputs (issue 36 item 4):
/// no String per cell or line, numbers without Foundation, and escapes only for the cells that
/// need one (every character an escape concerns is ASCII, so scanning and escaping UTF-8 bytes
/// one by one is the same as doing it by characters).
public enum ByteText {
    public static func append(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    public static func append(_ text: StaticString, to bytes: inout [UInt8]) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Decimal digits, as `String(value)` writes them.
    public static func append(_ value: Int64, to bytes: inout [UInt8]) {
        appendDecimal(value.magnitude, negative: value < 0, pointZero: false, to: &bytes)
    }

    /// `magnitude`'s digits after a `-` when `negative`, and `.0` after them when `pointZero`:
    /// written backwards into a stack buffer, then appended byte by byte. (Appending a raw
    /// buffer's slice went through a generic iterator, and even a typed buffer's
    /// `append(contentsOf:)` costs about 120 instructions, more than the few bytes of most numbers
    /// appended one by one: the integers and whole lengths were a tenth of `trace --format tsv`.)
    @inline(__always)
    private static func appendDecimal(_ magnitude: UInt64, negative: Bool, pointZero: Bool, to bytes: inout [UInt8]) {
        var magnitude = magnitude
        // At most 20 digits, a sign and `.0`.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 23) { digits in
            var start = digits.count
            if pointZero {
                digits[start - 2] = UInt8(ascii: ".")
                digits[start - 1] = UInt8(ascii: "0")
                start -= 2
            }
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if negative {
                start -= 1
                digits[start] = UInt8(ascii: "-")
            }
            for index in start..<digits.count { bytes.append(digits[index]) }
        }
    }

    public static func append(_ value: Int, to bytes: inout [UInt8]) { append(Int64(value), to: &bytes) }

    /// Swift's shortest round-tripping form, as `description` writes it (`300.0`, `0.1`, `1e+16`,
    /// `inf`, `nan`) without making a String: most of a trace's lengths are whole numbers, written
    /// as their digits and `.0` (what `description` writes for them below 2⁵³, past which it
    /// writes an exponent); the others go through the standard library's `write(to:)`, which
    /// hands its digits over as ASCII bytes (`description` made a String of up to 24 bytes, on
    /// the heap past 15, for each). `write(to:)` differs from `description` only for NaN, which
    /// it writes with its payload.
    public static func append(_ value: Double, to bytes: inout [UInt8]) {
        if value.isNaN { return append("nan", to: &bytes) }
        if value.magnitude < 0x1p53, value == value.rounded(.towardZero) {
            return appendDecimal(UInt64(value.magnitude), negative: value.sign == .minus, pointZero: true, to: &bytes)
        }
        var stream = ASCIIStream()
        swap(&stream.bytes, &bytes)
        value.write(to: &stream)
        swap(&stream.bytes, &bytes)
    }

    /// The bytes `write(to:)` writes: `_writeASCII` is the hook through which the standard
    /// library's number printers hand over their buffer (TextOutputStream's default makes a
    /// String of it).
    private struct ASCIIStream: TextOutputStream {
        var bytes: [UInt8] = []
        mutating func write(_ string: String) { ByteText.append(string, to: &bytes) }
        mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) { bytes.append(contentsOf: buffer) }
    }

    /// Whether any byte of `text` is one `needsEscape` names: the scan before escaping, so that
    /// the cells needing none (nearly all) are copied whole. Inlinable, as the escaping `append`
    /// below, so that the printers' closures are inlined into the scan rather than called per byte.
    @inlinable
    public static func contains(_ text: String, where needsEscape: (UInt8) -> Bool) -> Bool {
        var text = text
        return text.withUTF8 { $0.contains(where: needsEscape) }
    }

    /// Appends `text`, each byte through `escape` (which appends it or its escape), when any
    /// byte needs one; else whole.
    @inlinable
    public static func append(_ text: String, to bytes: inout [UInt8], needsEscape: (UInt8) -> Bool,
                              escape: (UInt8, inout [UInt8]) -> Void) {
        var text = text
        text.withUTF8 { utf8 in
            guard utf8.contains(where: needsEscape) else { return bytes.append(contentsOf: utf8) }
            for byte in utf8 { escape(byte, &bytes) }
        }
    }

    /// The two lowercase hex digits of a byte.
    public static func appendHex(_ byte: UInt8, to bytes: inout [UInt8]) {
        let digits: StaticString = "0123456789abcdef"
        digits.withUTF8Buffer { hex in
            bytes.append(hex[Int(byte >> 4)])
            bytes.append(hex[Int(byte & 0xF)])
        }
    }
}

import Foundation
import LayoutLab
import SwiftSyntax

/// SwiftUI's `LocalizedStringKey`: what a string literal is where SwiftUI takes one, Text's
/// `init(_ key:tableName:bundle:comment:)` and every view's title (`Parameter.isTitleKey`; Swift
/// picks that overload over `<S: StringProtocol>` for a literal), or where the file declares one.
///
/// SwiftUI builds a format string from the literal (its text, `%` doubled, and one specifier
/// per interpolation: "Hi %@", "%lld items"), renders that string's Markdown, then formats the
/// arguments into it in the environment's locale (OpenSwiftUI's
/// `OpenSwiftUICore/View/Text/Localized/Text+Localized.swift`, `LocalizedStringKey.resolve` and
/// `StringInterpolation`). So Markdown written in the literal is rendered, and Markdown inside
/// an interpolated String is shown as it is. A String value given to `Text(_:)` is not a key:
/// it is shown as it is, as `Text(verbatim:)` shows it.
struct LocalizedStringKeyValue: Bridged {
    enum Segment {
        /// The literal's own text: Markdown.
        case literal(String)
        /// An interpolated value as `appendInterpolation` formats it: shown as it is.
        case argument(String)
        /// `appendInterpolation(_: Text)`: the Text with its own font and style.
        case text(Text)
    }

    let segments: [Segment]

    static let bridge = TypeBridge("LocalizedStringKey") { b in
        // `LocalizedStringKey(name)`: the String is the key itself, so its Markdown is rendered.
        b.initializer([Parameter(nil, String.self, name: "value")]) { a in
            LocalizedStringKeyValue(segments: [.literal(try a.get("value"))]).asValue
        }
        b.initializer([Parameter("stringLiteral", String.self, name: "value")]) { a in
            LocalizedStringKeyValue(segments: [.literal(try a.get("value"))]).asValue
        }
    }

    /// An interpolated value with no options, as `LocalizedStringKey.StringInterpolation` formats
    /// it: a `_FormatSpecifiable` number by its default specifier, `%lld` for an Int and `%lf` for
    /// a Double or CGFloat (`%f` for a Float writes the same digits; LayoutLab holds every
    /// floating-point number as a Double), a String by `%@` (OpenSwiftUI's `formatSpecifier(_:)`;
    /// Apple's `appendInterpolation(_:)` page for `_FormatSpecifiable` names Int and Double), in the
    /// run's locale, which groups thousands: `Text("\(1234)")` shows "1,234" and
    /// `Text("\(2.5)")` "2.500000". A Date, URL or UUID (`%@` of its NSObject) reads as Swift
    /// describes it. UNCERTAIN: Swift rejects a literal interpolating any other type (a Bool, an
    /// Optional, an enum) as a LocalizedStringKey; LayoutLab shows Swift's description of it.
    static func argument(_ value: Value, _ interpreter: Interpreter) -> String {
        switch value {
        case let .int(int): RunRegionNumbers.lld(int)
        case let .double(double): RunRegionNumbers.lf(double)
        default: Formatting.describe(value, interpreter)
        }
    }

    /// The Text SwiftUI shows: the format string's Markdown runs, each argument formatted into
    /// the run it stands in. An interpolated Text takes the run's style besides its own
    /// (`**\(Text("a"))**` is bold; UNCERTAIN, no published rendering of it was found).
    var text: Text {
        var format = ""
        var arguments: [Segment] = []
        for segment in segments {
            if case let .literal(literal) = segment {
                // Foundation's search costs a scan of its own; most literals have no `%`.
                format += literal.utf8.contains(UInt8(ascii: "%")) ? literal.replacingOccurrences(of: "%", with: "%%") : literal
            } else {
                arguments.append(segment)
                format += "%\(arguments.count)$@"
            }
        }
        guard !arguments.isEmpty else {
            return Markdown.text(segments.map { if case let .literal(literal) = $0 { literal } else { "" } }.joined())
        }
        return Markdown.text(format: format) { run, style in Self.pieces(run, style, arguments) }
    }

    /// A run of the format string with `%%` and `%N$@` formatted.
    private static func pieces(_ run: String, _ style: Markdown.Style, _ arguments: [Segment]) -> [Markdown.Piece] {
        var pieces: [Markdown.Piece] = []
        var plain = ""
        var rest = Substring(run)
        while let percent = rest.firstIndex(of: "%") {
            plain += rest[..<percent]
            rest = rest[rest.index(after: percent)...]
            if rest.first == "%" {
                plain += "%"
                rest = rest.dropFirst()
                continue
            }
            // `%N$@`, written by `text`: N counts from 1.
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            rest = rest.dropFirst(digits.count + 2)
            guard let number = Int(digits), arguments.indices.contains(number - 1) else { continue }
            switch arguments[number - 1] {
            case let .argument(string), let .literal(string): plain += string
            case let .text(text):
                if !plain.isEmpty { pieces.append(.string(plain, style)) }
                plain = ""
                pieces.append(.text(style.apply(text)))
            }
        }
        plain += rest
        if !plain.isEmpty { pieces.append(.string(plain, style)) }
        return pieces
    }

    /// The key as the engine's String titles take it: the literal's text, markers kept (their
    /// Text does not render Markdown), with its arguments in place. A Text inside a title is
    /// refused: the engine's title has one font.
    func title(at node: some SyntaxProtocol) throws -> String {
        try segments.map { segment in
            switch segment {
            case let .literal(string), let .argument(string): return string
            case .text:
                throw LocatedError("a Text inside a title is not modelled: the engine's titles are one String in one font", at: node,
                                   hints: ["give the view a label closure: { Text(…) + Text(…) }"])
            }
        }.joined()
    }

    /// SwiftUI draws an Image in a Text inline, as a glyph of the text's font; LayoutLab does not measure that.
    static func inlineImage(at node: some SyntaxProtocol) -> LocatedError {
        LocatedError("an Image inside a Text is not modelled: LayoutLab does not measure inline images",
                     at: node, hints: ["place the Image beside the Text in an HStack"])
    }
}

extension Interpreter {
    /// Whether a literal in this context is a LocalizedStringKey.
    func isLocalizedStringKey(_ type: TypeRef?, in scope: Scope) -> Bool {
        guard let type, case let .builtin(bridge) = resolve(type, in: scope).nonOptional else { return false }
        return bridge === LocalizedStringKeyValue.bridge
    }

    /// A title argument (`Parameter.isTitleKey`, evaluated as a LocalizedStringKey): a String
    /// value is `<S: StringProtocol>`'s, taken as it is; a key is kept where the parameter is a
    /// key (Text's), else given to the engine as its title string. Nil for any other value,
    /// which converts as usual.
    func boundTitle(_ value: Value, to type: TypeRef, in scope: Scope, at node: some SyntaxProtocol) throws -> Value? {
        switch value.unwrapped {
        case .string: return value
        case let .native(key as LocalizedStringKeyValue):
            return isLocalizedStringKey(type, in: scope) ? value : .string(try key.title(at: node))
        default: return nil
        }
    }
}

/// `String(format: "%lld" or "%lf", locale: RunRegion.locale, …)`, written without Foundation's
/// number formatter, which cost about 100 µs a call (a `ForEach` of 100,000 `Text("\(i)")` took
/// 15 s of CPU, fuzz inputs 2382 and 3019 of seed 14). en_US, the run's locale, groups the
/// integer digits by three with "," and writes infinities "∞" and "-∞", NaN "NaN";
/// `LocalizedStringKeyTests` compares these with Foundation's for each kind of value.
enum RunRegionNumbers {
    static func lld(_ value: Int) -> String { grouped(String(value)) }

    static func lf(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-∞" : "∞" }
        // Foundation's formatter writes 17 significant digits at most and zeros after them
        // (1.8e308 is "179,769,313,486,231,570,000,…"): from 11 digits before the point, with
        // the six after it, C's exact digits would differ, so those take Foundation's path.
        guard value.magnitude < 1e11 else { return String(format: "%lf", locale: RunRegion.locale, value) }
        // C's `%lf` (six decimals, correctly rounded), with no locale, then grouped.
        return grouped(String(format: "%lf", value))
    }

    /// Groups the digits before the decimal point (or the end) by three, after any sign.
    private static func grouped(_ number: String) -> String {
        let bytes = Array(number.utf8)
        let digitsStart = bytes.first == UInt8(ascii: "-") ? 1 : 0
        let digitsEnd = bytes.firstIndex(of: UInt8(ascii: ".")) ?? bytes.count
        guard digitsEnd - digitsStart > 3 else { return number }
        var result: [UInt8] = Array(bytes[..<digitsStart])
        result.reserveCapacity(bytes.count + (digitsEnd - digitsStart) / 3)
        for index in digitsStart..<digitsEnd {
            if index > digitsStart && (digitsEnd - index) % 3 == 0 { result.append(UInt8(ascii: ",")) }
            result.append(bytes[index])
        }
        result.append(contentsOf: bytes[digitsEnd...])
        return String(decoding: result, as: UTF8.self)
    }
}

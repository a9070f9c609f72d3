import Foundation
@_spi(Interpreter) import LayoutLab
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
    /// Where and in which locale its numbers were formatted; nil when it formats none.
    var formatting: KeyFormatting?

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
    /// environment's locale (`\.locale`, en_US unless `.environment(\.locale, …)` sets another),
    /// which groups thousands: `Text("\(1234)")` shows "1,234" and `Text("\(2.5)")` "2.500000"
    /// (de_DE: "1.234", "2,500000"). A Date, URL or UUID (`%@` of its NSObject) reads as Swift
    /// describes it. UNCERTAIN: Swift rejects a literal interpolating any other type (a Bool, an
    /// Optional, an enum) as a LocalizedStringKey; LayoutLab shows Swift's description of it.
    static func argument(_ value: Value, _ interpreter: Interpreter) -> String {
        switch value {
        case let .int(int): KeyNumbers.lld(int, locale: interpreter.environment.locale)
        case let .double(double): KeyNumbers.lf(double, locale: interpreter.environment.locale)
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
        var text = Markdown.text(format: format) { run, style in Self.pieces(run, style, arguments) }
        text.formatting = formatting
        return text
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

    /// SwiftUI formats a key's numbers in the environment's locale where the Text is shown
    /// (`LocalizedStringKey.resolve`); LayoutLab formats them where the literal is evaluated, in
    /// the environment then: content evaluated inside `.environment(\.locale, …)` (a container's,
    /// a view struct's body) is formatted in its locale. A key evaluated before, outside it, and
    /// shown inside it would show the wrong separators: refused, naming both locales.
    static func checkLocale(_ text: Text, in locale: Locale) throws {
        guard let formatting = text.formatting as? KeyFormatting, !formatting.reads(alikeIn: locale) else { return }
        throw LocatedError(
            "this Text's values were formatted in \(formatting.locale.identifier) but it is shown under .environment(\\.locale, "
                + "\(locale.identifier)): LayoutLab formats a LocalizedStringKey's interpolations where the literal is evaluated",
            at: formatting.node, hints: ["put the Text's code inside the view the locale is set on (its container or view struct)"])
    }

    /// A format style or date style, which SwiftUI applies in the environment's locale: LayoutLab's
    /// format styles write the run's (en_US) text, so under `.environment(\.locale, …)` of another
    /// locale they are refused, naming it, rather than shown in the wrong language.
    static func checkFormatLocale(_ what: String, _ interpreter: Interpreter, at node: some SyntaxProtocol) throws {
        let locale = interpreter.environment.locale
        guard locale.identifier != RunRegion.locale.identifier else { return }
        throw LocatedError("\(what) under .environment(\\.locale, \(locale.identifier)) is not modelled: "
                           + "LayoutLab's format styles write \(RunRegion.locale.identifier) text", at: node)
    }

    /// `Text(_:format:)` and `Text(_:style:)`'s Text, noted as written in the run's locale (`checkLocale`).
    static func formatted(_ text: Text, at node: Syntax) -> Text {
        var text = text
        text.formatting = KeyFormatting(locale: RunRegion.locale, node: node, numbersOnly: false)
        return text
    }

    /// SwiftUI draws an Image in a Text inline, as a glyph of the text's font; LayoutLab does not measure that.
    static func inlineImage(at node: some SyntaxProtocol) -> LocatedError {
        LocatedError("an Image inside a Text is not modelled: LayoutLab does not measure inline images",
                     at: node, hints: ["place the Image beside the Text in an HStack"])
    }
}

/// The locale a Text's numbers (a key's interpolations), formatted values or dates were written
/// in, and where (`Text.formatting`).
final class KeyFormatting {
    let locale: Locale
    let node: Syntax
    /// Only `%lld` and `%lf` numbers, which read alike in a locale with the same separators;
    /// a format style's or a date's words are the locale's own.
    let numbersOnly: Bool

    init(locale: Locale, node: Syntax, numbersOnly: Bool = true) {
        self.locale = locale
        self.node = node
        self.numbersOnly = numbersOnly
    }

    func reads(alikeIn other: Locale) -> Bool {
        numbersOnly ? locale.formatsNumbersLike(other) : locale.identifier == other.identifier
    }
}

extension Locale {
    /// Whether `%lld` and `%lf` write the same digits in both: the same grouping and decimal separators.
    func formatsNumbersLike(_ other: Locale) -> Bool {
        groupingSeparator == other.groupingSeparator && decimalSeparator == other.decimalSeparator
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
    /// key (Text's), else the engine's String title gets its text, and its Text (the Markdown
    /// rendered) is kept in `titleKeys` for the view to show (`Arguments.titled`). Nil for any
    /// other value, which converts as usual.
    func boundTitle(_ value: Value, to type: TypeRef, in scope: Scope, named name: String, into bound: Arguments) -> Value? {
        switch value.unwrapped {
        case .string: return value
        case let .native(key as LocalizedStringKeyValue):
            guard !isLocalizedStringKey(type, in: scope) else { return value }
            let text = key.text
            bound.titleKeys[name] = text
            return .string(text.string)
        default: return nil
        }
    }
}

extension Arguments {
    /// The engine's titled view that `make` makes of a title (`Parameter.isTitleKey`): a literal
    /// was a LocalizedStringKey, whose Text, Markdown rendered as `Text("…")` renders it, is the
    /// view's title Text (`Text.titled`, the engine's one way in for it); a String value is
    /// shown as it is, asterisks and all.
    func titled<T, V>(_ parameter: DeclaredParameter<T>, _ make: (String) throws -> V) throws -> V {
        let title = try get(parameter.name, String.self)
        guard let key = titleKeys[parameter.name] else { return try make(title) }
        try LocalizedStringKeyValue.checkLocale(key, in: interpreter.environment.locale)
        return try Text.titled(key) { try make(title) }
    }

    /// `titled(_:_:)`'s view made when it is used, so that a key's locale is checked against the
    /// environment it is shown in (`LocalizedStringKeyValue.checkLocale`).
    func titledView<T>(_ parameter: DeclaredParameter<T>, _ make: @escaping (String) throws -> any View) -> Value {
        ContainerViews.deferred(self) { try self.titled(parameter, make) }
    }

    /// A title the engine keeps as a String only: a TextField's placeholder, measured in the
    /// field's one font while it is `shown`. A key whose Markdown styles it (`"**Name**"`) is
    /// refused then, since that String cannot carry the bold run SwiftUI measures.
    func placeholder<T>(_ parameter: DeclaredParameter<T>, shown: Bool) throws -> String {
        let title = try get(parameter.name, String.self)
        if shown, let key = titleKeys[parameter.name], key != Text(key.string) {
            throw LocatedError("\(callName): a placeholder styled with Markdown is not modelled: the field measures it in one font",
                               at: node(parameter.name), hints: ["write it without Markdown, or give a prompt: Text(…)"])
        }
        return title
    }
}

/// `String(format: "%lld" or "%lf", locale: locale, …)`. In the run's locale, en_US (nearly
/// every run), written without Foundation's number formatter, which cost about 100 µs a call (a
/// `ForEach` of 100,000 `Text("\(i)")` took 15 s of CPU, fuzz inputs 2382 and 3019 of seed 14):
/// en_US groups the integer digits by three with "," and writes infinities "∞" and "-∞", NaN
/// "NaN"; `LocalizedStringKeyTests` compares these with Foundation's for each kind of value.
enum KeyNumbers {
    static func lld(_ value: Int, locale: Locale) -> String {
        guard locale.identifier == RunRegion.locale.identifier else { return String(format: "%lld", locale: locale, Int64(value)) }
        return grouped(String(value))
    }

    static func lf(_ value: Double, locale: Locale) -> String {
        guard locale.identifier == RunRegion.locale.identifier else { return String(format: "%lf", locale: locale, value) }
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

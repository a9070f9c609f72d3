import Foundation
import LayoutLab
import SwiftSyntax

// Text and Image: views that keep their own type through their own modifiers
// (`Text(…).bold().font(…)`, `Image(…).resizable()`).

extension Text: Bridged {
    var asValue: Value { .view(ViewValue(.text(self), source: nil)) }

    static func extract(_ value: Value) -> Text? {
        if case let .view(view) = value.unwrapped, case let .text(text) = view.content { return text }
        return nil
    }

    static let bridge = TypeBridge("Text") { b in
        b.members { Text.extract($0) != nil }
        b.nestedType(Text.TruncationMode.bridge)
        b.nestedType(Text.Case.bridge)
        b.nestedType(DateStyleValue.bridge)
        // `init(_ key: LocalizedStringKey, tableName:bundle:comment:)` for a literal or a key, whose
        // Markdown is rendered (and measured) without its markers; `init<S: StringProtocol>(_:)`
        // for a String value, shown as it is (`LocalizedStringKeyValue`, `Parameter.titleKey`).
        b.initializer([Parameter.titleKey(.bridged(LocalizedStringKeyValue.self), name: "content"), Parameter("tableName", .any, default: true),
                       Parameter("bundle", .any, default: true), Parameter("comment", .any, default: true)]) { a in
            switch a.value("content")?.unwrapped {
            case let .native(key as LocalizedStringKeyValue)?: key.text.asValue
            default: Text(try a.get("content", String.self)).asValue
            }
        }
        b.initializer([Parameter("verbatim", String.self)]) { a in Text(verbatim: try a.get("verbatim")).asValue }
        b.initializer([Parameter(nil, .any, name: "value"), Parameter("format", FormatStyle.self)]) { a in
            try LocalizedStringKeyValue.checkFormatLocale("Text(_:format:)", a.interpreter, at: a.node("format"))
            return LocalizedStringKeyValue.formatted(Text(try Formatting.format(a.required("value"), style: a.required("format"), a.interpreter)),
                                                     at: a.node("format")).asValue
        }
        b.initializer([Parameter(nil, DateValue.self, name: "date"), Parameter("style", DateStyleValue.self)]) { a in
            try LocalizedStringKeyValue.checkFormatLocale("Text(_:style:)", a.interpreter, at: a.node("style"))
            let style = try a.get("style", DateStyleValue.self)
            let date = try a.get("date", DateValue.self).date
            return LocalizedStringKeyValue.formatted(Text(DateStyleValue.text(date, style: style.name)), at: a.node("style")).asValue
        }
        // Any other value: Swift has no such Text. `Text(Image(…))` (iOS 14) draws the image inline.
        // Evaluated as a key too, so that a literal interpolating an Image reports that.
        b.initializer([Parameter.titleKey(.any, name: "value")]) { a in
            if case let .view(view)? = a.value("value")?.unwrapped, case .image = view.content {
                throw LocalizedStringKeyValue.inlineImage(at: a.node("value"))
            }
            throw LocatedError("Text needs a String; write Text(\"\\(value)\") to show a value", at: a.node("value"))
        }
        typealias T = Declared.Text
        b.method(T.fontFont.self) { (text: Text, a) in text.font(try a.get(T.fontFont.font)).asValue }
        b.method(T.fontWeightWeight.self) { (text: Text, a) in text.fontWeight(try a.get(T.fontWeightWeight.weight)).asValue }
        b.method(T.bold.self) { (text: Text, _) in text.bold().asValue }
        b.method(T.boldIsActive.self) { (text: Text, a) in text.bold(try a.get(T.boldIsActive.isActive)).asValue }
        b.method(T.italic.self) { (text: Text, _) in text.italic().asValue }
        b.method(T.italicIsActive.self) { (text: Text, a) in text.italic(try a.get(T.italicIsActive.isActive)).asValue }
        b.method(T.monospacedIsActive.self) { (text: Text, a) in text.monospaced(try a.get(T.monospacedIsActive.isActive)).asValue }
        b.method(T.monospacedDigit.self) { (text: Text, _) in text.monospacedDigit().asValue }
        b.method(T.fontDesignDesign.self) { (text: Text, a) in text.fontDesign(try a.get(T.fontDesignDesign.design)).asValue }
        b.method(T.fontWidthWidth.self) { (text: Text, a) in text.fontWidth(try a.get(T.fontWidthWidth.width)).asValue }
        b.method(T.kerningKerning.self) { (text: Text, a) in text.kerning(try a.checked(T.kerningKerning.kerning, .signed)).asValue }
        b.method(T.trackingTracking.self) { (text: Text, a) in text.tracking(try a.checked(T.trackingTracking.tracking, .signed)).asValue }
        b.method(T.foregroundColorColor.self) { (text: Text, a) in text.foregroundColor(try a.get(T.foregroundColorColor.color)).asValue }
        b.method(T.foregroundStyleStyle.self) { (text: Text, a) in
            styled(text, try a.get(T.foregroundStyleStyle.style, as: ShapeStyleValue.self).style).asValue
        }
        // Each also with iOS 16's required `pattern:` before the color (Apple's
        // `underline(_:pattern:color:)`): the pattern only changes drawing, so the engine does not
        // declare it; that overload is the engine's with it inserted.
        typealias U = T.underlineIsActiveColor
        typealias S = T.strikethroughIsActiveColor
        for parameters in [U.declaration.parameters, withPattern(U.declaration)] {
            b.method("underline", parameters) { (text: Text, a) in text.underline(try a.get(U.isActive), color: try a.get(U.color)).asValue }
        }
        for parameters in [S.declaration.parameters, withPattern(S.declaration)] {
            b.method("strikethrough", parameters) { (text: Text, a) in
                text.strikethrough(try a.get(S.isActive), color: try a.get(S.color)).asValue
            }
        }
    }

    private static func withPattern(_ declaration: Declaration) -> [Parameter] {
        Array(declaration.parameters.prefix(1)) + [Parameter("pattern", .any)] + declaration.parameters.dropFirst()
    }

    private static func styled(_ text: Text, _ style: some ShapeStyle) -> Text { text.foregroundStyle(style) }
}

/// LocalizedStringKey Markdown (SwiftUI's inline subset), rendered to the Text it shows: the
/// markers go; `**bold**`/`__bold__` is a bold run, `*italic*`/`_italic_` an italic one,
/// `` `code` `` monospaced, `~~strike~~` struck through, `[title](url)` its title. The runs are
/// joined as `Text + Text` joins them, so `Text("**a** b")` is `Text("a").bold() + Text(" b")`.
/// `_` inside a word (`snake_case`) is a character, as CommonMark says.
enum Markdown {
    static func text(_ source: String) -> Text {
        guard hasMarker(source) else { return Text(source) }
        return joined(runs(Substring(source), Style()).map { .string($0.text, $0.style) })
    }

    /// A LocalizedStringKey's format string rendered: each run's text and style become the
    /// pieces `pieces` makes of them (its arguments formatted in).
    static func text(format: String, _ pieces: (String, Style) -> [Piece]) -> Text {
        let runs = hasMarker(format) ? runs(Substring(format), Style()) : [Run(text: format, style: Style())]
        return joined(runs.flatMap { pieces($0.text, $0.style) })
    }

    /// Every marker is ASCII, so a byte scan finds them: comparing Characters segmented the
    /// whole string into graphemes, for every Text a ForEach of 100,000 made.
    private static func hasMarker(_ source: String) -> Bool {
        source.utf8.contains { byte in
            switch byte {
            case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "`"), UInt8(ascii: "["): true
            default: false
            }
        }
    }

    /// What a run shows: its text in its style, or an interpolated Text.
    enum Piece {
        case string(String, Style)
        case text(Text)
    }

    /// The pieces as `Text + Text` joins them; side-by-side strings of one style are one Text,
    /// as a string without markers is. `[](url)` shows nothing.
    private static func joined(_ pieces: [Piece]) -> Text {
        var texts: [Text] = []
        var pending: (text: String, style: Style)?
        func flush() {
            if let pending { texts.append(pending.style.apply(Text(pending.text))) }
            pending = nil
        }
        for piece in pieces {
            switch piece {
            case let .string(string, style):
                if let current = pending, current.style == style {
                    pending = (current.text + string, style)
                } else {
                    flush()
                    pending = (string, style)
                }
            case let .text(text):
                flush()
                texts.append(text)
            }
        }
        flush()
        guard let first = texts.first else { return Text("") }
        return texts.dropFirst().reduce(first, +)
    }

    struct Style: Equatable {
        var bold = false, italic = false, code = false, strikethrough = false

        func apply(_ text: Text) -> Text {
            var text = text
            if bold { text = text.bold() }
            if italic { text = text.italic() }
            if code { text = text.monospaced() }
            if strikethrough { text = text.strikethrough() }
            return text
        }
    }

    private struct Run {
        let text: String
        let style: Style
    }

    nonisolated(unsafe) private static let emphasis: [(marker: String, style: WritableKeyPath<Style, Bool>)] = [
        ("**", \.bold), ("__", \.bold), ("~~", \.strikethrough), ("*", \.italic), ("_", \.italic),
    ]

    private static func runs(_ source: Substring, _ outer: Style) -> [Run] {
        var runs: [Run] = []
        var plain = ""
        func flush() {
            if !plain.isEmpty { runs.append(Run(text: plain, style: outer)) }
            plain = ""
        }
        var index = source.startIndex
        scan: while index < source.endIndex {
            let rest = source[index...]
            if rest.hasPrefix("`"), let close = rest.dropFirst().firstIndex(of: "`") {
                flush()
                var style = outer
                style.code = true
                runs.append(Run(text: String(rest[rest.index(after: index)..<close]), style: style))
                index = source.index(after: close)
                continue
            }
            if rest.hasPrefix("["), let close = rest.range(of: "]("), let end = rest[close.upperBound...].firstIndex(of: ")") {
                flush()
                runs += self.runs(rest[rest.index(after: index)..<close.lowerBound], outer)
                index = source.index(after: end)
                continue
            }
            for (marker, flag) in emphasis where rest.hasPrefix(marker) {
                let inner = rest.index(index, offsetBy: marker.count)
                guard let close = rest[inner...].range(of: marker), close.lowerBound > inner,
                      !marker.hasPrefix("_") || isWordBoundary(source, before: index, after: close.upperBound) else { continue }
                flush()
                var style = outer
                style[keyPath: flag] = true
                runs += self.runs(source[inner..<close.lowerBound], style)
                index = close.upperBound
                continue scan
            }
            plain.append(source[index])
            index = source.index(after: index)
        }
        flush()
        return runs
    }

    /// Whether `_…_` stands between word boundaries: no letter or digit just before or after.
    private static func isWordBoundary(_ source: Substring, before start: Substring.Index, after end: Substring.Index) -> Bool {
        let isWord = { (character: Character) in character.isLetter || character.isNumber }
        if start > source.startIndex, isWord(source[source.index(before: start)]) { return false }
        return end == source.endIndex || !isWord(source[end])
    }
}

extension Image: Bridged {
    var asValue: Value { .view(ViewValue(.image(self), source: nil)) }

    static func extract(_ value: Value) -> Image? {
        if case let .view(view) = value.unwrapped, case let .image(image) = view.content { return image }
        return nil
    }

    static let bridge = TypeBridge("Image") { b in
        b.nestedType(Image.Scale.bridge)
        b.nestedType(Image.ResizingMode.bridge)
        b.nestedType(Image.TemplateRenderingMode.bridge)
        b.nestedType(Image.Interpolation.bridge)
        b.initializer([Parameter("systemName", String.self, name: "name"), Parameter("variableValue", .any, default: true)]) { a in
            Image(systemName: try a.get("name")).asValue
        }
        // `Image(.avatar)` first, so that a symbol no asset generates is the error shown.
        AssetBridges.declareImageInitializers(b)
        b.initializer([Parameter(nil, String.self, name: "name"), Parameter("bundle", .any, default: true)]) { a in
            AssetBridges.image(named: try a.get("name"), at: a.node("name"), a.interpreter)
        }
        b.initializer([Parameter("decorative", String.self, name: "name"), Parameter("bundle", .any, default: true)]) { a in
            AssetBridges.image(named: try a.get("name"), at: a.node("name"), a.interpreter)
        }
        for label in ["uiImage", "nsImage", "cgImage"] {
            b.initializer([Parameter(label, .any, name: "image")]) { a in
                Image(Formatting.describe(a.required("image"))).asValue
            }
        }
        typealias I = Declared.Image
        b.method(I.resizableCapInsetsResizingMode.self) { (image: Image, a) in
            image.resizable(capInsets: try a.get(I.resizableCapInsetsResizingMode.capInsets),
                            resizingMode: try a.get(I.resizableCapInsetsResizingMode.resizingMode)).asValue
        }
        b.method(I.renderingModeMode.self) { (image: Image, a) in image.renderingMode(try a.get(I.renderingModeMode.mode)).asValue }
        b.method(I.interpolationInterpolation.self) { (image: Image, a) in
            image.interpolation(try a.get(I.interpolationInterpolation.interpolation)).asValue
        }
        b.method("antialiased", [Parameter(nil, Bool.self, name: "isAntialiased")]) { (image: Image, a) in
            image.antialiased(try a.get("isAntialiased")).asValue
        }
        // Image's own drawing modifiers return an Image, so `.resizable()` may follow them.
        for name in ["symbolRenderingMode", "allowedDynamicRange"] {
            b.method(name, [Parameter(nil, .any, name: "value")]) { (image: Image, _) in image.asValue }
        }
    }
}

extension Image.Scale: Bridged {
    static let bridge = TypeBridge("Image.Scale") { b in
        b.constant("small", Image.Scale.small)
        b.constant("medium", Image.Scale.medium)
        b.constant("large", Image.Scale.large)
    }
}

extension Image.ResizingMode: Bridged {
    static let bridge = TypeBridge("Image.ResizingMode") { b in
        b.constant("tile", Image.ResizingMode.tile)
        b.constant("stretch", Image.ResizingMode.stretch)
    }
}

extension Image.TemplateRenderingMode: Bridged {
    static let bridge = TypeBridge("Image.TemplateRenderingMode") { b in
        b.constant("template", Image.TemplateRenderingMode.template)
        b.constant("original", Image.TemplateRenderingMode.original)
    }
}

extension Image.Interpolation: Bridged {
    static let bridge = TypeBridge("Image.Interpolation") { b in
        b.constant("none", Image.Interpolation.none)
        b.constant("low", Image.Interpolation.low)
        b.constant("medium", Image.Interpolation.medium)
        b.constant("high", Image.Interpolation.high)
    }
}

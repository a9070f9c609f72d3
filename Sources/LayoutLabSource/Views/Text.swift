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
        // `Text("**Bold**")`: a string literal is a LocalizedStringKey, whose Markdown is rendered
        // (and measured) without its markers; a String value is shown as it is.
        b.initializer([Parameter(nil, .any, name: "content"), Parameter("tableName", .any, default: true),
                       Parameter("bundle", .any, default: true), Parameter("comment", .any, default: true)]) { a in
            switch a.value("content")?.unwrapped {
            case let .string(string)?:
                let isLiteral = a.node("content").is(StringLiteralExprSyntax.self)
                return Text(isLiteral ? Markdown.plainText(string) : string).asValue
            case let .view(view)?:
                if case let .image(image) = view.content { return Text(image.textDescription).asValue }
                // A literal interpolating a Text (see `Interpreter.stringLiteral`): the Texts added.
                if case let .text(text) = view.content, a.node("content").is(StringLiteralExprSyntax.self) { return text.asValue }
            case let .native(date as DateValue)?:
                return Text(DateStyleValue.format(date.date, date: nil, time: nil)).asValue
            default: break
            }
            throw LocatedError("Text needs a String; write Text(\"\\(value)\") to show a value", at: a.node("content"))
        }
        b.initializer([Parameter("verbatim", String.self)]) { a in Text(verbatim: try a.get("verbatim")).asValue }
        b.initializer([Parameter(nil, .any, name: "value"), Parameter("format", FormatStyle.self)]) { a in
            Text(try Formatting.format(a.value("value") ?? .none, style: a.value("format") ?? .none, a.interpreter)).asValue
        }
        b.initializer([Parameter(nil, DateValue.self, name: "date"), Parameter("style", DateStyleValue.self)]) { a in
            let style = try a.get("style", DateStyleValue.self)
            let date = try a.get("date", DateValue.self).date
            return Text(DateStyleValue.text(date, style: style.name)).asValue
        }
        b.method("font", [Parameter(nil, .optional(.bridged(Font.self)), name: "font")]) { (text: Text, a) in
            text.font(try a.optional("font")).asValue
        }
        b.method("fontWeight", [Parameter(nil, .optional(.bridged(Font.Weight.self)), name: "weight")]) { (text: Text, a) in
            text.fontWeight(try a.optional("weight")).asValue
        }
        b.method("bold") { (text: Text, _) in text.bold().asValue }
        b.method("bold", [Parameter(nil, Bool.self, name: "isActive")]) { (text: Text, a) in text.bold(try a.get("isActive")).asValue }
        b.method("italic") { (text: Text, _) in text.italic().asValue }
        b.method("italic", [Parameter(nil, Bool.self, name: "isActive")]) { (text: Text, a) in
            (try a.get("isActive", Bool.self) ? text.italic() : text).asValue
        }
        b.method("monospaced", [Parameter(nil, Bool.self, name: "isActive", default: true)]) { (text: Text, a) in
            text.monospaced(try a.bool("isActive") ?? true).asValue
        }
        b.method("monospacedDigit") { (text: Text, _) in text.monospacedDigit().asValue }
        b.method("fontDesign", [Parameter(nil, .optional(.bridged(Font.Design.self)), name: "design")]) { (text: Text, a) in
            text.fontDesign(try a.optional("design")).asValue
        }
        b.method("fontWidth", [Parameter(nil, .optional(.bridged(Font.Width.self)), name: "width")]) { (text: Text, a) in
            text.fontWidth(try a.optional("width")).asValue
        }
        b.method("kerning", [Parameter(nil, CGFloat.self, name: "kerning")]) { (text: Text, a) in
            text.kerning(try a.checked("kerning", .signed) ?? 0).asValue
        }
        b.method("tracking", [Parameter(nil, CGFloat.self, name: "tracking")]) { (text: Text, a) in
            text.tracking(try a.checked("tracking", .signed) ?? 0).asValue
        }
        b.method("foregroundColor", [Parameter(nil, .optional(.bridged(Color.self)), name: "color")]) { (text: Text, a) in
            text.foregroundColor(try a.optional("color")).asValue
        }
        b.method("foregroundStyle", [Parameter(nil, ShapeStyleValue.self, name: "style")]) { (text: Text, a) in
            styled(text, try a.get("style", ShapeStyleValue.self).style).asValue
        }
        b.method("underline", [Parameter(nil, Bool.self, name: "isActive", default: true), .optional("color", Color.self),
                               Parameter("pattern", .any, default: true)]) { (text: Text, a) in
            text.underline(try a.bool("isActive") ?? true, color: try a.optional("color")).asValue
        }
        b.method("strikethrough", [Parameter(nil, Bool.self, name: "isActive", default: true), .optional("color", Color.self),
                                   Parameter("pattern", .any, default: true)]) { (text: Text, a) in
            text.strikethrough(try a.bool("isActive") ?? true, color: try a.optional("color")).asValue
        }
    }

    private static func styled(_ text: Text, _ style: some ShapeStyle) -> Text { text.foregroundStyle(style) }
}

extension Image {
    /// How an image placed in a Text reads (`Text(Image(systemName: "star"))`): its name.
    var textDescription: String { "[image]" }
}

/// LocalizedStringKey Markdown, rendered to the text a Text shows: `**bold**`, `*italic*`,
/// `_italic_`, `~~strike~~`, `` `code` `` and `[link](url)` lose their markers.
enum Markdown {
    static func plainText(_ source: String) -> String {
        // Every marker is ASCII, so a byte scan finds them: comparing Characters segmented the
        // whole string into graphemes, for every Text a ForEach of 100,000 made.
        let hasMarker = source.utf8.contains { byte in
            switch byte {
            case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "`"), UInt8(ascii: "["): true
            default: false
            }
        }
        guard hasMarker else { return source }
        var text = source
        // Links first: `[title](destination)` shows the title.
        while let open = text.range(of: "["), let close = text.range(of: "](", range: open.upperBound..<text.endIndex),
              let end = text.range(of: ")", range: close.upperBound..<text.endIndex) {
            let title = text[open.upperBound..<close.lowerBound]
            text.replaceSubrange(open.lowerBound..<end.upperBound, with: title)
        }
        for marker in ["**", "__", "~~", "*", "_", "`"] {
            text = removePairs(of: marker, in: text)
        }
        return text
    }

    /// Removes `marker…marker` pairs that enclose text, keeping the text.
    private static func removePairs(of marker: String, in text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let start = rest.range(of: marker) {
            guard let end = rest.range(of: marker, range: start.upperBound..<rest.endIndex), end.lowerBound > start.upperBound else { break }
            result += rest[..<start.lowerBound] + rest[start.upperBound..<end.lowerBound]
            rest = rest[end.upperBound...]
        }
        return result + rest
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
        b.initializer([Parameter(nil, String.self, name: "name"), Parameter("bundle", .any, default: true)]) { a in
            Image(try a.get("name", String.self)).asValue
        }
        b.initializer([Parameter("decorative", String.self, name: "name"), Parameter("bundle", .any, default: true)]) { a in
            Image(try a.get("name", String.self)).asValue
        }
        for label in ["uiImage", "nsImage", "cgImage"] {
            b.initializer([Parameter(label, .any, name: "image")]) { a in
                Image(Formatting.describe(a.value("image") ?? .none)).asValue
            }
        }
        b.method("resizable", [.optional("capInsets", EdgeInsets.self), .optional("resizingMode", Image.ResizingMode.self)]) { (image: Image, a) in
            image.resizable(capInsets: try a.optional("capInsets") ?? EdgeInsets(), resizingMode: try a.optional("resizingMode") ?? .stretch).asValue
        }
        b.method("renderingMode", [Parameter(nil, .optional(.bridged(Image.TemplateRenderingMode.self)), name: "mode")]) { (image: Image, a) in
            image.renderingMode(try a.optional("mode")).asValue
        }
        b.method("interpolation", [Parameter(nil, Image.Interpolation.self, name: "interpolation")]) { (image: Image, a) in
            image.interpolation(try a.get("interpolation")).asValue
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

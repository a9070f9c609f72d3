import Foundation
import LayoutLab

// Fonts: Font, its weights, designs and text styles, and Text's truncation modes.

extension Font: Bridged {
    static let bridge = TypeBridge("Font") { b in
        let styles: [(String, Font)] = [
            ("largeTitle", .largeTitle), ("title", .title), ("title2", .title2), ("title3", .title3), ("headline", .headline),
            ("subheadline", .subheadline), ("body", .body), ("callout", .callout), ("footnote", .footnote), ("caption", .caption),
            ("caption2", .caption2), ("extraLargeTitle", .extraLargeTitle), ("extraLargeTitle2", .extraLargeTitle2),
        ]
        for (name, font) in styles { b.constant(name, font) }
        b.function("system", [Parameter("size", CGFloat.self), .optional("weight", Font.Weight.self), .optional("design", Font.Design.self)]) { a in
            Font.system(size: try a.checked("size", .dimension) ?? 0, weight: try a.optional("weight"), design: try a.optional("design")).asValue
        }
        b.function("system", [Parameter("size", CGFloat.self), Parameter("design", Font.Design.self), .optional("weight", Font.Weight.self)]) { a in
            Font.system(size: try a.checked("size", .dimension) ?? 0, weight: try a.optional("weight"), design: try a.get("design", Font.Design.self)).asValue
        }
        b.function("system", [Parameter(nil, Font.TextStyle.self, name: "style"), .optional("design", Font.Design.self),
                              .optional("weight", Font.Weight.self)]) { a in
            Font.system(try a.get("style"), design: try a.optional("design"), weight: try a.optional("weight")).asValue
        }
        b.function("custom", [Parameter(nil, String.self, name: "name"), Parameter("size", CGFloat.self),
                              .optional("relativeTo", Font.TextStyle.self, name: "style")]) { a in
            Font.custom(try a.get("name"), size: try a.checked("size", .dimension) ?? 0).asValue
        }
        b.function("custom", [Parameter(nil, String.self, name: "name"), Parameter("fixedSize", CGFloat.self)]) { a in
            Font.custom(try a.get("name"), fixedSize: try a.checked("fixedSize", .dimension) ?? 0).asValue
        }
        b.method("bold") { (font: Font, _) in font.bold().asValue }
        b.method("italic") { (font: Font, _) in font.italic().asValue }
        b.method("monospaced") { (font: Font, _) in font.monospaced().asValue }
        b.method("monospacedDigit") { (font: Font, _) in font.monospacedDigit().asValue }
        b.method("weight", [Parameter(nil, Font.Weight.self, name: "weight")]) { (font: Font, a) in font.weight(try a.get("weight")).asValue }
        b.method("width", [Parameter(nil, Font.Width.self, name: "width")]) { (font: Font, a) in font.width(try a.get("width")).asValue }
        b.description { (font: Font) in font.description }
        b.equality { (a: Font, b: Font) in a == b }
    }
}

extension Font.Weight: Bridged {
    static let bridge = TypeBridge("Font.Weight") { b in
        let weights: [(String, Font.Weight)] = [
            ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular), ("medium", .medium),
            ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
        ]
        for (name, weight) in weights { b.constant(name, weight) }
    }
}

extension Font.Width: Bridged {
    static let bridge = TypeBridge("Font.Width") { b in
        b.constants(["compressed": Font.Width.compressed, "condensed": .condensed, "standard": .standard, "expanded": .expanded])
        b.initializer([Parameter(nil, CGFloat.self, name: "value")]) { a in Font.Width(try a.checked("value", .signed) ?? 0).asValue }
        b.property("value") { (width: Font.Width) in Value(width.value) }
    }
}

extension Text.Case: Bridged {
    static let bridge = TypeBridge("Text.Case") { b in
        b.constants(["uppercase": Text.Case.uppercase, "lowercase": .lowercase])
    }
}

extension Font.Design: Bridged {
    static let bridge = TypeBridge("Font.Design") { b in
        b.constant("default", Font.Design.default)
        b.constant("serif", Font.Design.serif)
        b.constant("rounded", Font.Design.rounded)
        b.constant("monospaced", Font.Design.monospaced)
    }
}

extension Font.TextStyle: Bridged {
    static let bridge = TypeBridge("Font.TextStyle") { b in
        for style in Font.TextStyle.allCases { b.constant(style.rawValue, style) }
    }
}

extension Text.TruncationMode: Bridged {
    static let bridge = TypeBridge("Text.TruncationMode") { b in
        b.alias("TruncationMode")
        b.constant("head", Text.TruncationMode.head)
        b.constant("tail", Text.TruncationMode.tail)
        b.constant("middle", Text.TruncationMode.middle)
    }
}

import Foundation
@_spi(Interpreter) import LayoutLab
import SwiftSyntax

// Colours and shape styles. A Color is a view (it takes the space it is offered) and a style;
// gradients are views too. Styles only change drawing: LayoutLab records them as attributes.

extension Color: Bridged {
    var asValue: Value { .view(ViewValue(.color(self), source: nil)) }

    static func extract(_ value: Value) -> Color? {
        switch value.unwrapped {
        case let .view(view): if case let .color(color) = view.content { return color }
        case let .native(color as Color): return color
        case let .native(uiColor as UIColorValue): return uiColor.color
        default: break
        }
        return nil
    }

    static let namedColors: [(String, Color)] = [
        ("red", .red), ("orange", .orange), ("yellow", .yellow), ("green", .green), ("mint", .mint), ("teal", .teal), ("cyan", .cyan),
        ("blue", .blue), ("indigo", .indigo), ("purple", .purple), ("pink", .pink), ("brown", .brown), ("white", .white),
        ("gray", .gray), ("black", .black), ("clear", .clear), ("primary", .primary), ("secondary", .secondary),
        ("accentColor", .accentColor),
    ]

    static let bridge = TypeBridge("Color") { b in
        b.members { Color.extract($0) != nil }
        b.converting { value in
            if case let .native(uiColor as UIColorValue) = value { return uiColor.color.asValue }
            return nil
        }
        for (name, color) in namedColors { b.constant(name, color) }
        // `Color(.brand)` first, so that a symbol no asset generates is the error shown.
        AssetBridges.declareColorInitializers(b)
        b.initializer([Parameter(nil, String.self, name: "name"), Parameter("bundle", .any, default: true)]) { a in
            AssetBridges.color(named: try a.get("name"), at: a.node("name"), a.interpreter)
        }
        b.initializer([Parameter(nil, .any, name: "space", default: true), Parameter("red", Double.self), Parameter("green", Double.self),
                       Parameter("blue", Double.self), Parameter("opacity", Double.self, default: true)]) { a in
            Color(red: try a.get("red"), green: try a.get("green"), blue: try a.get("blue"), opacity: try a.optional("opacity") ?? 1).asValue
        }
        b.initializer([Parameter(nil, .any, name: "space", default: true), Parameter("white", Double.self),
                       Parameter("opacity", Double.self, default: true)]) { a in
            Color(white: try a.get("white"), opacity: try a.optional("opacity") ?? 1).asValue
        }
        b.initializer([Parameter("hue", Double.self), Parameter("saturation", Double.self), Parameter("brightness", Double.self),
                       Parameter("opacity", Double.self, default: true)]) { a in
            Color(hue: try a.get("hue"), saturation: try a.get("saturation"), brightness: try a.get("brightness"),
                  opacity: try a.optional("opacity") ?? 1).asValue
        }
        for label in [nil, "uiColor", "nsColor"] as [String?] {
            b.initializer([Parameter(label, UIColorValue.self, name: "uiColor")]) { a in try a.get("uiColor", UIColorValue.self).color.asValue }
        }
        b.initializer([Parameter(nil, Color.self, name: "color")]) { a in try a.get("color", Color.self).asValue }
        b.method("opacity", [Parameter(nil, Double.self, name: "opacity")]) { (color: Color, a) in color.opacity(try a.get("opacity")).asValue }
        b.property("gradient") { (color: Color) in DrawingValue(type: "AnyGradient", text: "\(color._styleDescription).gradient").asValue }
        b.method("mix", [Parameter("with", Color.self, name: "other"), Parameter("by", Double.self, name: "fraction")]) { (color: Color, a) in
            Color("\(color._styleDescription) mixed with \(try a.get("other", Color.self)._styleDescription)").asValue
        }
        b.description { (color: Color) in color._styleDescription }
    }
}

/// `UIColor` / `NSColor` values source passes to `Color(…)`: the system colours by name.
struct UIColorValue: Bridged {
    let name: String
    var color: Color { Color(name) }

    static let systemNames = [
        "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "systemBackground", "secondarySystemBackground",
        "tertiarySystemBackground", "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground",
        "systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill", "separator", "opaqueSeparator", "link",
        "placeholderText", "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6", "systemRed",
        "systemOrange", "systemYellow", "systemGreen", "systemMint", "systemTeal", "systemCyan", "systemBlue", "systemIndigo",
        "systemPurple", "systemPink", "systemBrown", "lightGray", "darkGray", "white", "black", "gray", "red", "green", "blue", "clear",
        "orange", "yellow", "purple", "brown", "cyan", "magenta", "windowBackgroundColor", "controlBackgroundColor", "textColor",
    ]

    static let bridge = TypeBridge("UIColor") { b in
        b.alias("NSColor")
        for name in systemNames { b.constant(name, UIColorValue(name: name)) }
        b.initializer([Parameter("red", Double.self), Parameter("green", Double.self), Parameter("blue", Double.self),
                       Parameter("alpha", Double.self)]) { a in
            UIColorValue(name: "rgb(\(try a.get("red", Double.self)), \(try a.get("green", Double.self)), \(try a.get("blue", Double.self)))").asValue
        }
        b.initializer([Parameter("named", String.self, name: "name")]) { a in .some(UIColorValue(name: try a.get("name")).asValue) }
        b.description { (color: UIColorValue) in color.name }
    }
}

/// Any shape style: a colour, a hierarchical style, a gradient, a material.
struct ShapeStyleValue: Bridged {
    let style: any ShapeStyle

    var asValue: Value {
        if let color = style as? Color { return color.asValue }
        return .native(ShapeStyleValue(style: style))
    }

    static func extract(_ value: Value) -> ShapeStyleValue? {
        switch value.unwrapped {
        case let .native(style as ShapeStyleValue): return style
        case let .native(native): return (native as? any ShapeStyle).map(ShapeStyleValue.init)
        default: return Color.extract(value).map(ShapeStyleValue.init)
        }
    }

    static let bridge = TypeBridge("ShapeStyle") { b in
        b.alias("HierarchicalShapeStyle", "Material", "AnyShapeStyle", "BackgroundStyle", "ForegroundStyle", "TintShapeStyle", "SeparatorShapeStyle")
        b.members { ShapeStyleValue.extract($0) != nil }
        for (name, color) in Color.namedColors { b.constant(name, color) }
        AssetBridges.declareColorSymbols(b)
        let levels: [(String, HierarchicalShapeStyle)] = [
            ("primary", .primary), ("secondary", .secondary), ("tertiary", .tertiary), ("quaternary", .quaternary),
        ]
        for (name, style) in levels { b.constant(name, ShapeStyleValue(style: style)) }
        for name in ["quinary", "background", "selection", "separator", "placeholder", "link", "fill", "windowBackground"] {
            b.constant(name, DrawingValue(type: "ShapeStyle", text: name))
        }
        b.constant("foreground", ShapeStyleValue(style: ForegroundStyle()))
        b.constant("tint", ShapeStyleValue(style: TintShapeStyle()))
        for name in ["ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar",
                     "ultraThin", "thin", "regular", "thick", "ultraThick"] {
            b.constant(name, DrawingValue(type: "Material", text: name))
        }
        for gradient in ["linearGradient", "radialGradient", "angularGradient", "ellipticalGradient"] {
            b.function(gradient, [.anyArguments]) { a in
                DrawingValue(type: "AnyShapeStyle", text: gradient + "(" + a.all.map(DrawingValue.describe).joined(separator: ", ") + ")").asValue
            }
        }
        b.method("opacity", [Parameter(nil, Double.self, name: "opacity")]) { (style: ShapeStyleValue, a) in
            DrawingValue(type: "ShapeStyle", text: "\(style.style._styleDescription) @ \(try a.get("opacity", Double.self))").asValue
        }
        b.description { (style: ShapeStyleValue) in style.style._styleDescription }
    }
}

/// A value that only matters to drawing or animation (a gradient, a material, a stroke style,
/// an animation, a transition): what it was made from, kept as text for the node's attributes.
/// Any member of it, or method called on it, is another drawing value.
struct DrawingValue: Bridged, ShapeStyle {
    let type: String
    let text: String

    var _styleDescription: String { text }

    /// The drawing types that are views as well as shape styles: they take the space they are
    /// offered, as `Color` does (SwiftUI: `_ShapeView<Rectangle, Self>`), and keep modifiers
    /// that follow them. `AnyGradient` (`Color.red.gradient`) and `Material` are shape styles only.
    static let viewTypes: Set<String> = ["LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient"]
    /// The drawing types that are shape styles and not views.
    static let styleOnlyTypes: Set<String> = ["AnyGradient", "Material", "ShapeStyle", "AnyShapeStyle"]
    /// ShapeStyle's own methods: on a gradient they make another style (which still lays out as a
    /// view), not a modified view.
    static let shapeStyleMethods: Set<String> = ["opacity", "blendMode", "shadow", "colorSpace"]

    var isView: Bool { Self.viewTypes.contains(type) }
    var isShapeStyle: Bool { isView || Self.styleOnlyTypes.contains(type) }

    static let bridge = TypeBridge("drawing value") { b in
        b.description { (value: DrawingValue) in value.text }
        b.dynamicMembers { _, receiver, member, arguments in
            guard case let .native(value as DrawingValue)? = receiver else { return .none }
            return DrawingValue(type: value.type, text: value.text + "." + member
                                + (arguments.map { "(" + $0.map(describe).joined(separator: ", ") + ")" } ?? "")).asValue
        }
    }

    /// The bridge of one drawing type: any static member or initialiser makes a value of it.
    static func type(_ name: String) -> TypeBridge {
        TypeBridge(name) { b in
            b.members { value in
                if case let .native(drawing as DrawingValue) = value.unwrapped { return drawing.type == name }
                return false
            }
            b.initializer([.anyArguments]) { a in
                DrawingValue(type: name, text: name + "(" + a.all.map(describe).joined(separator: ", ") + ")").asValue
            }
            b.dynamicMembers { _, receiver, member, arguments in
                let prefix = receiver.map { Formatting.describe($0) } ?? ""
                return DrawingValue(type: name, text: prefix + "." + member + (arguments.map { "(" + $0.map(describe).joined(separator: ", ") + ")" } ?? "")).asValue
            }
        }
    }

    static let typeNames = [
        "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "Gradient", "AnyGradient", "StrokeStyle",
        "Animation", "AnyTransition", "Transaction", "BlendMode", "SymbolRenderingMode", "ShadowStyle", "ImagePaint", "ColorRenderingMode",
        "PresentationDetent", "SensoryFeedback", "UIKeyboardType", "UITextContentType", "SubmitLabel",
        "KeyboardShortcut", "KeyEquivalent",
        "EventModifiers", "ContentShapeKinds", "AccessibilityTraits", "RedactionReasons", "Prominence", "TextInputAutocapitalization",
        "Namespace.ID", "Gradient.Stop", "ContentTransition", "MatchedGeometryProperties", "HorizontalDirection", "Menu.Order", "DigitalCrownRotationalSensitivity",
    ]

    static func describe(_ argument: Argument) -> String {
        (argument.label.map { "\($0): " } ?? "") + Formatting.describe(argument.value)
    }
}

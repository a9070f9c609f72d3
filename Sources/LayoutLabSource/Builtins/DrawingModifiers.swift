import Foundation
import LayoutLab
import SwiftSyntax

/// Modifiers that only change drawing, gestures or accessibility: the engine keeps them as
/// attributes of the node they modify. Closures they take (actions) are never run.
enum DrawingModifiers {
    nonisolated(unsafe) static let entries: [String: [ModifierEntry]] = [
        "foregroundColor": [wrapping("foregroundColor", [P.required(nil, "Color?", name: "color")]) { v, a in
            v.foregroundColor(try a.native("color", .color))
        }],
        "foregroundStyle": [wrapping("foregroundStyle", [P.required(nil, "ShapeStyle", name: "style")]) { v, a in
            let style: any ShapeStyle = try a.native("style", .shapeStyle, as: (any ShapeStyle).self) ?? Color.primary
            return styled(v, style)
        }],
        "tint": [wrapping("tint", [P.required(nil, "Color?", name: "color")]) { v, a in v.tint(try a.native("color", .color)) }],
        "opacity": [wrapping("opacity", [P.required(nil, "Double", name: "opacity")]) { v, a in
            v.opacity(Double(try a.length("opacity", .number) ?? 1))
        }],
        "hidden": [wrapping("hidden", []) { v, _ in v.hidden() }],
        "cornerRadius": [wrapping("cornerRadius", [P.required(nil, "CGFloat", name: "radius"), P.optional("antialiased", "Bool")]) { v, a in
            v.cornerRadius(try a.length("radius", .number) ?? 0)
        }],
        "clipped": [wrapping("clipped", [P.optional("antialiased", "Bool")]) { v, _ in v.clipped() }],
        "clipShape": [wrapping("clipShape", [P.required(nil, "Shape", name: "shape"), P.optional("style", "FillStyle")]) { v, a in
            guard case let .view(shape)? = try a.value("shape")?.unwrapped, case let .shape(shapeValue) = shape.content else {
                throw LocatedError("clipShape(_:) takes a shape: Circle(), RoundedRectangle(cornerRadius: 8), …", at: a.node("shape"))
            }
            return clipped(v, shapeValue)
        }],
        "shadow": [wrapping("shadow", [P.optional("color", "Color"), P.required("radius", "CGFloat"), P.optional("x", "CGFloat"),
                                       P.optional("y", "CGFloat")]) { v, a in
            v.shadow(color: try a.native("color", .color) ?? .black, radius: try a.length("radius", .number) ?? 0,
                     x: try a.length("x", .number) ?? 0, y: try a.length("y", .number) ?? 0)
        }],
        "blur": [wrapping("blur", [P.required("radius", "CGFloat"), P.optional("opaque", "Bool")]) { v, a in
            v.blur(radius: try a.length("radius", .number) ?? 0)
        }],
        "zIndex": [wrapping("zIndex", [P.required(nil, "Double", name: "value")]) { v, a in v.zIndex(try a.double("value") ?? 0) }],
        "id": [wrapping("id", [P.required(nil, "Hashable", name: "id")]) { v, a in
            v.id(ValueFormatter.describe(try a.value("id") ?? .none))
        }],
        "tag": [wrapping("tag", [P.required(nil, "Hashable", name: "tag")]) { v, a in
            v.tag(ValueFormatter.describe(try a.value("tag") ?? .none))
        }],
        "rotationEffect": [wrapping("rotationEffect", [P.required(nil, "Angle", name: "angle"), P.optional("anchor", "UnitPoint")]) { v, a in
            v.rotationEffect(try a.native("angle", .angle) ?? .zero, anchor: try a.native("anchor", .unitPoint) ?? .center)
        }],
        "scaleEffect": [
            wrapping("scaleEffect", [P.required(nil, "CGFloat", name: "scale"), P.optional("anchor", "UnitPoint")]) { v, a in
                v.scaleEffect(try a.length("scale", .number) ?? 1, anchor: try a.native("anchor", .unitPoint) ?? .center)
            },
            wrapping("scaleEffect", [P.optional("x", "CGFloat"), P.optional("y", "CGFloat"), P.optional("anchor", "UnitPoint")]) { v, a in
                v.scaleEffect(x: try a.length("x", .number) ?? 1, y: try a.length("y", .number) ?? 1,
                              anchor: try a.native("anchor", .unitPoint) ?? .center)
            },
        ],
        "onTapGesture": [wrapping("onTapGesture", [P.optional("count", "Int"), P.closure("perform", "() -> Void")]) { v, a in
            _ = try a.closure("perform")
            return v.onTapGesture(count: try a.int("count") ?? 1) {}
        }],
        "onAppear": [wrapping("onAppear", [P.closure("perform", "() -> Void", hasDefault: true)]) { v, _ in v.onAppear() }],
        "onDisappear": [wrapping("onDisappear", [P.closure("perform", "() -> Void", hasDefault: true)]) { v, _ in v.onDisappear() }],
        "accessibilityLabel": [wrapping("accessibilityLabel", [P.required(nil, "String", name: "label")]) { v, a in
            v.accessibilityLabel(try a.string("label") ?? "")
        }],
        "disabled": [wrapping("disabled", [P.required(nil, "Bool", name: "disabled")]) { v, a in v.disabled(try a.bool("disabled") ?? true) }],
        "animation": [wrapping("animation", [P.required(nil, "Animation?", name: "animation"), P.required("value", "Equatable")]) { v, a in
            v.animation(try a.native("animation", .animation), value: ValueFormatter.describe(try a.value("value") ?? .none))
        }],
        "imageScale": [wrapping("imageScale", [P.required(nil, "Image.Scale", name: "scale")]) { v, a in
            v.imageScale(try a.native("scale", .imageScale) ?? .medium)
        }],
    ]

    private static func styled(_ v: AnyView, _ style: some ShapeStyle) -> any View { v.foregroundStyle(style) }
    private static func clipped(_ v: AnyView, _ shape: some Shape) -> any View { v.clipShape(shape) }
}

/// Modifiers of particular views that return the same kind of view, so chains like
/// `Text(…).font(…).bold()` and `Image(…).resizable()` keep working.
enum SpecificModifiers {
    nonisolated(unsafe) static let text: [String: [ModifierEntry]] = [
        "font": [textModifier("font", [P.required(nil, "Font?", name: "font")]) { t, a in t.font(try a.native("font", .font)) }],
        "fontWeight": [textModifier("fontWeight", [P.required(nil, "Font.Weight?", name: "weight")]) { t, a in
            t.fontWeight(try a.native("weight", .fontWeight))
        }],
        "bold": [
            textModifier("bold", []) { t, _ in t.bold() },
            textModifier("bold", [P.required(nil, "Bool", name: "isActive")]) { t, a in t.bold(try a.bool("isActive") ?? true) },
        ],
        "italic": [textModifier("italic", []) { t, _ in t.italic() }],
        "monospaced": [textModifier("monospaced", [P.optional(nil, "Bool", name: "isActive")]) { t, a in t.monospaced(try a.bool("isActive") ?? true) }],
        "monospacedDigit": [textModifier("monospacedDigit", []) { t, _ in t.monospacedDigit() }],
        "foregroundColor": [textModifier("foregroundColor", [P.required(nil, "Color?", name: "color")]) { t, a in
            t.foregroundColor(try a.native("color", .color))
        }],
        "foregroundStyle": [textModifier("foregroundStyle", [P.required(nil, "ShapeStyle", name: "style")]) { t, a in
            let style: any ShapeStyle = try a.native("style", .shapeStyle, as: (any ShapeStyle).self) ?? Color.primary
            return styledText(t, style)
        }],
        "underline": [textModifier("underline", [P.optional(nil, "Bool", name: "isActive"), P.optional("color", "Color?")]) { t, a in
            t.underline(try a.bool("isActive") ?? true, color: try a.native("color", .color))
        }],
        "strikethrough": [textModifier("strikethrough", [P.optional(nil, "Bool", name: "isActive"), P.optional("color", "Color?")]) { t, a in
            t.strikethrough(try a.bool("isActive") ?? true, color: try a.native("color", .color))
        }],
    ]

    nonisolated(unsafe) static let image: [String: [ModifierEntry]] = [
        "resizable": [imageModifier("resizable", [P.optional("capInsets", "EdgeInsets"), P.optional("resizingMode", "Image.ResizingMode")]) { i, a in
            i.resizable(capInsets: try a.native("capInsets", .edgeInsets) ?? EdgeInsets(),
                        resizingMode: try a.native("resizingMode", .resizingMode) ?? .stretch)
        }],
        "renderingMode": [imageModifier("renderingMode", [P.required(nil, "Image.TemplateRenderingMode?", name: "mode")]) { i, a in
            i.renderingMode(try a.native("mode", .renderingMode))
        }],
        "interpolation": [imageModifier("interpolation", [P.required(nil, "Image.Interpolation", name: "interpolation")]) { i, a in
            i.interpolation(try a.native("interpolation", .interpolation) ?? .medium)
        }],
        "antialiased": [imageModifier("antialiased", [P.required(nil, "Bool", name: "isAntialiased")]) { i, a in
            i.antialiased(try a.bool("isAntialiased") ?? true)
        }],
    ]

    nonisolated(unsafe) static let shape: [String: [ModifierEntry]] = [
        "fill": [modifier("fill", [P.optional(nil, "ShapeStyle", name: "style"), P.optional("style", "FillStyle", name: "fillStyle")]) { v, a in
            guard case let .shape(shape) = v.content else { return v.content }
            let style = try a.native("style", .shapeStyle, as: (any ShapeStyle).self) ?? ForegroundStyle()
            return .view(fill(shape, style))
        }],
        "stroke": [
            modifier("stroke", [P.required(nil, "ShapeStyle", name: "style"), P.optional("lineWidth", "CGFloat")]) { v, a in
                guard case let .shape(shape) = v.content else { return v.content }
                let style = try a.native("style", .shapeStyle, as: (any ShapeStyle).self) ?? Color.primary
                return .view(stroke(shape, style, try a.length("lineWidth", .minimum) ?? 1))
            },
            modifier("stroke", [P.optional("lineWidth", "CGFloat")]) { v, a in
                guard case let .shape(shape) = v.content else { return v.content }
                return .view(stroke(shape, try a.length("lineWidth", .minimum) ?? 1))
            },
        ],
        "strokeBorder": [modifier("strokeBorder", [P.required(nil, "ShapeStyle", name: "style"), P.optional("lineWidth", "CGFloat")]) { v, a in
            guard case let .shape(shape) = v.content else { return v.content }
            let style = try a.native("style", .shapeStyle, as: (any ShapeStyle).self) ?? Color.primary
            return .view(strokeBorder(shape, style, try a.length("lineWidth", .minimum) ?? 1))
        }],
    ]

    nonisolated(unsafe) static let color: [String: [ModifierEntry]] = [
        "opacity": [modifier("opacity", [P.required(nil, "Double", name: "opacity")]) { v, a in
            guard case let .color(color) = v.content else { return v.content }
            return .color(color.opacity(Double(try a.length("opacity", .number) ?? 1)))
        }],
    ]

    private static func textModifier(_ name: String, _ parameters: [Parameter], _ apply: @escaping (Text, BoundArguments) throws -> Text) -> ModifierEntry {
        modifier(name, parameters) { v, a in
            guard case let .text(text) = v.content else { return v.content }
            return .text(try apply(text, a))
        }
    }

    private static func imageModifier(_ name: String, _ parameters: [Parameter], _ apply: @escaping (Image, BoundArguments) throws -> Image) -> ModifierEntry {
        modifier(name, parameters) { v, a in
            guard case let .image(image) = v.content else { return v.content }
            return .image(try apply(image, a))
        }
    }

    private static func styledText(_ text: Text, _ style: some ShapeStyle) -> Text { text.foregroundStyle(style) }
    private static func fill(_ shape: some Shape, _ style: some ShapeStyle) -> AnyView { AnyView(shape.fill(style)) }
    private static func stroke(_ shape: some Shape, _ style: some ShapeStyle, _ width: CGFloat) -> AnyView {
        AnyView(shape.stroke(style, lineWidth: width))
    }
    private static func stroke(_ shape: some Shape, _ width: CGFloat) -> AnyView { AnyView(shape.stroke(lineWidth: width)) }
    private static func strokeBorder(_ shape: some Shape, _ style: some ShapeStyle, _ width: CGFloat) -> AnyView {
        AnyView(shape.strokeBorder(style, lineWidth: width))
    }

    /// The modifiers only one kind of view has, for the view at hand.
    static func table(for content: ViewValue.Content) -> [String: [ModifierEntry]] {
        switch content {
        case .text: text
        case .image: image
        case .shape: shape
        case .color: color
        default: [:]
        }
    }

    /// Which kind of view a kind-specific modifier needs, for messages.
    static func owner(of name: String) -> String? {
        if text[name] != nil { return "Text" }
        if image[name] != nil { return "Image" }
        if shape[name] != nil { return "a Shape (Rectangle, Circle, …)" }
        return nil
    }
}

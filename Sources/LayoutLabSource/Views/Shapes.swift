import Foundation
@_spi(Interpreter) import LayoutLab

// Shapes: views that take the space they are offered (spec §2.1), with their own modifiers
// (fill, stroke, strokeBorder, trim, inset, …) which only change drawing.

/// A shape value (`Circle()`, `.rect(cornerRadius: 8)`), as shape modifiers receive it.
struct ShapeValue: Bridged {
    let shape: any Shape

    var asValue: Value { .view(ViewValue(.shape(shape), source: nil)) }

    static func extract(_ value: Value) -> ShapeValue? {
        if case let .view(view) = value.unwrapped, case let .shape(shape) = view.content { return ShapeValue(shape: shape) }
        return nil
    }

    /// The `Shape` protocol's members: the iOS 17 shorthands (`.rect(cornerRadius:)`, `.circle`)
    /// and every shape's modifiers.
    static let bridge = TypeBridge("Shape") { b in
        b.alias("InsettableShape")
        b.members { ShapeValue.extract($0) != nil }
        b.constant("rect", ShapeValue(shape: Rectangle()))
        b.constant("circle", ShapeValue(shape: Circle()))
        b.constant("ellipse", ShapeValue(shape: Ellipse()))
        b.constant("capsule", ShapeValue(shape: Capsule()))
        b.constant("containerRelative", ShapeValue(shape: AnyShape(named: "ContainerRelativeShape")))
        // `.rect(cornerRadius:style:)` and `.rect(cornerSize:style:)` are RoundedRectangle's initialisers.
        b.function("rect", Declared.RoundedRectangle.initCornerRadiusStyle.declaration.parameters, ShapeViews.roundedRectangle)
        b.function("rect", Declared.RoundedRectangle.initCornerSizeStyle.declaration.parameters, ShapeViews.roundedRectangleCornerSize)
        b.function("rect", [.optional("topLeadingRadius", CGFloat.self), .optional("bottomLeadingRadius", CGFloat.self),
                            .optional("bottomTrailingRadius", CGFloat.self), .optional("topTrailingRadius", CGFloat.self),
                            .optional("style", RoundedCornerStyle.self)]) { _ in
            ShapeValue(shape: AnyShape(named: "UnevenRoundedRectangle")).asValue
        }
        b.function("capsule", [Parameter("style", RoundedCornerStyle.self)]) { _ in ShapeValue(shape: Capsule()).asValue }
        // fill, stroke and strokeBorder as the engine declares them (SwiftUI's iOS 17 overloads);
        // a `StrokeStyle(…)` argument is read for its line width.
        typealias D = Declared.Shape
        b.method(D.fillContentStyle.self) { (value: ShapeValue, a) in
            shapeView(fill(value.shape, try a.get(D.fillContentStyle.content, as: ShapeStyleValue.self).style))
        }
        b.method(D.strokeContentLineWidthAntialiased.self) { (value: ShapeValue, a) in
            typealias P = D.strokeContentLineWidthAntialiased
            return shapeView(stroke(value.shape, try a.get(P.content, as: ShapeStyleValue.self).style, style: StrokeStyle(lineWidth: try a.get(P.lineWidth))))
        }
        b.method(D.strokeContentStyleAntialiased.self) { (value: ShapeValue, a) in
            typealias P = D.strokeContentStyleAntialiased
            return shapeView(stroke(value.shape, try a.get(P.content, as: ShapeStyleValue.self).style, style: strokeStyle(a, P.style)))
        }
        b.method(D.strokeLineWidth.self) { (value: ShapeValue, a) in
            shapeView(stroke(value.shape, lineWidth: try a.get(D.strokeLineWidth.lineWidth)))
        }
        b.method(D.strokeStyle.self) { (value: ShapeValue, a) in shapeView(stroke(value.shape, style: strokeStyle(a, D.strokeStyle.style))) }
        b.method(D.strokeBorderContentLineWidthAntialiased.self) { (value: ShapeValue, a) in
            typealias P = D.strokeBorderContentLineWidthAntialiased
            return shapeView(strokeBorder(value.shape, try a.get(P.content, as: ShapeStyleValue.self).style,
                                          style: StrokeStyle(lineWidth: try a.get(P.lineWidth))))
        }
        b.method(D.strokeBorderContentStyleAntialiased.self) { (value: ShapeValue, a) in
            typealias P = D.strokeBorderContentStyleAntialiased
            return shapeView(strokeBorder(value.shape, try a.get(P.content, as: ShapeStyleValue.self).style, style: strokeStyle(a, P.style)))
        }
        b.method(D.strokeBorderLineWidthAntialiased.self) { (value: ShapeValue, a) in
            shapeView(strokeBorder(value.shape, lineWidth: try a.get(D.strokeBorderLineWidthAntialiased.lineWidth)))
        }
        b.method(D.strokeBorderStyleAntialiased.self) { (value: ShapeValue, a) in
            shapeView(strokeBorder(value.shape, style: strokeStyle(a, D.strokeBorderStyleAntialiased.style)))
        }
        // Shape transforms change only the path drawn; the view still takes its proposal.
        for name in ["trim", "inset", "rotation", "offset", "scale", "transform", "size", "union", "intersection", "subtracting"] {
            b.method(name, [.anyArguments]) { (value: ShapeValue, _) in value.asValue }
        }
    }

    private static func shapeView(_ view: AnyView) -> Value { .view(ViewValue(.view(view), source: nil)) }

    // The style opened from its existential, as the engine's generic methods take it.
    private static func fill(_ shape: any Shape, _ style: any ShapeStyle) -> AnyView { fill(shape, opening: style) }
    private static func fill(_ shape: some Shape, opening style: some ShapeStyle) -> AnyView { AnyView(shape.fill(style)) }
    private static func stroke(_ shape: any Shape, _ content: any ShapeStyle, style: StrokeStyle) -> AnyView {
        stroke(shape, opening: content, style: style)
    }
    private static func stroke(_ shape: some Shape, opening content: some ShapeStyle, style: StrokeStyle) -> AnyView {
        AnyView(shape.stroke(content, style: style))
    }
    private static func strokeBorder(_ shape: any Shape, _ content: any ShapeStyle, style: StrokeStyle) -> AnyView {
        strokeBorder(shape, opening: content, style: style)
    }
    private static func strokeBorder(_ shape: some Shape, opening content: some ShapeStyle, style: StrokeStyle) -> AnyView {
        AnyView(shape.strokeBorder(content, style: style))
    }
    // The foreground-style forms (the shape opened from its existential).
    private static func stroke(_ shape: some Shape, lineWidth: CGFloat) -> AnyView { AnyView(shape.stroke(lineWidth: lineWidth)) }
    private static func stroke(_ shape: some Shape, style: StrokeStyle) -> AnyView { AnyView(shape.stroke(style: style)) }
    private static func strokeBorder(_ shape: some Shape, lineWidth: CGFloat) -> AnyView { AnyView(shape.strokeBorder(lineWidth: lineWidth)) }
    private static func strokeBorder(_ shape: some Shape, style: StrokeStyle) -> AnyView { AnyView(shape.strokeBorder(style: style)) }

    /// `StrokeStyle(lineWidth: 4, dash: [2])` as the engine's StrokeStyle: the interpreter holds
    /// the argument as written (a drawing value), so its line width is read from it, and the
    /// engine's default stands when it names none.
    private static func strokeStyle(_ a: Arguments, _ parameter: DeclaredParameter<StrokeStyle>) -> StrokeStyle {
        guard case let .native(drawing as DrawingValue) = a.required(parameter.name).unwrapped,
              let range = drawing.text.range(of: "lineWidth: "),
              let width = Double(drawing.text[range.upperBound...].prefix { $0.isNumber || $0 == "." }) else { return StrokeStyle() }
        return StrokeStyle(lineWidth: CGFloat(width))
    }
}

/// `FillStyle(eoFill:antialiased:)`, as the engine holds it: it changes only drawing, and its
/// defaults are the engine's.
extension FillStyle: Bridged {
    static let bridge = TypeBridge("FillStyle") { b in
        b.initializer([Parameter("eoFill", Bool.self, default: true), Parameter("antialiased", Bool.self, default: true)]) { a in
            var style = FillStyle()
            if let eoFill = try a.bool("eoFill") { style.isEOFilled = eoFill }
            if let antialiased = try a.bool("antialiased") { style.isAntialiased = antialiased }
            return style.asValue
        }
    }
}

extension RoundedCornerStyle: Bridged {
    static let bridge = TypeBridge("RoundedCornerStyle") { b in
        b.constant("circular", RoundedCornerStyle.circular)
        b.constant("continuous", RoundedCornerStyle.continuous)
    }
}

/// The shape views, each a type source can name.
enum ShapeViews {
    static let bridges: [TypeBridge] = [
        shape("Rectangle") { _ in Rectangle() },
        TypeBridge("RoundedRectangle") { b in
            b.initializer(Declared.RoundedRectangle.initCornerRadiusStyle.self, roundedRectangle)
            b.initializer(Declared.RoundedRectangle.initCornerSizeStyle.self, roundedRectangleCornerSize)
        },
        shape("Capsule", Declared.Capsule.initStyle.declaration.parameters) { a in Capsule(style: try a.get(Declared.Capsule.initStyle.style)) },
        shape("Ellipse") { _ in Ellipse() },
        shape("Circle") { _ in Circle() },
        shape("ContainerRelativeShape") { _ in AnyShape(named: "ContainerRelativeShape") },
        shape("UnevenRoundedRectangle", [.anyArguments]) { _ in AnyShape(named: "UnevenRoundedRectangle") },
        shape("Path", [.anyArguments]) { _ in AnyShape(named: "Path") },
        shape("AnyShape", [Parameter(nil, .any, name: "shape")]) { a in
            // A shape the file declares (not a built-in one) is laid out as a shape of that name: any shape takes its proposal.
            ShapeValue.extract(a.required("shape"))?.shape ?? AnyShape(named: "AnyShape")
        },
    ]

    static func roundedRectangle(_ a: Arguments) throws -> Value {
        typealias D = Declared.RoundedRectangle.initCornerRadiusStyle
        return ShapeValue(shape: RoundedRectangle(cornerRadius: try a.get(D.cornerRadius), style: try a.get(D.style))).asValue
    }

    static func roundedRectangleCornerSize(_ a: Arguments) throws -> Value {
        typealias D = Declared.RoundedRectangle.initCornerSizeStyle
        return ShapeValue(shape: RoundedRectangle(cornerSize: try a.get(D.cornerSize), style: try a.get(D.style))).asValue
    }

    private static func shape(_ name: String, _ parameters: [Parameter] = [], _ make: @escaping (Arguments) throws -> any Shape) -> TypeBridge {
        TypeBridge(name) { b in
            b.initializer(parameters) { a in ShapeValue(shape: try make(a)).asValue }
        }
    }
}

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
        // Bound by hand: SwiftUI's fill, stroke and strokeBorder (iOS 17) take `style: FillStyle` and
        // `antialiased:`, which only change drawing and which the engine does not declare, and
        // strokeBorder's content defaults to `.foreground` where the engine's requires one. The
        // `?? ForegroundStyle()` and `?? 1` below are those SwiftUI defaults (Apple's
        // Shape.fill(_:style:), stroke(_:lineWidth:antialiased:), strokeBorder(_:lineWidth:antialiased:)).
        let styleParameter = Parameter(nil, .bridged(ShapeStyleValue.self), name: "content", default: true)
        b.method("fill", [styleParameter, Parameter("style", .any, name: "fillStyle", default: true)]) { (value: ShapeValue, a) in
            .view(ViewValue(.view(fill(value.shape, try a.optional("content", ShapeStyleValue.self)?.style ?? ForegroundStyle())), source: nil))
        }
        b.method("stroke", [styleParameter, .optional("lineWidth", CGFloat.self), Parameter("antialiased", .any, default: true)]) { (value: ShapeValue, a) in
            .view(ViewValue(.view(stroke(value.shape, try a.optional("content", ShapeStyleValue.self)?.style ?? ForegroundStyle(),
                                         try a.length("lineWidth") ?? 1)), source: nil))
        }
        b.method("stroke", [styleParameter, Parameter("style", .any, name: "strokeStyle"), Parameter("antialiased", .any, default: true)]) {
            (value: ShapeValue, a) in
            .view(ViewValue(.view(stroke(value.shape, try a.optional("content", ShapeStyleValue.self)?.style ?? ForegroundStyle(),
                                         lineWidth(of: a.value("strokeStyle")))), source: nil))
        }
        b.method("strokeBorder", [styleParameter, .optional("lineWidth", CGFloat.self), Parameter("antialiased", .any, default: true)]) {
            (value: ShapeValue, a) in
            .view(ViewValue(.view(strokeBorder(value.shape, try a.optional("content", ShapeStyleValue.self)?.style ?? ForegroundStyle(),
                                               try a.length("lineWidth") ?? 1)), source: nil))
        }
        b.method("strokeBorder", [styleParameter, Parameter("style", .any, name: "strokeStyle"), Parameter("antialiased", .any, default: true)]) {
            (value: ShapeValue, a) in
            .view(ViewValue(.view(strokeBorder(value.shape, try a.optional("content", ShapeStyleValue.self)?.style ?? ForegroundStyle(),
                                               lineWidth(of: a.value("strokeStyle")))), source: nil))
        }
        // Shape transforms change only the path drawn; the view still takes its proposal.
        for name in ["trim", "inset", "rotation", "offset", "scale", "transform", "size", "union", "intersection", "subtracting"] {
            b.method(name, [.anyArguments]) { (value: ShapeValue, _) in value.asValue }
        }
    }

    private static func fill(_ shape: any Shape, _ style: any ShapeStyle) -> AnyView { fill(shape, opening: style) }
    private static func fill(_ shape: some Shape, opening style: some ShapeStyle) -> AnyView { AnyView(shape.fill(style)) }
    private static func stroke(_ shape: any Shape, _ style: any ShapeStyle, _ width: CGFloat) -> AnyView {
        stroke(shape, opening: style, width)
    }
    private static func stroke(_ shape: some Shape, opening style: some ShapeStyle, _ width: CGFloat) -> AnyView {
        AnyView(shape.stroke(style, lineWidth: width))
    }
    private static func strokeBorder(_ shape: any Shape, _ style: any ShapeStyle, _ width: CGFloat) -> AnyView {
        strokeBorder(shape, opening: style, width)
    }
    private static func strokeBorder(_ shape: some Shape, opening style: some ShapeStyle, _ width: CGFloat) -> AnyView {
        AnyView(shape.strokeBorder(style, lineWidth: width))
    }

    /// `StrokeStyle(lineWidth: 4, dash: [2])`: its line width (1 by default).
    private static func lineWidth(of style: Value?) -> CGFloat {
        guard case let .native(drawing as DrawingValue)? = style?.unwrapped,
              let range = drawing.text.range(of: "lineWidth: ") else { return 1 }
        let number = drawing.text[range.upperBound...].prefix { $0.isNumber || $0 == "." }
        return CGFloat(Double(number) ?? 1)
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
            ShapeValue.extract(a.value("shape") ?? .none)?.shape ?? AnyShape(named: "AnyShape")
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

import Foundation

/// A type that can fill or stroke a shape; LayoutLab keeps it as a drawing attribute.
public protocol ShapeStyle {
    /// How the style appears in a node's attributes.
    var _styleDescription: String { get }
}

/// A colour: a view that takes whatever space it is offered (spec §2.1), and a shape style.
public struct Color: View, PrimitiveView, ShapeStyle, Hashable, Sendable {
    public typealias Body = Never
    let name: String

    init(name: String) { self.name = name }

    public init(_ name: String) { self.name = name }
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        name = "rgb(\(red), \(green), \(blue)\(opacity == 1 ? "" : ", \(opacity)"))"
    }
    public init(white: Double, opacity: Double = 1) { name = "white(\(white))" }
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        name = "hsb(\(hue), \(saturation), \(brightness))"
    }

    public static let red = Color(name: "red")
    public static let orange = Color(name: "orange")
    public static let yellow = Color(name: "yellow")
    public static let green = Color(name: "green")
    public static let mint = Color(name: "mint")
    public static let teal = Color(name: "teal")
    public static let cyan = Color(name: "cyan")
    public static let blue = Color(name: "blue")
    public static let indigo = Color(name: "indigo")
    public static let purple = Color(name: "purple")
    public static let pink = Color(name: "pink")
    public static let brown = Color(name: "brown")
    public static let white = Color(name: "white")
    public static let gray = Color(name: "gray")
    public static let black = Color(name: "black")
    public static let clear = Color(name: "clear")
    public static let primary = Color(name: "primary")
    public static let secondary = Color(name: "secondary")
    public static let accentColor = Color(name: "accentColor")

    public func opacity(_ opacity: Double) -> Color { Color(name: "\(name) @ \(opacity)") }

    public var _styleDescription: String { name }

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        [builder.add(.leaf(ShapeLayout.color), kind: "Color", label: name)]
    }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var white: Color { .white }
    public static var gray: Color { .gray }
    public static var black: Color { .black }
    public static var clear: Color { .clear }
}

/// The foreground style's levels (`.primary`, `.secondary`, …).
public struct HierarchicalShapeStyle: ShapeStyle, Sendable {
    let level: String
    public var _styleDescription: String { level }
    public static let primary = HierarchicalShapeStyle(level: "primary")
    public static let secondary = HierarchicalShapeStyle(level: "secondary")
    public static let tertiary = HierarchicalShapeStyle(level: "tertiary")
    public static let quaternary = HierarchicalShapeStyle(level: "quaternary")
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// The current foreground style, and the tint.
public struct ForegroundStyle: ShapeStyle, Sendable {
    public init() {}
    public var _styleDescription: String { "foreground" }
}

public struct TintShapeStyle: ShapeStyle, Sendable {
    public init() {}
    public var _styleDescription: String { "tint" }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

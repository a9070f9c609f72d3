import Foundation

/// A 2D shape: a view that takes the space it is offered (spec §2.1). A custom shape that
/// only implements `path(in:)` sizes like Rectangle.
public protocol Shape: View {
    func path(in rect: CGRect) -> Path
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public var body: _ShapeView<Self> { _ShapeView(shape: self, style: nil) }

    // SwiftUI's iOS 17 signatures (Apple's Shape.fill(_:style:), stroke(_:lineWidth:antialiased:),
    // stroke(_:style:antialiased:)); the fill style, antialiasing and the stroke's dash, cap and
    // join change only drawing, so only the line width is recorded.
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: NodeAttribute("fill", content._styleDescription))
    }

    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: NodeAttribute("stroke", "\(content._styleDescription), \(lineWidth.swiftDescription)"))
    }

    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        stroke(content, lineWidth: style.lineWidth)
    }

    /// Stroked with the foreground style, as SwiftUI's `stroke(lineWidth:)` is.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self> { stroke(ForegroundStyle(), lineWidth: lineWidth) }

    public func stroke(style: StrokeStyle) -> _ShapeView<Self> { stroke(ForegroundStyle(), lineWidth: style.lineWidth) }

    // strokeBorder is InsettableShape's in SwiftUI (Apple's InsettableShape.strokeBorder(_:lineWidth:antialiased:)
    // and its three siblings); every shape the engine models insets, so it is declared on Shape.
    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: NodeAttribute("strokeBorder", "\(content._styleDescription), \(lineWidth.swiftDescription)"))
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        strokeBorder(content, lineWidth: style.lineWidth)
    }

    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        strokeBorder(ForegroundStyle(), lineWidth: lineWidth)
    }

    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        strokeBorder(ForegroundStyle(), lineWidth: style.lineWidth)
    }
}

/// How a shape's interior is filled: the even-odd rule and antialiasing change only drawing.
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// How a shape's outline is stroked. Only the line width is modelled (it sets a border's
/// inset); SwiftUI's `lineCap:` and `lineJoin:` (CoreGraphics types) change only drawing.
public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// A shape drawn with a style.
public struct _ShapeView<Content: Shape>: View, PrimitiveView {
    public typealias Body = Never
    let shape: Content
    let style: NodeAttribute?

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        let shape = shape
        let layout = Content.self == Circle.self
            ? ShapeLayout(sizing: .square, hasSizeCache: true)
            : ShapeLayout(sizing: .custom { shape.sizeThatFits($0) }, hasSizeCache: true)
        let attributes = ShapeAttributes.of(shape) + (style.map { [$0] } ?? [])
        let kind = (shape as? AnyShape)?.name ?? String(describing: Content.self)
        return [builder.add(.leaf(layout), kind: kind, attributes: attributes)]
    }
}

extension _ShapeView: @unchecked Sendable {}

/// Layout-relevant facts about built-in shapes, recorded as attributes.
enum ShapeAttributes {
    static func of(_ shape: some Shape) -> [NodeAttribute] {
        if let rounded = shape as? RoundedRectangle {
            return [NodeAttribute("cornerRadius", rounded.cornerSize.width.swiftDescription)]
        }
        return []
    }
}

public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

public struct Rectangle: Shape, Sendable {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

public struct RoundedRectangle: Shape, Sendable {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

public struct Capsule: Shape, Sendable {
    public init(style: RoundedCornerStyle = .continuous) {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

public struct Ellipse: Shape, Sendable {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

public struct Circle: Shape, Sendable {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { ShapeLayout.square(proposal) }
}

/// A type-erased shape (mirrors SwiftUI's `AnyShape`): it sizes as the shape it wraps. A
/// shape declared in a SwiftUI file (its `path(in:)` is not run) takes the proposal, as
/// Rectangle does (spec §2.1), and keeps its own name in the view tree.
public struct AnyShape: Shape, @unchecked Sendable {
    @_spi(Interpreter) public let name: String
    private let sizing: (ProposedViewSize) -> CGSize

    public init<S: Shape>(_ shape: S) {
        name = String(describing: S.self)
        sizing = { shape.sizeThatFits($0) }
    }

    @_spi(Interpreter) public init(named name: String) {
        self.name = name
        sizing = { $0.replacingUnspecifiedDimensions() }
    }

    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { sizing(proposal) }
}

/// The outline of a shape. LayoutLab does not draw, so a path only keeps its bounds.
public struct Path: Sendable {
    public private(set) var boundingRect: CGRect = .null

    public init() {}
    public init(_ rect: CGRect) { boundingRect = rect }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) { boundingRect = rect }
    public init(ellipseIn rect: CGRect) { boundingRect = rect }
    public init(_ build: (inout Path) -> Void) { build(&self) }

    private mutating func include(_ point: CGPoint) {
        boundingRect = boundingRect.union(CGRect(origin: point, size: .zero))
    }

    public mutating func move(to point: CGPoint) { include(point) }
    public mutating func addLine(to point: CGPoint) { include(point) }
    public mutating func addLines(_ points: [CGPoint]) { points.forEach { include($0) } }
    public mutating func addRect(_ rect: CGRect) { boundingRect = boundingRect.union(rect) }
    public mutating func addEllipse(in rect: CGRect) { boundingRect = boundingRect.union(rect) }
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) { include(point); include(control) }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        include(point); include(control1); include(control2)
    }
    public mutating func closeSubpath() {}
}

import Foundation

/// Arranges its views in a vertical line (spec §6).
public struct VStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        let stack = StackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing)
        return [builder.add(.container(stack), kind: "VStack", attributes: stack.attributes, children: buildView(content, into: builder))]
    }
}

/// Arranges its views in a horizontal line (spec §6).
public struct HStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        let stack = StackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing)
        return [builder.add(.container(stack), kind: "HStack", attributes: stack.attributes, children: buildView(content, into: builder))]
    }
}

/// Overlays its views, aligned in both axes (spec §7).
public struct ZStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        [builder.add(.container(ZStackLayout(alignment: alignment)), kind: "ZStack",
                     attributes: [NodeAttribute("alignment", alignment.name)], children: buildView(content, into: builder))]
    }
}

extension StackLayout {
    var attributes: [NodeAttribute] {
        [NodeAttribute("alignment", alignment.name), NodeAttribute("spacing", spacing?.swiftDescription ?? "nil")]
    }
}

/// Picks the first of its views that fits the proposal along `axes` (spec §8).
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        let names = [axes.contains(.horizontal) ? "horizontal" : nil, axes.contains(.vertical) ? "vertical" : nil]
        return [builder.add(.container(ViewThatFitsLayout(axes: axes)), kind: "ViewThatFits",
                            attributes: [NodeAttribute("axes", names.compactMap { $0 }.joined(separator: ", "))],
                            children: buildView(content, into: builder))]
    }
}

/// A view that gives its content its own size (spec §2.6).
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        let content = content
        return [builder.add(.container(GeometryReaderLayout { AnyView(content($0)) }), kind: "GeometryReader")]
    }
}

/// The size and frame of a GeometryReader, as its content sees them.
public struct GeometryProxy: Sendable {
    /// The layout size: geometry effects (offset, scale, rotation) leave it unchanged.
    public let size: CGSize
    public let safeAreaInsets: EdgeInsets
    /// Where the view is drawn, geometry effects included (issue 33 rule 5).
    let globalFrame: CGRect

    init(size: CGSize, safeAreaInsets: EdgeInsets, globalFrame: CGRect) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.globalFrame = globalFrame
    }

    init(size: CGSize, safeAreaInsets: EdgeInsets, globalOrigin: CGPoint) {
        self.init(size: size, safeAreaInsets: safeAreaInsets, globalFrame: CGRect(origin: globalOrigin, size: size))
    }

    /// UNCERTAIN: anchors are converted into the proxy's space by its drawn origin alone, not
    /// through the inverse of a scale or rotation on the reader.
    var globalOrigin: CGPoint { globalFrame.origin }

    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .global: globalFrame
        case .local: CGRect(origin: .zero, size: size)
        }
    }
}

public enum CoordinateSpace: Hashable, Sendable { case global, local }

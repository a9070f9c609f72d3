import Foundation

// The modifiers that take part in layout. Each wraps the view in a node whose algorithm
// lives in Layout/Modifiers or Layout/Containers.

extension View {
    /// A fixed frame (spec §3.1).
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        let layout = FixedFrameLayout(width: width, height: height, alignment: alignment)
        var attributes: [NodeAttribute] = []
        if let width { attributes.append(NodeAttribute("width", width.swiftDescription)) }
        if let height { attributes.append(NodeAttribute("height", height.swiftDescription)) }
        if alignment != .center { attributes.append(NodeAttribute("alignment", alignment.name)) }
        let invalid = [width, height].contains { $0.map { LengthRule.dimension.problem(with: $0) != nil } ?? false }
        if invalid { attributes.append(NodeAttribute("warning", "Invalid frame dimension (negative or non-finite).")) }
        return wrapped(in: .unary(layout), kind: "frame", attributes: attributes)
    }

    /// A flexible frame (spec §3.2).
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        let layout = FlexFrameLayout(
            width: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
            height: .init(min: minHeight, ideal: idealHeight, max: maxHeight),
            alignment: alignment)
        let arguments: [(String, CGFloat?)] = [
            ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
            ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight),
        ]
        var attributes = arguments.compactMap { name, value in value.map { NodeAttribute(name, $0.swiftDescription) } }
        if alignment != .center { attributes.append(NodeAttribute("alignment", alignment.name)) }
        if layout.isContradictory {
            attributes.append(NodeAttribute("warning", "Contradictory frame constraints specified."))
        }
        return wrapped(in: .unary(layout), kind: "frame", attributes: attributes)
    }

    /// Padding on all edges: `length`, or the default 16 (spec §4.1).
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let insets = EdgeInsets(length ?? PaddingLayout.defaultLength, edges: edges)
        return padding(insets)
    }

    /// Padding "appropriate for the current scene": on iOS, iPadOS, macOS, tvOS and visionOS the
    /// default padding (Apple doc `scenePadding(_:)`: "In other platforms, scene padding produces
    /// the same default padding that you get from the padding(_:_:) modifier"); only watchOS differs.
    public func scenePadding(_ edges: Edge.Set = .all) -> some View {
        padding(edges).attribute("scenePadding", Edge.allCases.filter { edges.contains(Edge.Set($0)) }.map { "\($0)" }.joined(separator: ", "))
    }

    public func padding(_ insets: EdgeInsets) -> some View {
        let attributes = [
            NodeAttribute("insets", [insets.top, insets.leading, insets.bottom, insets.trailing]
                .map(\.swiftDescription).joined(separator: ", ")),
        ]
        return wrapped(in: .unary(PaddingLayout(insets: insets)), kind: "padding", attributes: attributes)
    }

    /// Proposes nil on the fixed axes (spec §4.2).
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        wrapped(in: .unary(FixedSizeLayout(horizontal: horizontal, vertical: vertical)), kind: "fixedSize",
                attributes: [NodeAttribute("horizontal", "\(horizontal)"), NodeAttribute("vertical", "\(vertical)")])
    }

    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// Constrains the proposal to an aspect ratio (spec §4.3).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        var attributes = [NodeAttribute("contentMode", contentMode == .fit ? "fit" : "fill")]
        if let aspectRatio { attributes.insert(NodeAttribute("ratio", aspectRatio.swiftDescription), at: 0) }
        return wrapped(in: .unary(AspectRatioLayout(ratio: aspectRatio, contentMode: contentMode)),
                       kind: "aspectRatio", attributes: attributes)
    }

    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }
    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }

    /// The priority the enclosing stack reads (spec §4.4).
    public func layoutPriority(_ value: Double) -> some View {
        wrapped(in: .unary(LayoutPriorityLayout(priority: value)), kind: "layoutPriority",
                attributes: [NodeAttribute("priority", "\(value)")])
    }

    /// Overrides one alignment guide of this view (spec §1.3).
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        wrapped(in: .container(AlignmentGuideLayout(key: g.key, computeValue: computeValue)), kind: "alignmentGuide",
                attributes: [NodeAttribute("guide", g.key.name)])
    }

    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        wrapped(in: .container(AlignmentGuideLayout(key: g.key, computeValue: computeValue)), kind: "alignmentGuide",
                attributes: [NodeAttribute("guide", g.key.name)])
    }

    /// Extends the view under the safe area on `edges` (spec §4.6).
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        wrapped(in: .unary(SafeAreaIgnoringLayout(regions: regions, edges: edges)), kind: "ignoresSafeArea",
                attributes: [NodeAttribute("edges", edges.names)])
    }

    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { ignoresSafeArea(.all, edges: edges) }

    /// Puts `content` beside this view along a vertical edge.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        safeAreaInset(SafeAreaInsetLayout(edge: edge.edge, alignment: alignment.key, spacing: spacing), content())
    }

    /// Puts `content` beside this view along a horizontal edge.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        safeAreaInset(SafeAreaInsetLayout(edge: edge.edge, alignment: alignment.key, spacing: spacing), content())
    }

    /// iOS 26's custom bar along a vertical edge: laid out as `safeAreaInset` (it adds the bar
    /// and the spacing to the content's safe area, Apple's documentation: "same signature");
    /// what it adds is registering the bar for the scroll edge effect, drawing only (platforms
    /// §2.1: medium, the layout is inferred).
    public func safeAreaBar<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        safeAreaInset(SafeAreaInsetLayout(edge: edge.edge, alignment: alignment.key, spacing: spacing), content(), kind: "safeAreaBar")
    }

    /// iOS 26's custom bar along a horizontal edge, laid out as `safeAreaInset`.
    public func safeAreaBar<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        safeAreaInset(SafeAreaInsetLayout(edge: edge.edge, alignment: alignment.key, spacing: spacing), content(), kind: "safeAreaBar")
    }

    private func safeAreaInset<V: View>(_ layout: SafeAreaInsetLayout, _ content: V, kind: String = "safeAreaInset") -> some View {
        NodeModifierView(content: self) { builder, ids in
            ids.map { id in
                let inset = implicitZStack(buildView(content, into: builder), builder)
                return builder.add(.container(layout), kind: kind,
                                   attributes: [NodeAttribute("edge", "\(layout.edge)")], children: [id, inset])
            }
        }
    }

    /// Layers `content` in front of this view, sized to it (spec §5).
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        secondaryLayer(.overlay, alignment, content())
    }

    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        secondaryLayer(.overlay, alignment, overlay)
    }

    /// Layers `content` behind this view, sized to it (spec §5).
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        secondaryLayer(.background, alignment, content())
    }

    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        secondaryLayer(.background, alignment, background)
    }

    /// A border: an overlay of a stroked Rectangle (spec §5).
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        secondaryLayer(.overlay, .center, Rectangle().strokeBorder(content, lineWidth: width), kind: "border")
    }

    /// A shape style filling this view's bounds: drawing only, no layout (spec §5).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        attribute("background", style._styleDescription)
    }

    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        attribute("overlay", style._styleDescription)
    }

    /// The environment's background style filling this view's bounds (Apple's
    /// `background(ignoresSafeAreaEdges:)`, iOS 15): drawing only, no layout (spec §5).
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        attribute("background", "background")
    }

    /// A shape filled with a style, behind or over this view at its bounds (Apple's
    /// `background(_:in:fillStyle:)`, `background(in:fillStyle:)` and `overlay(_:in:fillStyle:)`,
    /// iOS 15): drawing only, no layout (spec §5). SwiftUI declares each twice, for a `Shape` and
    /// an `InsettableShape`; both draw the shape at the view's bounds, so one is declared here.
    /// Without a style, the shape is filled with the environment's background style.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        attribute("background", "\(style._styleDescription) in \(shape)")
    }

    public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        attribute("background", "background in \(shape)")
    }

    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        attribute("overlay", "\(style._styleDescription) in \(shape)")
    }

    private func secondaryLayer<V: View>(
        _ role: SecondaryLayerLayout.Role, _ alignment: Alignment, _ content: V, kind: String? = nil
    ) -> some View {
        NodeModifierView(content: self) { builder, ids in
            ids.map { id in
                let secondary = implicitZStack(buildView(content, into: builder), builder)
                var attributes: [NodeAttribute] = []
                if alignment != .center { attributes.append(NodeAttribute("alignment", alignment.name)) }
                return builder.add(.container(SecondaryLayerLayout(role: role, alignment: alignment)),
                                   kind: kind ?? role.rawValue, attributes: attributes, children: [id, secondary])
            }
        }
    }
}

/// Several views as a secondary layer or inset content form an implicit ZStack (spec §5);
/// none form an empty one.
func implicitZStack(_ ids: [Int], _ builder: TreeBuilder) -> Int {
    if ids.count == 1 { return ids[0] }
    return builder.add(.container(ZStackLayout(alignment: .center)), kind: "ZStack",
                       attributes: [NodeAttribute("implicit", "true")], children: ids)
}

public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension Edge.Set {
    var names: String {
        if self == .all { return "all" }
        return Edge.allCases.filter { contains(Edge.Set($0)) }.map { "\($0)" }.joined(separator: ", ")
    }
}

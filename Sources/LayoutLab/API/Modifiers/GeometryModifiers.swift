import Foundation

// `.position` and `.containerRelativeFrame`: layout modifiers whose algorithms live in
// Layout/Modifiers/Position.swift and ContainerRelativeFrame.swift (spec §20).

extension View {
    /// Centres this view at `position` in a view that takes the whole proposal (spec §20.1).
    public func position(_ position: CGPoint) -> some View {
        wrapped(in: .unary(PositionLayout(position: position)), kind: "position",
                attributes: [NodeAttribute("x", position.x.swiftDescription), NodeAttribute("y", position.y.swiftDescription)])
    }

    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }

    /// A frame as long as the nearest container along `axes` (spec §20.3).
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(ContainerRelativeFrameLayout(axes: axes, length: .container, alignment: alignment), [])
    }

    /// A frame `span` of `count` columns (or rows) of the nearest container, `spacing` apart (spec §20.3).
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        var attributes = [NodeAttribute("count", "\(count)")]
        if span != 1 { attributes.append(NodeAttribute("span", "\(span)")) }
        attributes.append(NodeAttribute("spacing", spacing.swiftDescription))
        if count < 1 || span < 1 { attributes.append(NodeAttribute("warning", "count and span must be at least 1.")) }
        return containerRelativeFrame(
            ContainerRelativeFrameLayout(axes: axes, length: .grid(count: count, span: span, spacing: spacing), alignment: alignment),
            attributes)
    }

    /// A frame whose length along each of `axes` is `length(container length, axis)` (spec §20.3).
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        containerRelativeFrame(ContainerRelativeFrameLayout(axes: axes, length: .custom(length), alignment: alignment),
                               [NodeAttribute("length", "closure")])
    }

    private func containerRelativeFrame(_ layout: ContainerRelativeFrameLayout, _ parameters: [NodeAttribute]) -> some View {
        var attributes = [NodeAttribute("axes", layout.axes.names)] + parameters
        if layout.alignment != .center { attributes.append(NodeAttribute("alignment", layout.alignment.name)) }
        return wrapped(in: .unary(layout), kind: "containerRelativeFrame", attributes: attributes)
    }
}

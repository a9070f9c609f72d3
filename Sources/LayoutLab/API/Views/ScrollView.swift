import Foundation

/// A scrollable view (spec §16). Positions are those at scroll offset 0.
public struct ScrollView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let axes: Axis.Set
    let showsIndicators: Bool
    let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        // Several views inside a ScrollView are stacked vertically, whatever the axes, as at
        // the root (spec §9) [INF: a horizontal ScrollView without an HStack shows its views in
        // a column]; none leave it empty.
        let content = implicitVStack(buildView(content, into: builder), builder)
        return [builder.add(
            .container(ScrollViewLayout(axes: axes)), kind: "ScrollView",
            attributes: [NodeAttribute("axes", axes.names), NodeAttribute("showsIndicators", "\(showsIndicators)")],
            children: content)]
    }
}

/// A view list of several views as one implicit VStack, as SwiftUI stacks a ScrollView's views.
private func implicitVStack(_ ids: [Int], _ builder: TreeBuilder) -> [Int] {
    guard ids.count > 1 else { return ids }
    let stack = StackLayout(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil)
    return [builder.add(.container(stack), kind: "VStack", attributes: [NodeAttribute("implicit", "true")], children: ids)]
}

/// Gives its content a proxy to scroll with (spec §16.5): laid out as its content, with no
/// node of its own. Scrolling is not part of layout, so the proxy does nothing here.
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: (ScrollViewProxy) -> Content) {
        self.content = content(ScrollViewProxy())
    }

    func buildNodes(into builder: TreeBuilder) -> [Int] { buildView(content, into: builder) }
}

/// Scrolls the ScrollViews inside a `ScrollViewReader` (mirrors SwiftUI). Layout is at
/// offset 0, so scrolling changes nothing LayoutLab models.
public struct ScrollViewProxy: Sendable {
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

import Foundation

// Bridges a user's `Layout` into the engine (spec §1.4, §1.5; OSU `ViewLayoutEngine`):
// its sizes are memoised like any layout's, its alignment answers are kept per size and
// guide, and its `placeSubviews` runs once more at the origin when a parent asks for a guide.

/// A custom layout, type-erased.
class AnyLayoutBox {
    var kindName: String { "Layout" }
    var label: String? { nil }
    var inspectorTag: InspectorTag? { nil }
    var stackOrientation: Axis? { nil }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, state: NodeState) -> CGSize {
        preconditionFailure("abstract")
    }

    func explicitAlignment(_ key: AlignmentKey, at size: ViewSize, subviews: LayoutSubviews, state: NodeState) -> CGFloat? {
        preconditionFailure("abstract")
    }

    func childGeometries(at size: ViewSize, origin: CGPoint, subviews: LayoutSubviews, state: NodeState) -> [ChildGeometry] {
        preconditionFailure("abstract")
    }

    func spacing(subviews: LayoutSubviews, state: NodeState) -> ViewSpacing {
        preconditionFailure("abstract")
    }
}

final class LayoutBox<L: Layout>: AnyLayoutBox {
    let layout: L

    init(_ layout: L) { self.layout = layout }

    override var kindName: String {
        layout is LayoutProcessInspector ? "inspectLayoutProcess" : String(describing: L.self)
    }

    override var label: String? { inspectorTag?.tag }

    override var inspectorTag: InspectorTag? {
        (layout as? LayoutProcessInspector).map { InspectorTag(tag: $0.tag, printPosition: $0.printPosition) }
    }

    override var stackOrientation: Axis? { L.layoutProperties.stackOrientation }

    /// Runs `body` with the layout's cache, made on first use and kept in the node's state.
    private func withCache<T>(_ state: NodeState, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> T) -> T {
        var cache = (state.layoutCache as? L.Cache) ?? layout.makeCache(subviews: subviews)
        let result = body(&cache)
        state.layoutCache = cache
        return result
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, state: NodeState) -> CGSize {
        withCache(state, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func explicitAlignment(
        _ key: AlignmentKey, at size: ViewSize, subviews: LayoutSubviews, state: NodeState
    ) -> CGFloat? {
        if state.alignmentValuesSize != size {
            state.alignmentValuesSize = size
            state.alignmentValues.removeAll()
            state.alignmentGeometry = nil
        }
        if let value = state.alignmentValues.find(key) { return value }
        let bounds = CGRect(origin: .zero, size: size.value)
        let value = withCache(state, subviews) { cache in
            key.axis == .horizontal
                ? layout.explicitAlignment(
                    of: HorizontalAlignment(key), in: bounds, proposal: size.proposal, subviews: subviews, cache: &cache)
                : layout.explicitAlignment(
                    of: VerticalAlignment(key), in: bounds, proposal: size.proposal, subviews: subviews, cache: &cache)
        }
        state.alignmentValues.insert(key, value)
        return value
    }

    override func childGeometries(
        at size: ViewSize, origin: CGPoint, subviews: LayoutSubviews, state: NodeState
    ) -> [ChildGeometry] {
        // Placed at the origin with the size of the last alignment query: reuse that placement.
        if origin == .zero, let cached = state.alignmentGeometry, cached.size == size {
            return cached.children
        }
        let bounds = CGRect(origin: origin, size: size.value)
        return subviews.engine.collectPlacements(subviews.container, size: size, origin: origin) {
            withCache(state, subviews) {
                layout.placeSubviews(in: bounds, proposal: size.proposal, subviews: subviews, cache: &$0)
            }
        }
    }

    override func spacing(subviews: LayoutSubviews, state: NodeState) -> ViewSpacing {
        withCache(state, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }
}

extension HorizontalAlignment {
    init(_ key: AlignmentKey) { self.init(key.id) }
}

extension VerticalAlignment {
    init(_ key: AlignmentKey) { self.init(key.id) }
}

/// `MyLayout { content }`: a custom layout node whose subviews are the content's views.
struct CustomLayoutView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let box: AnyLayoutBox
    let content: Content

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        let children = buildView(content, into: builder)
        return [builder.add(.custom(box), kind: box.kindName, label: box.label, children: children)]
    }
}

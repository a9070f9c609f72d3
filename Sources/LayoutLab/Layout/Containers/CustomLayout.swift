import Foundation

// Bridges a user's `Layout` into the engine (spec §1.4, §1.5; OSU `ViewLayoutEngine`):
// its sizes are memoised like any layout's, its alignment answers are kept per size and
// guide, and its `placeSubviews` runs once more at the origin when a parent asks for a guide.

/// A custom layout node, and what it keeps between queries.
final class CustomLayoutComputer: NodeComputer {
    let box: AnyLayoutBox
    /// The layout's `Cache`, made on first use.
    var layoutCache: Any?
    /// The placement at the origin made for alignment queries, kept for one size.
    var alignmentGeometry: (size: ViewSize, children: [ChildGeometry])?

    init(engine: LayoutEngine, node: Int, children: [Int], box: AnyLayoutBox) {
        self.box = box
        super.init(engine: engine, node: node, children: children)
    }

    private var subviews: LayoutSubviews { LayoutSubviews(engine: engine, container: node, range: 0..<children.count) }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        box.sizeThatFits(proposal, subviews: subviews, state: self)
    }
    override func childGeometries(at size: ViewSize, origin: CGPoint) -> [ChildGeometry] {
        box.childGeometries(at: size, origin: origin, subviews: subviews, state: self)
    }
    override func explicitAlignment(_ key: AlignmentKey, at size: ViewSize) -> CGFloat? {
        memoizedAlignment(key, at: size) { box.explicitAlignment(key, at: size, subviews: subviews, state: self) }
    }

    override func alignmentSizeDidChange() { alignmentGeometry = nil }
    override var layoutPriority: Double { children.isEmpty ? -.infinity : 0 }
    override var spacing: Spacing { box.spacing(subviews: subviews, state: self).spacing }
    override func orientation(ofChildAt order: Int) -> ChildOrientation { box.stackOrientation.map { .stack($0) } ?? .layered }

    /// The default alignment of a custom layout: run its `placeSubviews` at the origin with
    /// its current size and merge the placed subviews' explicit guides (spec §1.5). The
    /// placement is kept per size, so asking for a second guide does not place again.
    override func mergedChildAlignment(_ key: AlignmentKey, size: ViewSize, placeSubviews: () -> Void) -> CGFloat? {
        let placed: [ChildGeometry]
        if let cached = alignmentGeometry, cached.size == size {
            placed = cached.children
        } else {
            placed = engine.collectPlacements(node, size: size, origin: .zero, placeSubviews: placeSubviews)
            alignmentGeometry = (size, placed)
        }
        return combinedAlignment(key, of: placed, origin: .zero)
    }
}

/// A `Layout` that names its nodes in the trace itself, instead of by its Swift type's name: a
/// layout that runs another one (the source front end's interpreted layouts) gives the name of
/// the layout it runs, so traces read as they would with the layout compiled.
public protocol TraceNamedLayout: Layout {
    var traceName: String { get }
}

/// A layout whose properties belong to each value rather than to its type: a layout the source
/// front end interprets is one Swift type for every layout a file declares.
@_spi(Interpreter) public protocol InstanceLayoutProperties {
    var instanceLayoutProperties: LayoutProperties { get }
}

/// A custom layout, type-erased.
class AnyLayoutBox: ContainerLayout {
    var kindName: String { "Layout" }
    var label: String? { nil }
    var inspectorTag: InspectorTag? { nil }
    var stackOrientation: Axis? { nil }

    func makeComputer(engine: LayoutEngine, node: Int, children: [Int]) -> NodeComputer {
        CustomLayoutComputer(engine: engine, node: node, children: children, box: self)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, state: CustomLayoutComputer) -> CGSize {
        preconditionFailure("abstract")
    }

    func explicitAlignment(_ key: AlignmentKey, at size: ViewSize, subviews: LayoutSubviews, state: CustomLayoutComputer) -> CGFloat? {
        preconditionFailure("abstract")
    }

    func childGeometries(at size: ViewSize, origin: CGPoint, subviews: LayoutSubviews, state: CustomLayoutComputer) -> [ChildGeometry] {
        preconditionFailure("abstract")
    }

    func spacing(subviews: LayoutSubviews, state: CustomLayoutComputer) -> ViewSpacing {
        preconditionFailure("abstract")
    }
}

final class LayoutBox<L: Layout>: AnyLayoutBox {
    let layout: L

    init(_ layout: L) { self.layout = layout }

    override var kindName: String {
        (layout as? any TraceNamedLayout)?.traceName ?? String(describing: L.self)
    }

    override var label: String? { inspectorTag?.tag }

    override var inspectorTag: InspectorTag? {
        (layout as? any InspectorTagged)?.inspectorTag
    }

    override var stackOrientation: Axis? {
        (layout as? any InstanceLayoutProperties)?.instanceLayoutProperties.stackOrientation ?? L.layoutProperties.stackOrientation
    }

    /// Runs `body` with the layout's cache, made on first use and kept in the node's state.
    private func withCache<T>(_ state: CustomLayoutComputer, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> T) -> T {
        var cache = (state.layoutCache as? L.Cache) ?? layout.makeCache(subviews: subviews)
        let result = body(&cache)
        state.layoutCache = cache
        return result
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, state: CustomLayoutComputer) -> CGSize {
        withCache(state, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func explicitAlignment(
        _ key: AlignmentKey, at size: ViewSize, subviews: LayoutSubviews, state: CustomLayoutComputer
    ) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: size.value)
        return withCache(state, subviews) { cache in
            key.axis == .horizontal
                ? layout.explicitAlignment(
                    of: HorizontalAlignment(key: key), in: bounds, proposal: size.proposal, subviews: subviews, cache: &cache)
                : layout.explicitAlignment(
                    of: VerticalAlignment(key: key), in: bounds, proposal: size.proposal, subviews: subviews, cache: &cache)
        }
    }

    override func childGeometries(
        at size: ViewSize, origin: CGPoint, subviews: LayoutSubviews, state: CustomLayoutComputer
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

    override func spacing(subviews: LayoutSubviews, state: CustomLayoutComputer) -> ViewSpacing {
        withCache(state, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }
}

/// `MyLayout { content }`: a custom layout node whose subviews are the content's views.
struct CustomLayoutView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let box: AnyLayoutBox
    let content: Content

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        let children = buildView(content, into: builder)
        return [builder.add(.container(box), kind: box.kindName, label: box.label, children: children)]
    }
}

import Foundation

/// Runs SwiftUI's layout process over a `ViewTree`: the parent proposes, the child reports,
/// the parent places. Dispatches each query to the node's algorithm, keeps each node's
/// memos (spec §1.4) and reports every query to the trace sink as it happens.
final class LayoutEngine {
    let tree: ViewTree
    let configuration: LayoutConfiguration
    private let sink: (any TraceSink)?

    private var layouts: [NodeLayout]
    private var children: [[Int]]
    private var states: [NodeState]
    private var frames: [CGRect?]

    private(set) var pass: TraceEvent.Pass = .sizing
    private var sequence = 0
    private var sizeQueries = 0
    private var diagnostics: [String] = []

    /// Where a custom layout's `LayoutSubview.place` calls land while its `placeSubviews` runs.
    private var placementBuffers: [[ChildGeometry?]] = []

    init(tree: ViewTree, configuration: LayoutConfiguration, sink: (any TraceSink)?) {
        self.tree = tree
        self.configuration = configuration
        self.sink = sink
        layouts = tree.nodes.map(\.layout)
        children = tree.nodes.map(\.children)
        states = tree.nodes.map { _ in NodeState() }
        frames = Array(repeating: nil, count: tree.count)
    }

    func run() -> LayoutResult {
        sink?.layoutWillBegin(tree: tree, configuration: configuration)
        let proposal = configuration.proposal
        pass = .sizing
        let size = sizeThatFits(0, proposal)
        pass = .placement
        place(0, at: ViewSize(size, proposal: proposal), origin: configuration.rootOrigin(for: size))
        let result = LayoutResult(
            tree: tree, rootProposal: proposal, frames: frames, sizeQueries: sizeQueries,
            eventCount: sequence, diagnostics: diagnostics)
        sink?.layoutDidEnd(result)
        return result
    }

    // MARK: - Sizing

    /// The size `node` reports for `proposal`, from its memo when it has one (spec §1.4).
    func sizeThatFits(_ node: Int, _ proposal: ProposedViewSize) -> CGSize {
        sizeQueries += 1
        let layout = layouts[node]
        guard layout.hasSizeCache else {
            emitQuery(node, proposal, .uncached)
            let size = computeSize(node, layout, proposal)
            emitReport(node, size, .uncached)
            return size
        }
        let state = states[node]
        if let size = state.sizeCache.find(proposal) {
            emitQuery(node, proposal, .hit)
            emitReport(node, size, .hit)
            return size
        }
        emitQuery(node, proposal, .miss)
        let size = computeSize(node, layout, proposal)
        state.sizeCache.insert(proposal, size)
        emitReport(node, size, .miss)
        return size
    }

    private func computeSize(_ node: Int, _ layout: NodeLayout, _ proposal: ProposedViewSize) -> CGSize {
        switch layout {
        case let .leaf(leaf):
            return leaf.sizeThatFits(proposal, in: leafContext(node))
        case let .unary(unary):
            return unary.sizeThatFits(in: proposal, child: proxy(children[node][0]))
        case .alignmentGuide, .secondaryLayer:
            return sizeThatFits(children[node][0], proposal)
        case .stack:
            return stackRuntime(node).sizeThatFits(proposal)
        case let .zStack(zStack):
            return zStack.sizeThatFits(proposal, children: proxies(node))
        case let .custom(box):
            return box.sizeThatFits(proposal, subviews: subviews(node), state: states[node])
        case let .viewThatFits(fits):
            return fits.sizeThatFits(proposal, candidates: proxies(node), state: states[node])
        case let .safeAreaInset(inset):
            return inset.sizeThatFits(proposal, primary: proxy(children[node][0]), inset: proxy(children[node][1]))
        case .geometryReader:
            return GeometryReaderLayout.sizeThatFits(proposal)
        }
    }

    /// A length along `axis`; Text answers some probes without measuring (spec §2.5).
    func lengthThatFits(_ node: Int, _ proposal: ProposedViewSize, _ axis: Axis) -> CGFloat {
        if case let .leaf(leaf) = layouts[node],
           let length = leaf.lengthThatFits(proposal, in: axis, context: leafContext(node)) {
            sizeQueries += 1
            emitQuery(node, proposal, .uncached)
            emit(TraceEvent(kind: .report, node: node, pass: pass, cache: .uncached, length: length, axis: axis))
            return length
        }
        return sizeThatFits(node, proposal)[axis]
    }

    // MARK: - Alignment

    func dimensions(_ node: Int, _ size: ViewSize) -> ViewDimensions {
        ViewDimensions(size: size) { [unowned self] key, size in self.explicitAlignment(node, key, at: size) }
    }

    /// The node's explicit value for a guide, or nil when it only has the default (spec §1.3).
    /// Containers and modifiers compute it from their children's placement, which can ask
    /// children for sizes: the hidden queries of spec §1.5.
    func explicitAlignment(_ node: Int, _ key: AlignmentKey, at size: ViewSize) -> CGFloat? {
        switch layouts[node] {
        case let .leaf(leaf):
            return leaf.explicitAlignment(key, at: size, in: leafContext(node))
        case .unary:
            let child = children[node][0]
            let placement = unaryPlacement(node, at: size, origin: .zero)
            let childSize = sizeThatFits(child, placement.proposal)
            guard let value = explicitAlignment(child, key, at: ViewSize(childSize, proposal: placement.proposal)) else {
                return nil
            }
            return placement.origin(childSize: childSize)[key.axis] + value
        case let .alignmentGuide(writer):
            let child = children[node][0]
            guard writer.key == key else { return explicitAlignment(child, key, at: size) }
            return writer.computeValue(dimensions(child, size))
        case .secondaryLayer:
            return explicitAlignment(children[node][0], key, at: size)
        case .stack:
            return stackRuntime(node).explicitAlignment(key, at: size)
        case .zStack, .viewThatFits:
            let placed = childGeometries(node, at: size, origin: .zero)
            return key.combineExplicit(placed.lazy.map { geometry in
                self.explicitAlignment(geometry.node, key, at: geometry.size).map { geometry.origin[key.axis] + $0 }
            })
        case let .custom(box):
            return box.explicitAlignment(key, at: size, subviews: subviews(node), state: states[node])
        case .safeAreaInset, .geometryReader:
            return nil
        }
    }

    /// The default alignment of a custom layout: run its `placeSubviews` at the origin with
    /// its current size and merge the placed subviews' explicit guides (spec §1.5). The
    /// placement is kept per size, so asking for a second guide does not place again.
    func mergedChildAlignment(
        _ node: Int, _ key: AlignmentKey, size: ViewSize, placeSubviews: () -> Void
    ) -> CGFloat? {
        let state = states[node]
        let placed: [ChildGeometry]
        if let cached = state.alignmentGeometry, cached.size == size {
            placed = cached.children
        } else {
            placed = collectPlacements(node, size: size, origin: .zero, placeSubviews: placeSubviews)
            state.alignmentGeometry = (size, placed)
        }
        return key.combineExplicit(placed.lazy.map { geometry in
            self.explicitAlignment(geometry.node, key, at: geometry.size).map { geometry.origin[key.axis] + $0 }
        })
    }

    // MARK: - Priority and spacing

    /// The priority a stack reads from a child (spec §1.6).
    func layoutPriority(_ node: Int) -> Double {
        switch layouts[node] {
        case let .leaf(leaf): leaf.layoutPriority
        case let .unary(unary): unary.layoutPriority(child: proxy(children[node][0]))
        case .alignmentGuide, .secondaryLayer: layoutPriority(children[node][0])
        case .stack, .zStack, .custom, .viewThatFits: children[node].isEmpty ? -.infinity : 0
        case .safeAreaInset, .geometryReader: 0
        }
    }

    func spacing(_ node: Int) -> Spacing {
        switch layouts[node] {
        case let .leaf(leaf):
            return leaf.spacing(in: leafContext(node))
        case let .unary(unary):
            return unary.spacing(child: proxy(children[node][0]))
        case .alignmentGuide, .secondaryLayer, .safeAreaInset:
            return spacing(children[node][0])
        case let .stack(stack):
            return stack.spacing(children: proxies(node))
        case let .custom(box):
            return box.spacing(subviews: subviews(node), state: states[node]).spacing
        case .zStack, .viewThatFits:
            var result = Spacing.empty
            for child in children[node] { result.incorporate(Spacing.AbsoluteEdge.allCases, of: spacing(child)) }
            return result
        case .geometryReader:
            return .plain
        }
    }

    // MARK: - Placement

    /// Places `node` at a global origin with the size it reported, then its children, depth first.
    private func place(_ node: Int, at size: ViewSize, origin: CGPoint) {
        emit(TraceEvent(kind: .place, node: node, pass: pass, proposal: size.proposal, size: size.value, position: origin))
        frames[node] = CGRect(origin: origin, size: size.value)
        for child in childGeometries(node, at: size, origin: origin) {
            place(child.node, at: child.size, origin: child.origin)
        }
    }

    /// Where `node` puts its children when it has `size` and sits at the global `origin`.
    func childGeometries(_ node: Int, at size: ViewSize, origin: CGPoint) -> [ChildGeometry] {
        switch layouts[node] {
        case .leaf:
            return []
        case .unary:
            let child = children[node][0]
            let placement = unaryPlacement(node, at: size, origin: origin)
            let childSize = sizeThatFits(child, placement.proposal)
            return [ChildGeometry(
                node: child, origin: placement.origin(childSize: childSize).offset(by: origin),
                size: ViewSize(childSize, proposal: placement.proposal))]
        case .alignmentGuide:
            // The guide writer is the same view as its child: same place, same size.
            return [ChildGeometry(node: children[node][0], origin: origin, size: size)]
        case .stack:
            return stackRuntime(node).childGeometries(at: size, origin: origin)
        case let .zStack(zStack):
            return zStack.childGeometries(at: size, origin: origin, children: proxies(node))
        case let .custom(box):
            return box.childGeometries(at: size, origin: origin, subviews: subviews(node), state: states[node])
        case let .viewThatFits(fits):
            return fits.childGeometries(at: size, origin: origin, candidates: proxies(node), state: states[node])
        case let .secondaryLayer(layer):
            return layer.childGeometries(
                at: size, origin: origin, primary: proxy(children[node][0]), secondary: proxy(children[node][1]))
        case let .safeAreaInset(inset):
            return inset.childGeometries(
                at: size, origin: origin, primary: proxy(children[node][0]), inset: proxy(children[node][1]))
        case let .geometryReader(reader):
            if children[node].isEmpty { buildGeometryReaderContent(node, reader, size: size.value, origin: origin) }
            return GeometryReaderLayout.childGeometries(at: size, origin: origin, content: proxies(node))
        }
    }

    /// A unary modifier's child placement, memoised per ViewSize unless it depends on position.
    private func unaryPlacement(_ node: Int, at size: ViewSize, origin: CGPoint) -> Placement {
        guard case let .unary(unary) = layouts[node] else { preconditionFailure("not a unary modifier") }
        let context = PlacementContext(size: size, origin: origin, safeArea: configuration.safeArea)
        let child = proxy(children[node][0])
        if unary.placementDependsOnPosition { return unary.placement(of: child, in: context) }
        let state = states[node]
        if let placement = state.placementCache.find(size) { return placement }
        let placement = unary.placement(of: child, in: context)
        state.placementCache.insert(size, placement)
        return placement
    }

    /// Runs a custom layout's `placeSubviews`, collecting what its subviews' `place` calls say.
    /// Subviews it does not place are centred with the container's proposal (spec §6.7).
    func collectPlacements(
        _ node: Int, size: ViewSize, origin: CGPoint, placeSubviews: () -> Void
    ) -> [ChildGeometry] {
        emit(TraceEvent(kind: .placeSubviews, node: node, pass: pass, proposal: size.proposal,
                        size: size.value, position: origin))
        placementBuffers.append(Array(repeating: nil, count: children[node].count))
        placeSubviews()
        let placed = placementBuffers.removeLast()
        return placed.enumerated().map { index, geometry in
            if let geometry { return geometry }
            let child = children[node][index]
            let childSize = sizeThatFits(child, size.proposal)
            return ChildGeometry(
                node: child,
                origin: CGPoint(x: origin.x + size.value.width / 2 - childSize.width / 2,
                                y: origin.y + size.value.height / 2 - childSize.height / 2),
                size: ViewSize(childSize, proposal: size.proposal))
        }
    }

    /// `LayoutSubview.place(at:anchor:proposal:)`: sizes the subview for `proposal` and records it.
    func placeSubview(_ index: Int, of node: Int, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        let child = children[node][index]
        let childSize = sizeThatFits(child, proposal)
        let placement = Placement(proposal: proposal, anchoring: anchor, at: position)
        guard !placementBuffers.isEmpty else {
            diagnose("LayoutSubview.place was called outside placeSubviews; ignored")
            return
        }
        placementBuffers[placementBuffers.count - 1][index] = ChildGeometry(
            node: child, origin: placement.origin(childSize: childSize), size: ViewSize(childSize, proposal: proposal))
    }

    private func buildGeometryReaderContent(_ node: Int, _ reader: GeometryReaderLayout, size: CGSize, origin: CGPoint) {
        let added = tree.appendChildren(of: node) { builder in
            reader.content(GeometryProxy(size: size, safeAreaInsets: EdgeInsets(), globalOrigin: origin)).buildNodes(into: builder)
        }
        let first = layouts.count
        for node in tree.nodes[first...] {
            layouts.append(node.layout)
            children.append(node.children)
            states.append(NodeState())
            frames.append(nil)
        }
        children[node] = added
    }

    // MARK: - Helpers for the algorithms

    func proxy(_ node: Int) -> LayoutProxy { LayoutProxy(engine: self, node: node) }

    func proxies(_ node: Int) -> [LayoutProxy] { children[node].map { LayoutProxy(engine: self, node: $0) } }

    func subviews(_ node: Int) -> LayoutSubviews { LayoutSubviews(engine: self, container: node, range: 0..<children[node].count) }

    func childNode(_ index: Int, of node: Int) -> Int { children[node][index] }

    func state(_ node: Int) -> NodeState { states[node] }

    func traits(_ node: Int) -> [TraitKey: TraitValue] {
        // Traits written on a view stay visible through modifiers that wrap it, up to the
        // nearest container: a Layout (the inspector too) hides its subviews' traits.
        var current = node
        var result: [TraitKey: TraitValue] = [:]
        while true {
            result.merge(tree.nodes[current].traits) { outer, _ in outer }
            switch layouts[current] {
            case .unary, .alignmentGuide, .secondaryLayer, .safeAreaInset:
                current = children[current][0]
            default:
                return result
            }
        }
    }

    func diagnose(_ message: String) {
        if !diagnostics.contains(message) { diagnostics.append(message) }
    }

    private func stackRuntime(_ node: Int) -> StackRuntime {
        let state = states[node]
        if let runtime = state.stack { return runtime }
        guard case let .stack(stack) = layouts[node] else { preconditionFailure("not a stack") }
        let runtime = StackRuntime(stack: stack, children: proxies(node))
        state.stack = runtime
        return runtime
    }

    private func leafContext(_ node: Int) -> LeafContext {
        let state = states[node]
        if let context = state.leafContext { return context }
        var font: Font?
        var lineLimit: Int??
        var truncationMode: Text.TruncationMode?
        var orientation: Axis??
        var current: Int? = node
        // The nearest writes win; the nearest stack-like container sets the orientation.
        while let id = current {
            for write in tree.nodes[id].environment.reversed() {
                switch write {
                case let .font(value): if font == nil { font = value }
                case let .lineLimit(value): if lineLimit == nil { lineLimit = .some(value) }
                case let .truncationMode(value): if truncationMode == nil { truncationMode = value }
                }
            }
            let parent = tree.nodes[id].parent
            if orientation == nil, let parent {
                switch layouts[parent] {
                case let .stack(stack): orientation = .some(stack.axis)
                case let .custom(box): orientation = .some(box.stackOrientation)
                case .zStack, .viewThatFits, .geometryReader: orientation = .some(nil)
                case .secondaryLayer, .safeAreaInset:
                    // The secondary content is an implicit ZStack (spec §5).
                    if tree.nodes[id].order > 0 { orientation = .some(nil) }
                default: break
                }
            }
            current = parent
        }
        let context = LeafContext(
            font: font ?? .body, lineLimit: lineLimit ?? nil, truncationMode: truncationMode ?? .tail,
            stackOrientation: orientation ?? nil, configuration: configuration,
            diagnose: { [unowned self] in self.diagnose($0) })
        state.leafContext = context
        return context
    }

    // MARK: - Trace

    @inline(__always)
    private func emitQuery(_ node: Int, _ proposal: ProposedViewSize, _ cache: TraceEvent.CacheOutcome) {
        guard sink != nil else { return }
        emit(TraceEvent(kind: .proposal, node: node, pass: pass, cache: cache, proposal: proposal))
    }

    @inline(__always)
    private func emitReport(_ node: Int, _ size: CGSize, _ cache: TraceEvent.CacheOutcome) {
        guard sink != nil else { return }
        emit(TraceEvent(kind: .report, node: node, pass: pass, cache: cache, size: size))
    }

    private func emit(_ event: TraceEvent) {
        guard let sink else { return }
        var event = event
        event.sequence = sequence
        sequence += 1
        sink.receive(event)
    }
}

/// What the engine remembers about one node between queries.
final class NodeState {
    var sizeCache = Cache3<ProposedViewSize, CGSize>()
    var placementCache = Cache3<ViewSize, Placement>()
    var leafContext: LeafContext?
    var stack: StackRuntime?
    /// A custom layout's `Cache`, made on first use.
    var layoutCache: Any?
    /// A custom layout's placement at the origin, kept for alignment queries at one size.
    var alignmentGeometry: (size: ViewSize, children: [ChildGeometry])?
    /// A custom layout's alignment answers, per guide, for one size.
    var alignmentValues = Cache3<AlignmentKey, CGFloat?>()
    var alignmentValuesSize: ViewSize?
    /// ViewThatFits: the candidate chosen for each recent proposal.
    var chosenCandidate = Cache3<ProposedViewSize, Int>()
}

extension NodeLayout {
    var hasSizeCache: Bool {
        switch self {
        case let .leaf(leaf): leaf.hasSizeCache
        case .unary, .stack, .zStack, .custom, .viewThatFits, .safeAreaInset: true
        case .alignmentGuide, .secondaryLayer, .geometryReader: false
        }
    }
}

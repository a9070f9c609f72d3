import Foundation

/// One node's layout computer: its algorithm and the working state it keeps between queries
/// (like SwiftUI's per-view layout computer). The engine keeps the size memo and the trace;
/// subclasses answer the queries their algorithm defines.
class NodeComputer {
    /// Unretained (an engine owns its computers, and a computer kept for a later layout gets
    /// that layout's engine in `prepareForReuse`), and called through `withEngine` on the hot
    /// paths: a call through an `unowned(unsafe)` reference still retains and releases the
    /// engine around it.
    final private(set) var engineReference: Unmanaged<LayoutEngine>
    var engine: LayoutEngine { engineReference.takeUnretainedValue() }
    let node: Int
    @exclusivity(unchecked) var children: [Int]
    /// The three-entry memo of sizes by proposal (spec §1.4), used when `hasSizeCache`.
    @exclusivity(unchecked) var sizeCache = Cache3<ProposedViewSize, CGSize>(placeholder: .unspecified, .zero)

    init(engine: LayoutEngine, node: Int, children: [Int]) {
        engineReference = Unmanaged.passUnretained(engine)
        self.node = node
        self.children = children
        usesSizeCache = hasSizeCache
        hasExplicitGuides = mayHaveExplicitGuides
        answersLengthsWithoutMeasuring = mayAnswerLengthsWithoutMeasuring
        sizing = knownSizing
        placesChildren = mayPlaceChildren
        placesChildrenAfterPlacement = mayPlaceChildrenAfterPlacement
    }

    /// Whether the tree may keep this computer for the node's next layout (set when its node's
    /// layout makes it, `NodeLayout.makeComputer`).
    final var isReusable = false

    /// Readies a computer a previous layout of the tree kept for `engine`'s layout
    /// (ComputerPool.swift): it forgets every answer the last layout memoised. Called only when
    /// `isReusable`; what `init` read from the layout's value (the flags below) still holds.
    /// Subclasses with working state of their own clear it too.
    func prepareForReuse(engine: LayoutEngine) {
        engineReference = Unmanaged.passUnretained(engine)
        sizeCache.removeAll()
        alignmentMemo?.removeAll()
    }

    /// `hasSizeCache`, read once (subclasses' stored properties are set before this init
    /// runs): the engine asks on every query, and a stored flag costs no dynamic call.
    final private(set) var usesSizeCache = true

    /// `mayHaveExplicitGuides`, read once: a stack asks every child for its guide at every
    /// size, and most leaves never have one.
    final private(set) var hasExplicitGuides = true

    /// False when `explicitAlignment` always answers nil, so the engine need not ask.
    var mayHaveExplicitGuides: Bool { true }

    /// `mayAnswerLengthsWithoutMeasuring`, read once: stacks probe every child's lengths.
    final private(set) var answersLengthsWithoutMeasuring = false

    /// True when `lengthThatFits` can answer (only leaves do, Text among them).
    var mayAnswerLengthsWithoutMeasuring: Bool { false }

    /// `knownSizing`, read once: the engine answers a query the memo does not from it
    /// (`KnownSizing.answer`), and calls `sizeThatFits` only when it says `.measured` (issue 36
    /// item 3). In a stack of framed colours, fixed frames and colours give four fifths of the
    /// answers; each was a dynamic call before, and a leaf's also made its context value.
    final private(set) var sizing = KnownSizing.measured

    /// How this node's answers can be known without measuring; `.measured` by default.
    var knownSizing: KnownSizing { .measured }

    /// Whether answers are memoised: every layout engine's are; views without one of their
    /// own (Color, GeometryReader) and views that are their child's layout (overlay,
    /// background, alignmentGuide) have none.
    var hasSizeCache: Bool { true }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { preconditionFailure("\(Self.self) has no sizeThatFits") }

    /// A length answered without measuring, or nil to use `sizeThatFits`.
    func lengthThatFits(_ proposal: ProposedViewSize, in axis: Axis) -> CGFloat? { nil }

    func explicitAlignment(_ key: AlignmentKey, at size: ViewSize) -> CGFloat? { nil }

    /// Where the children go when this node has `size` at the global `origin`.
    func childGeometries(at size: ViewSize, origin: CGPoint) -> [ChildGeometry] { [] }

    /// Hands `body` the children's geometries in order (`childGeometries`): the placement
    /// pass's one call per node. A modifier overrides it to skip the array (a frame's was an
    /// allocation per placed node).
    func forEachChildGeometry(at size: ViewSize, origin: CGPoint, _ body: (ChildGeometry) -> Void) {
        for child in childGeometries(at: size, origin: origin) { body(child) }
    }

    /// Children placed only once those of `childGeometries` are placed, subtrees included:
    /// content built from what they produce (`overlayPreferenceValue`). None by default.
    func childGeometriesAfterPlacement(at size: ViewSize, origin: CGPoint) -> [ChildGeometry] { [] }

    /// `mayPlaceChildren` and `mayPlaceChildrenAfterPlacement`, read once: the placement pass
    /// skips the calls that would hand it no child (a leaf's two, every other node's second).
    final private(set) var placesChildren = true
    final private(set) var placesChildrenAfterPlacement = false

    /// False when `forEachChildGeometry` never hands over a child (leaves).
    var mayPlaceChildren: Bool { true }

    /// True when `childGeometriesAfterPlacement` may hand over children.
    var mayPlaceChildrenAfterPlacement: Bool { false }

    /// Spec §20.3 — the size `.containerRelativeFrame` views inside the child at `order`
    /// measure against, when this node is their container (a scroll view, List,
    /// NavigationStack, tab, split-view column): its size minus its safe-area insets, as known
    /// when asked (while it sizes its content, from the proposal it lays out for; an infinite
    /// length is not known and is taken from the next container out). nil, the default, sends
    /// the search to the parent; above the root it ends at the window.
    func containerRelativeSize(forChildAt order: Int) -> CGSize? { nil }

    /// A custom layout's default guide from its placed subviews (`CustomLayoutComputer`);
    /// nil for every other node.
    func mergedChildAlignment(_ key: AlignmentKey, size: ViewSize, placeSubviews: () -> Void) -> CGFloat? { nil }

    /// Priority 0 by default (spec §1.6); containers with no children report −∞.
    var layoutPriority: Double { 0 }

    var spacing: Spacing { .plain }

    /// Whether traits written on the child stay visible above this node (true for modifiers).
    var passesTraitsThrough: Bool { false }

    /// How this node arranges the child at `order`, as Spacer and Divider see it.
    func orientation(ofChildAt order: Int) -> ChildOrientation { .transparent }

    // MARK: Helpers for subclasses

    /// SwiftUI runs stacks, ZStack and custom layouts in one layout engine, which keeps its
    /// alignment answers per guide for the last size asked about (OpenSwiftUI
    /// `ViewLayoutEngine.explicitAlignment`): a second query at that size asks no child.
    /// Made by the first alignment query: most nodes (leaves, modifiers) never keep one, and
    /// a large tree would carry its room in every node.
    @exclusivity(unchecked) private var alignmentMemo: AlignmentMemo?
    @exclusivity(unchecked) private var unretainedAlignmentMemo: Unmanaged<AlignmentMemo>?

    @inline(__always)
    func memoizedAlignment(_ key: AlignmentKey, at size: ViewSize, compute: () -> CGFloat?) -> CGFloat? {
        if alignmentMemo == nil {
            let memo = AlignmentMemo()
            alignmentMemo = memo
            unretainedAlignmentMemo = Unmanaged.passUnretained(memo)
        }
        // Reached unretained, as the computers are: the computer owns its memo.
        let memo = unretainedAlignmentMemo.unsafelyUnwrapped
        if memo._withUnsafeGuaranteedRef({ $0.size != size }) {
            memo._withUnsafeGuaranteedRef { memo in
                memo.size = size
                memo.values.removeAll()
            }
            alignmentSizeDidChange()
        }
        if let value = memo._withUnsafeGuaranteedRef({ $0.values.find(key) }) { return value }
        let value = compute()
        memo._withUnsafeGuaranteedRef { $0.values.insert(key, value) }
        return value
    }

    /// Drops what was kept for alignment queries at the previous size.
    func alignmentSizeDidChange() {}

    @inline(__always)
    func withEngine<T>(_ body: (LayoutEngine) -> T) -> T { engineReference._withUnsafeGuaranteedRef(body) }

    func proxy(_ index: Int) -> LayoutProxy { LayoutProxy(engineReference: engineReference, node: children[index]) }

    var proxies: [LayoutProxy] { children.map { LayoutProxy(engineReference: engineReference, node: $0) } }

    /// A container's explicit guide: its placed children's explicit values, shifted to its
    /// own coordinates and combined by the guide's rule (spec §1.3).
    func combinedAlignment(_ key: AlignmentKey, of placed: [ChildGeometry], origin: CGPoint) -> CGFloat? {
        key.combineExplicit(placed.lazy.map { child in
            self.engine.explicitAlignment(child.node, key, at: child.size).map { child.origin[key.axis] - origin[key.axis] + $0 }
        })
    }
}

/// A layout engine's alignment answers for the last size asked about (see `memoizedAlignment`).
final class AlignmentMemo {
    @exclusivity(unchecked) var size: ViewSize?
    @exclusivity(unchecked) var values = Cache3<AlignmentKey, CGFloat?>(placeholder: HorizontalAlignment.center.key, nil)

    func removeAll() {
        size = nil
        values.removeAll()
    }
}

/// What a node answers without measuring, when it can be known from its parameters alone.
enum KnownSizing {
    /// `sizeThatFits` measures.
    case measured
    /// The same size for every proposal (a frame with both dimensions, spec §3.1).
    case fixed(CGSize)
    /// The proposal, an unspecified dimension becoming 10 (Color, Rectangle; spec §1.1).
    case proposal

    /// The answer for `proposal`, nil when it is measured.
    @inline(__always)
    func answer(_ proposal: ProposedViewSize) -> CGSize? {
        switch self {
        case .measured: nil
        case let .fixed(size): size
        case .proposal: proposal.replacingUnspecifiedDimensions()
        }
    }
}

/// A view with no children. Generic over the algorithm so calls to it are direct. Computers are
/// made from an opened existential, so without `@_specialize` their methods would run as
/// unspecialised generic code; the commonest leaves and modifiers are made as a concrete
/// subclass (`ShapeComputer`, `TextComputer`, below), whose overrides are compiled for their
/// type: a generic class's own methods, even with specialised copies, are reached through a
/// type check on entry (about 30 instructions a call, issue 36 item 3).
class LeafComputer<Leaf: LeafLayout>: NodeComputer {
    let leaf: Leaf
    init(engine: LayoutEngine, node: Int, leaf: Leaf) {
        self.leaf = leaf
        super.init(engine: engine, node: node, children: [])
    }

    @inline(__always)
    private func withContext<T>(_ body: (LeafContext) -> T) -> T {
        body(LeafContext(engineReference: engineReference, node: node))
    }

    override var mayPlaceChildren: Bool { false }
    override var knownSizing: KnownSizing { leaf.knownSizing }
    override var hasSizeCache: Bool { leaf.hasSizeCache }
    override var mayHaveExplicitGuides: Bool { leaf.mayHaveExplicitGuides }
    override var mayAnswerLengthsWithoutMeasuring: Bool { leaf.mayAnswerLengthsWithoutMeasuring }
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        withContext { leaf.sizeThatFits(proposal, in: $0) }
    }
    override func lengthThatFits(_ proposal: ProposedViewSize, in axis: Axis) -> CGFloat? {
        withContext { leaf.lengthThatFits(proposal, in: axis, context: $0) }
    }
    override func explicitAlignment(_ key: AlignmentKey, at size: ViewSize) -> CGFloat? {
        withContext { leaf.explicitAlignment(key, at: size, in: $0) }
    }
    override var layoutPriority: Double { leaf.layoutPriority }
    override var spacing: Spacing { withContext { leaf.spacing(in: $0) } }
}

/// A modifier with one child: sizes memoised per proposal and placements per ViewSize,
/// three entries each (OpenSwiftUI `UnaryLayoutEngine`). Generic over the algorithm; the
/// commonest modifiers are made as a concrete subclass (see `LeafComputer`).
class UnaryComputer<Unary: UnaryLayout>: NodeComputer {
    let unary: Unary
    /// `children[0]`, which never changes: read without touching the array on every query.
    fileprivate let child: Int
    @exclusivity(unchecked) private var placementCache = Cache3<ViewSize, Placement>(
        placeholder: ViewSize(.zero, proposal: .unspecified), Placement(proposal: .unspecified, at: .zero))

    /// `children` is the node's one child, in the tree's array (shared, not copied: a deep
    /// tree has a modifier computer for every frame).
    init(engine: LayoutEngine, node: Int, children: [Int], unary: Unary) {
        self.unary = unary
        self.child = children[0]
        super.init(engine: engine, node: node, children: children)
    }

    /// A computer for one of the node's children (controls whose layout is a modifier
    /// around one of their parts).
    convenience init(engine: LayoutEngine, node: Int, child: Int, unary: Unary) {
        self.init(engine: engine, node: node, children: [child], unary: unary)
    }

    private var childProxy: LayoutProxy { LayoutProxy(engineReference: engineReference, node: child) }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        unary.sizeThatFits(in: proposal, child: childProxy)
    }

    // Inlined, as are the guide query below and the frame's placement: a stack asks each child
    // its guide at every size, and their call frames cost 20 M instructions at depth 4.
    @inline(__always)
    fileprivate func placement(at size: ViewSize, origin: CGPoint) -> Placement {
        // The context is made only when the modifier is asked: a memo hit (most of a stack's
        // hidden guide queries, spec §1.5) needs none.
        func context() -> PlacementContext {
            PlacementContext(size: size, origin: origin, engineReference: engineReference, node: node)
        }
        if unary.placementDependsOnPosition { return unary.placement(of: childProxy, in: context()) }
        if let placement = placementCache.find(size) { return placement }
        let placement: Placement
        if case let .plain(sizing) = childGuides, let newest = placementCache.newest, newest.key.value == size.value,
           unary.placesChildWithFixedProposal {
            // The placement the layout would make again, for a plain child proposed one size
            // (`UnaryLayout.placesChildWithFixedProposal`) at the modifier size the newest was
            // made for, after the one query of the child it would ask (issue 36 item 1).
            placement = newest.value
            askPlainChild(placement.proposal, sizing: sizing)
        } else {
            placement = unary.placement(of: childProxy, in: context())
        }
        placementCache.insert(size, placement)
        return placement
    }

    /// A plain child's size query (`LayoutEngine.sizeThatFits(plain:_:sizing:)`), its answer unused.
    @inline(__always)
    fileprivate func askPlainChild(_ proposal: ProposedViewSize, sizing: KnownSizing) {
        withEngine { _ = $0.sizeThatFits(plain: child, proposal, sizing: sizing) }
    }

    override func childGeometries(at size: ViewSize, origin: CGPoint) -> [ChildGeometry] {
        [childGeometry(at: size, origin: origin)]
    }

    override func forEachChildGeometry(at size: ViewSize, origin: CGPoint, _ body: (ChildGeometry) -> Void) {
        body(childGeometry(at: size, origin: origin))
    }

    private func childGeometry(at size: ViewSize, origin: CGPoint) -> ChildGeometry {
        let placement = placement(at: size, origin: origin)
        let childSize = withEngine { $0.sizeThatFits(child, placement.proposal) }
        return ChildGeometry(
            node: child, origin: placement.origin(childSize: childSize).offset(by: origin),
            size: ViewSize(childSize, proposal: placement.proposal))
    }

    /// The child's guide, shifted by where the placement at `size` puts the child (spec §1.5).
    @inline(__always)
    override func explicitAlignment(_ key: AlignmentKey, at size: ViewSize) -> CGFloat? {
        let placement = placement(at: size, origin: .zero)
        // A child without explicit guides (a shape, Color, Spacer, Image: `hasExplicitGuides`)
        // answers nil at every size, so this node does too (issue 36 item 1): the child's size
        // query is all the round trip asks, and its guide is not asked for. A plain child's
        // query is answered in place (`LayoutEngine.sizeThatFits(plain:)`).
        if case let .plain(sizing) = childGuides {
            askPlainChild(placement.proposal, sizing: sizing)
            return nil
        }
        let childSize = childProxy.size(in: placement.proposal)
        guard childMayHaveGuides,
              let value = childProxy.explicitAlignment(key, at: ViewSize(childSize, proposal: placement.proposal)) else {
            return nil
        }
        return placement.origin(childSize: childSize)[key.axis] + value
    }

    override func prepareForReuse(engine: LayoutEngine) {
        super.prepareForReuse(engine: engine)
        placementCache.removeAll()
        childGuides = .unknown
    }

    /// Whether the child may have explicit guides, and whether it is plain, read from its
    /// computer the first time a guide is asked (after the child was asked its size, so its
    /// computer exists as before).
    /// A node's computer is always of the same kind, so the answer holds for the engine's life.
    private var childMayHaveGuides: Bool {
        if case .unknown = childGuides {
            childGuides = withEngine { engine in
                guard !engine.mayHaveExplicitGuides(child) else { return .mayHave }
                return engine.plainSizing(child).map { .plain($0) } ?? .none
            }
        }
        if case .mayHave = childGuides { return true }
        return false
    }
    @exclusivity(unchecked) fileprivate var childGuides = ChildGuides.unknown

    /// What the modifier knows of its child's guides (see `childMayHaveGuides`).
    fileprivate enum ChildGuides {
        case unknown
        case mayHave
        /// No explicit guides.
        case none
        /// No explicit guides, and plain (`LayoutEngine.plainSizing`): sized as `sizing` says.
        case plain(KnownSizing)
    }

    override var knownSizing: KnownSizing { unary.knownSizing }
    override var layoutPriority: Double { unary.layoutPriority(child: childProxy) }
    override var spacing: Spacing { unary.spacing(child: childProxy) }
    override var passesTraitsThrough: Bool { true }
}

extension NodeLayout {
    /// The node's computer, `isReusable` when it can serve the node's later layouts once
    /// `prepareForReuse` clears it (ComputerPool.swift): when its kind and parameters follow
    /// from the layout's value alone. Leaves and modifiers are values and read the environment
    /// when asked; a container says so itself (stacks do; LabeledContent reads the environment
    /// when it makes its computer, Picker the tags).
    func makeComputer(engine: LayoutEngine, node: Int, children: [Int]) -> NodeComputer {
        let computer: NodeComputer
        switch self {
        case let .leaf(leaf):
            computer = Self.leafComputer(engine, node, leaf)
            computer.isReusable = true
        case let .unary(unary):
            computer = Self.unaryComputer(engine, node, children, unary)
            computer.isReusable = true
        case let .container(container):
            computer = container.makeComputer(engine: engine, node: node, children: children)
            computer.isReusable = container.makesReusableComputer
        }
        return computer
    }

    // The commonest leaves and modifiers are made as their concrete subclass (issue 36 items 2
    // and 3): `LeafComputer<Leaf>` made from an opened existential looks its class metadata up
    // in the runtime's cache at every allocation (about 330 instructions, 6.5 M at depth 4), and
    // reaches its methods through a type check. Each `unsafeBitCast` follows a check that the
    // two types are the same: it is a plain copy.
    private static func leafComputer<Leaf: LeafLayout>(_ engine: LayoutEngine, _ node: Int, _ leaf: Leaf) -> NodeComputer {
        if Leaf.self == ShapeLayout.self {
            return ShapeComputer(engine: engine, node: node, leaf: unsafeBitCast(leaf, to: ShapeLayout.self))
        }
        if Leaf.self == TextLeafLayout.self {
            return TextComputer(engine: engine, node: node, leaf: unsafeBitCast(leaf, to: TextLeafLayout.self))
        }
        return LeafComputer(engine: engine, node: node, leaf: leaf)
    }

    private static func unaryComputer<Unary: UnaryLayout>(_ engine: LayoutEngine, _ node: Int, _ children: [Int], _ unary: Unary) -> NodeComputer {
        if Unary.self == FixedFrameLayout.self {
            return FixedFrameComputer(engine: engine, node: node, children: children, unary: unsafeBitCast(unary, to: FixedFrameLayout.self))
        }
        if Unary.self == FlexFrameLayout.self {
            return FlexFrameComputer(engine: engine, node: node, children: children, unary: unsafeBitCast(unary, to: FlexFrameLayout.self))
        }
        if Unary.self == PaddingLayout.self {
            return PaddingComputer(engine: engine, node: node, children: children, unary: unsafeBitCast(unary, to: PaddingLayout.self))
        }
        return UnaryComputer(engine: engine, node: node, children: children, unary: unary)
    }
}

// The concrete computers of the commonest leaves and modifiers. Each override calls the
// generic class's method, which the compiler specialises for the concrete type here: the
// engine's dynamic call lands on code for that type, with no check on entry. Only the methods
// a layout calls per query are overridden (placement, `childGeometries`, runs once a node).

final class ShapeComputer: LeafComputer<ShapeLayout> {
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { super.sizeThatFits(proposal) }
}

final class TextComputer: LeafComputer<TextLeafLayout> {
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { super.sizeThatFits(proposal) }
    override func lengthThatFits(_ proposal: ProposedViewSize, in axis: Axis) -> CGFloat? { super.lengthThatFits(proposal, in: axis) }
    override func explicitAlignment(_ key: AlignmentKey, at size: ViewSize) -> CGFloat? { super.explicitAlignment(key, at: size) }
}

final class FixedFrameComputer: UnaryComputer<FixedFrameLayout> {
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { super.sizeThatFits(proposal) }
    override func explicitAlignment(_ key: AlignmentKey, at size: ViewSize) -> CGFloat? { super.explicitAlignment(key, at: size) }

    /// True once the frame knows its child is plain (`LayoutEngine.plainSizing`), so that a
    /// guide asked of it is nil and costs the hidden queries only: a stack then asks it through
    /// `plainChildGuide(at:)` (issue 36, `LayoutEngine.plainChildFrame`).
    var hasPlainChild: Bool {
        if case .plain = childGuides { return true }
        return false
    }

    /// `explicitAlignment` for a frame whose child is plain (`hasPlainChild`): the same hidden
    /// queries (spec §1.5), its placement at `size` and the child's size for it, and no value.
    /// A stack calls it directly, without the engine's dynamic call.
    @inline(never)
    func plainChildGuide(at size: ViewSize) {
        guard case let .plain(sizing) = childGuides else { preconditionFailure("the frame's child is not known to be plain") }
        askPlainChild(placement(at: size, origin: .zero).proposal, sizing: sizing)
    }
}

final class FlexFrameComputer: UnaryComputer<FlexFrameLayout> {
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { super.sizeThatFits(proposal) }
    override func explicitAlignment(_ key: AlignmentKey, at size: ViewSize) -> CGFloat? { super.explicitAlignment(key, at: size) }
}

final class PaddingComputer: UnaryComputer<PaddingLayout> {
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { super.sizeThatFits(proposal) }
    override func explicitAlignment(_ key: AlignmentKey, at size: ViewSize) -> CGFloat? { super.explicitAlignment(key, at: size) }
}

/// How a container arranges a child, as the leaves inside it see it: Spacer and Divider
/// follow the axis of their nearest stack-like container (spec §2.2, §2.3).
enum ChildOrientation {
    /// The node is a modifier: the child is arranged by whatever arranges the node.
    case transparent
    /// The child shares an area with its siblings (ZStack, overlay content): no axis.
    case layered
    /// The child is one of a line of views along the axis.
    case stack(Axis)
}

/// A view whose layout is its first child's (spec §1.3, §5: `.alignmentGuide`, overlay and
/// background): the same size, asked of the child each time (no memo of its own), the same
/// guides, priority and spacing, and the child's traits visible above it. Subclasses change
/// what differs: where the children go, and one guide.
class TransparentComputer: NodeComputer {
    override var hasSizeCache: Bool { false }
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { engine.sizeThatFits(children[0], proposal) }
    override func explicitAlignment(_ key: AlignmentKey, at size: ViewSize) -> CGFloat? {
        engine.explicitAlignment(children[0], key, at: size)
    }
    override var layoutPriority: Double { engine.layoutPriority(children[0]) }
    override var spacing: Spacing { engine.spacing(children[0]) }
    override var passesTraitsThrough: Bool { true }
}

/// A container whose children share one area rather than a line (ZStack, ViewThatFits): its
/// alignment guides combine its placed children's (spec §1.3, §7), its spacing is theirs on every
/// edge, it has no stack orientation, and without children it is as flexible as nothing.
class LayeredComputer: NodeComputer {
    override func explicitAlignment(_ key: AlignmentKey, at size: ViewSize) -> CGFloat? {
        memoizedAlignment(key, at: size) { combinedAlignment(key, of: childGeometries(at: size, origin: .zero), origin: .zero) }
    }
    override var layoutPriority: Double { children.isEmpty ? -.infinity : 0 }
    override var spacing: Spacing {
        children.reduce(into: Spacing.empty) { $0.incorporate(Spacing.AbsoluteEdge.allCases, of: engine.spacing($1)) }
    }
    override func orientation(ofChildAt order: Int) -> ChildOrientation { .layered }
}

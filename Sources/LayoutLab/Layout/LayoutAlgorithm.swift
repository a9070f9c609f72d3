import Foundation

// The interfaces the layout algorithms implement, one algorithm per file in this folder.
// They mirror SwiftUI's layout computers: a size for a proposal, explicit alignment
// guides, a child placement, a layout priority and spacing preferences (spec §1).

/// A child as the algorithm of its parent sees it. Every call is a traced query.
struct LayoutProxy {
    /// Unretained, and called through `_withUnsafeGuaranteedRef`: a call through an
    /// `unowned(unsafe)` reference still retains and releases the engine around it, and
    /// proxies make one call per query. Proxies live only while their engine runs.
    private let engineReference: Unmanaged<LayoutEngine>
    let node: Int

    init(engine: LayoutEngine, node: Int) {
        self.init(engineReference: Unmanaged.passUnretained(engine), node: node)
    }

    init(engineReference: Unmanaged<LayoutEngine>, node: Int) {
        self.engineReference = engineReference
        self.node = node
    }

    var engine: LayoutEngine { engineReference.takeUnretainedValue() }

    @inline(__always)
    private func withEngine<T>(_ body: (LayoutEngine) -> T) -> T { engineReference._withUnsafeGuaranteedRef(body) }

    func size(in proposal: ProposedViewSize) -> CGSize { withEngine { $0.sizeThatFits(node, proposal) } }

    func lengthThatFits(_ proposal: ProposedViewSize, in axis: Axis) -> CGFloat {
        withEngine { $0.lengthThatFits(node, proposal, axis) }
    }

    /// The child's computer when it is a fixed frame around a plain child
    /// (`LayoutEngine.plainChildFrame`), for a parent to keep and ask through `size(in:frame:)`.
    var plainChildFrame: Unmanaged<FixedFrameComputer>? { withEngine { $0.plainChildFrame(node) } }

    /// `size(in:)` of a child whose frame the parent keeps (`plainChildFrame`).
    func size(in proposal: ProposedViewSize, frame: Unmanaged<FixedFrameComputer>) -> CGSize {
        withEngine { engine in frame._withUnsafeGuaranteedRef { engine.sizeThatFits(node, proposal, frame: $0) } }
    }

    /// The child's size for `proposal` together with its guides.
    func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        dimensions(at: ViewSize(size(in: proposal), proposal: proposal))
    }

    /// The child's guides at a size it answered.
    func dimensions(at size: ViewSize) -> ViewDimensions {
        ViewDimensions(size: size, engineReference: engineReference, node: node)
    }

    func explicitAlignment(_ key: AlignmentKey, at size: ViewSize) -> CGFloat? {
        withEngine { $0.explicitAlignment(node, key, at: size) }
    }

    /// False when the child never has explicit guides: every guide is its default.
    var mayHaveExplicitGuides: Bool { withEngine { $0.mayHaveExplicitGuides(node) } }

    var layoutPriority: Double { withEngine { $0.layoutPriority(node) } }
    var spacing: Spacing { withEngine { $0.spacing(node) } }
}

/// Where a parent puts a child: the proposal it places the child with, and a point of the
/// child (the anchor, a unit point of its size) pinned to a position in the parent.
struct Placement {
    var proposal: ProposedViewSize
    var anchor: UnitPoint
    var anchorPosition: CGPoint

    init(proposal: ProposedViewSize, anchoring anchor: UnitPoint = .topLeading, at position: CGPoint) {
        self.proposal = proposal
        self.anchor = anchor
        self.anchorPosition = position
    }

    /// The child's anchor pinned to the same unit point of `size` (e.g. centred in it).
    init(proposal: ProposedViewSize, aligning anchor: UnitPoint, in size: CGSize) {
        self.init(proposal: proposal, anchoring: anchor,
                  at: CGPoint(x: anchor.x * size.width, y: anchor.y * size.height))
    }

    /// The child's top-leading corner once its size is known (as `LayoutSubview.place` does it).
    func origin(childSize: CGSize) -> CGPoint {
        CGPoint(x: anchor.x == 0 ? anchorPosition.x : anchorPosition.x - anchor.x * childSize.width,
                y: anchor.y == 0 ? anchorPosition.y : anchorPosition.y - anchor.y * childSize.height)
    }
}

/// What a unary modifier knows when it places its child.
struct PlacementContext {
    /// The modifier's own size and the proposal it was sized with.
    var size: ViewSize
    /// The modifier's global origin, for safe-area-aware layouts.
    var origin: CGPoint
    /// Unretained: made on every placement, read by few (see `LayoutProxy`).
    let engineReference: Unmanaged<LayoutEngine>
    let node: Int

    var engine: LayoutEngine { engineReference.takeUnretainedValue() }

    /// The safe area the modifier was placed in, found when read: most placements never ask,
    /// and finding it walks up the tree.
    var safeArea: SafeAreaGeometry { engineReference._withUnsafeGuaranteedRef { $0.safeArea(of: node) } }

    var proposal: ProposedViewSize { size.proposal }
}

/// A view with no children.
protocol LeafLayout {
    /// Whether answers are memoised (spec §1.4: everything but Color and GeometryReader).
    var hasSizeCache: Bool { get }
    func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> CGSize
    /// A length answered without measuring, or nil to use `sizeThatFits`.
    func lengthThatFits(_ proposal: ProposedViewSize, in axis: Axis, context: LeafContext) -> CGFloat?
    /// False for leaves whose `lengthThatFits` is the default (nil): the engine then skips the
    /// call. True unless a leaf says so, as `mayHaveExplicitGuides`.
    var mayAnswerLengthsWithoutMeasuring: Bool { get }
    func explicitAlignment(_ key: AlignmentKey, at size: ViewSize, in context: LeafContext) -> CGFloat?
    /// False for leaves whose `explicitAlignment` is the default (nil): the engine then skips
    /// the call. True unless a leaf says so, so a leaf that defines guides cannot lose them.
    var mayHaveExplicitGuides: Bool { get }
    func spacing(in context: LeafContext) -> Spacing
    var layoutPriority: Double { get }
    /// How `sizeThatFits` answers when that needs no measuring (see `NodeComputer.knownSizing`).
    var knownSizing: KnownSizing { get }
}

extension LeafLayout {
    var hasSizeCache: Bool { true }
    func lengthThatFits(_ proposal: ProposedViewSize, in axis: Axis, context: LeafContext) -> CGFloat? { nil }
    func explicitAlignment(_ key: AlignmentKey, at size: ViewSize, in context: LeafContext) -> CGFloat? { nil }
    var mayHaveExplicitGuides: Bool { true }
    var mayAnswerLengthsWithoutMeasuring: Bool { true }
    func spacing(in context: LeafContext) -> Spacing { .plain }
    var layoutPriority: Double { 0 }
    var knownSizing: KnownSizing { .measured }
}

/// What a leaf knows about where it is: inherited environment and enclosing stack, found
/// through the engine when read (it keeps each node's environment once asked). A value of two
/// words, made for each call: most leaves (shapes, colours) read nothing from it, and a deep
/// tree would otherwise hold an object per leaf.
struct LeafContext {
    /// Unretained: a context lives only during a call into its leaf.
    private let engineReference: Unmanaged<LayoutEngine>
    private let node: Int

    init(engineReference: Unmanaged<LayoutEngine>, node: Int) {
        self.engineReference = engineReference
        self.node = node
    }

    @inline(__always)
    private func withEngine<T>(_ body: (LayoutEngine) -> T) -> T { engineReference._withUnsafeGuaranteedRef(body) }

    var environment: EnvironmentValues { withEngine { $0.environment(of: node) } }
    /// The axis of the nearest enclosing stack-like container (Spacer and Divider follow it).
    var stackOrientation: Axis? { withEngine { $0.stackOrientation(of: node) } }
    var configuration: LayoutConfiguration { withEngine { $0.configuration } }

    func diagnose(_ message: String) { withEngine { $0.diagnose(message) } }

    /// The leaf's text layout for `proposal`, made once per pass (`LayoutEngine.textLayout`).
    func memoizedTextLayout(for proposal: ProposedViewSize, make: () -> TextLayout) -> TextLayout {
        withEngine { $0.textLayout(of: node, for: proposal, make: make) }
    }

    /// An image whose size had to be assumed; the run says so once for all of them.
    func noteUnknownImage(_ image: ImageSource) { withEngine { $0.noteUnknownImage(image, shownBy: node) } }

    /// The inherited font; the body style when none is set.
    var font: Font { environment.font ?? .body }
    /// `font` at the environment's Dynamic Type size.
    func resolve(_ font: Font) -> Font { font.resolved(for: environment.dynamicTypeSize) }
    var lineLimit: Int? { environment.lineLimit }
    var truncationMode: Text.TruncationMode { environment.truncationMode }
    var displayScale: CGFloat { environment.displayScale }
    var pixelLength: CGFloat { 1 / displayScale }
}

/// A modifier with exactly one child. Sizes are memoised per proposal and placements per
/// ViewSize, three entries each (spec §1.4, OSU `UnaryLayoutEngine`).
protocol UnaryLayout {
    func sizeThatFits(in proposal: ProposedViewSize, child: LayoutProxy) -> CGSize
    func placement(of child: LayoutProxy, in context: PlacementContext) -> Placement
    /// Priority 0 unless the modifier passes its child's through (spec §1.6).
    func layoutPriority(child: LayoutProxy) -> Double
    func spacing(child: LayoutProxy) -> Spacing
    /// Safe-area-aware placements depend on position, so they are not memoised.
    var placementDependsOnPosition: Bool { get }
    /// `.fixed` when `sizeThatFits` answers one size for every proposal without asking the
    /// child (see `NodeComputer.knownSizing`).
    var knownSizing: KnownSizing { get }
    /// True when the child is placed with one proposal whatever the modifier's own, and
    /// `placement(of:in:)` reads only the modifier's size and the child's answer to that
    /// proposal, asked once (a frame with both dimensions, spec §3.1). False by default.
    var placesChildWithFixedProposal: Bool { get }
}

extension UnaryLayout {
    func layoutPriority(child: LayoutProxy) -> Double { 0 }
    func spacing(child: LayoutProxy) -> Spacing { child.spacing }
    var placementDependsOnPosition: Bool { false }
    var knownSizing: KnownSizing { .measured }
    var placesChildWithFixedProposal: Bool { false }

    /// The frame rule (spec §3.1): align the child's guide with the same guide of `size`.
    @inline(__always)
    func alignedPlacement(
        of child: LayoutProxy, in size: CGSize, alignment: Alignment, childProposal: ProposedViewSize
    ) -> Placement {
        let container = ViewDimensions(plain: size)
        let dimensions = child.dimensions(in: childProposal)
        // A child without explicit guides (a shape, Color, Image) has its guides' defaults:
        // read without asking it (issue 36 item 1), the same values. (The guides are read in
        // place: a local copy of an `AlignmentKey` costs a value-witness call.)
        guard child.mayHaveExplicitGuides else {
            return Placement(proposal: childProposal, at: CGPoint(
                x: alignment.horizontal.key.defaultValue(in: container) - alignment.horizontal.key.defaultValue(in: dimensions),
                y: alignment.vertical.key.defaultValue(in: container) - alignment.vertical.key.defaultValue(in: dimensions)))
        }
        let x = alignment.horizontal.key.defaultValue(in: container) - dimensions[alignment.horizontal.key]
        let y = alignment.vertical.key.defaultValue(in: container) - dimensions[alignment.vertical.key]
        return Placement(proposal: childProposal, at: CGPoint(x: x, y: y))
    }
}

/// A child's place in its parent: global origin and the size it answered.
struct ChildGeometry {
    var node: Int
    var origin: CGPoint
    var size: ViewSize
    /// The safe area the child is placed in when its parent changes it (a NavigationStack's
    /// bars, a `.safeAreaInset`); nil inherits the parent's.
    var safeArea: SafeAreaGeometry? = nil
}

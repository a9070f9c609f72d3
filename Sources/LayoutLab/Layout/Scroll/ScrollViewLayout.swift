import Foundation

// Spec §16 — ScrollView. Sizing (§16.2): the content is proposed the ScrollView's proposal
// with nil along every scrolled axis, once; the ScrollView takes its proposal along scrolled
// axes (the content's length when that is nil) and hugs the content across them. Placement
// (§16.3): the content is proposed the ScrollView's final size, nil again along scrolled axes
// (a new proposal whenever the hugged size differs from the sizing proposal), and sits at
// scroll offset 0: top and leading. Content margins and the safe area the ScrollView's frame
// covers inset the content (§16.4). Layout priority 0 and plain-view spacing (§16.1, §16.6.2).

struct ScrollViewLayout: Sendable {
    let axes: Axis.Set

    func scrolls(_ axis: Axis) -> Bool { axes.contains(axis.set) }

    /// §16.2.1 — nil along scrolled axes; across them the proposal, less the margins there.
    func contentProposal(_ proposal: ProposedViewSize, insets: EdgeInsets) -> ProposedViewSize {
        var result = proposal.inset(by: insets)
        for axis in Axis.allCases where scrolls(axis) { result[axis] = nil }
        return result
    }

    /// §16.2.2 — along a scrolled axis the proposal when it is a number (0 and ∞ included),
    /// else the content's length; across, the content's length: the ScrollView hugs it (and
    /// reports an overflowing content's larger length, §16.2.3). §16.4 — margins count in.
    func size(for proposal: ProposedViewSize, content: CGSize, insets: EdgeInsets) -> CGSize {
        func length(_ axis: Axis) -> CGFloat {
            if scrolls(axis), let proposed = proposal[axis] { return proposed }
            return content[axis] + insets.sum(along: axis)
        }
        return CGSize(width: length(.horizontal), height: length(.vertical))
    }

    /// §16.3 — where the content goes inside a ScrollView of `size`: after the insets, at the
    /// start of each scrolled axis (offset 0) unless `.defaultScrollAnchor(_:for: .alignment)`
    /// places undersized content, and centred across when narrower than the room there.
    func contentOrigin(in size: CGSize, content: CGSize, insets: EdgeInsets, anchor: UnitPoint?) -> CGPoint {
        func offset(_ axis: Axis) -> CGFloat {
            let room = size[axis] - insets.sum(along: axis) - content[axis]
            // No room (or an infinite one, where there is no centre to find): at the start.
            let slack = room.isFinite && room > 0 ? room : 0
            let start = axis == .horizontal ? insets.leading : insets.top
            guard scrolls(axis) else { return start + slack / 2 }
            guard let anchor else { return start }
            return start + (axis == .horizontal ? anchor.x : anchor.y) * slack
        }
        return CGPoint(x: offset(.horizontal), y: offset(.vertical))
    }
}

final class ScrollViewComputer: NodeComputer {
    let scroll: ScrollViewLayout

    init(engine: LayoutEngine, node: Int, children: [Int], scroll: ScrollViewLayout) {
        self.scroll = scroll
        super.init(engine: engine, node: node, children: children)
    }

    /// §16.4 — `.contentMargins` for the content (UNCERTAIN arithmetic, spec §16.6.3).
    private lazy var margins = engine.contentMargins(of: node)

    /// §16.3 — the anchor for undersized content, from `.defaultScrollAnchor(_:for: .alignment)`.
    private lazy var alignmentAnchor: UnitPoint? = engine.environment(of: node).scrollAlignmentAnchor

    /// §20.3 — a scroll view is a container: while it sizes its content, the proposal it lays
    /// out for; once placed, its size less the safe-area insets it covers (§16.4: inside the
    /// safe area, none). Its content's proposal leaves out the scrolled axes, so the memos
    /// inside it are keyed by a proposal that does not carry this size: when it changes after
    /// views inside read it, they lay out again (`LayoutEngine.containerSizeDidChange`).
    private var containerSize = CGSize(width: CGFloat.infinity, height: .infinity)
    /// Once placed, the size is final: later probes do not change what the placed content read.
    private var isPlaced = false

    private func setContainerSize(_ size: CGSize) {
        guard size != containerSize else { return }
        containerSize = size
        engine.containerSizeDidChange(node)
    }

    override func containerRelativeSize(forChildAt order: Int) -> CGSize? { containerSize }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if !isPlaced { setContainerSize(proposal.containerSize) }
        // §16.2.4 — every probe along a scrolled axis sends the content the same proposal, so
        // after the first one the content's memo answers.
        let content = children.first.map { engine.sizeThatFits($0, scroll.contentProposal(proposal, insets: margins)) } ?? .zero
        return scroll.size(for: proposal, content: content, insets: margins)
    }

    override func childGeometries(at size: ViewSize, origin: CGPoint) -> [ChildGeometry] {
        guard let content = children.first else { return [] }
        // §16.4 — the platform scroll view insets its content by the safe area its frame covers,
        // so content under bars starts where the safe area does.
        let system = systemContentInsets(frame: CGRect(origin: origin, size: size.value))
        isPlaced = true
        setContainerSize(CGRect(origin: .zero, size: size.value).inset(by: system).size)
        var insets = margins
        insets.add(system)
        // §16.3 — proposed the final size with nil along scrolled axes: a new proposal (a cache
        // miss in the trace) whenever the hugged size is not the sizing proposal. UNCERTAIN
        // (spec §16.6.1): from reimplementations only, but the spec recommends it.
        let proposal = scroll.contentProposal(ProposedViewSize(size.value), insets: insets)
        let contentSize = engine.sizeThatFits(content, proposal)
        let local = scroll.contentOrigin(in: size.value, content: contentSize, insets: insets, anchor: alignmentAnchor)
        return [ChildGeometry(node: content, origin: local.offset(by: origin), size: ViewSize(contentSize, proposal: proposal))]
    }

    /// §16.4 [INF, UNCERTAIN] — how far each edge of the ScrollView's frame extends beyond the
    /// safe area it is placed in (the innermost level: under a NavigationStack's bar, a
    /// `.safeAreaInset`'s content), along the scrolled axes only (UIKit's content inset
    /// adjustment for scrollable axes; DanceUI's "system content insets"). Zero for a
    /// ScrollView inside the safe area, so positions at offset 0 are those of a plain view there.
    /// The content inherits that safe area: content at the top of a ScrollView that touches
    /// the safe area's top (or is inset to it) extends under the bars when it ignores it.
    private func systemContentInsets(frame: CGRect) -> EdgeInsets {
        let safe = engine.safeArea(of: node).safe
        func beyond(_ edge: CGFloat, _ limit: CGFloat) -> CGFloat { max(limit - edge, 0) }
        let vertical = scroll.scrolls(.vertical), horizontal = scroll.scrolls(.horizontal)
        return EdgeInsets(
            top: vertical ? beyond(frame.minY, min(frame.maxY, safe.minY)) : 0,
            leading: horizontal ? beyond(frame.minX, min(frame.maxX, safe.minX)) : 0,
            bottom: vertical ? beyond(max(frame.minY, safe.maxY), frame.maxY) : 0,
            trailing: horizontal ? beyond(max(frame.minX, safe.maxX), frame.maxX) : 0).finite
    }

    /// UNCERTAIN (spec §16.6.2): DanceUI publishes a fixed spacing rather than the content's;
    /// the ScrollView counts as a plain view (8 to plain neighbours).
    override var spacing: Spacing { .plain }

    /// A view directly inside a ScrollView is in no stack (several views get an implicit VStack).
    override func orientation(ofChildAt order: Int) -> ChildOrientation { .layered }
}

extension ScrollViewLayout: ContainerLayout {
    func makeComputer(engine: LayoutEngine, node: Int, children: [Int]) -> NodeComputer {
        ScrollViewComputer(engine: engine, node: node, children: children, scroll: self)
    }
}

extension LayoutEngine {
    /// §16.4 — the `.contentMargins` for the content of the scrollable view `node` (a
    /// ScrollView or List); non-finite margins are 0, with a diagnostic.
    func contentMargins(of node: Int) -> EdgeInsets {
        let margins = environment(of: node).scrollContentMargins
        if !margins.isFinite {
            diagnose("contentMargins must be finite numbers; non-finite margins are treated as 0")
        }
        return margins.finite
    }
}

// MARK: - The environment the ScrollView reads (§16.3, §16.4)

private struct ScrollContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }
private struct ScrollContentMarginEdgesKey: EnvironmentKey { static let defaultValue: Edge.Set = [] }
private struct ScrollAlignmentAnchorKey: EnvironmentKey { static let defaultValue: UnitPoint? = nil }

extension EnvironmentValues {
    /// The margins `.contentMargins(_:_:for:)` gives the content of scrollable views in scope.
    var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }

    /// The edges `.contentMargins` named for the content: a List's own margins give way to
    /// them there (ListLayout.swift), where a ScrollView, which has none, adds them.
    var scrollContentMarginEdges: Edge.Set {
        get { self[ScrollContentMarginEdgesKey.self] }
        set { self[ScrollContentMarginEdgesKey.self] = newValue }
    }

    /// The anchor `.defaultScrollAnchor(_:for: .alignment)` gives content smaller than its ScrollView.
    var scrollAlignmentAnchor: UnitPoint? {
        get { self[ScrollAlignmentAnchorKey.self] }
        set { self[ScrollAlignmentAnchorKey.self] = newValue }
    }
}

import Foundation

// Spec §17 — LazyVStack and LazyHStack: one algorithm, with the axes swapped (major = the
// stacking axis). Unlike VStack/HStack (§6) there is no flexibility probing and no
// distribution: each child is proposed nil along the major axis and the stack's minor
// proposal across, in declaration order, and the stack reports the sum of their lengths plus
// spacing along the major axis, whatever it was proposed, and its minor proposal across
// (§17.2). Children are laid end to end and positioned across by the alignment's fraction
// (§17.3). Inside a ScrollView along the major axis only the children near the visible region
// are measured and placed (§17.3, LazyRegion.swift). Pinned views change nothing at offset 0.

struct LazyStackLayout: Sendable {
    /// The major axis.
    let axis: Axis
    let alignment: AlignmentKey
    /// Between every adjacent pair; nil derives each gap from the pair's preferences (§17.1, §6.2).
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews

    var minorAxis: Axis { axis.other }

}

extension AlignmentKey {
    /// UNCERTAIN (spec §17.3): decompiled placement positions a child across a lazy stack by
    /// the alignment's unit fraction (`AlignmentKey.fraction`: leading 0, center 0.5, trailing 1)
    /// of the free length instead of asking the child for its guide, so `.alignmentGuide` on a
    /// child is ignored and no hidden alignment query happens. A guide's fraction is taken as
    /// its default value in a 1×1 view. Lazy grids place their views the same way (§19.3).
    var fraction: CGFloat { defaultValue(in: ViewDimensions(plain: CGSize(width: 1, height: 1))) }
}

final class LazyStackComputer: NodeComputer {
    let stack: LazyStackLayout
    /// §17.3 — lazy only inside a ScrollView that scrolls along the major axis.
    private lazy var isLazy = LazyRegion.isScrolled(node, along: stack.axis, engine: engine)
    /// The children measured so far, for the minor proposal `linesMinor`.
    private var lines = LazyLines(count: 0)
    private var sizes: [CGSize] = []
    private var linesMinor: CGFloat?
    private var hasLines = false
    /// The children, or a ForEach's elements built as they are asked for (LazyElements.swift).
    private lazy var elements = LazyChildren(engine: engine, node: node, children: children)

    init(engine: LayoutEngine, node: Int, children: [Int], stack: LazyStackLayout) {
        self.stack = stack
        super.init(engine: engine, node: node, children: children)
    }

    /// §17.2 — what every child is proposed: nil along the major axis, the minor proposal across.
    private var childProposal: ProposedViewSize { ProposedViewSize(nil, in: stack.axis, by: linesMinor) }

    private func prepareLines(minor: CGFloat?) {
        guard !hasLines || linesMinor != minor else { return }
        lines = LazyLines(count: elements.count)
        sizes = []
        linesMinor = minor
        hasLines = true
    }

    private func measure(_ index: Int) -> CGFloat {
        let size = elements[index].map { engine.sizeThatFits($0, childProposal) } ?? .zero
        sizes.append(size)
        return size[stack.axis]
    }

    /// §17.1 — the given spacing, or the pair's preferred distance (§6.2).
    private func gap(_ index: Int) -> CGFloat {
        if let spacing = stack.spacing { return spacing }
        guard let before = elements[index - 1], let after = elements[index] else { return Spacing.defaultDistance }
        return engine.spacing(before).distance(toSuccessor: engine.spacing(after), along: stack.axis) ?? Spacing.defaultDistance
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        prepareLines(minor: proposal[stack.minorAxis])
        // §17.2 — major: the children's lengths and gaps, whatever the proposal (§17.3: beyond
        // what can be visible, estimated).
        let reach = isLazy ? LazyRegion.sizingReach(along: stack.axis, engine: engine) : nil
        let major = lines.totalLength(reach: reach, measure: measure, gap: gap)
        // §17.2 — minor: the proposal when it is a number; else the widest child measured
        // (UNCERTAIN: not observed).
        let minor = linesMinor ?? sizes.map { $0[stack.minorAxis] }.max() ?? 0
        return CGSize(major, in: stack.axis, by: minor)
    }

    override func childGeometries(at size: ViewSize, origin: CGPoint) -> [ChildGeometry] {
        // UNCERTAIN (not in the spec): as a VStack does (§6.7), a nil minor proposal becomes
        // the stack's own minor length when placing.
        prepareLines(minor: size.proposal[stack.minorAxis] ?? size[stack.minorAxis])
        // §17.3 — only the children near the visible region are placed (and measured).
        let interval = isLazy
            ? LazyRegion.visibleInterval(of: node, along: stack.axis, start: origin[stack.axis], engine: engine) : nil
        let fraction = stack.alignment.fraction
        let proposal = childProposal
        return lines.lines(in: interval, measure: measure, gap: gap).compactMap { index, start in
            guard let child = elements[index] else { return nil }
            let childSize = sizes[index]
            // §17.3 — across: the alignment's fraction of the free length.
            let free = size[stack.minorAxis] - childSize[stack.minorAxis]
            let local = CGPoint(start, in: stack.axis, by: free.isFinite ? fraction * free : 0)
            return ChildGeometry(node: child, origin: local.offset(by: origin), size: ViewSize(childSize, proposal: proposal))
        }
    }

    override var layoutPriority: Double { elements.isEmpty ? -.infinity : 0 }
    /// §6.2 — a stack's preference: its first and last children's on the major-axis edges,
    /// all of theirs across (asked of every child, but only when a neighbour needs it: a lazy
    /// ForEach's elements are all built then).
    override var spacing: Spacing {
        let all = (0..<elements.count).compactMap { elements[$0] }.map { LayoutProxy(engine: engine, node: $0) }
        return StackLayout(axis: stack.axis, alignment: stack.alignment, spacing: stack.spacing).spacing(children: all)
    }
    override func orientation(ofChildAt order: Int) -> ChildOrientation { .stack(stack.axis) }
}

extension LazyStackLayout: ContainerLayout {
    func makeComputer(engine: LayoutEngine, node: Int, children: [Int]) -> NodeComputer {
        LazyStackComputer(engine: engine, node: node, children: children, stack: self)
    }
}

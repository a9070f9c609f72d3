import Foundation

// Spec §19 — LazyVGrid and LazyHGrid: one algorithm, with the axes swapped. The GridItems
// divide the *track* axis (a LazyVGrid's width into columns) without consulting the views
// (§19.2); the views fill the tracks in order, one line (a LazyVGrid's row) after another,
// along the *growth* axis. Sizing (§19.3): tracks from the proposed length; each line is as
// long as its longest view proposed (track length, nil); the grid reports
// max(proposal, Σ tracks + spacing) across and Σ lines + spacing along. Placement: the tracks
// are computed again from the grid's own final length, lines measured again with them, and
// each view proposed (track length, line length) and placed in its cell from the leading edge.
// Lines are lazy inside a ScrollView along the growth axis, as a lazy stack's children are
// (§19.3, LazyRegion.swift).
// Sections: a Section's header and footer views are not cells. Each is a line of its own across
// the whole grid (proposed the grid's length across, placed by the grid's alignment), and a
// section's views start a new line ("Section views … can contain header and footer views",
// Apple's "Grouping data with lazy stack views", which names lazy grids among Section's
// containers). `pinnedViews` changes positions only while scrolled: at offset 0, the only
// offset LayoutLab lays out, a pinned header is where an unpinned one is (spec §17.3).

/// A column (a row in a LazyHGrid) of a lazy grid (mirrors SwiftUI).
public struct GridItem: Sendable {
    public enum Size: Sendable {
        /// Exactly this length.
        case fixed(CGFloat)
        /// A share of what the fixed items leave, clamped to the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` as fit in a flexible item's share.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    /// After this item; nil is 8 (§19.1).
    public var spacing: CGFloat?
    /// Of the views in this item's cells; nil is the grid's alignment across and centre along.
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

struct LazyGridLayout: Sendable {
    /// The growth axis: vertical for a LazyVGrid, whose rows stack downwards.
    let axis: Axis
    let items: [GridItem]
    /// Across the growth axis, for views whose item sets none (§19.3).
    let alignment: AlignmentKey
    /// Between lines; nil is 8 (UNCERTAIN, spec §19.1: no source gives the number).
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews

    var trackAxis: Axis { axis.other }

    /// §19.1 — GridItem spacing nil is 8 [objc.io, juejin].
    static let defaultSpacing: CGFloat = 8
}

/// A GridItem with its values made usable, and what was wrong with them.
struct CheckedGridItem {
    enum Size {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat, maximum: CGFloat)
        case adaptive(minimum: CGFloat, maximum: CGFloat)
    }

    var size: Size
    var spacing: CGFloat
    var alignment: Alignment?

    /// Negative, NaN or infinite values have no SwiftUI behaviour in the spec: they are clamped
    /// (a length to 0, a maximum to ∞ or up to its minimum, a spacing to the default) and
    /// `problems` says so, for `engine.diagnose`.
    init(_ item: GridItem, problems: inout [String]) {
        func length(_ value: CGFloat, _ what: String) -> CGFloat {
            guard value.isFinite, value >= 0 else {
                problems.append("GridItem \(what) \(value) is not a finite length of at least 0; using 0")
                return 0
            }
            return value
        }
        func maximum(_ value: CGFloat, atLeast minimum: CGFloat) -> CGFloat {
            if value.isNaN {
                problems.append("GridItem maximum is not a number; using infinity")
                return .infinity
            }
            if value < minimum {
                problems.append("GridItem maximum \(value) is below its minimum \(minimum); using the minimum")
                return minimum
            }
            return value
        }
        switch item.size {
        case let .fixed(value): size = .fixed(length(value, "size"))
        case let .flexible(minimumValue, maximumValue):
            let minimum = length(minimumValue, "minimum")
            size = .flexible(minimum: minimum, maximum: maximum(maximumValue, atLeast: minimum))
        case let .adaptive(minimumValue, maximumValue):
            let minimum = length(minimumValue, "minimum")
            size = .adaptive(minimum: minimum, maximum: maximum(maximumValue, atLeast: minimum))
        }
        spacing = item.spacing ?? LazyGridLayout.defaultSpacing
        if !spacing.isFinite {
            problems.append("GridItem spacing \(spacing) is not finite; using \(LazyGridLayout.defaultSpacing.swiftDescription)")
            spacing = LazyGridLayout.defaultSpacing
        }
        alignment = item.alignment
        if case let .adaptive(minimum, _) = size, minimum + spacing <= 0 {
            problems.append("GridItem .adaptive(minimum: \(minimum.swiftDescription)) with spacing \(spacing.swiftDescription) fits any number of tracks; using one")
        }
    }

    /// What the item contributes to a nil proposal (UNCERTAIN, spec §19.2): its fixed
    /// length or its minimum.
    var minimumLength: CGFloat {
        switch size {
        case let .fixed(length): length
        case let .flexible(minimum, _), let .adaptive(minimum, _): minimum
        }
    }
}

/// One GridItem resolved for an available length: `count` tracks of `length`, each followed
/// by `spacing` (none after the grid's last track).
struct ResolvedTracks {
    var count: Int
    var length: CGFloat
    var spacing: CGFloat
    var alignment: Alignment?
}

extension LazyGridLayout {
    /// §19.2 — the tracks for an available length `available`.
    static func resolve(_ items: [CheckedGridItem], available: CGFloat) -> [ResolvedTracks] {
        guard !items.isEmpty else { return [] }
        // 1. What is left once the spacing after every item but the last is set aside.
        var remaining = available - items.dropLast().reduce(0) { $0 + $1.spacing }
        // 2. Fixed items first, then the others in declaration order.
        let order = items.indices.filter { if case .fixed = items[$0].size { true } else { false } }
            + items.indices.filter { if case .fixed = items[$0].size { false } else { true } }
        // 3. Each takes from an equal share of what is left: fixed its length, flexible the
        //    share clamped to its bounds, adaptive the share (its minimum is no bound here).
        var lengths = Array(repeating: CGFloat(0), count: items.count)
        for (position, index) in order.enumerated() {
            let offer = remaining / CGFloat(items.count - position)
            switch items[index].size {
            case let .fixed(length): lengths[index] = length
            case let .flexible(minimum, maximum): lengths[index] = min(max(offer, minimum), maximum)
            case .adaptive: lengths[index] = max(offer, 0)
            }
            // ∞ − ∞ is not a number; the rest stays infinite.
            let next = remaining - lengths[index]
            if !next.isNaN { remaining = next }
        }
        // 4. An adaptive item holds as many tracks of its minimum as fit, stretched to fill
        //    it up to its maximum.
        return items.indices.map { index in
            let item = items[index], length = lengths[index]
            guard case let .adaptive(minimum, maximum) = item.size else {
                return ResolvedTracks(count: 1, length: length, spacing: item.spacing, alignment: item.alignment)
            }
            let count = adaptiveCount(length: length, minimum: minimum, spacing: item.spacing)
            let trackLength = (length - CGFloat(count - 1) * item.spacing) / CGFloat(count)
            return ResolvedTracks(count: count, length: min(max(trackLength, 0), maximum), spacing: item.spacing, alignment: item.alignment)
        }
    }

    /// §19.2.4 — the largest n ≥ 1 with n·minimum + (n − 1)·spacing ≤ length (UNCERTAIN:
    /// whether SwiftUI allows 0). An infinite length or a minimum track of no length (minimum
    /// + spacing ≤ 0) would hold infinitely many: one track then, as with no room.
    static let maximumAdaptiveCount = 1_000_000

    static func adaptiveCount(length: CGFloat, minimum: CGFloat, spacing: CGFloat) -> Int {
        let step = minimum + spacing
        guard length.isFinite, step > 0 else { return 1 }
        // A little tolerance so that tracks that fit exactly are not lost to rounding.
        let fitting = ((length + spacing) / step + 1e-9).rounded(.down)
        // An infinite spacing makes the ratio NaN (∞/∞): no room for a second track.
        guard fitting >= 1 else { return 1 }
        return Int(min(fitting, CGFloat(maximumAdaptiveCount)))
    }

    /// Σ track lengths + the spacing between tracks.
    static func totalLength(_ tracks: [ResolvedTracks]) -> CGFloat {
        let sum = tracks.reduce(CGFloat(0)) { $0 + CGFloat($1.count) * ($1.length + $1.spacing) }
        return sum - (tracks.last?.spacing ?? 0)
    }
}

final class LazyGridComputer: NodeComputer {
    let grid: LazyGridLayout
    /// §19.3 — lazy only inside a ScrollView that scrolls along the growth axis.
    private lazy var isLazy = LazyRegion.isScrolled(node, along: grid.axis, engine: engine)
    private lazy var items: [CheckedGridItem] = {
        var problems: [String] = []
        let items = grid.items.map { CheckedGridItem($0, problems: &problems) }
        if items.isEmpty && !elements.isEmpty {
            problems.append("\(engine.tree.nodes[node].kind) has no \(grid.axis == .vertical ? "columns" : "rows"); its views are not shown")
        }
        problems.forEach(engine.diagnose)
        return items
    }()
    private lazy var lineSpacing: CGFloat = {
        guard let spacing = grid.spacing else { return LazyGridLayout.defaultSpacing }
        guard spacing.isFinite else {
            engine.diagnose("\(engine.tree.nodes[node].kind) spacing \(spacing) is not finite; using \(LazyGridLayout.defaultSpacing.swiftDescription)")
            return LazyGridLayout.defaultSpacing
        }
        return spacing
    }()

    /// The tracks the lines below were measured with, and the available length they came from.
    private var tracks: [ResolvedTracks] = []
    private var tracksAvailable: CGFloat?
    /// The grid's length across: a Section's header or footer is proposed all of it.
    private var acrossLength: CGFloat = 0
    private var lines = LazyLines(count: 0)
    /// What each line holds, in order.
    private var lineContents: [LineContent] = []

    /// A line of the grid: views filling the tracks, or one view of a Section's header or
    /// footer across the whole grid.
    private enum LineContent {
        case cells(Range<Int>)
        case across(Int)
    }
    /// The children, or a ForEach's elements built as they are asked for (LazyElements.swift).
    private lazy var elements = LazyChildren(engine: engine, node: node, children: children)

    init(engine: LayoutEngine, node: Int, children: [Int], grid: LazyGridLayout) {
        self.grid = grid
        super.init(engine: engine, node: node, children: children)
    }

    private var tracksPerLine: Int { tracks.reduce(0) { $0 + $1.count } }

    private func prepareTracks(available: CGFloat) {
        guard available != tracksAvailable else { return }
        tracksAvailable = available
        tracks = LazyGridLayout.resolve(items, available: available)
        acrossLength = max(available, LazyGridLayout.totalLength(tracks))
        lineContents = makeLineContents()
        lines = LazyLines(count: lineContents.count)
    }

    /// The lines the children make: each run of a section's views (or of views in no section)
    /// fills lines of `tracksPerLine` from a new line; each header or footer view is a line.
    private func makeLineContents() -> [LineContent] {
        let perLine = tracksPerLine
        guard perLine > 0 else { return [] }
        // A lazy ForEach's elements are one view each (LazyElements.swift), never a Section's
        // parts: reading their traits would build them all.
        let members: [SectionMember?] = elements.elements != nil
            ? [] : children.map { engine.trait(.section, of: $0, as: SectionMember.self) }
        var result: [LineContent] = []
        var runStart = 0, runSection: Int?
        func closeRun(at end: Int) {
            for start in stride(from: runStart, to: end, by: perLine) {
                result.append(.cells(start..<min(start + perLine, end)))
            }
            runStart = end
        }
        for index in members.indices {
            let member = members[index], isRow = member.map { $0.role == .row } ?? true
            if member?.section != runSection || !isRow {
                closeRun(at: index)
                runSection = member?.section
            }
            if !isRow {
                result.append(.across(index))
                runStart = index + 1
            }
        }
        closeRun(at: elements.count)
        return result
    }

    /// The item (track group) and start of the `index`-th track of a line.
    private func track(_ index: Int) -> (group: ResolvedTracks, start: CGFloat) {
        var start: CGFloat = 0, first = 0
        for group in tracks {
            if index < first + group.count { return (group, start + CGFloat(index - first) * (group.length + group.spacing)) }
            start += CGFloat(group.count) * (group.length + group.spacing)
            first += group.count
        }
        return (ResolvedTracks(count: 0, length: 0, spacing: 0), start)
    }

    /// §19.3 — a line is as long as its longest view proposed (track length, nil); a header or
    /// footer line as its view proposed (the grid's length across, nil).
    private func measure(_ line: Int) -> CGFloat {
        switch lineContents[line] {
        case let .cells(views):
            return views.reduce(0) { length, child in
                guard let node = elements[child] else { return length }
                let trackLength = track(child - views.lowerBound).group.length
                return max(length, engine.sizeThatFits(node, ProposedViewSize(nil, in: grid.axis, by: trackLength))[grid.axis])
            }
        case let .across(child):
            guard let node = elements[child] else { return 0 }
            return engine.sizeThatFits(node, ProposedViewSize(nil, in: grid.axis, by: acrossLength))[grid.axis]
        }
    }

    /// UNCERTAIN (spec §19.1 gives the spacing between rows only): a header or footer is
    /// `spacing` from the lines beside it, as a row is.
    private func gap(_ line: Int) -> CGFloat { lineSpacing }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        // §19.2 — a nil proposal counts as the items' minima (UNCERTAIN).
        let proposed = proposal[grid.trackAxis]
        prepareTracks(available: proposed ?? LazyGridLayout.totalLength(items.map {
            ResolvedTracks(count: 1, length: $0.minimumLength, spacing: $0.spacing)
        }))
        let reach = isLazy ? LazyRegion.sizingReach(along: grid.axis, engine: engine) : nil
        let growth = lines.totalLength(reach: reach, measure: measure, gap: gap)
        // §19.3 — across: max(proposal, Σ tracks + spacing), which can exceed the proposal.
        let across = max(proposed ?? 0, LazyGridLayout.totalLength(tracks))
        return CGSize(growth, in: grid.axis, by: across)
    }

    override func childGeometries(at size: ViewSize, origin: CGPoint) -> [ChildGeometry] {
        // §19.3 — the tracks again, from the grid's own length (a new proposal to the views
        // when it differs from what sizing was offered). UNCERTAIN (spec §19.3 names no line
        // length here): the lines are then measured again with the new tracks, as the objc.io
        // reimplementation's `render` does.
        prepareTracks(available: size[grid.trackAxis])
        let interval = isLazy
            ? LazyRegion.visibleInterval(of: node, along: grid.axis, start: origin[grid.axis], engine: engine) : nil
        let acrossFraction = grid.alignment.fraction
        var result: [ChildGeometry] = []
        for (line, start) in lines.lines(in: interval, measure: measure, gap: gap) {
            let lineLength = lines.lengths[line]
            guard case let .cells(views) = lineContents[line] else {
                if case let .across(child) = lineContents[line], let node = elements[child] {
                    result.append(acrossGeometry(of: node, start: start, lineLength: lineLength, origin: origin))
                }
                continue
            }
            for child in views {
                guard let node = elements[child] else { continue }
                let (group, trackStart) = track(child - views.lowerBound)
                let proposal = ProposedViewSize(lineLength, in: grid.axis, by: group.length)
                let childSize = engine.sizeThatFits(node, proposal)
                // UNCERTAIN (spec §19.3): a view is placed in its cell by unit fractions, as
                // lazy stacks place theirs (§17.3, `AlignmentKey.fraction`): the item's
                // alignment, else the grid's across and the centre along.
                let across = group.alignment.map { $0[grid.trackAxis].fraction } ?? acrossFraction
                let along = group.alignment.map { $0[grid.axis].fraction } ?? 0.5
                func offset(_ free: CGFloat, _ fraction: CGFloat) -> CGFloat { free.isFinite ? free * fraction : 0 }
                let local = CGPoint(
                    start + offset(lineLength - childSize[grid.axis], along), in: grid.axis,
                    by: trackStart + offset(group.length - childSize[grid.trackAxis], across))
                result.append(ChildGeometry(node: node, origin: local.offset(by: origin), size: ViewSize(childSize, proposal: proposal)))
            }
        }
        return result
    }

    /// A header or footer view: proposed (the grid's length across, its line's length), placed
    /// across by the grid's alignment (UNCERTAIN, as cells are, spec §19.3) at the line's start.
    private func acrossGeometry(of node: Int, start: CGFloat, lineLength: CGFloat, origin: CGPoint) -> ChildGeometry {
        let proposal = ProposedViewSize(lineLength, in: grid.axis, by: acrossLength)
        let size = engine.sizeThatFits(node, proposal)
        let free = acrossLength - size[grid.trackAxis]
        let local = CGPoint(start, in: grid.axis, by: free.isFinite ? free * grid.alignment.fraction : 0)
        return ChildGeometry(node: node, origin: local.offset(by: origin), size: ViewSize(size, proposal: proposal))
    }

    override func orientation(ofChildAt order: Int) -> ChildOrientation { .layered }
}

extension LazyGridLayout: ContainerLayout {
    func makeComputer(engine: LayoutEngine, node: Int, children: [Int]) -> NodeComputer {
        LazyGridComputer(engine: engine, node: node, children: children, grid: self)
    }
}

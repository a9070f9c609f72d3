import Foundation

// Spec §17.3, §19.3 — laziness. A lazy stack or grid inside a ScrollView that scrolls along
// its major axis creates only the children (a lazy grid: the rows) near the visible region:
// the others are never measured and never placed, so they have no trace events at all, as on a
// device. Off-screen lengths come from an estimate (decompiled SwiftUI: `EstimationCache`,
// `measureEstimates`). Outside such a ScrollView nothing is lazy: every child is measured and
// placed, as in a VStack. This file holds the UNCERTAIN choices (spec §17.3, §26.2).

enum LazyRegion {
    /// UNCERTAIN (spec §17.3): children are created up to one viewport length beyond each end
    /// of the visible region (a prefetch margin the spec calls plausible but unsourced).
    static let prefetchViewports: CGFloat = 1

    /// UNCERTAIN (spec §17.3: "measure every child" or "visible ones plus estimates"; the
    /// spec's default is the first). LayoutLab estimates, as the decompiled `EstimationCache`
    /// suggests and as laziness requires: sizing measures children in declaration order until
    /// they cover what can be visible at offset 0 — the screen's length along the axis plus
    /// the prefetch margin — and estimates the rest from the mean length and gap measured.
    /// Placement measures any visible child sizing did not reach.
    static func sizingReach(along axis: Axis, engine: LayoutEngine) -> CGFloat {
        engine.configuration.device.screenSize[axis] * (1 + prefetchViewports)
    }

    /// Whether a ScrollView above `node` scrolls along `axis`: only then is it lazy.
    static func isScrolled(_ node: Int, along axis: Axis, engine: LayoutEngine) -> Bool {
        !scrollViews(above: node, along: axis, engine: engine).isEmpty
    }

    /// Where, along `axis` and relative to the start of a container placed at global `start`,
    /// children are created: the intersection of the enclosing ScrollViews' frames along the
    /// axis (a ScrollView inside another on the same axis shows what the outer one shows),
    /// widened by the prefetch margin. Nil when no ScrollView scrolls along the axis.
    static func visibleInterval(of node: Int, along axis: Axis, start: CGFloat, engine: LayoutEngine) -> LazyInterval? {
        let scrollViews = scrollViews(above: node, along: axis, engine: engine)
        guard !scrollViews.isEmpty else { return nil }
        var interval = LazyInterval(lower: -.infinity, upper: .infinity)
        for scrollView in scrollViews {
            guard let frame = engine.frame(of: scrollView) else { continue }
            let length = frame.size[axis]
            let margin = length.isFinite ? length * prefetchViewports : 0
            interval.lower = max(interval.lower, frame.origin[axis] - margin - start)
            interval.upper = min(interval.upper, frame.origin[axis] + length + margin - start)
        }
        return interval
    }

    private static func scrollViews(above node: Int, along axis: Axis, engine: LayoutEngine) -> [Int] {
        var result: [Int] = []
        var current = engine.tree.nodes[node].parent
        while let id = current {
            if case let .container(layout) = engine.tree.nodes[id].layout,
               let scroll = layout as? ScrollViewLayout, scroll.scrolls(axis) {
                result.append(id)
            }
            current = engine.tree.nodes[id].parent
        }
        return result
    }
}

/// An interval along a lazy container's major axis, relative to its start.
struct LazyInterval {
    var lower: CGFloat
    var upper: CGFloat

    /// Whether a line from `start` to `end` shows in it (a line of no length, where it starts).
    func contains(_ start: CGFloat, _ end: CGFloat) -> Bool {
        end > start ? start < upper && end > lower : start >= lower && start < upper
    }
}

/// A lazy container's lines along its major axis — a lazy stack's children, a lazy grid's
/// rows — measured in declaration order as far as needed (spec §17.3). `measure(i)` sizes line
/// i and returns its length; it is only ever called for the line after the last one measured.
/// `gap(i)` is the spacing before line i, asked for i ≥ 1.
struct LazyLines {
    let count: Int
    /// The lengths of lines 0..<measuredCount.
    private(set) var lengths: [CGFloat] = []
    /// The gap before each measured line after the first.
    private var gaps: [CGFloat] = []
    private var extent: CGFloat = 0

    init(count: Int) { self.count = count }

    var measuredCount: Int { lengths.count }

    private mutating func measureNext(_ measure: (Int) -> CGFloat, _ gap: (Int) -> CGFloat) {
        let index = lengths.count
        if index > 0 {
            let before = gap(index)
            gaps.append(before)
            extent += before
        }
        let length = measure(index)
        lengths.append(length)
        extent += length
    }

    /// The length of all the lines: measured until they reach `reach` (all lines when nil),
    /// at least one, and the rest estimated from the mean length and gap measured.
    mutating func totalLength(reach: CGFloat?, measure: (Int) -> CGFloat, gap: (Int) -> CGFloat) -> CGFloat {
        while lengths.count < count && (lengths.isEmpty || reach.map { extent < $0 } ?? true) {
            measureNext(measure, gap)
        }
        let remaining = count - lengths.count
        guard remaining > 0, !lengths.isEmpty else { return extent }
        let meanLength = lengths.reduce(0, +) / CGFloat(lengths.count)
        let meanGap = gaps.isEmpty ? gap(lengths.count) : gaps.reduce(0, +) / CGFloat(gaps.count)
        return extent + CGFloat(remaining) * (meanLength + meanGap)
    }

    /// The lines that show in `interval` (every line when nil) and where each starts,
    /// measuring lines sizing did not reach on the way. Lines after the interval are left alone.
    mutating func lines(in interval: LazyInterval?, measure: (Int) -> CGFloat, gap: (Int) -> CGFloat) -> [(index: Int, start: CGFloat)] {
        var result: [(index: Int, start: CGFloat)] = []
        var start: CGFloat = 0
        for index in 0..<count {
            if index > 0 { start += index < lengths.count ? gaps[index - 1] : gap(index) }
            if let interval, start >= interval.upper { break }
            if index == lengths.count { measureNext(measure, gap) }
            let end = start + lengths[index]
            if interval?.contains(start, end) ?? true { result.append((index, start)) }
            start = end
        }
        return result
    }
}

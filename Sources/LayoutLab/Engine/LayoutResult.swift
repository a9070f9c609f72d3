import Foundation

/// What a layout run produced: every placed node's global frame, and counts.
public struct LayoutResult: Sendable {
    public let tree: ViewTree
    public let rootProposal: ProposedViewSize
    /// The global frame of each node, indexed by node id; nil for nodes never placed
    /// (the candidates a ViewThatFits did not choose).
    public let frames: [CGRect?]
    /// Size queries asked, cache hits included (over every layout pass of the run).
    public internal(set) var sizeQueries: Int
    /// Trace events emitted (over every layout pass of the run).
    public let eventCount: Int
    /// Things SwiftUI would log at run time (an invalid frame dimension, an unknown symbol).
    public internal(set) var diagnostics: [String]
    /// What each `.onPreferenceChange` and `.onGeometryChange` received, in tree order.
    public internal(set) var observations: [LayoutObservation] = []
    /// Which layout of the run this is: 1 unless observers' actions made the view lay out again.
    public let layoutPass: Int

    public var rootSize: CGSize { frames[0]?.size ?? .zero }

    public func frame(of node: Int) -> CGRect? { node < frames.count ? frames[node] : nil }
}

public enum LayoutError: Error, CustomStringConvertible, Equatable {
    /// A root proposal that is negative or not a number.
    case invalidRootProposal(ProposedViewSize)
    /// More nesting than the engine lays out.
    case tooDeep(depth: Int, limit: Int)
    /// More size queries in one layout pass than the engine answers (issue 14: a budget, not a hang).
    case tooManyQueries(limit: Int)
    /// More trace events in one run than `ViewTree.maximumTraceEvents` (issue 34: what a sink
    /// is handed, and so what a printer writes, is bounded).
    case tooManyEvents(limit: Int)

    public var description: String {
        switch self {
        case let .invalidRootProposal(p):
            "invalid root proposal \(p): each dimension must be a non-negative number, infinity or nil"
        case let .tooDeep(depth, limit):
            "the view tree is \(depth) levels deep; LayoutLab lays out at most \(limit) levels"
        case let .tooManyQueries(limit):
            "the layout asked more than \(limit) size queries in one pass and was stopped; nothing was recorded "
                + "(a custom Layout that queries its subviews without end, or a huge lazy stack or grid?)"
        case let .tooManyEvents(limit):
            "the layout made more than \(limit) trace events and was stopped; nothing was recorded "
                + "(deeply chained flexible frames or stacks ask their children again at every level)"
        }
    }
}

extension ViewTree {
    /// The deepest tree the engine lays out; deeper trees are refused with `LayoutError.tooDeep`.
    public static let maximumLayoutDepth = 20_000
    /// The most size queries one layout pass may ask (cache hits included); past it the engine
    /// answers .zero without asking and the pass throws `LayoutError.tooManyQueries`. Every
    /// Examples file asks far fewer than 100,000. Four levels of ten nested stacks ask 614,131
    /// (1.24 million events) and take 2.4 s to lay out and record from source in a release
    /// build, so a million take about 4 s.
    public static let maximumSizeQueries = 1_000_000
    /// The most trace events one run (all its passes) hands its sink; past it the sink gets no
    /// more, every query answers .zero at once and the run throws `LayoutError.tooManyEvents`.
    /// Without a sink no event is made and this budget does not apply. An event costs more to
    /// print the deeper its node (the trace names each node's path): n chained flexible frames
    /// make about 2n² events of about 4.3n bytes each in `--format trace`. Issue 34 reports 12 KB
    /// of them printing 928 MB of trace in 17 s in a release build; 12 KB written densely
    /// (`Text("Hello")` and 444 `.frame(maxWidth: .infinity)` on one line,
    /// Tests/Fixtures/budgets/issue-34-12kb-chained-frames.swift) make 397,381 events and 302 MB of
    /// `--format jsonl`. This many stops that file, and lets through at most about 316 such frames
    /// (about 270 MB of trace, 4–5 s at the rate); Tests/Fixtures/budgets/chained-flexible-frames.swift, 297 frames,
    /// makes 178,499 events, 228 MB of trace. No Examples file makes 150,000.
    public static let maximumTraceEvents = 200_000

    /// Runs SwiftUI's layout process on this tree: sizing from the root's proposal, then
    /// placement, streaming every query to `sink`.
    ///
    /// `.onPreferenceChange`/`.onGeometryChange` actions are not run: `result.observations`
    /// says what they would receive (see `layout(configuration:sink:maximumPasses:build:)`).
    ///
    /// `maximumSizeQueries` is the pass's budget (see `ViewTree.maximumSizeQueries`) and
    /// `maximumTraceEvents` the run's (`ViewTree.maximumTraceEvents`); a benchmark of a tree
    /// known to ask more raises them.
    public func layout(
        configuration: LayoutConfiguration = LayoutConfiguration(), sink: (any TraceSink)? = nil,
        maximumSizeQueries: Int = ViewTree.maximumSizeQueries, maximumTraceEvents: Int = ViewTree.maximumTraceEvents
    ) throws -> LayoutResult {
        try validate(configuration)
        sink?.layoutWillBegin(tree: self, configuration: configuration)
        let result = try run(
            configuration: configuration, sink: sink, layoutPass: 1, firstSequence: 0, maximumSizeQueries: maximumSizeQueries,
            maximumTraceEvents: maximumTraceEvents)
        sink?.layoutDidEnd(result)
        return result
    }

    func validate(_ configuration: LayoutConfiguration) throws {
        let proposal = configuration.proposal
        for length in [proposal.width, proposal.height] {
            if let length, length.isNaN || length < 0 { throw LayoutError.invalidRootProposal(proposal) }
        }
        guard maximumDepth <= Self.maximumLayoutDepth else {
            throw LayoutError.tooDeep(depth: maximumDepth, limit: Self.maximumLayoutDepth)
        }
    }

    /// One layout pass, its events numbered from `firstSequence`.
    func run(
        configuration: LayoutConfiguration, sink: (any TraceSink)?, layoutPass: Int, firstSequence: Int,
        maximumSizeQueries: Int = ViewTree.maximumSizeQueries, maximumTraceEvents: Int = ViewTree.maximumTraceEvents
    ) throws -> LayoutResult {
        let engine = LayoutEngine(
            tree: self, configuration: configuration, sink: sink, layoutPass: layoutPass, firstSequence: firstSequence,
            maximumSizeQueries: maximumSizeQueries, maximumTraceEvents: maximumTraceEvents)
        // Each level of nesting costs a few stack frames; deep trees get a thread with room.
        let result = LargeStack.run(forDepth: maximumDepth) { engine.run() }
        // Thrown before the sink hears the layout end: a recorder rolls the run back whole.
        if engine.exceededEventBudget { throw LayoutError.tooManyEvents(limit: maximumTraceEvents) }
        if engine.exceededQueryBudget { throw LayoutError.tooManyQueries(limit: maximumSizeQueries) }
        return result
    }
}

extension View {
    /// Builds this view's tree and lays it out (see `ViewTree.layout`).
    public func layout(
        configuration: LayoutConfiguration = LayoutConfiguration(), sink: (any TraceSink)? = nil
    ) throws -> LayoutResult {
        try ViewTree(self).layout(configuration: configuration, sink: sink)
    }
}

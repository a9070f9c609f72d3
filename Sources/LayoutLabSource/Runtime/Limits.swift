import Foundation
import LayoutLab

/// How much work interpreting one file may take before LayoutLab stops it with a located
/// error, instead of running without bound or exhausting the machine. Each limit has a
/// command-line flag that raises it (`layoutlab run --max-steps …`).
public struct EvaluationLimits: Sendable, Equatable {
    /// Expressions evaluated (loops and recursion included).
    public var steps: Int
    /// Nested evaluations: calls within calls, views within views.
    public var depth: Int
    /// Elements of one collection, range or `ForEach`.
    public var elements: Int
    /// Views built for one layout, each layout modifier's view counted: about the nodes of
    /// the tree laid out.
    public var views: Int
    /// Trace events one layout hands its sink (and so prints or records): the engine's
    /// budget, `ViewTree.maximumTraceEvents`, which it declares and checks.
    public var events: Int

    /// Defaults, each reached in about 4 s or less in a release build on one core, so that no
    /// input runs for long unless a flag lets it (issue 14's campaign gives each input 10 s,
    /// two at a time on two cores): 2,000,000 steps take about 3 s (every Examples file needs
    /// fewer than 1,000,000). A tree costs about 40 µs a node to interpret, lay out, record and
    /// print, so 50,000 nodes take about 2 s; 100,000 Texts in a VStack took 5 s, and a
    /// realistic screen has hundreds (lazy containers build only the rows they show).
    public init(steps: Int = 2_000_000, depth: Int = 2_000, elements: Int = 200_000, views: Int = 50_000,
                events: Int = ViewTree.maximumTraceEvents) {
        self.steps = steps
        self.depth = depth
        self.elements = elements
        self.views = views
        self.events = events
    }

    public static let standard = EvaluationLimits()

    /// The flag that raises each limit, for messages.
    static let flags = (steps: "--max-steps", depth: "--max-depth", elements: "--max-elements", views: "--max-views",
                        events: "--max-events")
}

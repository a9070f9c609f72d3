import Foundation

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
    /// Views built for one layout.
    public var views: Int

    /// Defaults: 2,000,000 steps take about 3 s in a release build (every Examples file needs
    /// fewer than 1,000,000), so that a loop without end stops within the campaign's 10 s.
    public init(steps: Int = 2_000_000, depth: Int = 2_000, elements: Int = 200_000, views: Int = 1_000_000) {
        self.steps = steps
        self.depth = depth
        self.elements = elements
        self.views = views
    }

    public static let standard = EvaluationLimits()

    /// The flag that raises each limit, for messages.
    static let flags = (steps: "--max-steps", depth: "--max-depth", elements: "--max-elements", views: "--max-views")
}

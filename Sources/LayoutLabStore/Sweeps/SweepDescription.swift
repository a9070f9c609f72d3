import Foundation
import LayoutLab

/// A sweep to record: one file, how each of its cases is laid out, and the cases, each a list
/// of parameter values. Stored whole (`RunStore.createSweep`) before any case runs, so that an
/// interrupted sweep can be finished from the database alone.
public struct SweepDescription: Hashable, Sendable {
    public var fileName: String
    /// The source every case runs.
    public var source: String
    public var layout: SweepLayoutOptions
    public var origin: SweepCaseOrigin
    /// Each case's parameter values, in the order its run sets them.
    public var cases: [[RunParameter]]
    public var createdAt: Date

    public init(fileName: String, source: String, layout: SweepLayoutOptions, origin: SweepCaseOrigin,
                cases: [[RunParameter]], createdAt: Date = Date()) {
        self.fileName = fileName
        self.source = source
        self.layout = layout
        self.origin = origin
        self.cases = cases
        self.createdAt = createdAt
    }
}

/// The `layoutlab run` options every case of a sweep is laid out with, as written on the
/// command line (the CLI parses them; the store keeps them for resuming).
public struct SweepLayoutOptions: Hashable, Sendable {
    /// `--root`: the view to lay out; nil for the file's default.
    public var rootView: String?
    /// `--device`, by name.
    public var device: String
    /// `--os` and `--design`, as resolved (never `latest`: a resumed sweep lays out for the OS it
    /// began with, whatever the newest is by then).
    public var platform: Platform
    /// `--proposal` as written (`300xnil`); nil for the device's safe area.
    public var rootProposal: String?
    /// `--image NAME=WxH` values.
    public var images: [String]
    /// `--lenient`.
    public var lenient: Bool
    /// The interpreter's budgets given as flags; the others are the defaults.
    public var limits: SweepLimits

    public init(rootView: String? = nil, device: String, platform: Platform = .latest, rootProposal: String? = nil,
                images: [String] = [], lenient: Bool = false, limits: SweepLimits = SweepLimits()) {
        self.rootView = rootView
        self.device = device
        self.platform = platform
        self.rootProposal = rootProposal
        self.images = images
        self.lenient = lenient
        self.limits = limits
    }
}

/// `--max-steps`, `--max-depth`, `--max-elements`, `--max-views`, `--max-events` as a sweep
/// began with them: nil for a flag not given (its default budget).
public struct SweepLimits: Hashable, Sendable {
    public var steps: Int?
    public var depth: Int?
    public var elements: Int?
    public var views: Int?
    public var events: Int?

    public init(steps: Int? = nil, depth: Int? = nil, elements: Int? = nil, views: Int? = nil, events: Int? = nil) {
        self.steps = steps
        self.depth = depth
        self.elements = elements
        self.views = views
        self.events = events
    }
}

/// Where a sweep's cases came from.
public enum SweepCaseOrigin: Hashable, Sendable {
    /// The cartesian product of `--param` grid specs, as given (`width=100...300:50`).
    case grid([String])
    /// The cases the file declares (`layoutlabCases`), in its order.
    case file
}

/// One case of a recorded sweep, and its run once recorded.
public struct SweepCase: Hashable, Sendable {
    /// The case's position in the sweep, from 0.
    public var index: Int
    public var parameters: [RunParameter]
    /// The run that recorded the case; nil while it is missing.
    public var run: Int64?
}

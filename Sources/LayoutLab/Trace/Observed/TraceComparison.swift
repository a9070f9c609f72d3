import Foundation

extension ObservedEvent {
    /// What a device log of `format` shows of `event`, nil when it shows nothing: a tagged
    /// node's proposals and reports that reached it (cache hits never reach a `Layout`), and
    /// its `placeSubviews`, whose origin the inspector prints only with `printPosition` and
    /// the probe prints always, with the proposal and bounds size. A one-axis report (a Text's
    /// length probe) is not a size: neither printer shows it. `line` is the event's sequence.
    public static func observable(_ event: TraceEvent, node: some TraceNode, format: DeviceLog.Format) -> ObservedEvent? {
        guard let inspector = node.inspector, event.reachedNode else { return nil }
        switch event.kind {
        case .proposal:
            return event.proposal.map { ObservedEvent(tag: inspector.tag, kind: .proposal, proposal: $0, line: event.sequence) }
        case .report:
            return event.size.map { ObservedEvent(tag: inspector.tag, kind: .report, size: $0, line: event.sequence) }
        case .placeSubviews where format == .probe:
            return ObservedEvent(tag: inspector.tag, kind: .placeSubviews, proposal: event.proposal, size: event.size,
                                 position: event.position, line: event.sequence)
        case .placeSubviews where inspector.printPosition:
            return event.position.map { ObservedEvent(tag: inspector.tag, kind: .placeSubviews, position: $0, line: event.sequence) }
        default:
            return nil
        }
    }

    /// The values `other` does not share, named as `layoutlab diff` shows them: `event` when
    /// they are different events (another tag or kind), else `proposal.width`, `size.height`,
    /// `position.x`…
    public func differences(from other: ObservedEvent) -> [String] {
        guard tag == other.tag, kind == other.kind else { return ["event"] }
        var fields: [String] = []
        if proposal?.width != other.proposal?.width || (proposal == nil) != (other.proposal == nil) { fields.append("proposal.width") }
        if proposal?.height != other.proposal?.height || (proposal == nil) != (other.proposal == nil) { fields.append("proposal.height") }
        if size?.width != other.size?.width { fields.append("size.width") }
        if size?.height != other.size?.height { fields.append("size.height") }
        if position?.x != other.position?.x { fields.append("position.x") }
        if position?.y != other.position?.y { fields.append("position.y") }
        return fields
    }

    /// The line the event's printer would print for it: `proposal (300.0, nil)`,
    /// `report (100.0, 100.0)`, `placeSubviews at (0.0, 0.0)`.
    public var summary: String {
        func length(_ value: CGFloat?) -> String { value?.swiftDescription ?? "nil" }
        switch kind {
        case .proposal:
            return "proposal (\(length(proposal?.width)), \(length(proposal?.height)))"
        case .report:
            return "report \(size?.appleDescription ?? "?")"
        default:
            var text = "placeSubviews at \(position?.appleDescription ?? "?")"
            if let size { text += " in \(size.appleDescription)" }
            if let proposal { text += " for (\(length(proposal.width)), \(length(proposal.height)))" }
            return text
        }
    }
}

/// An observed run's events against a model run's, as a device log shows them (see
/// `ObservedEvent.observable`): where the whole sequence first parts, and every event of each
/// tag that differs, the tag's events matched by their order.
public struct TraceComparison: Hashable, Sendable {
    /// Two events at the same place of their sequences that differ; one is nil when a
    /// sequence is shorter.
    public struct Divergence: Hashable, Sendable {
        public var tag: String
        /// 0-based: the place in the whole sequence (`firstDivergence`) or among the tag's events.
        public var index: Int
        public var observed: ObservedEvent?
        public var model: ObservedEvent?
        /// What differs (`ObservedEvent.differences(from:)`); `missing` or `extra` when the
        /// model has no such event or the log has none.
        public var fields: [String]
    }

    public var firstDivergence: Divergence?
    /// Tag by tag, in the order tags first appear in the log, then the model's others.
    public var divergences: [Divergence]

    public var agrees: Bool { firstDivergence == nil && divergences.isEmpty }

    public init(observed: [ObservedEvent], model: [ObservedEvent]) {
        firstDivergence = Self.divergences(observed, model, tag: nil).first
        var tags: [String] = []
        for event in observed + model where !tags.contains(event.tag) { tags.append(event.tag) }
        divergences = tags.flatMap { tag in
            Self.divergences(observed.filter { $0.tag == tag }, model.filter { $0.tag == tag }, tag: tag)
        }
    }

    private static func divergences(_ observed: [ObservedEvent], _ model: [ObservedEvent], tag: String?) -> [Divergence] {
        (0..<max(observed.count, model.count)).compactMap { index in
            let a = index < observed.count ? observed[index] : nil
            let b = index < model.count ? model[index] : nil
            let fields: [String]
            switch (a, b) {
            case let (a?, b?): fields = a.differences(from: b)
            case (_?, nil): fields = ["missing"]
            default: fields = ["extra"]
            }
            guard !fields.isEmpty else { return nil }
            return Divergence(tag: tag ?? (a ?? b)?.tag ?? "", index: index, observed: a, model: b, fields: fields)
        }
    }

    /// The root proposal the log was printed with, when it is not `expected`: an observed
    /// proposal, other than `expected`, in the place of a model proposal equal to `expected`
    /// (the view directly under the root was offered the device's safe area). Nil when the
    /// log agrees or shows no such proposal.
    public func rootProposal(differingFrom expected: ProposedViewSize) -> ProposedViewSize? {
        for divergence in divergences {
            guard let observed = divergence.observed, let model = divergence.model, observed.kind == .proposal,
                  model.kind == .proposal, model.proposal == expected, let proposal = observed.proposal,
                  proposal != expected else { continue }
            return proposal
        }
        return nil
    }
}

/// Collects, as a layout runs, what a device log of `format` would show of it
/// (`ObservedEvent.observable`), across every layout pass.
public final class ObservableEventCollector: TraceSink {
    public let format: DeviceLog.Format
    public private(set) var events: [ObservedEvent] = []
    private var tree: ViewTree?

    public init(format: DeviceLog.Format) { self.format = format }

    public func layoutWillBegin(tree: ViewTree, configuration: LayoutConfiguration) {
        self.tree = tree
        events = []
    }

    public func layoutPassWillBegin(_ layoutPass: Int, tree: ViewTree) { self.tree = tree }

    public func receive(_ event: TraceEvent) {
        if let tree, let observable = ObservedEvent.observable(event, node: tree[event.node], format: format) { events.append(observable) }
    }
}

extension Device {
    /// The devices (either orientation) whose root is proposed `proposal` on `os`, their safe
    /// area: which screen a log's root proposal came from.
    public static func proposing(_ proposal: ProposedViewSize, on os: OperatingSystem = .latest) -> [Device] {
        all.flatMap { [$0.running(os), $0.landscape.running(os)] }.filter { ProposedViewSize($0.safeAreaSize) == proposal }
    }
}

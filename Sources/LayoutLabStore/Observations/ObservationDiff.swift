import Foundation
import LayoutLab

/// An observed run against another run of the same file (`layoutlab diff`, `verify`): their
/// events as the observation's log shows them, compared tag by tag, and where the log printed
/// positions, each tagged view's last printed origin beside its frame in the other run.
public struct ObservationDiff: Sendable {
    /// A tagged view whose log printed positions.
    public struct Position: Hashable, Sendable {
        public var tag: String
        /// The last origin the log printed for it.
        public var observed: CGPoint
        /// Its node's final frame in the other run; nil when that run placed no such node
        /// (or is an observed run too: observed runs have no frames).
        public var frame: CGRect?

        public var agrees: Bool { frame?.origin == observed }
    }

    public var observedRun: Int64
    public var otherRun: Int64
    public var format: DeviceLog.Format
    public var comparison: TraceComparison
    public var positions: [Position]

    public var agrees: Bool { comparison.agrees && positions.allSatisfy(\.agrees) }
}

extension StoreReader {
    /// Compares runs `a` and `b` as an observation and a run of its file, when either is an
    /// observed run (`a` first if both are); nil when neither is.
    public func observationDiff(_ a: Int64, _ b: Int64) throws -> ObservationDiff? {
        let (observedRun, otherRun, recorded): (Int64, Int64, RecordedObservation)
        if let first = try observation(run: a) {
            (observedRun, otherRun, recorded) = (a, b, first)
        } else if let second = try observation(run: b) {
            (observedRun, otherRun, recorded) = (b, a, second)
        } else {
            return nil
        }
        // Both observed in different formats: compare what both printers show.
        let otherFormat = try self.observation(run: otherRun)?.format
        let format: DeviceLog.Format = otherFormat == .inspector ? .inspector : recorded.format ?? .inspector
        var observed = try observableEvents(run: observedRun, format: format)
        // An observed run's event n is the log's n-th: name it by its line in the log.
        if let log = try? DeviceLog.parse(recorded.log), log.events.count == observed.count {
            for index in observed.indices { observed[index].line = log.events[index].line }
        }
        let other = try observableEvents(run: otherRun, format: format)
        let frames = Dictionary(try nodes(run: otherRun).compactMap { node in node.inspector.map { ($0.tag, node.frame) } },
                                uniquingKeysWith: { first, _ in first })
        var positions: [ObservationDiff.Position] = []
        for event in observed where event.kind == .placeSubviews {
            guard let position = event.position else { continue }
            let found = ObservationDiff.Position(tag: event.tag, observed: position, frame: frames[event.tag] ?? nil)
            if let index = positions.firstIndex(where: { $0.tag == event.tag }) { positions[index] = found } else { positions.append(found) }
        }
        return ObservationDiff(observedRun: observedRun, otherRun: otherRun, format: format,
                               comparison: TraceComparison(observed: observed, model: other), positions: positions)
    }
}

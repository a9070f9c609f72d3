import Foundation
import GRDB
import LayoutLab

/// Where a run's events came from: LayoutLab's engine, or a device's console log
/// (`runs.origin`).
public enum RunOrigin: String, Codable, Hashable, Sendable {
    case model, device
}

/// Where an observation came from, as its observer tells it (`observations`): each optional.
public struct ObservationSource: Hashable, Sendable {
    /// The device it was printed on: "iPhone 16 Pro".
    public var device: String?
    /// "iOS 18.2".
    public var osVersion: String?
    /// When it was observed, as written: "2025-01-12".
    public var observedOn: String?
    /// Free text: where it was published, by whom.
    public var note: String?

    public init(device: String? = nil, osVersion: String? = nil, observedOn: String? = nil, note: String? = nil) {
        self.device = device
        self.osVersion = osVersion
        self.observedOn = observedOn
        self.note = note
    }
}

/// A device log about a source file, ready to record: the file's tree as LayoutLab builds
/// it (the nodes), the log's lines (the events) and where the log came from.
public struct ObservedRun: Sendable {
    public var description: RunDescription
    /// The device and root proposal the log is said to come from.
    public var configuration: LayoutConfiguration
    public var tree: ViewTree
    public var log: DeviceLog
    /// The log as given.
    public var logText: String
    public var source: ObservationSource

    public init(description: RunDescription, configuration: LayoutConfiguration, tree: ViewTree, log: DeviceLog,
                logText: String, source: ObservationSource) {
        self.description = description
        self.configuration = configuration
        self.tree = tree
        self.log = log
        self.logText = logText
        self.source = source
    }

    /// The log's tags that no node of the tree carries.
    public var undeclaredTags: [String] {
        let declared = Set(tree.nodes.compactMap { $0.inspector?.tag })
        return log.tags.filter { !declared.contains($0) }
    }

    /// The log's lines as trace events, each on the first node tagged with its tag.
    ///
    /// UNCERTAIN (what a log cannot say): a log does not say which pass a line belongs to;
    /// proposals and reports are recorded as `sizing`, placements as `placement`. Every line
    /// reached the view's `Layout`, so its cache outcome is `miss`.
    func events() throws -> [TraceEvent] {
        var nodes: [String: Int] = [:]
        for node in tree.nodes { if let tag = node.inspector?.tag, nodes[tag] == nil { nodes[tag] = node.id } }
        return try log.events.enumerated().map { sequence, observed in
            guard let node = nodes[observed.tag] else {
                throw StoreError.recordingNotFinished("the source tags no view \"\(observed.tag)\" (line \(observed.line) of the log)")
            }
            return TraceEvent(sequence: sequence, kind: observed.kind, node: node, pass: observed.kind == .placeSubviews ? .placement : .sizing,
                              cache: .miss, proposal: observed.proposal, size: observed.size, position: observed.position)
        }
    }
}

/// A row of `observations`.
public struct RecordedObservation: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "observations"

    public var runID: Int64
    public var logFormat: String
    public var log: String
    public var observedDevice: String?
    public var osVersion: String?
    public var observedOn: String?
    public var note: String?

    enum CodingKeys: String, CodingKey {
        case runID = "run_id"
        case logFormat = "log_format"
        case log
        case observedDevice = "observed_device"
        case osVersion = "os_version"
        case observedOn = "observed_on"
        case note
    }

    /// `log_format` of a log of the file's own prints (migration 0016): its lines are in
    /// `printed_lines`, and it has no events.
    public static let printedFormat = "printed"

    /// The format the log was read in; nil for a printed log.
    public var format: DeviceLog.Format? { DeviceLog.Format(rawValue: logFormat) }
}

extension RunStore {
    /// Records an observed run in one transaction (origin `device`) and returns its id;
    /// nothing is recorded when it throws (a tag no node carries, a database error).
    public func record(_ observed: ObservedRun) throws -> Int64 {
        try recordObservation(observed.description, configuration: observed.configuration, tree: observed.tree,
                              events: try observed.events(), logFormat: observed.log.format.rawValue, logText: observed.logText,
                              source: observed.source)
    }

    /// An observed run's rows, in one transaction: its `runs` row, its nodes without frames
    /// (a log shows where a tagged view's bounds began, not the frames SwiftUI drew), its
    /// events, what `more` writes for it, and its `observations` row.
    func recordObservation(_ description: RunDescription, configuration: LayoutConfiguration, tree: ViewTree, events: [TraceEvent],
                           logFormat: String, logText: String, source: ObservationSource,
                           more: (Database, Int64) throws -> Void = { _, _ in }) throws -> Int64 {
        var recorded: Int64 = 0
        try writing {
            try database.inTransaction(.immediate) { db in
                var run = RecordedRun(description, configuration: configuration)
                run.origin = .device
                run.nodeCount = tree.count
                run.eventCount = events.count
                try run.insert(db)
                guard let id = run.id else { throw StoreError.recordingNotFinished("the run got no id") }
                try RunRows.insertContents(of: description, tree: tree, events: events, frames: [], run: id, db)
                try more(db, id)
                try RecordedObservation(
                    runID: id, logFormat: logFormat, log: logText, observedDevice: source.device, osVersion: source.osVersion,
                    observedOn: source.observedOn, note: source.note
                ).insert(db)
                recorded = id
                return .commit
            }
        }
        return recorded
    }
}

extension StoreReader {
    /// Where run `id` was observed; nil for a model run.
    public func observation(run id: Int64) throws -> RecordedObservation? {
        _ = try run(id)
        return try read { try RecordedObservation.fetchOne($0, key: id) }
    }

    /// The run's events as a device log of `format` shows them (`ObservedEvent.observable`).
    public func observableEvents(run id: Int64, format: DeviceLog.Format) throws -> [ObservedEvent] {
        let nodes = try nodes(run: id)
        let byID = Dictionary(nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var events: [ObservedEvent] = []
        try forEachEvent(run: id) { event in
            if let node = byID[event.node], let observable = ObservedEvent.observable(event, node: node, format: format) {
                events.append(observable)
            }
        }
        return events
    }
}

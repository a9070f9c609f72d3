import Foundation
import GRDB
import LayoutLab

/// A run laid out but not yet recorded: what a sweep's workers hand to its writer. Made on the
/// worker's thread, which also measures the flexibilities, the costly part of recording a
/// small run; the writer only inserts rows.
public struct CompletedRun: Sendable {
    public let description: RunDescription
    public let configuration: LayoutConfiguration
    public let result: LayoutResult
    public let events: [TraceEvent]
    let flexibilities: [MeasuredFlexibility]

    /// - Parameters:
    ///   - events: every event the layout streamed, in order (a `TraceCollector`'s).
    ///   - flexibility: which nodes to measure, as `RunStore.recorder(for:flexibility:)` takes it.
    public init(description: RunDescription, configuration: LayoutConfiguration, result: LayoutResult,
                events: [TraceEvent], flexibility: FlexibilityScope = .automatic) {
        self.description = description
        self.configuration = configuration
        self.result = result
        self.events = events
        flexibilities = flexibility.measure(result.tree, configuration: configuration)
    }
}

/// A case of a sweep and the run that lays it out.
public struct SweepCaseRun: Sendable {
    public var caseIndex: Int
    public var run: CompletedRun

    public init(caseIndex: Int, run: CompletedRun) {
        self.caseIndex = caseIndex
        self.run = run
    }
}

extension RunStore {
    /// Records a sweep and its whole case list in one transaction, before any case runs;
    /// returns the sweep's id.
    public func createSweep(_ sweep: SweepDescription) throws -> Int64 {
        var id: Int64 = 0
        try writing {
            try database.inTransaction(.immediate) { db in
                var record = try RecordedSweep(sweep)
                try record.insert(db)
                guard let inserted = record.id else { throw StoreError.recordingNotFinished("the sweep got no id") }
                let insert = try db.cachedStatement(sql: SweepStatements.insertCase)
                for (index, parameters) in sweep.cases.enumerated() {
                    try insert.execute(arguments: [inserted, index, CaseParametersJSON.encode(parameters)])
                }
                id = inserted
                return .commit
            }
        }
        return id
    }

    /// Records runs of a sweep in one transaction, each with its `sweep_runs` row, so that a
    /// case is stored whole or not at all; many runs to a transaction because a small run
    /// costs little more than its commit. A case that already has a run (another process
    /// resuming the same sweep got there first) is skipped: its id is nil in the result.
    public func recordSweepRuns(_ runs: [SweepCaseRun], sweep: Int64) throws -> [Int64?] {
        var ids: [Int64?] = []
        var rows = RunRowTemplates()
        try writing {
            try database.inTransaction(.immediate) { db in
                // The transaction holds the write lock: nobody can record these cases between
                // this check and the inserts below. One query for the batch, not one a run.
                var recorded = try Set(Int.fetchAll(db.cachedStatement(sql: SweepStatements.recordedCases),
                                                    arguments: [sweep, "[" + runs.map { String($0.caseIndex) }.joined(separator: ",") + "]"]))
                // A case given twice is recorded once, as when each run was checked in turn.
                ids = try runs.map { recorded.insert($0.caseIndex).inserted ? try Self.record($0, sweep: sweep, rows: &rows, db) : nil }
                return .commit
            }
        }
        return ids
    }

    private static func record(_ caseRun: SweepCaseRun, sweep: Int64, rows: inout RunRowTemplates, _ db: Database) throws -> Int64 {
        let run = caseRun.run
        var record = rows.row(for: run)
        record.nodeCount = run.result.tree.count
        record.eventCount = run.events.count
        record.sizeQueries = run.result.sizeQueries
        record.diagnostics = try RunRows.diagnosticsJSON(run.result.diagnostics)
        try record.insert(db)
        guard let id = record.id else { throw StoreError.recordingNotFinished("the run got no id") }
        try RunRows.insertContents(of: run.description, tree: run.result.tree, events: run.events, frames: run.result.frames, run: id, db)
        try RunRows.insertFlexibilities(run.flexibilities, tree: run.result.tree, run: id, db)
        var sweepRun = BoundRow(try db.cachedStatement(sql: SweepStatements.insertRun))
        sweepRun.bind(sweep)
        sweepRun.bind(caseRun.caseIndex)
        sweepRun.bind(id)
        try sweepRun.execute(db)
        return id
    }
}

/// A sweep's runs share their file, source, device, OS and root proposal: their `runs` rows are
/// copies of one row, made once (with the source's SHA-256), with their own times. One
/// template serves one transaction.
struct RunRowTemplates {
    private var template: RecordedRun?

    /// The run's row before its counts.
    mutating func row(for run: CompletedRun) -> RecordedRun {
        let description = run.description, configuration = run.configuration
        let proposal = configuration.proposal
        if let template, template.fileName == description.fileName, template.source == description.source,
           template.device == configuration.device.name,
           template.os == configuration.platform.os.version, template.design == configuration.platform.design.rawValue,
           template.rootProposalWidth == proposal.width.map(Double.init), template.rootProposalHeight == proposal.height.map(Double.init),
           template.rootProposalExplicit == (configuration.rootProposal != nil) {
            var row = template
            row.recordedAt = RecordedRun.timestamp(description.recordedAt)
            // Its source went in with the template's row, in this transaction: not bound again.
            row.source = nil
            return row
        }
        let row = RecordedRun(description, configuration: configuration)
        template = row
        return row
    }
}

/// The statements that write sweeps.
enum SweepStatements {
    static let insertCase = "INSERT INTO sweep_cases (sweep_id, case_index, parameters) VALUES (?, ?, ?)"
    /// Which of the cases listed (a JSON array of case indices) have a run.
    static let recordedCases = "SELECT case_index FROM sweep_runs WHERE sweep_id = ? AND case_index IN (SELECT value FROM json_each(?))"
    static let insertRun = "INSERT INTO sweep_runs (sweep_id, case_index, run_id) VALUES (?, ?, ?)"
}

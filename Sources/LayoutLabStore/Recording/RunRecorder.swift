import Foundation
import GRDB
import LayoutLab

/// Records one layout run into the store as it happens: a `TraceSink` to hand to
/// `ViewTree.layout(configuration:sink:)`, alone or in a `TraceFanOut` beside a printer.
///
///     let recorder = store.recorder(for: RunDescription(fileName: path, source: text))
///     let result = try tree.layout(configuration: configuration, sink: TraceFanOut([printer, recorder]))
///     let runID = try recorder.finish()
///
/// The run is one transaction, opened in `layoutWillBegin` and committed by `finish()`: it is
/// stored whole or not at all. A process killed before `finish()` leaves nothing (SQLite rolls
/// the transaction back), and so does a recorder dropped without `finish()`, or `discard()`,
/// so a run whose layout throws after the engine ends is not kept. Events are written in
/// batches of `batchSize` as they arrive, so memory does not grow with the trace; the tree
/// with its frames, and the flexibilities, are written when the layout ends. The engine's
/// callbacks cannot throw: the first error rolls the run back, the rest of the trace is
/// ignored, and `finish()` throws it.
///
/// A run laid out more than once (observers' actions changed state) records every pass's
/// events with their `layout_pass`, on one tree: see `LayoutPassNodes`.
public final class RunRecorder: TraceSink {
    private enum State {
        case ready
        /// In the transaction, events arriving.
        case recording(run: Int64)
        /// In the transaction, everything written but the commit.
        case ended(run: Int64)
        case recorded(run: Int64)
        case failed(any Error)
    }

    private let database: DatabaseQueue
    private let path: String
    private let writeCheck: WriteCheck
    private let description: RunDescription
    private let flexibilityScope: FlexibilityScope
    private let batchSize: Int

    private var state = State.ready
    private var tree: ViewTree?
    private var configuration = LayoutConfiguration()
    private var runRecord: RecordedRun?
    private var pendingEvents: [TraceEvent] = []
    /// Nodes are mapped before their first event is written (GeometryReader content joins the
    /// tree during layout, and a later layout pass lays out a rebuilt tree) and written with
    /// their frames when the layout ends: the first pass's tree whole, then what later passes
    /// added.
    private var passNodes = LayoutPassNodes()
    private var firstPassTree: ViewTree?
    private var laterPassNodes: [LayoutPassNodes.NewNode] = []
    private var recordedEventCount = 0
    private var nodeEvents = NodeEventLists()
    private var fingerprints = TraceFingerprints()

    init(database: DatabaseQueue, path: String, writeCheck: WriteCheck, description: RunDescription, flexibility: FlexibilityScope,
         batchSize: Int) {
        self.database = database
        self.path = path
        self.writeCheck = writeCheck
        self.description = description
        flexibilityScope = flexibility
        self.batchSize = max(1, batchSize)
        pendingEvents.reserveCapacity(self.batchSize)
    }

    deinit {
        // A run that was not finished must leave nothing.
        if isInTransaction { rollBack() }
    }

    /// Commits the run and returns its id; throws why it could not be recorded. Call it once
    /// the layout has returned.
    @discardableResult
    public func finish() throws -> Int64 {
        switch state {
        case let .ended(run):
            write { db in
                try db.commit()
                state = .recorded(run: run)
            }
            return try finish()
        case let .recorded(run):
            return run
        case let .failed(error):
            throw error
        case .ready:
            throw StoreError.recordingNotFinished("the layout never started")
        case .recording:
            fail(StoreError.recordingNotFinished("the layout did not end"))
            return try finish()
        }
    }

    /// Records what the run's `print`s wrote (`printed_lines`, migration 0016), in the run's
    /// transaction, for `diff` against an observed run of printed lines. Call it after the
    /// layout has returned, before `finish()`; a run that printed nothing records no line.
    public func recordPrinted(_ printed: String) {
        guard case let .ended(run) = state else { return }
        let lines = PrintedLogComparison.lines(printed: printed)
        write { db in try PrintedLines.insert(lines.map { (nil, $0) }, run: run, db) }
    }

    /// Rolls back the run in progress, if any: nothing of it is stored.
    public func discard() {
        if isInTransaction { fail(StoreError.recordingNotFinished("the run was discarded")) }
    }

    private var isInTransaction: Bool {
        switch state {
        case .recording, .ended: true
        default: false
        }
    }

    // MARK: TraceSink

    public func layoutWillBegin(tree: ViewTree, configuration: LayoutConfiguration) {
        guard case .ready = state else {
            fail(StoreError.recordingNotFinished("a RunRecorder records one layout; make one per run"))
            return
        }
        self.tree = tree
        self.configuration = configuration
        write { db in
            try db.beginTransaction(.immediate)
            var run = RecordedRun(description, configuration: configuration)
            try run.insert(db)
            guard let id = run.id else { throw StoreError.recordingNotFinished("the run got no id") }
            runRecord = run
            state = .recording(run: id)
            try RunRows.insertParameters(description.parameters, run: id, db)
            try RunRows.insertFiles(description.files, run: id, db)
        }
        firstPassTree = tree
        mapNewNodes()
    }

    /// A later pass lays out a rebuilt tree: the events so far are written with the
    /// previous tree's ids, the next ones mapped from this tree's.
    public func layoutPassWillBegin(_ layoutPass: Int, tree: ViewTree) {
        guard case .recording = state, let previous = self.tree else { return }
        write { db in try flushEvents(db) }
        passNodes.beginPass(layoutPass, previous: previous)
        self.tree = tree
        mapNewNodes()
    }

    public func receive(_ event: TraceEvent) {
        guard case .recording = state else { return }
        pendingEvents.append(event)
        if pendingEvents.count >= batchSize {
            write { db in try flushEvents(db) }
        }
    }

    public func layoutDidEnd(_ result: LayoutResult) {
        guard case let .recording(run) = state, var runRecord else { return }
        write { db in
            try flushEvents(db)
            try nodeEvents.write(run: run, db)
            try fingerprints.write(run: run, db)
            let frames = try RunRows.recordedFrames(result.frames, tree: result.tree, recordedCount: passNodes.recordedCount,
                                                    recordedID: passNodes.recordedID(of:))
            if let firstPassTree { try RunRows.insertNodes(firstPassTree.nodes, frames: frames, run: run, db) }
            try RunRows.insertNodes(laterPassNodes, frames: frames, run: run, db)
        }
        // A frame refused as NaN has rolled the run back: nothing is left to measure for.
        guard case .recording = state else { return }
        // Measured on the last pass's tree; the side copies never touch the recorded trace.
        let measured = flexibilityScope.measure(result.tree, configuration: configuration)
        write { db in
            try RunRows.insertFlexibilities(measured, tree: result.tree, run: run, db, recordedID: passNodes.recordedID(of:))
            runRecord.nodeCount = passNodes.recordedCount
            runRecord.eventCount = recordedEventCount
            runRecord.sizeQueries = result.sizeQueries
            runRecord.diagnostics = try RunRows.diagnosticsJSON(result.diagnostics + passNodes.diagnostics)
            try runRecord.updateCounts(db)
            self.runRecord = runRecord
            state = .ended(run: run)
        }
    }

    // MARK: Writing

    /// Runs `body` on the store's connection; on any error, rolls the run back and remembers
    /// the error for `finish()`.
    private func write(_ body: (Database) throws -> Void) {
        do {
            try writeCheck.write(path: path) {
                try database.writeWithoutTransaction { db in
                    do {
                        try body(db)
                    } catch {
                        if db.isInsideTransaction { try? db.rollback() }
                        throw error
                    }
                }
            }
        } catch {
            fail(error)
        }
    }

    private func fail(_ error: any Error) {
        if isInTransaction { rollBack() }
        state = .failed(error)
        pendingEvents.removeAll()
    }

    private func rollBack() {
        try? database.writeWithoutTransaction { db in
            if db.isInsideTransaction { try db.rollback() }
        }
    }

    private func flushEvents(_ db: Database) throws {
        guard case let .recording(run) = state else { return }
        mapNewNodes()
        if !passNodes.isIdentity {
            for index in pendingEvents.indices { pendingEvents[index].node = passNodes.recordedID(of: pendingEvents[index].node) }
        }
        try RunRows.insertEvents(pendingEvents, run: run, db)
        nodeEvents.append(pendingEvents)
        fingerprints.append(pendingEvents)
        recordedEventCount += pendingEvents.count
        pendingEvents.removeAll(keepingCapacity: true)
    }

    /// Maps the nodes the tree gained since the last call (all of them, the first time); keeps
    /// those a later pass added, for `layoutDidEnd` to write.
    private func mapNewNodes() {
        guard let tree else { return }
        let new = passNodes.mapNewNodes(of: tree)
        for node in new { fingerprints.addNode(id: node.id, path: node.node.path) }
        if !passNodes.isIdentity { laterPassNodes += new }
    }
}

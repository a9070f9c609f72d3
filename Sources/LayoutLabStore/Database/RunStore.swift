import Foundation
import GRDB

/// The database runs are recorded into, opened for writing: created when missing, migrated
/// when older, refused when newer or not SQLite. WAL mode, so readers never block the
/// recorder and two recorders take turns (each waits up to `busyTimeout` for the other's run).
public final class RunStore: Sendable {
    /// Long enough for another `layoutlab run` to finish writing a large run: each run holds
    /// the write lock from its first event to its commit.
    public static let defaultBusyTimeout: TimeInterval = 60

    public let path: String
    let database: DatabaseQueue
    /// Checks the database before a write that follows a failed one (issue 34).
    let writeCheck = WriteCheck()

    /// - Parameter creating: whether a missing or zero-byte file may become a database. A command
    ///   that only changes what a database holds (`delete`) passes false: a file that holds no
    ///   runs is refused as it is, not given a schema first (issue 34: a zero-byte file is not a
    ///   LayoutLab database until a run is recorded into it).
    public init(path: String, busyTimeout: TimeInterval = RunStore.defaultBusyTimeout, creating: Bool = true) throws {
        self.path = path
        // Decided read-only first: the writer's configuration sets WAL mode on open.
        let inspection = try StoreInspection.inspect(path, busyTimeout: busyTimeout)
        switch inspection.content {
        case .missing: if !creating { throw StoreError.missingDatabase(path: path) }
        case .emptyFile: if !creating { throw StoreError.emptyFile(path: path) }
        case let .database(state): try Schema.refuseUnlessOurs(state, path: path)
        }
        if !inspection.damage.isEmpty { throw StoreError.damaged(path: path, findings: inspection.damage) }
        let configuration = StoreConnection.writerConfiguration(busyTimeout: busyTimeout)
        database = try StoreConnection.mapErrors(path) {
            try StoreConnection.retryingBusy(for: busyTimeout) { try DatabaseQueue(path: path, configuration: configuration) }
        }
        try Schema.migrate(database, path: path)
    }

    /// A recorder for one run; hand it to `ViewTree.layout(configuration:sink:)`, then call
    /// its `finish()` for the run id.
    ///
    /// - Parameter batchSize: events kept in memory between writes.
    public func recorder(
        for run: RunDescription = RunDescription(), flexibility: FlexibilityScope = .automatic, batchSize: Int = 1_024
    ) -> RunRecorder {
        RunRecorder(database: database, path: path, writeCheck: writeCheck, description: run, flexibility: flexibility, batchSize: batchSize)
    }

    /// Runs `body`, one write to the database (SQLite's errors turned into `StoreError`s),
    /// checked as `WriteCheck` says.
    func writing<T>(_ body: () throws -> T) throws -> T {
        try writeCheck.write(path: path, body)
    }
}

/// Issue 34: `quick_check` runs on open only for small databases (`StoreInspection.quickCheckBytes`),
/// so damage in a large one is first met by a write that fails. After SQLite failed a write
/// (a damaged page, a full disk, an I/O error), the database is checked before anything more
/// is written to it, whatever its size; a damaged one is refused from then on with the way out.
final class WriteCheck: @unchecked Sendable {
    private let lock = NSLock()
    private var writeFailed = false

    /// Runs `body`; first checks the database when an earlier write failed.
    func write<T>(path: String, _ body: () throws -> T) throws -> T {
        if lock.withLock({ writeFailed }) {
            // On a connection of its own, which has cached nothing of what the failed write read.
            // Damage met before quick_check's first finding (opening, beginning the read) is a finding too.
            var findings: [String]
            do {
                let queue = try StoreInspection.openUntouched(path, busyTimeout: RunStore.defaultBusyTimeout)
                defer { try? queue.close() }
                findings = try queue.read { try StoreInspection.quickCheck($0) }
            } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT {
                findings = ["its pages could not be read far enough to check them"]
            } catch let error as DatabaseError {
                throw StoreConnection.storeError(error, path: path)
            }
            if !findings.isEmpty { throw StoreError.damaged(path: path, findings: findings) }
            lock.withLock { writeFailed = false }
        }
        do {
            return try body()
        } catch let error as DatabaseError {
            lock.withLock { writeFailed = true }
            throw StoreConnection.storeError(error, path: path)
        }
    }
}

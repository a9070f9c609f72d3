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

    public init(path: String, busyTimeout: TimeInterval = RunStore.defaultBusyTimeout) throws {
        self.path = path
        // Decided read-only first: the writer's configuration sets WAL mode on open.
        let inspection = try StoreInspection.inspect(path, busyTimeout: busyTimeout)
        if case let .database(state) = inspection.content { try Schema.refuseUnlessOurs(state, path: path) }
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
        RunRecorder(database: database, path: path, description: run, flexibility: flexibility, batchSize: batchSize)
    }
}

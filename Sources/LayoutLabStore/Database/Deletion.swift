import Foundation
import GRDB

// Deleting recordings: each call is one transaction, so it deletes everything asked or,
// when an id is unknown, nothing. A run's rows in every other table go with it (`ON DELETE
// CASCADE`, and a trigger for the trace: migration 0007); runs are deleted from `run_rows`,
// the table under the `runs` view (migration 0008); a deleted run of a sweep leaves its case missing, for `sweep --resume` to record.

extension RunStore {
    /// Deletes these runs and everything recorded with them. Throws `unknownRun` (and deletes
    /// nothing) when one of them does not exist.
    public func delete(runs ids: [Int64]) throws {
        try write { db in
            for id in ids where try !Self.exists(db, "SELECT 1 FROM runs WHERE id = ?", id) {
                throw StoreError.unknownRun(id, path: path)
            }
            let statement = try db.makeStatement(sql: "DELETE FROM run_rows WHERE id = ?")
            for id in Set(ids) { try statement.execute(arguments: [id]) }
        }
    }

    /// Deletes a sweep, its cases and the runs that recorded them; returns how many runs went.
    @discardableResult
    public func delete(sweep id: Int64) throws -> Int {
        try write { db in
            guard try Self.exists(db, "SELECT 1 FROM sweeps WHERE id = ?", id) else {
                throw StoreError.unknownSweep(id, path: path)
            }
            try db.execute(sql: "DELETE FROM run_rows WHERE id IN (SELECT run_id FROM sweep_runs WHERE sweep_id = ?)", arguments: [id])
            let runs = db.changesCount
            try db.execute(sql: "DELETE FROM sweeps WHERE id = ?", arguments: [id])
            return runs
        }
    }

    private static func exists(_ db: Database, _ sql: String, _ id: Int64) throws -> Bool {
        try Int.fetchOne(db, sql: sql, arguments: [id]) != nil
    }

    /// One immediate transaction, committed when `body` returns, rolled back when it throws.
    private func write<T>(_ body: (Database) throws -> T) throws -> T {
        var result: T?
        try writing {
            try database.inTransaction(.immediate) { db in
                result = try body(db)
                return .commit
            }
        }
        guard let result else { throw StoreError.recordingNotFinished("the deletion did not complete") }
        return result
    }
}

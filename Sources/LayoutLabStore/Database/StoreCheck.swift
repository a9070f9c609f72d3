import Foundation
import GRDB

/// `layoutlab check`: SQLite's own checks and the store's invariants, read without writing
/// anything (issue 34). Each finding is a sentence about what is damaged.
public enum StoreCheck {
    /// What is wrong with the database at `path`, empty when it is whole. `full` runs
    /// `integrity_check` (every index against its table, every value against its column)
    /// instead of `quick_check`. Refuses (throws) what is not a LayoutLab database.
    public static func findings(at path: String, full: Bool, busyTimeout: TimeInterval = RunStore.defaultBusyTimeout) throws -> [String] {
        // Damage that stops even the look at the schema is what the checks below report.
        do {
            switch try StoreInspection.inspect(path, busyTimeout: busyTimeout).content {
            case .missing: throw StoreError.missingDatabase(path: path)
            case .emptyFile: throw StoreError.emptyFile(path: path)
            case let .database(state): try Schema.refuseUnlessOurs(state, path: path)
            }
        } catch StoreError.damaged {}
        let queue = try StoreConnection.mapErrors(path) { try StoreInspection.openUntouched(path, busyTimeout: busyTimeout) }
        defer { try? queue.close() }
        // Outside a transaction: committing a read of damaged pages fails too.
        return try StoreConnection.mapErrors(path) { try queue.inDatabase { db in
            let sqlite = try StoreInspection.quickCheck(db, full: full).map { "SQLite: \($0)" }
            // The invariants read the tables SQLite's check found whole; on a damaged page a
            // read fails, and that is said rather than thrown.
            // An older database lacks the newer columns until it is migrated: not damage.
            var invariants = (try? Schema.state(of: db)) == .current ? Schema.damage(of: db) : []
            for (sql, finding) in invariantQueries {
                do {
                    for row in try Row.fetchAll(db, sql: sql) { invariants.append(finding(row)) }
                } catch let error as DatabaseError {
                    invariants.append("cannot read what `\(sql.prefix(40))…` reads: \(error.message ?? "\(error.resultCode)")")
                }
            }
            return sqlite + invariants
        } }
    }

    /// The store's own invariants, each a query for the rows that break it.
    private static let invariantQueries: [(String, @Sendable (Row) -> String)] = [
        // `run_rows.event_count` is written in the run's transaction with its events (0001).
        ("""
         SELECT run_rows.id, run_rows.event_count, (SELECT count(*) FROM events WHERE events.run_id = run_rows.id) AS stored
         FROM run_rows WHERE stored != run_rows.event_count
         """, { row in "run \(row[0] as Int64) records \(row[1] as Int64) events but holds \(row[2] as Int64)" }),
        // Foreign keys: a sweep's runs, a run's nodes, parameters and fingerprints name runs that exist.
        ("PRAGMA foreign_key_check", { row in
            "table \(row[0] as String? ?? "?") row \(row[1] as Int64? ?? -1) names a missing row of \(row[2] as String? ?? "?")"
        }),
    ]
}

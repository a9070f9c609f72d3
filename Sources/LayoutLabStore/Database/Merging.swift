import Foundation
import GRDB

/// `layoutlab merge A.sqlite B.sqlite … --into C.sqlite` (issue 36 item 5): the runs of several
/// databases (typically the shards of one sweep, `sweep --shard K/N`) copied into one.
///
/// Every run gets a new id above C's (AUTOINCREMENT's sequence included), its rows in every
/// table keyed by run following it; a sweep is one sweep in C when its row (all but its id and
/// creation time) and its case list are the same, so the shards of one sweep become one sweep
/// whose cases keep their indices. Each input is inspected read-only first, as every other
/// open does (`StoreInspection`), with `quick_check` whatever its size, and is never written:
/// it is read through a connection that makes no file beside it. Everything is copied in one
/// transaction, so a refusal found while copying (a case recorded by two inputs, a sweep
/// whose case list differs) leaves C as it was.
public struct MergeSummary: Sendable, Equatable {
    public var runs = 0
    /// Sweeps in C that received runs: (id in C, cases recorded in C now, its case count).
    public var sweeps: [MergedSweep] = []

    public struct MergedSweep: Sendable, Equatable {
        public var id: Int64
        public var recordedCases: Int
        public var caseCount: Int
    }
}

extension RunStore {
    /// Refuses, before anything is opened for writing, an input that is missing, empty, not
    /// LayoutLab's, older or newer than this build, or damaged, or that is C itself.
    public static func checkMergeInputs(_ inputs: [String], into output: String,
                                        busyTimeout: TimeInterval = RunStore.defaultBusyTimeout) throws {
        guard !inputs.isEmpty else { throw StoreError.mergeRefused(path: output, reason: "no database to merge was given") }
        let outputURL = URL(fileURLWithPath: output).standardizedFileURL.resolvingSymlinksInPath()
        var seen = Set<URL>()
        for input in inputs {
            let url = URL(fileURLWithPath: input).standardizedFileURL.resolvingSymlinksInPath()
            guard url != outputURL else { throw StoreError.mergeRefused(path: input, reason: "is the database merged into (--into)") }
            guard seen.insert(url).inserted else { throw StoreError.mergeRefused(path: input, reason: "is given twice") }
            let inspection = try StoreInspection.inspect(input, busyTimeout: busyTimeout)
            switch inspection.content {
            case .missing: throw StoreError.missingDatabase(path: input)
            case .emptyFile: throw StoreError.emptyFile(path: input)
            case let .database(state):
                try Schema.refuseUnlessOurs(state, path: input)
                guard state == .current else {
                    throw StoreError.mergeRefused(path: input, reason: state == .empty ? "holds no runs"
                        : "was recorded by an older layoutlab; open it once with this one (`layoutlab runs --db \(input)`) to bring it up to date, then merge")
                }
            }
            let damage = try StoreConnection.mapErrors(input) {
                let queue = try StoreInspection.openUntouched(input, busyTimeout: busyTimeout)
                defer { try? queue.close() }
                return try queue.read { try StoreInspection.quickCheck($0) }
            }
            if !damage.isEmpty { throw StoreError.damaged(path: input, findings: damage) }
        }
    }

    /// Copies every run and sweep of `inputs` (checked by `checkMergeInputs`) into this database.
    /// Each input is attached read-only (as `StoreInspection` opens one: nothing is written
    /// beside it) and copied by SQL, table by table.
    public func merge(_ inputs: [String]) throws -> MergeSummary {
        var summary = MergeSummary()
        try StoreConnection.mapErrors(path) {
            try database.writeWithoutTransaction { db in
                let plan = try MergePlan(db, path: path)
                var touched: [Int64] = []
                // ATTACH is refused inside a transaction: each input is attached before it, and the
                // transaction covers them all, so a refusal of the last input keeps nothing of the first.
                for (index, input) in inputs.enumerated() {
                    try db.execute(sql: "ATTACH DATABASE ? AS \(MergePlan.schema(index))", arguments: [StoreInspection.untouchedURI(input)])
                }
                defer {
                    for index in inputs.indices { try? db.execute(sql: "DETACH DATABASE \(MergePlan.schema(index))") }
                }
                try db.inTransaction(.immediate) {
                    for (index, input) in inputs.enumerated() {
                        let copied = try plan.copy(from: MergePlan.schema(index), path: input, db)
                        summary.runs += copied.runs
                        touched += copied.sweeps.filter { !touched.contains($0) }
                    }
                    for sweep in touched {
                        let recorded = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sweep_runs WHERE sweep_id = ?", arguments: [sweep]) ?? 0
                        let count = try Int.fetchOne(db, sql: "SELECT case_count FROM sweeps WHERE id = ?", arguments: [sweep]) ?? 0
                        summary.sweeps.append(.init(id: sweep, recordedCases: recorded, caseCount: count))
                    }
                    return .commit
                }
            }
        }
        return summary
    }
}

/// How each table of the schema is copied. A table this list does not know (a later
/// migration's) stops the merge rather than being left behind.
private struct MergePlan {
    /// The tables keyed by run, in the order they are filled (a run before its rows, nodes
    /// before the rows that name them), with their columns.
    let runTables: [(name: String, columns: [String])]
    let sweepColumns: [String]

    static func schema(_ index: Int) -> String { "merged\(index)" }

    init(_ db: Database, path: String) throws {
        func columns(_ table: String) throws -> [String] {
            try String.fetchAll(db, sql: "SELECT name FROM main.pragma_table_info(?) ORDER BY cid", arguments: [table])
        }
        let names = try String.fetchAll(db, sql: """
            SELECT name FROM main.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name
            """)
        let copiedApart: Set<String> = ["grdb_migrations", "sources", "sweeps", "sweep_cases", "sweep_runs"]
        var tables: [(name: String, columns: [String])] = []
        for name in names where !copiedApart.contains(name) {
            let columns = try columns(name)
            guard name == "run_rows" || columns.contains("run_id") else {
                throw StoreError.mergeRefused(path: path, reason: "has a table merge does not know how to copy (\(name))")
            }
            tables.append((name, columns))
        }
        let first = ["run_rows", "nodes"]
        runTables = first.compactMap { name in tables.first { $0.name == name } } + tables.filter { !first.contains($0.name) }
        sweepColumns = try columns("sweeps")
    }

    /// Copies one attached input; returns how many runs it held and the ids in C of the sweeps it fed.
    func copy(from input: String, path: String, _ db: Database) throws -> (runs: Int, sweeps: [Int64]) {
        // New ids follow the highest C ever gave (AUTOINCREMENT's sequence), in the input's order.
        let highest = try Int64.fetchOne(db, sql: """
            SELECT MAX(n) FROM (SELECT seq AS n FROM main.sqlite_sequence WHERE name = 'run_rows' UNION ALL SELECT MAX(id) FROM main.run_rows)
            """) ?? 0
        let lowest = try Int64.fetchOne(db, sql: "SELECT MIN(id) FROM \(input).run_rows") ?? 1
        let offset = highest + 1 - lowest
        let runs = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(input).run_rows") ?? 0
        try db.execute(sql: "INSERT OR IGNORE INTO main.sources SELECT * FROM \(input).sources")
        for table in runTables {
            let runColumn = table.name == "run_rows" ? "id" : "run_id"
            let list = table.columns.map { "\"\($0)\"" }.joined(separator: ", ")
            let selected = table.columns.map { $0 == runColumn ? "\"\($0)\" + \(offset)" : "\"\($0)\"" }.joined(separator: ", ")
            try db.execute(sql: "INSERT INTO main.\"\(table.name)\" (\(list)) SELECT \(selected) FROM \(input).\"\(table.name)\"")
        }
        var sweeps: [Int64] = []
        for sweep in try Int64.fetchAll(db, sql: "SELECT id FROM \(input).sweeps ORDER BY id") {
            let merged = try sweepInC(sweep, of: input, db)
            sweeps.append(merged)
            if let index = try Int.fetchOne(db, sql: """
                SELECT case_index FROM \(input).sweep_runs WHERE sweep_id = ?
                AND case_index IN (SELECT case_index FROM main.sweep_runs WHERE sweep_id = ?) ORDER BY case_index LIMIT 1
                """, arguments: [sweep, merged]) {
                throw StoreError.mergeRefused(path: path, reason: "records case \(index) of sweep \(sweep), which another database merged "
                    + "(or the one merged into) records too: the shards of a sweep record disjoint cases")
            }
            try db.execute(sql: """
                INSERT INTO main.sweep_runs (sweep_id, case_index, run_id)
                SELECT ?, case_index, run_id + \(offset) FROM \(input).sweep_runs WHERE sweep_id = ? ORDER BY case_index
                """, arguments: [merged, sweep])
        }
        return (runs, sweeps)
    }

    /// The sweep's id in C: the sweep whose row (but its id and creation time) and case list
    /// are the same, else a new copy of it with its cases.
    private func sweepInC(_ sweep: Int64, of input: String, _ db: Database) throws -> Int64 {
        let compared = sweepColumns.filter { $0 != "id" && $0 != "created_at" }
        let candidates = try Int64.fetchAll(db, sql: """
            SELECT c.id FROM main.sweeps c JOIN \(input).sweeps i ON i.id = ?
            WHERE \(compared.map { "c.\"\($0)\" IS i.\"\($0)\"" }.joined(separator: " AND ")) ORDER BY c.id
            """, arguments: [sweep])
        for candidate in candidates {
            // The same cases: as many, and none whose parameters differ.
            let differing = try Int.fetchOne(db, sql: """
                SELECT (SELECT COUNT(*) FROM main.sweep_cases WHERE sweep_id = ?1) != (SELECT COUNT(*) FROM \(input).sweep_cases WHERE sweep_id = ?2)
                OR EXISTS (SELECT 1 FROM \(input).sweep_cases i LEFT JOIN main.sweep_cases c ON c.sweep_id = ?1 AND c.case_index = i.case_index
                           WHERE i.sweep_id = ?2 AND c.parameters IS NOT i.parameters)
                """, arguments: [candidate, sweep])
            if differing == 0 { return candidate }
        }
        let inserted = sweepColumns.filter { $0 != "id" }.map { "\"\($0)\"" }.joined(separator: ", ")
        try db.execute(sql: "INSERT INTO main.sweeps (\(inserted)) SELECT \(inserted) FROM \(input).sweeps WHERE id = ?", arguments: [sweep])
        let id = db.lastInsertedRowID
        try db.execute(sql: """
            INSERT INTO main.sweep_cases (sweep_id, case_index, parameters)
            SELECT ?, case_index, parameters FROM \(input).sweep_cases WHERE sweep_id = ? ORDER BY case_index
            """, arguments: [id, sweep])
        return id
    }
}

import Foundation
import GRDBSQLite
import LayoutLab

/// The anchor (issue 13, target 1): SQLite's own insert rate on this machine, measured in the
/// same run. As many rows as a recorder writes for the workload, each an event's 15 values
/// (run, sequence, node, pass, kind, cache as text, the seven lengths, the axis, the layout
/// pass), inserted with the C API and one prepared one-row INSERT into one plain rowid table
/// with no secondary index, no key of its own and no foreign key, one transaction per run
/// (or per 500 runs, against batched recording), on a connection configured as the store's writer (WAL, synchronous NORMAL).
final class RawSQLite {
    private var db: OpaquePointer?
    private var insert: OpaquePointer?

    init(path: String) {
        guard sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil) == SQLITE_OK else { fatalError("cannot open \(path)") }
        exec("PRAGMA journal_mode = WAL")
        exec("PRAGMA synchronous = NORMAL")
        exec("""
            CREATE TABLE plain (run_id INTEGER, sequence INTEGER, node_id INTEGER, pass TEXT, kind TEXT, cache TEXT,
                                proposal_width REAL, proposal_height REAL, size_width REAL, size_height REAL,
                                position_x REAL, position_y REAL, length REAL, axis TEXT, layout_pass INTEGER)
            """)
        guard sqlite3_prepare_v2(db, "INSERT INTO plain VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", -1, &insert, nil) == SQLITE_OK else {
            fatalError(String(cString: sqlite3_errmsg(db)))
        }
    }

    deinit {
        sqlite3_finalize(insert)
        sqlite3_close(db)
    }

    func exec(_ sql: String) {
        guard sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK else { fatalError(String(cString: sqlite3_errmsg(db))) }
    }

    /// Inserts `rows` rows in one transaction, cycling through `events` for their values.
    func insertRun(rows: Int, events: [TraceEvent], run: Int64) {
        transaction { insertRows(rows, events: events, run: run) }
    }

    /// `body`'s inserts committed together, as the sweep writer batches its runs.
    func transaction(_ body: () -> Void) {
        exec("BEGIN IMMEDIATE")
        body()
        exec("COMMIT")
    }

    func insertRows(_ rows: Int, events: [TraceEvent], run: Int64) {
        for index in 0..<rows {
            let e = events[index % events.count]
            bind(1, run); bind(2, Int64(index)); bind(3, Int64(e.node))
            bind(4, e.pass.rawValue); bind(5, e.kind.rawValue); bind(6, e.cache.rawValue)
            bind(7, e.proposal?.width.map(Double.init)); bind(8, e.proposal?.height.map(Double.init))
            bind(9, e.size.map { Double($0.width) }); bind(10, e.size.map { Double($0.height) })
            bind(11, e.position.map { Double($0.x) }); bind(12, e.position.map { Double($0.y) })
            bind(13, e.length.map(Double.init)); bind(14, e.axis.map { $0 == .horizontal ? "horizontal" : "vertical" })
            bind(15, Int64(e.layoutPass))
            guard sqlite3_step(insert) == SQLITE_DONE else { fatalError(String(cString: sqlite3_errmsg(db))) }
            sqlite3_reset(insert)
        }
    }

    private func bind(_ index: Int32, _ value: Int64?) {
        if let value { sqlite3_bind_int64(insert, index, value) } else { sqlite3_bind_null(insert, index) }
    }

    private func bind(_ index: Int32, _ value: Double?) {
        if let value { sqlite3_bind_double(insert, index, value) } else { sqlite3_bind_null(insert, index) }
    }

    /// SQLite copies the text, as it does for the recorder.
    private func bind(_ index: Int32, _ value: String?) {
        guard let value else { sqlite3_bind_null(insert, index); return }
        var text = value
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) {
                _ = sqlite3_bind_text(insert, index, $0.baseAddress, Int32($0.count), unsafeBitCast(-1, to: sqlite3_destructor_type.self))
            }
        }
    }
}

import Foundation
import GRDB
import GRDBSQLite
import LayoutLab

/// Reads `Queries/events.sql`'s rows straight from SQLite's C API, by column index, into
/// `TraceEvent`s (issue 36 item 4): `trace` reads back every event of a run, and decoding each
/// through GRDB's `Row` (a lookup by name per column, a `DatabaseValue` per value, a `String`
/// per stored name) cost more than SQLite's own work. `TraceEvent(row:)` stays for the queries
/// whose rows are few (a sweep's diverging events).
struct EventRowDecoder {
    /// The columns `Queries/events.sql` selects, in its order: checked once per statement, so
    /// that a change of the query is an error here rather than values read from the wrong columns.
    static let columns = ["sequence", "node", "path", "view", "label", "pass", "event", "cache", "proposal_width",
                          "proposal_height", "size_width", "size_height", "position_x", "position_y", "length", "axis",
                          "layout_pass"]

    private let statement: SQLiteStatement
    private let sql: String

    init(_ statement: Statement) throws {
        guard statement.columnNames == Self.columns else {
            throw StoreError.sqlite(path: "events", message: "the events query selects \(statement.columnNames), not \(Self.columns)")
        }
        self.statement = statement.sqliteStatement
        sql = statement.sql
    }

    /// Steps through every row, each decoded and handed to `body`.
    func forEach(_ db: Database, _ body: (TraceEvent) throws -> Void) throws {
        while true {
            let code = sqlite3_step(statement)
            if code == SQLITE_DONE { return }
            guard code == SQLITE_ROW else {
                let message = String(cString: sqlite3_errmsg(db.sqliteConnection))
                sqlite3_reset(statement)
                throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: sql)
            }
            try body(try event())
        }
    }

    private func event() throws -> TraceEvent {
        guard let kind = Self.kinds.value(statement, 6), let pass = Self.passes.value(statement, 5),
              let cache = Self.caches.value(statement, 7) else {
            throw StoreError.sqlite(path: "events", message: "unknown event \(text(6))/\(text(5))/\(text(7))")
        }
        // Reports carry no proposal; every other event does (NULL lengths being unspecified).
        let proposal = kind == .report ? nil : ProposedViewSize(width: try length(8), height: try length(9))
        let size = try pair(10, 11).map { CGSize(width: $0, height: $1) }
        let position = try pair(12, 13).map { CGPoint(x: $0, y: $1) }
        return TraceEvent(
            sequence: Int(try integer(0)), kind: kind, node: Int(try integer(1)), pass: pass, cache: cache,
            proposal: proposal, size: size, position: position, length: try length(14), axis: Self.axes.value(statement, 15),
            layoutPass: sqlite3_column_type(statement, 16) == SQLITE_NULL ? 1 : Int(try integer(16)))
    }

    private func integer(_ column: Int32) throws -> Int64 {
        guard sqlite3_column_type(statement, column) == SQLITE_INTEGER else { throw notA("an integer", column) }
        return sqlite3_column_int64(statement, column)
    }

    private func length(_ column: Int32) throws -> CGFloat? {
        switch sqlite3_column_type(statement, column) {
        case SQLITE_NULL: return nil
        case SQLITE_FLOAT, SQLITE_INTEGER: return CGFloat(sqlite3_column_double(statement, column))
        default: throw notA("a number", column)
        }
    }

    private func pair(_ first: Int32, _ second: Int32) throws -> (CGFloat, CGFloat)? {
        guard let first = try length(first), let second = try length(second) else { return nil }
        return (first, second)
    }

    private func text(_ column: Int32) -> String {
        sqlite3_column_text(statement, column).map { String(cString: $0) } ?? "NULL"
    }

    private func notA(_ kind: String, _ column: Int32) -> StoreError {
        .sqlite(path: "events", message: "event \(sqlite3_column_int64(statement, 0))'s \(Self.columns[Int(column)]) is not \(kind)")
    }

    /// The stored names of one enumeration, matched against a column's bytes without making a String.
    private struct StoredNames<Value: Sendable>: Sendable {
        let names: [([UInt8], Value)]

        init(_ values: [Value], name: (Value) -> String) { names = values.map { (Array(name($0).utf8), $0) } }

        func value(_ statement: SQLiteStatement, _ column: Int32) -> Value? {
            guard let text = sqlite3_column_text(statement, column) else { return nil }
            let count = Int(sqlite3_column_bytes(statement, column))
            return names.first { $0.0.count == count && memcmp($0.0, text, count) == 0 }?.1
        }
    }

    private static let kinds = StoredNames(TraceEvent.Kind.allCases, name: \.rawValue)
    private static let passes = StoredNames(TraceEvent.Pass.allCases, name: \.rawValue)
    private static let caches = StoredNames(TraceEvent.CacheOutcome.allCases, name: \.rawValue)
    // As `Axis(storedName:)` reads them: another name is no axis.
    private static let axes = StoredNames([Axis.horizontal, .vertical], name: { $0 == .horizontal ? "horizontal" : "vertical" })
}

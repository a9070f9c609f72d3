import Foundation
import GRDB
import GRDBSQLite

/// Values bound by position straight into a statement GRDB prepared (and caches), with
/// SQLite's C API: a recording binds millions of values, and building a `StatementArguments`
/// of `DatabaseValue`s for each row cost more than SQLite's own work of inserting it.
struct BoundRow {
    private let statement: SQLiteStatement
    private var index: Int32 = 1

    init(_ statement: Statement) { self.statement = statement.sqliteStatement }

    /// SQLite copies the text before the call returns.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    mutating func bind(_ value: Int64) {
        sqlite3_bind_int64(statement, index, value)
        index += 1
    }

    mutating func bind(_ value: Int) { bind(Int64(value)) }

    mutating func bind(_ value: Int?) {
        if let value { bind(Int64(value)) } else { bindNull() }
    }

    mutating func bind(_ value: Bool?) { bind(value.map { $0 ? 1 : 0 }) }

    mutating func bind(_ value: Double) {
        sqlite3_bind_double(statement, index, value)
        index += 1
    }

    mutating func bind(_ value: CGFloat) { bind(Double(value)) }

    mutating func bind(_ value: CGFloat?) {
        if let value { bind(Double(value)) } else { bindNull() }
    }

    mutating func bind(_ value: Double?) {
        if let value { bind(value) } else { bindNull() }
    }

    mutating func bind(_ value: String?) {
        guard var text = value else { return bindNull() }
        text.withUTF8 { bytes in
            _ = bytes.baseAddress.map { base in
                base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                    sqlite3_bind_text(statement, index, $0, Int32(bytes.count), Self.transient)
                }
            } ?? sqlite3_bind_text(statement, index, "", 0, Self.transient)
        }
        index += 1
    }

    /// Text already encoded as UTF-8.
    mutating func bind(utf8 bytes: [UInt8]) {
        _ = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { text in
                if let base = text.baseAddress {
                    sqlite3_bind_text(statement, index, base, Int32(text.count), Self.transient)
                } else {
                    sqlite3_bind_text(statement, index, "", 0, Self.transient)
                }
            }
        }
        index += 1
    }

    mutating func bindNull() {
        sqlite3_bind_null(statement, index)
        index += 1
    }

    /// Runs the INSERT once every parameter is bound, and readies it for the next row.
    func execute(_ db: Database) throws {
        let code = sqlite3_step(statement)
        guard code == SQLITE_DONE else {
            let message = String(cString: sqlite3_errmsg(db.sqliteConnection))
            sqlite3_reset(statement)
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: String(cString: sqlite3_sql(statement)))
        }
        sqlite3_reset(statement)
    }
}

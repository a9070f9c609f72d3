import Foundation
import GRDB
import GRDBSQLite

/// What one `sql` or `query` statement may cost (issue 34): a recursive CTE ran ten minutes
/// until killed. Each limit, reached, is a `StoreError.budgetExceeded` naming the flag that
/// raises it.
public struct QueryBudget: Sendable, Equatable {
    /// Wall-clock seconds (`--timeout`); SQLite's progress handler interrupts the statement.
    public var timeout: TimeInterval
    /// Result rows (`--max-rows`).
    public var rows: Int
    /// Bytes of text and blobs in the result, and 8 a number (`--max-bytes`).
    public var bytes: Int

    public static let standard = QueryBudget(timeout: 10, rows: 1_000_000, bytes: 1_000_000_000)

    public init(timeout: TimeInterval, rows: Int, bytes: Int) {
        self.timeout = timeout
        self.rows = rows
        self.bytes = bytes
    }

    /// SQLite calls the handler every this many virtual machine instructions: about a
    /// millisecond's work, so the timeout is kept to within a few milliseconds.
    static let progressInstructions: Int32 = 100_000

    /// Runs `body` with the connection interrupted once `timeout` has passed.
    func enforcingTimeout<T>(_ db: Database, _ body: () throws -> T) throws -> T {
        let deadline = UnsafeMutablePointer<Double>.allocate(capacity: 1)
        deadline.initialize(to: Date().timeIntervalSinceReferenceDate + timeout)
        defer { deadline.deallocate() }
        sqlite3_progress_handler(db.sqliteConnection, Self.progressInstructions, { context in
            guard let context else { return 0 }
            return Date().timeIntervalSinceReferenceDate > context.assumingMemoryBound(to: Double.self).pointee ? 1 : 0
        }, deadline)
        defer { sqlite3_progress_handler(db.sqliteConnection, 0, nil, nil) }
        do {
            return try body()
        } catch let error as DatabaseError where error.resultCode == .SQLITE_INTERRUPT {
            throw StoreError.budgetExceeded("the statement ran past --timeout \(Self.format(timeout)) seconds; "
                                            + "give a longer --timeout, or narrow the query")
        }
    }

    /// Counts one result row against the budget.
    func count(_ values: [SQLValue], rows: inout Int, bytes: inout Int) throws {
        rows += 1
        for value in values {
            switch value {
            case let .text(text): bytes += text.utf8.count
            case let .blob(data): bytes += data.count
            default: bytes += 8
            }
        }
        if rows > self.rows {
            throw StoreError.budgetExceeded("the result has more than \(self.rows) rows (--max-rows); "
                                            + "give a larger --max-rows, or narrow the query (LIMIT, WHERE)")
        }
        if bytes > self.bytes {
            throw StoreError.budgetExceeded("the result holds more than \(self.bytes) bytes (--max-bytes); "
                                            + "give a larger --max-bytes, or select fewer or shorter columns")
        }
    }

    private static func format(_ seconds: TimeInterval) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}

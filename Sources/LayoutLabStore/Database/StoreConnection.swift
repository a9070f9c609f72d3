import Foundation
import GRDB
import GRDBSQLite

/// How the store opens SQLite: a writer for recording and migrating, a read-only connection
/// for everything else, and SQLite's failures turned into `StoreError`s that name the file.
enum StoreConnection {
    static func writerConfiguration(busyTimeout: TimeInterval) -> Configuration {
        var configuration = Configuration()
        configuration.label = "LayoutLabStore.writer"
        configuration.journalMode = .wal
        configuration.busyMode = .timeout(busyTimeout)
        // A run's transaction spans the engine's callbacks (layoutWillBegin … layoutDidEnd),
        // so it outlives any single database access.
        configuration.allowsUnsafeTransactions = true
        configuration.prepareDatabase { db in
            // In WAL mode, NORMAL still survives a killed process; only power loss can lose
            // the latest commits.
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        return configuration
    }

    /// A read-only connection to the database at `path`.
    static func openReader(at path: String, busyTimeout: TimeInterval) throws -> DatabaseQueue {
        try mapErrors(path) { try DatabaseQueue(path: path, configuration: readerConfiguration(busyTimeout: busyTimeout)) }
    }

    private static func readerConfiguration(busyTimeout: TimeInterval) -> Configuration {
        var configuration = Configuration()
        configuration.label = "LayoutLabStore.reader"
        // SQLITE_OPEN_READONLY: SQLite itself refuses every write, whatever the SQL says.
        configuration.readonly = true
        configuration.busyMode = .timeout(busyTimeout)
        configuration.prepareDatabase { db in
            sqlite3_limit(db.sqliteConnection, SQLITE_LIMIT_LENGTH, Int32(maximumValueBytes))
        }
        return configuration
    }

    /// The longest string or blob a query may make. SQLite's own limit is a billion bytes:
    /// `SELECT zeroblob(1000000000)` spent seconds zeroing a gigabyte only to print
    /// `<1000000000 bytes>`. A stored value (a source at most 2 MB, a node's event list) is far
    /// below this limit.
    static let maximumValueBytes = 100_000_000

    /// The first 16 bytes of every SQLite database file.
    private static let sqliteHeader = Data("SQLite format 3\0".utf8)

    /// Refuses a file that exists and is not SQLite before SQLite is asked to open it. An
    /// empty file is an empty database, as SQLite sees it.
    static func checkHeader(at path: String) throws {
        guard let handle = FileHandle(forReadingAtPath: path) else { return }
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: sqliteHeader.count)) ?? Data()
        if !header.isEmpty && header != sqliteHeader {
            throw StoreError.notADatabase(path: path)
        }
    }

    /// Runs `body` again while it fails with SQLITE_BUSY, for at most `timeout`. The busy
    /// timeout covers waiting for a lock, but not a transaction that must restart because
    /// another connection wrote first (SQLITE_BUSY_SNAPSHOT): opening a new WAL database
    /// from two processes at once can end that way, and trying again is SQLite's advice.
    static func retryingBusy<T>(for timeout: TimeInterval, _ body: () throws -> T) throws -> T {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            do {
                return try body()
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && Date() < deadline {
                Thread.sleep(forTimeInterval: 0.01)
            }
        }
    }

    /// Runs `body`, turning SQLite errors into `StoreError`s about `path`.
    static func mapErrors<T>(_ path: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DatabaseError {
            throw storeError(error, path: path)
        }
    }

    static func storeError(_ error: DatabaseError, path: String) -> StoreError {
        let message = error.message ?? "\(error.resultCode)"
        switch error.resultCode {
        case .SQLITE_NOTADB:
            return .notADatabase(path: path)
        case .SQLITE_CORRUPT:
            // SQLite's own words, "database disk image is malformed", say nothing about what to do.
            return .damaged(path: path, findings: [])
        case .SQLITE_CANTOPEN:
            return .unreadable(path: path, reason: "cannot be opened")
        case .SQLITE_READONLY:
            return .writeRefused(path: path, message: message)
        case .SQLITE_TOOBIG:
            return .sqlite(path: path, message: "the query made a string or blob longer than \(maximumValueBytes / 1_000_000) MB")
        default:
            return .sqlite(path: path, message: message)
        }
    }
}

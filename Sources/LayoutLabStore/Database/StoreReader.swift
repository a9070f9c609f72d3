import Foundation
import GRDB
import LayoutLab

/// A recorded database opened read-only (SQLITE_OPEN_READONLY: SQLite refuses any write,
/// whatever the SQL). Refuses a missing file rather than creating one; migrates an older
/// database first (through a brief writer), refuses a newer one.
public final class StoreReader: Sendable {
    public let path: String
    let database: DatabaseQueue
    let busyTimeout: TimeInterval

    public init(path: String, busyTimeout: TimeInterval = RunStore.defaultBusyTimeout) throws {
        self.path = path
        self.busyTimeout = busyTimeout
        let inspection = try StoreInspection.inspect(path, busyTimeout: busyTimeout)
        switch inspection.content {
        case .missing: throw StoreError.missingDatabase(path: path)
        case .emptyFile: throw StoreError.emptyFile(path: path)
        case let .database(state): try Schema.refuseUnlessOurs(state, path: path)
        }
        if !inspection.damage.isEmpty { throw StoreError.damaged(path: path, findings: inspection.damage) }
        var database = try StoreConnection.openReader(at: path, busyTimeout: busyTimeout)
        let state = try StoreConnection.mapErrors(path) { try database.read { try Schema.state(of: $0) } }
        try Schema.refuseUnlessOurs(state, path: path)
        if state != .current {
            // Empty or outdated (another process may have changed it since the inspection):
            // migrated through a brief writer, then opened read-only again.
            try database.close()
            _ = try RunStore(path: path, busyTimeout: busyTimeout)
            database = try StoreConnection.openReader(at: path, busyTimeout: busyTimeout)
        }
        self.database = database
    }

    // MARK: Typed reads, for the CLI's printers

    public func run(_ id: Int64) throws -> RecordedRun {
        let run = try read { try RecordedRun.fetchOne($0, sql: RecordedRun.fetchSQL, arguments: [id]) }
        guard let run else { throw StoreError.unknownRun(id, path: path) }
        return run
    }

    /// The newest recorded run's id (`draw last`), nil when nothing is recorded.
    public func lastRunID() throws -> Int64? {
        try read { try Int64.fetchOne($0, sql: "SELECT MAX(id) FROM runs") }
    }

    /// The run's tree in declaration order, or only the nodes matching `node` (a path,
    /// inspector tag, Text label or kind) (`Queries/nodes.sql`).
    public func nodes(run: Int64, matching node: String? = nil) throws -> [RecordedNode] {
        _ = try self.run(run)
        let query = NamedQuery.nodes
        var values = ["run": "\(run)"]
        values["node"] = node
        let arguments = try Self.arguments(query, values)
        return try read { try RecordedNode.fetchAll($0, sql: query.sql, arguments: arguments) }
    }

    /// Calls `body` with each of the run's events in order, or only those of the nodes matching
    /// `node` (a path, inspector tag, Text label or kind), without keeping them
    /// (`Queries/events.sql`).
    public func forEachEvent(run: Int64, node: String? = nil, _ body: (TraceEvent) throws -> Void) throws {
        _ = try self.run(run)
        let query = NamedQuery.events
        var values = ["run": "\(run)"]
        values["node"] = node
        let arguments = try Self.arguments(query, values)
        try read { db in
            let statement = try db.makeStatement(sql: query.sql)
            try statement.setArguments(arguments)
            try EventRowDecoder(statement).forEach(db, body)
        }
    }

    /// The run's measured flexibilities, or only those of the nodes matching `node`
    /// (`Queries/flexibility.sql`).
    public func flexibilities(run: Int64, node: String? = nil) throws -> [RecordedFlexibility] {
        _ = try self.run(run)
        let query = NamedQuery.flexibility
        var values = ["run": "\(run)"]
        values["node"] = node
        let arguments = try Self.arguments(query, values)
        return try read { try RecordedFlexibility.fetchAll($0, sql: query.sql, arguments: arguments) }
    }

    // MARK: Queries, for tables

    /// Runs a named query with its parameters' values, streaming the result: `columns` once,
    /// then `row` for each row.
    public func execute(
        _ query: NamedQuery, parameters: [String: String], budget: QueryBudget? = nil,
        columns: ([String]) throws -> Void, row: ([SQLValue]) throws -> Void
    ) throws {
        try execute(sql: query.sql, arguments: Self.arguments(query, parameters), budget: budget, columns: columns, row: row)
    }

    /// Runs one SQL statement on the read-only connection: a write is refused by SQLite.
    /// Named parameters (`:name`) take their values from `parameters`; `budget` bounds its time
    /// and result.
    public func execute(
        sql: String, parameters: [String: String] = [:], budget: QueryBudget? = nil,
        columns: ([String]) throws -> Void, row: ([SQLValue]) throws -> Void
    ) throws {
        try execute(sql: sql, arguments: StatementArguments(parameters), budget: budget, columns: columns, row: row)
    }

    private func execute(
        sql: String, arguments: StatementArguments, budget: QueryBudget?,
        columns: ([String]) throws -> Void, row: ([SQLValue]) throws -> Void
    ) throws {
        try read { db in
            let statement = try Self.readOnlyStatement(sql, db)
            try statement.setArguments(arguments)
            try columns(statement.columnNames)
            guard let budget else {
                let rows = try Row.fetchCursor(statement)
                while let next = try rows.next() { try row(next.databaseValues.map(SQLValue.init)) }
                return
            }
            var rowCount = 0, byteCount = 0
            try budget.enforcingTimeout(db) {
                let rows = try Row.fetchCursor(statement)
                while let next = try rows.next() {
                    let values = Array(next.databaseValues.map(SQLValue.init))
                    try budget.count(values, rows: &rowCount, bytes: &byteCount)
                    try row(values)
                }
            }
        }
    }

    // MARK: Helpers

    /// The statement's first word, upper-cased, after any comments.
    static func firstKeyword(of sql: String) -> String {
        var rest = Substring(sql)
        while true {
            rest = rest.drop { $0.isWhitespace }
            if rest.hasPrefix("--") {
                rest = rest.drop { $0 != "\n" }
            } else if rest.hasPrefix("/*") {
                rest = rest.range(of: "*/").map { rest[$0.upperBound...] } ?? ""
            } else {
                return rest.prefix { $0.isLetter }.uppercased()
            }
        }
    }

    /// Issue 14: `sql` and `query` cannot write by any route. The connection is read-only, and
    /// more: exactly one statement, which SQLite says does not write (`sqlite3_stmt_readonly`:
    /// VACUUM INTO, PRAGMA writes, temporary tables), and no ATTACH or DETACH (whose statements
    /// count as read-only, yet open other files). Each refusal in the tool's words.
    private static let queryKeywords: Set<String> = ["SELECT", "WITH", "VALUES", "EXPLAIN", "PRAGMA"]

    static func readOnlyStatement(_ sql: String, _ db: Database) throws -> Statement {
        let statements = try db.allStatements(sql: sql)
        // SQLite refuses to prepare some writes itself (`DELETE FROM runs`: `runs` and `events`
        // are views); those are refused in the tool's words too.
        let first: Statement?
        do {
            first = try statements.next()
        } catch let error as DatabaseError {
            let keyword = firstKeyword(of: sql)
            if !queryKeywords.contains(keyword) { throw StoreError.statementRefused("\(keyword) is not a query") }
            if error.message?.contains("cannot modify") == true {
                throw StoreError.statementRefused("\(keyword) would change a database or its settings")
            }
            throw error
        }
        guard let statement = first else { throw StoreError.statementRefused("there is no SQL statement") }
        // A second statement is refused even when SQLite could not prepare it.
        let more: Bool
        do { more = try statements.next() != nil } catch { more = true }
        if more {
            throw StoreError.statementRefused("give one statement; this SQL holds more than one")
        }
        let keyword = firstKeyword(of: statement.sql)
        if keyword == "ATTACH" || keyword == "DETACH" {
            throw StoreError.statementRefused("\(keyword) opens or closes other database files")
        }
        // Transactions, savepoints and settings (`PRAGMA name = value`) are no queries either.
        guard queryKeywords.contains(keyword), !(keyword == "PRAGMA" && statement.sql.contains("=")) else {
            throw StoreError.statementRefused("\(keyword.isEmpty ? "the statement" : keyword) is not a query")
        }
        guard statement.isReadonly else {
            throw StoreError.statementRefused("\(keyword.isEmpty ? "the statement" : keyword) would change a database or its settings")
        }
        return statement
    }

    private static func arguments(_ query: NamedQuery, _ values: [String: String]) throws -> StatementArguments {
        StatementArguments(try query.arguments(values))
    }

    /// A read on the connection, with SQLite's errors named after this database.
    func read<T>(_ body: (Database) throws -> T) throws -> T {
        try StoreConnection.mapErrors(path) { try database.read(body) }
    }
}

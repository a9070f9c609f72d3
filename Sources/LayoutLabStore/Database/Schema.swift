import Foundation
import GRDB

/// The schema: `Migrations/NNNN_name.sql`, applied in order by GRDB's migrator, which records
/// each applied identifier (the file name without `.sql`) in `grdb_migrations`.
enum Schema {
    /// Migration identifiers this build knows, oldest first.
    static let migrationIdentifiers = EmbeddedSQL.migrations.map(\.name)

    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        for migration in EmbeddedSQL.migrations {
            let sql = migration.text
            migrator.registerMigration(migration.name) { db in try db.execute(sql: sql) }
        }
        return migrator
    }()

    /// What a database holds, as far as this build is concerned.
    enum State: Equatable {
        /// No tables yet: a new database.
        case empty
        /// Every migration this build knows, and no other.
        case current
        /// Some of this build's migrations, and no unknown one: an older LayoutLab's.
        case outdated
        /// Tables, but no LayoutLab migration among them: someone else's database.
        case foreign
        /// Migrations this build does not know: a newer LayoutLab's.
        case newer(unknownMigrations: [String])
    }

    static func state(of db: Database) throws -> State {
        let tables = try String.fetchAll(
            db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        guard !tables.isEmpty else { return .empty }
        guard tables.contains("grdb_migrations") else { return .foreign }
        let applied = try migrator.appliedIdentifiers(db)
        // The migrator creates its table before the first migration's transaction: another
        // process may be migrating this new database right now.
        if applied.isEmpty && tables == ["grdb_migrations"] { return .empty }
        let known = Set(migrationIdentifiers)
        guard !applied.isDisjoint(with: known) else { return .foreign }
        let unknown = applied.subtracting(known).sorted()
        if !unknown.isEmpty { return .newer(unknownMigrations: unknown) }
        return applied.count == known.count ? .current : .outdated
    }

    private static func columns(of table: String, _ db: Database) throws -> [String] {
        try String.fetchAll(db, sql: "SELECT name FROM pragma_table_info(?)", arguments: [table])
    }

    /// What a current database's schema lacks of what the migrations made (issue 34: a flipped
    /// bit in a `CREATE` statement renames a column, and every query of it then fails with
    /// SQLite's "no such column"): each missing table, view or column, or a view SQLite cannot
    /// read, is damage. Extra columns or tables are not: nothing reads them.
    ///
    /// A definition whose text differs from the migrations' is damage too, though its columns are
    /// all there: a flipped bit in a `FOREIGN KEY` clause (`node_ie` for `node_id`) is read
    /// without complaint and fails only the first write, in SQLite's words ("foreign key
    /// mismatch"), after the write has made `-wal` and `-shm` beside the file (campaign input
    /// 14070 of seed 14). SQLite keeps each `CREATE` statement's text as the migrations wrote it.
    static func damage(of db: Database) -> [String] {
        var findings: [String] = []
        let definitions = (try? Dictionary(
            Row.fetchAll(db, sql: "SELECT name, sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%'")
                .map { (row: Row) -> (String, String) in (row["name"], row["sql"]) },
            uniquingKeysWith: { first, _ in first })) ?? [:]
        // Every table's and view's columns and `CREATE` statement as this build's migrations leave
        // them: read at build time by EmbedSQL from a database it migrated in memory, so the list
        // has one home, `Migrations/`, and opening a recording migrates nothing (issue 36:
        // migrating an in-memory database on each open cost about 80 M of the 210 M instructions
        // `layoutlab runs` took).
        for (name, expectedDefinition, expected) in EmbeddedSQL.schema {
            do {
                let present = Set(try columns(of: name, db))
                if present.isEmpty { findings.append("the schema has no \(name)"); continue }
                let missing = expected.filter { !present.contains($0) }
                if !missing.isEmpty { findings.append("\(name) has no column \(missing.joined(separator: ", "))"); continue }
                if let definition = definitions[name], definition != expectedDefinition {
                    findings.append("the definition of \(name) differs from the one the migrations wrote")
                }
            } catch let error as DatabaseError {
                findings.append("\(name) cannot be read: \(error.message ?? "\(error.resultCode)")")
            } catch {
                findings.append("\(name) cannot be read: \(error)")
            }
        }
        return findings
    }

    /// Refuses a database LayoutLab did not create or a newer LayoutLab made.
    static func refuseUnlessOurs(_ state: State, path: String) throws {
        switch state {
        case .foreign:
            throw StoreError.foreignDatabase(path: path)
        case let .newer(unknown):
            throw StoreError.createdByNewerVersion(path: path, unknownMigrations: unknown)
        case .empty, .current, .outdated:
            return
        }
    }

    /// Brings the database to this build's schema, or refuses it.
    ///
    /// Two processes opening an older (or new) database at once may both start the same
    /// migration; the second one fails on the first's tables. GRDB's migrator checks what is
    /// applied before taking the write lock, so rather than fail, look again: each retry sees
    /// at least one more applied migration.
    static func migrate(_ writer: DatabaseQueue, path: String) throws {
        var attempts = 0
        while true {
            let state = try StoreConnection.mapErrors(path) { try writer.read { try Self.state(of: $0) } }
            try refuseUnlessOurs(state, path: path)
            switch state {
            case .current, .foreign, .newer:
                return
            case .empty, .outdated:
                do {
                    try StoreConnection.mapErrors(path) { try migrator.migrate(writer) }
                    return
                } catch {
                    attempts += 1
                    if attempts > migrationIdentifiers.count { throw error }
                }
            }
        }
    }
}

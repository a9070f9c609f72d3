import Foundation
import GRDB
import Testing
import LayoutLab
import TestSupport
@testable import LayoutLabStore

// Acceptance 4 (in part): an older database migrates on open, a newer one, a garbage file
// and someone else's database are refused with messages naming the file, a missing
// database is not created by readers, and the read-only connection refuses writes.

@Suite("Opening databases")
struct OpeningTests {
    @Test("A database from migration 0001 migrates on open, keeps its run and records new ones")
    func olderSchemaMigrates() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("old.sqlite")
        try FileManager.default.copyItem(at: StoreFixture.url("layoutlab-0001.db"), to: URL(fileURLWithPath: path))

        // A reader migrates too: read commands work on an older database.
        let reader = try StoreReader(path: path)
        let applied = try reader.rows(sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier")
        #expect(applied == Schema.migrationIdentifiers.map { [.text($0)] })
        let old = try reader.run(1)
        #expect(old.fileName == "hello-spacer.swift")
        #expect(try reader.events(run: 1).count == 6)
        // Recorded before flexibilities existed: none, and no error.
        #expect(try reader.flexibilities(run: 1).isEmpty)
        let spacerProbes = try reader.rows(query: "proposals-received", ["run": "1", "node": "Spacer"]).rows
        #expect(spacerProbes.count == 2)

        // Migration 0013: recorded before runs knew their OS, laid out with the seeds' iOS 18.
        #expect(old.os == 18 && old.design == "classic")
        #expect(old.platform == Platform(os: .iOS18))

        let store = try RunStore(path: path)
        let recorded = try recordLayout(ViewTree(TextSpacerText()), in: store,
                                        configuration: LayoutConfiguration(platform: try Platform(os: .iOS26, design: .classic)))
        #expect(recorded.runID == 2)
        #expect(try StoreReader(path: path).events(run: 2) == recorded.events)
        let new = try StoreReader(path: path).run(2)
        #expect(new.os == 26 && new.design == "classic")
    }

    @Test("The schema EmbedSQL wrote at build time is the one GRDB's migrator leaves in a new database: every table's and view's CREATE text and columns")
    func embeddedSchemaIsTheMigrators() throws {
        let memory = try DatabaseQueue()
        try Schema.migrator.migrate(memory)
        let migrated = try memory.read { db in
            try Row.fetchAll(db, sql: """
                SELECT name, sql FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%' ORDER BY name
                """).map { row -> String in
                let name: String = row["name"], sql: String = row["sql"]
                let columns = try String.fetchAll(db, sql: "SELECT name FROM pragma_table_info(?)", arguments: [name])
                return "\(name) \(columns) \(sql)"
            }
        }
        #expect(migrated.count > 10)
        #expect(EmbeddedSQL.schema.map { "\($0.name) \($0.columns) \($0.definition)" } == migrated)
    }

    @Test("A database with a migration this build does not know is refused as newer")
    func newerSchemaIsRefused() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("newer.sqlite")
        _ = try RunStore(path: path)
        let queue = try DatabaseQueue(path: path)
        try queue.write { try $0.execute(sql: "INSERT INTO grdb_migrations VALUES ('0099_from_the_future')") }
        try queue.close()

        let expected = StoreError.createdByNewerVersion(path: path, unknownMigrations: ["0099_from_the_future"])
        #expect(throws: expected) { try RunStore(path: path) }
        #expect(throws: expected) { try StoreReader(path: path) }
        #expect(expected.description.contains("newer LayoutLab"))
        #expect(expected.description.contains(path))
    }

    @Test("A file that is not SQLite is refused, and left as it was")
    func garbageIsRefused() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("garbage.sqlite")
        let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) })
        try garbage.write(to: URL(fileURLWithPath: path))

        #expect(throws: StoreError.notADatabase(path: path)) { try RunStore(path: path) }
        #expect(throws: StoreError.notADatabase(path: path)) { try StoreReader(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
        #expect(StoreError.notADatabase(path: path).description == "\(path) is not an SQLite database; refusing to open it")
    }

    @Test("A file with SQLite's header but corrupt pages is refused as not a database")
    func corruptSQLiteIsRefused() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("corrupt.sqlite")
        var bytes = Data("SQLite format 3\0".utf8)
        bytes.append(Data(repeating: 0xA5, count: 4080))
        try bytes.write(to: URL(fileURLWithPath: path))
        #expect(throws: StoreError.notADatabase(path: path)) { try StoreReader(path: path) }
    }

    @Test("Another application's SQLite database is neither migrated nor read")
    func foreignDatabaseIsRefused() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("other.sqlite")
        let queue = try DatabaseQueue(path: path)
        try queue.write { try $0.execute(sql: "CREATE TABLE contacts (name TEXT)") }
        try queue.close()

        #expect(throws: StoreError.foreignDatabase(path: path)) { try RunStore(path: path) }
        #expect(throws: StoreError.foreignDatabase(path: path)) { try StoreReader(path: path) }
        #expect(try count("sqlite_master", in: path) == 1)
    }

    @Test("Readers refuse a missing database instead of creating it")
    func missingDatabaseIsNotCreated() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("missing.sqlite")
        #expect(throws: StoreError.missingDatabase(path: path)) { try StoreReader(path: path) }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// Issue 14: every route by which SQL could write, refused in the tool's words before SQLite
    /// runs it; the database and the files beside it stay as they were.
    @Test("sql and query cannot write by any route", arguments: [
        "DELETE FROM runs",
        "INSERT INTO runs (recorded_at, device, screen_width, screen_height, safe_area_top, safe_area_leading, safe_area_bottom, safe_area_trailing, display_scale, root_proposal_explicit, engine_version) VALUES ('', '', 0, 0, 0, 0, 0, 0, 0, 0, '')",
        "UPDATE runs SET file_name = 'x'",
        "REPLACE INTO runs (id) VALUES (1)",
        "DROP TABLE events",
        "CREATE TABLE sneaky (x)",
        "CREATE TEMP TABLE sneaky (x)",
        "ALTER TABLE runs ADD COLUMN x",
        "WITH doomed AS (SELECT id FROM runs) DELETE FROM runs WHERE id IN doomed",
        "PRAGMA user_version = 7",
        "PRAGMA journal_mode = DELETE",
        "PRAGMA query_only = 0",
        "PRAGMA writable_schema = 1",
        "ATTACH DATABASE 'attached.sqlite' AS other",
        "/* a comment first */ ATTACH 'attached.sqlite' AS other",
        "DETACH main",
        "VACUUM",
        "VACUUM INTO 'copy.sqlite'",
        "REINDEX",
        "ANALYZE",
        "BEGIN IMMEDIATE",
        "SAVEPOINT s",
        "SELECT 1; DELETE FROM runs",
        "SELECT load_extension('evil')",
        "",
    ])
    func writesAreRefused(sql: String) throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("runs.sqlite")
        let store = try RunStore(path: path)
        _ = try recordLayout(ViewTree(TextSpacerText()), in: store)
        let reader = try StoreReader(path: path)
        let before = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted()

        #expect {
            try reader.execute(sql: sql, columns: { _ in }, row: { _ in })
        } throws: { error in
            switch error as? StoreError {
            case .statementRefused?: return true
            // load_extension is not enabled: SQLite refuses to run it.
            case let .sqlite(_, message)?: return message.contains("not authorized")
            default: return false
            }
        }
        #expect(try count("runs", in: path) == 1)
        #expect(try count("events", in: path) > 0)
        #expect(try reader.rows(sql: "PRAGMA user_version") == [[.integer(0)]])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted() == before)
    }

    @Test("sql still runs queries: SELECT, WITH, VALUES, EXPLAIN, reading PRAGMAs, a trailing semicolon", arguments: [
        "SELECT count(*) FROM runs", "WITH r AS (SELECT id FROM runs) SELECT count(*) FROM r", "VALUES (1)",
        "EXPLAIN QUERY PLAN SELECT * FROM runs", "PRAGMA table_info(runs)", "  -- why\nSELECT 1;",
    ])
    func queriesRun(sql: String) throws {
        let directory = try TemporaryDirectory()
        let store = try RunStore(path: directory.path("runs.sqlite"))
        _ = try recordLayout(ViewTree(TextSpacerText()), in: store)
        var rows = 0
        try StoreReader(path: store.path).execute(sql: sql, columns: { _ in }, row: { _ in rows += 1 })
        #expect(rows > 0)
    }

    @Test("A query cannot make a value past 100 MB: zeroblob(1000000000) is refused at once, in the tool's words (issue 14's campaign, input 2470)")
    func hugeValuesAreRefused() throws {
        let directory = try TemporaryDirectory()
        let store = try RunStore(path: directory.path("runs.sqlite"))
        _ = try recordLayout(ViewTree(TextSpacerText()), in: store)
        let reader = try StoreReader(path: store.path)
        #expect(try reader.rows(sql: "SELECT length(zeroblob(1000000))") == [[.integer(1_000_000)]])
        #expect {
            try reader.execute(sql: "SELECT zeroblob(1000000000)", columns: { _ in }, row: { _ in })
        } throws: { error in
            guard case let .sqlite(_, message)? = error as? StoreError else { return false }
            return message == "the query made a string or blob longer than 100 MB"
        }
    }

    @Test("Named queries: every built-in one parses, declares exactly the parameters its SQL uses, and runs")
    func namedQueriesRun() throws {
        let directory = try TemporaryDirectory()
        let store = try RunStore(path: directory.path("runs.sqlite"))
        _ = try recordLayout(ViewTree(ThreeRectangles(tagged: true)), in: store)
        _ = try recordLayout(ViewTree(ThreeRectangles(tagged: true)), in: store)
        let reader = try StoreReader(path: store.path)
        #expect(NamedQuery.builtIn.count >= 5)
        let sample = ["run": "1", "node": "🟥", "container": "VStack", "name": "width", "before": "1", "after": "2", "sweep": "1", "measure": "width"]
        // EmbedSQL checked each header when it built the queries in (each declares exactly
        // the parameters its SQL uses): here each runs.
        for query in NamedQuery.builtIn {
            var values: [String: String] = [:]
            for parameter in query.parameters where !parameter.isOptional { values[parameter.name] = sample[parameter.name] }
            #expect(throws: Never.self, "\(query.name)") { _ = try reader.rows(query: query.name, values) }
        }
    }

    @Test("Named query arguments: required ones are checked, unknown ones refused, optional ones NULL")
    func namedQueryArguments() throws {
        let query = NamedQuery.proposalsReceived
        #expect(query.name == "proposals-received")
        #expect(query.parameters == [
            .init(name: "run", description: "the run id", isOptional: false),
            .init(name: "node", description: "a node's path (0.1.2), inspector tag, Text label or kind", isOptional: false),
        ])
        #expect(throws: StoreError.missingQueryParameter(query: "proposals-received", parameter: "node")) {
            _ = try query.arguments(["run": "1"])
        }
        #expect(throws: StoreError.unknownQueryParameter(query: "proposals-received", parameter: "nod", known: ["run", "node"])) {
            _ = try query.arguments(["run": "1", "node": "x", "nod": "y"])
        }
        let events = try NamedQuery.named("events")
        #expect(events == NamedQuery.events)
        #expect(events.parameters.map(\.isOptional) == [false, true])
        let expected: [String: String?] = ["run": "1", "node": nil]
        #expect(try events.arguments(["run": "1"]) == expected)
        #expect(throws: StoreError.unknownQuery("nope", known: NamedQuery.builtIn.map(\.name))) { _ = try NamedQuery.named("nope") }
    }
}

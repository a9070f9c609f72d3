import Foundation
import GRDB
import Testing
import LayoutLab
import TestSupport
@testable import LayoutLabStore

// Issue 34, items 1, 2 and 5: a database LayoutLab refuses is left byte for byte as it was, and
// so is the folder it is in (no -wal, -shm or journal file beside it); damage is found on open;
// a deleted run's id is never given again.

/// Every file of a folder, name and bytes: equal before and after means nothing was written.
private func snapshot(_ directory: TemporaryDirectory) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: directory.url.path) {
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: directory.path(name), isDirectory: &isDirectory)
        files[name] = isDirectory.boolValue ? Data() : try Data(contentsOf: directory.url.appendingPathComponent(name))
    }
    return files
}

/// Refuses `path` by both routes with `expected`, and checks that the folder is unchanged.
private func expectRefusedUntouched(_ path: String, in directory: TemporaryDirectory, _ expected: StoreError,
                                    writer: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let before = try snapshot(directory)
    if writer { #expect(throws: expected, sourceLocation: sourceLocation) { try RunStore(path: path) } }
    #expect(throws: expected, sourceLocation: sourceLocation) { try StoreReader(path: path) }
    let after = try snapshot(directory)
    #expect(after.keys.sorted() == before.keys.sorted(), sourceLocation: sourceLocation)
    #expect(after == before, sourceLocation: sourceLocation)
}

@Suite("Refusing without writing")
struct RefusalTests {
    @Test("Another application's database, in rollback mode, is refused and left as it was")
    func foreignRollbackDatabase() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("contacts.sqlite")
        let queue = try DatabaseQueue(path: path)
        try queue.write { try $0.execute(sql: "CREATE TABLE contacts (name TEXT); INSERT INTO contacts VALUES ('Ann')") }
        try queue.close()
        try expectRefusedUntouched(path, in: directory, .foreignDatabase(path: path))
    }

    @Test("Another application's database in WAL mode: no -wal or -shm file is made beside it")
    func foreignWALDatabase() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("notes.sqlite")
        var configuration = Configuration()
        configuration.journalMode = .wal
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        try queue.write { try $0.execute(sql: "CREATE TABLE notes (text TEXT)") }
        try queue.close()
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["notes.sqlite"])
        try expectRefusedUntouched(path, in: directory, .foreignDatabase(path: path))
    }

    @Test("A newer LayoutLab's database is refused before anything is set")
    func newerDatabase() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("newer.sqlite")
        do {
            _ = try RunStore(path: path)
            let queue = try DatabaseQueue(path: path)
            try queue.write { try $0.execute(sql: "INSERT INTO grdb_migrations VALUES ('0999_from_the_future')") }
            try queue.close()
        }
        try expectRefusedUntouched(path, in: directory, .createdByNewerVersion(path: path, unknownMigrations: ["0999_from_the_future"]))
    }

    @Test("A zero-byte file is refused by readers and left empty")
    func zeroByteFile() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("empty.sqlite")
        try Data().write(to: URL(fileURLWithPath: path))
        try expectRefusedUntouched(path, in: directory, .emptyFile(path: path), writer: false)
        #expect(StoreError.emptyFile(path: path).description.hasPrefix("\(path) is an empty file"))
    }

    @Test("A missing database is not created by readers; a directory is refused in our words")
    func missingAndDirectory() throws {
        let directory = try TemporaryDirectory()
        let missing = directory.path("missing.sqlite")
        try expectRefusedUntouched(missing, in: directory, .missingDatabase(path: missing), writer: false)
        let folder = directory.path("folder")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        try expectRefusedUntouched(folder, in: directory, .unreadable(path: folder, reason: "is a directory, not a database file"))
    }

    @Test("A file that holds no runs is refused untouched by a command that only changes runs (issue 34, campaign input 1388: `delete 1` made a zero-byte file a 110,592-byte database)")
    func notCreatedForDeleting() throws {
        let directory = try TemporaryDirectory()
        let empty = directory.path("empty.sqlite")
        try Data().write(to: URL(fileURLWithPath: empty))
        let missing = directory.path("missing.sqlite")
        let before = try snapshot(directory)
        #expect(throws: StoreError.emptyFile(path: empty)) { try RunStore(path: empty, creating: false) }
        #expect(throws: StoreError.missingDatabase(path: missing)) { try RunStore(path: missing, creating: false) }
        #expect(try snapshot(directory) == before)
    }

    /// The path of a recording of one layout in `directory`, for a test to damage.
    private func recordedDatabase(in directory: TemporaryDirectory) throws -> String {
        let path = directory.path("recordings.sqlite")
        do {
            let store = try RunStore(path: path)
            _ = try recordLayout(ViewTree(TextSpacerText()), in: store)
        }
        return path
    }

    @Test("A column renamed in the schema (a flipped bit: campaign input 6171) is damage, found on open: refused in our words, no -wal or -shm made beside it")
    func schemaLacksColumn() throws {
        let directory = try TemporaryDirectory()
        let path = try recordedDatabase(in: directory)
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        // `position_y` becomes `position_z` where the schema first names it (the `events` view):
        // SQLite reads the schema still, and quick_check finds nothing; every query of it fails.
        guard let range = bytes.range(of: Data("position_y".utf8)) else {
            Issue.record("the schema does not name position_y")
            return
        }
        bytes[range.upperBound - 1] = UInt8(ascii: "z")
        try bytes.write(to: URL(fileURLWithPath: path))
        let before = try snapshot(directory)
        #expect(before.keys.sorted() == ["recordings.sqlite"])

        var refusal: StoreError?
        do { _ = try StoreReader(path: path) } catch let error as StoreError { refusal = error }
        guard case let .damaged(damagedPath, findings) = refusal else {
            Issue.record("expected a damaged refusal, got \(String(describing: refusal))")
            return
        }
        #expect(damagedPath == path)
        #expect(findings == ["events cannot be read: no such column: position_z"])
        #expect(throws: StoreError.self) { try RunStore(path: path) }
        #expect(try snapshot(directory) == before)
        let checked = try StoreCheck.findings(at: path, full: false)
        #expect(checked.first == "events cannot be read: no such column: position_z", "\(checked)")
    }

    @Test("A foreign key's column renamed by a flipped bit (campaign input 14070) is damage, found on open: refused, no -wal or -shm beside it")
    func foreignKeyDefinitionDamaged() throws {
        let directory = try TemporaryDirectory()
        let path = try recordedDatabase(in: directory)
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        // In node_attributes' definition, `REFERENCES nodes (run_id, node_id)` names `node_ie`:
        // every column is there and reads, but the next write fails with "foreign key mismatch".
        guard let table = bytes.range(of: Data("CREATE TABLE node_attributes".utf8)),
              let reference = bytes.range(of: Data("REFERENCES nodes (run_id, node_id)".utf8), in: table.upperBound..<bytes.count) else {
            Issue.record("the schema does not hold node_attributes' foreign key")
            return
        }
        bytes[reference.upperBound - 2] = UInt8(ascii: "e")
        try bytes.write(to: URL(fileURLWithPath: path))
        let before = try snapshot(directory)

        var refusal: StoreError?
        do { _ = try RunStore(path: path) } catch let error as StoreError { refusal = error }
        guard case let .damaged(_, findings) = refusal else {
            Issue.record("expected a damaged refusal, got \(String(describing: refusal))")
            return
        }
        #expect(findings == ["the definition of node_attributes differs from the one the migrations wrote"])
        #expect(try snapshot(directory) == before)
    }

    @Test("A recording with a damaged page fails quick_check on open: refused, untouched, with recovery advice")
    func damagedDatabase() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("damaged.sqlite")
        do {
            let store = try RunStore(path: path)
            for _ in 0..<3 { _ = try recordLayout(ViewTree(TextSpacerText()), in: store) }
        }
        // The last page (a table's or an index's) overwritten: an invalid page type.
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let pageSize = Int(bytes[16]) << 8 | Int(bytes[17])
        #expect(bytes.count / pageSize > 4)
        bytes.replaceSubrange((bytes.count - pageSize)..., with: Data(repeating: 0xA5, count: pageSize))
        try bytes.write(to: URL(fileURLWithPath: path))

        let before = try snapshot(directory)
        var refusal: StoreError?
        do { _ = try RunStore(path: path) } catch let error as StoreError { refusal = error }
        guard case let .damaged(damagedPath, findings) = refusal else {
            Issue.record("expected a damaged refusal, got \(String(describing: refusal))")
            return
        }
        // Findings from quick_check, or none when reading the schema already met the damage.
        #expect(damagedPath == path)
        #expect(throws: StoreError.self) { try StoreReader(path: path) }
        #expect(try snapshot(directory) == before)
        let message = StoreError.damaged(path: path, findings: findings).description
        #expect(message.contains("sqlite3 \(path) .recover"))
        #expect(message.contains("layoutlab check --db \(path)"))
        #expect(!message.contains("disk image is malformed"))
    }

    @Test("A database too large for quick_check on open is checked before the write that follows a failed one, and refused untouched")
    func checkedAfterFailedWrite() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("large.sqlite")
        // A run whose source is 1.2 MB: past the size checked on open.
        let source = String(repeating: "// a long comment line, repeated to make the database large\n", count: 20_000)
        do {
            let store = try RunStore(path: path)
            _ = try recordLayout(ViewTree(TextSpacerText()), in: store, description: RunDescription(fileName: "Large.swift", source: source))
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).count > StoreInspection.quickCheckBytes)
        // The runs table's root page overwritten: the next run's first insert meets it.
        let rootPage = try DatabaseQueue(path: path).read { try Int.fetchOne($0, sql: "SELECT rootpage FROM sqlite_master WHERE name = 'run_rows'") }
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let pageSize = Int(bytes[16]) << 8 | Int(bytes[17])
        let start = (try #require(rootPage) - 1) * pageSize
        bytes.replaceSubrange(start..<(start + pageSize), with: Data(repeating: 0xA5, count: pageSize))
        try bytes.write(to: URL(fileURLWithPath: path))

        let store = try RunStore(path: path)
        // The first write fails in SQLite: damaged, as SQLite says, without findings.
        #expect(throws: StoreError.damaged(path: path, findings: [])) { try recordLayout(ViewTree(TextSpacerText()), in: store) }
        let files = ["large.sqlite", "large.sqlite-wal"]
        let before = files.map { try? Data(contentsOf: directory.url.appendingPathComponent($0)) }
        // The next is refused by the check first: its findings are SQLite's check's (or what it met).
        var refusal: StoreError?
        do { try recordLayout(ViewTree(TextSpacerText()), in: store) } catch let error as StoreError { refusal = error }
        guard case let .damaged(damagedPath, findings) = refusal else {
            Issue.record("expected a damaged refusal, got \(String(describing: refusal))")
            return
        }
        #expect(damagedPath == path)
        #expect(!findings.isEmpty, "\(String(describing: refusal))")
        #expect(files.map { try? Data(contentsOf: directory.url.appendingPathComponent($0)) } == before)
        #expect(refusal?.description.contains("sqlite3 \(path) .recover") == true)
    }

    @Test("A deleted run's id is never given to another run (migration 0015)")
    func runIDsAreNotReused() throws {
        let directory = try TemporaryDirectory()
        let store = try RunStore(path: directory.path("ids.sqlite"))
        let first = try recordLayout(ViewTree(TextSpacerText()), in: store).runID
        let second = try recordLayout(ViewTree(TextSpacerText()), in: store).runID
        try store.delete(runs: [second])
        let third = try recordLayout(ViewTree(TextSpacerText()), in: store).runID
        #expect([first, second, third] == [1, 2, 3])
    }

    @Test("Migration 0015 keeps a migrated database's run ids, events and foreign keys")
    func migrationKeepsRuns() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("old.sqlite")
        try FileManager.default.copyItem(at: StoreFixture.url("layoutlab-0001.db"), to: URL(fileURLWithPath: path))
        let store = try RunStore(path: path)
        let reader = try StoreReader(path: path)
        #expect(try reader.run(1).fileName == "hello-spacer.swift")
        #expect(try reader.events(run: 1).count == 6)
        #expect(try reader.rows(sql: "SELECT count(*) FROM pragma_foreign_key_check") == [[.integer(0)]])
        try store.delete(runs: [1])
        #expect(try recordLayout(ViewTree(TextSpacerText()), in: store).runID == 2)
    }
}

import Foundation
import GRDB

/// What is at a database path, found before anything is opened for writing (issue 34): a
/// database LayoutLab did not create, cannot read or is newer than this build is never
/// written, not its journal mode, not its header, not a `-wal` or `-shm` file beside it.
struct StoreInspection {
    enum Content: Equatable {
        case missing
        /// A zero-byte file: SQLite would make it a database; only a writer may.
        case emptyFile
        case database(Schema.State)
    }

    var content: Content
    /// What `PRAGMA quick_check` found wrong, if it ran (see `quickCheckBytes`) and found anything.
    var damage: [String] = []

    /// `quick_check` runs on open for databases up to this size. Measured with the system's
    /// SQLite 3.40 on the shared 2-core machine under a load average of 10: 0.9 MB took 60–80 ms
    /// (the sqlite3 process's start included), 3.4 MB 160–240 ms, 26 MB 0.8–1.9 s, about 30–70 ms
    /// a megabyte; so 1 MB stays near 50 ms even then. A larger database is checked by
    /// `layoutlab check`, and after an error (`RunStore`).
    static let quickCheckBytes = 1_000_000

    /// Looks at `path` without writing anything.
    ///
    /// A LayoutLab database is identified by its migrations table (`grdb_migrations` naming
    /// at least one of this build's migrations, `Schema.state`): databases from before this
    /// issue carry no `application_id`, so the table is the only mark every one of them has.
    ///
    /// SQLite opened read-only still creates `-wal` and `-shm` files beside a WAL database, so
    /// when no `-wal` file exists the file is opened `immutable` (everything it holds is in the
    /// main file then); when one exists, its owner has the database open or was killed, and the
    /// files are already there. The URI needs SQLite built with SQLITE_USE_URI (Debian's,
    /// Ubuntu's and Apple's are); without it the open fails read-only, and nothing is written.
    static func inspect(_ path: String, busyTimeout: TimeInterval) throws -> StoreInspection {
        guard let attributes = try attributesOfItem(path) else { return StoreInspection(content: .missing) }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw StoreError.unreadable(path: path, reason: attributes[.type] as? FileAttributeType == .typeDirectory
                ? "is a directory, not a database file" : "is not a regular file")
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw StoreError.unreadable(path: path, reason: "cannot be read (permission denied)")
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        if size == 0 { return StoreInspection(content: .emptyFile) }
        try StoreConnection.checkHeader(at: path)

        return try StoreConnection.mapErrors(path) {
            let queue = try openUntouched(path, busyTimeout: busyTimeout)
            defer { try? queue.close() }
            return try queue.read { db in
                let state = try Schema.state(of: db)
                var inspection = StoreInspection(content: .database(state))
                if size <= quickCheckBytes { inspection.damage = try quickCheck(db) }
                // Whatever the size: a few table_info reads.
                if inspection.damage.isEmpty && state == .current { inspection.damage = Schema.damage(of: db) }
                return inspection
            }
        }
    }

    /// The file's attributes, or nil when nothing is there (a dangling symbolic link or a missing
    /// parent directory is missing too). Another process may create the file between the failed
    /// look and the check that it exists (two `layoutlab run`s making one new database at once):
    /// then it is looked at again, not called unreadable.
    private static func attributesOfItem(_ path: String) throws -> [FileAttributeKey: Any]? {
        for _ in 0..<3 {
            do {
                return try FileManager.default.attributesOfItem(atPath: path)
            } catch {
                if !FileManager.default.fileExists(atPath: path) { return nil }
            }
        }
        throw StoreError.unreadable(path: path, reason: "cannot be read")
    }

    /// A read-only connection that makes no file beside the database (see `inspect`).
    static func openUntouched(_ path: String, busyTimeout: TimeInterval) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.label = "LayoutLabStore.inspection"
        configuration.readonly = true
        configuration.busyMode = .timeout(busyTimeout)
        return try DatabaseQueue(path: untouchedURI(path), configuration: configuration)
    }

    /// The URI that opens (or attaches: `merge`) `path` read-only without making a file beside it.
    static func untouchedURI(_ path: String) -> String {
        let hasWAL = FileManager.default.fileExists(atPath: path + "-wal")
        return "file:" + uriPath(path) + (hasWAL ? "?mode=ro" : "?immutable=1")
    }

    /// A page damaged badly enough ends the check with SQLITE_CORRUPT after its findings: that
    /// is one more finding, not a failure of the check.
    static func quickCheck(_ db: Database, full: Bool = false) throws -> [String] {
        var findings: [String] = []
        do {
            let rows = try String.fetchCursor(db, sql: full ? "PRAGMA integrity_check(100)" : "PRAGMA quick_check(100)")
            while let finding = try rows.next() { findings.append(finding) }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT {
            findings.append(error.message ?? "database disk image is malformed")
        }
        return findings == ["ok"] ? [] : findings
    }

    /// `path`, absolute, with the characters a URI gives a meaning to escaped.
    private static func uriPath(_ path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var escaped = ""
        for character in absolute {
            switch character {
            case "%": escaped += "%25"
            case "?": escaped += "%3f"
            case "#": escaped += "%23"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}

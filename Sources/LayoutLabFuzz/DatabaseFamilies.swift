import Foundation
import GRDB
import LayoutLab
import LayoutLabStore

/// The database an input's command is given (`{db}` in its arguments), made by the runner just
/// before the command: issue 34's damaged-database and foreign-database families. Whatever the
/// command, a database it refuses must be left as it was, its bytes and its folder's listing
/// (`FuzzOutcome.leak` otherwise).
public enum DatabaseSetup: Sendable, Equatable {
    /// A LayoutLab database holding one run, then damaged.
    case damaged(DatabaseDamage)
    /// A file LayoutLab did not make, or cannot use.
    case foreign(ForeignFile)

    /// Whether the command may succeed on it: a damaged database whose damage nothing reads
    /// (bits flipped in a page's free space) is a database still, and a zero-byte file is
    /// made a database by a command that records.
    func mayBeAccepted(by arguments: [String]) -> Bool {
        switch self {
        case .damaged: true
        case .foreign(.emptyFile): ["run", "sweep"].contains(arguments.first)
        case .foreign: false
        }
    }
}

public enum DatabaseDamage: Sendable, Equatable {
    /// One bit flipped at each position: byte `position % size`, bit `position / size % 8`.
    case flippedBits([UInt64])
    /// The file cut to this many thousandths of its length.
    case truncated(perMille: Int)
    /// A 4 KB page (SQLite's default page size), the page `number % pages`, overwritten with zeros.
    case zeroedPage(UInt64)
}

public enum ForeignFile: String, CaseIterable, Sendable {
    /// Another application's SQLite database (a `notes` table), in rollback-journal mode.
    case appDatabase
    /// The same in WAL mode, as most apps keep theirs: the mode LayoutLab's writer sets.
    case appDatabaseInWAL
    /// A LayoutLab database whose `grdb_migrations` names a migration this build does not know.
    case newerLayoutLab
    case emptyFile
    case directory
    case textFile
    /// SQLite's 16-byte header followed by bytes that are no database.
    case sqliteHeaderOnly
}

/// The commands a database family runs: recording, reading, checking, changing.
enum DatabaseCommands {
    static let all: [[String]] = [
        ["run", "{file}", "--db", "{db}"],
        ["run", "{file}", "--db", "{db}", "--format", "json"],
        ["runs", "--db", "{db}"],
        ["check", "--db", "{db}"],
        ["check", "--full", "--db", "{db}"],
        ["sql", "SELECT count(*) FROM events", "--db", "{db}"],
        ["trace", "1", "--db", "{db}"],
        ["tree", "1", "--db", "{db}"],
        ["delete", "1", "--db", "{db}"],
    ]
}

/// Makes a `DatabaseSetup` at a path.
struct DatabaseMaker {
    /// Where the healthy LayoutLab database every damaged one is copied from is kept.
    let templatePath: String

    func make(_ setup: DatabaseSetup, at path: String) throws {
        switch setup {
        case let .damaged(damage):
            try makeTemplateIfNeeded()
            var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: templatePath)))
            Self.apply(damage, to: &bytes)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        case let .foreign(file):
            try make(file, at: path)
        }
    }

    static func apply(_ damage: DatabaseDamage, to bytes: inout [UInt8]) {
        guard !bytes.isEmpty else { return }
        let size = UInt64(bytes.count)
        switch damage {
        case let .flippedBits(positions):
            for position in positions { bytes[Int(position % size)] ^= UInt8(1 << (position / size % 8)) }
        case let .truncated(perMille):
            bytes.removeLast(bytes.count - bytes.count * max(0, min(perMille, 1_000)) / 1_000)
        case let .zeroedPage(number):
            let pages = max(1, bytes.count / 4_096)
            let start = Int(number % UInt64(pages)) * 4_096
            for index in start..<min(start + 4_096, bytes.count) { bytes[index] = 0 }
        }
    }

    private func make(_ file: ForeignFile, at path: String) throws {
        switch file {
        case .appDatabase, .appDatabaseInWAL:
            var configuration = Configuration()
            if file == .appDatabaseInWAL { configuration.journalMode = .wal }
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            try queue.write { db in
                try db.execute(sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)")
                try db.execute(sql: "INSERT INTO notes (body) VALUES ('buy milk'), ('call Ada')")
            }
            try queue.close()
        case .newerLayoutLab:
            try makeTemplateIfNeeded()
            try FileManager.default.copyItem(atPath: templatePath, toPath: path)
            let queue = try DatabaseQueue(path: path)
            try queue.write { db in try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('9999_from_the_future')") }
            try queue.close()
        case .emptyFile:
            _ = FileManager.default.createFile(atPath: path, contents: Data())
        case .directory:
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        case .textFile:
            try Data("these are my notes, not a database\n".utf8).write(to: URL(fileURLWithPath: path))
        case .sqliteHeaderOnly:
            try Data("SQLite format 3\0".utf8 + [UInt8](repeating: 0x5A, count: 4_080)).write(to: URL(fileURLWithPath: path))
        }
    }

    /// A LayoutLab database of one small run, made once and closed (no `-wal` file left).
    private func makeTemplateIfNeeded() throws {
        guard !FileManager.default.fileExists(atPath: templatePath) else { return }
        let building = templatePath + ".building"
        try? FileManager.default.removeItem(atPath: building)
        do {
            let store = try RunStore(path: building)
            let recorder = store.recorder(for: RunDescription(fileName: "Template.swift", source: "VStack { Text(\"a\"); Text(\"b\") }"))
            _ = try VStack { Text("a"); Text("b") }.layout(sink: recorder)
            try recorder.finish()
        }
        try FileManager.default.moveItem(atPath: building, toPath: templatePath)
    }
}

/// A file and the folder it is in, to compare before and after a command.
struct FileSnapshot: Equatable {
    var bytes: Data?
    var listing: [String]

    init(_ path: String) {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        bytes = exists && !isDirectory.boolValue ? FileManager.default.contents(atPath: path) : nil
        listing = ((try? FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent)) ?? []).sorted()
        if isDirectory.boolValue {
            listing += ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted().map { "inside: " + $0 }
        }
    }

    /// What changed, in words; nil when nothing did.
    func change(to after: FileSnapshot) -> String? {
        if after.listing != listing {
            let added = Set(after.listing).subtracting(listing).sorted(), removed = Set(listing).subtracting(after.listing).sorted()
            return "its folder changed (added \(added), removed \(removed))"
        }
        if after.bytes != bytes { return "its bytes changed (\(bytes?.count ?? 0) → \(after.bytes?.count ?? 0) bytes)" }
        return nil
    }
}

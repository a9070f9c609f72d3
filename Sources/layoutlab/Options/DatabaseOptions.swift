import ArgumentParser
import Foundation
import LayoutLabStore

/// `--db PATH`, shared by every command that records or reads runs. Without it,
/// `$LAYOUTLAB_DB`, then `./layoutlab.sqlite`.
struct DatabaseOptions: ParsableArguments {
    static let environmentVariable = "LAYOUTLAB_DB"
    static let defaultPath = "layoutlab.sqlite"

    @Option(
        name: .customLong("db"),
        help: ArgumentHelp("The recordings database (default: $LAYOUTLAB_DB, else ./layoutlab.sqlite).", valueName: "path"))
    var path: String?

    var resolvedPath: String {
        if let path { return path }
        if let path = ProcessInfo.processInfo.environment[Self.environmentVariable], !path.isEmpty { return path }
        return Self.defaultPath
    }

    /// The database for recording: created when missing, migrated when older.
    func openForRecording() throws -> RunStore {
        try reportingStoreErrors { try RunStore(path: resolvedPath) }
    }

    /// The database for changing what it holds: refused when missing or empty rather than created.
    func openExisting() throws -> RunStore {
        try reportingStoreErrors { try RunStore(path: resolvedPath, creating: false) }
    }

    /// The database for reading, read-only: refused when missing rather than created.
    func openForReading() throws -> StoreReader {
        try reportingStoreErrors { try StoreReader(path: resolvedPath) }
    }
}

/// Runs `body`; a `StoreError` becomes a message on stderr and exit status 2, as `run`
/// reports what it cannot do.
func reportingStoreErrors<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as StoreError {
        FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
        throw ExitCode(2)
    }
}

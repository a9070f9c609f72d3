// LayoutLabStore records layout runs in SQLite (GRDB): every run is written whole by a
// `RunRecorder` (a `TraceSink`) into a database opened with `RunStore`, and read back with
// `StoreReader`: typed records for the CLI's printers, named queries (`Queries/*.sql`) and
// read-only SQL. The schema lives in `Migrations/*.sql`; both folders are built into the
// module by the EmbedSQL plugin.

import Foundation
import LayoutLab

/// Why the store cannot do what was asked, worded for the person at the terminal.
public enum StoreError: Error, CustomStringConvertible, Equatable {
    /// A read command pointed at a database that does not exist (nothing is created).
    case missingDatabase(path: String)
    /// The file exists but is not an SQLite database.
    case notADatabase(path: String)
    /// A zero-byte file given to a read command: left as it is, not made a database.
    case emptyFile(path: String)
    /// A directory, a device, or a file this user may not read.
    case unreadable(path: String, reason: String)
    /// SQLite's checks found damage (`quick_check`, `integrity_check`, or a read that failed
    /// with SQLITE_CORRUPT): nothing more is written to it.
    case damaged(path: String, findings: [String])
    /// An SQLite database with tables of its own and no LayoutLab migration: left untouched.
    case foreignDatabase(path: String)
    /// The database records migrations this build does not know.
    case createdByNewerVersion(path: String, unknownMigrations: [String])
    case unknownRun(Int64, path: String)
    case unknownSweep(Int64, path: String)
    /// No node of the run has this path, inspector tag, Text label or kind.
    case unknownNode(String, run: Int64)
    /// The run holds no flexibility for the nodes asked about (see `FlexibilityScope`).
    case notMeasured(run: Int64, node: String?)
    case unknownQuery(String, known: [String])
    case missingQueryParameter(query: String, parameter: String)
    case unknownQueryParameter(query: String, parameter: String, known: [String])
    case invalidQueryFile(name: String, reason: String)
    case invalidQueryParameterValue(query: String, parameter: String, value: String)
    /// A statement tried to write through a read-only connection.
    case writeRefused(path: String, message: String)
    /// The recorder was used out of order, or its run never reached `layoutDidEnd`.
    case recordingNotFinished(String)
    /// `sql` or `query` was given SQL that could write, or more or less than one statement.
    case statementRefused(String)
    /// The layout produced NaN for a value the run stores (a frame, a flexibility): refused.
    case notANumber(node: String, value: String)
    /// A sweep or run recorded for an OS release or design this build does not model.
    case unmodelledPlatform(os: Int, design: String)
    /// `sql` or `query` reached its time or result budget (`QueryBudget`): the flag is named.
    case budgetExceeded(String)
    /// `merge` refused an input (or the database merged into) before or while copying: nothing is kept.
    case mergeRefused(path: String, reason: String)
    /// Any other SQLite failure, with SQLite's message.
    case sqlite(path: String, message: String)

    public var description: String {
        switch self {
        case let .missingDatabase(path):
            "no LayoutLab database at \(path) (record a run with `layoutlab run FILE`, or pass --db PATH)"
        case let .notADatabase(path):
            "\(path) is not an SQLite database; refusing to open it"
        case let .emptyFile(path):
            "\(path) is an empty file, not a LayoutLab database; left as it is (record a run into it with `layoutlab run FILE --db \(path)`)"
        case let .unreadable(path, reason):
            "\(path) \(reason)"
        case let .damaged(path, findings):
            "\(path) is damaged"
                + (findings.isEmpty ? "" : " (found: \(findings.prefix(3).joined(separator: "; "))\(findings.count > 3 ? "; …" : ""))")
                + "; nothing is written to it. `layoutlab check --db \(path)` says what is damaged; "
                + "`sqlite3 \(path) .recover | sqlite3 recovered.sqlite` copies what can still be read into a new database"
        case let .foreignDatabase(path):
            "\(path) is an SQLite database but not a LayoutLab one; refusing to change it"
        case let .createdByNewerVersion(path, unknown):
            "\(path) was created by a newer LayoutLab (unknown migrations: \(unknown.joined(separator: ", "))); "
                + "upgrade layoutlab to open it"
        case let .unknownRun(run, path):
            "no run \(run) in \(path) (`layoutlab runs` lists them)"
        case let .unknownSweep(sweep, path):
            "no sweep \(sweep) in \(path) (`layoutlab query sweeps` lists them)"
        case let .unknownNode(name, run):
            "run \(run) has no node whose path, inspector tag, Text label or kind is \(name)"
        case let .notMeasured(run, node):
            "run \(run) holds no flexibility\(node.map { " for \($0)" } ?? ""): runs record "
                + "\(FlexibilityScope.automaticCoverage); "
                + "runs recorded before migration 0002 have none"
        case let .unknownQuery(name, known):
            "no query named \(name); known queries: \(known.joined(separator: ", "))"
        case let .missingQueryParameter(query, parameter):
            "query \(query) needs a value for \(parameter) (-p \(parameter) VALUE)"
        case let .unknownQueryParameter(query, parameter, known):
            "query \(query) has no parameter \(parameter)"
                + (known.isEmpty ? " (it takes none)" : "; its parameters: \(known.joined(separator: ", "))")
        case let .invalidQueryParameterValue(query, parameter, value):
            "query \(query): -p \(parameter) \(value): give a \(parameter == "sweep" ? "sweep" : "run") id, a whole number"
        case let .invalidQueryFile(name, reason):
            "query file \(name).sql: \(reason)"
        case let .writeRefused(path, message):
            "\(path) is opened read-only: \(message)"
        case let .recordingNotFinished(reason):
            "the run was not recorded: \(reason)"
        case let .statementRefused(reason):
            "only one read-only SELECT, WITH or PRAGMA query is run: \(reason)"
        case let .unmodelledPlatform(os, design):
            "recorded for iOS \(os) in the \(design) design, which this LayoutLab does not model "
                + "(it models \(OperatingSystem.spellings)); upgrade layoutlab"
        case let .notANumber(node, value):
            "the layout of \(node) is not a number (\(value) is NaN), so the run is not recorded; "
                + "check that modifier's arguments and the custom Layout's sizes and placements"
        case let .budgetExceeded(reason):
            "stopped: \(reason)"
        case let .mergeRefused(path, reason):
            "\(path) \(reason); nothing was merged"
        case let .sqlite(path, message):
            "\(path): \(message)"
        }
    }
}

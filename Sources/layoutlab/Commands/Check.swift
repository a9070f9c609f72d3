import ArgumentParser
import Foundation
import LayoutLabStore

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check a recordings database for damage, without writing to it.",
        discussion: """
        Runs SQLite's quick_check (with --full, integrity_check) and LayoutLab's own invariants: \
        each run holds the events it records, and every sweep case, node, parameter and \
        fingerprint names a run that exists. Prints `ok` and exits 0 when the database is whole; \
        otherwise prints each finding and exits 1. Nothing is written: not even the files SQLite \
        keeps beside a database in WAL mode.

        Examples:
          layoutlab check
          layoutlab check --full --db old.sqlite
        """)

    @OptionGroup var database: DatabaseOptions

    @Flag(help: "Run integrity_check, which also compares every index with its table (slower).")
    var full = false

    func run() throws {
        let path = database.resolvedPath
        let findings = try reportingStoreErrors { try StoreCheck.findings(at: path, full: full) }
        guard !findings.isEmpty else {
            print("ok: \(path)")
            return
        }
        for finding in findings { print("\(path): \(finding)") }
        writeToStandardError("\(path) is damaged; `sqlite3 \(path) .recover | sqlite3 recovered.sqlite` copies what can still be read into a new database")
        throw ExitCode(1)
    }
}

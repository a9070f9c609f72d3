import ArgumentParser
import Foundation
import LayoutLabStore

struct Merge: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Copy the runs and sweeps of several databases into one (the shards of a sweep).",
        discussion: """
        Every run of every DATABASE is copied into --into (created when missing) with a new id, \
        everything recorded with it following; a sweep is one sweep in --into when its file, \
        source, options and case list are the same, so the shards `sweep --shard K/N` recorded \
        become one sweep whose cases keep their indices. Each DATABASE is checked first \
        (quick_check whatever its size) and only read: a missing, empty, damaged, foreign, older \
        or newer one is refused, as is a case two of them record, and then nothing is merged.

        Examples:
          layoutlab merge shard1.sqlite shard2.sqlite shard3.sqlite shard4.sqlite --into sweep.sqlite
          layoutlab merge laptop.sqlite --into layoutlab.sqlite

        Exit status: 0 on success, 2 when an input or the database merged into is refused.
        """)

    @Argument(help: ArgumentHelp("The databases to copy from (each only read).", valueName: "database"))
    var inputs: [String]

    @Option(help: ArgumentHelp("The database to copy into.", valueName: "path"))
    var into: String

    func run() throws {
        let existed = FileManager.default.fileExists(atPath: into)
        // A zero-byte file is no database until runs are merged into it (issue 34).
        let wasEmpty = existed && ((try? FileManager.default.attributesOfItem(atPath: into))?[.size] as? NSNumber)?.intValue == 0
        let summary = try reportingStoreErrors {
            try RunStore.checkMergeInputs(inputs, into: into)
            do {
                return try RunStore(path: into).merge(inputs)
            } catch {
                // A database this merge made and could not fill goes, and an empty file it made
                // one is emptied again: nothing was merged.
                if !existed || wasEmpty {
                    for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: into + suffix) }
                    if wasEmpty { try? FileHandle(forWritingAtPath: into)?.truncate(atOffset: 0) } else { try? FileManager.default.removeItem(atPath: into) }
                }
                throw error
            }
        }
        let sweeps = summary.sweeps.map { "sweep \($0.id): \($0.recordedCases) of \($0.caseCount) cases" }
        writeToStandardError("merged \(summary.runs) run\(summary.runs == 1 ? "" : "s") from \(inputs.count) database\(inputs.count == 1 ? "" : "s") into \(into)"
            + (sweeps.isEmpty ? "" : "; " + sweeps.joined(separator: ", ")))
    }
}

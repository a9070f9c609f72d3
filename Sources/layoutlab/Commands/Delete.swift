import ArgumentParser
import Foundation
import LayoutLabStore

struct Delete: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Delete recorded runs, or a sweep with its runs.",
        discussion: """
        Deletes the runs given and everything recorded with them (their trees, events, frames, \
        flexibilities), or with --sweep a sweep, its cases and the runs that recorded them, in one \
        transaction: when an id is unknown, nothing is deleted. It asks nothing: the ids are the \
        confirmation. A deleted run of a sweep leaves its case missing (`layoutlab sweep --resume \
        SWEEP` records it again). `layoutlab sql` stays read-only; this is the one command that \
        removes recordings.

        Examples:
          layoutlab delete 3
          layoutlab delete 3 4 7
          layoutlab delete --sweep 2
        """)

    @OptionGroup var database: DatabaseOptions

    @Argument(help: ArgumentHelp("The ids of the runs to delete (see `layoutlab runs`).", valueName: "run"))
    var runs: [Int64] = []

    @Option(help: ArgumentHelp("Delete this sweep and its runs instead (see `layoutlab query sweeps`).", valueName: "sweep"))
    var sweep: Int64?

    func validate() throws {
        if sweep != nil && !runs.isEmpty { throw ValidationError("give run ids or --sweep SWEEP, not both") }
        if sweep == nil && runs.isEmpty { throw ValidationError("give the ids of the runs to delete, or --sweep SWEEP") }
    }

    func run() throws {
        let store = try database.openExisting()
        try reportingStoreErrors {
            if let sweep {
                let count = try store.delete(sweep: sweep)
                writeToStandardError("deleted sweep \(sweep) and its \(count) run\(count == 1 ? "" : "s") from \(database.resolvedPath)")
            } else {
                try store.delete(runs: runs)
                let ids = runs.map(String.init).joined(separator: ", ")
                writeToStandardError("deleted run\(runs.count == 1 ? "" : "s") \(ids) from \(database.resolvedPath)")
            }
        }
    }
}

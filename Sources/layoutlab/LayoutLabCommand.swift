import ArgumentParser
import Foundation
import LayoutLab

@main
struct LayoutLabCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutlab",
        abstract: "Run SwiftUI layouts on LayoutLab's engine, record them, and query the recordings.",
        // `layoutlab --version`: the engine version every run records.
        version: LayoutLabVersion.current,
        // Grouped as a SwiftUI developer uses them: lay a file out, read what was recorded,
        // study a sweep, bring in what a device printed, and plain SQL.
        groupedSubcommands: [
            CommandGroup(name: "Lay out", subcommands: [Run.self, Watch.self, Sweep.self, Devices.self]),
            CommandGroup(name: "Recordings", subcommands: [
                Runs.self, Tree.self, Trace.self, Flex.self, Draw.self, Diff.self, Delete.self, Check.self, Merge.self,
            ]),
            CommandGroup(name: "Sweeps", subcommands: [Matrix.self, Plot.self, Observe.self]),
            CommandGroup(name: "Device truth", subcommands: [Import.self, Verify.self]),
            CommandGroup(name: "SQL", subcommands: [Queries.self, Query.self, SQL.self]),
        ])

    /// Every error `layoutlab` reports exits with status 2: a bad option or value caught while
    /// parsing or in a command's `validate()` too, rather than ArgumentParser's 64 (EX_USAGE).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}

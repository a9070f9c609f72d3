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
        subcommands: [
            Run.self, Runs.self, Tree.self, Draw.self, Trace.self, Flex.self, Queries.self, Query.self, SQL.self,
            Sweep.self, Diff.self, Matrix.self, Plot.self, Observe.self, Import.self, Verify.self, Delete.self,
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

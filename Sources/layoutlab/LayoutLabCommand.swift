import ArgumentParser

@main
struct LayoutLabCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutlab",
        abstract: "Run SwiftUI layouts on LayoutLab's engine, record them, and query the recordings.",
        subcommands: [
            Run.self, Runs.self, Tree.self, Draw.self, Trace.self, Flex.self, Queries.self, Query.self, SQL.self,
            Sweep.self, Diff.self, Matrix.self, Observe.self, Delete.self,
        ])
}

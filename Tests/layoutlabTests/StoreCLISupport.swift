import Foundation
import LayoutLab
import LayoutLabStore
import TestSupport

// Support for the tests of the store's commands (runs, trace, flex, queries, query, sql):
// databases recorded through LayoutLabStore (TestSupport), and the built `layoutlab` run as a process.

enum StoreCLI {
    typealias CommandResult = BinaryRunner.Outcome

    /// Runs `layoutlab ARGUMENTS` in `directory` with `environment` added, and waits for it.
    static func layoutlab(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws -> CommandResult {
        try BinaryRunner.run(arguments, in: directory, environment: environment)
    }

    /// Records `view` into the database at `path`, as `layoutlab run FILE --param …` would.
    @discardableResult
    static func record<V: View>(_ view: V, into path: String, fileName: String? = nil, parameters: [RunParameter] = []) throws -> RecordedLayout {
        try recordLayout(ViewTree(view), in: RunStore(path: path), description: RunDescription(fileName: fileName, parameters: parameters))
    }

    // MARK: Seed views

    /// Seed 002's `TestLayout`, without its prints (the store measures flexibility itself).
    struct TestLayout: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }
}

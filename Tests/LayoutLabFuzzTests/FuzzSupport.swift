import Foundation
import LayoutLab
import LayoutLabFuzz
import LayoutLabSource
import LayoutLabStore
import TestSupport

/// The repository, found from this file.
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Every Examples file, subfolders included.
let examples = (try? FuzzCorpus.examples(in: repository.appendingPathComponent("Examples"))) ?? []

/// The suite's limits: a debug build must get through a few hundred inputs in seconds, so the
/// budgets are lower than the command line's defaults; what they refuse is a located error.
// Small budgets keep the in-suite corpus under a minute in a debug build: a runaway input stops
// at its budget (a located error) after about a second, not after 30.
let suiteLimits = EvaluationLimits(steps: 50_000, depth: 1_000, elements: 5_000, views: 10_000)

/// Lays out `source` in this process and records it, as `layoutlab run` does.
func outcome(of source: String, parameters: [String: String] = [:], limits: EvaluationLimits = suiteLimits,
             in directory: TemporaryDirectory) -> FuzzOutcome {
    let runner = InProcessRunner(databasePath: directory.path("fuzz.sqlite"), limits: limits)
    return runner.run(FuzzInput(index: 0, origin: "regression", steps: [], source: Data(source.utf8), parameters: parameters))
}

/// The built `layoutlab`, beside the test bundle.
var layoutlabExecutable: URL {
    let test = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let directory = FileManager.default.fileExists(atPath: test.path)
        ? test.deletingLastPathComponent() : Bundle.main.bundleURL.deletingLastPathComponent()
    return directory.appendingPathComponent("layoutlab")
}

/// The rows `sql` selects from the runner's database in `directory`.
func storedRows(_ sql: String, in directory: TemporaryDirectory) throws -> [[SQLValue]] {
    var rows: [[SQLValue]] = []
    try StoreReader(path: directory.path("fuzz.sqlite")).execute(sql: sql, parameters: [:], columns: { _ in }, row: { rows.append($0) })
    return rows
}

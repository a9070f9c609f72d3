import Foundation
import Testing
import TestSupport
import LayoutLabStore

/// Issue 14's acceptance: `layoutlab run` records every Examples file (the seeds' listings, the
/// everyday screens, the containers) whole, the way a user runs them, into one database.
@Test("Every Examples file is recorded by `layoutlab run`: exit 0, one whole run each")
func everyExampleRecords() throws {
    let examples = BinaryRunner.repository.appendingPathComponent("Examples")
    let files = (FileManager.default.enumerator(at: examples, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
        .filter { $0.pathExtension == "swift" }
        // Examples/Project is a package: its manifest, model and design system are not screens.
        .filter { !$0.path.contains("/Examples/Project/") || $0.lastPathComponent.hasSuffix("View.swift") }
        .map(\.path).sorted()
    #expect(files.count >= 100)
    let directory = try TemporaryDirectory()
    let database = directory.path("examples.sqlite")
    var failures: [String] = []
    for file in files {
        let outcome = try BinaryRunner.run(["run", file, "--db", database, "--format", "inspector"])
        if outcome.status != 0 {
            failures.append("\(file.dropFirst(examples.path.count + 1)): \(outcome.stderr.split(separator: "\n").first ?? "")")
        }
    }
    #expect(failures.isEmpty, "\(failures)")
    let recorded = try StoreReader(path: database).rows(sql: "SELECT count(*) FROM runs WHERE event_count > 0").first?[0]
    #expect(recorded == .integer(Int64(files.count - failures.count)))
}

import Foundation
import Testing

// `layoutlab run` records every run it lays out (issue 4): whole, or not at all.

@Suite("layoutlab run records")
struct RunRecordingTests {
    @Test("A run is recorded in ./layoutlab.sqlite by default, and `trace` replays it as it printed live", arguments: ["inspector", "trace", "json"])
    func recordsByDefault(format: String) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let example = BinaryRunner.example("seed000-vstack-tagged")
        let live = try BinaryRunner.run(["run", example, "--format", format], in: directory)
        #expect(live.status == 0)
        #expect(live.stderr == "recorded run 1 in layoutlab.sqlite\n")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("layoutlab.sqlite").path))

        let replay = try BinaryRunner.run(["trace", "1", "--format", format], in: directory)
        #expect(replay.status == 0, "\(replay.stderr)")
        #expect(replay.lines == live.lines)
    }

    @Test("The run's file and --param values are stored with it")
    func parameters() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let database = directory.appendingPathComponent("lab.sqlite").path
        let example = BinaryRunner.example("seed000-aspect-ratio")
        for i in ["0", "2"] {
            #expect(try BinaryRunner.run(["run", example, "--param", "i=\(i)", "--db", database]).status == 0)
        }
        let runs = try BinaryRunner.run(["runs", "--db", database, "--param", "i=2", "--format", "tsv"])
        #expect(runs.lines.count == 2)
        #expect(runs.lines.last?.hasPrefix("2\t") == true)
        #expect(runs.lines.last?.contains("\t\(example)\t") == true)
        #expect(runs.lines.last?.contains("\ti=2\t") == true)
    }

    @Test("--no-record lays out and prints without touching any database")
    func noRecord() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let outcome = try BinaryRunner.run(["run", BinaryRunner.example("seed000-vstack-tagged"), "--no-record"], in: directory)
        #expect(outcome.status == 0)
        #expect(outcome.stderr.isEmpty)
        #expect(outcome.lines.count == 20)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test("A run that fails records nothing: a parse error, an unknown modifier, a tree too deep to lay out")
    func failuresRecordNothing() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let database = directory.appendingPathComponent("lab.sqlite").path
        #expect(try BinaryRunner.run(["run", BinaryRunner.example("seed000-vstack"), "--db", database]).status == 0)

        let tooDeep = String(repeating: "VStack {\n", count: 25_000) + "Color.red\n" + String(repeating: "}\n", count: 25_000)
        for source in ["VStack { Text(\"a\"", "Text(\"a\").wobble()", tooDeep] {
            let outcome = try BinaryRunner.run(["run", try BinaryRunner.temporaryFile(source), "--db", database])
            #expect(outcome.status == 2)
            #expect(outcome.stderr.contains("Input.swift:"), "\(outcome.stderr.prefix(300))")
            #expect(!outcome.stderr.contains("recorded run"))
        }
        let runs = try BinaryRunner.run(["runs", "--db", database, "--format", "tsv"])
        #expect(runs.lines.count == 2, "only the first run: \(runs.stdout)")
    }

    @Test("Two runs into one database at once are both recorded, under different ids")
    func concurrentRuns() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let database = directory.appendingPathComponent("lab.sqlite").path
        let example = BinaryRunner.example("seed000-vstack-tagged")
        let outcomes = LockedArray<BinaryRunner.Outcome>()
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            if let outcome = try? BinaryRunner.run(["run", example, "--db", database]) { outcomes.append(outcome) }
        }
        let recorded = outcomes.values.map(\.stderr).sorted()
        #expect(recorded == ["recorded run 1 in \(database)\n", "recorded run 2 in \(database)\n"])
        let runs = try BinaryRunner.run(["runs", "--db", database, "--format", "tsv"])
        #expect(runs.lines.count == 3)
    }
}

/// An array appended to from several threads.
final class LockedArray<Element>: @unchecked Sendable {
    private var storage: [Element] = []
    private let lock = NSLock()

    func append(_ element: Element) { lock.withLock { storage.append(element) } }
    var values: [Element] { lock.withLock { storage } }
}

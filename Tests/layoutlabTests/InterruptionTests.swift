import Foundation
import Testing
import LayoutLab
import LayoutLabStore

// Issue 14: Ctrl-C (SIGINT) during `run` or `sweep` stops at once with exit status 130 and one
// line saying what was kept: the committed runs stay whole, the run in progress is absent, and
// `sweep --resume` records the rest with the budgets (--max-*) the sweep began with.

/// A List whose ForEach needs more elements than the default --max-elements (200,000): it
/// lays out only with a raised budget (lazily: 18 rows are built).
private let bigListFile = """
    let count = 200_001
    List { ForEach(0..<count) { i in Text("Row \\(i)") } }
    """

@Suite("Ctrl-C during run and sweep; budgets kept for --resume (issue 14)")
struct InterruptionTests {
    /// Starts `layoutlab ARGUMENTS` with stderr to a file, returning the process and that file.
    private func start(_ arguments: [String], in directory: URL) throws -> (Process, URL) {
        let process = Process()
        process.executableURL = BinaryRunner.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let errors = directory.appendingPathComponent("stderr-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        return (process, errors)
    }

    @Test("SIGINT mid-sweep: exit 130 and one line; committed runs whole, the batch in progress absent; --resume uses the sweep's --max-elements")
    func interruptedSweepResumesWithItsBudgets() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let database = directory.appendingPathComponent("interrupted.sqlite").path
        let file = try BinaryRunner.temporaryFile(bigListFile, name: "BigList.swift")
        let cases = 40
        let (process, errors) = try start(
            ["sweep", file, "--param", "count=200001...\(200_000 + cases):1", "--max-elements", "250000", "--jobs", "1", "--db", database],
            in: directory)
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

        // Once runs are committed, hold the write lock so that the sweep cannot commit more:
        // the interrupt lands mid-sweep with a batch laid out and not committed.
        let deadline = Date().addingTimeInterval(120)
        var committed: Int64 = 0
        while committed == 0 && process.isRunning && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
            committed = FileManager.default.fileExists(atPath: database)
                ? (try? integers("SELECT count(*) FROM sweep_runs", in: database))?.first ?? 0 : 0
        }
        let lock = try RunStore(path: database).recorder()
        lock.layoutWillBegin(tree: ViewTree(Color.red), configuration: LayoutConfiguration())
        let before = try integers("SELECT count(*) FROM sweep_runs", in: database)[0]
        try #require(before > 0 && before < cases, "the sweep committed \(before) runs before the lock")
        Thread.sleep(forTimeInterval: 0.3)
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        lock.discard()

        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 130)
        let stderr = try String(contentsOf: errors, encoding: .utf8)
        #expect(stderr.hasSuffix("layoutlab: interrupted: sweep 1 keeps the runs it committed; `layoutlab sweep --resume 1` records the rest\n"))
        #expect(try integers("SELECT max_elements FROM sweeps", in: database) == [250_000])
        #expect(try integers("SELECT count(*) FROM sweep_runs", in: database) == [before])
        #expect(try integers("SELECT count(*) FROM runs", in: database) == [before])
        #expect(try integers("SELECT count(DISTINCT run_id) FROM events", in: database) == [before])
        #expect(try StoreReader(path: database).rows(sql: "PRAGMA integrity_check") == [[.text("ok")]])

        // A budget given with --resume replaces the sweep's: 100 elements stop the next case.
        let lowered = try BinaryRunner.run(["sweep", "--resume", "1", "--max-elements", "100", "--db", database])
        #expect(lowered.status == 2)
        #expect(lowered.stderr.contains("larger than LayoutLab builds (100)") && lowered.stderr.contains("--max-elements"))
        #expect(try integers("SELECT count(*) FROM runs", in: database) == [before])

        // Without flags the sweep's own 250,000 apply (the default, 200,000, would refuse every case).
        let resumed = try BinaryRunner.run(["sweep", "--resume", "1", "--db", database])
        #expect(resumed.status == 0, "\(resumed.stderr)")
        #expect(try integers("SELECT count(DISTINCT case_index) FROM sweep_runs", in: database) == [Int64(cases)])
        #expect(try integers("SELECT count(*) FROM runs", in: database) == [Int64(cases)])
        #expect(try StoreReader(path: database).rows(sql: "PRAGMA integrity_check") == [[.text("ok")]])
    }

    @Test("SIGINT during run: exit 130, one line, no run recorded")
    func interruptedRun() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let database = directory.appendingPathComponent("run.sqlite").path
        // A loop long enough to be interrupted (within the raised step budget).
        let file = try BinaryRunner.temporaryFile("""
            var i = 0
            while i < 100_000_000 { i += 1 }
            Text("\\(i)")
            """, name: "Slow.swift")
        let (process, errors) = try start(["run", file, "--max-steps", "2000000000", "--db", database], in: directory)
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        Thread.sleep(forTimeInterval: 1.5)
        #expect(process.isRunning)
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 130)
        #expect(try String(contentsOf: errors, encoding: .utf8) == "layoutlab: interrupted: the run was not recorded\n")
        if FileManager.default.fileExists(atPath: database) {
            #expect(try integers("SELECT count(*) FROM runs", in: database) == [0])
        }
    }
}

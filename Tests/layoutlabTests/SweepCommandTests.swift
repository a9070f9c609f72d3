import Foundation
import Testing
import LayoutLab
import LayoutLabStore

// `layoutlab sweep` (issue 5): the cartesian product of --param specs recorded one run per
// case under a sweep; bad specs refused before anything is recorded; a sweep killed with
// SIGKILL keeps what it committed and `--resume` records the rest, each case once.

/// A small study: a Text in a frame whose width and alignment are parameters.
let sweptFile = """
    let width: CGFloat = 100
    let label = "Hi"
    VStack {
        Text(label).frame(width: width).inspectLayoutProcess("framed")
    }
    """

/// Integers from SQL, one per row.
func integers(_ sql: String, in database: String) throws -> [Int64] {
    try StoreReader(path: database).rows(sql: sql).compactMap { row in if case let .integer(value) = row.first { value } else { nil } }
}

extension StoreReader {
    func rows(sql: String) throws -> [[SQLValue]] {
        var rows: [[SQLValue]] = []
        try execute(sql: sql, columns: { _ in }, row: { rows.append($0) })
        return rows
    }
}

@Suite("layoutlab sweep")
struct SweepCommandTests {
    @Test("One run per combination, the last --param fastest, each with its values and case; ranges include TO")
    func grid() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let file = try BinaryRunner.temporaryFile(sweptFile, name: "Swept.swift")
        let outcome = try BinaryRunner.run(["sweep", file, "--param", "label=a, bb", "--param", "width=0.5...1.5:0.5", "--jobs", "2"], in: directory)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        // Progress only on a terminal: captured stderr has its two messages and nothing else.
        let messages = outcome.stderr.split(separator: "\n")
        #expect(messages.count == 2)
        #expect(messages.first == "sweep 1: 6 cases of \(file); if interrupted, `layoutlab sweep --resume 1` records the rest")
        #expect(messages.last?.hasPrefix("recorded sweep 1: 6 runs (runs 1–6) in layoutlab.sqlite, ") == true)
        #expect(!outcome.stderr.contains("\r"))
        #expect(outcome.stdout.isEmpty)

        let database = directory.appendingPathComponent("layoutlab.sqlite").path
        let cases = try BinaryRunner.run(["query", "sweep-cases", "-p", "sweep", "1", "--format", "tsv"], in: directory)
        #expect(cases.lines == ["case_index\trun\tname\tvalue"] + [
            ("a", "0.5"), ("a", "1.0"), ("a", "1.5"), ("bb", "0.5"), ("bb", "1.0"), ("bb", "1.5"),
        ].enumerated().flatMap { index, values in
            ["\(index)\t\(index + 1)\tlabel\t\(values.0)", "\(index)\t\(index + 1)\twidth\t\(values.1)"]
        })
        // Each run laid out with its own values, recorded with them.
        #expect(try integers("SELECT count(*) FROM runs", in: database) == [6])
        let widths = try StoreReader(path: database).rows(sql: """
            SELECT frames.width FROM sweep_runs JOIN nodes USING (run_id) JOIN frames USING (run_id, node_id)
            WHERE nodes.inspector_tag = 'framed' ORDER BY sweep_runs.case_index
            """)
        #expect(widths == [0.5, 1, 1.5, 0.5, 1, 1.5].map { [.real($0)] })
        #expect(try integers("SELECT count(*) FROM run_parameters WHERE name = 'width' AND number IS NOT NULL", in: database) == [6])
        let listed = try BinaryRunner.run(["query", "sweeps", "--format", "csv"], in: directory)
        #expect(listed.lines.last?.hasSuffix(",grid,\"label=a, bb width=0.5...1.5:0.5\",6,6") == true, "\(listed.stdout)")
    }

    @Test("A bad spec, name or value is refused with exit status 2 before anything is recorded", arguments: [
        (["--param", "width=3...1:1"], "--param width=3...1:1: the range is empty (FROM is greater than TO)"),
        (["--param", "width=0...10:0"], "--param width=0...10:0: STEP must be greater than 0"),
        (["--param", "width=0...10:-2"], "--param width=0...10:-2: STEP must be greater than 0"),
        (["--param", "width=nan...10:1"], "--param width=nan...10:1: FROM, TO and STEP must be finite numbers"),
        (["--param", "width=0...10"], "--param width=0...10: expected FROM...TO:STEP"),
        (["--param", "width=1,,2"], "--param width=1,,2: a value is empty"),
        (["--param", "width"], "--param width: expected NAME=V1,V2,... or NAME=FROM...TO:STEP"),
        (["--param", "wi dth=1"], "'wi dth' is not a Swift identifier"),
        (["--param", "width=1", "--param", "width=2"], "--param width is given twice"),
        (["--param", "width=0...1000000:0.5"], "or more values; a sweep records at most 1000000 cases"),
        // Issue 14: grids whose number of cases overflows Int (they trapped) or Double.
        (["--param", "width=0...1e300:1"], "--param width=0...1e300:1: more than 1000000 values; a sweep records at most 1000000 cases"),
        (["--param", "width=-1e308...1e308:1e300"], "--param width=-1e308...1e308:1e300: more than 1000000 values"),
        (["--param", "width=0...999:1", "--param", "label=0...999:1", "--param", "zzz=1,2"],
         "the grid has 2000000 or more combinations; a sweep records at most 1000000"),
        (["--param", "zzz=1,2"], "--param zzz: the file has no top-level constant or @State property named 'zzz'"),
        (["--param", "width=1,wide"], "--param width=wide"),
        (["--param", "width=1,-5"], "frame: 'width' must be a finite, non-negative"),
        ([], "declares no cases: give the grid with --param"),
        (["--jobs", "0", "--param", "width=1"], "--jobs 0: give at least 1"),
        (["--device", "Pixel", "--param", "width=1"], "--device Pixel: unknown device"),
    ])
    func refused(arguments: [String], message: String) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let file = try BinaryRunner.temporaryFile(sweptFile, name: "Swept.swift")
        let outcome = try BinaryRunner.run(["sweep", file] + arguments, in: directory)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains(message), "\(outcome.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("layoutlab.sqlite").path))
    }

    @Test("--resume: an unknown sweep, a complete one, and options given with it")
    func resumeRefusals() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let file = try BinaryRunner.temporaryFile(sweptFile, name: "Swept.swift")
        #expect(try BinaryRunner.run(["sweep", file, "--param", "width=1,2"], in: directory).status == 0)
        let complete = try BinaryRunner.run(["sweep", "--resume", "1"], in: directory)
        #expect(complete.status == 0)
        #expect(complete.stderr == "sweep 1 is complete: 2 of 2 cases recorded\n")
        let unknown = try BinaryRunner.run(["sweep", "--resume", "4"], in: directory)
        #expect(unknown.status == 2)
        #expect(unknown.stderr == "error: no sweep 4 in layoutlab.sqlite (`layoutlab query sweeps` lists them)\n")
        let withFile = try BinaryRunner.run(["sweep", file, "--resume", "1"], in: directory)
        #expect(withFile.status == 2)
        #expect(withFile.stderr.contains("--resume records a sweep as it began"))
        let nothing = try BinaryRunner.run(["sweep"], in: directory)
        #expect(nothing.status == 2)
        let missingDatabase = try BinaryRunner.run(["sweep", "--resume", "1", "--db", directory.appendingPathComponent("none.sqlite").path])
        #expect(missingDatabase.status == 2)
        #expect(missingDatabase.stderr.contains("no LayoutLab database at"))
        #expect(try integers("SELECT count(*) FROM runs", in: directory.appendingPathComponent("layoutlab.sqlite").path) == [2])
    }

    @Test("Killed with SIGKILL mid-sweep, it keeps every committed run whole; --resume records the rest, each case once")
    func killedAndResumed() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let database = directory.appendingPathComponent("killed.sqlite").path
        let file = try BinaryRunner.temporaryFile(sweptFile, name: "Swept.swift")
        let process = Process()
        process.executableURL = BinaryRunner.executable
        process.arguments = ["sweep", file, "--param", "width=1...800:1", "--jobs", "1", "--db", database]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

        // Once the sweep has committed runs, hold the write lock (an open run of our own), so
        // that it cannot commit more: it is killed mid-sweep, whatever the machine's speed (a
        // batch holds at most 500 runs, so the first commit leaves at least 300 to do).
        let deadline = Date().addingTimeInterval(60)
        var committed: [Int64] = []
        while committed.first ?? 0 == 0 && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
            committed = FileManager.default.fileExists(atPath: database)
                ? (try? integers("SELECT count(*) FROM sweep_runs", in: database)) ?? [] : []
        }
        let lock = try RunStore(path: database).recorder()
        lock.layoutWillBegin(tree: ViewTree(Color.red), configuration: LayoutConfiguration())
        let before = try integers("SELECT count(*) FROM sweep_runs", in: database)[0]
        try #require(before > 0 && before < 800, "the sweep committed \(before) runs before the lock")
        Thread.sleep(forTimeInterval: 0.3)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        lock.discard()
        #expect(process.terminationReason == .uncaughtSignal)

        // Nothing committed is lost; nothing uncommitted is half there.
        #expect(try integers("SELECT count(*) FROM sweep_runs", in: database) == [before])
        #expect(try integers("SELECT count(*) FROM runs", in: database) == [before])
        #expect(try integers("SELECT count(DISTINCT run_id) FROM events", in: database) == [before])
        #expect(try StoreReader(path: database).rows(sql: "PRAGMA integrity_check") == [[.text("ok")]])

        let resumed = try BinaryRunner.run(["sweep", "--resume", "1", "--db", database])
        #expect(resumed.status == 0, "\(resumed.stderr)")
        #expect(resumed.stderr.hasPrefix("sweep 1: \(before) of 800 cases were recorded; recording the other \(800 - before)\n"))
        #expect(try integers("SELECT count(*) FROM sweep_runs", in: database) == [800])
        #expect(try integers("SELECT count(DISTINCT case_index) FROM sweep_runs", in: database) == [800])
        #expect(try integers("SELECT count(*) FROM runs", in: database) == [800])
        // Each case has the run its values make.
        #expect(try integers("""
            SELECT count(*) FROM sweep_runs
            JOIN run_parameters USING (run_id)
            JOIN nodes ON nodes.run_id = sweep_runs.run_id AND nodes.inspector_tag = 'framed'
            JOIN frames ON frames.run_id = nodes.run_id AND frames.node_id = nodes.node_id
            WHERE run_parameters.number = sweep_runs.case_index + 1 AND frames.width = run_parameters.number
            """, in: database) == [800])
        let again = try BinaryRunner.run(["sweep", "--resume", "1", "--db", database])
        #expect(again.stderr == "sweep 1 is complete: 800 of 800 cases recorded\n")
    }
}

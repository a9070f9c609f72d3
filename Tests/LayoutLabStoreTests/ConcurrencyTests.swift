import Foundation
import GRDB
import Testing
import LayoutLab
import TestSupport
@testable import LayoutLabStore

// Acceptance 4 (in part): two writers at once both succeed, and a run is stored whole or not
// at all: killed mid-write (SIGKILL), abandoned, or failing, it leaves no row behind.
//
// The child processes are this test binary again, running `childProcessEntry` with its task
// in the environment: a recorder in a real separate process, without a helper executable.

enum ChildTask {
    static let variable = "LAYOUTLAB_STORE_CHILD"

    /// Runs this test binary's `childProcessEntry` with `environment`, its output going to
    /// `log` (what `failures(in:)` reads); returns the process.
    static func launch(_ environment: [String: String], log: String) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["--testing-library", "swift-testing", "--filter", "childProcessEntry"]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        process.standardOutput = output
        process.standardError = output
        try process.run()
        return process
    }

    /// The issues a child recorded, for the parent's failure message.
    static func failures(in log: String) -> String {
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { $0.contains("Caught error") || $0.contains("recorded an issue") }
            .joined(separator: "\n")
    }

    static func waitForFile(_ path: String, timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if FileManager.default.fileExists(atPath: path) { return true }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return false
    }
}

/// Stops the layout for good once `after` events went by, after saying so in a file: the
/// recorder's transaction is open and holds flushed events when the parent kills the process.
final class Stall: TraceSink {
    let after: Int
    let marker: String
    private var count = 0

    init(after: Int, marker: String) {
        self.after = after
        self.marker = marker
    }

    func receive(_ event: TraceEvent) {
        count += 1
        guard count == after else { return }
        _ = FileManager.default.createFile(atPath: marker, contents: Data())
        while true { Thread.sleep(forTimeInterval: 1) }
    }
}

final class RunIDs: @unchecked Sendable {
    private let lock = NSLock()
    private var ids: [Int64] = []

    func append(_ id: Int64) { lock.withLock { ids.append(id) } }
    var sorted: [Int64] { lock.withLock { ids.sorted() } }
}

@Suite("Concurrent and interrupted recording")
struct ConcurrencyTests {
    @Test("Child process entry point: records as LAYOUTLAB_STORE_CHILD says; does nothing otherwise")
    func childProcessEntry() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let task = environment[ChildTask.variable], let path = environment["LAYOUTLAB_STORE_DB"] else { return }
        let rows = Int(environment["LAYOUTLAB_STORE_ROWS"] ?? "") ?? 100
        // Start together with the other child, so that their migrations and transactions overlap.
        if let start = environment["LAYOUTLAB_STORE_START"].flatMap(Double.init) {
            Thread.sleep(until: Date(timeIntervalSince1970: start))
        }
        let store = try RunStore(path: path)
        let recorder = store.recorder(for: RunDescription(fileName: "child-\(getpid())"), flexibility: .none, batchSize: 256)
        switch task {
        case "record":
            _ = try ViewTree(Rows(count: rows)).layout(sink: recorder)
            let run = try recorder.finish()
            try "\(run)".write(toFile: path + ".child-\(getpid())", atomically: true, encoding: .utf8)
        case "stall":
            let marker = try #require(environment["LAYOUTLAB_STORE_MARKER"])
            _ = try ViewTree(Rows(count: rows)).layout(sink: TraceFanOut([recorder, Stall(after: 2_000, marker: marker)]))
        default:
            Issue.record("unknown child task \(task)")
        }
    }

    @Test("Two processes recording into one database at once both succeed")
    func twoProcesses() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("shared.sqlite")
        let start = Date().addingTimeInterval(1.5).timeIntervalSince1970
        let logs = [directory.path("child-0.log"), directory.path("child-1.log")]
        let children = try logs.map { log in
            try ChildTask.launch([
                ChildTask.variable: "record", "LAYOUTLAB_STORE_DB": path,
                "LAYOUTLAB_STORE_ROWS": "150", "LAYOUTLAB_STORE_START": "\(start)",
            ], log: log)
        }
        for child in children { child.waitUntilExit() }
        #expect(children.map(\.terminationStatus) == [0, 0], "\(logs.map(ChildTask.failures(in:)))")

        let reader = try StoreReader(path: path)
        let runs = try reader.rows(sql: "SELECT id, event_count FROM runs ORDER BY id")
        #expect(runs.count == 2)
        let expectedEvents = try ViewTree(Rows(count: 150)).layout(sink: TraceCounter()).eventCount
        for run in runs {
            guard case let .integer(id) = run[0] else { continue }
            #expect(run[1] == .integer(Int64(expectedEvents)))
            #expect(try reader.events(run: id).count == expectedEvents)
        }
        let written = try children.map { try String(contentsOfFile: path + ".child-\($0.processIdentifier)", encoding: .utf8) }
        #expect(Set(written) == ["1", "2"])
    }

    @Test("Two connections in one process recording at once both succeed")
    func twoConnections() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("shared.sqlite")
        let stores = try [RunStore(path: path), RunStore(path: path)]
        let results = RunIDs()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let recorder = stores[index].recorder(flexibility: .none, batchSize: 64)
            _ = try? ViewTree(Rows(count: 100)).layout(sink: recorder)
            if let run = try? recorder.finish() { results.append(run) }
        }
        #expect(results.sorted == [1, 2])
        #expect(try count("runs", in: path) == 2)
    }

    @Test("A process killed with SIGKILL in the middle of a run leaves nothing of it")
    func killedMidRun() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("killed.sqlite")
        let store = try RunStore(path: path)
        let before = try recordLayout(ViewTree(TextSpacerText()), in: store)
        let eventsBefore = try count("events", in: path)

        let marker = directory.path("stalled")
        let child = try ChildTask.launch([
            ChildTask.variable: "stall", "LAYOUTLAB_STORE_DB": path, "LAYOUTLAB_STORE_MARKER": marker,
            "LAYOUTLAB_STORE_ROWS": "100",
        ], log: directory.path("child.log"))
        let stalled = ChildTask.waitForFile(marker, timeout: 60)
        kill(child.processIdentifier, SIGKILL)
        child.waitUntilExit()
        try #require(stalled, "the child never reached the middle of its run")
        #expect(child.terminationReason == .uncaughtSignal)

        // The child had flushed 1,792 events (7 batches of 256) inside its open transaction.
        let reader = try StoreReader(path: path)
        #expect(try reader.rows(sql: "PRAGMA integrity_check") == [[.text("ok")]])
        #expect(try reader.rows(sql: "SELECT id FROM runs") == [[.integer(before.runID)]])
        #expect(try count("events", in: path) == eventsBefore)
        #expect(try count("nodes", in: path) == before.tree.count)
        // The lock died with the process: the next run records at once.
        let after = try recordLayout(ViewTree(TextSpacerText()), in: RunStore(path: path, busyTimeout: 5))
        #expect(try StoreReader(path: path).events(run: after.runID) == after.events)
    }

    @Test("A run not finished is rolled back: layout never ended, recorder dropped, or discarded")
    func abandonedRun() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("abandoned.sqlite")
        let store = try RunStore(path: path, busyTimeout: 5)
        let tree = ViewTree(ThreeRectangles())
        let collector = TraceCollector()
        _ = try tree.layout(sink: collector)

        let recorder = store.recorder(batchSize: 4)
        recorder.layoutWillBegin(tree: tree, configuration: LayoutConfiguration())
        for event in collector.events { recorder.receive(event) }
        // Readers never see a run before its commit.
        #expect(try count("runs", in: path) == 0)
        #expect(throws: StoreError.recordingNotFinished("the layout did not end")) { try recorder.finish() }
        #expect(try count("events", in: path) == 0)

        do {
            let dropped = store.recorder(batchSize: 4)
            dropped.layoutWillBegin(tree: tree, configuration: LayoutConfiguration())
            for event in collector.events.prefix(10) { dropped.receive(event) }
        }
        #expect(try count("runs", in: path) == 0)
        #expect(try count("nodes", in: path) == 0)

        // A layout that ended, but whose caller then failed (an interpreted custom layout
        // raising once the engine returns): never finished, so never stored.
        do {
            let unfinished = store.recorder()
            _ = try tree.layout(sink: unfinished)
        }
        let discarded = store.recorder()
        _ = try tree.layout(sink: discarded)
        discarded.discard()
        #expect(throws: StoreError.recordingNotFinished("the run was discarded")) { try discarded.finish() }
        #expect(try count("runs", in: path) == 0)
        #expect(try count("flexibilities", in: path) == 0)

        // None of them left the write lock behind.
        let recorded = try recordLayout(tree, in: store)
        #expect(recorded.runID == 1)
    }

    @Test("A write that fails mid-run rolls the whole run back and finish() reports why")
    func failingRun() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("failing.sqlite")
        let store = try RunStore(path: path)
        let tree = ViewTree(ThreeRectangles())
        let recorder = store.recorder(batchSize: 2)
        recorder.layoutWillBegin(tree: tree, configuration: LayoutConfiguration())
        recorder.receive(TraceEvent(sequence: 0, kind: .proposal, node: 0, pass: .sizing, proposal: .unspecified))
        recorder.receive(TraceEvent(sequence: 1, kind: .report, node: 0, pass: .sizing, size: .zero))
        // A second event with sequence 1 breaks the primary key.
        recorder.receive(TraceEvent(sequence: 1, kind: .report, node: 0, pass: .sizing, size: .zero))
        recorder.receive(TraceEvent(sequence: 2, kind: .report, node: 0, pass: .sizing, size: .zero))
        #expect(throws: StoreError.self) { try recorder.finish() }
        #expect(try count("runs", in: path) == 0)
        #expect(try count("events", in: path) == 0)
        #expect(try count("nodes", in: path) == 0)
    }

    @Test("Two processes opening a new database at once both migrate it without error")
    func concurrentMigration() throws {
        for _ in 0..<3 {
            let directory = try TemporaryDirectory()
            let path = directory.path("fresh.sqlite")
            let start = Date().addingTimeInterval(1).timeIntervalSince1970
            let logs = [directory.path("child-0.log"), directory.path("child-1.log")]
            let children = try logs.map { log in
                try ChildTask.launch([
                    ChildTask.variable: "record", "LAYOUTLAB_STORE_DB": path,
                    "LAYOUTLAB_STORE_ROWS": "5", "LAYOUTLAB_STORE_START": "\(start)",
                ], log: log)
            }
            for child in children { child.waitUntilExit() }
            #expect(children.map(\.terminationStatus) == [0, 0], "\(logs.map(ChildTask.failures(in:)))")
            #expect(try count("runs", in: path) == 2)
        }
    }
}

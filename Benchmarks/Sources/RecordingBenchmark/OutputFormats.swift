import BenchmarkSupport
import Foundation
import LayoutLab
import LayoutLabStore

// Issue 36 item 4's target: `layoutlab trace RUN --format F` on the 10,000-row run's events at
// least as fast as sqlite3's own output mode on the same rows (json → -json, jsonl → -json,
// csv → -csv, tsv → -tabs, markdown → -markdown), measured in the same run. Both are processes
// writing to /dev/null, timed by wall clock, best of `repeats`; the release `layoutlab` is the
// one built beside this benchmark. The sqlite3 query selects the columns `trace` prints, in
// its order (EventPrinter.columns), joined with the nodes as `Queries/events.sql` joins them.

let layoutlabBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("layoutlab")

/// Another `layoutlab` (LAYOUTLAB_BASE_BINARY, e.g. main's release build) timed in the same
/// run on the same database, alternately with this one: a before/after under the same load.
let baseLayoutlabBinary = ProcessInfo.processInfo.environment["LAYOUTLAB_BASE_BINARY"]

let eventRowsSQL = """
    SELECT e.sequence AS seq, e.pass, e.kind AS event, e.node_id AS node, n.path, n.kind AS view, n.label, e.cache,
           e.proposal_width, e.proposal_height, e.size_width, e.size_height, e.position_x AS x, e.position_y AS y, e.length, e.axis
    FROM events e JOIN nodes n ON n.run_id = e.run_id AND n.node_id = e.node_id WHERE e.run_id = 1 ORDER BY e.sequence
    """

/// Wall seconds of `executable arguments`, its output to /dev/null; nil when it fails.
func timeProcess(_ executable: String, _ arguments: [String]) throws -> Double? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
    process.standardError = FileHandle(forWritingAtPath: "/dev/null")
    var status: Int32 = 0
    let seconds = try time {
        try process.run()
        process.waitUntilExit()
        status = process.terminationStatus
    }
    return status == 0 ? seconds : nil
}

func measureOutputFormats(rows: Int, repeats: Int) throws -> [TargetRow] {
    let path = temporaryDatabase("output")
    defer { removeDatabase(path) }
    let events: Int
    do {
        let store = try RunStore(path: path)
        let recorder = store.recorder(flexibility: .none)
        // 10,000 rows make more events than a run's default budget (ViewTree.maximumTraceEvents).
        _ = try ViewTree(Rows(count: rows)).layout(sink: recorder, maximumTraceEvents: .max)
        let run = try recorder.finish()
        events = try StoreReader(path: path).run(run).eventCount
    }
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3") else {
        print("output formats: /usr/bin/sqlite3 is missing (apt-get install sqlite3); not measured\n")
        return []
    }
    print("output of the \(rows)-row run's \(grouped(Double(events))) events, wall, best of \(repeats), to /dev/null")
    var targets: [TargetRow] = []
    for (format, mode) in [("json", "-json"), ("jsonl", "-json"), ("csv", "-csv"), ("tsv", "-tabs"), ("markdown", "-markdown")] {
        var ours: [Double] = [], anchor: [Double] = [], base: [Double] = []
        let arguments = ["trace", "1", "--format", format, "--db", path]
        for _ in 0..<repeats {
            // Alternately, so that a change in the machine's load falls on both.
            if let seconds = try timeProcess(layoutlabBinary.path, arguments) { ours.append(seconds) }
            if let seconds = try timeProcess("/usr/bin/sqlite3", [mode, "-header", path, eventRowsSQL]) { anchor.append(seconds) }
            if let baseLayoutlabBinary, let seconds = try timeProcess(baseLayoutlabBinary, arguments) { base.append(seconds) }
        }
        if let baseBest = base.min() {
            print("  base \(baseLayoutlabBinary!) --format \(format): \(String(format: "%8.1f ms", baseBest * 1000))"
                + "  \(grouped(Double(events) / baseBest)) events/s")
        }
        guard let best = ours.min(), let anchorBest = anchor.min() else {
            print("  \(format): a process failed")
            continue
        }
        let ratio = anchorBest / best
        print("  layoutlab trace --format \(format.padding(toLength: 9, withPad: " ", startingAt: 0)) \(String(format: "%8.1f ms", best * 1000))"
            + "  \(grouped(Double(events) / best)) events/s   sqlite3 \(mode.padding(toLength: 10, withPad: " ", startingAt: 0))"
            + " \(String(format: "%8.1f ms", anchorBest * 1000))  \(grouped(Double(events) / anchorBest)) events/s   \(String(format: "%.2f×", ratio))")
        targets.append(TargetRow("4 (issue 36). `--format \(format)` ≥ `sqlite3 \(mode)` on the 10,000-row run's events",
                                 measured: "\(grouped(Double(events) / best)) events/s",
                                 anchor: "sqlite3 \(mode): \(grouped(Double(events) / anchorBest)) events/s",
                                 ratio: String(format: "%.2f×", ratio), met: ratio >= 1))
    }
    print("")
    return targets
}

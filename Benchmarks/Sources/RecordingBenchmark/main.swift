import BenchmarkSupport
import Foundation
import LayoutLab
import LayoutLabStore

// Recording throughput (issue 13, target 1): how many trace events per second a RunRecorder
// stores, against the anchor measured in the same run: SQLite's C API inserting as many rows
// into one plain rowid table with no secondary index (RawSQLite.swift). The recorder's own
// cost is the time of a recorded layout minus the time of the same layout streaming to a
// counter. Times are CPU seconds (user + system) of this process, best of --repeat: other work
// on a shared machine stretches wall time, not these. Targets: the large run at ≥ 1,000,000
// events/s and ≥ 75 % of the anchor's rate; seed-sized runs ≥ 1,000 runs/s each committed
// alone and ≥ 5,000 runs/s batched as a sweep's writer batches them.
//
// Then target 4's queries on the large run: the named queries behind `diff`, `trace --node`
// and `flex`, each timed alone (wall, best of --query-repeat) on two large runs that part where
// the rows are placed (VStack spacing 2 and 3), against ≤ 50 ms each. A query takes
// milliseconds, so it is repeated more than a recording: the best of 3 of `diff`'s node table
// read 44–71 ms on a quiet host, the best of 12 read 43.5–45.7 ms.
//
//     swift run -c release RecordingBenchmark [--seed-runs N] [--rows N] [--repeat N] [--query-repeat N]

struct Measurement {
    var events = 0
    var rows = 0
    var layoutOnly = 0.0
    var recorded = 0.0
    var recordedWithFlexibility = 0.0
    /// Seed-sized only: the same runs laid out first, then written 500 to a transaction.
    var batched = 0.0
    var anchor = 0.0
    /// Seed-sized only: the anchor's rows committed 500 runs to a transaction.
    var batchedAnchor = 0.0
    /// Peak resident memory after the layout-only pass and after the recorded pass: a
    /// recorder that kept events would raise the second by about 100 bytes an event.
    var peakAfterLayout = 0.0
    var peakAfterRecording = 0.0
}

/// Times `body` over fresh trees, built before the clock starts and freed afterwards.
func timeLayouts(_ workload: Workload, _ body: (ViewTree) throws -> Void) rethrows -> Double {
    let trees = (0..<workload.runs).map { _ in workload.makeTree() }
    return try cpuTime { for tree in trees { try body(tree) } }
}

func measure(_ workload: Workload) throws -> Measurement {
    var m = Measurement()

    // Layout alone, streaming to a sink that only counts.
    m.layoutOnly = try timeLayouts(workload) { _ = try workload.layout($0, sink: TraceCounter()) }
    m.peakAfterLayout = peakMemoryMB()

    // Layout + recorder (no flexibility measurement: only the trace, tree and frames).
    let recordedPath = temporaryDatabase("recorder")
    defer { removeDatabase(recordedPath) }
    let store = try RunStore(path: recordedPath)
    m.recorded = try timeLayouts(workload) { tree in
        let recorder = store.recorder(flexibility: .none)
        _ = try workload.layout(tree, sink: recorder)
        try recorder.finish()
    }
    m.peakAfterRecording = peakMemoryMB()
    var counts: [Int] = []
    // The rows written (the anchor writes as many): frames are columns of `nodes` (migration 0012).
    try StoreReader(path: recordedPath).execute(sql: """
        SELECT (SELECT count(*) FROM runs) + (SELECT count(*) FROM nodes) + (SELECT count(*) FROM node_attributes)
             + (SELECT count(*) FROM trace_events) + (SELECT count(*) FROM node_events),
               (SELECT count(*) FROM trace_events)
        """, columns: { _ in }, row: { row in counts = row.compactMap { if case let .integer(n) = $0 { Int(n) } else { nil } } })
    m.rows = counts.first ?? 0
    m.events = counts.last ?? 0

    // The same with the default flexibility measurement, end to end.
    let flexPath = temporaryDatabase("flex")
    defer { removeDatabase(flexPath) }
    let flexStore = try RunStore(path: flexPath)
    m.recordedWithFlexibility = try timeLayouts(workload) { tree in
        let recorder = flexStore.recorder()
        _ = try workload.layout(tree, sink: recorder)
        try recorder.finish()
    }

    // Many runs: laid out first, then written as a sweep's writer writes them (500 runs to a
    // transaction, each with its sweep_runs row); only the writing is timed.
    var collected: [(ViewTree, [TraceEvent], LayoutResult)] = []
    for _ in 0..<workload.runs {
        let tree = workload.makeTree()
        let collector = TraceCollector()
        let result = try workload.layout(tree, sink: collector)
        collected.append((tree, collector.events, result))
    }
    if workload.runs > 1 {
        let batchPath = temporaryDatabase("batched")
        defer { removeDatabase(batchPath) }
        let batchStore = try RunStore(path: batchPath)
        let sweep = try batchStore.createSweep(SweepDescription(
            fileName: "benchmark.swift", source: "", layout: SweepLayoutOptions(device: LayoutConfiguration().device.name),
            origin: .file, cases: Array(repeating: [], count: workload.runs)))
        let runs = collected.enumerated().map { index, run in
            SweepCaseRun(caseIndex: index, run: CompletedRun(description: RunDescription(), configuration: LayoutConfiguration(),
                                                             result: run.2, events: run.1, flexibility: .none))
        }
        m.batched = try cpuTime {
            for start in stride(from: 0, to: runs.count, by: 500) {
                _ = try batchStore.recordSweepRuns(Array(runs[start..<min(start + 500, runs.count)]), sweep: sweep)
            }
        }
    }

    // The anchor: as many rows, into a plain rowid table, one transaction per run.
    let rawPath = temporaryDatabase("raw")
    defer { removeDatabase(rawPath) }
    let raw = RawSQLite(path: rawPath)
    let rowsPerRun = m.rows / max(workload.runs, 1)
    m.anchor = cpuTime {
        for (index, run) in collected.enumerated() { raw.insertRun(rows: rowsPerRun, events: run.1, run: Int64(index + 1)) }
    }
    if workload.runs > 1 {
        m.batchedAnchor = cpuTime {
            for start in stride(from: 0, to: collected.count, by: 500) {
                raw.transaction {
                    for index in start..<min(start + 500, collected.count) {
                        raw.insertRows(rowsPerRun, events: collected[index].1, run: Int64(collected.count + index + 1))
                    }
                }
            }
        }
    }
    return m
}

/// Prints the workload's figures and returns its rows of the targets table.
func report(_ workload: Workload, _ measurements: [Measurement]) -> [TargetRow] {
    // Best of the repetitions: the least disturbed by other work on the machine.
    func best(_ key: KeyPath<Measurement, Double>) -> Double { measurements.map { $0[keyPath: key] }.min()! }
    let m = measurements[0]
    let layout = best(\.layoutOnly), recorded = best(\.recorded), flex = best(\.recordedWithFlexibility)
    let batched = best(\.batched), anchor = best(\.anchor), batchedAnchor = best(\.batchedAnchor)
    let recorderOnly = max(recorded - layout, 1e-9)
    func rate(_ count: Int, _ seconds: Double) -> String { String(format: "%10.0f/s", Double(count) / seconds) }
    func cpu(_ seconds: Double) -> String { String(format: "%8.3f s", seconds) }
    /// Runs a second, for many runs only (one large run in over a second printed "0/s").
    func runs(_ seconds: Double) -> String { workload.runs > 1 ? "  \(rate(workload.runs, seconds)) runs" : "" }
    let ratio = 100 * anchor / recorderOnly
    var lines = """
        \(workload.name): \(workload.runs) run(s), \(m.events) events, \(m.rows) rows in all
          layout only (counting sink)        \(cpu(layout))  \(rate(m.events, layout)) events
          layout + recorder                  \(cpu(recorded))  \(rate(m.events, recorded)) events\(runs(recorded))
          layout + recorder + flexibilities  \(cpu(flex))  \(rate(m.events, flex)) events\(runs(flex))
          recorder alone (difference)        \(cpu(recorderOnly))  \(rate(m.events, recorderOnly)) events  \(rate(m.rows, recorderOnly)) rows
          anchor: raw C API, plain table     \(cpu(anchor))  \(rate(m.events, anchor)) events  \(rate(m.rows, anchor)) rows
          recorder / anchor rate             \(String(format: "%7.1f %%", ratio)) (target ≥ 75 %)

        """
    if workload.runs > 1 {
        lines += """
              runs committed alone, recorded     \(String(format: "%10.0f/s", Double(workload.runs) / recorded)) (target ≥ 1,000 runs/s)
              runs batched 500 a transaction     \(cpu(batched))  \(rate(workload.runs, batched)) runs (target ≥ 5,000 runs/s)
              anchor, 500 runs a transaction     \(cpu(batchedAnchor))  \(rate(workload.runs, batchedAnchor)) runs
              batched / anchor rate              \(String(format: "%7.1f %%", 100 * batchedAnchor / batched))

            """
    } else {
        lines += """
              recorder alone                     \(String(format: "%10.0f/s", Double(m.events) / recorderOnly)) events (target ≥ 1,000,000 events/s)

            """
    }
    lines += """
          peak memory after layout only      \(String(format: "%8.0f MB", m.peakAfterLayout))
          peak memory after layout + record  \(String(format: "%8.0f MB", m.peakAfterRecording))

        """
    print(lines)

    if workload.runs > 1 {
        let alone = Double(workload.runs) / recorded, aloneAnchor = Double(workload.runs) / anchor
        let batchedRate = Double(workload.runs) / batched, batchedAnchorRate = Double(workload.runs) / batchedAnchor
        return [
            TargetRow("1. seed-sized runs, each committed alone, ≥ 1,000 runs/s", measured: "\(grouped(alone)) runs/s",
                      anchor: "raw C API, a transaction a run: \(grouped(aloneAnchor)) runs/s",
                      ratio: String(format: "recorder %.0f %% of the anchor", 100 * alone / aloneAnchor), met: alone >= 1_000),
            TargetRow("1. seed-sized runs batched ≥ 5,000 runs/s", measured: "\(grouped(batchedRate)) runs/s",
                      anchor: "raw C API, 500 runs a transaction: \(grouped(batchedAnchorRate)) runs/s",
                      ratio: String(format: "%.0f %% of the anchor; %.2f× of the target", 100 * batchedRate / batchedAnchorRate, batchedRate / 5_000),
                      met: batchedRate >= 5_000),
        ]
    }
    let events = Double(m.events) / recorderOnly, anchorEvents = Double(m.events) / anchor
    return [
        TargetRow("1. large run's recorder ≥ 75 % of the raw C-API anchor", measured: "\(grouped(Double(m.rows) / recorderOnly)) rows/s",
                  anchor: "raw C API, one plain table: \(grouped(Double(m.rows) / anchor)) rows/s",
                  ratio: String(format: "%.1f %%", ratio), met: ratio >= 75),
        TargetRow("1. large run ≥ 1,000,000 events/s", measured: "\(grouped(events)) events/s",
                  anchor: "raw C API: \(grouped(anchorEvents)) events/s", ratio: String(format: "%.2f×", events / 1_000_000),
                  met: events >= 1_000_000),
    ]
}

let options = integerOptions(["--seed-runs": 2_000, "--rows": 20_000, "--repeat": 3, "--query-repeat": 12,
                              "--output-rows": 10_000, "--output-repeat": 5, "--output-only": 0],
                             usage: "RecordingBenchmark [--seed-runs N] [--rows N] [--repeat N] [--query-repeat N] "
                                 + "[--output-rows N] [--output-repeat N] [--output-only 1]")
if options["--output-only"] == 1 {
    printTargetTable(try measureOutputFormats(rows: options["--output-rows"]!, repeats: options["--output-repeat"]!))
    exit(0)
}
print("LayoutLab \(LayoutLabVersion.current) recording benchmark, CPU seconds, best of \(options["--repeat"]!)\n")
var targets: [TargetRow] = []
for workload in [Workloads.seedSized(runs: options["--seed-runs"]!), Workloads.large(rows: options["--rows"]!)] {
    let measurements = try (0..<options["--repeat"]!).map { _ in try measure(workload) }
    targets += report(workload, measurements)
}

/// Target 4 on the large run: each named query's wall time, reading every row it returns.
/// Returns target 4's two rows: the node table of `diff`, and the slowest of the others.
func measureQueries(rows: Int, repeats: Int) throws -> [TargetRow] {
    let path = temporaryDatabase("queries")
    defer { removeDatabase(path) }
    // Recorded by a store closed before the queries, as `layoutlab run` leaves a database for
    // the `layoutlab diff` after it: closing checkpoints the write-ahead log into the file.
    do {
        let store = try RunStore(path: path)
        for spacing in [2.0, 3.0] {
            let recorder = store.recorder(flexibility: .none)
            // The large workload's rows, past a run's default event budget as there.
            _ = try ViewTree(Rows(count: rows, spacing: spacing)).layout(sink: recorder, maximumTraceEvents: .max)
            try recorder.finish()
        }
    }
    let reader = try StoreReader(path: path)
    let last = "0.\(rows - 1).2"
    func named(_ name: String, _ parameters: [String: String]) -> () throws -> Int {
        {
            var count = 0
            try reader.execute(try NamedQuery.named(name), parameters: parameters, columns: { _ in }, row: { _ in count += 1 })
            return count
        }
    }
    let nodeTable = "diff 1 2: every node's frames"
    let queries: [(command: String, rows: () throws -> Int)] = [
        ("diff 1 2: where the traces part", named("first-divergence", ["before": "1", "after": "2"])),
        ("diff 1 2: parameters", named("parameter-differences", ["before": "1", "after": "2"])),
        (nodeTable, { try reader.nodeDifferences(1, 2).count }),
        ("trace 1 --node \(last): its events", named("events", ["run": "1", "node": last])),
        ("trace 1 --node \(last): its node", named("nodes", ["run": "1", "node": last])),
        ("flex 1 --node \(last)", named("flexibility", ["run": "1", "node": last])),
    ]
    print("queries on two large runs (\(rows) rows; VStack spacing 2 and 3), wall, best of \(repeats), every row read")
    var nodeTableTime = 0.0, slowestOther = 0.0
    for query in queries {
        var count = 0
        let best = try (0..<repeats).map { _ in try time { count = try query.rows() } }.min()!
        print("  \(query.command.padding(toLength: 44, withPad: " ", startingAt: 0)) \(String(format: "%8.1f ms", best * 1000))  \(String(format: "%7d", count)) rows  (target ≤ 50 ms: \(verdict(best, target: 0.050)))")
        if query.command == nodeTable { nodeTableTime = best } else { slowestOther = max(slowestOther, best) }
    }
    print("")
    return [
        TargetRow("4. `diff` (where traces part, parameters), `trace --node`, `flex` on the large run ≤ 50 ms",
                  measured: String(format: "%.1f ms at most", slowestOther * 1000), ratio: String(format: "%.2f×", slowestOther / 0.050),
                  met: slowestOther <= 0.050),
        TargetRow("4. `diff`'s node table on the large run ≤ 50 ms", measured: String(format: "%.1f ms", nodeTableTime * 1000),
                  ratio: String(format: "%.2f×", nodeTableTime / 0.050), met: nodeTableTime <= 0.050),
    ]
}

targets += try measureQueries(rows: options["--rows"]!, repeats: options["--query-repeat"]!)
targets += try measureOutputFormats(rows: options["--output-rows"]!, repeats: options["--output-repeat"]!)
print(String(format: "peak resident memory %.0f MB\n", peakMemoryMB()))
printTargetTable(targets)

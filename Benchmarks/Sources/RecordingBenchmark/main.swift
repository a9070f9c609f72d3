import BenchmarkSupport
import Foundation
import LayoutLab
import LayoutLabStore

// Recording throughput: how many trace events per second a RunRecorder stores, against the
// same machine's raw SQLite insert rate for the same rows (C API, prepared statements, one
// transaction per run, same schema and pragmas). The recorder's own cost is the time of a
// recorded layout minus the time of the same layout streaming to a counter; the target is at
// least 75% of the raw rate.
//
//     swift run -c release RecordingBenchmark [--seed-runs N] [--rows N] [--repeat N]

struct Measurement {
    var events = 0
    var rows = 0
    var layoutOnly = 0.0
    var recorded = 0.0
    var recordedWithFlexibility = 0.0
    var raw = 0.0
    /// Peak resident memory after the layout-only pass and after the recorded pass: a
    /// recorder that kept events would raise the second by about 100 bytes an event.
    var peakAfterLayout = 0.0
    var peakAfterRecording = 0.0
}

/// Times `body` over fresh trees, built before the clock starts and freed afterwards.
func timeLayouts(_ workload: Workload, _ body: (ViewTree) throws -> Void) rethrows -> Double {
    let trees = (0..<workload.runs).map { _ in workload.makeTree() }
    return try time { for tree in trees { try body(tree) } }
}

func measure(_ workload: Workload) throws -> Measurement {
    var m = Measurement()

    // Layout alone, streaming to a sink that only counts.
    m.layoutOnly = try timeLayouts(workload) { _ = try $0.layout(sink: TraceCounter()) }
    m.peakAfterLayout = peakMemoryMB()

    // Layout + recorder (no flexibility measurement: only the trace, tree and frames).
    let recordedPath = temporaryDatabase("recorder")
    defer { removeDatabase(recordedPath) }
    let store = try RunStore(path: recordedPath)
    m.recorded = try timeLayouts(workload) { tree in
        let recorder = store.recorder(flexibility: .none)
        _ = try tree.layout(sink: recorder)
        try recorder.finish()
    }
    m.peakAfterRecording = peakMemoryMB()

    // The same with the default flexibility measurement, end to end.
    let flexPath = temporaryDatabase("flex")
    defer { removeDatabase(flexPath) }
    let flexStore = try RunStore(path: flexPath)
    m.recordedWithFlexibility = try timeLayouts(workload) { tree in
        let recorder = flexStore.recorder()
        _ = try tree.layout(sink: recorder)
        try recorder.finish()
    }

    // Raw SQLite: the same rows, collected first so that only inserting is timed.
    let rawPath = temporaryDatabase("raw")
    defer { removeDatabase(rawPath) }
    _ = try RunStore(path: rawPath) // the schema, from the migrations
    let raw = RawSQLite(path: rawPath)
    var collected: [(ViewTree, [TraceEvent], [CGRect?])] = []
    for _ in 0..<workload.runs {
        let tree = workload.makeTree()
        let collector = TraceCollector()
        let result = try tree.layout(sink: collector)
        collected.append((tree, collector.events, result.frames))
    }
    m.events = collected.reduce(0) { $0 + $1.1.count }
    m.rows = collected.reduce(0) { total, run in
        total + 1 + run.0.count + run.0.nodes.reduce(0) { $0 + $1.attributes.count } + run.1.count + run.2.compactMap { $0 }.count
    }
    m.raw = time {
        for (tree, events, frames) in collected { raw.insertRun(tree: tree, events: events, frames: frames) }
    }
    return m
}

func report(_ workload: Workload, _ measurements: [Measurement]) {
    // Best of the repetitions: the least disturbed by other work on the machine.
    func best(_ key: KeyPath<Measurement, Double>) -> Double { measurements.map { $0[keyPath: key] }.min()! }
    let m = measurements[0]
    let layout = best(\.layoutOnly), recorded = best(\.recorded), flex = best(\.recordedWithFlexibility), raw = best(\.raw)
    let recorderOnly = max(recorded - layout, 1e-9)
    func rate(_ count: Int, _ seconds: Double) -> String { String(format: "%10.0f/s", Double(count) / seconds) }
    print("""
        \(workload.name): \(workload.runs) run(s), \(m.events) events, \(m.rows) rows in all
          layout only (counting sink)        \(String(format: "%8.3f s", layout))  \(rate(m.events, layout)) events
          layout + recorder                  \(String(format: "%8.3f s", recorded))  \(rate(m.events, recorded)) events
          layout + recorder + flexibilities  \(String(format: "%8.3f s", flex))  \(rate(m.events, flex)) events
          recorder alone (difference)        \(String(format: "%8.3f s", recorderOnly))  \(rate(m.events, recorderOnly)) events  \(rate(m.rows, recorderOnly)) rows
          raw SQLite, same rows              \(String(format: "%8.3f s", raw))  \(rate(m.events, raw)) events  \(rate(m.rows, raw)) rows
          recorder / raw insert rate         \(String(format: "%7.1f %%", 100 * raw / recorderOnly)) (target ≥ 75 %)
          peak memory after layout only      \(String(format: "%8.0f MB", m.peakAfterLayout))
          peak memory after layout + record  \(String(format: "%8.0f MB", m.peakAfterRecording))

        """)
}

let options = integerOptions(["--seed-runs": 2_000, "--rows": 20_000, "--repeat": 3],
                             usage: "RecordingBenchmark [--seed-runs N] [--rows N] [--repeat N]")
print("LayoutLab \(LayoutLabVersion.current) recording benchmark, best of \(options["--repeat"]!)\n")
for workload in [Workloads.seedSized(runs: options["--seed-runs"]!), Workloads.large(rows: options["--rows"]!)] {
    let measurements = try (0..<options["--repeat"]!).map { _ in try measure(workload) }
    report(workload, measurements)
}
print(String(format: "peak resident memory %.0f MB", peakMemoryMB()))

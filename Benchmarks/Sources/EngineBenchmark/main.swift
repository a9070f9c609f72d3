import BenchmarkSupport
import Foundation
import LayoutLab

// The engine's speed on issue 2's workload: nested stacks, alternating VStack/HStack(spacing: 10),
// fan-out 10, `.frame(width: 100, height: 20)` leaves, the root proposed 1000 × 1000. Reports wall
// time, size queries and events, without a sink and with one that only counts; then depth 5
// (111,111 stacks and leaves) streamed to the counting sink, with the process's peak memory,
// which must stay bounded: nothing in the engine keeps events. Yoga's time for the flexbox
// analogue (`yoga-anchor.py`) is measured in the same run, and the ratio printed.
//
//     swift run -c release EngineBenchmark [--depth N] [--deep N] [--repeat N]
//     swift run -c release EngineBenchmark --deep-only N [--deep-layouts N]   (one tree, for callgrind)

func nestedStacks(depth: Int, fanOut: Int = 10, vertical: Bool = true) -> AnyView {
    if depth == 0 { return AnyView(Color.red.frame(width: 100, height: 20)) }
    let children = (0..<fanOut).map { _ in nestedStacks(depth: depth - 1, fanOut: fanOut, vertical: !vertical) }
    return vertical
        ? AnyView(VStack(spacing: 10) { ForEach(0..<fanOut) { children[$0] } })
        : AnyView(HStack(spacing: 10) { ForEach(0..<fanOut) { children[$0] } })
}

struct Run {
    var seconds: Double
    var result: LayoutResult
}

/// The fastest of `repetitions` layouts of `tree`.
/// Depth 5 asks about 25 million size queries, five times a pass's default budget, and makes
/// twice as many trace events.
let queryBudget = 100_000_000

func fastest(_ repetitions: Int, _ tree: ViewTree, sink: () -> (any TraceSink)?) throws -> Run {
    let configuration = LayoutConfiguration(rootProposal: ProposedViewSize(width: 1000, height: 1000))
    var best: Run?
    for _ in 0..<max(1, repetitions) {
        let sink = sink()
        var result: LayoutResult?
        let elapsed = try time { result = try tree.layout(configuration: configuration, sink: sink, maximumSizeQueries: queryBudget,
                                                                maximumTraceEvents: 2 * queryBudget + 1_000_000) }
        if best.map({ elapsed < $0.seconds }) ?? true { best = Run(seconds: elapsed, result: result!) }
    }
    return best!
}

func report(_ name: String, _ run: Run) {
    let events = run.result.eventCount
    let rate = events > 0 ? String(format: "  %5.1f M events/s", Double(events) / run.seconds / 1e6) : ""
    let name = name.padding(toLength: 14, withPad: " ", startingAt: 0)
    print(name + String(format: "%9.1f ms %10d size queries %10d events", run.seconds * 1000, run.result.sizeQueries, events) + rate)
}

/// Yoga's best time for the flexbox analogue (`Benchmarks/yoga-anchor.py`, run with python3;
/// it makes its virtualenv on first use), in seconds; nil, with the reason printed, when it
/// cannot run.
func yogaAnchor(depth: Int, repetitions: Int) -> Double? {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("yoga-anchor.py").path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script, "--depth", "\(depth)", "--repeat", "\(repetitions)"]
    let output = Pipe()
    process.standardOutput = output
    do { try process.run() } catch {
        print("yoga anchor: cannot run \(script): \(error)")
        return nil
    }
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    // "yoga depth 4: 11111 nodes, best of 5: 27.950 ms"
    guard process.terminationStatus == 0, let match = text.firstMatch(of: /best of \d+: ([0-9.]+) ms/),
          let milliseconds = Double(match.output.1) else {
        print("yoga anchor: \(script) failed (status \(process.terminationStatus)): \(text)")
        return nil
    }
    return milliseconds / 1000
}

/// Streams the deep tree once to a counting sink and prints the peak memory. Run in a process
/// of its own (`--deep-only N`), so the peak is the deep layout's, not the depth-4 trees'.
/// `layouts` > 1 lays it out again that many times in all (a later layout reuses the tree's
/// computers): callgrind's count for 2 less its count for 1 is a later layout's.
func streamDeep(_ depth: Int, layouts: Int) throws {
    let deep = ViewTree(nestedStacks(depth: depth))
    print("depth \(depth), fan-out 10: \(deep.count) nodes, streamed \(layouts == 1 ? "once" : "\(layouts) times"), in a process of its own")
    report("counting sink", try fastest(layouts, deep) { TraceCounter() })
    print(String(format: "peak resident memory %.0f MB (target ≤ 250 MB)", peakMemoryMB()))
}

let options = integerOptions(["--depth": 4, "--deep": 5, "--repeat": 5, "--deep-only": 0, "--deep-layouts": 1],
                             usage: "EngineBenchmark [--depth N] [--deep N] [--repeat N] [--deep-only N [--deep-layouts N]]")
let depth = options["--depth"]!, deepDepth = options["--deep"]!, repetitions = options["--repeat"]!
if options["--deep-only"]! > 0 {
    try streamDeep(options["--deep-only"]!, layouts: max(1, options["--deep-layouts"]!))
    exit(0)
}

// The anchor runs before and after the engine, and the best of all its repeats counts: the
// machine is shared, so each side gets its quietest moment.
let yogaBefore = yogaAnchor(depth: depth, repetitions: repetitions)
let tree = ViewTree(nestedStacks(depth: depth))
print("depth \(depth), fan-out 10: \(tree.count) nodes (stacks, frames and leaves), best of \(repetitions)")
let noSink = try fastest(repetitions, tree) { nil }
report("no sink", noSink)
let counting = try fastest(repetitions, tree) { TraceCounter() }
report("counting sink", counting)
let yogaAfter = yogaAnchor(depth: depth, repetitions: repetitions)
let yoga = [yogaBefore, yogaAfter].compactMap { $0 }.min()
if let yoga {
    print(String(format: "Yoga, flexbox analogue %9.1f ms    (pyyoga, best of %d before and %d after)", yoga * 1000, repetitions, repetitions))
    print(String(format: "counting sink / Yoga %7.2f × (target ≤ 1)", counting.seconds / yoga))
    print(String(format: "no sink / Yoga %13.2f ×", noSink.seconds / yoga))
}

// Issue 10: a List of 100,000 rows lays out in under a second, since only the rows the screen
// shows (and a viewport beyond, spec §17.3) are placed; the others are never asked.
let list = ViewTree(List { ForEach(0..<100_000) { Text("Row \($0)") } })
let listConfiguration = LayoutConfiguration()
var listBest = Double.infinity
var listResult: LayoutResult?
for _ in 0..<max(1, repetitions) {
    let elapsed = try time { listResult = try list.layout(configuration: listConfiguration, sink: TraceCounter()) }
    listBest = min(listBest, elapsed)
}
let placedRows = listResult.map { result in result.tree.nodes.filter { $0.kind == "Text" && result.frames[$0.id] != nil }.count } ?? 0
print(String(format: "\nList of 100,000 rows (%d nodes) on an iPhone 16 Pro: %.1f ms (target ≤ 1000 ms), %d rows placed",
             list.count, listBest * 1000, placedRows))

print("")
let child = Process()
child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
child.arguments = ["--deep-only", "\(deepDepth)"]
let childOutput = Pipe()
child.standardOutput = childOutput
try child.run()
let deepReport = String(decoding: childOutput.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
child.waitUntilExit()
print(deepReport)

var targets: [TargetRow] = []
if let yoga {
    targets.append(TargetRow(
        "3. nested stacks, counting sink, ≤ Yoga's time",
        measured: String(format: "%.1f ms (no sink %.1f ms)", counting.seconds * 1000, noSink.seconds * 1000),
        anchor: String(format: "Yoga (pyyoga), the flexbox analogue: %.1f ms", yoga * 1000),
        ratio: String(format: "%.2f×", counting.seconds / yoga), met: counting.seconds <= yoga))
}
if let peak = deepReport.firstMatch(of: /peak resident memory (\d+) MB/).flatMap({ Double($0.output.1) }) {
    targets.append(TargetRow("3. depth \(deepDepth) streamed in ≤ 250 MB", measured: "\(Int(peak)) MB",
                             ratio: String(format: "%.2f×", peak / 250), met: peak <= 250))
}
printTargetTable(targets)

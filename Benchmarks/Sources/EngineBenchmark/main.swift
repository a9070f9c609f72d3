import BenchmarkSupport
import Foundation
import LayoutLab

// The engine's speed on issue 2's workload: nested stacks, alternating VStack/HStack(spacing: 10),
// fan-out 10, `.frame(width: 100, height: 20)` leaves, the root proposed 1000 × 1000. Reports wall
// time, size queries and events, without a sink and with one that only counts; then depth 5
// (111,111 stacks and leaves) streamed to the counting sink, with the process's peak memory,
// which must stay bounded: nothing in the engine keeps events.
//
//     swift run -c release EngineBenchmark [--depth N] [--deep N] [--repeat N]

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
func fastest(_ repetitions: Int, _ tree: ViewTree, sink: () -> (any TraceSink)?) throws -> Run {
    let configuration = LayoutConfiguration(rootProposal: ProposedViewSize(width: 1000, height: 1000))
    var best: Run?
    for _ in 0..<max(1, repetitions) {
        let sink = sink()
        var result: LayoutResult?
        let elapsed = try time { result = try tree.layout(configuration: configuration, sink: sink) }
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

let options = integerOptions(["--depth": 4, "--deep": 5, "--repeat": 5],
                             usage: "EngineBenchmark [--depth N] [--deep N] [--repeat N]")
let depth = options["--depth"]!, deepDepth = options["--deep"]!, repetitions = options["--repeat"]!

let tree = ViewTree(nestedStacks(depth: depth))
print("depth \(depth), fan-out 10: \(tree.count) nodes (stacks, frames and leaves), best of \(repetitions)")
report("no sink", try fastest(repetitions, tree) { nil })
report("counting sink", try fastest(repetitions, tree) { TraceCounter() })

let deep = ViewTree(nestedStacks(depth: deepDepth))
print("\ndepth \(deepDepth), fan-out 10: \(deep.count) nodes, streamed once")
report("counting sink", try fastest(1, deep) { TraceCounter() })
print(String(format: "peak resident memory %.0f MB", peakMemoryMB()))

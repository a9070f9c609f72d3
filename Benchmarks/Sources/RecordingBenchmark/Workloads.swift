import Foundation
import LayoutLab

/// What is laid out and recorded: seed-sized views, run many times (one run, one
/// transaction each), and one large tree whose trace has about a million events.
struct Workload {
    var name: String
    var runs: Int
    /// The run's event budget: a run's default (`ViewTree.maximumTraceEvents`) unless the
    /// workload is known to make more.
    var maximumTraceEvents = ViewTree.maximumTraceEvents
    var makeTree: () -> ViewTree

    /// Lays `tree` out, streaming to `sink`, within the workload's event budget.
    func layout(_ tree: ViewTree, sink: any TraceSink) throws -> LayoutResult {
        try tree.layout(sink: sink, maximumTraceEvents: maximumTraceEvents)
    }
}

enum Workloads {
    static func seedSized(runs: Int) -> Workload {
        Workload(name: "seed-sized (seed 000's VStack of three tagged rectangles)", runs: runs) {
            ViewTree(ThreeRectangles())
        }
    }

    /// The large run is over a million events on purpose (73 a row: 10,000 rows make 730,003): far past
    /// a run's default budget of 200,000 (since 379dcf1), which stops a runaway file before
    /// `--format trace` prints gigabytes and which every workload here but this one fits. Without
    /// the raised budget the benchmark stopped at its first large layout with LayoutError.tooManyEvents.
    static func large(rows: Int) -> Workload {
        Workload(name: "large (\(rows) HStack rows of Text, Spacer and a framed Rectangle)", runs: 1, maximumTraceEvents: .max) {
            ViewTree(Rows(count: rows))
        }
    }
}

struct ThreeRectangles: View {
    var body: some View {
        VStack(spacing: 10) {
            flexible(minHeight: 10, maxHeight: 100).inspectLayoutProcess("🟥")
            Rectangle().fill(.blue).frame(width: 100, height: 100).inspectLayoutProcess("🟦")
            flexible(minHeight: 50, maxHeight: 100).inspectLayoutProcess("🟨")
        }
        .inspectLayoutProcess("VStack")
        .frame(width: 300, height: 500)
        .border(.gray)
    }

    func flexible(minHeight: CGFloat, maxHeight: CGFloat) -> some View {
        Rectangle().fill(.red).frame(width: 100).frame(minHeight: minHeight, maxHeight: maxHeight)
    }
}

struct Rows: View {
    var count: Int
    var spacing: CGFloat = 2

    var body: some View {
        VStack(spacing: spacing) {
            ForEach(0..<count) { index in
                HStack {
                    Text("Row \(index)")
                    Spacer()
                    Rectangle().frame(width: 20, height: 20)
                }
            }
        }
    }
}

import Foundation
import LayoutLab

/// What is laid out and recorded: seed-sized views, run many times (one run, one
/// transaction each), and one large tree whose trace has about a million events.
struct Workload {
    var name: String
    var runs: Int
    var makeTree: () -> ViewTree
}

enum Workloads {
    static func seedSized(runs: Int) -> Workload {
        Workload(name: "seed-sized (seed 000's VStack of three tagged rectangles)", runs: runs) {
            ViewTree(ThreeRectangles())
        }
    }

    static func large(rows: Int) -> Workload {
        Workload(name: "large (\(rows) HStack rows of Text, Spacer and a framed Rectangle)", runs: 1) {
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

import Foundation
import LayoutLab
import LayoutLabStore

// Support for the tests of the store's commands (runs, trace, flex, queries, query, sql):
// databases recorded through LayoutLabStore, and the built `layoutlab` run as a process.

enum StoreCLI {
    typealias CommandResult = BinaryRunner.Outcome

    /// Runs `layoutlab ARGUMENTS` in `directory` with `environment` added, and waits for it.
    static func layoutlab(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws -> CommandResult {
        try BinaryRunner.run(arguments, in: directory, environment: environment)
    }

    /// A directory for one test, removed afterwards.
    final class ScratchDirectory {
        let url: URL

        init() throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-cli-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(at: url) }

        func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    }

    /// A layout recorded into a database, with what the engine streamed live.
    struct RecordedExample {
        var run: Int64
        var tree: ViewTree
        var events: [TraceEvent]
    }

    @discardableResult
    static func record<V: View>(_ view: V, into path: String, fileName: String? = nil, parameters: [RunParameter] = []) throws -> RecordedExample {
        let store = try RunStore(path: path)
        let tree = ViewTree(view)
        let collector = TraceCollector()
        let recorder = store.recorder(for: RunDescription(fileName: fileName, parameters: parameters))
        _ = try tree.layout(sink: TraceFanOut([collector, recorder]))
        return RecordedExample(run: try recorder.finish(), tree: tree, events: collector.events)
    }

    // MARK: Seed views

    /// Seed 002's `TestLayout`, without its prints (the store measures flexibility itself).
    struct TestLayout: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    /// Seed 002, "Spacerとは".
    struct TextSpacerText: View {
        var body: some View {
            HStack {
                Text("Hello")
                    .border(.red)
                Spacer()
                Text("World")
                    .border(.blue)
            }.padding()
                .frame(width: 300)
                .border(.green)
        }
    }

    /// Seed 000, "VStack(HStack)" with the VStack tagged.
    struct ThreeRectangles: View {
        var body: some View {
            VStack(spacing: 10) {
                flexible(.red, minHeight: 10, maxHeight: 100).inspectLayoutProcess("🟥")
                Rectangle().fill(.blue).frame(width: 100, height: 100).inspectLayoutProcess("🟦")
                flexible(.yellow, minHeight: 50, maxHeight: 100).inspectLayoutProcess("🟨")
            }
            .inspectLayoutProcess("VStack")
            .frame(width: 300, height: 500)
            .border(.gray)
        }

        func flexible(_ color: Color, minHeight: CGFloat, maxHeight: CGFloat) -> some View {
            Rectangle().fill(color).frame(width: 100).frame(minHeight: minHeight, maxHeight: maxHeight)
        }
    }
}

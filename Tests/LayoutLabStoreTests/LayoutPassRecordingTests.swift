import Foundation
import Testing
import LayoutLab
import TestSupport
@testable import LayoutLabStore

// A run whose observers' actions change state is laid out more than once; the recorder keeps
// each event's layout pass (`events.layout_pass`) and records one tree across the passes.

/// The red view takes the Text's width, which it learns from `onGeometryChange` after the
/// first layout: a second pass lays it out 0 → the Text's width. Past that width a blue
/// view appears at the end of the stack, so the second pass has two nodes the first had not.
private struct MatchWidth: View {
    @State var width: CGFloat = 0
    var appearsAfter: Bool = false
    var appearsBefore: Bool = false

    var body: some View {
        VStack(spacing: 0) {
            if appearsBefore && width > 0 { Color.green.frame(width: 5, height: 5) }
            Text("Hello").onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { width = $0 }
            Color.red.frame(width: width, height: 10)
            if appearsAfter && width > 0 { Color.blue.frame(width: 5, height: 5) }
        }
    }
}

@Suite("Recording layout passes")
struct LayoutPassRecordingTests {
    /// Lays `view` out with its observers' passes into `store`, collecting what the engine streamed.
    private func record(_ view: MatchWidth, in store: RunStore) throws -> (run: Int64, result: LayoutResult, events: [TraceEvent]) {
        let collector = TraceCollector()
        let recorder = store.recorder()
        let result = try view.layout(sink: TraceFanOut([collector, recorder]), maximumPasses: 4)
        return (try recorder.finish(), result, collector.events)
    }

    @Test("onGeometryChange lays the view out twice: every event is stored with its pass, the frames are the second pass's")
    func twoPasses() throws {
        let directory = try TemporaryDirectory()
        let store = try RunStore(path: directory.path("passes.sqlite"))
        let (run, result, events) = try record(MatchWidth(), in: store)
        #expect(result.layoutPass == 2)
        let reader = try StoreReader(path: store.path)
        let stored = try reader.events(run: run)
        #expect(stored == events)
        #expect(Set(stored.map(\.layoutPass)) == [1, 2])
        let passes = try reader.rows(sql: "SELECT layout_pass, count(*) FROM events WHERE run_id = 1 GROUP BY layout_pass ORDER BY 1")
        #expect(passes.map { $0[0] } == [.integer(1), .integer(2)])
        #expect(passes[0][1] == passes[1][1]) // the same tree, laid out twice
        let nodes = try reader.nodes(run: run)
        #expect(nodes.count == result.tree.count)
        let red = try #require(nodes.first { $0.kind == "frame" })
        let text = try #require(nodes.first { $0.kind == "Text" })
        #expect(red.frame?.width == text.frame?.width)
        #expect(red.frame?.width ?? 0 > 0)
        #expect(try reader.run(run).diagnostics == nil)
    }

    @Test("Views the second pass adds at the end are recorded as new nodes, their events on them")
    func viewsAdded() throws {
        let directory = try TemporaryDirectory()
        let store = try RunStore(path: directory.path("added.sqlite"))
        let (run, result, _) = try record(MatchWidth(appearsAfter: true), in: store)
        let reader = try StoreReader(path: store.path)
        let nodes = try reader.nodes(run: run)
        #expect(nodes.count == result.tree.count)
        let blue = try #require(nodes.first { $0.path == "0.2" })
        #expect(blue.kind == "frame")
        #expect(blue.frame?.size == CGSize(width: 5, height: 5))
        let blueEvents = try reader.events(run: run, node: "0.2")
        #expect(!blueEvents.isEmpty && blueEvents.allSatisfy { $0.layoutPass == 2 && $0.node == blue.id })
        #expect(try reader.run(run).nodeCount == nodes.count)
    }

    @Test("A view the second pass puts where the first had another is recorded on the first's node, with a diagnostic")
    func viewReplaced() throws {
        let directory = try TemporaryDirectory()
        let store = try RunStore(path: directory.path("replaced.sqlite"))
        let (run, _, events) = try record(MatchWidth(appearsBefore: true), in: store)
        let reader = try StoreReader(path: store.path)
        #expect(try reader.events(run: run).count == events.count)
        let diagnostics = try #require(try reader.run(run).diagnostics)
        #expect(diagnostics.contains("layout pass 2 rebuilt 0.0 as frame where an earlier pass laid out"))
    }

    @Test("Runs recorded before layout passes and observed runs existed read back as pass 1, laid out by the model")
    func olderRuns() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("old.sqlite")
        try FileManager.default.copyItem(at: StoreFixture.url("layoutlab-0001.db"), to: URL(fileURLWithPath: path))
        let reader = try StoreReader(path: path)
        #expect(try reader.events(run: 1).allSatisfy { $0.layoutPass == 1 })
        #expect(try reader.run(1).origin == .model)
        #expect(try reader.observation(run: 1) == nil)
    }
}

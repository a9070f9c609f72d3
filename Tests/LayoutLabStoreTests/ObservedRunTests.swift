import Foundation
import Testing
import LayoutLab
import TestSupport
@testable import LayoutLabStore

// Observed runs (issue 12): a device log recorded on its view's tree, read back, compared with
// a model run of the same view, deleted with everything recorded with it.

@Suite("Observed runs")
struct ObservedRunTests {
    /// Seed 000's 18 lines of the 🟥🟦🟨 VStack, as the article printed them.
    static let log = """
        【🟦】proposal size: ProposedViewSize(width: Optional(300.0), height: Optional(0.0))
        【🟦】report size: (100.0, 100.0)
        【🟦】proposal size: ProposedViewSize(width: Optional(300.0), height: Optional(inf))
        【🟦】report size: (100.0, 100.0)
        【🟥】proposal size: ProposedViewSize(width: Optional(300.0), height: Optional(0.0))
        【🟥】report size: (100.0, 10.0)
        【🟥】proposal size: ProposedViewSize(width: Optional(300.0), height: Optional(inf))
        【🟥】report size: (100.0, 100.0)
        【🟨】proposal size: ProposedViewSize(width: Optional(300.0), height: Optional(0.0))
        【🟨】report size: (100.0, 50.0)
        【🟨】proposal size: ProposedViewSize(width: Optional(300.0), height: Optional(inf))
        【🟨】report size: (100.0, 100.0)
        【🟦】proposal size: ProposedViewSize(width: Optional(300.0), height: Optional(160.0))
        【🟦】report size: (100.0, 100.0)
        【🟨】proposal size: ProposedViewSize(width: Optional(300.0), height: Optional(190.0))
        【🟨】report size: (100.0, 100.0)
        【🟥】proposal size: ProposedViewSize(width: Optional(300.0), height: Optional(280.0))
        【🟥】report size: (100.0, 100.0)
        """

    func observed(_ text: String = log) throws -> ObservedRun {
        ObservedRun(description: RunDescription(fileName: "ContentView.swift"), configuration: LayoutConfiguration(),
                    tree: ViewTree(ThreeRectangles()), log: try DeviceLog.parse(text), logText: text,
                    source: ObservationSource(device: "iPhone 16 Pro", osVersion: "iOS 18", observedOn: "2025-01-12", note: "seed 000"))
    }

    @Test("Recorded with origin device, its observation row, and the log's lines as events on the tagged nodes; it agrees with the model run")
    func recordAndCompare() throws {
        let directory = try TemporaryDirectory()
        let store = try RunStore(path: directory.path("observed.sqlite"))
        let observedRun = try store.record(try observed())
        let recorder = store.recorder()
        _ = try ThreeRectangles().layout(sink: recorder)
        let modelRun = try recorder.finish()
        let reader = try StoreReader(path: store.path)
        #expect(try reader.run(observedRun).origin == .device)
        #expect(try reader.run(modelRun).origin == .model)
        #expect(try reader.run(observedRun).eventCount == 18)
        let observation = try #require(try reader.observation(run: observedRun))
        #expect(observation.format == .inspector && observation.osVersion == "iOS 18" && observation.log == Self.log)
        #expect(try reader.observation(run: modelRun) == nil)
        let events = try reader.events(run: observedRun)
        #expect(events.allSatisfy { $0.cache == .miss && $0.pass == .sizing })
        let diff = try #require(try reader.observationDiff(modelRun, observedRun))
        #expect(diff.observedRun == observedRun && diff.format == .inspector)
        #expect(diff.agrees)
        #expect(try reader.observationDiff(modelRun, modelRun) == nil)

        // One number changed: that event, named by its line in the log.
        let changed = try store.record(try observed(Self.log.replacingOccurrences(of: "(100.0, 50.0)", with: "(100.0, 51.0)")))
        let changedDiff = try #require(try reader.observationDiff(changed, modelRun))
        #expect(changedDiff.comparison.divergences.map { "\($0.tag) \($0.index) \($0.fields) line \($0.observed?.line ?? 0)" }
                == ["🟨 1 [\"size.height\"] line 10"])

        try store.delete(runs: [observedRun])
        #expect(try reader.rows(sql: "SELECT count(*) FROM observations WHERE run_id = \(observedRun)").first?.first == .integer(0))
    }

    @Test("A log printing a tag the tree does not carry records nothing")
    func undeclaredTag() throws {
        let directory = try TemporaryDirectory()
        let store = try RunStore(path: directory.path("refused.sqlite"))
        let foreign = try observed(Self.log.replacingOccurrences(of: "🟨", with: "🟩"))
        #expect(foreign.undeclaredTags == ["🟩"])
        #expect(throws: StoreError.self) { try store.record(foreign) }
        #expect(try StoreReader(path: store.path).rows(sql: "SELECT count(*) FROM runs").first?.first == .integer(0))
    }
}

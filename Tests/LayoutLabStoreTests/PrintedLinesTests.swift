import Foundation
import GRDB
import Testing
import LayoutLab
import TestSupport
@testable import LayoutLabStore

// Issue 33, device truth for any log: a log of a file's own prints recorded as an observed run
// (its lines in `printed_lines`, migration 0016), a model run recording what its prints wrote,
// and the two compared line by line as `verify` compares them.

@Suite("Printed lines")
struct PrintedLinesTests {
    /// What a file printing from a custom Layout prints on the model (Tests/Fixtures/printed-log).
    static let printed = """
        sizeThatFits proposal: 402.0 x 778.0 -> 120.0 x 80.5
        placeSubviews at (141.0, 410.75) size 120.0 x 80.5

        """

    /// The log's two lines of the file, at their lines in the console (3 and 5).
    static func observed(_ second: String = "placeSubviews at (141.0, 410.6666666666667) size 120.0 x 80.5") -> PrintedObservedRun {
        PrintedObservedRun(description: RunDescription(fileName: "ContentView.swift"), configuration: LayoutConfiguration(),
                           tree: ViewTree(ThreeRectangles()),
                           lines: [.init(number: 3, text: "sizeThatFits proposal: 402.0 x 778.0 -> 120.0 x 80.5"), .init(number: 5, text: second)],
                           logText: "the console", source: ObservationSource(device: "iPhone 17 Pro", osVersion: "iOS 26"))
    }

    func recordModelRun(in store: RunStore, printing printed: String) throws -> Int64 {
        let recorder = store.recorder()
        _ = try ThreeRectangles().layout(sink: recorder)
        recorder.recordPrinted(printed)
        return try recorder.finish()
    }

    @Test("A printed log is recorded with origin device, log format printed, its lines with their log line numbers and no events")
    func recorded() throws {
        let directory = try TemporaryDirectory()
        let store = try RunStore(path: directory.path("printed.sqlite"))
        let observedRun = try store.record(Self.observed())
        let reader = try StoreReader(path: store.path)
        #expect(try reader.run(observedRun).origin == .device && reader.run(observedRun).eventCount == 0)
        let observation = try #require(try reader.observation(run: observedRun))
        #expect(observation.logFormat == "printed" && observation.format == nil && observation.observedDevice == "iPhone 17 Pro")
        #expect(try reader.printedLines(run: observedRun).map { "\($0.logLine ?? 0) \($0.text)" } == [
            "3 sizeThatFits proposal: 402.0 x 778.0 -> 120.0 x 80.5", "5 placeSubviews at (141.0, 410.6666666666667) size 120.0 x 80.5",
        ])
        try store.delete(runs: [observedRun])
        #expect(try reader.rows(sql: "SELECT count(*) FROM printed_lines").first?.first == .integer(0))
    }

    @Test("Against a model run's printed lines: 410.67 and 410.75 agree within half a pixel at @3x; 81 against 80.5 is named with its log line")
    func diff() throws {
        let directory = try TemporaryDirectory()
        let store = try RunStore(path: directory.path("printed.sqlite"))
        let observedRun = try store.record(Self.observed())
        let modelRun = try recordModelRun(in: store, printing: Self.printed)
        let reader = try StoreReader(path: store.path)
        #expect(try reader.printedLines(run: modelRun).map { $0.logLine == nil ? $0.text : "?" } == PrintedLogComparison.lines(printed: Self.printed))
        // Either order: the observed run is the log's side.
        let diff = try #require(try reader.printedLinesDiff(modelRun, observedRun))
        #expect(diff.observedRun == observedRun && diff.otherRun == modelRun)
        #expect(diff.agrees && diff.comparison.matched == 2 && diff.tolerance == 0.5 / 3)
        #expect(try reader.observationDiff(modelRun, modelRun) == nil && reader.printedLinesDiff(modelRun, modelRun) == nil)

        let changed = try store.record(Self.observed("placeSubviews at (141.0, 411.0) size 120.0 x 80.5"))
        let changedDiff = try #require(try reader.printedLinesDiff(changed, modelRun))
        #expect(!changedDiff.agrees)
        #expect(changedDiff.comparison.differences.map { "line \($0.logNumber ?? 0): \($0.summary)" } == ["line 5: number 2: 411 vs 410.75"])
        #expect(changedDiff.comparison.lines.count == 2)

        // A model run that recorded no printed line: every line of the log is one it lacks.
        let silent = try recordModelRun(in: store, printing: "")
        let silentDiff = try #require(try reader.printedLinesDiff(observedRun, silent))
        #expect(silentDiff.comparison.printed.isEmpty && silentDiff.comparison.differences.count == 2 && !silentDiff.agrees)
    }

    @Test("Migration 0016 keeps an observation recorded before it, and a printed log's format is then accepted")
    func migrationKeepsObservations() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("before-0016.sqlite")
        let queue = try DatabaseQueue(path: path)
        try Schema.migrator.migrate(queue, upTo: "0013_run_platform")
        try queue.write { db in
            try db.execute(sql: """
                INSERT INTO run_rows (recorded_at, file_name, device, screen_width, screen_height, safe_area_top, safe_area_leading,
                    safe_area_bottom, safe_area_trailing, display_scale, root_proposal_explicit, engine_version, node_count, event_count,
                    size_queries, origin)
                VALUES ('2025-01-12T00:00:00Z', 'ContentView.swift', 'iPhone 16 Pro', 402, 874, 62, 0, 34, 0, 3, 0, '1', 0, 0, 0, 'device');
                INSERT INTO observations (run_id, log_format, log, observed_device) VALUES (1, 'inspector', 'the log', 'iPhone 16 Pro');
                """)
        }
        try queue.close()

        let reader = try StoreReader(path: path)
        let observation = try #require(try reader.observation(run: 1))
        #expect(observation.format == .inspector && observation.log == "the log" && observation.observedDevice == "iPhone 16 Pro")
        let store = try RunStore(path: path)
        let printed = try store.record(Self.observed())
        #expect(try reader.observation(run: printed)?.logFormat == "printed")
        // The foreign key still cascades from run_rows.
        try store.delete(runs: [1])
        #expect(try reader.rows(sql: "SELECT run_id FROM observations") == [[.integer(printed)]])
    }
}

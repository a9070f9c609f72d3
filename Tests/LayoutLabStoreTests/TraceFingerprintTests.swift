import Foundation
import GRDB
import Testing
import TestSupport
import LayoutLab
@testable import LayoutLabStore

// Issue 13, target 4: `diff` compares two traces from the first block of events whose
// fingerprints differ (migration 0010, `TraceFingerprints`). The answer must be the one the
// event-by-event comparison gives from the first event: checked against the events in memory,
// and against the same query once the fingerprints are gone (runs recorded before 0010).

/// A column of squares, `spacing` apart: 2,400 events, the first 1,200 (the squares' sizing)
/// independent of the spacing.
private struct SpacedColumn: View {
    var spacing: CGFloat
    var body: some View {
        VStack(spacing: spacing) {
            ForEach(0..<300) { _ in Color.red.frame(width: 10, height: 10) }
        }
    }
}

@Suite("Trace fingerprints")
struct TraceFingerprintTests {
    /// The first position where `a` and `b` differ (by path, not node id), as the query defines it.
    static func parting(_ a: RecordedLayout, _ b: RecordedLayout) -> Int? {
        func same(_ x: TraceEvent, _ y: TraceEvent) -> Bool {
            var y = y
            guard a.result.tree[x.node].path == b.result.tree[y.node].path else { return false }
            y.node = x.node
            return x == y
        }
        return a.events.indices.first { $0 >= b.events.count || !same(a.events[$0], b.events[$0]) }
    }

    @Test("A late divergence found from the differing block, as from the first event; equal runs have none")
    func lateDivergence() throws {
        let directory = try TemporaryDirectory()
        let store = try RunStore(path: directory.path("fingerprints.sqlite"))
        let runs = try [2, 3, 2].map { try recordLayout(ViewTree(SpacedColumn(spacing: CGFloat($0))), in: store, batchSize: 100) }
        let reader = try StoreReader(path: store.path)
        let database = try DatabaseQueue(path: store.path)

        let count = runs[0].events.count
        #expect(count > 3 * TraceFingerprints.blockSize / 2)
        let blocks = try database.read { db in
            try Int.fetchAll(db, sql: "SELECT sequence FROM trace_fingerprints WHERE run_id = ? ORDER BY sequence", arguments: [runs[0].runID])
        }
        #expect(blocks == Array(stride(from: 0, to: count, by: TraceFingerprints.blockSize)))
        // A sweep's writer hashes a run laid out whole: the same fingerprints as the recorder's.
        let sweep = try store.createSweep(SweepStoreTests.description)
        let swept = try store.recordSweepRuns([SweepCaseRun(caseIndex: 0, run: completedRun(SpacedColumn(spacing: 3)).0)], sweep: sweep)
        func fingerprints(_ run: Int64?) throws -> [Int64] {
            try database.read { db in
                try Int64.fetchAll(db, sql: "SELECT fingerprint FROM trace_fingerprints WHERE run_id = ? ORDER BY sequence", arguments: [run])
            }
        }
        #expect(try fingerprints(swept.first ?? nil) == fingerprints(runs[1].runID))
        #expect(try fingerprints(runs[0].runID) != fingerprints(runs[1].runID))
        let small = try recordLayout(ViewTree(Color.red.frame(width: 5, height: 5)), in: store)
        #expect(try database.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM trace_fingerprints WHERE run_id = ?", arguments: [small.runID])
        } == 0, "a run of one block has no fingerprint")

        let parting = try #require(Self.parting(runs[0], runs[1]))
        #expect(parting >= TraceFingerprints.blockSize, "the divergence lies past the first block")
        let divergence = try reader.firstDivergence(runs[0].runID, runs[1].runID)
        #expect(divergence.map(\.event) == [runs[0].events[parting], runs[1].events[parting]])
        #expect(try reader.firstDivergence(runs[0].runID, runs[2].runID).isEmpty)
        let smallParting = try #require(Self.parting(runs[0], small))
        #expect(try reader.firstDivergence(runs[0].runID, small.runID).map(\.event)
                == [runs[0].events[smallParting], small.events[smallParting]])

        try database.write { db in try db.execute(sql: "DELETE FROM trace_fingerprints WHERE run_id = ?", arguments: [runs[1].runID]) }
        #expect(try reader.firstDivergence(runs[0].runID, runs[1].runID).map(\.event) == divergence.map(\.event))
    }

    @Test("Equal events give equal fingerprints (0 and -0 alike, as SQL compares them); any compared value changes them")
    func fingerprintsFollowTheComparedValues() throws {
        func fingerprint(_ events: [TraceEvent], path: String = "0.1") -> UInt64? {
            var fingerprints = TraceFingerprints()
            fingerprints.addNode(id: 0, path: "0")
            fingerprints.addNode(id: 1, path: path)
            fingerprints.append(events)
            return fingerprints.blocks.first?.fingerprint
        }
        let tree = ViewTree(SpacedColumn(spacing: 2))
        let collector = TraceCollector()
        _ = try tree.layout(configuration: LayoutConfiguration(), sink: collector)
        let events = collector.events
        let report = try #require(events.first { $0.kind == .report && $0.size != nil })
        var event = report
        event.node = 1
        event.sequence = 0
        event.size = CGSize(width: 10, height: 10)
        event.position = CGPoint(x: 5, y: 5)
        var negativeZero = event
        negativeZero.position = CGPoint(x: -0.0, y: 0)
        var zero = event
        zero.position = CGPoint(x: 0, y: 0)
        #expect(fingerprint([negativeZero]) == fingerprint([zero]))
        var wider = event
        wider.size?.width += 1
        var hit = event
        hit.cache = event.cache == .hit ? .miss : .hit
        var unplaced = event
        unplaced.position = nil
        let variants = [fingerprint([event]), fingerprint([event], path: "0.2"), fingerprint([wider]), fingerprint([hit]),
                        fingerprint([unplaced]), fingerprint([event, event])]
        #expect(Set(variants.compactMap { $0 }).count == variants.count)
    }
}

import Foundation
import Testing
import LayoutLab
import TestSupport
@testable import LayoutLabStore

@Suite("Deleting runs and sweeps; node details for pictures")
struct DeletionTests {
    static let tables = ["runs", "run_parameters", "nodes", "node_attributes", "events", "frames", "flexibilities"]

    @Test("Deleting runs removes every row recorded with them, in one transaction; an unknown id deletes nothing")
    func deleteRuns() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("delete.sqlite")
        let store = try RunStore(path: path)
        let first = try recordLayout(ViewTree(ThreeRectangles()), in: store, description: RunDescription(parameters: [RunParameter("a", "1")]))
        let second = try recordLayout(ViewTree(TextSpacerText()), in: store)
        let before = try Self.tables.map { try count($0, in: path) }

        #expect(throws: StoreError.unknownRun(99, path: path)) { try store.delete(runs: [first.runID, 99]) }
        #expect(try Self.tables.map { try count($0, in: path) } == before)

        try store.delete(runs: [first.runID])
        let reader = try StoreReader(path: path)
        for table in Self.tables {
            let column = table == "runs" ? "id" : "run_id"
            let rows = try reader.rows(sql: "SELECT count(*) FROM \(table) WHERE \(column) = \(first.runID)")
            #expect(rows == [[.integer(0)]], "\(table)")
        }
        #expect(try reader.nodeDetails(run: second.runID).count == second.tree.count)
    }

    @Test("node-details: each node's attributes in order, and the proposal of its last place event")
    func nodeDetails() throws {
        let directory = try TemporaryDirectory()
        let recorded = try recordLayout(ViewTree(ThreeRectangles(tagged: true)), in: RunStore(path: directory.path("d.sqlite")))
        let details = try StoreReader(path: directory.path("d.sqlite")).nodeDetails(run: recorded.runID)
        #expect(details.map(\.node.id) == recorded.tree.nodes.map(\.id))
        for (detail, node) in zip(details, recorded.tree.nodes) {
            #expect(detail.attributes == node.attributes)
            #expect(detail.node.frame == recorded.result.frame(of: node.id))
            let place = recorded.events.last { $0.node == node.id && $0.kind == .place }
            #expect(detail.placement == place?.proposal, "\(node.path)")
        }
        let red = try #require(details.first { $0.node.kind == "Rectangle" })
        #expect(red.attribute("fill") == "red")
        // 🟥's flexible frame was placed with the proposal the VStack gave it last: 300 × 280.
        let flexible = try #require(details.first { $0.node.path == "0.0.0.0.0.0" })
        #expect(flexible.placement == ProposedViewSize(width: 300, height: 280))
    }
}

import Foundation
import GRDB
import LayoutLab
import Testing
@testable import LayoutLabStore
import TestSupport

@Suite("diff's nodes table: two runs' nodes paired by path and kind")
struct NodeDifferencesTests {
    /// Trees whose nodes keep, shift, change kind and go unplaced between runs.
    static let trees: [ViewTree] = [
        ViewTree(VStack { Text("a"); Rectangle().frame(width: 10, height: 10) }),
        ViewTree(VStack { Text("a"); Circle(); Rectangle().frame(width: 10, height: 10) }),
        ViewTree(VStack { Text("a"); Rectangle().frame(width: 20, height: 10) }.padding(3)),
        ViewTree(HStack { Text("a") }),
        // The first candidate is never placed: it has no frame.
        ViewTree(ViewThatFits { Color.red.frame(width: 900); Color.blue.frame(width: 100) }),
        ViewTree(VStack { Text("a"); Color.red.frame(width: 100); Rectangle().frame(width: 10, height: 10) }),
        // Pinned to the top leading corner: a wider rectangle resizes without moving.
        ViewTree(Rectangle().frame(width: 10, height: 10).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)),
        ViewTree(Rectangle().frame(width: 20, height: 10).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)),
    ]

    /// The pairing as one SQL query (what `diff` ran before pairing moved into Swift), kept
    /// as an independent oracle: ties in node order put run a's row before an addition.
    static let oracleSQL = """
        WITH
            paired AS (
                SELECT a.node_id AS a_node, b.node_id AS b_node, a.node_id AS node_order, a.path, a.kind AS view, a.label
                FROM nodes AS a
                LEFT JOIN nodes AS b ON b.run_id = :after AND b.path = a.path AND b.kind = a.kind
                WHERE a.run_id = :before
                UNION ALL
                SELECT NULL, b.node_id, b.node_id, b.path, b.kind, b.label
                FROM nodes AS b
                WHERE b.run_id = :after
                  AND NOT EXISTS (SELECT 1 FROM nodes AS a WHERE a.run_id = :before AND a.path = b.path AND a.kind = b.kind)),
            compared AS (
                SELECT paired.*,
                    a_frame.x AS a_x, b_frame.x AS b_x, a_frame.y AS a_y, b_frame.y AS b_y,
                    a_frame.width AS a_width, b_frame.width AS b_width, a_frame.height AS a_height, b_frame.height AS b_height,
                    a_node IS NULL AS added, b_node IS NULL AS removed,
                    a_frame.x IS NOT b_frame.x OR a_frame.y IS NOT b_frame.y AS moved,
                    a_frame.width IS NOT b_frame.width OR a_frame.height IS NOT b_frame.height AS resized
                FROM paired
                LEFT JOIN frames AS a_frame ON a_frame.run_id = :before AND a_frame.node_id = paired.a_node
                LEFT JOIN frames AS b_frame ON b_frame.run_id = :after AND b_frame.node_id = paired.b_node)
        SELECT path, view, label, a_x, b_x, a_y, b_y, a_width, b_width, a_height, b_height,
            CASE WHEN added THEN 'added' WHEN removed THEN 'removed' WHEN moved AND resized THEN 'moved, resized'
                 WHEN moved THEN 'moved' WHEN resized THEN 'resized' ELSE '' END AS change
        FROM compared
        WHERE :changed IS NULL OR added OR removed OR moved OR resized
        ORDER BY node_order, removed DESC, a_node IS NULL
        """

    @Test("Every ordered pair of eight runs, with and without --only-changed: the same rows as the SQL oracle")
    func agreesWithSQL() throws {
        let directory = try TemporaryDirectory()
        let store = try RunStore(path: directory.path("diff.sqlite"))
        let ids = try Self.trees.map { try recordLayout($0, in: store).runID }
        let reader = try StoreReader(path: directory.path("diff.sqlite"))
        var kinds = Set<NodeDifference.Change>()
        for a in ids {
            for b in ids {
                for onlyChanged in [false, true] {
                    let differences = try reader.nodeDifferences(a, b, onlyChanged: onlyChanged)
                    let expected = try reader.read { db in
                        try Row.fetchAll(db, sql: Self.oracleSQL, arguments: ["before": a, "after": b, "changed": onlyChanged ? 1 : nil])
                            .map { row in Array(row.databaseValues.map(SQLValue.init)) }
                    }
                    #expect(differences.map(\.cells) == expected, "runs \(a) and \(b), only changed: \(onlyChanged)")
                    kinds.formUnion(differences.map(\.change))
                }
            }
        }
        // The pairs cover every kind of change, so the comparison above saw each one.
        #expect(kinds == [.unchanged, .moved, .resized, .movedAndResized, .added, .removed])
    }

    @Test("Order: run a's nodes in node order, an addition after run a's node of its own id, one before the first")
    func order() {
        func run(_ nodes: [(Int64, String, String)]) -> RunNodeFrames {
            RunNodeFrames(ids: nodes.map(\.0), paths: nodes.map(\.1), kinds: nodes.map(\.2), labels: nodes.map { _ in nil },
                          frames: nodes.map { _ in CGRect(x: 0, y: 0, width: 1, height: 1) })
        }
        let before = run([(1, "0", "VStack"), (2, "0.0", "Text"), (3, "0.1", "Rectangle")])
        let after = run([(0, "9", "Color"), (1, "0", "VStack"), (2, "0.0", "Circle"), (3, "0.1", "Rectangle"), (4, "0.0.0", "Text")])
        let rows = NodeDifferencePairing(before: before, after: after).differences(onlyChanged: false)
        #expect(rows.map { "\($0.path) \($0.kind) \($0.change.rawValue)" } == [
            "9 Color added", "0 VStack ", "0.0 Text removed", "0.0 Circle added", "0.1 Rectangle ", "0.0.0 Text added",
        ])
    }

    @Test("A frame missing in one run and present in the other is a move and a resize; missing in both, no change")
    func unplaced() {
        let frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(NodeDifferencePairing.change(nil, frame) == .movedAndResized)
        #expect(NodeDifferencePairing.change(frame, nil) == .movedAndResized)
        #expect(NodeDifferencePairing.change(nil, nil) == .unchanged)
        #expect(NodeDifferencePairing.change(frame, frame.offsetBy(dx: 0, dy: -0.5)) == .moved)
        #expect(NodeDifferencePairing.change(frame, CGRect(x: 1, y: 2, width: 3, height: 5)) == .resized)
    }

    @Test("A run deleted or never recorded: diff names it")
    func unknownRun() throws {
        let directory = try TemporaryDirectory()
        let store = try RunStore(path: directory.path("diff.sqlite"))
        let id = try recordLayout(Self.trees[0], in: store).runID
        let reader = try StoreReader(path: directory.path("diff.sqlite"))
        #expect(throws: StoreError.unknownRun(id + 1, path: directory.path("diff.sqlite"))) {
            try reader.nodeDifferences(id, id + 1)
        }
    }
}

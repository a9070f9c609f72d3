import Foundation
import Testing
import LayoutLab
import LayoutLabPictures
import TestSupport

@Suite("The frame tree: frames as SwiftUI draws them, written for people")
struct FrameTreeTests {
    @Test("Points: at most two decimals, no trailing zeros, infinity as ∞")
    func points() {
        #expect(Points.text(94.33333333333333) == "94.33")
        #expect(Points.text(154) == "154")
        #expect(Points.text(0.5) == "0.5")
        #expect(Points.text(-0.001) == "0")
        #expect(Points.text(20.335) == "20.34" || Points.text(20.335) == "20.33")
        #expect(Points.text(.infinity) == "∞")
        #expect(Points.proposal(ProposedViewSize(width: 300, height: nil)) == "300 × nil")
    }

    @Test("§9/§10: the Text seed 000 logged at (153.8333, 440.8333) is shown at 154, 441, 94.33 × 20.33; the store keeps 153.8333…")
    func snappedFrames() throws {
        let database = try RecordedDatabase(VStack { Color.red.frame(width: 283.0 / 3, height: 61.0 / 3).inspectLayoutProcess("Text") }
            .frame(width: 300, height: 300))
        let tree = FrameTree(try database.snapshot())
        let color = try #require(tree.rows.first { $0.node.kind == "Color" })
        let stored = try #require(color.layoutFrame)
        #expect(abs(stored.minX - (153 + 5.0 / 6)) < 1e-9)
        #expect(color.drawnFrame?.origin == CGPoint(x: 154, y: 441))
        let line = try #require(tree.lines().first { $0.contains("Color red") })
        #expect(line.hasSuffix("154  441  94.33   20.33"))
        // Every line is as wide as the header: the columns line up.
        #expect(Set(tree.lines().map(\.displayWidth)).count == 1)
    }

    @Test("--node keeps a subtree, --depth cuts it; unplaced nodes have no frame")
    func subtrees() throws {
        let database = try RecordedDatabase(ThreeRectangles(tagged: true))
        let snapshot = try database.snapshot()
        let red = FrameTree(snapshot, node: "🟥")
        #expect(red.rows.map(\.node.kind) == ["inspectLayoutProcess", "frame", "frame", "Rectangle"])
        #expect(red.rows.map(\.indent) == [0, 1, 2, 3])
        #expect(FrameTree(snapshot, node: "🟥", depth: 1).rows.count == 2)
        #expect(FrameTree(snapshot, node: "Rectangle", depth: 0).rows.count == 4)
        #expect(FrameTree(snapshot).rows.count == snapshot.nodes.count)

        let candidates = try RecordedDatabase(ViewThatFits { Color.red.frame(width: 500); Color.blue.frame(width: 100) })
        let lines = FrameTree(try candidates.snapshot()).lines()
        #expect(lines.contains { $0.hasSuffix("frame") }, "\(lines)")
    }
}

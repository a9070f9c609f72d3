import Foundation
import Testing
import LayoutLab
import TestSupport
@testable import LayoutLabStore

// Flexibilities are measured at record time on side copies of the tree, stored, and read
// back as seed 002's TestLayout prints them.

/// Seed 002's `TestLayout`, without its prints.
struct TestLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

@Suite("Flexibilities")
struct FlexibilityTests {
    @Test("Stored flexibilities equal the engine's measurements, node for node", arguments: SeedViews.all.map(\.name))
    func storedEqualMeasured(example name: String) throws {
        let example = try #require(SeedViews.all.first { $0.name == name })
        let directory = try TemporaryDirectory()
        let store = try RunStore(path: directory.path("runs.sqlite"))
        let recorded = try recordLayout(example.tree(), in: store)
        let stored = try StoreReader(path: store.path).flexibilities(run: recorded.runID)

        #expect(stored.map(\.node) == Array(recorded.tree.nodes.indices))
        for flexibility in stored {
            let measured = recorded.tree.flexibility(of: flexibility.node)
            #expect(flexibility.minimum == measured.minimum)
            #expect(flexibility.ideal == measured.ideal)
            #expect(flexibility.maximum == measured.maximum)
            #expect(flexibility.layoutPriority == measured.layoutPriority)
            #expect(flexibility.testLayoutLines == measured.testLayoutLines)
        }
    }

    @Test("Seed 002: TestLayout { Spacer() } reads back as min 8×8, ideal 8×8, max inf×inf, priority -inf")
    func seed002Spacer() throws {
        let directory = try TemporaryDirectory()
        let store = try RunStore(path: directory.path("runs.sqlite"))
        let recorded = try recordLayout(ViewTree(TestLayout { Spacer() }), in: store)
        let spacer = try #require(try StoreReader(path: store.path).flexibilities(run: recorded.runID, node: "Spacer").first)
        #expect(spacer.testLayoutLines == [
            "# minSize (8.0, 8.0)", "# idealSize (8.0, 8.0)", "# maxSize (inf, inf)", "# layoutPriority -inf",
        ])
    }

    @Test("Seed 002: in an HStack the Spacer is measured as the HStack sees it, beside Texts at their ideal widths")
    func seed002HStack() throws {
        let directory = try TemporaryDirectory()
        let store = try RunStore(path: directory.path("runs.sqlite"))
        let recorded = try recordLayout(ViewTree(TextSpacerText()), in: store)
        let reader = try StoreReader(path: store.path)
        let spacer = try #require(try reader.flexibilities(run: recorded.runID, node: "Spacer").first)
        #expect(spacer.minimum == CGSize(width: 8, height: 0))
        #expect(spacer.maximum == CGSize(width: CGFloat.infinity, height: 0))
        #expect(spacer.layoutPriority == -.infinity)
        let hello = try #require(try reader.flexibilities(run: recorded.runID, node: "Hello").first)
        #expect(hello.minimum == .zero)
        #expect(hello.ideal == hello.maximum)

        // children-flexibility: the HStack's three children, in order.
        let children = try reader.rows(query: "children-flexibility", ["run": "\(recorded.runID)", "container": "HStack"])
        #expect(children.rows.map { $0[3] } == [.text("border"), .text("Spacer"), .text("border")])
        let layoutPriority = try #require(children.columns.firstIndex(of: "layout_priority"))
        #expect(children.rows.map { $0[layoutPriority] } == [.real(0), .real(-.infinity), .real(0)])
    }

    @Test("The automatic scope measures every node of small trees, and a bounded number of children of containers in large ones")
    func automaticScope() {
        let small = ViewTree(ThreeRectangles(tagged: true))
        #expect(FlexibilityScope.automatic.nodes(of: small) == Array(small.nodes.indices))

        let large = ViewTree(Rows(count: 600))
        let chosen = FlexibilityScope.automatic(budget: 300_000).nodes(of: large)
        #expect(chosen.count == 300_000 / large.count)
        #expect(chosen.allSatisfy { large[large[$0].parent!].children.count > 1 })
        #expect(chosen == chosen.sorted())

        // Texts of a million characters cost half a visit a byte: of four nodes, only the first
        // child of the stack is measured (2,000,000 / 1,000,004 visits each).
        let words = String(repeating: "word ", count: 200_000)
        let long = ViewTree(VStack { Text(words); Text(words); Color.red })
        #expect(FlexibilityScope.automatic.nodes(of: long) == [1])

        // Measuring every node of an n-node tree visits n² nodes: 1,414² = 1,999,396 fits the
        // budget of 2,000,000 and 1,415² does not, as the help and the error message say.
        func colors(_ count: Int) -> ViewTree { ViewTree(VStack { ForEach(0..<count - 1) { _ in Color.red } }) }
        #expect(colors(1_414).count == 1_414)
        #expect(FlexibilityScope.automatic.nodes(of: colors(1_414)).count == 1_414)
        #expect(FlexibilityScope.automatic.nodes(of: colors(1_415)).count == 2_000_000 / 1_415)
        #expect(FlexibilityScope.automaticCoverage.hasPrefix("every node of trees up to 1,414 nodes and"))

        #expect(FlexibilityScope.none.nodes(of: small).isEmpty)
        #expect(FlexibilityScope.nodes([3, 1, 999]).nodes(of: small) == [1, 3])
    }

    @Test("Measuring flexibilities leaves the recorded trace as the engine streamed it")
    func measuringLeavesTheTrace() throws {
        let directory = try TemporaryDirectory()
        let store = try RunStore(path: directory.path("runs.sqlite"))
        let with = try recordLayout(ViewTree(TextSpacerColor()), in: store, flexibility: .everyNode)
        let without = try recordLayout(ViewTree(TextSpacerColor()), in: store, flexibility: .none)
        let reader = try StoreReader(path: store.path)
        #expect(try reader.events(run: with.runID) == reader.events(run: without.runID))
        #expect(try reader.flexibilities(run: without.runID).isEmpty)
    }
}

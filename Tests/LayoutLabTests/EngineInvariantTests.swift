import Foundation
import Testing
@testable import LayoutLab
import TestSupport

@Suite("Engine invariants")
struct EngineInvariantTests {
    /// A tree `depth` levels deep: a Color inside `depth` paddings, built without recursion.
    static func nestedPaddings(depth: Int) -> ViewTree {
        let builder = TreeBuilder()
        var node = builder.add(.leaf(ShapeLayout.color), kind: "Color")
        for _ in 0..<depth {
            node = builder.add(.unary(PaddingLayout(insets: EdgeInsets(1, edges: .all))), kind: "padding", children: [node])
        }
        return ViewTree(nodes: builder.finish(roots: [node]))
    }

    @Test("10,000 levels of nesting lay out without exhausting the stack")
    func deepNesting() throws {
        let tree = Self.nestedPaddings(depth: 10_000)
        #expect(tree.maximumDepth == 10_000)
        let counter = TraceCounter()
        let result = try tree.layout(sink: counter)
        // The proposal shrinks to zero after 201 paddings (spec §4.1: floored at 0), so the
        // Color is empty and each padding still adds 1 on every side: the root overflows.
        #expect(result.rootSize == CGSize(width: 20_000, height: 20_000))
        #expect(result.frame(of: 10_000)?.size == .zero)
        #expect(counter.count == result.eventCount)
    }

    @Test("Deeper than the engine's limit: a clear error, not a crash")
    func tooDeep() {
        let tree = Self.nestedPaddings(depth: ViewTree.maximumLayoutDepth + 1)
        #expect(throws: LayoutError.tooDeep(depth: ViewTree.maximumLayoutDepth + 1, limit: ViewTree.maximumLayoutDepth)) {
            try tree.layout()
        }
    }

    @Test("Tracing never changes the layout: the same frames with and without a sink")
    func tracingIsTransparent() throws {
        let view = ThreeRectangles(tagged: true)
        let untraced = try view.layout()
        let collector = TraceCollector()
        let traced = try view.layout(sink: collector)
        #expect(untraced.frames == traced.frames)
        #expect(untraced.sizeQueries == traced.sizeQueries)
        // Events are numbered with or without a sink.
        #expect(untraced.eventCount == traced.eventCount && traced.eventCount == collector.events.count)
        // Every size query is a proposal event and a report event.
        #expect(collector.events.filter { $0.kind == .proposal }.count == traced.sizeQueries)
        #expect(collector.events.filter { $0.kind == .report }.count == traced.sizeQueries)
        #expect(collector.events.map(\.sequence) == Array(0..<collector.events.count))
        // Every node is placed exactly once.
        #expect(collector.events.filter { $0.kind == .place }.count == traced.tree.count)
    }

    @Test("A root proposal that is negative or not a number is refused", arguments: [
        ProposedViewSize(width: -1, height: 100), ProposedViewSize(width: .nan, height: 100),
        ProposedViewSize(width: 100, height: -.infinity),
    ])
    func invalidRootProposal(_ proposal: ProposedViewSize) {
        #expect(throws: LayoutError.self) {
            try Color.red.layout(configuration: LayoutConfiguration(rootProposal: proposal))
        }
    }

    @Test("The memo keeps three entries, first in first out, and a hit does not refresh an entry")
    func cache3() {
        var cache = Cache3<Int, String>(placeholder: 0, "")
        cache.insert(1, "a")
        cache.insert(2, "b")
        cache.insert(3, "c")
        #expect(cache.find(1) == "a")
        cache.insert(4, "d")
        #expect(cache.find(1) == nil)
        #expect(cache.find(2) == "b" && cache.find(4) == "d")
        // Each later insertion still drops the oldest, and an emptied memo starts again.
        cache.insert(5, "e")
        cache.insert(6, "f")
        #expect(cache.find(2) == nil && cache.find(3) == nil)
        #expect(cache.find(4) == "d" && cache.find(5) == "e" && cache.find(6) == "f")
        cache.removeAll()
        #expect(cache.find(6) == nil)
        cache.insert(7, "g")
        #expect(cache.find(7) == "g" && cache.find(4) == nil)
    }

    @Test("A fixed frame drops a negative width, and with it the height (SwiftUI's quirk, spec §3.1)")
    func invalidFrameDimensions() throws {
        let result = try Color.red.frame(width: -10, height: 50).layout()
        #expect(result.rootSize == CGSize(width: 402, height: 778))
        #expect(result.tree.root.attributes.contains { $0.name == "warning" })
        let valid = try Color.red.frame(width: 10, height: 50).layout()
        #expect(valid.rootSize == CGSize(width: 10, height: 50))
    }

    @Test("The root is centred in the safe area: a 300×300 frame on the iPhone 16 Pro sits at (51, 301)")
    func rootPlacement() throws {
        let result = try Color.red.frame(width: 300, height: 300).layout()
        #expect(result.frame(of: 0) == CGRect(x: 51, y: 301, width: 300, height: 300))
        let explicit = try Color.red.frame(width: 300, height: 300)
            .layout(configuration: LayoutConfiguration(rootProposal: ProposedViewSize(width: 500, height: 400)))
        #expect(explicit.frame(of: 0) == CGRect(x: 100, y: 50, width: 300, height: 300))
        // Along an infinite or unspecified proposal there is no centre: the root starts at the edge.
        let infinite = try Color.red.frame(width: 300, height: 300)
            .layout(configuration: LayoutConfiguration(rootProposal: ProposedViewSize(width: .infinity, height: 400)))
        #expect(infinite.frame(of: 0) == CGRect(x: 0, y: 50, width: 300, height: 300))
        let unbounded = try Color.red.layout(configuration: LayoutConfiguration(rootProposal: .infinity))
        #expect(unbounded.frame(of: 0)?.origin == .zero)
    }

    @Test("ignoresSafeArea: sized in the safe area, then re-proposed the whole screen at y = 0 (spec §4.6)")
    func ignoresSafeArea() throws {
        let collector = TraceCollector()
        let result = try Color.red.ignoresSafeArea().layout(sink: collector)
        #expect(result.frame(of: 0) == CGRect(x: 0, y: 62, width: 402, height: 778))
        #expect(result.frame(of: 1) == CGRect(x: 0, y: 0, width: 402, height: 874))
    }
}

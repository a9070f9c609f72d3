import Foundation
@testable import LayoutLab
import Testing

/// Issue 36 item 2: a tree keeps its computers between layouts (Engine/ComputerPool.swift).
/// TraceDigestTests lays every Examples file out twice on one tree; these check which computers
/// are kept, and that a kept one answers as a new one does after another environment.
@Suite("Computers a tree keeps between layouts")
struct ComputerPoolTests {
    static func screen() -> some View {
        VStack(spacing: 10) {
            Text("A title that wraps at the largest text size").frame(maxWidth: 200)
            Color.red.frame(width: 100, height: 20).padding(4)
            LabeledContent("Name", value: "Value")
        }
    }

    /// The tree's kept computers, left in its pool.
    static func kept(_ tree: ViewTree) -> [NodeComputer?] {
        let computers = tree.computerPool.take(count: tree.count)
        tree.computerPool.keep(computers)
        return computers
    }

    @Test("A later layout reuses the computers of leaves, modifiers and stacks; LabeledContent, which reads the environment when made, gets a new one")
    func whichAreKept() throws {
        let tree = ViewTree(Self.screen())
        _ = try tree.layout()
        let first = Self.kept(tree)
        _ = try tree.layout(configuration: LayoutConfiguration(rootProposal: ProposedViewSize(width: 300, height: nil)))
        let second = Self.kept(tree)
        var reused: Set<String> = [], made: Set<String> = []
        for node in tree.nodes {
            guard let before = first[node.id], let after = second[node.id] else { continue }
            if before === after { reused.insert(node.kind) } else { made.insert(node.kind) }
        }
        #expect(reused.isSuperset(of: ["VStack", "Text", "frame", "Color", "padding"]))
        #expect(made.contains("LabeledContent"))
        #expect(reused.isDisjoint(with: made))
    }

    @Test("After a layout at the largest text size and another width, the same tree's events equal a new tree's")
    func keptAnswerAsNew() throws {
        var large = LayoutConfiguration(rootProposal: ProposedViewSize(width: 150, height: nil))
        large.environment.dynamicTypeSize = .accessibility5
        let tree = ViewTree(Self.screen())
        let atLarge = TraceCollector()
        _ = try tree.layout(configuration: large, sink: atLarge)
        let again = TraceCollector()
        _ = try tree.layout(sink: again)
        let fresh = TraceCollector()
        _ = try ViewTree(Self.screen()).layout(sink: fresh)
        #expect(again.events == fresh.events)
        // The first layout answered differently, so a memo kept from it would have shown.
        #expect(atLarge.events != fresh.events)
    }
}

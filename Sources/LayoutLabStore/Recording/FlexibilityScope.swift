import Foundation
import LayoutLab

/// Which nodes the recorder measures for `flexibilities`. Each measurement asks the node for
/// its answers to .zero, .unspecified and .infinity on a fresh engine built over the whole
/// tree (`ViewTree.flexibility(of:configuration:)`), so it costs time in proportion to the
/// tree's size: measuring every node of a large tree would take time quadratic in its size.
public enum FlexibilityScope: Hashable, Sendable {
    /// Nothing is measured.
    case none
    /// Every node, the root included, whatever it costs.
    case everyNode
    /// These node ids.
    case nodes(Set<Int>)
    /// Every node while measuring them all visits at most `budget` nodes (every node of a
    /// tree of up to √budget nodes, `measuringCost`); in a larger tree, the children of
    /// containers (nodes with more than one child) in declaration order, as many as the
    /// budget allows.
    case automatic(budget: Int)

    /// About half a second of measuring at most.
    public static let automatic = FlexibilityScope.automatic(budget: 2_000_000)

    /// What `automatic` measures, in words, for `flex --help` and for a run that holds no
    /// flexibility. Measuring each of n nodes visits all n, so every node is measured while n²
    /// fits the budget: up to ⌊√budget⌋ nodes (1,414), a number derived here, not restated.
    public static let automaticCoverage: String = {
        guard case let .automatic(budget) = automatic else { preconditionFailure("automatic is .automatic") }
        let wholeTrees = String(Int(Double(budget).squareRoot()))
        let grouped = wholeTrees.reversed().enumerated()
            .map { index, digit in index > 0 && index % 3 == 0 ? ",\(digit)" : "\(digit)" }.joined()
        return "every node of trees up to \(String(grouped.reversed())) nodes and, in larger trees, as many children of "
            + "containers as about half a second of measuring allows"
    }()

    /// What measuring one node may cost, in node visits: the tree's size, and for each long
    /// Text (10,000 bytes or more) half a visit a byte, since each side layout may wrap it
    /// again at another width. Measuring all 26 nodes of a card holding a Text of a million
    /// characters took 2.6 s, where laying it out took 1.
    static func measuringCost(of tree: ViewTree) -> Int {
        tree.nodes.reduce(tree.count) { cost, node in
            guard node.kind == "Text", let bytes = node.label?.utf8.count, bytes >= 10_000 else { return cost }
            return cost + bytes / 2
        }
    }

    func nodes(of tree: ViewTree) -> [Int] {
        switch self {
        case .none:
            return []
        case .everyNode:
            return Array(tree.nodes.indices)
        case let .nodes(ids):
            return ids.filter { $0 >= 0 && $0 < tree.count }.sorted()
        case let .automatic(budget):
            let affordable = budget / max(Self.measuringCost(of: tree), 1)
            if affordable >= tree.count { return Array(tree.nodes.indices) }
            let childrenOfContainers = tree.nodes.lazy.filter { node in
                node.parent.map { tree[$0].children.count > 1 } ?? false
            }.map(\.id)
            return Array(childrenOfContainers.prefix(affordable))
        }
    }
}

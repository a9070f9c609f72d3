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
    /// tree of up to √budget nodes); in a larger tree, the children of containers (nodes with
    /// more than one child) in declaration order, as many as the budget allows.
    case automatic(budget: Int)

    /// About half a second of measuring at most: every node of trees up to 1,414 nodes.
    public static let automatic = FlexibilityScope.automatic(budget: 2_000_000)

    func nodes(of tree: ViewTree) -> [Int] {
        switch self {
        case .none:
            return []
        case .everyNode:
            return Array(tree.nodes.indices)
        case let .nodes(ids):
            return ids.filter { $0 >= 0 && $0 < tree.count }.sorted()
        case let .automatic(budget):
            let affordable = budget / max(tree.count, 1)
            if affordable >= tree.count { return Array(tree.nodes.indices) }
            let childrenOfContainers = tree.nodes.lazy.filter { node in
                node.parent.map { tree[$0].children.count > 1 } ?? false
            }.map(\.id)
            return Array(childrenOfContainers.prefix(affordable))
        }
    }
}

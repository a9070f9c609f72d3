import Foundation
import LayoutLab

/// The node ids a run records when its view is laid out more than once.
///
/// Each layout pass (`TraceEvent.layoutPass`) lays out a tree rebuilt after the actions of
/// `.onPreferenceChange`/`.onGeometryChange` changed state: usually the same views under the
/// same ids, but an action may add or remove views, which renumbers the views declared after
/// them. A run records one tree: each view once, under the id it had when first laid out
/// (its row describes it as first laid out). A later pass's node is the recorded node with
/// its path; a path not seen before is a new node, recorded with the next free id.
struct LayoutPassNodes {
    /// A node to insert, with the ids it is recorded under.
    struct NewNode {
        var node: ViewNode
        var id: Int
        var parent: Int?
    }

    /// Nodes recorded so far: the next new node's id.
    private(set) var recordedCount = 0
    /// What the recording noticed, for `runs.diagnostics`.
    private(set) var diagnostics: [String] = []
    /// The recorded id of each node of the current pass's tree mapped so far; nil while the
    /// first pass runs, whose ids are the recorded ones.
    private var recordedIDs: [Int]?
    /// Nodes of the current pass's tree already mapped (a tree grows during its layout:
    /// GeometryReader content is built once its size is known).
    private var mapped = 0
    /// Recorded nodes by path, kept from the second pass on.
    private var recordedByPath: [String: (id: Int, kind: String)] = [:]
    private var layoutPass = 1

    /// The recorded id of node `id` of the current pass's tree, once mapped.
    func recordedID(of id: Int) -> Int { recordedIDs.map { $0[id] } ?? id }

    /// True while every id is its own recorded id.
    var isIdentity: Bool { recordedIDs == nil }

    /// Starts a later pass over `tree`; `previous` is the tree laid out so far, all of whose
    /// nodes are mapped.
    mutating func beginPass(_ pass: Int, previous: ViewTree) {
        if recordedIDs == nil {
            for node in previous.nodes { recordedByPath[node.path] = (node.id, node.kind) }
        }
        layoutPass = pass
        recordedIDs = []
        mapped = 0
    }

    /// Maps the nodes `tree` gained since the last call; returns those the run has not
    /// recorded yet, parents first.
    mutating func mapNewNodes(of tree: ViewTree) -> [NewNode] {
        guard mapped < tree.count else { return [] }
        defer { mapped = tree.count }
        guard var ids = recordedIDs else {
            recordedCount = tree.count
            return tree.nodes[mapped...].map { NewNode(node: $0, id: $0.id, parent: $0.parent) }
        }
        var new: [NewNode] = []
        for node in tree.nodes[mapped...] {
            if let recorded = recordedByPath[node.path] {
                if recorded.kind != node.kind {
                    diagnostics.append("layout pass \(layoutPass) rebuilt \(node.path) as \(node.kind) where an earlier pass "
                                       + "laid out \(recorded.kind); its events are recorded on the \(recorded.kind) node")
                }
                ids.append(recorded.id)
            } else {
                let id = recordedCount
                recordedCount += 1
                recordedByPath[node.path] = (id, node.kind)
                // Pre-order: a parent comes before its children, so it is mapped already.
                new.append(NewNode(node: node, id: id, parent: node.parent.map { ids[$0] }))
                ids.append(id)
            }
        }
        recordedIDs = ids
        return new
    }

}

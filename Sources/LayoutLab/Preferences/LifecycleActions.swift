import Foundation

// `.onAppear` and `.task` (its synchronous part): actions SwiftUI runs after a view's first
// layout, before it is drawn (fatbobman, "Timing of onAppear Invocation",
// https://fatbobman.com/en/posts/onappear-call-timing/: onAppear runs after layout, before
// rendering). Like `.onPreferenceChange`/`.onGeometryChange` actions they may set `@State`, and
// the view is laid out again (LayoutPasses.swift); each runs once, when its view first
// appears in a layout.
//
// Their order, as printed on a device (benigumo, "onAppear()・onChange(initial: true)・task()
// の実行順序", https://android.benigumo.com/20240328/onappear-onchange-task): the deepest
// views' actions first (a child's before its parent's), one view's `onAppear`s in the order
// they are written, and every `task` after every `onAppear`, again deepest first.
// UNCERTAIN (no source orders them against geometry and preference actions): LayoutLab runs
// the onAppear actions, then the `.onPreferenceChange`/`.onGeometryChange` actions in tree
// order, then the tasks; `LayoutObservation.runOrder` is that choice's one home.

/// An `.onAppear` or `.task` action on a node. It returns whether it may have changed state:
/// SwiftUI lays the view out again only then, and a second pass would run (and print from)
/// custom layouts again.
struct LifecycleAction {
    let kind: LayoutObservation.Kind
    let action: () -> Bool
}

extension View {
    /// `.onAppear(perform:)` (`kind` `.appear`), or the synchronous part of `.task`'s action
    /// (`kind` `.task`: what runs before its first `await`), for a front end that runs its
    /// own actions; `action` returns whether it may have changed state (when none did, the
    /// view is not laid out again).
    @_spi(Interpreter)
    public func lifecycleAction(_ kind: LayoutObservation.Kind, perform action: @escaping () -> Bool) -> some View {
        precondition(kind == .appear || kind == .task, "lifecycleAction is for onAppear and task")
        return preferenceModifier(.lifecycle(LifecycleAction(kind: kind, action: action)), kind.rawValue, "action")
    }
}

extension LayoutObservation {
    init(lifecycle: LifecycleAction, node: ViewNode, index: Int) {
        kind = lifecycle.kind
        self.node = node.id
        name = lifecycle.kind.rawValue
        // One value, always equal: the action runs the first time its view is laid out, never again.
        value = ()
        identity = "\(node.path)#\(index) \(lifecycle.kind.rawValue)"
        isEqual = { _, _ in true }
        action = { _, _ in _ = lifecycle.action() }
        performReportingChange = lifecycle.action
    }

    /// The observations of one layout in the order their actions run: `onAppear`s, deepest
    /// views first (post-order), then preference and geometry actions in tree order, then
    /// tasks, deepest first (see the sources at the top of this file). `found` is in tree
    /// order (node, then modifier index).
    static func runOrder(_ found: [LayoutObservation], in tree: ViewTree) -> [LayoutObservation] {
        // Only `onAppear`s and tasks are reordered: without them the post-order walk of the
        // whole tree (4% of a 21,111-node layout, issue 36) orders nothing.
        guard found.contains(where: { $0.kind == .appear || $0.kind == .task }) else { return found }
        var postOrder = [Int](repeating: 0, count: tree.nodes.count)
        var next = 0
        func visit(_ node: Int) {
            for child in tree[node].children { visit(child) }
            postOrder[node] = next
            next += 1
        }
        for root in tree.nodes.indices where tree[root].parent == nil { visit(root) }
        func deepestFirst(_ kind: Kind) -> [LayoutObservation] {
            // Stable: one node's actions keep the order they are written in.
            found.enumerated().filter { $0.element.kind == kind }
                .sorted { (postOrder[$0.element.node], $0.offset) < (postOrder[$1.element.node], $1.offset) }.map(\.element)
        }
        return deepestFirst(.appear) + found.filter { $0.kind != .appear && $0.kind != .task } + deepestFirst(.task)
    }
}

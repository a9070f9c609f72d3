import Foundation

/// The view tree a layout runs on: nodes in declaration (pre-order) order, the root first.
///
/// A reference type because a GeometryReader's content is only built during layout,
/// once the reader's size is known; those nodes are appended at the end.
public final class ViewTree: @unchecked Sendable {
    // Read by the engine whenever it makes a node's computer, and changed only by
    // `appendChildren`, which never runs inside another access: no exclusivity check per read.
    @exclusivity(unchecked) public private(set) var nodes: [ViewNode]

    public var root: ViewNode { nodes[0] }
    public subscript(id: Int) -> ViewNode { nodes[id] }
    public var count: Int { nodes.count }

    /// The deepest node's depth (the root has depth 0).
    public private(set) var maximumDepth: Int

    /// The lazy containers whose content is a ForEach built element by element during layout
    /// (LazyElements.swift), by node.
    private(set) var lazyElements: [Int: LazyElements]

    /// The node computers kept between layouts (ComputerPool.swift).
    let computerPool = ComputerPool()

    init(nodes: [ViewNode], lazyElements: [Int: LazyElements] = [:]) {
        self.nodes = nodes
        self.lazyElements = lazyElements
        maximumDepth = nodes.map(\.depth).max() ?? 0
    }

    /// Builds the tree for a view; several top-level views get an implicit VStack (spec §9).
    public convenience init<V: View>(_ view: V) {
        let builder = TreeBuilder()
        let roots = builder.build(view)
        self.init(nodes: builder.finish(roots: roots), lazyElements: builder.finishedLazyElements)
    }

    /// The nodes `name` selects: its path, inspector tag, Text label or kind (`NodeSelector`).
    public func nodes(named name: String) -> [ViewNode] {
        let selector = NodeSelector(name)
        return nodes.filter { selector.selects(path: $0.path, inspectorTag: $0.inspector?.tag, label: $0.label, kind: $0.kind) }
    }

    /// Appends a subtree built during layout as children of `parent`, after those it has.
    func appendChildren(of parent: Int, build: (TreeBuilder) -> [Int]) -> [Int] {
        let builder = TreeBuilder()
        let roots = build(builder)
        let parentNode = nodes[parent]
        let added = builder.finish(
            roots: roots, firstID: nodes.count, parent: parentNode, firstOrder: parentNode.children.count,
            implicitStack: false)
        nodes.append(contentsOf: added)
        lazyElements.merge(builder.finishedLazyElements) { old, _ in old }
        let childIDs = added.filter { $0.parent == parent }.map(\.id)
        nodes[parent].children += childIDs
        maximumDepth = max(maximumDepth, added.map(\.depth).max() ?? 0)
        return childIDs
    }
}

/// Collects nodes bottom-up (a modifier's child exists before the modifier), then numbers
/// them in pre-order when the tree is finished.
final class TreeBuilder {
    struct Draft {
        var kind: String
        var label: String?
        var layout: NodeLayout
        var children: [Int]
        var attributes: [NodeAttribute]
        var environment: [EnvironmentWrite] = []
        var traits: [TraitKey: TraitValue] = [:]
        var implicitTag: ImplicitTag?
        var effects = NodeEffects()
        var source: SourcePosition?
        /// A lazy container's ForEach, built during layout (LazyElements.swift).
        var lazyElements: LazyElements?
    }

    private(set) var drafts: [Draft] = []
    /// The lazy containers' elements of the nodes `finish` numbered, by node id.
    private(set) var finishedLazyElements: [Int: LazyElements] = [:]

    func build<V: View>(_ view: V) -> [Int] {
        buildView(view, into: self)
    }

    func add(
        _ layout: NodeLayout, kind: String, label: String? = nil,
        attributes: [NodeAttribute] = [], children: [Int] = []
    ) -> Int {
        drafts.append(Draft(kind: kind, label: label, layout: layout, children: children, attributes: attributes))
        return drafts.count - 1
    }

    func modify(_ id: Int, _ change: (inout Draft) -> Void) {
        change(&drafts[id])
    }

    /// Numbers the drafts reachable from `roots` in pre-order. More than one root gets an
    /// implicit VStack unless `implicitStack` is false (GeometryReader content). Roots added
    /// to a parent that has children already come after them (`firstOrder`).
    func finish(
        roots: [Int], firstID: Int = 0, parent: ViewNode? = nil, firstOrder: Int = 0, implicitStack: Bool = true
    ) -> [ViewNode] {
        var roots = roots
        if implicitStack && roots.count != 1 {
            roots = [add(.container(StackLayout(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil)),
                         kind: "VStack", attributes: [NodeAttribute("implicit", "true")], children: roots)]
        }
        var result: [ViewNode] = []
        result.reserveCapacity(drafts.count)
        // (draft, parent id, order, depth, path), walked without recursion so that
        // very deep trees cannot exhaust the stack.
        var pending: [(Int, Int?, Int, Int, String)] = roots.enumerated().reversed().map { index, draft in
            let order = firstOrder + index
            let path = parent.map { "\($0.path).\(order)" } ?? (roots.count == 1 ? "0" : "\(order)")
            return (draft, parent?.id, order, (parent?.depth ?? -1) + 1, path)
        }
        while let (draftID, parentID, order, depth, path) = pending.popLast() {
            let draft = drafts[draftID]
            let id = firstID + result.count
            if let elements = draft.lazyElements { finishedLazyElements[id] = elements }
            if let parentID, parentID >= firstID {
                result[parentID - firstID].children.append(id)
            }
            result.append(ViewNode(
                id: id, parent: parentID, children: [], order: order, depth: depth, path: path,
                kind: draft.kind, label: draft.label, attributes: draft.attributes, source: draft.source,
                layout: draft.layout, environment: draft.environment, traits: draft.traits, implicitTag: draft.implicitTag,
                effects: draft.effects))
            for (childOrder, child) in draft.children.enumerated().reversed() {
                pending.append((child, id, childOrder, depth + 1, "\(path).\(childOrder)"))
            }
        }
        return result
    }
}

import Foundation

// How preference values are computed once views are placed (OpenSwiftUI `PreferenceCombiner`,
// `PreferenceWritingModifier`, `PreferenceTransformModifier`, `PreferenceActionModifier`,
// `GeometryActionModifier`, all audited complete):
// 1. A view that was not placed (a ViewThatFits candidate not chosen) produces nothing, nor
//    does anything inside it.
// 2. A view's value starts as its children's: only the children that produce the key count;
//    the first one's value is taken as is and each later one is folded in with `reduce`, in
//    tree order. No child produces it → no value (a reader then sees the default).
// 3. The view's own modifiers apply in the order written, innermost first: `.preference`
//    replaces the value, `.transformPreference` changes it (starting from the default when
//    there is none), an anchor preference uses the view's drawn bounds.
// 4. `.onPreferenceChange` receives the value at its place among those modifiers, and only
//    when something inside produces the key; `.onGeometryChange` receives its closure's value
//    for the view's drawn frame.

struct PreferenceEvaluator {
    let tree: ViewTree
    let frame: (Int) -> CGRect?
    /// The safe-area insets a placed view's frame touches, as a GeometryReader there reports.
    let safeAreaInsets: (Int) -> EdgeInsets

    init(engine: LayoutEngine) {
        tree = engine.tree
        frame = { [unowned engine] in engine.frame(of: $0) }
        safeAreaInsets = { [unowned engine] node in
            engine.frame(of: node).map { engine.safeArea(of: node).insets(of: $0) } ?? EdgeInsets()
        }
    }

    private func drawnBounds(_ node: Int) -> CGRect? { frame(node).map { tree.drawnFrame($0, of: node, layoutFrame: frame) } }

    /// The value of `key` that the subtree at `root` produces, or nil when nothing in it does.
    func value(of key: AnyPreferenceKey, producedBy root: Int) -> Any? {
        fold(key, from: root) { _, _, _ in }
    }

    /// Runs steps 1–3 bottom-up over the placed subtree at `root`; `observe` gets each
    /// `.onPreferenceChange` for `key` (node, index among the node's modifiers, value).
    @discardableResult
    private func fold(_ key: AnyPreferenceKey, from root: Int, observe: (Int, Int, Any) -> Void) -> Any? {
        // Pre-order without recursion (trees can be very deep); reversed, every child comes
        // before its parent.
        var order: [Int] = []
        var pending = [root]
        while let node = pending.popLast() {
            guard frame(node) != nil else { continue }
            order.append(node)
            pending.append(contentsOf: tree[node].children)
        }
        var values: [Int: Any] = [:]
        for node in order.reversed() {
            var value: Any?
            for child in tree[node].children {
                guard let next = values.removeValue(forKey: child) else { continue }
                if var accumulated = value {
                    key.reduce(&accumulated) { next }
                    value = accumulated
                } else {
                    value = next
                }
            }
            for (index, modifier) in tree[node].effects.preferences.enumerated() where modifier.key == key {
                switch modifier {
                case let .write(_, make):
                    value = make(drawnBounds(node) ?? .zero)
                case let .transform(_, change):
                    var changed = value ?? key.defaultValue()
                    change(&changed, drawnBounds(node) ?? .zero)
                    value = changed
                case .observe:
                    if let value { observe(node, index, value) }
                case .geometry, .lifecycle:
                    break
                }
            }
            values[node] = value
        }
        return values[root]
    }

    /// What every `.onPreferenceChange`, `.onGeometryChange`, `.onAppear` and `.task` of the
    /// placed tree receives, in the order their actions run (`LayoutObservation.runOrder`).
    func observations() -> [LayoutObservation] {
        var observed: [AnyPreferenceKey] = []
        var found: [(node: Int, index: Int, observation: LayoutObservation)] = []
        // By index: iterating the nodes themselves copies each (a retain per reference in it).
        for id in tree.nodes.indices where !tree.nodes[id].effects.preferences.isEmpty {
            let node = tree.nodes[id]
            for (index, modifier) in node.effects.preferences.enumerated() {
                switch modifier {
                case let .observe(observer):
                    if !observed.contains(observer.key) { observed.append(observer.key) }
                case let .geometry(observer):
                    guard let size = frame(node.id)?.size, let bounds = drawnBounds(node.id) else { continue }
                    let proxy = GeometryProxy(size: size, safeAreaInsets: safeAreaInsets(node.id), globalFrame: bounds)
                    found.append((node.id, index, LayoutObservation(
                        geometry: observer, value: observer.value(proxy), node: node, index: index)))
                case let .lifecycle(action):
                    // A view that is not placed (an unchosen ViewThatFits child) does not appear.
                    guard drawnBounds(node.id) != nil else { continue }
                    found.append((node.id, index, LayoutObservation(lifecycle: action, node: node, index: index)))
                default:
                    break
                }
            }
        }
        for key in observed {
            fold(key, from: 0) { node, index, value in
                guard case let .observe(observer) = tree[node].effects.preferences[index] else { return }
                found.append((node, index, LayoutObservation(preference: observer, value: value, node: tree[node], index: index)))
            }
        }
        return LayoutObservation.runOrder(found.sorted { ($0.node, $0.index) < ($1.node, $1.index) }.map(\.observation), in: tree)
    }
}

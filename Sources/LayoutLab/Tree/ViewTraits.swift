import Foundation

// View traits LayoutLab's own containers read from their children, as SwiftUI's containers
// read theirs: a view's tag (Picker, TabView), its section role (List), its list-row
// settings. They stay visible through the modifiers around the view (`LayoutEngine.traits`).

/// `.tag(_:)` (an `AnyHashable`).
enum TagTrait {}

extension TraitKey {
    // Keys made once: naming a type costs, and a List of 100,000 rows reads them all.
    static let tag = TraitKey(TagTrait.self)
}

extension TreeBuilder.Draft {
    mutating func setTrait(_ traitKey: TraitKey, _ value: some Any, ifAbsent: Bool = false) {
        if ifAbsent && traits[traitKey] != nil { return }
        // Nothing prints these traits' descriptions; describing 100,000 ForEach ids would cost.
        traits[traitKey] = TraitValue(value: value, description: "")
    }
}

extension LayoutEngine {
    /// The value of a trait on `node`, or on the view the modifiers at `node` wrap (the
    /// outermost wins, as in `traits(_:)`), found without merging every trait.
    func trait<Value>(_ traitKey: TraitKey, of node: Int, as type: Value.Type) -> Value? {
        throughModifiers(from: node) { tree.nodes[$0].traits[traitKey] }.flatMap { $0.value as? Value }
    }

    /// The tag of `node`: its `.tag`, else the id its ForEach gave it (an explicit `.tag`
    /// anywhere on the view wins).
    func tag(of node: Int) -> AnyHashable? {
        trait(.tag, of: node, as: AnyHashable.self) ?? throughModifiers(from: node) { tree.nodes[$0].implicitTag?.value }
    }

    /// The first value `read` finds on `node` or, walking down, on the view its modifiers wrap.
    private func throughModifiers<T>(from node: Int, _ read: (Int) -> T?) -> T? {
        var current = node
        while true {
            if let value = read(current) { return value }
            guard passesTraits(current) else { return nil }
            current = childNode(0, of: current)
        }
    }
}

extension LayoutEngine {
    /// The first of `nodes` whose tag is `selection` (a Picker's option, a TabView's tab).
    func index(ofTag selection: AnyHashable?, among nodes: [Int]) -> Int? {
        guard let selection else { return nil }
        return nodes.firstIndex { tag(of: $0) == selection }
    }
}

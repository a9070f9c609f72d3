import Foundation

/// Local names, nested like Swift's scopes, with what `self` means inside them.
final class Scope {
    let parent: Scope?
    private var variables: [String: VariableBox] = [:]
    /// `self` inside the members of a struct from the file.
    let instance: Instance?
    /// `self` inside a View extension method (the modified view), or `content` in a ViewModifier.
    let selfView: ViewValue?

    init(parent: Scope?, instance: Instance? = nil, selfView: ViewValue? = nil) {
        self.parent = parent
        self.instance = instance ?? parent?.instance
        self.selfView = selfView ?? parent?.selfView
    }

    /// A new scope for a member of `instance` (its own `self`, no view `self`).
    static func member(of instance: Instance, in global: Scope) -> Scope {
        Scope(parent: global, instance: instance)
    }

    func child() -> Scope { Scope(parent: self) }

    func lookup(_ name: String) -> VariableBox? {
        var scope: Scope? = self
        while let current = scope {
            if let box = current.variables[name] { return box }
            scope = current.parent
        }
        return nil
    }

    func declare(_ name: String, _ value: Value, mutable: Bool = false) {
        variables[name] = VariableBox(value, isMutable: mutable)
    }

    var localNames: [String] {
        var names: [String] = []
        var scope: Scope? = self
        while let current = scope {
            names += current.variables.keys
            scope = current.parent
        }
        return names
    }
}

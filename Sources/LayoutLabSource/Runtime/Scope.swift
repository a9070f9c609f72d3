import Foundation

/// A variable's storage: a local, a global, a `@State` property's value, a captured name.
/// Shared by everything that refers to the variable (closures, bindings).
final class VariableBox {
    var value: Value
    let isMutable: Bool
    /// A `let` declared without a value (`let data: Data`), given it by its first assignment:
    /// Swift's definite initialization, which the compiler checked (once on every path, before
    /// any read), so the interpreter only lets that one assignment through.
    var awaitsValue = false

    init(_ value: Value, isMutable: Bool) {
        self.value = value
        self.isMutable = isMutable
    }
}

/// Local names, nested like Swift's scopes, with what `self` means inside them.
final class Scope {
    let parent: Scope?
    private var variables: [String: VariableBox] = [:]
    /// `self` inside a method, initialiser or computed property of a type from the file.
    let selfContext: SelfContext?
    /// The generic parameters in effect: `Content` in `struct Card<Content: View>`.
    let typeContext: TypeDeclaration?

    init(parent: Scope?, selfContext: SelfContext? = nil, typeContext: TypeDeclaration? = nil) {
        self.parent = parent
        self.selfContext = selfContext ?? parent?.selfContext
        self.typeContext = typeContext ?? selfContext?.type ?? parent?.typeContext
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

    func declare(_ name: String, box: VariableBox) {
        variables[name] = box
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

/// What `self` is inside a member of a type from the file, or of an extension of a bridged
/// type (`extension View`, `extension Color`).
final class SelfContext {
    /// The type whose member runs; nil in extensions of bridged types.
    let type: TypeDeclaration?
    /// The instance: a record or enum case (in a box, so that mutating members and
    /// initialisers can change it), an object, or the bridged value (the modified view in a
    /// View extension). Nil inside static members.
    let instance: VariableBox?

    init(type: TypeDeclaration?, instance: VariableBox?) {
        self.type = type
        self.instance = instance
    }
}

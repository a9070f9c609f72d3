import Foundation
@_spi(Interpreter) import LayoutLab
import SwiftSyntax

// Values views pass to the layout that contains them: `.layoutValue(key:value:)` with a
// `LayoutValueKey` the file declares, read as `subview[Key.self]`, and `.containerValue(\.name,
// value)` with an `@Entry` of `extension ContainerValues`, read as `subview.containerValues.name`.
// A running program cannot declare key types, so each key is the engine's `TraitKey` named
// after it; its default value stays with the interpreter.

/// An interpreted value the engine keeps for the interpreter (a layout value, a container
/// value, a preference): node attributes show it as Swift prints it (`Optional(777)` for an
/// `Int?` key, as for the same key compiled against the engine).
struct InterpretedValue: CustomStringConvertible {
    let value: Value

    init(_ value: Value) { self.value = value }

    var description: String { Formatting.describe(value) }

    /// The value inside what the engine hands back; nil when it holds none.
    static func value(of any: Any?) -> Value? { (any as? InterpretedValue)?.value }
}

extension Interpreter {
    private func layoutValueKey(_ value: Value?, at node: Syntax) throws -> (TypeDeclaration, TraitKey) {
        guard case let .type(key)? = value?.unwrapped, key.isMetatype, case let .user(type) = key.kind else {
            throw LocatedError("layoutValue(key:) takes a LayoutValueKey type: MyKey.self", at: node)
        }
        guard conforms(type, to: "LayoutValueKey") else {
            throw LocatedError("'\(type.name)' is not a LayoutValueKey declared in this file", at: node)
        }
        return (type, TraitKey(name: type.qualifiedName))
    }

    func settingLayoutValue(_ view: ViewValue, _ a: Arguments) throws -> ViewValue {
        let (type, key) = try layoutValueKey(a.value("key"), at: a.node("key"))
        // A defaultValue declared without a type annotation: the value is taken as given.
        let declared = type.staticProperties["defaultValue"]?.type ?? .any
        let value = try coerce(a.required("value"), to: declared, in: a.scope, at: a.node("value"))
        return .deferred { try self.anyView(view).layoutValue(key, value: InterpretedValue(value)) }
    }

    /// `subview[MyKey.self]`: the value the subview set, or the key's default.
    func layoutValue(of subview: LayoutSubview, key: TypeValue, at node: Syntax) throws -> Value {
        let (type, traitKey) = try layoutValueKey(.type(key), at: node)
        if let stored = InterpretedValue.value(of: subview[trait: traitKey]) { return stored }
        guard let value = try staticProperty("defaultValue", of: type, at: node) else {
            throw LocatedError("'\(type.name)' needs 'static let defaultValue'", at: type.nameNode)
        }
        return value
    }

    func settingContainerValue(_ view: ViewValue, _ a: Arguments) throws -> ViewValue {
        guard case let .keyPath(keyPath)? = a.value("keyPath"), keyPath.components.count == 1, let name = keyPath.components.first else {
            throw LocatedError("containerValue takes a key path to a container value: \\.name", at: a.node("keyPath"))
        }
        let (entry, key) = try containerEntry(name, at: a.node("keyPath"))
        let value = try coerce(a.required("value"), to: entry.type, in: a.scope, at: a.node("value"))
        return .deferred { try self.anyView(view).containerValue(\ContainerValues.[trait: key], InterpretedValue(value)) }
    }

    /// `subview.containerValues.name`.
    func containerValue(_ name: String, in values: ContainerValues, at node: Syntax) throws -> Value {
        let (entry, key) = try containerEntry(name, at: node)
        if let stored = InterpretedValue.value(of: values[trait: key]) { return stored }
        guard let initializer = entry.defaultValue else { return .none }
        return try evaluate(initializer, as: entry.type, in: globalScope)
    }

    private func containerEntry(_ name: String, at node: Syntax) throws -> (ContainerEntry, TraitKey) {
        guard let entry = program.containerEntries[name] else {
            throw LocatedError("ContainerValues has no entry '\(name)'", at: node,
                               hints: Suggestions.hint(for: name, in: program.containerEntries.keys)
                                   + ["declare it: extension ContainerValues { @Entry var \(name): Int? = nil }"])
        }
        return (entry, TraitKey(name: "ContainerValues.\(name)"))
    }
}

import Foundation
import LayoutLab
import SwiftSyntax

// Values views pass to the layout that contains them: `.layoutValue(key:value:)` with a
// `LayoutValueKey` the file declares, read as `subview[Key.self]`, and `.containerValue(\.name,
// value)` with an `@Entry` of `extension ContainerValues`, read as `subview.containerValues.name`.

extension Interpreter {
    /// The slot of a LayoutValueKey type: its position among the file's LayoutValueKey types.
    private func layoutValueSlot(_ type: TypeDeclaration) -> Int? {
        program.allTypes.filter { conforms($0, to: "LayoutValueKey") }.firstIndex { $0 === type }
    }

    private func layoutValueKey(_ value: Value?, at node: Syntax) throws -> (TypeDeclaration, Int) {
        guard case let .type(key)? = value?.unwrapped, key.isMetatype, case let .user(type) = key.kind else {
            throw LocatedError("layoutValue(key:) takes a LayoutValueKey type: MyKey.self", at: node)
        }
        guard conforms(type, to: "LayoutValueKey"), let slot = layoutValueSlot(type) else {
            throw LocatedError("'\(type.name)' is not a LayoutValueKey declared in this file", at: node)
        }
        guard slot < KeySlots.count else {
            throw LocatedError("more than \(KeySlots.count) LayoutValueKey types in one file", at: type.nameNode)
        }
        return (type, slot)
    }

    func settingLayoutValue(_ view: ViewValue, _ a: Arguments) throws -> ViewValue {
        let (type, slot) = try layoutValueKey(a.value("key"), at: a.node("key"))
        let declared = type.staticProperties["defaultValue"]?.type ?? .any
        let value = try coerce(a.value("value") ?? .none, to: declared, in: a.scope, at: a.node("value"))
        return .deferred { KeySlots.all[slot].settingLayoutValue(SlotValue(value: value), on: try self.anyView(view)) }
    }

    /// `subview[MyKey.self]`: the value the subview set, or the key's default.
    func layoutValue(of subview: LayoutSubview, key: TypeValue, at node: Syntax) throws -> Value {
        let (type, slot) = try layoutValueKey(.type(key), at: node)
        if let stored = KeySlots.all[slot].layoutValue(of: subview).value { return stored }
        guard let value = try staticProperty("defaultValue", of: type, at: node) else {
            throw LocatedError("'\(type.name)' needs 'static let defaultValue'", at: type.nameNode)
        }
        return value
    }

    func settingContainerValue(_ view: ViewValue, _ a: Arguments) throws -> ViewValue {
        guard case let .keyPath(keyPath)? = a.value("keyPath"), keyPath.components.count == 1, let name = keyPath.components.first else {
            throw LocatedError("containerValue takes a key path to a container value: \\.name", at: a.node("keyPath"))
        }
        let (entry, slot) = try containerEntry(name, at: a.node("keyPath"))
        let value = try coerce(a.value("value") ?? .none, to: entry.type, in: a.scope, at: a.node("value"))
        return .deferred { try self.anyView(view).containerValue(\ContainerValues.[layoutLabSlot: slot], SlotValue(value: value)) }
    }

    /// `subview.containerValues.name`.
    func containerValue(_ name: String, in values: ContainerValues, at node: Syntax) throws -> Value {
        let (entry, slot) = try containerEntry(name, at: node)
        if let stored = values[layoutLabSlot: slot].value { return stored }
        guard let initializer = entry.defaultValue else { return .none }
        return try evaluate(initializer, as: entry.type, in: globalScope)
    }

    private func containerEntry(_ name: String, at node: Syntax) throws -> (ContainerEntry, Int) {
        let names = program.containerEntries.values.sorted { $0.node.position < $1.node.position }.map(\.name)
        guard let entry = program.containerEntries[name], let slot = names.firstIndex(of: name) else {
            throw LocatedError("ContainerValues has no entry '\(name)'", at: node,
                               hints: Suggestions.hint(for: name, in: program.containerEntries.keys)
                                   + ["declare it: extension ContainerValues { @Entry var \(name): Int? = nil }"])
        }
        guard slot < KeySlots.count else { throw LocatedError("more than \(KeySlots.count) container values in one file", at: entry.node) }
        return (entry, slot)
    }
}

import Foundation
import LayoutLab
import SwiftSyntax

/// A view's tag or a control's selection as the engine compares them (`.tag(Flavor.chocolate)`,
/// `Picker(selection: $flavor)`, a ForEach element's id): equal when Swift's `==` is, shown as
/// source prints the value.
struct TagValue: Hashable, CustomStringConvertible {
    let key: HashKey
    let description: String

    init(_ value: Value) throws {
        key = try HashKey(value)
        description = Formatting.describe(value)
    }

    static func == (a: TagValue, b: TagValue) -> Bool { a.key == b.key }
    func hash(into hasher: inout Hasher) { hasher.combine(key) }
}

/// One element of an interpreted ForEach, given to the engine's ForEach so that the engine
/// tags its views with the element's id (what a Picker's options and a TabView's tabs are
/// matched by when they have no `.tag`).
private struct IdentifiedElement {
    let id: TagValue
    let view: AnyView
}

extension Interpreter {
    /// `element`'s id in a ForEach: the `id:` key path applied to it, else its `id` property
    /// (Identifiable), else the element itself (`ForEach(0..<5)`); nil when that is not Hashable.
    func identity(of element: Value, path: KeyPathValue?, at node: Syntax, _ scope: Scope) -> TagValue? {
        var id = element
        if case let .binding(binding) = element, let value = try? read(binding.place, at: node, scope) { id = value }
        // The rule SwiftUI documents for ForEach, said above: not a parameter default.
        let components = path?.components ?? (hasIdentifier(id) ? ["id"] : [])
        for component in components where component != "self" {
            guard let next = try? member(of: id, component, at: node, scope) else { return nil }
            id = next
        }
        return try? TagValue(id)
    }

    private func hasIdentifier(_ value: Value) -> Bool {
        switch value.unwrapped {
        case let .record(record): record.fields["id"] != nil || computedProperty(named: "id", of: record.type) != nil
        case let .object(object): object.fields["id"] != nil || computedProperty(named: "id", of: object.type) != nil
        case let .enumCase(enumCase): computedProperty(named: "id", of: enumCase.type) != nil
        default: false
        }
    }

    /// `view` as the views of one ForEach element whose id is `id`.
    func identified(_ view: ViewValue, id: TagValue) -> ViewValue {
        ViewValue.deferred {
            ForEach([IdentifiedElement(id: id, view: try self.anyView(view))], id: \.id) { $0.view }
        }
    }
}

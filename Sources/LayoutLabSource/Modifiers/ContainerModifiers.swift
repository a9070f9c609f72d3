import Foundation

/// The modelled modifiers of scroll views and grids, geometry, text, preferences and
/// lifecycle actions (onAppear, task), each table in its own file; the catalog classes them
/// as layout.
enum ContainerModifiers {
    nonisolated(unsafe) static let all: [String: [ModifierOverload]] =
        [ScrollAndGridModifiers.all, GeometryModifiers.all, TextModifiers.all, PreferenceModifiers.all, LifecycleModifiers.all]
            .reduce(into: [:]) { table, modifiers in table.merge(modifiers) { first, _ in first } }
}

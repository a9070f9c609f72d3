import Foundation

// The preference modifiers' type-erased forms, which an interpreter calls through
// `@_spi(Interpreter)`; SwiftUI's generic signatures, which wrap them, are declared in
// API/Modifiers/Preferences.swift.

// MARK: - Type-erased forms, for an interpreter

extension View {
    /// `.preference(key:value:)` for a key an interpreter names at run time.
    @_spi(Interpreter)
    public func preference(_ key: AnyPreferenceKey, value: Any) -> some View {
        preferenceModifier(.write(key) { _ in value }, "preference", "\(key.name) = \(value)")
    }

    /// `.transformPreference(_:_:)` for a key named at run time.
    @_spi(Interpreter)
    public func transformPreference(_ key: AnyPreferenceKey, _ callback: @escaping (inout Any) -> Void) -> some View {
        preferenceModifier(.transform(key) { value, _ in callback(&value) }, "transformPreference", key.name)
    }

    /// `.anchorPreference(key:value:transform:)` for a key named at run time.
    @_spi(Interpreter)
    public func anchorPreference<A>(
        _ key: AnyPreferenceKey, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> Any
    ) -> some View {
        preferenceModifier(.write(key) { transform(value.make($0)) }, "anchorPreference", key.name)
    }

    /// `.transformAnchorPreference(key:value:transform:)` for a key named at run time.
    @_spi(Interpreter)
    public func transformAnchorPreference<A>(
        _ key: AnyPreferenceKey, value: Anchor<A>.Source, transform: @escaping (inout Any, Anchor<A>) -> Void
    ) -> some View {
        preferenceModifier(.transform(key) { current, bounds in transform(&current, value.make(bounds)) },
                           "transformAnchorPreference", key.name)
    }

    /// `.onPreferenceChange(_:perform:)` for a key named at run time; `isEqual` decides whether
    /// a value is a change.
    @_spi(Interpreter)
    public func onPreferenceChange(
        _ key: AnyPreferenceKey, isEqual: @escaping (Any, Any) -> Bool, perform action: @escaping (Any) -> Void
    ) -> some View {
        preferenceModifier(.observe(PreferenceObserver(key: key, isEqual: isEqual, action: action)),
                           "onPreferenceChange", key.name)
    }

    /// `.onGeometryChange(for:of:action:)` with values an interpreter compares itself.
    @_spi(Interpreter)
    public func onGeometryChange(
        named typeName: String, of transform: @escaping (GeometryProxy) -> Any, isEqual: @escaping (Any, Any) -> Bool,
        action: @escaping (_ oldValue: Any, _ newValue: Any) -> Void
    ) -> some View {
        preferenceModifier(.geometry(GeometryObserver(typeName: typeName, value: transform, isEqual: isEqual, action: action)),
                           "onGeometryChange", typeName)
    }

    /// `.overlayPreferenceValue` / `.backgroundPreferenceValue` for a key named at run time.
    @_spi(Interpreter)
    public func preferenceValueLayer(
        background: Bool, _ key: AnyPreferenceKey, alignment: Alignment = .center, _ content: @escaping (Any) -> AnyView
    ) -> some View {
        preferenceValueLayer(background ? .background : .overlay, key, alignment) { content($0) }
    }
}

extension View {
    /// Records a preference modifier on each top-level node of this view, and an attribute.
    func preferenceModifier(_ modifier: PreferenceModifier, _ name: String, _ description: String) -> some View {
        annotated { draft in
            draft.effects.preferences.append(modifier)
            draft.attributes.append(NodeAttribute(name, description))
        }
    }
}

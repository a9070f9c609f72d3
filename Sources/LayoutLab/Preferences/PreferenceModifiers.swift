import Foundation

// The preference modifiers (mirror SwiftUI). None is a node: like drawing attributes they are
// recorded on the node they modify, with an attribute naming them, and act after layout
// (PreferenceValues.swift). Each generic modifier wraps the type-erased one an interpreter
// calls through `@_spi(Interpreter)`.

extension View {
    /// Sets this view's value for `key`, whatever its content produces.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        preference(AnyPreferenceKey(key), value: value)
    }

    /// Changes the value of `key` that this view's content produces.
    public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    ) -> some View {
        transformPreference(AnyPreferenceKey(key)) { value in
            var typed = value as? K.Value ?? K.defaultValue
            callback(&typed)
            value = typed
        }
    }

    /// Sets this view's value for `key` from an anchor of this view's geometry.
    public func anchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        preferenceModifier(.write(AnyPreferenceKey(K.self)) { bounds in transform(value.make(bounds)) },
                           "anchorPreference", String(describing: K.self))
    }

    /// Changes the value of `key` that this view's content produces, with an anchor of this view.
    public func transformAnchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        preferenceModifier(.transform(AnyPreferenceKey(K.self)) { current, bounds in
            var typed = current as? K.Value ?? K.defaultValue
            transform(&typed, value.make(bounds))
            current = typed
        }, "transformAnchorPreference", String(describing: K.self))
    }

    /// Runs `action` with the value of `key` produced inside this view, when something inside
    /// produces one: after the first layout, and after each layout that changes it.
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        onPreferenceChange(AnyPreferenceKey(key), isEqual: { ($0 as? K.Value) == ($1 as? K.Value) }) { value in
            if let value = value as? K.Value { action(value) }
        }
    }

    /// Runs `action` with `transform`'s value for this view's geometry: after the first layout,
    /// and after each layout that changes it (iOS 16 back-deployed).
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        onGeometryChange(for: type, of: transform) { (_: T, newValue: T) in action(newValue) }
    }

    /// `onGeometryChange` whose action also gets the previous value (the new one the first time; iOS 18).
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        let observer = GeometryObserver(
            typeName: String(describing: T.self), value: { transform($0) },
            isEqual: { ($0 as? T) == ($1 as? T) },
            action: { old, new in
                if let old = old as? T, let new = new as? T { action(old, new) }
            })
        return preferenceModifier(.geometry(observer), "onGeometryChange", observer.typeName)
    }

    /// Layers the views `transform` makes from this view's value for `key` in front of it,
    /// sized and aligned as `.overlay(alignment:)` content (spec §5).
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        preferenceValueLayer(.overlay, AnyPreferenceKey(key), alignment) { AnyView(transform($0 as? K.Value ?? K.defaultValue)) }
    }

    /// Layers the views `transform` makes from this view's value for `key` behind it.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        preferenceValueLayer(.background, AnyPreferenceKey(key), alignment) { AnyView(transform($0 as? K.Value ?? K.defaultValue)) }
    }
}

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

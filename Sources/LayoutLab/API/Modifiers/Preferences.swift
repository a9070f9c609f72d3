import Foundation

// The preference modifiers (mirror SwiftUI's signatures, Apple's documentation). None is a
// node: like drawing attributes they are recorded on the node they modify, with an attribute
// naming them, and act after layout (Preferences/PreferenceValues.swift). Each generic modifier
// wraps the type-erased one an interpreter calls (Preferences/PreferenceModifiers.swift).

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
    /// sized and aligned as `.overlay(alignment:)` content (spec §5; iOS 16).
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        preferenceValueLayer(.overlay, AnyPreferenceKey(key), alignment) { AnyView(transform($0 as? K.Value ?? K.defaultValue)) }
    }

    /// The iOS 13 form: centred, the key inferable, the transform not a view builder
    /// (disfavoured, so that a call both forms take is the iOS 16 one's, as Swift picks in SwiftUI).
    @_disfavoredOverload
    public func overlayPreferenceValue<Key: PreferenceKey, T: View>(
        _ key: Key.Type = Key.self, _ transform: @escaping (Key.Value) -> T
    ) -> some View {
        overlayPreferenceValue(key, alignment: .center, transform)
    }

    /// Layers the views `transform` makes from this view's value for `key` behind it (iOS 16).
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        preferenceValueLayer(.background, AnyPreferenceKey(key), alignment) { AnyView(transform($0 as? K.Value ?? K.defaultValue)) }
    }

    /// The iOS 13 form: centred, the key inferable, the transform not a view builder
    /// (disfavoured, so that a call both forms take is the iOS 16 one's, as Swift picks in SwiftUI).
    @_disfavoredOverload
    public func backgroundPreferenceValue<Key: PreferenceKey, T: View>(
        _ key: Key.Type = Key.self, _ transform: @escaping (Key.Value) -> T
    ) -> some View {
        backgroundPreferenceValue(key, alignment: .center, transform)
    }
}

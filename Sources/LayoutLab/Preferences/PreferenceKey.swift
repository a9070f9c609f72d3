import Foundation

// Preferences: values views pass up to their ancestors, the opposite way from the environment.
// After layout each view's value for a key is its children's values, reduced in tree order,
// then changed by the view's own preference modifiers, innermost first (OpenSwiftUI
// `PreferenceCombiner`, `_PreferenceWritingModifier`, `_PreferenceTransformModifier`, audited
// complete). See PreferenceValues.swift for the fold and LayoutPasses.swift for the actions.

/// A named value produced by a view (mirrors SwiftUI's `PreferenceKey`).
public protocol PreferenceKey {
    associatedtype Value
    /// The value of a view that sets none; `reduce(value: &x, nextValue: { defaultValue })`
    /// should leave `x` as it is.
    static var defaultValue: Value { get }
    /// Folds the next sibling's value into the accumulated one, in view-tree order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    public static var defaultValue: Value { Value(nilLiteral: ()) }
}

/// A preference key as the engine keys values: a compiled `PreferenceKey` type, or a key an
/// interpreter names at run time, since it cannot declare one.
///
///     let widths = AnyPreferenceKey(name: "MaxWidth", defaultValue: { CGFloat(0) }) { value, next in
///         value = max(value as? CGFloat ?? 0, next() as? CGFloat ?? 0)
///     }
///     Text("a").preference(widths, value: CGFloat(40))
@_spi(Interpreter)
public struct AnyPreferenceKey: Hashable, @unchecked Sendable {
    enum Identity: Hashable {
        case type(ObjectIdentifier)
        case runtime(String)
    }

    let identity: Identity
    /// The key type's name, or the run-time name.
    public let name: String
    let defaultValue: () -> Any
    let reduce: (inout Any, () -> Any) -> Void

    init<K: PreferenceKey>(_ key: K.Type) {
        identity = .type(ObjectIdentifier(key))
        name = String(describing: key)
        defaultValue = { K.defaultValue }
        reduce = { value, next in
            var typed = value as? K.Value ?? K.defaultValue
            K.reduce(value: &typed) { next() as? K.Value ?? K.defaultValue }
            value = typed
        }
    }

    /// A key identified by its name (keys with the same name are the same key), with its
    /// default value and reduction.
    public init(name: String, defaultValue: @escaping () -> Any, reduce: @escaping (inout Any, () -> Any) -> Void) {
        identity = .runtime(name)
        self.name = name
        self.defaultValue = defaultValue
        self.reduce = reduce
    }

    public static func == (a: AnyPreferenceKey, b: AnyPreferenceKey) -> Bool { a.identity == b.identity }
    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}

/// What a preference modifier does at the node it modifies, in the order written.
enum PreferenceModifier {
    /// `.preference`, `.anchorPreference`: the view's value is this one, whatever its content
    /// produced. The closure gets the node's drawn global bounds (for anchors).
    case write(AnyPreferenceKey, (CGRect) -> Any)
    /// `.transformPreference`, `.transformAnchorPreference`: changes the content's value (the
    /// key's default when the content produced none).
    case transform(AnyPreferenceKey, (inout Any, CGRect) -> Void)
    /// `.onPreferenceChange`: receives the value produced inside it.
    case observe(PreferenceObserver)
    /// `.onGeometryChange`: receives a value computed from the node's geometry.
    case geometry(GeometryObserver)
    /// `.onAppear`, `.task`: an action run once, after the node's first layout (LifecycleActions.swift).
    case lifecycle(LifecycleAction)

    var key: AnyPreferenceKey? {
        switch self {
        case let .write(key, _), let .transform(key, _): key
        case let .observe(observer): observer.key
        case .geometry, .lifecycle: nil
        }
    }
}

struct PreferenceObserver {
    let key: AnyPreferenceKey
    let isEqual: (Any, Any) -> Bool
    let action: (Any) -> Void
}

struct GeometryObserver {
    /// The observed value's type, for traces.
    let typeName: String
    let value: (GeometryProxy) -> Any
    let isEqual: (Any, Any) -> Bool
    /// (old value, new value); the old value is the new one the first time.
    let action: (Any, Any) -> Void
}

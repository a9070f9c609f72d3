import Foundation

/// A key for a value views inherit from their ancestors (mirrors SwiftUI's `EnvironmentKey`).
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors (mirrors SwiftUI's `EnvironmentValues`).
///
/// The layout engine reads the ones that change sizes (the font, line limits, control sizes,
/// size classes, …); each is declared beside the algorithm that reads it, as a property of
/// this type backed by an `EnvironmentKey`. The root's values come from the device
/// (`LayoutConfiguration.environment`).
public struct EnvironmentValues: @unchecked Sendable {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// These values with every value `other` sets replacing this one's.
    func overlaid(by other: EnvironmentValues) -> EnvironmentValues {
        var result = self
        result.values.merge(other.values) { _, set in set }
        return result
    }
}

/// A change a node makes to the environment of itself and its descendants.
struct EnvironmentWrite: @unchecked Sendable {
    let apply: (inout EnvironmentValues) -> Void
}

extension View {
    /// Sets an environment value for this view and the views inside it (mirrors SwiftUI).
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        environmentWrite(keyPath, value, attribute: "environment", "\(keyPath) = \(value)")
    }

    /// Appends an environment write, and an attribute that records it, to each top-level node.
    func environmentWrite<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V, attribute name: String, _ description: String
    ) -> NodeModifierView<Self> {
        annotated { draft in
            draft.environment.append(EnvironmentWrite { $0[keyPath: keyPath] = value })
            draft.attributes.append(NodeAttribute(name, description))
        }
    }
}

// MARK: - The text environment (spec §2.5)

private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }

extension EnvironmentValues {
    /// The font of Text views that set none themselves; nil is the body style.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
}

import Foundation

/// What one `.onPreferenceChange` or `.onGeometryChange` receives from a layout: the value,
/// and whether its action runs. SwiftUI runs such actions after the update; they usually set
/// `@State`, and the view is laid out again (`ViewTree.layout(configuration:sink:maximumPasses:build:)`
/// does that). A front end that runs its own loop calls `perform(previousValue:)`.
public struct LayoutObservation: @unchecked Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        case preferenceChange = "onPreferenceChange"
        case geometryChange = "onGeometryChange"
        case appear = "onAppear"
        case task
    }

    public let kind: Kind
    /// The node the modifier is on.
    public let node: Int
    /// The preference key's name, or the observed value's type for `onGeometryChange`.
    public let name: String
    public let value: Any
    /// Whether the action runs with `value`: the observer's first value, or one different
    /// from the last it was given, unless SwiftUI's cycle detector stops it (LayoutPasses.swift).
    public internal(set) var fires = true

    /// The same observer in the next layout of a rebuilt view: the node's path, the kind, the
    /// name and the modifier's position on the node.
    let identity: String
    let isEqual: (Any, Any) -> Bool
    let action: (Any, Any) -> Void
    /// For `.onAppear`/`.task`: runs the action and says whether it may have changed state.
    var performReportingChange: (() -> Bool)?

    init(preference observer: PreferenceObserver, value: Any, node: ViewNode, index: Int) {
        kind = .preferenceChange
        self.node = node.id
        name = observer.key.name
        self.value = value
        identity = "\(node.path)#\(index) onPreferenceChange \(name)"
        isEqual = observer.isEqual
        action = { _, new in observer.action(new) }
    }

    init(geometry observer: GeometryObserver, value: Any, node: ViewNode, index: Int) {
        kind = .geometryChange
        self.node = node.id
        name = observer.typeName
        self.value = value
        identity = "\(node.path)#\(index) onGeometryChange \(name)"
        isEqual = observer.isEqual
        action = observer.action
    }

    /// Runs the action with `value`; `previousValue` is the value it was last given (the old
    /// value of `onGeometryChange`'s two-argument action; `value` itself the first time).
    public func perform(previousValue: Any? = nil) { action(previousValue ?? value, value) }

    public var description: String { "\(kind.rawValue)(\(name)) at node \(node): \(value)" }
}

/// How a user names a node (`trace --node NAME`, `flex --node`, a study's `node:`): by its path
/// (`0.1.2`), its `.inspectLayoutProcess` tag, its Text's label or its kind. The one rule every
/// Swift reader applies; the named queries state it in SQL as
/// `:node IN (nodes.path, nodes.inspector_tag, nodes.label, nodes.kind)`.
public struct NodeSelector: Hashable, Sendable {
    public let name: String

    public init(_ name: String) { self.name = name }

    public func selects(path: String, inspectorTag: String?, label: String?, kind: String) -> Bool {
        name == path || name == inspectorTag || name == label || name == kind
    }
}

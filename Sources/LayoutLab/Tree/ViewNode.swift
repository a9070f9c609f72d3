import Foundation

/// One node of the view tree that the layout engine runs on.
///
/// Both front ends build the same tree: the Swift API (result builders) and LayoutLab's
/// SwiftUI-source interpreter. A node is a view or a layout modifier; modifiers that only
/// draw (`.fill`, `.opacity`, …) are not nodes but attributes of the node they modify.
public struct ViewNode: Identifiable, Sendable {
    /// Declaration order: the node's index in a pre-order walk of the tree.
    public internal(set) var id: Int
    public internal(set) var parent: Int?
    public internal(set) var children: [Int]
    /// The index of this node among its parent's children.
    public internal(set) var order: Int
    public internal(set) var depth: Int
    /// The child indices from the root, e.g. `0.2.0` (the root is `0`).
    public internal(set) var path: String
    /// What the node is, named as in SwiftUI: `VStack`, `frame`, `Text`, `inspectLayoutProcess`.
    public let kind: String
    /// The text of a `Text`, the tag of an inspector, the name of an image.
    public let label: String?
    /// Layout parameters and drawing attributes, in the order they were written.
    public internal(set) var attributes: [NodeAttribute]
    /// Where the node was written, when it came from SwiftUI source.
    public internal(set) var source: SourcePosition?

    let layout: NodeLayout
    var environment: [EnvironmentWrite]
    var traits: [TraitKey: TraitValue]
    /// The id the ForEach that made the view gave it (see `LayoutEngine.tag(of:)`). Kept
    /// apart from `traits`: a ForEach tags every element, and a dictionary each would be
    /// most of a large tree's trait memory.
    var implicitTag: ImplicitTag?
    /// What the node does besides layout: its drawing offset and preference modifiers.
    var effects: NodeEffects

    /// The inspector's tag and whether it prints positions, for `.inspectLayoutProcess` nodes.
    public var inspector: InspectorTag? {
        if case let .container(container) = layout { return container.inspectorTag }
        return nil
    }
}

/// What trace printers need to know about a node: a `ViewNode`, or one read back from a
/// recording.
public protocol TraceNode {
    var id: Int { get }
    var path: String { get }
    var depth: Int { get }
    var kind: String { get }
    var label: String? { get }
    var inspector: InspectorTag? { get }
}

extension ViewNode: TraceNode {}

public struct NodeAttribute: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    public let value: String
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }

    public var description: String { "\(name): \(value)" }
}

public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}

public struct InspectorTag: Hashable, Sendable {
    public var tag: String
    public var printPosition: Bool

    public init(tag: String, printPosition: Bool) {
        self.tag = tag
        self.printPosition = printPosition
    }
}

/// The layout behaviour of a node: which algorithm answers its size queries.
enum NodeLayout: @unchecked Sendable {
    /// A view with no children (shapes, Text, Image, Spacer, …), through `LeafComputer`.
    case leaf(any LeafLayout)
    /// A modifier with one child (frame, padding, fixedSize, …), through `UnaryComputer`.
    case unary(any UnaryLayout)
    /// Any other layout: it makes its own computer (stacks, ZStack, custom `Layout`s, …).
    /// Each container's algorithm and computer live in one file under `Layout/`.
    case container(any ContainerLayout)
}

/// A layout that brings its own node computer: how containers join the engine without a
/// central list to edit.
protocol ContainerLayout {
    func makeComputer(engine: LayoutEngine, node: Int, children: [Int]) -> NodeComputer
    /// Whether the computer `makeComputer` makes depends on this value alone and clears all
    /// its working state in `prepareForReuse`, so the tree keeps it between layouts
    /// (ComputerPool.swift). False unless a container says so.
    var makesReusableComputer: Bool { get }
    /// The inspector's tag, for `.inspectLayoutProcess` nodes.
    var inspectorTag: InspectorTag? { get }
}

extension ContainerLayout {
    var makesReusableComputer: Bool { false }
    var inspectorTag: InspectorTag? { nil }
}

/// A value a node carries for the layout that contains it (`.layoutValue`, `.containerValue`):
/// keyed by a compiled key type, or by a name that an interpreter gives a key it cannot
/// declare as a type.
@_spi(Interpreter)
public struct TraitKey: Hashable, Sendable {
    enum Identity: Hashable, Sendable {
        case type(ObjectIdentifier)
        case runtime(String)
    }

    let identity: Identity
    /// What node attributes call the key: the key type's name, or the run-time name.
    public let name: String

    init<K>(_ key: K.Type) {
        identity = .type(ObjectIdentifier(key))
        name = String(describing: key)
    }

    /// A key identified by its name: keys with the same name are the same key.
    public init(name: String) {
        identity = .runtime(name)
        self.name = name
    }

    public static func == (a: TraitKey, b: TraitKey) -> Bool { a.identity == b.identity }
    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}

/// A ForEach element's id (unchecked, as trait values are: ids are the user's values).
struct ImplicitTag: @unchecked Sendable {
    let value: AnyHashable
}

struct TraitValue: @unchecked Sendable {
    let value: Any
    let description: String
}

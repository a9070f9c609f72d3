import Foundation

/// A piece of user interface, described by its `body` (mirrors SwiftUI's `View`).
///
/// Views that LayoutLab models directly (Text, VStack, `.frame`, …) have `Body == Never`
/// and add nodes to the view tree themselves; every other view is its body.
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// A view that adds nodes to the tree itself instead of having a body.
protocol PrimitiveView {
    /// Adds this view's nodes and returns the ids of its top-level nodes (a view list:
    /// none for EmptyView, several for a TupleView or ForEach).
    func buildNodes(into builder: TreeBuilder) -> [Int]
}

extension View where Body == Never {
    /// Views LayoutLab models directly have no body; the tree builder never asks for it.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

func buildView<V: View>(_ view: V, into builder: TreeBuilder) -> [Int] {
    if let primitive = view as? PrimitiveView {
        return primitive.buildNodes(into: builder)
    }
    return buildView(view.body, into: builder)
}

/// A view whose nodes come from `build`: the content wrapped by modifiers.
struct NodeModifierView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let apply: (TreeBuilder, [Int]) -> [Int]

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        apply(builder, buildView(content, into: builder))
    }
}

extension View {
    /// Wraps each top-level node of this view in a new node with the given layout.
    func wrapped(
        in layout: NodeLayout, kind: String, label: String? = nil, attributes: [NodeAttribute] = []
    ) -> NodeModifierView<Self> {
        NodeModifierView(content: self) { builder, ids in
            ids.map { builder.add(layout, kind: kind, label: label, attributes: attributes, children: [$0]) }
        }
    }

    /// Changes each top-level node of this view: drawing attributes, environment, traits.
    func annotated(_ change: @escaping (inout TreeBuilder.Draft) -> Void) -> NodeModifierView<Self> {
        NodeModifierView(content: self) { builder, ids in
            for id in ids { builder.modify(id, change) }
            return ids
        }
    }

    /// Records a drawing-only modifier (no effect on layout) as an attribute.
    func attribute(_ name: String, _ value: String) -> NodeModifierView<Self> {
        annotated { $0.attributes.append(NodeAttribute(name, value)) }
    }
}

extension View {
    /// Records a modifier that does not change layout (drawing, interaction, accessibility,
    /// presentation) as an attribute of the node, so that a recorded run still shows it.
    @_spi(Interpreter) public func _attribute(_ name: String, _ value: String) -> some View {
        attribute(name, value)
    }

    /// Marks where this view was written in SwiftUI source (used by the source front end).
    public func _sourceLocation(line: Int, column: Int) -> some View {
        annotated { draft in
            if draft.source == nil { draft.source = SourcePosition(line: line, column: column) }
        }
    }
}

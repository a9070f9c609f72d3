import Foundation

// Spec §17.3, §19.3, §23 (List) — a lazy container creates only the children near the visible
// region. For a ForEach that is a lazy container's whole content and whose element is one view
// (SwiftUI's condition too: a constant number of views per element, known from the content's
// type, lets List and the lazy stacks count rows without building them), the element views are
// built when the container first asks for them, in declaration order. What the container
// measures and places is the same as with every element built: the others are never asked.

/// A lazy container's content as the interpreter gives it: either views already made, or a
/// ForEach's elements, one view each, made on demand.
@_spi(Interpreter)
public struct _LazyContent: View, PrimitiveView {
    public typealias Body = Never
    let view: AnyView?
    let elements: LazyElements?

    /// Content with no laziness: built as it is.
    public init(_ view: AnyView) {
        self.view = view
        elements = nil
    }

    /// `count` elements, element `i` being the one view `element(i)` makes.
    public init(count: Int, element: @escaping (Int) -> AnyView) {
        view = nil
        elements = LazyElements(count: count, element: element)
    }

    /// Outside a lazy container every element is built, in order.
    func buildNodes(into builder: TreeBuilder) -> [Int] {
        if let view { return buildView(view, into: builder) }
        guard let elements else { return [] }
        return (0..<elements.count).flatMap { buildView(elements.element($0), into: builder) }
    }

    /// Adds the lazy container `add` makes from its children: with the children built, or with
    /// none and the elements kept to be built during layout.
    static func build<Content: View>(_ content: Content, into builder: TreeBuilder, add: ([Int]) -> Int) -> Int {
        guard let lazy = content as? _LazyContent, let elements = lazy.elements else { return add(buildView(content, into: builder)) }
        let container = add([])
        // Each tree gets its own record of the elements built: two trees built from one view
        // (a tree built again to lay it out anew) shared it, and the second read the first's
        // node numbers (an index out of range).
        builder.modify(container) { $0.lazyElements = LazyElements(count: elements.count, element: elements.element) }
        return container
    }
}

/// A lazy ForEach's elements and the nodes made of those built so far. Kept by the tree, so
/// that a second layout pass finds what the first built.
final class LazyElements: @unchecked Sendable {
    let count: Int
    let element: (Int) -> AnyView
    /// The node of each element built so far, nil for an element that made no view.
    var nodes: [Int?] = []

    init(count: Int, element: @escaping (Int) -> AnyView) {
        self.count = max(count, 0)
        self.element = element
    }
}

/// A lazy container's children as its algorithm sees them: its child nodes, or, when its
/// content is a lazy ForEach, the elements, built the first time one is asked for.
struct LazyChildren {
    unowned(unsafe) let engine: LayoutEngine
    let node: Int
    let nodes: [Int]
    let elements: LazyElements?

    init(engine: LayoutEngine, node: Int, children: [Int]) {
        self.engine = engine
        self.node = node
        nodes = children
        elements = engine.tree.lazyElements[node]
    }

    var count: Int { elements?.count ?? nodes.count }
    var isEmpty: Bool { count == 0 }

    /// Child `index`'s node; nil when its element made no view (diagnosed when built).
    subscript(index: Int) -> Int? {
        guard elements != nil else { return nodes[index] }
        return engine.lazyElement(index, of: node)
    }
}

import Foundation

/// A container that lines its views up in rows and columns (spec §18).
public struct Grid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let layout: GridLayout
    let content: Content

    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        let attributes = [
            NodeAttribute("alignment", layout.alignment.name),
            NodeAttribute("horizontalSpacing", layout.horizontalSpacing?.swiftDescription ?? "nil"),
            NodeAttribute("verticalSpacing", layout.verticalSpacing?.swiftDescription ?? "nil"),
        ]
        return [builder.add(.container(layout), kind: "Grid", attributes: attributes, children: buildView(content, into: builder))]
    }
}

/// A row of a Grid (spec §18.1). Not a view of its own: its views become the Grid's, marked
/// as one row (each carries a `gridRow` attribute: its place in the row). Outside a Grid its
/// views join the enclosing container, as a Group's do.
public struct GridRow<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        let ids = buildView(content, into: builder)
        guard let first = ids.first else { return [] }
        // The first view's draft id is unique in the builder: it tells this row from the next.
        let marker = GridTraits.RowMarker(id: first, alignment: alignment)
        for (position, id) in ids.enumerated() {
            builder.modify(id) { draft in
                draft.traits[TraitKey(GridTraits.Row.self)] = TraitValue(value: marker, description: "GridRow")
                draft.attributes.append(NodeAttribute("gridRow", "\(position)"))
                if position == 0, let alignment { draft.attributes.append(NodeAttribute("gridRowAlignment", alignment.key.name)) }
            }
        }
        return ids
    }
}

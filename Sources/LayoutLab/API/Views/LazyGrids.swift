import Foundation

/// A grid whose columns come from `columns` and whose rows grow downwards, created only as
/// they come near the visible region of its ScrollView (spec §19).
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let layout: LazyGridLayout
    let content: Content

    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        layout = LazyGridLayout(axis: .vertical, items: columns, alignment: alignment.key, spacing: spacing, pinnedViews: pinnedViews)
        self.content = content()
    }

    func buildNodes(into builder: TreeBuilder) -> [Int] { layout.buildNodes(kind: "LazyVGrid", content, into: builder) }
}

/// A grid whose rows come from `rows` and whose columns grow rightwards, created only as
/// they come near the visible region of its ScrollView (spec §19).
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let layout: LazyGridLayout
    let content: Content

    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        layout = LazyGridLayout(axis: .horizontal, items: rows, alignment: alignment.key, spacing: spacing, pinnedViews: pinnedViews)
        self.content = content()
    }

    func buildNodes(into builder: TreeBuilder) -> [Int] { layout.buildNodes(kind: "LazyHGrid", content, into: builder) }
}

extension LazyGridLayout {
    func buildNodes<Content: View>(kind: String, _ content: Content, into builder: TreeBuilder) -> [Int] {
        let attributes = [
            NodeAttribute(axis == .vertical ? "columns" : "rows", items.map(\.description).joined(separator: ", ")),
            NodeAttribute("alignment", alignment.name),
        ]
        return addLazyContainer(
            self, kind: kind, attributes: attributes, spacing: spacing, pinnedViews: pinnedViews, content: content, into: builder)
    }
}

extension GridItem: CustomStringConvertible {
    /// As written in Swift: `GridItem(.flexible(minimum: 10.0, maximum: inf), spacing: 4.0)`.
    public var description: String {
        let size = switch self.size {
        case let .fixed(length): ".fixed(\(length.swiftDescription))"
        case let .flexible(minimum, maximum): ".flexible(minimum: \(minimum.swiftDescription), maximum: \(maximum.swiftDescription))"
        case let .adaptive(minimum, maximum): ".adaptive(minimum: \(minimum.swiftDescription), maximum: \(maximum.swiftDescription))"
        }
        var parts = [size]
        if let spacing { parts.append("spacing: \(spacing.swiftDescription)") }
        if let alignment { parts.append("alignment: .\(alignment.name)") }
        return "GridItem(\(parts.joined(separator: ", ")))"
    }
}

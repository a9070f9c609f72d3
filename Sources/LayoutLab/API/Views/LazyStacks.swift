import Foundation

/// A vertical stack that creates its views only as they come near the visible region of
/// its ScrollView (spec §17).
public struct LazyVStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let layout: LazyStackLayout
    let content: Content

    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        layout = LazyStackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing, pinnedViews: pinnedViews)
        self.content = content()
    }

    func buildNodes(into builder: TreeBuilder) -> [Int] { layout.buildNodes(kind: "LazyVStack", content, into: builder) }
}

/// A horizontal stack that creates its views only as they come near the visible region of
/// its ScrollView (spec §17).
public struct LazyHStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let layout: LazyStackLayout
    let content: Content

    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        layout = LazyStackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing, pinnedViews: pinnedViews)
        self.content = content()
    }

    func buildNodes(into builder: TreeBuilder) -> [Int] { layout.buildNodes(kind: "LazyHStack", content, into: builder) }
}

extension LazyStackLayout {
    func buildNodes<Content: View>(kind: String, _ content: Content, into builder: TreeBuilder) -> [Int] {
        addLazyContainer(
            self, kind: kind, attributes: [NodeAttribute("alignment", alignment.name)], spacing: spacing,
            pinnedViews: pinnedViews, content: content, into: builder)
    }
}

/// Adds a lazy stack's or grid's node: its attributes, then its spacing and pinned views.
func addLazyContainer<Content: View>(
    _ layout: any ContainerLayout, kind: String, attributes: [NodeAttribute], spacing: CGFloat?,
    pinnedViews: PinnedScrollableViews, content: Content, into builder: TreeBuilder
) -> [Int] {
    var attributes = attributes
    attributes.append(NodeAttribute("spacing", spacing?.swiftDescription ?? "nil"))
    if !pinnedViews.isEmpty { attributes.append(NodeAttribute("pinnedViews", pinnedViews.names)) }
    return [_LazyContent.build(content, into: builder) { builder.add(.container(layout), kind: kind, attributes: attributes, children: $0) }]
}

/// The section views a lazy stack or grid keeps at the edges of its ScrollView while
/// scrolling (mirrors SwiftUI). At scroll offset 0 they are where they would be anyway.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)

    var names: String {
        [contains(.sectionHeaders) ? "sectionHeaders" : nil, contains(.sectionFooters) ? "sectionFooters" : nil]
            .compactMap { $0 }.joined(separator: ", ")
    }
}

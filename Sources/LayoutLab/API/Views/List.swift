import Foundation

// List, Form and Section (spec §23; Layout/List/ListLayout.swift).

/// A scrolling list of rows in sections (iPhone's `.insetGrouped` style by default).
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        [_LazyContent.build(content, into: builder) { builder.list(kind: "List", rows: $0) }]
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }
}

// A List of a ForEach with a selection (of a set of rows or of one), as SwiftUI declares them;
// the selection changes no geometry.
extension List {
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }
}

/// A container for controls, laid out as an `.insetGrouped` List whose rows use the list's
/// labeled-content style (§23.1).
public struct Form<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        [builder.list(kind: "Form", rows: buildView(content, into: builder))]
    }
}

extension TreeBuilder {
    func list(kind: String, rows: [Int]) -> Int {
        let id = add(.container(ListLayout()), kind: kind, children: rows)
        modify(id) { $0.environment.append(EnvironmentWrite { $0.isInList = true }) }
        return id
    }
}

/// A header, rows and a footer (mirrors SwiftUI's `Section`). In a List or Form the list lays
/// them out as a section. Elsewhere a section adds no container: its header, content and footer
/// join the enclosing view list in that order, like a Group (ByteDance DanceUI, a
/// reimplementation of SwiftUI: Section's default style builds a group view list of header,
/// content and footer; Tokamak's Section body is `TupleView(header, content, footer)`).
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        let section = builder.drafts.count
        let header = buildView(header, into: builder), content = buildView(content, into: builder)
        let footer = buildView(footer, into: builder)
        for (nodes, role) in [(header, SectionMember.Role.header), (content, .row), (footer, .footer)] {
            for node in nodes {
                builder.modify(node) { draft in
                    draft.setTrait(.section, SectionMember(section: section, role: role), ifAbsent: true)
                    // In a list, headers and footers take the release's section fonts
                    // (PlatformMetrics), written outside the view's own modifiers (last: the
                    // innermost write wins). The attribute lets a picture find that font again.
                    switch role {
                    case .header:
                        draft.environment.append(EnvironmentWrite { if $0.isInList { $0.font = $0.platformMetrics.listSectionHeaderFont } })
                        draft.attributes.append(NodeAttribute("section", "header"))
                    case .footer:
                        draft.environment.append(EnvironmentWrite { if $0.isInList { $0.font = $0.platformMetrics.listSectionFooterFont } })
                        draft.attributes.append(NodeAttribute("section", "footer"))
                    case .row: break
                    }
                }
            }
        }
        return header + content + footer
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title: title) }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

/// Views computed from data that a List can edit (mirrors SwiftUI's `DynamicViewContent`).
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension DynamicViewContent {
    /// Swipe to delete: an interaction, no layout effect.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self { self }

    /// Drag to reorder: an interaction, no layout effect.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self { self }
}

// MARK: - List styles and row modifiers

/// A style for lists (SwiftUI's `ListStyle`): LayoutLab knows the built-in iOS ones.
public protocol ListStyle {
    var _kind: _ListStyleKind { get }
}

public struct DefaultListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind { .automatic }
}

public struct InsetGroupedListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind { .insetGrouped }
}

public struct GroupedListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind { .grouped }
}

public struct PlainListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind { .plain }
}

public struct SidebarListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind { .sidebar }
}

extension ListStyle where Self == DefaultListStyle {
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// Whether something is shown (mirrors SwiftUI's `Visibility`).
public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}

extension View {
    /// Sets the style of the lists inside this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environmentWrite(\.listStyle, style._kind, attribute: "listStyle", style._kind.rawValue)
    }

    /// The space between sections, on a List or on one Section (after it).
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        environmentWrite(\.listSectionSpacing, spacing, attribute: "listSectionSpacing", "\(spacing)")
    }

    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        listSectionSpacing(.custom(spacing))
    }

    /// The insets of this row's content from its card's edges; nil restores the default.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        annotated { draft in
            if let insets {
                draft.setTrait(.listRowInsets, insets)
            } else {
                draft.traits[.listRowInsets] = nil
            }
            draft.attributes.append(NodeAttribute("listRowInsets", insets.map { "\($0)" } ?? "nil"))
        }
    }

    /// Separators are drawn over the rows and take no space (§23.2): recorded, no layout effect.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        attribute("listRowSeparator", "\(visibility)")
    }

    /// A view drawn behind the row: drawing only, not laid out.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        attribute("listRowBackground", view.map { "\(type(of: $0))" } ?? "nil")
    }
}

extension VerticalEdge {
    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1 << 0)
        public static let bottom = Set(rawValue: 1 << 1)
        public static let all: Set = [.top, .bottom]
    }
}

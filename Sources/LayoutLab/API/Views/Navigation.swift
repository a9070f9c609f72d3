import Foundation

// Navigation containers and the modifiers their content uses to configure their bars
// (spec §24; Layout/Navigation).

/// A stack of views with a navigation bar; LayoutLab lays out its root view.
public struct NavigationStack<Root: View>: View, PrimitiveView {
    public typealias Body = Never
    let root: Root

    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }

    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
    }

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        [builder.add(.container(NavigationStackLayout()), kind: "NavigationStack",
                     children: [builder.hostedRoot(buildView(root, into: builder), for: "NavigationStack")])]
    }
}

/// The older navigation container; laid out as a NavigationStack. UNCERTAIN: on iPad SwiftUI
/// gives it columns, which LayoutLab does not.
public struct NavigationView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        [builder.add(.container(NavigationStackLayout()), kind: "NavigationView",
                     children: [builder.hostedRoot(buildView(content, into: builder), for: "NavigationView")])]
    }
}

/// Columns side by side in a regular width, a stack of the sidebar in a compact one.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    public typealias Body = Never
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        var columns = [builder.hostedRoot(buildView(sidebar, into: builder), for: "NavigationSplitView")]
        if let content { columns.append(builder.hostedRoot(buildView(content, into: builder), for: "NavigationSplitView")) }
        columns.append(builder.hostedRoot(buildView(detail, into: builder), for: "NavigationSplitView"))
        return [builder.add(.container(NavigationSplitViewLayout()), kind: "NavigationSplitView", children: columns)]
    }
}

extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
    }

    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, detail: detail)
    }
}

/// Which columns of a NavigationSplitView show; LayoutLab shows them all in a regular width.
public enum NavigationSplitViewVisibility: Hashable, Sendable {
    case automatic, all, doubleColumn, detailOnly
}

extension TreeBuilder {
    /// A hosting controller's root: one view, or an implicit VStack of several (spec §9).
    func hostedRoot(_ ids: [Int], for owner: String) -> Int {
        ids.count == 1 ? ids[0] : implicitStack(.vertical, children: ids, for: owner)
    }
}

/// A button that pushes a destination; laid out as its label (the destination is not built).
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let title: String?

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        title = nil
    }

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        title = nil
    }

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        [builder.button(kind: "NavigationLink", title: title, label: buildView(label, into: builder))]
    }
}

extension NavigationLink where Destination == Never {
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        title = nil
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        label = Text(title: title)
        self.title = String(title)
    }
}

extension NavigationLink where Label == Text {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        label = Text(title: title)
        self.title = String(title)
    }

    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        label = Text(title: title)
        self.title = String(title)
    }
}

/// Navigation bar settings (mirrors SwiftUI's `NavigationBarItem`).
public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable {
        case automatic, inline, large
    }
}

/// How a navigation bar shows its title (mirrors SwiftUI's iOS 17 `ToolbarTitleDisplayMode`).
public enum ToolbarTitleDisplayMode: Hashable, Sendable, CaseIterable {
    case automatic, inline, inlineLarge, large

    var barMode: NavigationBarItem.TitleDisplayMode {
        switch self {
        case .automatic: .automatic
        case .inline, .inlineLarge: .inline
        case .large: .large
        }
    }
}

/// Where a toolbar item goes (mirrors SwiftUI's `ToolbarItemPlacement`).
public struct ToolbarItemPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    public static let principal = ToolbarItemPlacement(name: "principal")
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    public static let status = ToolbarItemPlacement(name: "status")
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
}

/// A bar a toolbar modifier can show or hide (mirrors SwiftUI's `ToolbarPlacement`).
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

/// Content of a toolbar: items with their placements (mirrors SwiftUI's `ToolbarContent`).
/// Their views go in the bars, outside the content's layout; LayoutLab keeps where they go.
public protocol ToolbarContent {
    var _placements: [ToolbarItemPlacement] { get }
}

public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.placement = placement
    }

    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {
        self.placement = placement
    }

    public var _placements: [ToolbarItemPlacement] { [placement] }
}

public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
    }

    public var _placements: [ToolbarItemPlacement] { [placement] }
}

/// Several toolbar items, as `ToolbarContentBuilder` combines them.
public struct _ToolbarContentList: ToolbarContent {
    public let _placements: [ToolbarItemPlacement]

    /// The items an interpreter collected from a toolbar builder it ran itself.
    @_spi(Interpreter) public init(_placements: [ToolbarItemPlacement]) {
        self._placements = _placements
    }
}

@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> _ToolbarContentList {
        var placements: [ToolbarItemPlacement] = []
        for item in repeat each content { placements += item._placements }
        return _ToolbarContentList(_placements: placements)
    }

    public static func buildOptional(_ content: _ToolbarContentList?) -> _ToolbarContentList {
        content ?? _ToolbarContentList(_placements: [])
    }

    public static func buildEither(first: _ToolbarContentList) -> _ToolbarContentList { first }
    public static func buildEither(second: _ToolbarContentList) -> _ToolbarContentList { second }
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> _ToolbarContentList {
        _ToolbarContentList(_placements: content._placements)
    }
}

extension View {
    /// The title the enclosing navigation container shows.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        annotated { draft in
            draft.setTrait(.navigationTitle, String(title))
            draft.attributes.append(NodeAttribute("navigationTitle", String(title)))
        }
    }

    public func navigationTitle(_ title: Text) -> some View { navigationTitle(title.content) }

    /// Inline (a 44 pt bar) or large (96) title (spec §24.3).
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        annotated { draft in
            draft.setTrait(.titleDisplayMode, mode)
            draft.attributes.append(NodeAttribute("navigationBarTitleDisplayMode", "\(mode)"))
        }
    }

    /// The iOS 17 spelling of the title display mode. `.inlineLarge` shows the title inline in
    /// a large font; UNCERTAIN (no measurement, spec §24.1 gives no height for it): the bar keeps
    /// the inline height.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        annotated { draft in
            draft.setTrait(.titleDisplayMode, mode.barMode)
            draft.attributes.append(NodeAttribute("toolbarTitleDisplayMode", "\(mode)"))
        }
    }

    /// The pre-iOS 14 title modifier: a title with the automatic (large) display mode.
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }

    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(title) }

    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// A search field in the enclosing navigation bar's drawer (PlatformMetrics.searchFieldDrawer).
    /// On iPhone every placement shows it there.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        annotated { draft in
            draft.setTrait(.searchField, true)
            draft.attributes.append(NodeAttribute("searchable", prompt.map { $0.content } ?? ""))
        }
    }

    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// iOS 17's forms with `isPresented:` (Apple's `searchable(text:isPresented:placement:prompt:)`):
    /// whether the field is active changes no geometry here.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    public func searchable<S: StringProtocol>(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Hides the enclosing navigation bar.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        annotated { draft in
            draft.setTrait(.navigationBarVisibility, hidden ? Visibility.hidden : .visible)
            draft.attributes.append(NodeAttribute("navigationBarHidden", "\(hidden)"))
        }
    }

    /// Shows or hides bars: the navigation bar, the tab bar, the bottom toolbar.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        toolbar(visibility, for: bars)
    }

    /// `toolbar(_:for:)` with the bars as an array (an interpreter has them as one).
    @_spi(Interpreter) public func toolbar(_ visibility: Visibility, for bars: [ToolbarPlacement]) -> some View {
        annotated { draft in
            for bar in bars {
                switch bar {
                case .tabBar: draft.setTrait(.tabBarVisibility, visibility)
                case .bottomBar: draft.setTrait(.bottomBarVisibility, visibility)
                default: draft.setTrait(.navigationBarVisibility, visibility)
                }
            }
            draft.attributes.append(NodeAttribute("toolbar", "\(visibility) for \(bars.map(\.name).joined(separator: ", "))"))
        }
    }

    /// Items for the enclosing navigation container's bars; only a bottom-bar item changes the
    /// content's layout, by showing the bottom toolbar.
    public func toolbar(@ToolbarContentBuilder content: () -> _ToolbarContentList) -> some View {
        let placements = content()._placements
        return annotated { draft in
            draft.setTrait(.toolbarItems, placements)
            draft.attributes.append(NodeAttribute("toolbar", placements.map(\.name).joined(separator: ", ")))
        }
    }

    /// A toolbar the user may customise (Apple's `toolbar(id:content:)`): its items as
    /// `toolbar(content:)`'s; customisation changes nothing until a user makes it.
    public func toolbar(id: String, @ToolbarContentBuilder content: () -> _ToolbarContentList) -> some View {
        toolbar(content: content)
    }

    /// Removes an item a view adds by default (Apple's `toolbar(removing:)`, iOS 17): the sidebar
    /// toggle is the split view's, which LayoutLab draws no bar item for; recorded.
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
        attribute("toolbar", "removing " + (defaultItemKind.map { "." + $0.name } ?? "nil"))
    }

    /// Views for the navigation bar's trailing side.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        annotated { draft in
            draft.setTrait(.toolbarItems, [ToolbarItemPlacement.automatic])
            draft.attributes.append(NodeAttribute("toolbar", "automatic"))
        }
    }

    /// Where a NavigationLink's value leads: not laid out (destinations are not shown).
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        attribute("navigationDestination", "\(D.self)")
    }
}

/// Several views as one tab view: each is a tab (see TabView).
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let selection: AnyHashable?

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { AnyHashable($0.wrappedValue) }
    }

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        [builder.add(.container(TabViewLayout(selection: selection)), kind: "TabView", children: buildView(content, into: builder))]
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        selection = nil
    }
}

/// A style for TabView (SwiftUI's `TabViewStyle`): the tab bar, or pages.
public protocol TabViewStyle {
    var _kind: _TabViewStyleKind { get }
}

public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
    public var _kind: _TabViewStyleKind { .automatic }
}

public struct PageTabViewStyle: TabViewStyle {
    public enum IndexDisplayMode: Hashable, Sendable { case automatic, always, never }
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
    public var _kind: _TabViewStyleKind { .page }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

extension View {
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environmentWrite(\.tabViewStyle, style._kind, attribute: "tabViewStyle", style._kind.rawValue)
    }

    /// The tab's item in the tab bar: drawn in the bar, not laid out.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        attribute("tabItem", "\(V.self)")
    }

    /// A badge on a tab item or list row: drawing only.
    public func badge(_ count: Int) -> some View { attribute("badge", "\(count)") }
}

/// Where `.searchable` puts its field. On iPhone, all of them mean the navigation bar's drawer.
public struct SearchFieldPlacement: Sendable, Hashable {
    public enum NavigationBarDrawerDisplayMode: Sendable, Hashable { case automatic, always }
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }
}

/// A kind of toolbar item a view adds by default (Apple's `ToolbarDefaultItemKind`), for
/// `toolbar(removing:)`.
public struct ToolbarDefaultItemKind: Sendable, Hashable {
    let name: String
    /// The sidebar toggle a NavigationSplitView adds (iOS 17).
    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
    /// The title and subtitle in the navigation bar (iOS 18).
    public static let title = ToolbarDefaultItemKind(name: "title")
    /// The search item a `searchable` modifier adds (iOS 26).
    public static let search = ToolbarDefaultItemKind(name: "search")
}

import Foundation

// Spec §24 — what the content of a navigation container tells it about its bars: the title
// and its display mode, bars hidden, toolbar items. In SwiftUI these are preferences, values
// that flow up the view tree from the content to the container; here the modifiers write
// view traits and the container collects them from its content's subtree, outermost first
// (the first value found wins), skipping the content of containers nested inside, which
// collect their own.

enum NavigationTitleTrait {}
enum TitleDisplayModeTrait {}
enum NavigationBarVisibilityTrait {}
enum TabBarVisibilityTrait {}
enum BottomBarVisibilityTrait {}
enum ToolbarItemsTrait {}
enum SearchFieldTrait {}

extension TraitKey {
    static let navigationTitle = TraitKey(NavigationTitleTrait.self)
    static let titleDisplayMode = TraitKey(TitleDisplayModeTrait.self)
    static let navigationBarVisibility = TraitKey(NavigationBarVisibilityTrait.self)
    static let tabBarVisibility = TraitKey(TabBarVisibilityTrait.self)
    static let bottomBarVisibility = TraitKey(BottomBarVisibilityTrait.self)
    static let toolbarItems = TraitKey(ToolbarItemsTrait.self)
    static let searchField = TraitKey(SearchFieldTrait.self)
}

/// A container that collects its own content's preferences (NavigationStack, TabView, …).
protocol NavigationContainerLayout: ContainerLayout {}

struct NavigationPreferences {
    var title: String?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var navigationBar: Visibility?
    var tabBar: Visibility?
    var bottomBar: Visibility?
    /// Whether some toolbar item asked for the bottom bar.
    var hasBottomBarItems = false
    /// Whether the content is `.searchable`.
    var hasSearchField = false

    /// Collected from the subtree at `root`, skipping the subtrees of nested navigation
    /// containers for which `skips` holds.
    init(tree: ViewTree, root: Int, skips: (any NavigationContainerLayout) -> Bool = { _ in true }) {
        let depth = tree[root].depth
        var id = root
        while id < tree.count && (id == root || tree[id].depth > depth) {
            let node = tree[id]
            if id != root, case let .container(layout as any NavigationContainerLayout) = node.layout, skips(layout) {
                id += 1
                while id < tree.count && tree[id].depth > node.depth { id += 1 }
                continue
            }
            if !node.traits.isEmpty { read(node.traits) }
            id += 1
        }
    }

    private mutating func read(_ traits: [TraitKey: TraitValue]) {
        func value<T>(_ key: TraitKey, _ type: T.Type) -> T? { traits[key]?.value as? T }
        title = title ?? value(.navigationTitle, String.self)
        displayMode = displayMode ?? value(.titleDisplayMode, NavigationBarItem.TitleDisplayMode.self)
        navigationBar = navigationBar ?? value(.navigationBarVisibility, Visibility.self)
        tabBar = tabBar ?? value(.tabBarVisibility, Visibility.self)
        bottomBar = bottomBar ?? value(.bottomBarVisibility, Visibility.self)
        if let items = value(.toolbarItems, [ToolbarItemPlacement].self), items.contains(.bottomBar) {
            hasBottomBarItems = true
        }
        if traits[.searchField] != nil { hasSearchField = true }
    }

    /// The navigation bar's height: none when hidden; a large title (the default when there
    /// is a title, §24.3) adds 52 in regular height, a search field its drawer below the title.
    /// UNCERTAIN: without a title the bar is inline (UIKit collapses an empty large title).
    func navigationBarHeight(_ regime: BarMetrics.Regime) -> CGFloat {
        guard navigationBar != .hidden else { return 0 }
        let large = !(title ?? "").isEmpty && displayMode != .inline
        return BarMetrics.navigationBar(regime, largeTitle: large, searchField: hasSearchField)
    }

    /// The bottom toolbar's height: shown when an item is placed in it and it is not hidden.
    func bottomBarHeight(_ regime: BarMetrics.Regime) -> CGFloat {
        hasBottomBarItems && bottomBar != .hidden ? BarMetrics.toolbar(regime) : 0
    }
}

/// A container's content hosted between bars (spec §24.2): the content is proposed what the
/// bars leave of the container, is placed centred in it like a root view (§9), and sees a safe
/// area made of the bars added to the container's own, extended under the outer insets the
/// container touches — so the content's `ignoresSafeArea` reaches under the bars and the
/// status bar. The bars take no part in sizing: a container given a size takes it without
/// asking its content.
struct BarredContent {
    var top: CGFloat = 0
    var bottom: CGFloat = 0

    func size(for proposal: ProposedViewSize, content: LayoutProxy) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        // UNCERTAIN: an unspecified axis hugs the content plus the bars.
        let size = content.size(in: contentProposal(for: proposal))
        return CGSize(width: proposal.width ?? size.width, height: proposal.height ?? size.height + top + bottom)
    }

    /// What the bars leave of `proposal` for the content; spec §20.3's container size while
    /// the container lays out for `proposal` (its safe-area insets are the bars).
    func contentProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
        var inner = proposal
        inner.height = inner.height.map { max($0 - top - bottom, 0) }
        return inner
    }

    func geometry(of content: LayoutProxy, in frame: CGRect, outer: SafeAreaGeometry) -> ChildGeometry {
        let extended = frame.outset(by: outer.insets(of: frame))
        let safe = frame.inset(by: EdgeInsets(top: top, bottom: bottom))
        let proposal = ProposedViewSize(safe.size)
        let size = content.size(in: proposal)
        func centring(_ available: CGFloat, _ length: CGFloat) -> CGFloat {
            length.isFinite ? (available - length) / 2 : 0
        }
        let origin = CGPoint(x: safe.minX + centring(safe.width, size.width), y: safe.minY + centring(safe.height, size.height))
        return ChildGeometry(node: content.node, origin: origin, size: ViewSize(size, proposal: proposal),
                             safeArea: outer.adding(bounds: extended, safe: safe))
    }
}

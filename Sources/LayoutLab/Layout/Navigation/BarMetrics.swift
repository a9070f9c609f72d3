import Foundation

// Spec §24.1 — the heights of the bars navigation containers add to their content's safe
// area. They differ between iOS releases (44 → 54 for the inline navigation bar on iOS 26),
// so they are each release's (Platform/PlatformMetrics.swift, with their sources); this file
// picks the one a container's environment calls for. The phone in portrait (compact wide,
// regular tall) is the spec's case; the rest follow UIKit's documented sizes where a source
// exists.

enum BarMetrics {
    /// NavigationSplitView's sidebar and content columns in regular width. UNCERTAIN:
    /// LayoutLab's choice (iPadOS's default sidebar width, no source found).
    static let splitViewColumnWidth: CGFloat = 320

    /// The three size regimes bars know — phone portrait, phone landscape, iPad — with the
    /// release's metrics.
    struct Regime {
        enum Kind { case phone, compactHeight, regular }
        let kind: Kind
        let metrics: PlatformMetrics
    }

    static func regime(_ environment: EnvironmentValues) -> Regime {
        let kind: Regime.Kind = environment.verticalSizeClass == .compact
            ? .compactHeight : environment.horizontalSizeClass == .regular ? .regular : .phone
        return Regime(kind: kind, metrics: environment.platformMetrics)
    }

    /// The navigation bar; a large title and a search field's drawer below it in regular
    /// height (UIKit shows large titles only there; in landscape the search field sits inside
    /// the bar, which keeps its height).
    static func navigationBar(_ regime: Regime, largeTitle: Bool, searchField: Bool = false) -> CGFloat {
        let m = regime.metrics
        let drawers = (largeTitle ? m.largeTitle : 0) + (searchField ? m.searchFieldDrawer : 0)
        switch regime.kind {
        case .phone: return m.navigationBar + drawers
        case .compactHeight: return m.compactHeightNavigationBar
        case .regular: return m.regularNavigationBar + drawers
        }
    }

    static func tabBar(_ regime: Regime) -> CGFloat {
        switch regime.kind {
        case .phone: regime.metrics.tabBar
        case .compactHeight: regime.metrics.compactHeightTabBar
        case .regular: regime.metrics.regularTabBar
        }
    }

    static func toolbar(_ regime: Regime) -> CGFloat {
        switch regime.kind {
        case .phone: regime.metrics.toolbar
        case .compactHeight: regime.metrics.compactHeightToolbar
        case .regular: regime.metrics.regularToolbar
        }
    }
}

import Foundation

// Spec §24.1 — the heights of the bars navigation containers add to their content's safe
// area, with their sources: one line per number. The phone in portrait (compact wide, regular
// tall) is the spec's case; the rest follow UIKit's documented sizes where a source exists.

enum BarMetrics {
    /// Navigation bar with an inline title, iPhone portrait: 44 [OBS useyourloaf "Supporting
    /// iPhone X"; hacknicity "iPad Navigation Bar and Toolbar Height Changes in iOS 12";
    /// openradar 20262590: UINavigationBar intrinsic height 44 portrait, 32 landscape].
    static let navigationBar: CGFloat = 44
    /// A large title adds 52: a 96 pt bar [OBS hacknicity]. UNCERTAIN for iOS 17/18 (measured on
    /// iOS 11/12).
    static let largeTitle: CGFloat = 52
    /// iPhone in landscape (compact height): a 32 pt bar [OBS openradar 20262590] and no large
    /// title (UIKit shows large titles only in regular height). UNCERTAIN for iOS 17/18.
    static let compactHeightNavigationBar: CGFloat = 32
    /// iPad (regular in both): 50 since iOS 12 [OBS hacknicity]; large titles add the same 52
    /// (UNCERTAIN: measured on iPhone).
    static let regularNavigationBar: CGFloat = 50
    /// `.searchable`'s field in the bar's drawer, below the title: a 36 pt field with 8 above
    /// and below, 52 (UISearchBar in a navigation item). UNCERTAIN: no measurement of iOS 17/18
    /// found; on iPhone every placement (automatic, navigationBarDrawer, toolbar, sidebar) puts
    /// it there, shown from the start. In landscape UIKit puts the field inside the bar, which
    /// keeps its height.
    static let searchFieldDrawer: CGFloat = 52

    /// Tab bar above the home indicator: 49 [OBS 365dos "iOS Tab Bar 高度详解", weak source];
    /// with the 34 pt home indicator the bottom inset is 83 (§24.1).
    static let tabBar: CGFloat = 49
    /// UNCERTAIN: the compact tab bar of an iPhone in landscape, 32, and the iPad's, 50
    /// (LayoutLab's choice; iPadOS 18 floats its tab bar at the top, which LayoutLab does not model).
    static let compactHeightTabBar: CGFloat = 32
    static let regularTabBar: CGFloat = 50

    /// Bottom toolbar (`ToolbarItem(placement: .bottomBar)`): 44, 32 in landscape, 50 on iPad,
    /// like the navigation bar [OBS hacknicity, for iPad and iPhone toolbars]. UNCERTAIN for
    /// iOS 17/18.
    static let toolbar: CGFloat = 44
    static let compactHeightToolbar: CGFloat = 32
    static let regularToolbar: CGFloat = 50

    /// NavigationSplitView's sidebar and content columns in regular width. UNCERTAIN:
    /// LayoutLab's choice (iPadOS's default sidebar width, no source found).
    static let splitViewColumnWidth: CGFloat = 320

    /// The three size regimes bars know: phone portrait, phone landscape, iPad.
    enum Regime { case phone, compactHeight, regular }

    static func regime(_ environment: EnvironmentValues) -> Regime {
        if environment.verticalSizeClass == .compact { return .compactHeight }
        return environment.horizontalSizeClass == .regular ? .regular : .phone
    }

    static func navigationBar(_ regime: Regime, largeTitle: Bool, searchField: Bool = false) -> CGFloat {
        let drawers = (largeTitle ? Self.largeTitle : 0) + (searchField ? searchFieldDrawer : 0)
        switch regime {
        case .phone: return navigationBar + drawers
        case .compactHeight: return compactHeightNavigationBar
        case .regular: return regularNavigationBar + drawers
        }
    }

    static func tabBar(_ regime: Regime) -> CGFloat {
        switch regime {
        case .phone: tabBar
        case .compactHeight: compactHeightTabBar
        case .regular: regularTabBar
        }
    }

    static func toolbar(_ regime: Regime) -> CGFloat {
        switch regime {
        case .phone: toolbar
        case .compactHeight: compactHeightToolbar
        case .regular: regularToolbar
        }
    }
}

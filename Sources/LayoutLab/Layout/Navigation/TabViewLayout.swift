import Foundation

// Spec §24 — TabView. It takes the size it is offered and shows one tab: the one whose tag is
// the selection, else the first (the others are not laid out, as SwiftUI makes a tab's views
// only when it is shown). The tab is hosted above the tab bar (BarredContent): 49 pt on an
// iPhone in portrait (BarMetrics), none when the tab's content hides it
// (`.toolbar(.hidden, for: .tabBar)`). §24.3: a TabView's content on an iPhone 16 Pro is
// proposed (402, 729); a NavigationStack in it gives its own content (402, 633).
// `.tabViewStyle(.page)`: no bar; the page fills the TabView.

struct TabViewLayout: NavigationContainerLayout {
    /// The bound selection when the TabView was made; nil shows the first tab.
    let selection: AnyHashable?

    func makeComputer(engine: LayoutEngine, node: Int, children: [Int]) -> NodeComputer {
        TabViewComputer(engine: engine, node: node, children: children, selection: selection)
    }
}

final class TabViewComputer: NodeComputer {
    private let selection: AnyHashable?

    init(engine: LayoutEngine, node: Int, children: [Int], selection: AnyHashable?) {
        self.selection = selection
        super.init(engine: engine, node: node, children: children)
    }

    /// The tab shown, found by tag once every computer exists.
    private lazy var shown: Int? = children.isEmpty ? nil : engine.index(ofTag: selection, among: children) ?? 0

    private lazy var bars: BarredContent = {
        let environment = engine.environment(of: node)
        guard environment.tabViewStyle == .automatic, let shown else { return BarredContent() }
        // The tab bar's visibility comes from the tab, NavigationStacks in it included.
        let preferences = NavigationPreferences(tree: engine.tree, root: children[shown]) { $0 is TabViewLayout }
        guard preferences.tabBar != .hidden else { return BarredContent() }
        return BarredContent(bottom: BarMetrics.tabBar(BarMetrics.regime(environment)))
    }()

    /// §20.3 — a tab is a container: what the tab bar leaves of the size the TabView lays out for.
    private var containerSize = CGSize(width: CGFloat.infinity, height: .infinity)

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard let shown else { return proposal.replacingUnspecifiedDimensions() }
        containerSize = bars.contentProposal(for: proposal).containerSize
        return bars.size(for: proposal, content: proxy(shown))
    }

    override func childGeometries(at size: ViewSize, origin: CGPoint) -> [ChildGeometry] {
        guard let shown else { return [] }
        containerSize = bars.contentProposal(for: ProposedViewSize(size.value)).containerSize
        return [bars.geometry(of: proxy(shown), in: CGRect(origin: origin, size: size.value), outer: engine.safeArea(of: node))]
    }

    override func containerRelativeSize(forChildAt order: Int) -> CGSize? { containerSize }

    override func orientation(ofChildAt order: Int) -> ChildOrientation { .layered }
}

/// The built-in tab view styles (SwiftUI's `TabViewStyle` values on iOS).
public enum _TabViewStyleKind: String, Hashable, Sendable {
    case automatic, page
}

private struct TabViewStyleKey: EnvironmentKey { static let defaultValue = _TabViewStyleKind.automatic }

extension EnvironmentValues {
    var tabViewStyle: _TabViewStyleKind {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }
}

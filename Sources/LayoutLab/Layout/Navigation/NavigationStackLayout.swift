import Foundation

// Spec §24 — NavigationStack (and NavigationView, laid out the same). The stack takes the
// size it is offered; its content (the root view; a destination is never shown) is hosted
// below the navigation bar and above a bottom toolbar if one has items (BarredContent):
// 44 with an inline title, 96 with a large title (the default once there is a title), none
// when hidden (BarMetrics, §24.1). Toolbar items go in the bars: they change nothing else.
// §24.3: on an iPhone 16 Pro the content of a large-title stack is proposed (402, 682) and
// its top safe-area inset is 62 + 96 = 158.

struct NavigationStackLayout: NavigationContainerLayout {
    func makeComputer(engine: LayoutEngine, node: Int, children: [Int]) -> NodeComputer {
        NavigationStackComputer(engine: engine, node: node, children: children)
    }
}

final class NavigationStackComputer: NodeComputer {
    private lazy var bars: BarredContent = {
        NavigationStackComputer.bars(for: children[0], engine: engine, regime: BarMetrics.regime(engine.environment(of: node)))
    }()

    /// The bars over a navigation column whose content is `content`.
    static func bars(for content: Int, engine: LayoutEngine, regime: BarMetrics.Regime) -> BarredContent {
        let preferences = NavigationPreferences(tree: engine.tree, root: content)
        return BarredContent(top: preferences.navigationBarHeight(regime), bottom: preferences.bottomBarHeight(regime))
    }

    /// §20.3 — a NavigationStack is a container: what its bars leave of the size it lays out for.
    private var containerSize = CGSize(width: CGFloat.infinity, height: .infinity)

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        containerSize = bars.contentProposal(for: proposal).containerSize
        return bars.size(for: proposal, content: proxy(0))
    }

    override func childGeometries(at size: ViewSize, origin: CGPoint) -> [ChildGeometry] {
        containerSize = bars.contentProposal(for: ProposedViewSize(size.value)).containerSize
        return [bars.geometry(of: proxy(0), in: CGRect(origin: origin, size: size.value), outer: engine.safeArea(of: node))]
    }

    override func containerRelativeSize(forChildAt order: Int) -> CGSize? { containerSize }

    override func orientation(ofChildAt order: Int) -> ChildOrientation { .layered }
}

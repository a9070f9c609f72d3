import Foundation

// Spec §24 — NavigationSplitView. In a compact width (every iPhone but the large ones in
// landscape) it collapses into a stack showing its sidebar, laid out as a NavigationStack
// whose root is the sidebar. In a regular width its columns sit side by side, each a
// navigation column with its own bars: the sidebar (and the content column of a three-column
// view) 320 wide, the detail the rest (BarMetrics, UNCERTAIN; iPadOS may hide the sidebar in
// portrait, which LayoutLab does not model).

struct NavigationSplitViewLayout: NavigationContainerLayout {
    func makeComputer(engine: LayoutEngine, node: Int, children: [Int]) -> NodeComputer {
        if engine.environment(of: node).horizontalSizeClass == .regular {
            return NavigationSplitViewComputer(engine: engine, node: node, children: children)
        }
        return NavigationStackComputer(engine: engine, node: node, children: [children[0]])
    }
}

final class NavigationSplitViewComputer: NodeComputer {
    private lazy var columns: [BarredContent] = {
        let regime = BarMetrics.regime(engine.environment(of: node))
        return children.map { NavigationStackComputer.bars(for: $0, engine: engine, regime: regime) }
    }()

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func childGeometries(at size: ViewSize, origin: CGPoint) -> [ChildGeometry] {
        let outer = engine.safeArea(of: node)
        var x = origin.x
        return children.indices.map { index in
            let isDetail = index == children.count - 1
            let width = isDetail ? max(origin.x + size.value.width - x, 0) : BarMetrics.splitViewColumnWidth
            let column = CGRect(x: x, y: origin.y, width: width, height: size.value.height)
            x += width
            return columns[index].geometry(of: proxy(index), in: column, outer: outer)
        }
    }

    override func orientation(ofChildAt order: Int) -> ChildOrientation { .layered }
}

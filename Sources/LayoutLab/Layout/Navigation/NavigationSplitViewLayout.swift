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

    /// §20.3 — each column is a container: what its bars leave of it, once placed.
    private var columnSizes: [CGSize] = []

    override func childGeometries(at size: ViewSize, origin: CGPoint) -> [ChildGeometry] {
        let outer = engine.safeArea(of: node)
        var x = origin.x
        let frames = children.indices.map { index in
            let isDetail = index == children.count - 1
            let width = isDetail ? max(origin.x + size.value.width - x, 0) : BarMetrics.splitViewColumnWidth
            defer { x += width }
            return CGRect(x: x, y: origin.y, width: width, height: size.value.height)
        }
        // Known before the columns' content is sized for them.
        columnSizes = frames.indices.map { columns[$0].contentProposal(for: ProposedViewSize(frames[$0].size)).containerSize }
        return frames.indices.map { columns[$0].geometry(of: proxy($0), in: frames[$0], outer: outer) }
    }

    /// The columns' content is asked nothing before they are placed (the view takes its
    /// proposal); until then a column's size is not known.
    override func containerRelativeSize(forChildAt order: Int) -> CGSize? {
        order < columnSizes.count ? columnSizes[order] : CGSize(width: CGFloat.infinity, height: .infinity)
    }

    override func orientation(ofChildAt order: Int) -> ChildOrientation { .layered }
}

import Foundation

// Spec §4.6 — `.ignoresSafeArea(_:edges:)`. Sizing passes through. At placement the child
// is proposed the view's size grown by the safe-area insets its frame touches on the chosen
// edges, and moved by minus those insets, so it extends under the bars. Example: a root
// `Color.red.ignoresSafeArea()` on a 402×874 screen with insets 62/34 is sized (402, 778)
// at y = 62, then re-proposed (402, 874) at y = 0 (INF).

struct SafeAreaIgnoringLayout: UnaryLayout {
    let edges: Edge.Set

    var placementDependsOnPosition: Bool { true }

    func sizeThatFits(in proposal: ProposedViewSize, child: LayoutProxy) -> CGSize {
        child.size(in: proposal)
    }

    func placement(of child: LayoutProxy, in context: PlacementContext) -> Placement {
        let frame = CGRect(origin: context.origin, size: context.size.value)
        let safe = context.safeArea.safe, screen = context.safeArea.screen
        // An edge touching (or beyond) the safe area's edge extends to the screen's edge.
        let tolerance: CGFloat = 0.001
        func extent(_ edge: Edge) -> CGFloat {
            guard edges.contains(Edge.Set(edge)) else { return 0 }
            switch edge {
            case .top: return frame.minY <= safe.minY + tolerance ? max(frame.minY - screen.minY, 0) : 0
            case .leading: return frame.minX <= safe.minX + tolerance ? max(frame.minX - screen.minX, 0) : 0
            case .bottom: return frame.maxY >= safe.maxY - tolerance ? max(screen.maxY - frame.maxY, 0) : 0
            case .trailing: return frame.maxX >= safe.maxX - tolerance ? max(screen.maxX - frame.maxX, 0) : 0
            }
        }
        let insets = EdgeInsets(top: extent(.top), leading: extent(.leading), bottom: extent(.bottom), trailing: extent(.trailing))
        let size = context.size.value
        return Placement(
            proposal: ProposedViewSize(width: size.width + insets.leading + insets.trailing,
                                       height: size.height + insets.top + insets.bottom),
            at: CGPoint(x: -insets.leading, y: -insets.top))
    }
}

import Foundation

// Spec §4.1 — `.padding`. The child is proposed the proposal minus the insets, floored at 0
// (nil stays nil), in sizing and placement alike; the padding reports the child's size plus
// the insets and places the child at (leading, top). Priority 0. Edges with a non-zero
// inset publish plain-view spacing.

struct PaddingLayout: UnaryLayout {
    /// `.padding()` with no length: the environment's default padding, 16 on iOS.
    static let defaultLength: CGFloat = 16

    let insets: EdgeInsets

    func sizeThatFits(in proposal: ProposedViewSize, child: LayoutProxy) -> CGSize {
        let size = child.size(in: proposal.inset(by: insets))
        return CGSize(width: size.width + insets.leading + insets.trailing,
                      height: size.height + insets.top + insets.bottom)
    }

    func placement(of child: LayoutProxy, in context: PlacementContext) -> Placement {
        Placement(proposal: context.proposal.inset(by: insets), at: CGPoint(x: insets.leading, y: insets.top))
    }

    func spacing(child: LayoutProxy) -> Spacing {
        var spacing = child.spacing
        spacing.reset(ViewSpacing.absolute(insets.nonZeroEdges))
        return spacing
    }
}

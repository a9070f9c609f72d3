import Foundation

// Spec §20.1 — `.position(x:y:)` / `.position(_:)`.
// Sizing: when both components of the proposal are numbers (0 and ∞ included) the position
// view reports the proposal without asking its child; otherwise each nil component is the
// child's answer to that same proposal. So in a stack it is as flexible as can be (min 0,
// max ∞ on both axes).
// Placement: the child is proposed the position view's own size and placed with its centre
// at (x, y) of the position view; the child is first asked then, in the placement pass.
// Spacing: none (apps linked on iOS 15+). Priority 0.
// §20.2: unlike `.offset`, this changes layout: the view takes the whole proposal, and a
// `.frame(maxWidth: .infinity)` inside it becomes as wide as it, centred on x.

struct PositionLayout: UnaryLayout {
    let position: CGPoint

    func sizeThatFits(in proposal: ProposedViewSize, child: LayoutProxy) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let size = child.size(in: proposal)
        return CGSize(width: proposal.width ?? size.width, height: proposal.height ?? size.height)
    }

    func placement(of child: LayoutProxy, in context: PlacementContext) -> Placement {
        Placement(proposal: ProposedViewSize(context.size.value), anchoring: .center, at: position)
    }

    func spacing(child: LayoutProxy) -> Spacing { .empty }
}

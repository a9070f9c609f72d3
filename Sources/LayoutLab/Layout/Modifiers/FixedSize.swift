import Foundation

// Spec §4.2 — `.fixedSize(horizontal:vertical:)`. The child is proposed nil on each fixed
// axis, the rest unchanged, in sizing and placement; the answer passes through unchanged
// (it may exceed the proposal); the child is centred; the child's priority passes through.

struct FixedSizeLayout: UnaryLayout {
    let horizontal: Bool
    let vertical: Bool

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func sizeThatFits(in proposal: ProposedViewSize, child: LayoutProxy) -> CGSize {
        child.size(in: childProposal(proposal))
    }

    func placement(of child: LayoutProxy, in context: PlacementContext) -> Placement {
        Placement(proposal: childProposal(context.proposal), aligning: .center, in: context.size.value)
    }

    func layoutPriority(child: LayoutProxy) -> Double { child.layoutPriority }
}

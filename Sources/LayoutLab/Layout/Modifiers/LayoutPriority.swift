import Foundation

// Spec §4.4 — `.layoutPriority(_:)`: transparent for proposals, sizes and placement (the
// child is centred in its own size); sets the priority the enclosing stack reads (§1.6).

struct LayoutPriorityLayout: UnaryLayout {
    let priority: Double

    func sizeThatFits(in proposal: ProposedViewSize, child: LayoutProxy) -> CGSize {
        child.size(in: proposal)
    }

    func placement(of child: LayoutProxy, in context: PlacementContext) -> Placement {
        Placement(proposal: context.proposal, aligning: .center, in: context.size.value)
    }

    func layoutPriority(child: LayoutProxy) -> Double { priority }
}

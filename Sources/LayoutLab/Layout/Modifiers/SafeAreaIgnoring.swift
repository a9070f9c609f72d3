import Foundation

// Spec §4.6 — `.ignoresSafeArea(_:edges:)`. Sizing passes through. At placement the child
// is proposed the view's received proposal grown by the safe-area insets its frame touches on
// the chosen edges (nil stays nil; OpenSwiftUI `_SafeAreaRegionsIgnoringLayout`, audited
// complete), and moved by minus those insets, so it extends under the bars. Example: a root
// `Color.red.ignoresSafeArea()` on a 402×874 screen with insets 62/34 is sized (402, 778)
// at y = 62, then re-proposed (402, 874) at y = 0 (INF).
// The insets come from the safe area the view was placed in, which containers change: inside
// a NavigationStack the bar is part of it, inside a `.safeAreaInset` the inset content is
// (§20.4, §24.2; `SafeAreaGeometry`). LayoutLab models no keyboard, so ignoring only the
// `.keyboard` region changes nothing.

struct SafeAreaIgnoringLayout: UnaryLayout {
    let regions: SafeAreaRegions
    let edges: Edge.Set

    var placementDependsOnPosition: Bool { true }

    func sizeThatFits(in proposal: ProposedViewSize, child: LayoutProxy) -> CGSize {
        child.size(in: proposal)
    }

    func placement(of child: LayoutProxy, in context: PlacementContext) -> Placement {
        let frame = CGRect(origin: context.origin, size: context.size.value)
        let insets = regions.contains(.container) ? context.safeArea.insets(of: frame, edges: edges) : EdgeInsets()
        let proposal = context.proposal
        return Placement(
            proposal: ProposedViewSize(width: proposal.width.map { $0 + insets.leading + insets.trailing },
                                       height: proposal.height.map { $0 + insets.top + insets.bottom }),
            at: CGPoint(x: -insets.leading, y: -insets.top))
    }
}

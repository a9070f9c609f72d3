import Foundation

// Spec §3.1 — `.frame(width:height:alignment:)`.
// Sizing: both dimensions given → that size, without asking the child. Otherwise the child
// is asked with the given dimensions substituted into the proposal, and the frame reports
// the given dimensions or the child's.
// Placement: the child gets the frame's received proposal with the given dimensions
// substituted, aligned by the frame's alignment (it may overflow). Priority 0.

struct FixedFrameLayout: UnaryLayout {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    /// Negative or non-finite dimensions are dropped with a runtime warning (apps linked on
    /// iOS 14+). SwiftUI checks the width for both: a bad height survives when the width is
    /// good (OpenSwiftUI reproduces this quirk; spec §3.1).
    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        func isInvalid(_ length: CGFloat?) -> Bool { length.map { LengthRule.dimension.problem(with: $0) != nil } ?? false }
        self.width = isInvalid(width) ? nil : width
        self.height = isInvalid(width) ? nil : height
        self.alignment = alignment
    }

    /// Both dimensions given: the frame's size, whatever the proposal, without asking the child.
    var knownSizing: KnownSizing {
        guard let width, let height else { return .measured }
        return .fixed(CGSize(width: width, height: height))
    }

    /// Both dimensions given: the child is proposed the frame's size.
    var placesChildWithFixedProposal: Bool { width != nil && height != nil }

    func sizeThatFits(in proposal: ProposedViewSize, child: LayoutProxy) -> CGSize {
        if case let .fixed(size) = knownSizing { return size }
        let size = child.size(in: ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
        return CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    @inline(__always)
    func placement(of child: LayoutProxy, in context: PlacementContext) -> Placement {
        let proposal = ProposedViewSize(width: width ?? context.proposal.width, height: height ?? context.proposal.height)
        return alignedPlacement(of: child, in: context.size.value, alignment: alignment, childProposal: proposal)
    }

    /// Edges along a fixed dimension publish plain-view spacing (iOS 15+).
    func spacing(child: LayoutProxy) -> Spacing {
        var spacing = child.spacing
        spacing.reset((width != nil ? Spacing.edges(of: .horizontal) : []) + (height != nil ? Spacing.edges(of: .vertical) : []))
        return spacing
    }
}

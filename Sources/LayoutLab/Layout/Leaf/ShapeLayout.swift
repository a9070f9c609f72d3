import Foundation

// Spec §2.1 — Color, Rectangle, RoundedRectangle, Capsule, Ellipse and other shapes:
// the proposal, each nil replaced by 10. Circle (apps linked on iOS 16+) answers the
// largest square that fits. Color has no layout engine of its own, so no memo (spec §1.4).

struct ShapeLayout: LeafLayout, @unchecked Sendable {
    let sizing: (ProposedViewSize) -> CGSize
    let hasSizeCache: Bool

    func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> CGSize {
        sizing(proposal)
    }

    /// A view that takes whatever it is offered (nil becomes 10).
    static let fill = ShapeLayout(sizing: { $0.replacingUnspecifiedDimensions() }, hasSizeCache: true)
    /// Color: the same answers, without a memo.
    static let color = ShapeLayout(sizing: { $0.replacingUnspecifiedDimensions() }, hasSizeCache: false)

    /// Circle's square sizing (spec §2.1; UNCERTAIN: from OpenSwiftUI only — if wrong,
    /// Circle behaves like Rectangle; this is the one place to change it).
    static func square(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        let side = min(size.width, size.height)
        return CGSize(width: side, height: side)
    }
}

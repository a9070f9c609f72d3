import Foundation

// ProgressView, as LayoutLab models it (not in the spec; documented in README):
// a determinate (linear) bar takes the proposed width (nil → 10, like a shape) and is 4 pt
// tall, the height of iOS's default progress bar; an indeterminate spinner is 20 × 20 pt
// whatever it is offered, the size of iOS's medium activity indicator.

struct ProgressViewLayout: LeafLayout {
    let isLinear: Bool

    static let barHeight: CGFloat = 4
    static let spinnerSide: CGFloat = 20

    func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> CGSize {
        isLinear
            ? CGSize(width: proposal.width ?? 10, height: Self.barHeight)
            : CGSize(width: Self.spinnerSide, height: Self.spinnerSide)
    }
}

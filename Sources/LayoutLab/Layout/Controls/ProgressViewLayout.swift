import Foundation

// Spec §22.4 — ProgressView: a determinate (linear) bar takes the proposed width (nil → 10,
// like a shape) and is 4 pt tall; an indeterminate spinner is 20 × 20 pt whatever it is
// offered. The numbers are in ControlMetrics (UNCERTAIN).

struct ProgressViewLayout: LeafLayout {
    let isLinear: Bool

    func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> CGSize {
        isLinear
            ? CGSize(width: proposal.width ?? ControlMetrics.progressBarUnspecifiedWidth, height: ControlMetrics.progressBarHeight)
            : CGSize(width: ControlMetrics.spinnerSide, height: ControlMetrics.spinnerSide)
    }
}

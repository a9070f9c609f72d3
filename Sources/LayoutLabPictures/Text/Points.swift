import Foundation
import LayoutLab

/// Lengths as people read them: at most two decimals (`TraceFormatting.length`, the one
/// function that rounds a number for presentation), and frames as pictures label them.
public enum Points {
    public static func text(_ value: CGFloat) -> String { TraceFormatting.length(value) }

    /// `94.33 × 20.33`.
    public static func size(_ size: CGSize) -> String { TraceFormatting.size(size) }

    /// `(154, 441)`.
    public static func point(_ point: CGPoint) -> String { TraceFormatting.point(point) }

    /// `300 × nil`, `300 × ∞`.
    public static func proposal(_ proposal: ProposedViewSize) -> String { TraceFormatting.proposal(proposal) }

    /// `x 154 y 441 94.33 × 20.33`.
    public static func frame(_ frame: CGRect) -> String {
        "x \(text(frame.origin.x)) y \(text(frame.origin.y)) \(size(frame.size))"
    }
}

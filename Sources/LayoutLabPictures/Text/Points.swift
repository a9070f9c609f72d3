import Foundation
import LayoutLab

/// Lengths as people read them: at most two decimals, no trailing zeros (`94.33`, `154`,
/// `0.5`), infinity as `∞`. The one place LayoutLab rounds a number for presentation; stored
/// and machine-readable values keep full precision.
public enum Points {
    public static func text(_ value: CGFloat) -> String {
        if value.isNaN { return "nan" }
        if value == .infinity { return "∞" }
        if value == -.infinity { return "-∞" }
        let hundredths = (Double(value) * 100).rounded()
        guard abs(hundredths) < 1e15 else { return String(format: "%.0f", Double(value)) }
        if hundredths == 0 { return "0" }
        // The double nearest to k/100 prints as k/100: Swift's shortest round-tripping form.
        if hundredths.truncatingRemainder(dividingBy: 100) == 0 { return String(Int64(hundredths / 100)) }
        return (hundredths / 100).description
    }

    /// `94.33 × 20.33`.
    public static func size(_ size: CGSize) -> String { "\(text(size.width)) × \(text(size.height))" }

    /// `(154, 441)`.
    public static func point(_ point: CGPoint) -> String { "(\(text(point.x)), \(text(point.y)))" }

    /// `300 × nil`, `300 × ∞`.
    public static func proposal(_ proposal: ProposedViewSize) -> String {
        "\(proposal.width.map(text) ?? "nil") × \(proposal.height.map(text) ?? "nil")"
    }

    /// `x 154 y 441 94.33 × 20.33`.
    public static func frame(_ frame: CGRect) -> String {
        "x \(text(frame.origin.x)) y \(text(frame.origin.y)) \(size(frame.size))"
    }
}

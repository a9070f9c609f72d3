import Foundation

/// What SwiftUI accepts for a length a modifier takes, and what is wrong with one it does
/// not. The rule lives here, with the engine, for both front ends: the Swift API records the
/// problem as the node's warning (SwiftUI logs it at run time and drops the value); the
/// source front end reports it as an error at the argument, since a file that passes such a
/// value is almost always mistaken.
public enum LengthRule: Sendable {
    /// A fixed frame dimension: finite and not negative (spec §3.1, "Invalid frame dimension").
    case dimension
    /// A flexible frame's minimum or ideal, a Spacer's minimum length: finite and not negative.
    case minimum
    /// A flexible frame's maximum: not negative; `.infinity` is allowed.
    case maximum
    /// Padding, spacing and offsets: finite (negative values are legal SwiftUI).
    case signed
    /// An aspect ratio or a scale factor: finite and positive.
    case ratio
    /// Any number but NaN.
    case number

    /// Why `value` is not valid here, or nil when it is.
    public func problem(with value: CGFloat) -> String? {
        switch self {
        case .dimension where value.isNaN || value < 0 || !value.isFinite: "must be a finite, non-negative number"
        case .minimum where value.isNaN || value < 0 || !value.isFinite: "must be a finite, non-negative number"
        case .maximum where value.isNaN || value < 0: "must be a non-negative number or .infinity"
        case .signed where !value.isFinite: "must be a finite number"
        case .ratio where !value.isFinite || value <= 0: "must be a finite, positive number"
        case .number where value.isNaN: "must be a number"
        default: nil
        }
    }
}

/// A flexible frame's bounds on one axis, as SwiftUI normalises them (spec §3.2).
public enum FrameBounds {
    /// Whether the bounds contradict each other once normalised (a minimum above a maximum):
    /// SwiftUI logs "Contradictory frame constraints specified" and lays the frame out anyway.
    public static func areContradictory(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) -> Bool {
        FlexFrameLayout.Bounds(min: min, ideal: ideal, max: max).isContradictory
    }
}

import Foundation

// Apple's `print` shows a CGFloat as Double's description and a CGSize/CGPoint as `(w, h)`;
// Linux Foundation prints `CGSize(width:height:)`. The inspector format needs Apple's form.

extension CGFloat {
    /// The number as Swift's `Double.description` writes it: `300.0`, `94.33333333333333`, `inf`.
    public var swiftDescription: String { Double(self).description }
}

extension CGSize {
    /// `(94.33333333333333, 20.333333333333332)`, as `print(size)` shows it on Apple platforms.
    public var appleDescription: String { "(\(width.swiftDescription), \(height.swiftDescription))" }
}

extension CGPoint {
    /// `(153.83333333333334, 440.83333333333337)`, as `print(point)` shows it on Apple platforms.
    public var appleDescription: String { "(\(x.swiftDescription), \(y.swiftDescription))" }
}

import Foundation

/// A view's answers to the three conventional proposals, and its priority: what seed 002's
/// `TestLayout` prints for a subview, and what seed 004 calls its minimum, ideal and
/// maximum sizes.
public struct Flexibility: Hashable, Sendable {
    /// The answer to `.zero`.
    public var minimum: CGSize
    /// The answer to `.unspecified`.
    public var ideal: CGSize
    /// The answer to `.infinity`.
    public var maximum: CGSize
    public var layoutPriority: Double

    /// The four lines `TestLayout` prints: `# minSize (8.0, 8.0)` … `# layoutPriority -inf`.
    public var testLayoutLines: [String] {
        ["# minSize \(minimum.appleDescription)", "# idealSize \(ideal.appleDescription)",
         "# maxSize \(maximum.appleDescription)", "# layoutPriority \(layoutPriority)"]
    }
}

extension ViewTree {
    /// Measures `node` where it stands in the tree (its container decides, for example, a
    /// Spacer's axis) on a fresh engine: the side copy leaves any recorded trace untouched.
    public func flexibility(of node: Int, configuration: LayoutConfiguration = LayoutConfiguration()) -> Flexibility {
        let engine = LayoutEngine(tree: self, configuration: configuration, sink: nil)
        return withStackSize(forDepth: maximumDepth) {
            Flexibility(
                minimum: engine.sizeThatFits(node, .zero), ideal: engine.sizeThatFits(node, .unspecified),
                maximum: engine.sizeThatFits(node, .infinity), layoutPriority: engine.layoutPriority(node))
        }
    }
}

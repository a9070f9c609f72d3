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

    public init(minimum: CGSize, ideal: CGSize, maximum: CGSize, layoutPriority: Double) {
        self.minimum = minimum
        self.ideal = ideal
        self.maximum = maximum
        self.layoutPriority = layoutPriority
    }

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
        flexibilities(of: [node], configuration: configuration)[0]
    }

    /// Measures each of `nodes` as `flexibility(of:)` does, on one side engine: a size depends
    /// only on the node and its proposal (spec §1.4, which is why sizes may be cached), so the
    /// answers one node's measurement caches are the ones another's would compute again.
    public func flexibilities(of nodes: [Int], configuration: LayoutConfiguration = LayoutConfiguration()) -> [Flexibility] {
        guard !nodes.isEmpty else { return [] }
        let engine = LayoutEngine(tree: self, configuration: configuration, sink: nil)
        return LargeStack.run(forDepth: maximumDepth) {
            SideMeasurement.run { nodes.map { node in
                Flexibility(
                    minimum: engine.sizeThatFits(node, .zero), ideal: engine.sizeThatFits(node, .unspecified),
                    maximum: engine.sizeThatFits(node, .infinity), layoutPriority: engine.layoutPriority(node))
            } }
        }
    }
}

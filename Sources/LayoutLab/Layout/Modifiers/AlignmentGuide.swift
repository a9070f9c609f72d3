import Foundation

// Spec §1.3 — `.alignmentGuide(_:computeValue:)`: transparent for size, spacing and layout
// priority; it replaces the explicit value of one guide with the closure's answer, computed
// from the child's dimensions.

struct AlignmentGuideLayout: ContainerLayout, @unchecked Sendable {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    func makeComputer(engine: LayoutEngine, node: Int, children: [Int]) -> NodeComputer {
        AlignmentGuideComputer(engine: engine, node: node, child: children[0], writer: self)
    }
}

/// `.alignmentGuide`: the child's layout, except for one guide (spec §1.3).
final class AlignmentGuideComputer: TransparentComputer {
    let writer: AlignmentGuideLayout

    init(engine: LayoutEngine, node: Int, child: Int, writer: AlignmentGuideLayout) {
        self.writer = writer
        super.init(engine: engine, node: node, children: [child])
    }

    /// The guide writer is the same view as its child: same place, same size.
    override func childGeometries(at size: ViewSize, origin: CGPoint) -> [ChildGeometry] {
        [ChildGeometry(node: children[0], origin: origin, size: size)]
    }

    override func explicitAlignment(_ key: AlignmentKey, at size: ViewSize) -> CGFloat? {
        guard writer.key == key else { return super.explicitAlignment(key, at: size) }
        return writer.computeValue(engine.dimensions(children[0], size))
    }
}


import Foundation

// Spec §5 — overlay and background. The modified view's layout is the primary's: same size,
// priority, spacing and guides; the secondary never influences sizing. At placement the
// secondary is proposed the primary's final size and aligned with it by the modifier's
// alignment: origin = primary's guide value − secondary's guide value. `.border` is an
// overlay of a stroked Rectangle.

class SecondaryLayerComputer: TransparentComputer {
    let layer: SecondaryLayerLayout

    init(engine: LayoutEngine, node: Int, children: [Int], layer: SecondaryLayerLayout) {
        self.layer = layer
        super.init(engine: engine, node: node, children: children)
    }

    override func childGeometries(at size: ViewSize, origin: CGPoint) -> [ChildGeometry] {
        layer.childGeometries(at: size, origin: origin, primary: proxy(0), secondary: proxy(1))
    }
    /// The secondary content is an implicit ZStack (spec §5); the primary is transparent.
    override func orientation(ofChildAt order: Int) -> ChildOrientation { order > 0 ? .layered : .transparent }
}

struct SecondaryLayerLayout: Sendable {
    enum Role: String, Sendable { case overlay, background }

    let role: Role
    let alignment: Alignment

    /// UNCERTAIN (spec §11): the order of sibling subtrees in the placement pass is not
    /// pinned down; LayoutLab places the primary's subtree first, then the secondary's.
    func childGeometries(at size: ViewSize, origin: CGPoint, primary: LayoutProxy, secondary: LayoutProxy) -> [ChildGeometry] {
        let primaryDimensions = primary.engine.dimensions(primary.node, size)
        let secondaryDimensions = secondary.dimensions(in: ProposedViewSize(size.value))
        let local = CGPoint(
            x: primaryDimensions[alignment.horizontal.key] - secondaryDimensions[alignment.horizontal.key],
            y: primaryDimensions[alignment.vertical.key] - secondaryDimensions[alignment.vertical.key])
        return [
            ChildGeometry(node: primary.node, origin: origin, size: size),
            ChildGeometry(node: secondary.node, origin: local.offset(by: origin), size: secondaryDimensions.size),
        ]
    }
}

extension SecondaryLayerLayout: ContainerLayout {
    func makeComputer(engine: LayoutEngine, node: Int, children: [Int]) -> NodeComputer {
        SecondaryLayerComputer(engine: engine, node: node, children: children, layer: self)
    }
}

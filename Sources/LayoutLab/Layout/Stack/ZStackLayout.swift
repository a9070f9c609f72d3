import Foundation

// Spec §7 — ZStack. Sizing: the children with the highest priority P are proposed the
// ZStack's own proposal, in declaration order; the rest are not asked. Placement: every child
// is proposed the ZStack's final size; per axis the alignment line is the largest guide value
// among the priority-P children, and each child's origin is that line minus its own value.

final class ZStackComputer: LayeredComputer {
    let zStack: ZStackLayout

    init(engine: LayoutEngine, node: Int, children: [Int], zStack: ZStackLayout) {
        self.zStack = zStack
        super.init(engine: engine, node: node, children: children)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { zStack.sizeThatFits(proposal, children: proxies) }
    override func childGeometries(at size: ViewSize, origin: CGPoint) -> [ChildGeometry] {
        zStack.childGeometries(at: size, origin: origin, children: proxies)
    }
}

struct ZStackLayout: Sendable {
    let alignment: Alignment

    /// UNCERTAIN (spec §7, §14.1): OpenSwiftUI reports the largest child size; a device
    /// observation (fieldguide) shows a ZStack growing around a child shifted by an explicit
    /// guide. We follow the spec's recommendation: the bounding box of the priority-P children
    /// aligned as in placement — the same as the largest size when no child has an explicit
    /// guide. This is the one place that makes the choice.
    static let sizesToAlignedBoundingBox = true

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutProxy]) -> CGSize {
        let top = topPriorityChildren(children)
        guard !top.isEmpty else { return .zero }
        if !Self.sizesToAlignedBoundingBox {
            let sizes = top.map { $0.size(in: proposal) }
            return CGSize(width: sizes.map(\.width).max()!, height: sizes.map(\.height).max()!)
        }
        let dimensions = top.map { $0.dimensions(in: proposal) }
        func extent(_ axis: Axis) -> CGFloat {
            // A child infinite on the axis (a flexible view measured at ∞) makes the box as
            // infinite as the largest size would be; aligning infinities would give ∞ − ∞.
            if dimensions.contains(where: { !$0.size[axis].isFinite }) { return dimensions.map { $0.size[axis] }.max()! }
            let key = alignment[axis]
            let line = dimensions.map { $0[key] }.max()!
            return dimensions.map { line - $0[key] + $0.size[axis] }.max()!
        }
        return CGSize(width: extent(.horizontal), height: extent(.vertical))
    }

    func childGeometries(at size: ViewSize, origin: CGPoint, children: [LayoutProxy]) -> [ChildGeometry] {
        let proposal = ProposedViewSize(size.value)
        let dimensions = children.map { $0.dimensions(in: proposal) }
        let topPriority = children.map(\.layoutPriority).max() ?? 0
        let top = children.indices.filter { children[$0].layoutPriority == topPriority }
        func line(_ axis: Axis) -> CGFloat { top.map { dimensions[$0][alignment[axis]] }.max() ?? 0 }
        let lineX = line(.horizontal), lineY = line(.vertical)
        return children.indices.map { index in
            let d = dimensions[index]
            let local = CGPoint(x: lineX - d[alignment.horizontal.key], y: lineY - d[alignment.vertical.key])
            return ChildGeometry(node: children[index].node, origin: local.offset(by: origin), size: d.size)
        }
    }

    private func topPriorityChildren(_ children: [LayoutProxy]) -> [LayoutProxy] {
        let priorities = children.map(\.layoutPriority)
        guard let top = priorities.max() else { return [] }
        return children.indices.filter { priorities[$0] == top }.map { children[$0] }
    }
}

extension ZStackLayout: ContainerLayout {
    func makeComputer(engine: LayoutEngine, node: Int, children: [Int]) -> NodeComputer {
        ZStackComputer(engine: engine, node: node, children: children, zStack: self)
    }
}

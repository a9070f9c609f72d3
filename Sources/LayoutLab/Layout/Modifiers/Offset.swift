import Foundation

// Spec §4.5, §20.2 — `.offset(x:y:)` is a geometry effect: sizes, proposals, neighbours and
// the positions layout computes stay the same; the view and everything inside it are drawn
// shifted. Offsets add up along the way to the root, so a view is drawn at its layout frame
// moved by the offsets of itself and of every ancestor, whichever order the modifiers were
// written in. Global coordinates read during layout (`GeometryProxy.frame(in: .global)`, anchors)
// are drawn ones [INF: SwiftUI converts them through each view's transform, which includes
// geometry effects].
//
// Other geometry effects (rotationEffect, scaleEffect) stay attributes: a rectangle cannot
// describe what they draw.

extension ViewTree {
    /// How far `node` is drawn from where layout put it: its offsets and its ancestors'.
    func drawingOffset(of node: Int) -> CGSize {
        var total = CGSize.zero
        var current: Int? = node
        while let id = current {
            total.width += nodes[id].effects.offset.width
            total.height += nodes[id].effects.offset.height
            current = nodes[id].parent
        }
        return total
    }

    /// `frame` moved by the drawing offset of `node`.
    func drawnFrame(_ frame: CGRect, of node: Int) -> CGRect {
        let offset = drawingOffset(of: node)
        return frame.offsetBy(dx: offset.width, dy: offset.height)
    }
}

extension LayoutResult {
    /// Where `node` is drawn, in global coordinates: its layout frame moved by its own and its
    /// ancestors' `.offset`s (spec §20.2). What a picture of the layout draws; `frame(of:)` is
    /// what layout computed.
    public func drawnFrame(of node: Int) -> CGRect? {
        frame(of: node).map { tree.drawnFrame($0, of: node) }
    }

    /// The drawing offset of `node` (the sum of the `.offset`s on it and its ancestors).
    public func drawingOffset(of node: Int) -> CGSize { tree.drawingOffset(of: node) }
}

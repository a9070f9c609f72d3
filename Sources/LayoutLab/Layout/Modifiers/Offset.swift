import Foundation

// Spec §4.5, §20.2 — `.offset(x:y:)` is a geometry effect: sizes, proposals, neighbours and
// the positions layout computes stay the same; the view and everything inside it are drawn
// shifted. Offsets add up along the way to the root, so a view is drawn at its layout frame
// moved by the offsets of itself and of every ancestor, whichever order the modifiers were
// written in. Global coordinates read during layout (`GeometryProxy.frame(in: .global)`, anchors)
// are drawn ones [INF: SwiftUI converts them through each view's transform, which includes
// geometry effects].
//
// Issue 33 rule 5 — `.scaleEffect` and `.rotationEffect` are geometry effects too: layout is
// unchanged (Apple: rotationEffect "has no effect on the view's frame"), and a frame read in
// global coordinates is transformed, about the anchor in the layout frame of the view they
// modify, as the smallest rectangle holding the transformed corners (a rotated view's anchor
// bounds grow so: harshil.net/blog/swiftui-rotationeffect-is-kinda-funky; UIKit's frame under a
// transform is the same bounding box: swiftbysundell.com/tips/uiview-bounds-and-transforms).
// A view's effects apply innermost first, then its ancestors'. Pictures still draw only the
// offsets (`drawingOffset`): a rectangle cannot show a rotation.

extension ViewTree {
    /// The sum of the `.offset`s on `node` and its ancestors.
    func drawingOffset(of node: Int) -> CGSize {
        var total = CGSize.zero
        var current: Int? = node
        while let id = current {
            for case let .offset(offset) in nodes[id].effects.geometryEffects {
                total.width += offset.width
                total.height += offset.height
            }
            current = nodes[id].parent
        }
        return total
    }

    /// `frame`, the layout frame of `node`, as drawn: transformed by the geometry effects of
    /// `node` and of its ancestors, each about its view's layout frame (`layoutFrame`; an
    /// ancestor is placed before the views inside it, so its frame is known).
    func drawnFrame(_ frame: CGRect, of node: Int, layoutFrame: (Int) -> CGRect?) -> CGRect {
        var rect = frame
        // The corners once a scale or rotation applies; offsets alone keep `rect` exact.
        var corners: [CGPoint]?
        var current: Int? = node
        while let id = current {
            for effect in nodes[id].effects.geometryEffects {
                if case let .offset(offset) = effect, corners == nil {
                    rect = rect.offsetBy(dx: offset.width, dy: offset.height)
                    continue
                }
                let viewFrame = id == node ? frame : layoutFrame(id) ?? frame
                corners = (corners ?? [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)])
                    .map { effect.apply(to: $0, in: viewFrame) }
            }
            current = nodes[id].parent
        }
        guard let corners else { return rect }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

extension LayoutResult {
    /// Where `node` is drawn, in global coordinates: its layout frame transformed by its own and
    /// its ancestors' geometry effects (spec §20.2, issue 33 rule 5); `frame(of:)` is what
    /// layout computed.
    public func drawnFrame(of node: Int) -> CGRect? {
        frame(of: node).map { tree.drawnFrame($0, of: node, layoutFrame: frame(of:)) }
    }

    /// The drawing offset of `node` (the sum of the `.offset`s on it and its ancestors).
    public func drawingOffset(of node: Int) -> CGSize { tree.drawingOffset(of: node) }
}

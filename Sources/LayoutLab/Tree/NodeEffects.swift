import Foundation

/// What a node does that is not layout, recorded on the node the modifiers wrap (like drawing
/// attributes): its geometry effects (spec §4.5, §20.2) and its preference modifiers, each in
/// the order they were applied, innermost first (see Preferences/).
struct NodeEffects: @unchecked Sendable {
    /// `.offset`, `.scaleEffect` and `.rotationEffect`: they move its drawing and its
    /// subtree's, not its layout (see Layout/Modifiers/Offset.swift).
    var geometryEffects: [GeometryEffect] = []
    var preferences: [PreferenceModifier] = []
}

/// A geometry effect: a transform of where a view is drawn, about an anchor in its layout frame.
enum GeometryEffect: Sendable {
    case offset(CGSize)
    case scale(x: CGFloat, y: CGFloat, anchor: UnitPoint)
    case rotation(radians: Double, anchor: UnitPoint)

    /// Where `point` (global) is drawn once this effect applies to a view laid out at `frame`.
    func apply(to point: CGPoint, in frame: CGRect) -> CGPoint {
        func about(_ anchor: UnitPoint, _ map: (CGFloat, CGFloat) -> CGPoint) -> CGPoint {
            let centre = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
            let moved = map(point.x - centre.x, point.y - centre.y)
            return CGPoint(x: centre.x + moved.x, y: centre.y + moved.y)
        }
        switch self {
        case let .offset(offset):
            return CGPoint(x: point.x + offset.width, y: point.y + offset.height)
        case let .scale(x, y, anchor):
            return about(anchor) { CGPoint(x: $0 * x, y: $1 * y) }
        case let .rotation(radians, anchor):
            let cosine = CGFloat(cos(radians)), sine = CGFloat(sin(radians))
            // y grows downwards, so a positive angle turns clockwise on screen, as in SwiftUI.
            return about(anchor) { CGPoint(x: $0 * cosine - $1 * sine, y: $0 * sine + $1 * cosine) }
        }
    }
}

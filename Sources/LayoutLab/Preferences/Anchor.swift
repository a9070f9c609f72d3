import Foundation

// Anchors: a geometry value (a rectangle or a point) of one view, passed up in a preference and
// read by another view in its own coordinates through `GeometryProxy[anchor]` (OpenSwiftUI
// `Anchor.swift`, audited complete). LayoutLab makes an anchor once layout is done, from the
// view's drawn global frame (spec §20.2: offsets move it), and converts it by subtracting the
// reading proxy's global origin.

/// An opaque geometry value of a view, resolved by a `GeometryProxy` (mirrors SwiftUI).
public struct Anchor<Value>: @unchecked Sendable {
    /// The value in global coordinates.
    let global: Value
    /// The value seen from a coordinate space whose origin is at the given global point.
    let relative: (Value, CGPoint) -> Value

    /// What an anchor is made of: a rectangle or a point of the view, in its own coordinates.
    public struct Source: @unchecked Sendable {
        /// The anchor for a view whose drawn global bounds are the argument.
        let make: (CGRect) -> Anchor<Value>
    }
}

extension Anchor: Equatable where Value: Equatable {
    public static func == (a: Anchor, b: Anchor) -> Bool { a.global == b.global }
}

extension Anchor: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(global) }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { rect(nil) }

    /// A rectangle in the view's coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { rect(Optional(r)) }

    private static func rect(_ local: CGRect?) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { bounds in
            let global = local.map { $0.offsetBy(dx: bounds.minX, dy: bounds.minY) } ?? bounds
            return Anchor(global: global) { $0.offsetBy(dx: -$1.x, dy: -$1.y) }
        }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's coordinates.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { bounds in
            Anchor(global: CGPoint(x: bounds.minX + p.x, y: bounds.minY + p.y)) { CGPoint(x: $0.x - $1.x, y: $0.y - $1.y) }
        }
    }

    /// A point of the view's bounds, as a fraction of its size.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { bounds in
            point(CGPoint(x: p.x * bounds.width, y: p.y * bounds.height)).make(bounds)
        }
    }

    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// The anchor's value in this proxy's coordinates.
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.relative(anchor.global, globalOrigin) }
}

import Foundation

/// The horizontal or vertical dimension in a 2D coordinate system.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal = 0
    case vertical = 1

    /// A set of axes, as `ViewThatFits(in:)` and `.fixedSize` take them.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1 << 0)
        public static let vertical = Set(rawValue: 1 << 1)
    }

    var other: Axis { self == .horizontal ? .vertical : .horizontal }
    var set: Set { self == .horizontal ? .horizontal : .vertical }
}

extension Axis.Set {
    /// What node attributes show: `horizontal`, `vertical`, `horizontal, vertical`, or `none`.
    var names: String {
        let names = Axis.allCases.filter { contains($0.set) }.map { $0 == .horizontal ? "horizontal" : "vertical" }
        return names.isEmpty ? "none" : names.joined(separator: ", ")
    }
}

extension CGSize {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal { width = newValue } else { height = newValue }
        }
    }

    init(_ length: CGFloat, in axis: Axis, by other: CGFloat) {
        self = axis == .horizontal
            ? CGSize(width: length, height: other)
            : CGSize(width: other, height: length)
    }
}

extension CGPoint {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set {
            if axis == .horizontal { x = newValue } else { y = newValue }
        }
    }

    init(_ value: CGFloat, in axis: Axis, by other: CGFloat) {
        self = axis == .horizontal ? CGPoint(x: value, y: other) : CGPoint(x: other, y: value)
    }

    /// The position of a child whose local origin is `self` inside a parent at `parent`,
    /// added in the order SwiftUI adds them (local + parent).
    func offset(by parent: CGPoint) -> CGPoint {
        CGPoint(x: x + parent.x, y: y + parent.y)
    }
}

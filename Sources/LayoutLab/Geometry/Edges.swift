import Foundation

/// An edge of a rectangle, in the layout direction (left-to-right only in this model).
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }

    var axis: Axis { self == .top || self == .bottom ? .vertical : .horizontal }
}

public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading, trailing
    var edge: Edge { self == .leading ? .leading : .trailing }
}

public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top, bottom
    var edge: Edge { self == .top ? .top : .bottom }
}

/// The inset distances for the sides of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// `length` on each edge in `edges`, zero elsewhere.
    init(_ length: CGFloat, edges: Edge.Set) {
        self.init(
            top: edges.contains(.top) ? length : 0,
            leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0,
            trailing: edges.contains(.trailing) ? length : 0)
    }

    subscript(edge: Edge) -> CGFloat {
        switch edge {
        case .top: top
        case .leading: leading
        case .bottom: bottom
        case .trailing: trailing
        }
    }

    /// The edges whose inset is not zero.
    var nonZeroEdges: Edge.Set {
        Edge.Set(Edge.allCases.filter { self[$0] != 0 }.map(Edge.Set.init))
    }
}

/// A normalized 2D point in a view's coordinate space: `(0, 0)` is the top-leading corner.
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat = 0, y: CGFloat = 0) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension EdgeInsets {
    /// The two insets along `axis`: leading + trailing, or top + bottom.
    func sum(along axis: Axis) -> CGFloat { axis == .horizontal ? leading + trailing : top + bottom }

    var isFinite: Bool { [top, leading, bottom, trailing].allSatisfy(\.isFinite) }

    /// Non-finite insets replaced by 0.
    var finite: EdgeInsets {
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        return EdgeInsets(top: clean(top), leading: clean(leading), bottom: clean(bottom), trailing: clean(trailing))
    }

    /// These insets with those of `other` on `edges`.
    func replacing(_ edges: Edge.Set, with other: EdgeInsets) -> EdgeInsets {
        func pick(_ edge: Edge) -> CGFloat { edges.contains(Edge.Set(edge)) ? other[edge] : self[edge] }
        return EdgeInsets(top: pick(.top), leading: pick(.leading), bottom: pick(.bottom), trailing: pick(.trailing))
    }

    mutating func add(_ other: EdgeInsets) {
        top += other.top
        leading += other.leading
        bottom += other.bottom
        trailing += other.trailing
    }
}

extension CGRect {
    /// The rectangle grown by `insets` on each side.
    func outset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: minX - insets.leading, y: minY - insets.top,
               width: width + insets.leading + insets.trailing, height: height + insets.top + insets.bottom)
    }

    /// The rectangle shrunk by `insets` on each side (never below zero size).
    func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: minX + insets.leading, y: minY + insets.top,
               width: max(width - insets.leading - insets.trailing, 0),
               height: max(height - insets.top - insets.bottom, 0))
    }
}

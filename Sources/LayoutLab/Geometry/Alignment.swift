import Foundation

/// A type that identifies an alignment guide and gives its default value (mirrors SwiftUI).
public protocol AlignmentID {
    /// The guide's value for a view that does not set it explicitly.
    static func defaultValue(in context: ViewDimensions) -> CGFloat

    /// Folds the `n`th child's explicit value into the container's value (spec §1.3).
    /// The default averages the children that define the guide.
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?)
}

extension AlignmentID {
    public static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        let previous = n == 0 ? childValue : parentValue!
        let count = CGFloat(n)
        parentValue = (previous * count + childValue) / (count + 1)
    }
}

/// The standard frame guides (leading, center, trailing, top, bottom) are never
/// propagated from children to containers (spec §1.3).
protocol FrameAlignmentID: AlignmentID {}

extension FrameAlignmentID {
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {}
}

enum LeadingAlignmentID: FrameAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}
enum HorizontalCenterAlignmentID: FrameAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 }
}
enum TrailingAlignmentID: FrameAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width }
}
enum TopAlignmentID: FrameAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}
enum VerticalCenterAlignmentID: FrameAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
}
enum BottomAlignmentID: FrameAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}
/// Baselines default to the bottom edge; a container's first baseline is its children's
/// smallest, its last baseline their largest (spec §1.3).
enum FirstTextBaselineAlignmentID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        parentValue = min(parentValue ?? childValue, childValue)
    }
}
enum LastTextBaselineAlignmentID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        parentValue = max(parentValue ?? childValue, childValue)
    }
}

/// One guide on one axis: what alignment queries are keyed by.
struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: any AlignmentID.Type
    let axis: Axis

    static func == (a: AlignmentKey, b: AlignmentKey) -> Bool {
        a.axis == b.axis && ObjectIdentifier(a.id) == ObjectIdentifier(b.id)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }

    func defaultValue(in d: ViewDimensions) -> CGFloat { id.defaultValue(in: d) }

    /// The container's explicit value from its children's explicit values (nil = not set).
    func combineExplicit(_ values: some Sequence<CGFloat?>) -> CGFloat? {
        var result: CGFloat?
        var n = 0
        for case let value? in values {
            id._combineExplicit(childValue: value, n, into: &result)
            n += 1
        }
        return result
    }

    /// A readable name: `leading`, `center`, `firstTextBaseline`, or a custom ID's type name.
    var name: String {
        switch ObjectIdentifier(id) {
        case ObjectIdentifier(LeadingAlignmentID.self): "leading"
        case ObjectIdentifier(HorizontalCenterAlignmentID.self), ObjectIdentifier(VerticalCenterAlignmentID.self): "center"
        case ObjectIdentifier(TrailingAlignmentID.self): "trailing"
        case ObjectIdentifier(TopAlignmentID.self): "top"
        case ObjectIdentifier(BottomAlignmentID.self): "bottom"
        case ObjectIdentifier(FirstTextBaselineAlignmentID.self): "firstTextBaseline"
        case ObjectIdentifier(LastTextBaselineAlignmentID.self): "lastTextBaseline"
        default: String(describing: id)
        }
    }
}

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, Sendable {
    let key: AlignmentKey
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id, axis: .horizontal) }

    public static let leading = HorizontalAlignment(LeadingAlignmentID.self)
    public static let center = HorizontalAlignment(HorizontalCenterAlignmentID.self)
    public static let trailing = HorizontalAlignment(TrailingAlignmentID.self)
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, Sendable {
    let key: AlignmentKey
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id, axis: .vertical) }

    public static let top = VerticalAlignment(TopAlignmentID.self)
    public static let center = VerticalAlignment(VerticalCenterAlignmentID.self)
    public static let bottom = VerticalAlignment(BottomAlignmentID.self)
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineAlignmentID.self)
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineAlignmentID.self)
}

/// An alignment in both axes.
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    subscript(axis: Axis) -> AlignmentKey {
        axis == .horizontal ? horizontal.key : vertical.key
    }

    var name: String {
        let h = horizontal.key.name, v = vertical.key.name
        if h == "center" && v == "center" { return "center" }
        if h == "center" { return v }
        if v == "center" { return h }
        return v + h.prefix(1).uppercased() + h.dropFirst()
    }
}

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
        averageExplicit(childValue: childValue, n, into: &parentValue)
    }
}

/// The running mean of the children that define a custom guide (spec §21.2 rule 2).
func averageExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
    let previous = n == 0 ? childValue : parentValue ?? childValue
    let count = CGFloat(n)
    parentValue = (previous * count + childValue) / (count + 1)
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
///
/// A guide is either a compiled `AlignmentID` type (identity: the type) or a guide an
/// interpreter made at run time (identity: its name, spec §21.1), which cannot declare types.
struct AlignmentKey: Hashable, @unchecked Sendable {
    enum Identity {
        /// One of SwiftUI's own guides: its default is a switch rather than a call through
        /// the type (stacks and frames ask for one at every child's every size).
        case standard(StandardGuide)
        case type(any AlignmentID.Type)
        case runtime(RuntimeAlignmentID)
    }

    enum StandardGuide: CaseIterable {
        case leading, horizontalCenter, trailing, top, verticalCenter, bottom, firstTextBaseline, lastTextBaseline

        /// The guide `id` names, if it is one of SwiftUI's own.
        init?(_ id: any AlignmentID.Type) {
            guard let guide = Self.allCases.first(where: { ObjectIdentifier($0.id) == ObjectIdentifier(id) }) else { return nil }
            self = guide
        }

        var id: any AlignmentID.Type {
            switch self {
            case .leading: LeadingAlignmentID.self
            case .horizontalCenter: HorizontalCenterAlignmentID.self
            case .trailing: TrailingAlignmentID.self
            case .top: TopAlignmentID.self
            case .verticalCenter: VerticalCenterAlignmentID.self
            case .bottom: BottomAlignmentID.self
            case .firstTextBaseline: FirstTextBaselineAlignmentID.self
            case .lastTextBaseline: LastTextBaselineAlignmentID.self
            }
        }

        /// The name a trace and a diagnostic show.
        var name: String {
            switch self {
            case .leading: "leading"
            case .horizontalCenter, .verticalCenter: "center"
            case .trailing: "trailing"
            case .top: "top"
            case .bottom: "bottom"
            case .firstTextBaseline: "firstTextBaseline"
            case .lastTextBaseline: "lastTextBaseline"
            }
        }

        /// The ID type's `defaultValue`, called on the concrete type (inlined), not through `id`.
        @inline(__always)
        func defaultValue(in d: ViewDimensions) -> CGFloat {
            switch self {
            case .leading: LeadingAlignmentID.defaultValue(in: d)
            case .horizontalCenter: HorizontalCenterAlignmentID.defaultValue(in: d)
            case .trailing: TrailingAlignmentID.defaultValue(in: d)
            case .top: TopAlignmentID.defaultValue(in: d)
            case .verticalCenter: VerticalCenterAlignmentID.defaultValue(in: d)
            case .bottom: BottomAlignmentID.defaultValue(in: d)
            case .firstTextBaseline: FirstTextBaselineAlignmentID.defaultValue(in: d)
            case .lastTextBaseline: LastTextBaselineAlignmentID.defaultValue(in: d)
            }
        }
    }

    let identity: Identity
    let axis: Axis
    /// `identity`'s guide when it is one of SwiftUI's own, kept beside it: reading a trivial
    /// optional costs nothing, where switching over `identity` copies it through its value
    /// witness (its run-time case holds a reference), and frames and stacks read a standard
    /// guide's default at every child's every size (issue 36 item 1).
    private let standardGuide: StandardGuide?

    init(id: any AlignmentID.Type, axis: Axis) {
        standardGuide = StandardGuide(id)
        identity = standardGuide.map(Identity.standard) ?? .type(id)
        self.axis = axis
    }

    init(runtime: RuntimeAlignmentID, axis: Axis) {
        standardGuide = nil
        identity = .runtime(runtime)
        self.axis = axis
    }

    static func == (a: AlignmentKey, b: AlignmentKey) -> Bool {
        guard a.axis == b.axis else { return false }
        if let x = a.standardGuide, let y = b.standardGuide { return x == y }
        switch (a.identity, b.identity) {
        case let (.standard(x), .standard(y)): return x == y
        case let (.type(x), .type(y)): return ObjectIdentifier(x) == ObjectIdentifier(y)
        case let (.runtime(x), .runtime(y)): return x === y || x.name == y.name
        default: return false
        }
    }

    func hash(into hasher: inout Hasher) {
        switch identity {
        case let .standard(guide): hasher.combine(ObjectIdentifier(guide.id))
        case let .type(id): hasher.combine(ObjectIdentifier(id))
        case let .runtime(id): hasher.combine(id.name)
        }
        hasher.combine(axis)
    }

    func defaultValue(in d: ViewDimensions) -> CGFloat {
        if let standardGuide { return standardGuide.defaultValue(in: d) }
        return switch identity {
        case let .standard(guide): guide.defaultValue(in: d)
        case let .type(id): id.defaultValue(in: d)
        case let .runtime(id): id.defaultValue(d)
        }
    }

    /// The container's explicit value from its children's explicit values (nil = not set).
    func combineExplicit(_ values: some Sequence<CGFloat?>) -> CGFloat? {
        var result: CGFloat?
        var n = 0
        for case let value? in values {
            switch identity {
            case let .standard(guide): guide.id._combineExplicit(childValue: value, n, into: &result)
            case let .type(id): id._combineExplicit(childValue: value, n, into: &result)
            case .runtime: averageExplicit(childValue: value, n, into: &result)
            }
            n += 1
        }
        return result
    }

    /// A readable name: `leading`, `center`, `firstTextBaseline`, a custom ID's type name,
    /// or a run-time guide's name.
    var name: String {
        switch identity {
        case let .runtime(id): id.name
        case let .standard(guide): guide.name
        case let .type(id): String(describing: id)
        }
    }
}

/// A guide made at run time: its identity is its name, its default value a closure, and its
/// children's explicit values are averaged as any custom guide's are (spec §21.2).
final class RuntimeAlignmentID: @unchecked Sendable {
    let name: String
    let defaultValue: (ViewDimensions) -> CGFloat

    init(name: String, defaultValue: @escaping (ViewDimensions) -> CGFloat) {
        self.name = name
        self.defaultValue = defaultValue
    }
}

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Hashable, Sendable {
    let key: AlignmentKey
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id, axis: .horizontal) }
    init(key: AlignmentKey) { self.key = key }

    /// A guide for an interpreter that cannot declare an `AlignmentID` type: guides with the
    /// same name are the same guide; `defaultValue` answers for views with no explicit value.
    ///
    ///     let midA = HorizontalAlignment(runtimeID: "midA") { d in d[HorizontalAlignment.center] }
    ///     VStack(alignment: midA) { … }
    @_spi(Interpreter)
    public init(runtimeID name: String, defaultValue: @escaping (ViewDimensions) -> CGFloat) {
        key = AlignmentKey(runtime: RuntimeAlignmentID(name: name, defaultValue: defaultValue), axis: .horizontal)
    }

    public static let leading = HorizontalAlignment(LeadingAlignmentID.self)
    public static let center = HorizontalAlignment(HorizontalCenterAlignmentID.self)
    public static let trailing = HorizontalAlignment(TrailingAlignmentID.self)
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Hashable, Sendable {
    let key: AlignmentKey
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id, axis: .vertical) }
    init(key: AlignmentKey) { self.key = key }

    /// A guide for an interpreter that cannot declare an `AlignmentID` type (see
    /// `HorizontalAlignment.init(runtimeID:defaultValue:)`).
    @_spi(Interpreter)
    public init(runtimeID name: String, defaultValue: @escaping (ViewDimensions) -> CGFloat) {
        key = AlignmentKey(runtime: RuntimeAlignmentID(name: name, defaultValue: defaultValue), axis: .vertical)
    }

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

import Foundation

/// The spacing preferences a view publishes on its edges; stacks with `spacing: nil`
/// derive the gap between neighbours from them (spec §6.2).
struct Spacing: Equatable, Sendable {
    enum Category: Hashable {
        case edgeAboveText, edgeBelowText, edgeLeftText, edgeRightText, textToText
    }

    /// Edges in absolute terms; layout is left-to-right, so leading is left.
    enum AbsoluteEdge: Hashable, CaseIterable {
        case top, left, bottom, right

        var axis: Axis { self == .top || self == .bottom ? .vertical : .horizontal }
    }

    struct Key: Hashable {
        var category: Category?
        var edge: AbsoluteEdge
    }

    struct TextMetrics: Equatable, Sendable {
        var ascent: CGFloat
        var descent: CGFloat
        var leading: CGFloat
        var pixelLength: CGFloat
    }

    enum Value: Equatable, Sendable {
        case distance(CGFloat)
        case topTextMetrics(TextMetrics)
        case bottomTextMetrics(TextMetrics)

        /// The gap between two facing values of one category.
        func distance(to other: Value) -> CGFloat? {
            switch (self, other) {
            case let (.distance(a), .distance(b)): a + b
            case let (.distance(a), _): a
            case let (_, .distance(b)): b
            case let (.bottomTextMetrics(upper), .topTextMetrics(_)),
                 let (.topTextMetrics(_), .bottomTextMetrics(upper)):
                // Text above Text: the upper font's leading on the pixel grid (iOS 17+).
                (upper.leading / upper.pixelLength).rounded(.up) * upper.pixelLength
            default: nil
            }
        }

        var magnitude: CGFloat {
            switch self {
            case let .distance(d): d
            case let .topTextMetrics(m), let .bottomTextMetrics(m): m.ascent + m.descent + m.leading
            }
        }
    }

    var minima: [Key: Value]

    init(minima: [Key: Value]) { self.minima = minima }

    /// What a plain view (shape, colour, image, frame or padding around them) publishes.
    static let plain = Spacing(minima: [
        Key(category: .edgeBelowText, edge: .top): .distance(0),
        Key(category: .edgeAboveText, edge: .bottom): .distance(0),
        Key(category: .edgeRightText, edge: .left): .distance(0),
        Key(category: .edgeLeftText, edge: .right): .distance(0),
    ])

    static let empty = Spacing(minima: [:])

    /// Zero, without category, on the given edges: what a Spacer publishes (spec §2.2).
    static func zero(on edges: [AbsoluteEdge]) -> Spacing {
        Spacing(minima: Dictionary(uniqueKeysWithValues: edges.map { (Key(category: nil, edge: $0), Value.distance(0)) }))
    }

    /// Resets `edges` to what a plain view publishes (frames and padding do this, spec §3.1, §4.1).
    mutating func reset(_ edges: [AbsoluteEdge]) {
        guard !edges.isEmpty else { return }
        minima = minima.filter { !edges.contains($0.key.edge) }
        for (key, value) in Spacing.plain.minima where edges.contains(key.edge) {
            minima[key] = value
        }
    }

    /// Takes the values of `other` on `edges`, keeping the larger where both have one.
    mutating func incorporate(_ edges: [AbsoluteEdge], of other: Spacing) {
        for (key, value) in other.minima where edges.contains(key.edge) {
            if let existing = minima[key], existing.magnitude >= value.magnitude { continue }
            minima[key] = value
        }
    }

    /// The gap between this view and the next one along `axis`, or nil when neither
    /// expresses a preference (the caller then uses the default 8).
    func distance(toSuccessor next: Spacing, along axis: Axis) -> CGFloat? {
        let from: AbsoluteEdge = axis == .horizontal ? .right : .bottom
        let to: AbsoluteEdge = axis == .horizontal ? .left : .top
        var best: CGFloat?
        for (key, value) in minima where key.edge == from {
            guard let category = key.category,
                  let nextValue = next.minima[Key(category: category, edge: to)],
                  let d = value.distance(to: nextValue) else { continue }
            best = max(best ?? -.infinity, d)
        }
        if let best { return best }
        let a = minima[Key(category: nil, edge: from)]
        let b = next.minima[Key(category: nil, edge: to)]
        guard a != nil || b != nil else { return nil }
        return max(a?.magnitude ?? -.infinity, b?.magnitude ?? -.infinity)
    }

    static let defaultDistance: CGFloat = 8

    static func edges(of axis: Axis) -> [AbsoluteEdge] {
        axis == .horizontal ? [.left, .right] : [.top, .bottom]
    }
}

/// A view's spacing preferences, as a custom `Layout` sees them (mirrors SwiftUI).
public struct ViewSpacing: Equatable, Sendable {
    var spacing: Spacing

    init(_ spacing: Spacing) { self.spacing = spacing }

    /// A view with no spacing preferences.
    public init() { spacing = .plain }

    public static let zero = ViewSpacing(.zero(on: Spacing.AbsoluteEdge.allCases))

    /// The preferred gap between this view and `next` along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        spacing.distance(toSuccessor: next.spacing, along: axis) ?? Spacing.defaultDistance
    }

    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        spacing.incorporate(Self.absolute(edges), of: other.spacing)
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    static func absolute(_ edges: Edge.Set) -> [Spacing.AbsoluteEdge] {
        var result: [Spacing.AbsoluteEdge] = []
        if edges.contains(.top) { result.append(.top) }
        if edges.contains(.leading) { result.append(.left) }
        if edges.contains(.bottom) { result.append(.bottom) }
        if edges.contains(.trailing) { result.append(.right) }
        return result
    }
}

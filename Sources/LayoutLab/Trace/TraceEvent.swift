import Foundation

/// One step of the layout process, in the order it happened.
///
/// A size query is two events: `proposal` when a parent asks, `report` when the child
/// answers (the child's own queries come in between). `place` is a node receiving its final
/// position; `placeSubviews` is a custom `Layout`'s `placeSubviews` running (also when it runs
/// at the origin to answer an alignment query, spec §1.5).
public struct TraceEvent: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        case proposal, report, place, placeSubviews
    }

    /// Sizing: until the root's size is known. Placement: everything after.
    public enum Pass: String, Hashable, Sendable, Codable, CaseIterable {
        case sizing, placement
    }

    /// Whether the node's memo answered (spec §1.4). `uncached`: the node keeps no memo
    /// (Color, GeometryReader, overlay/background, alignmentGuide), or the answer needed no
    /// measuring (a Text length probe).
    public enum CacheOutcome: String, Hashable, Sendable, Codable, CaseIterable {
        case miss, hit, uncached
    }

    /// Position in the run's stream, from 0.
    public var sequence: Int
    public var kind: Kind
    public var node: Int
    public var pass: Pass
    public var cache: CacheOutcome
    /// The proposal received (proposal), placed with (place) or laid out for (placeSubviews).
    public var proposal: ProposedViewSize?
    /// The size reported (report) or placed with (place, placeSubviews).
    public var size: CGSize?
    /// The global origin (place) or the bounds origin handed to `placeSubviews`.
    public var position: CGPoint?
    /// A length answered along one axis without a full size (a Text's width-0 probe).
    public var length: CGFloat?
    public var axis: Axis?
    /// Which layout of the run this event belongs to: 1, then one more each time the actions
    /// of `onPreferenceChange`/`onGeometryChange` changed state and the view was laid out again
    /// (see `ViewTree.layout(configuration:sink:maximumPasses:build:)`).
    public var layoutPass: Int

    public init(
        sequence: Int = 0, kind: Kind, node: Int, pass: Pass, cache: CacheOutcome = .uncached,
        proposal: ProposedViewSize? = nil, size: CGSize? = nil, position: CGPoint? = nil,
        length: CGFloat? = nil, axis: Axis? = nil, layoutPass: Int = 1
    ) {
        self.sequence = sequence
        self.kind = kind
        self.node = node
        self.pass = pass
        self.cache = cache
        self.proposal = proposal
        self.size = size
        self.position = position
        self.length = length
        self.axis = axis
        self.layoutPass = layoutPass
    }

    /// True when the node's own code ran: what a logging `Layout` around it would print.
    public var reachedNode: Bool { cache != .hit }
}

// Encoded as before, with `layoutPass` only when it is not 1, so traces of one layout read and
// write exactly as they did before passes existed; a missing `layoutPass` decodes as 1.
extension TraceEvent {
    enum CodingKeys: String, CodingKey {
        case sequence, kind, node, pass, cache, proposal, size, position, length, axis, layoutPass
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            sequence: try c.decode(Int.self, forKey: .sequence), kind: try c.decode(Kind.self, forKey: .kind),
            node: try c.decode(Int.self, forKey: .node), pass: try c.decode(Pass.self, forKey: .pass),
            cache: try c.decode(CacheOutcome.self, forKey: .cache),
            proposal: try c.decodeIfPresent(ProposedViewSize.self, forKey: .proposal),
            size: try c.decodeIfPresent(CGSize.self, forKey: .size),
            position: try c.decodeIfPresent(CGPoint.self, forKey: .position),
            length: try c.decodeIfPresent(CGFloat.self, forKey: .length),
            axis: try c.decodeIfPresent(Axis.self, forKey: .axis),
            layoutPass: try c.decodeIfPresent(Int.self, forKey: .layoutPass) ?? 1)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(sequence, forKey: .sequence)
        try c.encode(kind, forKey: .kind)
        try c.encode(node, forKey: .node)
        try c.encode(pass, forKey: .pass)
        try c.encode(cache, forKey: .cache)
        try c.encodeIfPresent(proposal, forKey: .proposal)
        try c.encodeIfPresent(size, forKey: .size)
        try c.encodeIfPresent(position, forKey: .position)
        try c.encodeIfPresent(length, forKey: .length)
        try c.encodeIfPresent(axis, forKey: .axis)
        if layoutPass != 1 { try c.encode(layoutPass, forKey: .layoutPass) }
    }
}

extension Axis: Codable {}

extension ProposedViewSize: Codable {
    enum CodingKeys: String, CodingKey { case width, height }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(width: try container.decodeIfPresent(Double.self, forKey: .width).map { CGFloat($0) },
                  height: try container.decodeIfPresent(Double.self, forKey: .height).map { CGFloat($0) })
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(width.map(Double.init), forKey: .width)
        try container.encode(height.map(Double.init), forKey: .height)
    }
}

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

    public init(
        sequence: Int = 0, kind: Kind, node: Int, pass: Pass, cache: CacheOutcome = .uncached,
        proposal: ProposedViewSize? = nil, size: CGSize? = nil, position: CGPoint? = nil,
        length: CGFloat? = nil, axis: Axis? = nil
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
    }

    /// True when the node's own code ran: what a logging `Layout` around it would print.
    public var reachedNode: Bool { cache != .hit }
}

extension Axis: Codable {}

extension ProposedViewSize: Codable {
    enum CodingKeys: String, CodingKey { case width, height }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        width = try container.decodeIfPresent(Double.self, forKey: .width).map { CGFloat($0) }
        height = try container.decodeIfPresent(Double.self, forKey: .height).map { CGFloat($0) }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(width.map(Double.init), forKey: .width)
        try container.encode(height.map(Double.init), forKey: .height)
    }
}

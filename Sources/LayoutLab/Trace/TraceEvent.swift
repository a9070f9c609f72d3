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
    public var node: Int
    // The optional values are stored without optionals' tag bytes (nil is a signalling NaN no
    // arithmetic makes, see `AbsentOr`): 80 bytes an event instead of 120, in every collected
    // trace. (The engine buffers compact `TraceRecord`s and makes events as sinks read them.)
    // Equality and hashing are those of the public optionals.
    private var layoutPassStorage: Int32
    public var kind: Kind
    public var pass: Pass
    public var cache: CacheOutcome
    public var axis: Axis?
    private var proposalStorage: AbsentOr<ProposedViewSize>
    private var sizeStorage: AbsentOr<CGSize>
    private var positionStorage: AbsentOr<CGPoint>
    private var lengthStorage: AbsentOr<CGFloat>

    /// The proposal received (proposal), placed with (place) or laid out for (placeSubviews).
    public var proposal: ProposedViewSize? {
        get { proposalStorage.value }
        set { proposalStorage = AbsentOr(newValue) }
    }
    /// The size reported (report) or placed with (place, placeSubviews).
    public var size: CGSize? {
        get { sizeStorage.value }
        set { sizeStorage = AbsentOr(newValue) }
    }
    /// The global origin (place) or the bounds origin handed to `placeSubviews`.
    public var position: CGPoint? {
        get { positionStorage.value }
        set { positionStorage = AbsentOr(newValue) }
    }
    /// A length answered along one axis without a full size (a Text's width-0 probe).
    public var length: CGFloat? {
        get { lengthStorage.value }
        set { lengthStorage = AbsentOr(newValue) }
    }
    /// Which layout of the run this event belongs to: 1, then one more each time the actions
    /// of `onPreferenceChange`/`onGeometryChange` changed state and the view was laid out again
    /// (see `ViewTree.layout(configuration:sink:maximumPasses:build:)`).
    public var layoutPass: Int {
        get { Int(layoutPassStorage) }
        set { layoutPassStorage = Int32(clamping: newValue) }
    }

    public init(
        sequence: Int = 0, kind: Kind, node: Int, pass: Pass, cache: CacheOutcome = .uncached,
        proposal: ProposedViewSize? = nil, size: CGSize? = nil, position: CGPoint? = nil,
        length: CGFloat? = nil, axis: Axis? = nil, layoutPass: Int = 1
    ) {
        self.sequence = sequence
        self.node = node
        self.layoutPassStorage = Int32(clamping: layoutPass)
        self.kind = kind
        self.pass = pass
        self.cache = cache
        self.axis = axis
        self.proposalStorage = AbsentOr(proposal)
        self.sizeStorage = AbsentOr(size)
        self.positionStorage = AbsentOr(position)
        self.lengthStorage = AbsentOr(length)
    }

    /// The engine's two events per size query, built with nothing to convert.
    init(query node: Int, _ proposal: ProposedViewSize, sequence: Int, pass: Pass, cache: CacheOutcome, layoutPass: Int) {
        self.sequence = sequence
        self.node = node
        self.layoutPassStorage = Int32(truncatingIfNeeded: layoutPass)
        self.kind = .proposal
        self.pass = pass
        self.cache = cache
        self.axis = nil
        self.proposalStorage = AbsentOr(present: proposal)
        self.sizeStorage = .absent
        self.positionStorage = .absent
        self.lengthStorage = .absent
    }

    init(report node: Int, _ size: CGSize, sequence: Int, pass: Pass, cache: CacheOutcome, layoutPass: Int) {
        self.sequence = sequence
        self.node = node
        self.layoutPassStorage = Int32(truncatingIfNeeded: layoutPass)
        self.kind = .report
        self.pass = pass
        self.cache = cache
        self.axis = nil
        self.proposalStorage = .absent
        self.sizeStorage = AbsentOr(present: size)
        self.positionStorage = .absent
        self.lengthStorage = .absent
    }

    public static func == (a: TraceEvent, b: TraceEvent) -> Bool {
        a.sequence == b.sequence && a.kind == b.kind && a.node == b.node && a.pass == b.pass && a.cache == b.cache
            && a.proposal == b.proposal && a.size == b.size && a.position == b.position && a.length == b.length
            && a.axis == b.axis && a.layoutPass == b.layoutPass
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(sequence)
        hasher.combine(kind)
        hasher.combine(node)
        hasher.combine(pass)
        hasher.combine(cache)
        hasher.combine(proposal)
        hasher.combine(size)
        hasher.combine(position)
        hasher.combine(length)
        hasher.combine(axis)
        hasher.combine(layoutPass)
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

/// A value made of lengths that an optional can be stored in without a tag byte: nil is the
/// value whose first length has `absentBits`, a signalling NaN no arithmetic makes (it only
/// makes quiet ones), so no length a layout computes has them.
protocol StoredWithoutTag {
    var firstLengthBits: UInt64 { get }
    /// A value whose first length has `absentBits`.
    static var absentPlaceholder: Self { get }
}

extension StoredWithoutTag {
    /// Differs from `ProposedViewSize`'s own marker for an unspecified length.
    static var absentBits: UInt64 { 0x7FF4_0000_4E4F_4E45 }
}

/// An optional `Value` in `Value`'s own bytes (see `StoredWithoutTag`).
struct AbsentOr<Value: StoredWithoutTag>: Sendable where Value: Sendable {
    private var stored: Value

    static var absent: Self { Self(present: Value.absentPlaceholder) }

    @inline(__always)
    init(present value: Value) { stored = value }

    @inline(__always)
    init(_ value: Value?) { stored = value ?? Value.absentPlaceholder }

    var value: Value? { stored.firstLengthBits == Value.absentBits ? nil : stored }
}

extension CGSize: StoredWithoutTag {
    var firstLengthBits: UInt64 { Double(width).bitPattern }
    static var absentPlaceholder: CGSize { CGSize(width: CGFloat(Double(bitPattern: absentBits)), height: 0) }
}

extension CGPoint: StoredWithoutTag {
    var firstLengthBits: UInt64 { Double(x).bitPattern }
    static var absentPlaceholder: CGPoint { CGPoint(x: CGFloat(Double(bitPattern: absentBits)), y: 0) }
}

extension CGFloat: StoredWithoutTag {
    var firstLengthBits: UInt64 { Double(self).bitPattern }
    static var absentPlaceholder: CGFloat { CGFloat(Double(bitPattern: absentBits)) }
}

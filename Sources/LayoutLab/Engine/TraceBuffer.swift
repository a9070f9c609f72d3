import Foundation

/// A layout pass's trace events not yet handed to the sink, and their numbering (see
/// `TraceSink.receive(contentsOf:)`). The engine appends one `TraceRecord` per event: a size
/// query's two events are 24 bytes each and carry neither their number (a record's place in
/// the stream is its number) nor their layout pass (one per engine). The sink gets them
/// `capacity` at a time, and the rest when the pass ends, as `TraceEvents`, which expands a
/// record into its `TraceEvent` when read (issue 36 item 3). Without a sink the records are
/// written and dropped all the same, so a run's event count is the same either way and the
/// engine's path has no branch for it.
///
/// Owned by one engine, which calls `deallocate()` once, in its `deinit`.
struct TraceBuffer {
    static let capacity = 1024

    private let sink: (any TraceSink)?
    private let records: UnsafeMutablePointer<TraceRecord>
    private let end: UnsafeMutablePointer<TraceRecord>
    /// Where the next record goes.
    private var cursor: UnsafeMutablePointer<TraceRecord>
    /// The events a record cannot hold (placements, length reports), in order; a wide record
    /// holds its index here.
    private let wideEvents: UnsafeMutablePointer<TraceEvent>
    private var wideCount = 0
    /// The number of the buffer's first record.
    private var firstSequence: Int
    /// Which layout of the run the events belong to.
    private let layoutPass: Int
    /// The sequence number the run's events may reach.
    private let maximumTraceEvents: Int
    /// Set when the run's events passed `maximumTraceEvents` (checked as each buffer of events
    /// is handed over, so at most a buffer's worth past it): the sink gets no more.
    private(set) var exceededEventBudget = false

    init(sink: (any TraceSink)?, firstSequence: Int, layoutPass: Int, maximumTraceEvents: Int) {
        self.sink = sink
        records = .allocate(capacity: Self.capacity)
        end = records + Self.capacity
        cursor = records
        wideEvents = .allocate(capacity: Self.capacity)
        self.firstSequence = firstSequence
        self.layoutPass = layoutPass
        self.maximumTraceEvents = maximumTraceEvents
    }

    /// Frees the buffers (records and events are trivial values: nothing to deinitialise).
    func deallocate() {
        records.deallocate()
        wideEvents.deallocate()
    }

    /// The next event's number.
    var sequence: Int { firstSequence + (cursor - records) }

    /// True when the buffered events must be handed over (`flush()`) before the next append.
    @inline(__always)
    var isFull: Bool { cursor == end }

    /// True when two records can be appended before the buffer is full.
    @inline(__always)
    var hasRoomForTwo: Bool { cursor + 1 < end }

    /// Appends a record; the buffer must not be full. (With the engine's `isFull` check before
    /// it, a compare, three stores and an add: the engine appends two per size query.)
    @inline(__always)
    mutating func append(_ record: TraceRecord) {
        cursor.initialize(to: record)
        cursor += 1
    }

    /// Appends an event no record holds; the buffer must not be full. Its sequence number and
    /// layout pass are the buffer's.
    mutating func append(wide event: TraceEvent) {
        wideEvents[wideCount] = event
        append(TraceRecord(wideEventAt: wideCount))
        wideCount += 1
    }

    /// Hands the buffered events to the sink, in order: the one place the event budget is
    /// checked (issue 34). Returns true when this call found it spent.
    mutating func flush() -> Bool {
        let count = cursor - records
        guard count > 0 else { return false }
        defer {
            firstSequence += count
            cursor = records
            wideCount = 0
        }
        guard let sink else { return false }
        var exceededNow = false
        if sequence > maximumTraceEvents && !exceededEventBudget {
            exceededEventBudget = true
            exceededNow = true
        }
        if !exceededEventBudget {
            sink.receive(contentsOf: TraceEvents(
                records: UnsafeBufferPointer(start: records, count: count), firstSequence: firstSequence,
                layoutPass: layoutPass, wideEvents: UnsafePointer(wideEvents)))
        }
        return exceededNow
    }
}

/// One trace event as the engine buffers it: a size query's proposal or report in 24 bytes
/// (the node and what kind of event it is, then the proposal's or size's two lengths as
/// bits), or the index of an event kept whole (`TraceBuffer.append(wide:)`).
struct TraceRecord {
    /// `node << 8 | shape | cache << 2 | pass << 4`.
    private let header: UInt64
    private let first: UInt64
    private let second: UInt64

    private enum Shape: UInt64 { case proposal = 0, report = 1, wide = 2 }

    @inline(__always)
    private static func code(_ cache: TraceEvent.CacheOutcome) -> UInt64 {
        switch cache {
        case .miss: 0
        case .hit: 1
        case .uncached: 2
        }
    }

    /// The header bits a size query's two records share: its node and pass. The engine makes
    /// them once per query (the pass is read once, not after the child answered).
    @inline(__always)
    static func nodeAndPass(_ node: Int, _ pass: TraceEvent.Pass) -> UInt64 {
        nodeAndPass(node, passBits: passBits(pass))
    }

    /// `nodeAndPass` from the pass's bits, which the engine makes once per pass (`passBits`).
    @inline(__always)
    static func nodeAndPass(_ node: Int, passBits: UInt64) -> UInt64 {
        UInt64(truncatingIfNeeded: node) << 8 | passBits
    }

    /// The pass's bits of a record's header.
    @inline(__always)
    static func passBits(_ pass: TraceEvent.Pass) -> UInt64 { pass == .placement ? 1 << 4 : 0 }

    @inline(__always)
    private init(nodeAndPass: UInt64, _ shape: Shape, _ cache: TraceEvent.CacheOutcome, _ first: UInt64, _ second: UInt64) {
        header = nodeAndPass | shape.rawValue | Self.code(cache) << 2
        self.first = first
        self.second = second
    }

    /// A parent's proposal to the node of `nodeAndPass`.
    @inline(__always)
    init(query nodeAndPass: UInt64, _ proposal: ProposedViewSize, cache: TraceEvent.CacheOutcome) {
        let bits = proposal.storedBits
        self.init(nodeAndPass: nodeAndPass, .proposal, cache, bits.width, bits.height)
    }

    /// The answer of the node of `nodeAndPass`.
    @inline(__always)
    init(report nodeAndPass: UInt64, _ size: CGSize, cache: TraceEvent.CacheOutcome) {
        self.init(nodeAndPass: nodeAndPass, .report, cache, Double(size.width).bitPattern, Double(size.height).bitPattern)
    }

    init(wideEventAt index: Int) {
        self.init(nodeAndPass: 0, .wide, .miss, UInt64(index), 0)
    }

    /// The event this record stands for, numbered `sequence`.
    @inline(__always)
    func event(sequence: Int, layoutPass: Int, wideEvents: UnsafePointer<TraceEvent>) -> TraceEvent {
        let node = Int(truncatingIfNeeded: header >> 8)
        let pass: TraceEvent.Pass = header & (1 << 4) == 0 ? .sizing : .placement
        let cache: TraceEvent.CacheOutcome = switch (header >> 2) & 3 {
        case 0: .miss
        case 1: .hit
        default: .uncached
        }
        switch header & 3 {
        case Shape.proposal.rawValue:
            return TraceEvent(query: node, ProposedViewSize(storedBits: first, second), sequence: sequence, pass: pass,
                              cache: cache, layoutPass: layoutPass)
        case Shape.report.rawValue:
            let size = CGSize(width: CGFloat(Double(bitPattern: first)), height: CGFloat(Double(bitPattern: second)))
            return TraceEvent(report: node, size, sequence: sequence, pass: pass, cache: cache, layoutPass: layoutPass)
        default:
            var event = wideEvents[Int(first)]
            event.sequence = sequence
            event.layoutPass = layoutPass
            return event
        }
    }
}

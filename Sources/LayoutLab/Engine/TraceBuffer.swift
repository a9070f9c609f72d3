import Foundation

/// A layout pass's trace events not yet handed to the sink, and their numbering (see
/// `TraceSink.receive(contentsOf:)`). The engine writes each event in place here: no call, no
/// retain of the sink and no copy of the event; the sink gets them `capacity` at a time, and
/// the rest when the pass ends. Without a sink nothing is allocated and no slot is given, but
/// events are still numbered, so a run's event count is the same either way.
///
/// Owned by one engine, which calls `deallocate()` once, in its `deinit`.
struct TraceBuffer {
    static let capacity = 1024

    private let sink: (any TraceSink)?
    /// nil without a sink.
    private let start: UnsafeMutablePointer<TraceEvent>?
    private let end: UnsafeMutablePointer<TraceEvent>?
    /// Where the next event goes (nil without a sink).
    private var cursor: UnsafeMutablePointer<TraceEvent>?
    /// The next event's sequence number.
    private(set) var sequence: Int
    /// The sequence number the run's events may reach.
    private let maximumTraceEvents: Int
    /// Set when the run's events passed `maximumTraceEvents` (checked as each buffer of events
    /// is handed over, so at most a buffer's worth past it): the sink gets no more.
    private(set) var exceededEventBudget = false

    init(sink: (any TraceSink)?, firstSequence: Int, maximumTraceEvents: Int) {
        self.sink = sink
        start = sink == nil ? nil : .allocate(capacity: Self.capacity)
        end = start.map { $0 + Self.capacity }
        cursor = start
        sequence = firstSequence
        self.maximumTraceEvents = maximumTraceEvents
    }

    /// Frees the buffer (events are trivial values: nothing to deinitialise).
    func deallocate() { start?.deallocate() }

    /// Where the next event can go.
    enum Slot {
        case free(UnsafeMutablePointer<TraceEvent>)
        /// Without a sink an event goes nowhere (it is still numbered).
        case noSink
        /// The buffered events must be handed over (`flush()`) first.
        case full
    }

    /// Takes the next slot, if one is free. (One load, a nil test and a compare: the engine
    /// asks twice per size query.)
    @inline(__always)
    mutating func nextSlot() -> Slot {
        guard let slot = cursor else { return .noSink }
        if slot == end { return .full }
        cursor = slot + 1
        return .free(slot)
    }

    /// The next event's number, counted with or without a sink.
    @inline(__always)
    mutating func nextSequence() -> Int {
        defer { sequence += 1 }
        return sequence
    }

    /// Hands the buffered events to the sink, in order: the one place the event budget is
    /// checked (issue 34). Returns true when this call found it spent.
    mutating func flush() -> Bool {
        guard let sink, let start, let cursor, cursor > start else { return false }
        var exceededNow = false
        if sequence > maximumTraceEvents && !exceededEventBudget {
            exceededEventBudget = true
            exceededNow = true
        }
        if !exceededEventBudget {
            sink.receive(contentsOf: UnsafeBufferPointer(start: start, count: cursor - start))
        }
        self.cursor = start
        return exceededNow
    }
}

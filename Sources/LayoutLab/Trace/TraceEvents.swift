import Foundation

/// Events in the order they happened, as the engine hands them to a sink
/// (`TraceSink.receive(contentsOf:)`): a view of its buffer, which keeps a size query's events
/// as compact records and makes each `TraceEvent` when it is read, so a sink that only counts
/// or skips events pays nothing for them (issue 36 item 3). Valid only during the call.
public struct TraceEvents: RandomAccessCollection {
    private let records: UnsafeBufferPointer<TraceRecord>
    private let firstSequence: Int
    private let layoutPass: Int
    private let wideEvents: UnsafePointer<TraceEvent>

    init(records: UnsafeBufferPointer<TraceRecord>, firstSequence: Int, layoutPass: Int, wideEvents: UnsafePointer<TraceEvent>) {
        self.records = records
        self.firstSequence = firstSequence
        self.layoutPass = layoutPass
        self.wideEvents = wideEvents
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { records.count }

    public subscript(position: Int) -> TraceEvent {
        // Checked in release builds too: the records are an unsafe buffer.
        precondition(position >= 0 && position < records.count, "TraceEvents index out of range")
        return records[position].event(sequence: firstSequence + position, layoutPass: layoutPass, wideEvents: wideEvents)
    }
}

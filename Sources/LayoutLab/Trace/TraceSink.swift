import Foundation

/// Receives a layout's trace as it happens, so a consumer (a printer, a recorder) can
/// handle events one by one without the engine keeping them.
public protocol TraceSink: AnyObject {
    /// Called once, before the first event. The tree may grow during layout (GeometryReader
    /// content is built once its size is known); look nodes up as events arrive.
    func layoutWillBegin(tree: ViewTree, configuration: LayoutConfiguration)
    /// Called before each layout pass after the first (`TraceEvent.layoutPass`), when
    /// observers' actions changed state and the view was rebuilt: the events that follow refer
    /// to `tree`'s nodes. `layoutWillBegin` and `layoutDidEnd` still come once per run.
    func layoutPassWillBegin(_ layoutPass: Int, tree: ViewTree)
    func receive(_ event: TraceEvent)
    /// Events in the order they happened, several at a time: what the engine calls. It
    /// collects events in a buffer and hands them over when the buffer is full and when a
    /// layout pass ends (before `layoutPassWillBegin` or `layoutDidEnd`), so a sink never
    /// pays a call per event unless it wants one. The default passes each event to
    /// `receive(_:)`; a sink that takes a batch at once (a counter, a recorder writing rows in
    /// batches) implements this too. `events` is only valid during the call.
    func receive(contentsOf events: TraceEvents)
    func layoutDidEnd(_ result: LayoutResult)
}

extension TraceSink {
    public func layoutWillBegin(tree: ViewTree, configuration: LayoutConfiguration) {}
    public func layoutPassWillBegin(_ layoutPass: Int, tree: ViewTree) {}
    public func layoutDidEnd(_ result: LayoutResult) {}
    public func receive(contentsOf events: TraceEvents) {
        for event in events { receive(event) }
    }
}

/// Keeps every event in memory: for tests and small runs.
public final class TraceCollector: TraceSink {
    public private(set) var events: [TraceEvent] = []
    public private(set) var tree: ViewTree?

    public init() {}

    public func layoutWillBegin(tree: ViewTree, configuration: LayoutConfiguration) {
        self.tree = tree
        events.removeAll()
    }

    /// The tree of the latest pass; events keep the pass they came from.
    public func layoutPassWillBegin(_ layoutPass: Int, tree: ViewTree) { self.tree = tree }

    public func receive(_ event: TraceEvent) { events.append(event) }
    public func receive(contentsOf events: TraceEvents) { self.events.append(contentsOf: events) }
}

/// Sends each event to several sinks, in order.
public final class TraceFanOut: TraceSink {
    public let sinks: [any TraceSink]

    public init(_ sinks: [any TraceSink]) { self.sinks = sinks }

    public func layoutWillBegin(tree: ViewTree, configuration: LayoutConfiguration) {
        for sink in sinks { sink.layoutWillBegin(tree: tree, configuration: configuration) }
    }

    public func layoutPassWillBegin(_ layoutPass: Int, tree: ViewTree) {
        for sink in sinks { sink.layoutPassWillBegin(layoutPass, tree: tree) }
    }

    public func receive(_ event: TraceEvent) {
        for sink in sinks { sink.receive(event) }
    }

    public func receive(contentsOf events: TraceEvents) {
        for sink in sinks { sink.receive(contentsOf: events) }
    }

    public func layoutDidEnd(_ result: LayoutResult) {
        for sink in sinks { sink.layoutDidEnd(result) }
    }
}

/// Counts events without keeping them.
public final class TraceCounter: TraceSink {
    // Only the engine's thread touches it, once per event: no exclusivity check per event.
    @exclusivity(unchecked) public private(set) var count = 0
    public init() {}
    public func receive(_ event: TraceEvent) { count += 1 }
    public func receive(contentsOf events: TraceEvents) { count += events.count }
}

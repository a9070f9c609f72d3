import LayoutLab
import Testing

/// Issue 34, item 3: a layout stops at `ViewTree.maximumTraceEvents` trace events (or the
/// number given), so what a sink records or prints is bounded; without a sink no event is
/// made and nothing is counted.
@Suite("Trace-event budget (issue 34)")
struct EventBudgetTests {
    /// Ten chained flexible frames around a Text: 2 events a query, a few queries a level.
    static func chain() -> ViewTree {
        var view = AnyView(Text("Hello"))
        for _ in 0..<10 { view = AnyView(view.frame(maxWidth: .infinity)) }
        return ViewTree(view)
    }

    @Test("a run under the budget hands its sink every event; one over it throws and hands none past the check")
    func budget() throws {
        let full = TraceCollector()
        let result = try Self.chain().layout(sink: full)
        #expect(result.eventCount == full.events.count)
        #expect(result.eventCount > 100 && result.eventCount < 1_024)

        // Exactly the events the run makes is within the budget.
        let exact = TraceCollector()
        _ = try Self.chain().layout(sink: exact, maximumTraceEvents: result.eventCount)
        #expect(exact.events.count == result.eventCount)

        // One fewer is not: checked when the buffer is handed over (here, at the end), so the
        // sink gets nothing of the run.
        let short = TraceCollector()
        #expect(throws: LayoutError.tooManyEvents(limit: result.eventCount - 1)) {
            try Self.chain().layout(sink: short, maximumTraceEvents: result.eventCount - 1)
        }
        #expect(short.events.isEmpty)
    }

    @Test("without a sink no event is made, so the budget does not apply")
    func noSink() throws {
        let result = try Self.chain().layout(maximumTraceEvents: 1)
        #expect(result.frames.count == Self.chain().count)
    }

    @Test("the message says what stopped and that nothing was recorded")
    func message() {
        #expect(LayoutError.tooManyEvents(limit: 500).description
            == "the layout made more than 500 trace events and was stopped; nothing was recorded "
            + "(deeply chained flexible frames or stacks ask their children again at every level)")
    }
}

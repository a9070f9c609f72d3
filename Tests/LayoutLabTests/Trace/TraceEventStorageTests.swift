import Foundation
@testable import LayoutLab
import Testing

// A trace event keeps its optional values without optionals' tag bytes: nil is a signalling
// NaN in the value's first length (`AbsentOr`). These check that every value a layout can
// produce reads back as it was written, nil stays nil, and equality and hashing are still
// those of the optionals.

@Suite("Trace events' storage")
struct TraceEventStorageTests {
    /// Lengths a layout can produce, the awkward ones included: ∞ − ∞ makes a quiet NaN.
    static let lengths: [CGFloat] = [0, -0.0, 1.5, -20, 1e300, .infinity, -.infinity, .infinity - .infinity]

    /// Whether two optional lengths are the same value, NaN matching NaN.
    func same(_ a: CGFloat?, _ b: CGFloat?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (a?, b?): a.isNaN ? b.isNaN : a == b && a.sign == b.sign
        default: false
        }
    }

    @Test("Each optional value reads back as written, for every length and for nil")
    func roundTrip() {
        for first in Self.lengths {
            for second in Self.lengths.prefix(3) + [.infinity] {
                let event = TraceEvent(
                    kind: .place, node: 3, pass: .placement, proposal: ProposedViewSize(width: first, height: second),
                    size: CGSize(width: first, height: second), position: CGPoint(x: first, y: second), length: first,
                    axis: .vertical, layoutPass: 2)
                #expect(same(event.proposal?.width, first) && same(event.proposal?.height, second))
                #expect(same(event.size?.width, first) && same(event.size?.height, second))
                #expect(same(event.position?.x, first) && same(event.position?.y, second))
                #expect(same(event.length, first))
                #expect(event.axis == .vertical && event.layoutPass == 2 && event.node == 3 && event.kind == .place)
            }
        }
        let empty = TraceEvent(kind: .report, node: 0, pass: .sizing)
        #expect(empty.proposal == nil && empty.size == nil && empty.position == nil && empty.length == nil && empty.axis == nil)
        #expect(empty.layoutPass == 1 && empty.cache == .uncached)
    }

    @Test("An unspecified proposal is present, not absent: nil components are not the event's nil")
    func unspecifiedProposal() {
        for proposal in [ProposedViewSize.unspecified, ProposedViewSize(width: nil, height: 10), ProposedViewSize(width: 10, height: nil)] {
            let event = TraceEvent(kind: .proposal, node: 1, pass: .sizing, proposal: proposal)
            #expect(event.proposal == proposal)
        }
    }

    @Test("Setting a value and setting it back to nil")
    func setters() {
        var event = TraceEvent(kind: .report, node: 1, pass: .sizing, size: CGSize(width: 4, height: 5))
        event.size = nil
        event.length = 7
        event.position = CGPoint(x: 1, y: 2)
        event.proposal = .zero
        event.layoutPass = 3
        #expect(event.size == nil)
        #expect(event.length == 7 && event.position == CGPoint(x: 1, y: 2) && event.proposal == .zero && event.layoutPass == 3)
        event.proposal = nil
        event.position = nil
        #expect(event.proposal == nil && event.position == nil)
    }

    @Test("Equality and hashing are the optionals': 0 equals −0, nil differs from any value")
    func equality() {
        let zero = TraceEvent(kind: .report, node: 1, pass: .sizing, size: CGSize(width: 0, height: 0))
        let negativeZero = TraceEvent(kind: .report, node: 1, pass: .sizing, size: CGSize(width: -0.0, height: 0))
        let absent = TraceEvent(kind: .report, node: 1, pass: .sizing)
        #expect(zero == negativeZero)
        #expect(zero.hashValue == negativeZero.hashValue)
        #expect(zero != absent)
        #expect(Set([zero, negativeZero, absent]).count == 2)
    }

    @Test("The engine's own events for a query read as the public initialiser's")
    func engineEvents() {
        let proposal = ProposedViewSize(width: 300, height: nil)
        #expect(TraceEvent(query: 4, proposal, sequence: 9, pass: .sizing, cache: .hit, layoutPass: 2)
            == TraceEvent(sequence: 9, kind: .proposal, node: 4, pass: .sizing, cache: .hit, proposal: proposal, layoutPass: 2))
        #expect(TraceEvent(report: 4, CGSize(width: 1, height: 2), sequence: 10, pass: .placement, cache: .miss, layoutPass: 1)
            == TraceEvent(sequence: 10, kind: .report, node: 4, pass: .placement, cache: .miss, size: CGSize(width: 1, height: 2)))
    }

    @Test("The engine's compact records read back as the events they stand for: every length, nil, cache outcome and pass")
    func compactRecords() {
        let wide = TraceEvent(kind: .report, node: 9, pass: .sizing, length: 42, axis: .horizontal)
        var records: [TraceRecord] = []
        var expected: [TraceEvent] = []
        let node = 1 << 40
        for (index, first) in (Self.lengths.map(Optional.some) + [nil]).enumerated() {
            let second: CGFloat? = index.isMultiple(of: 2) ? nil : Self.lengths[index % Self.lengths.count]
            let proposal = ProposedViewSize(width: first, height: second)
            let size = CGSize(width: first ?? 7, height: second ?? -.infinity)
            for cache in TraceEvent.CacheOutcome.allCases {
                for pass in TraceEvent.Pass.allCases {
                    records.append(TraceRecord(query: TraceRecord.nodeAndPass(node + index, pass), proposal, cache: cache))
                    expected.append(TraceEvent(kind: .proposal, node: node + index, pass: pass, cache: cache, proposal: proposal, layoutPass: 3))
                    records.append(TraceRecord(report: TraceRecord.nodeAndPass(index, pass), size, cache: cache))
                    expected.append(TraceEvent(kind: .report, node: index, pass: pass, cache: cache, size: size, layoutPass: 3))
                }
            }
        }
        records.append(TraceRecord(wideEventAt: 0))
        expected.append(TraceEvent(kind: .report, node: 9, pass: .sizing, length: 42, axis: .horizontal, layoutPass: 3))
        withUnsafePointer(to: wide) { wideEvents in
            records.withUnsafeBufferPointer { buffer in
                let events = TraceEvents(records: buffer, firstSequence: 100, layoutPass: 3, wideEvents: wideEvents)
                #expect(events.count == expected.count)
                for (offset, event) in events.enumerated() {
                    var want = expected[offset]
                    want.sequence = 100 + offset
                    // NaN lengths compare unequal: compare their bits through `same`.
                    #expect(event.kind == want.kind && event.node == want.node && event.pass == want.pass && event.cache == want.cache)
                    #expect(event.sequence == want.sequence && event.layoutPass == 3 && event.axis == want.axis)
                    #expect(same(event.proposal?.width, want.proposal?.width) && same(event.proposal?.height, want.proposal?.height))
                    #expect((event.proposal == nil) == (want.proposal == nil) && (event.size == nil) == (want.size == nil))
                    #expect(same(event.size?.width, want.size?.width) && same(event.size?.height, want.size?.height))
                    #expect(same(event.length, want.length))
                }
            }
        }
    }
}

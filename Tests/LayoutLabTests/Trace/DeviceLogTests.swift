import Foundation
import LayoutLab
import Testing

// Reading what a device printed (issue 12): seed 000's inspector lines with Xcode's console
// around them, and the comparison of a log with the model's trace of the same view.

@Suite("Device logs")
struct DeviceLogTests {
    @Test("Inspector lines after Xcode's prefixes, between the app's prints, two run together, nil and inf")
    func inspectorLines() throws {
        let log = try DeviceLog.parse("""
            2025-01-12 10:00:00.000000+0900 Demo[1234:56789] launched
            2025-01-12 10:00:00.100000+0900 Demo[1234:56789] 【🟦】proposal size: ProposedViewSize(width: Optional(300.0), height: nil)
            subview.containerValues.myContainerValue: nil【Text】proposal size: ProposedViewSize(width: Optional(300.0), height: Optional(inf))
            【Text】report size: (94.33333333333333, 20.333333333333332)【Text】position: (0.0, 0.0)

            【a【b】 other text, not the inspector's
            """)
        #expect(log.format == .inspector)
        #expect(log.events == [
            ObservedEvent(tag: "🟦", kind: .proposal, proposal: ProposedViewSize(width: 300, height: nil), line: 2),
            ObservedEvent(tag: "Text", kind: .proposal, proposal: ProposedViewSize(width: 300, height: .infinity), line: 3),
            ObservedEvent(tag: "Text", kind: .report, size: CGSize(width: 94.33333333333333, height: 20.333333333333332), line: 4),
            ObservedEvent(tag: "Text", kind: .placeSubviews, position: .zero, line: 4),
        ])
        #expect(log.tags == ["🟦", "Text"])
    }

    @Test("Every line that looks like the inspector's but does not parse is reported with its number")
    func malformed() {
        let text = """
            【A】proposal size: ProposedViewSize(width: Optional(300.0), height: nil)
            【A】proposal size: ProposedViewSize(width: 300.0, height: nil)
            【A】report size: (100.0)
            【A】position: (1.0, two)
            """
        #expect(throws: DeviceLogError(problems: [
            .init(line: 2, message: "【A】proposal size: cannot read \"ProposedViewSize(width: 300.0, height: nil)\": expected ProposedViewSize(width: …, height: …)"),
            .init(line: 3, message: "【A】report size: cannot read \"(100.0)\": expected (x, y)"),
            .init(line: 4, message: "【A】position: cannot read \"(1.0, two)\": expected (x, y)"),
        ])) { try DeviceLog.parse(text) }
    }

    @Test("A log with no inspector or probe line, or with both, is refused")
    func emptyOrMixed() {
        #expect(throws: DeviceLogError.self) { try DeviceLog.parse("hello\nworld\n") }
        #expect(throws: DeviceLogError.self) {
            try DeviceLog.parse("""
                【A】report size: (1.0, 2.0)
                {"probe":1,"tag":"A","event":"report","size":{"width":1.0,"height":2.0}}
                """)
        }
    }

    @Test("Probe lines: \"inf\" strings, null proposals; a missing field or unknown event is reported with its line")
    func probeLines() throws {
        let log = try DeviceLog.parse("""
            Demo[1:2] {"probe":1,"tag":"A","event":"proposal","proposal":{"width":"inf","height":null}}
            {"probe":1,"tag":"A","event":"placeSubviews","proposal":{"width":1.5,"height":2.0},"size":{"width":1.0,"height":2.0},"position":{"x":3.0,"y":4.0}}
            """)
        #expect(log.format == .probe)
        #expect(log.events[0].proposal == ProposedViewSize(width: .infinity, height: nil))
        #expect(log.events[1] == ObservedEvent(tag: "A", kind: .placeSubviews, proposal: ProposedViewSize(width: 1.5, height: 2),
                                                size: CGSize(width: 1, height: 2), position: CGPoint(x: 3, y: 4), line: 2))
        do {
            _ = try DeviceLog.parse("""
                {"probe":1,"tag":"A","event":"report"}
                {"probe":1,"tag":"A","event":"moved","size":{"width":1.0,"height":2.0}}
                {"probe":2,"tag":"A","event":"report","size":{"width":1.0,"height":2.0}}
                """)
            Issue.record("parsed")
        } catch {
            #expect(error.problems.map(\.line) == [1, 2, 3])
        }
    }

    @Test("Comparing with the model: one number changed is exactly one divergence, in the whole sequence and in its tag")
    func comparison() throws {
        let model = [
            ObservedEvent(tag: "A", kind: .proposal, proposal: ProposedViewSize(width: 300, height: 0)),
            ObservedEvent(tag: "A", kind: .report, size: CGSize(width: 100, height: 100)),
            ObservedEvent(tag: "B", kind: .proposal, proposal: ProposedViewSize(width: 300, height: 160)),
            ObservedEvent(tag: "B", kind: .report, size: CGSize(width: 100, height: 100)),
        ]
        #expect(TraceComparison(observed: model, model: model).agrees)
        var observed = model
        observed[2].proposal?.height = 161
        let comparison = TraceComparison(observed: observed, model: model)
        #expect(comparison.firstDivergence?.index == 2)
        #expect(comparison.divergences.map(\.tag) == ["B"])
        #expect(comparison.divergences.map(\.index) == [0])
        #expect(comparison.divergences.map(\.fields) == [["proposal.height"]])
        let shorter = TraceComparison(observed: Array(model.prefix(3)), model: model)
        #expect(shorter.divergences.map(\.fields) == [["extra"]])
    }

    @Test("A root proposal of another screen names the devices whose safe area it is")
    func otherScreen() {
        let model = [ObservedEvent(tag: "A", kind: .proposal, proposal: ProposedViewSize(width: 402, height: 778))]
        let observed = [ObservedEvent(tag: "A", kind: .proposal, proposal: ProposedViewSize(width: 375, height: 647))]
        let printed = TraceComparison(observed: observed, model: model).rootProposal(differingFrom: ProposedViewSize(width: 402, height: 778))
        #expect(printed == ProposedViewSize(width: 375, height: 647))
        // The SE and the iPhone 8 share the 375 × 667 screen and its 20-pt status bar.
        #expect(Device.proposing(ProposedViewSize(width: 375, height: 647)).map(\.name) == ["iPhone SE", "iPhone 8"])
    }
}

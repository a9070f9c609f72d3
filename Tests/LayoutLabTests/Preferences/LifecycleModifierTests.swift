import Foundation
import LayoutLab
import Testing

// The engine's onChange and task (API/Modifiers/LifecycleModifiers.swift, issue 29), as SwiftUI
// declares them: onChange(of:initial:_:) with a zero- or a two-parameter action (Apple's page;
// OpenSwiftUI's ValueActionModifier.swift passes the value as old and new when `initial`),
// onChange(of:perform:), task(priority:_:), task(id:priority:_:).
@Suite("onChange and task as SwiftUI declares them (issue 29)")
struct LifecycleModifierTests {
    private final class Log: @unchecked Sendable { var lines: [String] = [] }

    private func attributes(_ result: LayoutResult) -> [NodeAttribute] { result.tree.nodes.flatMap(\.attributes) }

    @Test("onChange(of:initial: true) runs once after the first layout, old and new both the value; otherwise it records that it waits for a change")
    func onChange() throws {
        let log = Log()
        _ = try ViewTree.layout { ViewTree(Color.red.onChange(of: 3, initial: true) { old, new in log.lines.append("\(old) \(new)") }) }
        _ = try ViewTree.layout { ViewTree(Color.red.onChange(of: 3, initial: true) { log.lines.append("ran") }) }
        #expect(log.lines == ["3 3", "ran"])
        let waiting = [
            try Color.red.onChange(of: 3) { log.lines.append("ran") }.layout(),
            try Color.red.onChange(of: 3) { _, _ in log.lines.append("ran") }.layout(),
            try Color.red.onChange(of: 3, perform: { _ in log.lines.append("ran") }).layout(),
        ]
        #expect(log.lines == ["3 3", "ran"])
        for result in waiting {
            #expect(attributes(result).contains(NodeAttribute("onChange", "not run: only when the value changes")))
        }
    }

    @Test("task(priority:_:) and task(id:priority:_:) are recorded: a layout does not wait for an asynchronous action")
    func task() throws {
        let plain = try Color.red.frame(width: 10, height: 10).layout()
        for result in [try Color.red.frame(width: 10, height: 10).task { }.layout(),
                       try Color.red.frame(width: 10, height: 10).task(id: 3, priority: .background) { }.layout()] {
            #expect(attributes(result).contains(NodeAttribute("task", "action")))
            #expect(result.frames == plain.frames)
        }
    }
}

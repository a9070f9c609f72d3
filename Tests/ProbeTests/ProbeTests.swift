import Foundation
import LayoutLab
import LayoutLabSource
import Testing

// LayoutLab's device probe (Observations/Probe/LayoutProbe.swift, linked here unchanged)
// compiled against LayoutLab: the lines it prints are read by `layoutlab import`'s parser
// and agree, event for event, with the model's trace of the same view run from source.
// Its `print` calls land in `Console` (below).

/// Seed 000's tagged 🟥🟦🟨 VStack, as Examples/seed000-vstack-tagged.swift declares it.
private struct TaggedVStack: View {
    var body: some View {
        VStack(spacing: 10) {
            flexibleSizeRectangle(color: .red, minHeight: 10, maxHeight: 100)
                .inspectLayoutProcess("🟥")
            fixedSizeRectangle(color: .blue, size: 100)
                .inspectLayoutProcess("🟦")
            flexibleSizeRectangle(color: .yellow, minHeight: 50, maxHeight: 100)
                .inspectLayoutProcess("🟨")
        }
        .inspectLayoutProcess("VStack")
        .frame(width: 300, height: 500)
        .border(.gray)
    }

    func flexibleSizeRectangle(color: Color, minHeight: CGFloat, maxHeight: CGFloat) -> some View {
        Rectangle().fill(color).frame(width: 100).frame(minHeight: minHeight, maxHeight: maxHeight)
    }

    func fixedSizeRectangle(color: Color, size: CGFloat) -> some View {
        Rectangle().fill(color).frame(width: size, height: size)
    }
}

/// Seed 000's Overview: a Text in a VStack in a 300×300 frame, printPosition: true.
private struct Overview: View {
    var body: some View {
        VStack {
            Text("Hello, world.")
                .inspectLayoutProcess("Text", printPosition: true)
        }
        .frame(width: 300, height: 300)
    }
}

@Suite("The device probe, compiled against LayoutLab")
struct ProbeTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func printed<V: View>(_ view: V) throws -> [String] {
        try Console.$current.withValue(Console()) {
            _ = try view.layout()
            return Console.current?.lines ?? []
        }
    }

    /// The model's events of an example, as the probe's log shows them.
    func model(_ example: String) throws -> [ObservedEvent] {
        let url = Self.repository.appendingPathComponent("Examples/\(example).swift")
        let view = try SourceProgram.parse(try String(contentsOf: url, encoding: .utf8), fileName: url.path).interpret(SourceOptions())
        let collector = ObservableEventCollector(format: .probe)
        _ = try view.layout(configuration: LayoutConfiguration(), sink: collector)
        return collector.events
    }

    @Test("Its lines are JSON objects of format 1: proposals with null for nil, reports, placements with proposal, bounds and origin")
    func format() throws {
        let lines = try printed(TaggedVStack())
        #expect(lines.first == #"{"probe":1,"tag":"VStack","event":"proposal","proposal":{"width":300.0,"height":500.0}}"#)
        #expect(lines.contains(#"{"probe":1,"tag":"🟦","event":"proposal","proposal":{"width":300.0,"height":"inf"}}"#))
        #expect(lines.contains(#"{"probe":1,"tag":"🟦","event":"report","size":{"width":100.0,"height":100.0}}"#))
        #expect(lines.contains(#"{"probe":1,"tag":"🟦","event":"placeSubviews","proposal":{"width":300.0,"height":160.0},"#
                               + #""size":{"width":100.0,"height":100.0},"position":{"x":151.0,"y":401.0}}"#))
        let log = try DeviceLog.parse(lines.joined(separator: "\n"))
        #expect(log.format == .probe)
        #expect(log.events.count == lines.count)
        #expect(log.tags == ["VStack", "🟦", "🟥", "🟨"])
    }

    @Test("The tagged VStack: the probe's log agrees with the model run from source, event for event", arguments: [
        "seed000-vstack-tagged",
    ])
    func agreesWithModel(example: String) throws {
        let log = try DeviceLog.parse(try printed(TaggedVStack()).joined(separator: "\n"))
        let comparison = TraceComparison(observed: log.events, model: try model(example))
        #expect(comparison.agrees, "\(comparison.divergences)")
        // Each tag placed twice: at (0, 0) for its parent's alignment query (seed 000,
        // Considerations), then where it goes.
        #expect(log.events.filter { $0.kind == .placeSubviews }.count == 8)
    }

    @Test("Overview: a Text's proposal, report and placements (the alignment query's (0, 0) first) agree with the model")
    func overview() throws {
        let log = try DeviceLog.parse(try printed(Overview()).joined(separator: "\n"))
        let comparison = TraceComparison(observed: log.events, model: try model("seed000-overview"))
        #expect(comparison.agrees, "\(comparison.divergences)")
        #expect(log.events.filter { $0.kind == .placeSubviews }.map(\.position?.x).first == 0)
    }

    @Test("Console noise before a probe line is skipped; a probe line cut short is reported with its line number")
    func noise() throws {
        let lines = try printed(TaggedVStack())
        let noisy = ["2025-01-12 10:00:00.000 App[1234:5678] launched", "2025-01-12 10:00:00.001 App[1234:5678] " + lines[0]]
        #expect(try DeviceLog.parse(noisy.joined(separator: "\n")).events.count == 1)
        let cut = String(lines[1].dropLast(3))
        #expect(throws: DeviceLogError.self) { try DeviceLog.parse([lines[0], cut].joined(separator: "\n")) }
        do {
            _ = try DeviceLog.parse([lines[0], cut].joined(separator: "\n"))
        } catch {
            #expect(error.problems.map(\.line) == [2])
        }
    }
}

final class Console: @unchecked Sendable {
    @TaskLocal static var current: Console?
    private(set) var lines: [String] = []
    func append(_ line: String) { lines.append(line) }
}

/// The probe calls `print`; in this module it writes to `Console`.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    Console.current?.append(items.map { String(describing: $0) }.joined(separator: separator))
}

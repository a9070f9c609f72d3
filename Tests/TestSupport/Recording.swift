import Foundation
import LayoutLab
import LayoutLabStore

/// A fresh directory for one test's databases, removed when the test ends.
public final class TemporaryDirectory {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }
}

/// A run laid out and recorded, with what the engine streamed live.
public struct RecordedLayout {
    public var runID: Int64
    public var tree: ViewTree
    public var result: LayoutResult
    public var events: [TraceEvent]
}

/// Lays `tree` out into `store`, collecting the events beside the recorder.
@discardableResult
public func recordLayout(
    _ tree: ViewTree, in store: RunStore, description: RunDescription = RunDescription(),
    configuration: LayoutConfiguration = LayoutConfiguration(), flexibility: FlexibilityScope = .automatic,
    batchSize: Int = 1_024
) throws -> RecordedLayout {
    let collector = TraceCollector()
    let recorder = store.recorder(for: description, flexibility: flexibility, batchSize: batchSize)
    let result = try tree.layout(configuration: configuration, sink: TraceFanOut([collector, recorder]))
    return RecordedLayout(runID: try recorder.finish(), tree: tree, result: result, events: collector.events)
}

/// A view laid out on this thread, as a sweep's worker lays out a case.
public func completedRun<V: View>(_ view: V, parameters: [RunParameter] = [], source: String = "Text(\"a\")") throws -> (CompletedRun, [TraceEvent]) {
    let collector = TraceCollector()
    let configuration = LayoutConfiguration()
    let result = try ViewTree(view).layout(configuration: configuration, sink: collector)
    let run = CompletedRun(description: RunDescription(fileName: "Study.swift", source: source, parameters: parameters),
                           configuration: configuration, result: result, events: collector.events)
    return (run, collector.events)
}

import Foundation
import GRDB
import LayoutLab
@testable import LayoutLabStore

/// A fresh directory for one test's databases, removed when the test ends.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
}

/// A run laid out and recorded, with what the engine streamed live.
struct RecordedLayout {
    var runID: Int64
    var tree: ViewTree
    var result: LayoutResult
    var events: [TraceEvent]
}

func recordLayout(
    _ tree: ViewTree, in store: RunStore, description: RunDescription = RunDescription(),
    configuration: LayoutConfiguration = LayoutConfiguration(), flexibility: FlexibilityScope = .automatic,
    batchSize: Int = 1_024
) throws -> RecordedLayout {
    let collector = TraceCollector()
    let recorder = store.recorder(for: description, flexibility: flexibility, batchSize: batchSize)
    let result = try tree.layout(configuration: configuration, sink: TraceFanOut([collector, recorder]))
    return RecordedLayout(runID: try recorder.finish(), tree: tree, result: result, events: collector.events)
}

extension StoreReader {
    func events(run: Int64, node: String? = nil) throws -> [TraceEvent] {
        var events: [TraceEvent] = []
        try forEachEvent(run: run, node: node) { events.append($0) }
        return events
    }

    /// A whole query result as rows of cells.
    func rows(sql: String, parameters: [String: String] = [:]) throws -> [[SQLValue]] {
        var rows: [[SQLValue]] = []
        try execute(sql: sql, parameters: parameters, columns: { _ in }, row: { rows.append($0) })
        return rows
    }

    func rows(query name: String, _ parameters: [String: String]) throws -> (columns: [String], rows: [[SQLValue]]) {
        var columns: [String] = []
        var rows: [[SQLValue]] = []
        try execute(try NamedQuery.named(name), parameters: parameters, columns: { columns = $0 }, row: { rows.append($0) })
        return (columns, rows)
    }
}

/// The number of rows of `table`, straight from SQLite.
func count(_ table: String, in path: String) throws -> Int {
    let queue = try DatabaseQueue(path: path)
    defer { try? queue.close() }
    return try queue.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM \(table)") ?? 0 }
}

/// Where Tests/Fixtures/store is.
enum StoreFixture {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/store")

    static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }
}

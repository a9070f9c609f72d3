import Foundation
import GRDB
import LayoutLab
@testable import LayoutLabStore
import TestSupport

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

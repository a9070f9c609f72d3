import Foundation
import LayoutLabStore

/// Checks a recordings database after an input: the input's run is there whole when it
/// succeeded, absent when it failed, and no earlier run changed.
public struct StoreAudit {
    public let path: String

    public init(path: String) { self.path = path }

    /// The number of runs and the highest id, before an input.
    public func snapshot() throws -> (count: Int64, last: Int64) {
        guard FileManager.default.fileExists(atPath: path) else { return (0, 0) }
        let row = try rows("SELECT count(*), coalesce(max(id), 0) FROM runs").first ?? []
        return (row.first.flatMap(Self.integer) ?? 0, row.dropFirst().first.flatMap(Self.integer) ?? 0)
    }

    /// What is wrong after an input, given the snapshot taken before it: `expectedRuns` new
    /// runs (any number when nil, as a sweep that stopped part way keeps the cases before), each
    /// whole; nil when nothing is.
    public func problem(after before: (count: Int64, last: Int64), expectedRuns: Int?) throws -> String? {
        let after = try snapshot()
        if let expectedRuns, after.count - before.count != Int64(expectedRuns) {
            return "\(after.count - before.count) new runs (expected \(expectedRuns))"
        }
        if after.count < before.count { return "\(before.count - after.count) runs disappeared" }
        guard after.count > 0 else { return nil }
        // NOT EXISTS, not NOT IN: a correlated NOT IN list is rebuilt for every frame, which
        // made auditing an 87,000-node run take minutes.
        let broken = try rows("""
            SELECT id, event_count - (SELECT count(*) FROM events WHERE run_id = runs.id),
                   node_count - (SELECT count(*) FROM nodes WHERE run_id = runs.id),
                   (SELECT count(*) FROM frames
                    WHERE frames.run_id = runs.id AND NOT EXISTS (
                        SELECT 1 FROM nodes WHERE nodes.run_id = frames.run_id AND nodes.node_id = frames.node_id))
            FROM runs WHERE id > :last
            """, ["last": "\(before.last)"]).first { row in row.dropFirst().contains { $0 != .integer(0) } }
        if let broken {
            return "run \(broken[0]): events, nodes or frames missing (\(broken.dropFirst().map { "\($0)" }.joined(separator: ", ")))"
        }
        return nil
    }

    private func rows(_ sql: String, _ parameters: [String: String] = [:]) throws -> [[SQLValue]] {
        var result: [[SQLValue]] = []
        try StoreReader(path: path).execute(sql: sql, parameters: parameters, columns: { _ in }, row: { result.append($0) })
        return result
    }

    private static func integer(_ value: SQLValue) -> Int64? {
        if case let .integer(number) = value { return number }
        return nil
    }
}

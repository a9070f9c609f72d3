import Foundation
import GRDB
import LayoutLab

/// One measured value of a sweep's run (`Queries/sweep-measure.sql`).
public struct SweepMeasurement: Hashable, Sendable {
    public var caseIndex: Int
    public var run: Int64
    /// The path of the node measured: the first of the run's nodes matching the name.
    public var path: String
    /// Nil when the run has no such value (a node never placed, or not measured).
    public var value: Double?
}

/// One run's event at the position where two traces part (`Queries/first-divergence.sql`).
public struct DivergentEvent: Sendable {
    public var run: Int64
    public var event: TraceEvent
    /// The node, as the trace printers need it.
    public var node: DivergentNode
}

/// A node of a diverging event: enough of `nodes` for `TraceTablePrinter.row(for:node:)`.
public struct DivergentNode: TraceNode, Hashable, Sendable {
    public var id: Int
    public var path: String
    public var depth: Int
    public var kind: String
    public var label: String?
    public var inspector: InspectorTag? { nil }
}

extension StoreReader {
    public func sweep(_ id: Int64) throws -> RecordedSweep {
        let sweep = try read { try RecordedSweep.fetchOne($0, key: id) }
        guard let sweep else { throw StoreError.unknownSweep(id, path: path) }
        return sweep
    }

    /// The sweep's cases in order, each with its run once recorded.
    public func sweepCases(_ id: Int64) throws -> [SweepCase] {
        _ = try sweep(id)
        var cases: [SweepCase] = []
        try forEachRow(of: .sweepCasesJson, ["sweep": id], columns: ["case_index", "run", "parameters"]) { row in
            let index: Int = row[0]
            // Decoded from SQLite's own bytes, with no String of the whole object made first.
            let parameters = try row.withUnsafeData(atIndex: 2) { json in
                json?.withUnsafeBytes { CaseParametersJSON.decode(utf8: $0.assumingMemoryBound(to: UInt8.self)) }
            }
            guard let parameters else {
                let json: String? = row[2]
                throw StoreError.sqlite(path: path, message: "sweep \(id), case \(index): its parameters are not a JSON object of strings: "
                    + (json ?? "NULL"))
            }
            cases.append(SweepCase(index: index, parameters: parameters, run: row[1]))
        }
        return cases
    }

    /// `measure` (`width`, `ideal_height`, … : see `Queries/sweep-measure.sql`) of the node
    /// named `node` in each recorded run of the sweep that has such a node, in case order.
    public func sweepMeasurements(_ id: Int64, node: String, measure: String) throws -> [SweepMeasurement] {
        _ = try sweep(id)
        var measurements: [SweepMeasurement] = []
        try forEachRow(of: .sweepMeasure, ["sweep": id, "node": node, "measure": measure], columns: ["case_index", "run", "path", "value"]) { row in
            measurements.append(SweepMeasurement(caseIndex: row[0], run: row[1], path: row[2], value: row[3]))
        }
        return measurements
    }

    /// Both runs' events where their traces first differ, run `a`'s first; one event when
    /// one trace is a prefix of the other, none when they are the same.
    public func firstDivergence(_ a: Int64, _ b: Int64) throws -> [DivergentEvent] {
        _ = try run(a)
        _ = try run(b)
        var events: [DivergentEvent] = []
        try forEachRow(of: .firstDivergence, ["before": a, "after": b]) { row in
            let node = DivergentNode(id: row["node"], path: row["path"], depth: row["depth"], kind: row["view"], label: row["label"])
            events.append(DivergentEvent(run: row["run"], event: try TraceEvent(row: row), node: node))
        }
        return events
    }

    /// Each row of a named query; with `columns`, the query must select exactly those, and
    /// `body` reads them by position: GRDB hashes a name for every row it is looked up in, a fifth
    /// of the time `sweep-cases`' 40,000 rows took to read.
    private func forEachRow(of query: NamedQuery, _ arguments: [String: any DatabaseValueConvertible], columns: [String]? = nil,
                            _ body: (Row) throws -> Void) throws {
        try read { db in
            let statement = try db.makeStatement(sql: query.sql)
            if let columns, statement.columnNames != columns {
                throw StoreError.invalidQueryFile(name: query.name, reason: "it selects \(statement.columnNames.joined(separator: ", ")); "
                    + "LayoutLab reads \(columns.joined(separator: ", "))")
            }
            let rows = try Row.fetchCursor(statement, arguments: StatementArguments(arguments))
            while let row = try rows.next() { try body(row) }
        }
    }
}

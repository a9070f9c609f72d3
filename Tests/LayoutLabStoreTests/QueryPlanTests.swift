import Foundation
import Testing
import LayoutLab
import TestSupport
@testable import LayoutLabStore

// Issue 13, target 4: every named query (Queries/*.sql) reaches its tables through an index or
// their primary key. `EXPLAIN QUERY PLAN` of each, on a database the migrations made, must not
// scan a table whole (but `runs` and `sweeps`, which list every run and sweep), nor search a
// run's events by run alone once per row of something else (a per-node lookup that narrows by
// run only: quadratic in a large run's trace).

/// One line of `EXPLAIN QUERY PLAN`, with the lines it is nested in.
struct PlanStep {
    var id: Int64
    var parent: Int64
    var detail: String
}

@Suite("Query plans of the named queries")
struct QueryPlanTests {
    /// Queries that list a whole table on purpose: every run (the `runs` view reads
    /// `run_rows`), every sweep.
    static let listings: [String: String] = ["runs": "run_rows", "sweeps": "sweeps"]

    static func plan(of query: NamedQuery, in reader: StoreReader) throws -> [PlanStep] {
        var values: [String: String] = [:]
        for parameter in query.parameters { values[parameter.name] = "1" }
        return try reader.rows(sql: "EXPLAIN QUERY PLAN " + query.sql, parameters: values).map { row in
            guard case let .integer(id) = row[0], case let .integer(parent) = row[1], case let .text(detail) = row[3] else {
                Issue.record("unexpected EXPLAIN QUERY PLAN row \(row)")
                return PlanStep(id: 0, parent: 0, detail: "")
            }
            return PlanStep(id: id, parent: parent, detail: detail)
        }
    }

    /// Which table each name in the query's FROM and JOIN clauses stands for (`events AS a`).
    static func tablesByName(in sql: String) -> [String: String] {
        var names: [String: String] = [:]
        for match in sql.matches(of: /(?i)\b(?:FROM|JOIN)\s+([a-z_]+)(?:\s+AS\s+([a-z_]+))?/) {
            let table = String(match.output.1).lowercased()
            names[table] = table
            if let alias = match.output.2 { names[String(alias).lowercased()] = table }
        }
        return names
    }

    /// What is wrong with `plan`: full scans of tables (but a listing's own), and searches of
    /// a run's events by run alone that run once per row of an outer loop or of a correlated
    /// subquery. `realTables` tells tables from CTEs and subqueries.
    static func problems(in plan: [PlanStep], query: NamedQuery, realTables: Set<String>) -> [String] {
        let tables = tablesByName(in: query.sql)
        let byID = Dictionary(plan.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var problems: [String] = []
        for step in plan {
            guard let match = step.detail.firstMatch(of: /^(SCAN|SEARCH) ([a-z_]+)\b/) else { continue }
            // A view's table appears under its own name: `events` is read from `trace_events`.
            let name = String(match.output.2)
            guard let table = tables[name] ?? (realTables.contains(name) ? name : nil), realTables.contains(table) else { continue }
            if match.output.1 == "SCAN" {
                if listings[query.name] != table { problems.append("\(query.name): \(step.detail) (a full scan of \(table))") }
                continue
            }
            // A search of events by run alone reads the run's whole trace: fine once, not per row.
            guard table == "trace_events", step.detail.contains("(run_id=?)") else { continue }
            let loops = plan.filter { $0.parent == step.parent && ($0.detail.hasPrefix("SCAN ") || $0.detail.hasPrefix("SEARCH ")) }
            var correlated = false
            var ancestor = byID[step.parent]
            while let current = ancestor {
                if current.detail.hasPrefix("CORRELATED") { correlated = true }
                ancestor = byID[current.parent]
            }
            if loops.first?.id != step.id || correlated {
                problems.append("\(query.name): \(step.detail) (the run's whole trace, once per row)")
            }
        }
        return problems
    }

    static func realTables(in reader: StoreReader) throws -> Set<String> {
        Set(try reader.rows(sql: "SELECT name FROM sqlite_master WHERE type = 'table'").compactMap { row -> String? in
            if case let .text(name) = row[0] { name } else { nil }
        })
    }

    @Test("Every named query searches the trace tables through an index or the primary key")
    func everyQueryUsesAnIndex() throws {
        let directory = try TemporaryDirectory()
        let reader = try StoreReader(path: try RunStore(path: directory.path("plans.sqlite")).path)
        let tables = try Self.realTables(in: reader)
        #expect(!NamedQuery.builtIn.isEmpty)
        for query in NamedQuery.builtIn {
            let plan = try Self.plan(of: query, in: reader)
            #expect(!plan.isEmpty, "\(query.name) has no plan")
            let problems = Self.problems(in: plan, query: query, realTables: tables)
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))\n\(plan.map(\.detail).joined(separator: "\n"))")
        }
    }

    @Test("The check finds a full scan and a per-row search of a run's events")
    func checkerFindsProblems() throws {
        let directory = try TemporaryDirectory()
        let reader = try StoreReader(path: try RunStore(path: directory.path("plans.sqlite")).path)
        let tables = try Self.realTables(in: reader)
        let scan = NamedQuery(name: "scan", description: "every event of every run", parameters: [],
                              sql: "SELECT count(*) FROM events WHERE events.pass = 'sizing';")
        #expect(Self.problems(in: try Self.plan(of: scan, in: reader), query: scan, realTables: tables).count == 1)
        let perNode = NamedQuery(
            name: "per-node", description: "each node's sizing events, one search of the run's events per node",
            parameters: [.init(name: "run", description: "the run id", isOptional: false)], sql: """
            SELECT nodes.node_id, sum(events.pass = 'sizing')
            FROM nodes LEFT JOIN events ON events.run_id = nodes.run_id AND events.node_id = nodes.node_id
            WHERE nodes.run_id = :run GROUP BY nodes.node_id;
            """)
        #expect(Self.problems(in: try Self.plan(of: perNode, in: reader), query: perNode, realTables: tables).count == 1)
    }
}

import Foundation
import Testing
import TestSupport
@testable import LayoutLabStore

// Issue 34, item 3: `sql` and `query` stop at their time and result budgets, each a message
// naming the flag that raises it.

@Suite("Query budgets")
struct QueryBudgetTests {
    private func reader() throws -> (TemporaryDirectory, StoreReader) {
        let directory = try TemporaryDirectory()
        let path = try RunStore(path: directory.path("budget.sqlite")).path
        return (directory, try StoreReader(path: path))
    }

    private func refusal(_ sql: String, _ budget: QueryBudget, _ reader: StoreReader) -> StoreError? {
        do {
            try reader.execute(sql: sql, budget: budget, columns: { _ in }, row: { _ in })
        } catch let error as StoreError {
            return error
        } catch {
            Issue.record("not a StoreError: \(error)")
        }
        return nil
    }

    @Test("An endless recursive CTE stops at --timeout (the issue's ran ten minutes until killed)")
    func timeout() throws {
        let (_, reader) = try reader()
        let endless = "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT count(*) FROM n"
        let error = refusal(endless, QueryBudget(timeout: 0.2, rows: 10, bytes: 1_000), reader)
        #expect(error?.description.contains("--timeout 0.2 seconds") == true, "\(String(describing: error))")
    }

    @Test("A result past --max-rows or --max-bytes stops, naming the flag; within them it runs")
    func resultBudget() throws {
        let (_, reader) = try reader()
        let hundred = "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n LIMIT 100) SELECT i FROM n"
        let rows = refusal(hundred, QueryBudget(timeout: 10, rows: 99, bytes: 1_000_000), reader)
        #expect(rows == .budgetExceeded("the result has more than 99 rows (--max-rows); give a larger --max-rows, or narrow the query (LIMIT, WHERE)"))
        let bytes = refusal("SELECT zeroblob(1001)", QueryBudget(timeout: 10, rows: 99, bytes: 1_000), reader)
        #expect(bytes?.description.contains("more than 1000 bytes (--max-bytes)") == true)
        var count = 0
        try reader.execute(sql: hundred, budget: QueryBudget(timeout: 10, rows: 100, bytes: 800), columns: { _ in }, row: { _ in count += 1 })
        #expect(count == 100)
    }
}

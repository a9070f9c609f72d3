import ArgumentParser
import LayoutLabStore
import LayoutLabStudies

/// `--timeout`, `--max-rows`, `--max-bytes`: the budget of one `sql` or `query` statement
/// (`QueryBudget`, issue 34).
struct QueryBudgetOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Stop the statement after this many seconds (default: \(Int(QueryBudget.standard.timeout))).",
                               valueName: "seconds"))
    var timeout: Double?

    @Option(help: "Stop after this many result rows (default: \(QueryBudget.standard.rows)).")
    var maxRows: Int?

    @Option(help: "Stop after this many bytes of result values (default: \(QueryBudget.standard.bytes)).")
    var maxBytes: Int?

    func budget() throws -> QueryBudget {
        let standard = QueryBudget.standard
        if let timeout, !(timeout.isFinite && timeout > 0) {
            throw RunInputError(message: "--timeout \(timeout): give a positive number of seconds")
        }
        for (flag, value) in [("--max-rows", maxRows), ("--max-bytes", maxBytes)] {
            if let value, value < 1 { throw RunInputError(message: "\(flag) \(value): give a positive whole number") }
        }
        return QueryBudget(timeout: timeout ?? standard.timeout, rows: maxRows ?? standard.rows, bytes: maxBytes ?? standard.bytes)
    }
}

import ArgumentParser
import Foundation
import LayoutLabStore

struct Query: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a built-in named query on the recordings.",
        discussion: """
        `layoutlab queries` lists the queries and their parameters; give each parameter with -p \
        NAME VALUE (after the query's name). Values are compared as SQLite compares a text with the \
        column it meets: `-p run 1` finds run 1.

        Examples:
          layoutlab query proposals-received -p run 1 -p node 🟥
          layoutlab query children-flexibility -p run 2 -p container HStack
          layoutlab query probe-counts -p run 1 --format csv
          layoutlab query runs-by-parameter -p name i
          layoutlab query frame-changes -p before 1 -p after 2 --format markdown
        """)

    @OptionGroup var database: DatabaseOptions

    @Argument(help: "The query's name (see `layoutlab queries`).")
    var name: String

    @OptionGroup var parameters: QueryParameterOptions

    @OptionGroup var output: TableFormatOptions

    @OptionGroup var limits: QueryBudgetOptions

    func run() throws {
        let values = try reportingInputErrors { try parameters.values() }
        let budget = try reportingInputErrors { try limits.budget() }
        let query = try reportingStoreErrors { () throws -> NamedQuery in
            let query = try NamedQuery.named(name)
            _ = try query.arguments(values)
            return query
        }
        let reader = try database.openForReading()
        try printQuery(query, values: values, from: reader, format: output.format, budget: budget)
    }
}

import ArgumentParser
import Foundation
import LayoutLabStore

struct SQL: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sql",
        abstract: "Run one read-only SQL statement on the recordings.",
        discussion: """
        The database is opened read-only (SQLITE_OPEN_READONLY), so SQLite itself refuses any \
        statement that would write. Named parameters (:name) take their values from -p NAME VALUE, \
        given after the statement. The README's "Database schema" section documents the tables.

        Examples:
          layoutlab sql "SELECT id, file_name, event_count FROM runs"
          layoutlab sql "SELECT kind, count(*) FROM events WHERE run_id = :run GROUP BY kind" -p run 1
          layoutlab sql "SELECT * FROM nodes WHERE inspector_tag = '🟥'" --format json
        """)

    @OptionGroup var database: DatabaseOptions

    @Argument(help: "One SQL statement.")
    var statement: String

    @OptionGroup var parameters: QueryParameterOptions

    @OptionGroup var output: TableFormatOptions

    @OptionGroup var limits: QueryBudgetOptions

    func run() throws {
        let values = try reportingInputErrors { try parameters.values() }
        let budget = try reportingInputErrors { try limits.budget() }
        let reader = try database.openForReading()
        let stdout = StandardOutput()
        let writer = output.format.writer(to: stdout)
        try reportingStoreErrors {
            try reader.execute(sql: statement, parameters: values, budget: budget, columns: writer.begin, row: writer.row)
        }
        writer.end()
        stdout.flush()
    }
}

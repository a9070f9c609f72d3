import ArgumentParser
import Foundation
import LayoutLabStore

struct Queries: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the built-in named queries, or print one's SQL.",
        discussion: """
        The queries are the Queries/*.sql files LayoutLab was built with; run one with \
        `layoutlab query NAME -p PARAMETER VALUE`, or paste its SQL into `sqlite3` or Datasette \
        (write its :parameters as values there). A `?` after a parameter makes it optional.

        Examples:
          layoutlab queries
          layoutlab queries proposals-received
          layoutlab queries --format markdown
        """)

    @Argument(help: "A query whose SQL to print.")
    var name: String?

    @OptionGroup var output: TableFormatOptions

    func run() throws {
        let stdout = StandardOutput()
        if let name {
            let query = try reportingStoreErrors { try NamedQuery.named(name) }
            stdout.write(query.sql.hasSuffix("\n") ? query.sql : query.sql + "\n")
        } else {
            output.format.writer(to: stdout).write(
                columns: ["name", "parameters", "description"],
                rows: NamedQuery.builtIn.map { query in
                    [.text(query.name),
                     .text(query.parameters.map { $0.name + ($0.isOptional ? "?" : "") }.joined(separator: " ")),
                     .text(query.description)]
                })
        }
        stdout.flush()
    }
}

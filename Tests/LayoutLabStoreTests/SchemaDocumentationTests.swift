import Foundation
import Testing
import LayoutLab
import TestSupport
@testable import LayoutLabStore

// Acceptance 2: README's "Database schema" section documents every table, column and index
// of the real schema (the migrations applied to a new database), and its sqlite3 query for
// "which proposals did 🟥 receive in run 1" answers with the proposals the inspector prints.

@Suite("README's database schema")
struct SchemaDocumentationTests {
    static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    /// The `## Database schema` section, up to the next level-2 heading.
    static func section() throws -> [Substring] {
        let lines = try String(contentsOf: readme, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "## Database schema") else { return [] }
        let rest = lines[(start + 1)...]
        return Array(rest.prefix { !$0.hasPrefix("## ") })
    }

    /// Each documented table's columns: `| `name` | TYPE [NOT NULL] | meaning |` rows under
    /// a `### `table`` heading.
    static func documentedTables(_ section: [Substring]) -> [String: [String]] {
        var tables: [String: [String]] = [:]
        var current: String?
        for line in section {
            if let match = line.wholeMatch(of: /### `([a-z_]+)`/) {
                current = String(match.output.1)
                tables[current!] = []
            } else if line.hasPrefix("### ") {
                current = nil
            } else if let current, let match = line.firstMatch(of: /^\| `([a-z_0-9]+)` \| ([A-Z ]*) \|/) {
                tables[current]!.append("\(match.output.1) \(match.output.2)".trimmingCharacters(in: .whitespaces))
            }
        }
        return tables
    }

    @Test("Every table and view and each column, with its type and NOT NULL, is documented as it is")
    func tablesAndColumns() throws {
        let section = try Self.section()
        try #require(!section.isEmpty, "README.md has no `## Database schema` section")
        let documented = Self.documentedTables(section)

        let directory = try TemporaryDirectory()
        let reader = try StoreReader(path: try RunStore(path: directory.path("schema.sqlite")).path)
        // Views too: `runs` and `events` are views over the tables recordings write (0007, 0008).
        let tables = try reader.rows(sql: """
            SELECT name FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%' ORDER BY name
            """)
            .compactMap { row -> String? in if case let .text(name) = row[0] { name } else { nil } }
        #expect(Set(documented.keys) == Set(tables))
        let views = try reader.rows(sql: "SELECT name FROM sqlite_master WHERE type = 'view'")
            .compactMap { row -> String? in if case let .text(name) = row[0] { name } else { nil } }
        for table in tables {
            let columns = try reader.rows(sql: "SELECT name, type, \"notnull\" FROM pragma_table_info(:table)", parameters: ["table": table])
                .map { row -> String in
                    guard case let .text(name) = row[0], case let .text(type) = row[1], case let .integer(notNull) = row[2] else { return "?" }
                    return "\(name) \(type)\(notNull == 1 ? " NOT NULL" : "")"
                }
            if views.contains(table) {
                // A view's columns carry no declared type or NOT NULL: their names, in order.
                func names(_ columns: [String]?) -> [Substring]? { columns?.map { $0.prefix { $0 != " " } } }
                #expect(names(documented[table]) == names(columns), "view \(table)")
            } else {
                #expect(documented[table] == columns, "table \(table)")
            }
        }
    }

    @Test("Every index is documented")
    func indexes() throws {
        let section = try Self.section().joined(separator: "\n")
        let documented = Set(section.matches(of: /Index\s+`([a-z_]+)`/).map { String($0.output.1) })
        let directory = try TemporaryDirectory()
        let reader = try StoreReader(path: try RunStore(path: directory.path("schema.sqlite")).path)
        let indexes = try reader.rows(sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL")
            .compactMap { row -> String? in if case let .text(name) = row[0] { name } else { nil } }
        #expect(documented == Set(indexes))
    }

    @Test("The sqlite3 query for \"which proposals did 🟥 receive in run 1\" answers what README shows")
    func proposalsQuery() throws {
        let section = try Self.section()
        let heading = try #require(section.firstIndex { $0.hasPrefix("### Which proposals did 🟥 receive in run 1") })
        let afterHeading = section[heading...]
        let sqlStart = try #require(afterHeading.firstIndex(of: "```sql"))
        let sqlEnd = try #require(afterHeading[(sqlStart + 1)...].firstIndex(of: "```"))
        let sql = section[(sqlStart + 1)..<sqlEnd].filter { !$0.hasPrefix(".") && !$0.hasPrefix("--") }.joined(separator: "\n")
        let outputStart = try #require(afterHeading[(sqlEnd + 1)...].firstIndex(of: "```"))
        let outputEnd = try #require(afterHeading[(outputStart + 1)...].firstIndex(of: "```"))
        let shown = section[(outputStart + 3)..<outputEnd].map { $0.split(separator: " ").map(String.init) }

        let directory = try TemporaryDirectory()
        let store = try RunStore(path: directory.path("layoutlab.sqlite"))
        let recorded = try recordLayout(ViewTree(ThreeRectangles(tagged: true)), in: store)
        #expect(recorded.runID == 1)
        let rows = try StoreReader(path: store.path).rows(sql: sql)

        // As sqlite3 prints them: REAL with a decimal point, infinity as Inf.
        func sqlite3Text(_ value: SQLValue) -> String {
            switch value {
            case let .integer(integer): String(integer)
            case let .real(real): real == .infinity ? "Inf" : real.description
            case let .text(text): text
            default: ""
            }
        }
        #expect(rows.map { $0.map(sqlite3Text) } == shown)

        // They are the proposals the inspector printed for 🟥.
        let red = try #require(recorded.tree.nodes(named: "🟥").first)
        let printed = recorded.events.filter { $0.node == red.id }
            .compactMap { InspectorPrinter.line(for: $0, node: recorded.tree[$0.node]) }
            .filter { $0.contains("proposal size") }
        #expect(printed.count == rows.count)
    }
}

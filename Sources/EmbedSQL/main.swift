import Foundation
import GRDBSQLite

// Writes a Swift file holding the text of every .sql file in the migrations and queries
// folders, after checking the naming rules the store relies on:
//
//     EmbedSQL OUTPUT.swift MIGRATIONS_FOLDER QUERIES_FOLDER
//
// Migrations are `NNNN_name.sql`, numbered from 0001 without gaps (a migration's identifier is
// its file name without `.sql`, and it never changes once released). A query file opens with
// a header of comment lines, read here, so a malformed one fails the build rather than a
// command:
//
//     -- name: proposals-received          (its file name)
//     -- description: Every size proposal a node received in a run, …
//     -- param: run  the run id
//     -- param: node?  a node's path, inspector tag, Text label or kind   (? optional: NULL when not given)
//
// and declares exactly the named parameters (`:run`, `:node`) its SQL uses. Each query also
// gets a static property of `NamedQuery` (`proposals-received` → `.proposalsReceived`), so
// code that runs a query names a symbol a renamed file breaks.
//
// It also applies the migrations, in order, to an in-memory SQLite database and writes the
// schema they leave (each table's and view's `CREATE` text and columns), so that a recording's
// schema is checked against it on every open without migrating a database each time (issue 36:
// that migration was a fifth of a small command's time).

struct SQLFile {
    var name: String
    var text: String
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(1)
}

func sqlFiles(in folder: URL) -> [SQLFile] {
    let urls: [URL]
    do {
        urls = try FileManager.default.contentsOfDirectory(at: folder.resolvingSymlinksInPath(), includingPropertiesForKeys: nil)
    } catch {
        fail("cannot list \(folder.path): \(error.localizedDescription)")
    }
    return urls.filter { $0.pathExtension == "sql" }.sorted { $0.lastPathComponent < $1.lastPathComponent }.map { url in
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { fail("\(url.path): not UTF-8 text") }
        return SQLFile(name: url.deletingPathExtension().lastPathComponent, text: text)
    }
}

/// Each migration is `NNNN_lowercase_name.sql`, its number above the one before. A number may
/// be skipped: work done in parallel reserves its numbers (issue 34's 0015 beside another
/// branch's 0014), and a migration once applied is never renumbered, since databases record
/// its name.
func checkMigrations(_ files: [SQLFile], folder: URL) {
    var previous = 0
    for file in files {
        let rest = file.name.dropFirst(5)
        guard let number = Int(file.name.prefix(4)), file.name.dropFirst(4).hasPrefix("_"), number > previous, !rest.isEmpty,
              rest.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "_") }) else {
            fail("\(folder.path)/\(file.name).sql: a migration must be named NNNN_lowercase_name.sql, "
                 + "its four-digit number above the previous one's (\(String(format: "%04d", previous)))")
        }
        previous = number
    }
}

struct QueryHeader {
    struct Parameter {
        var name: String
        var description: String
        var isOptional: Bool
    }

    var description: String
    var parameters: [Parameter]
}

/// The header of `file`, checked: its name, a description, and parameters that are exactly
/// those its SQL uses.
func header(of file: SQLFile, folder: URL) -> QueryHeader {
    func problem(_ message: String) -> Never { fail("\(folder.path)/\(file.name).sql: \(message)") }
    guard let first = file.name.first, first.isLetter,
          file.name.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }) else {
        problem("a query's name is lowercase words and digits joined by hyphens (it becomes a Swift name)")
    }
    var name: String?, description: String?, parameters: [QueryHeader.Parameter] = []
    for line in file.text.split(separator: "\n", omittingEmptySubsequences: false) {
        guard line.hasPrefix("--") else { break }
        let content = line.dropFirst(2).trimmingCharacters(in: .whitespaces)
        guard let colon = content.firstIndex(of: ":") else { continue }
        let key = content[..<colon].trimmingCharacters(in: .whitespaces)
        let value = content[content.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        switch key {
        case "name": name = value
        case "description": description = value
        case "param":
            let declared = value.prefix { !$0.isWhitespace }
            let isOptional = declared.hasSuffix("?")
            let parameter = String(isOptional ? declared.dropLast() : declared)
            guard !parameter.isEmpty else { problem("a `-- param:` line names no parameter") }
            parameters.append(.init(name: parameter, description: value.dropFirst(declared.count).trimmingCharacters(in: .whitespaces),
                                    isOptional: isOptional))
        default: continue
        }
    }
    guard name == file.name else { problem("its header must say `-- name: \(file.name)`") }
    guard let description, !description.isEmpty else { problem("its header needs a `-- description:` line") }
    let used = Set(file.text.matches(of: /:([a-z_]+)\b/).map { String($0.output.1) })
    let declared = Set(parameters.map(\.name))
    guard used == declared else {
        problem("its SQL uses \(used.sorted().map { ":" + $0 }) but its header declares \(declared.sorted().map { ":" + $0 })")
    }
    return QueryHeader(description: description, parameters: parameters)
}

/// `proposals-received` → `proposalsReceived`.
func propertyName(_ fileName: String) -> String {
    let words = fileName.split(separator: "-")
    return words.prefix(1).joined() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
}

/// A raw string literal that holds `text` verbatim: one more `#` than any run in the text, on
/// lines of its own when the text has several.
func literal(_ text: String) -> String {
    var longest = 0, run = 0
    for character in text {
        run = character == "#" ? run + 1 : 0
        longest = max(longest, run)
    }
    let hashes = String(repeating: "#", count: longest + 1)
    return text.contains("\n") ? "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)" : "\(hashes)\"\(text)\"\(hashes)"
}

func migrationEntries(_ files: [SQLFile]) -> String {
    files.map { "        (name: \(literal($0.name)), text: \(literal($0.text)))," }.joined(separator: "\n")
}

func queryEntries(_ files: [SQLFile], headers: [QueryHeader]) -> String {
    zip(files, headers).map { file, header in
        let parameters = header.parameters.map { "(name: \(literal($0.name)), description: \(literal($0.description)), isOptional: \($0.isOptional))" }
        return """
                (
                    name: \(literal(file.name)), description: \(literal(header.description)),
                    parameters: [\(parameters.joined(separator: ", "))],
                    text: \(literal(file.text))
                ),
        """
    }.joined(separator: "\n")
}

/// GRDB's migrator makes this table before the first migration (`DatabaseMigrator`'s
/// `createMigrationsTable`); `SchemaTests` checks that the schema written here is the one GRDB's
/// migrator leaves.
let migrationsTableDefinition = "CREATE TABLE IF NOT EXISTS grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)"

/// The schema `migrations` leave in an empty database: each table and view (`sqlite_%` aside) by
/// name, with its `CREATE` text as `sqlite_master` keeps it and its columns in order.
func migratedSchema(_ migrations: [SQLFile], folder: URL) -> [(name: String, definition: String, columns: [String])] {
    var db: OpaquePointer?
    guard sqlite3_open(":memory:", &db) == SQLITE_OK, let db else { fail("cannot open an in-memory SQLite database") }
    defer { sqlite3_close(db) }
    func execute(_ sql: String, _ source: String) {
        var message: UnsafeMutablePointer<CChar>?
        guard sqlite3_exec(db, sql, nil, nil, &message) == SQLITE_OK else {
            let text = message.map { String(cString: $0) } ?? "error \(sqlite3_errcode(db))"
            sqlite3_free(message)
            fail("\(source): does not apply to the migrations before it: \(text)")
        }
    }
    func rows(_ sql: String, _ argument: String? = nil) -> [[String]] {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(db, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            fail("cannot read the migrated schema: \(String(cString: sqlite3_errmsg(db)))")
        }
        defer { sqlite3_finalize(statement) }
        if let argument { sqlite3_bind_text(statement, 1, argument, -1, unsafeBitCast(-1, to: sqlite3_destructor_type.self)) }
        var result: [[String]] = []
        while sqlite3_step(statement) == SQLITE_ROW {
            result.append((0..<sqlite3_column_count(statement)).map { column in
                sqlite3_column_text(statement, column).map { String(cString: $0) } ?? ""
            })
        }
        return result
    }
    execute(migrationsTableDefinition, "GRDB's migrations table")
    for migration in migrations { execute(migration.text, "\(folder.path)/\(migration.name).sql") }
    return rows("SELECT name, sql FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%' ORDER BY name").map { row in
        (row[0], row[1], rows("SELECT name FROM pragma_table_info(?)", row[0]).map { $0[0] })
    }
}

func schemaEntries(_ schema: [(name: String, definition: String, columns: [String])]) -> String {
    schema.map { table in
        let columns = table.columns.map(literal).joined(separator: ", ")
        return "        (name: \(literal(table.name)), definition: \(literal(table.definition)), columns: [\(columns)]),"
    }.joined(separator: "\n")
}

func queryProperties(_ files: [SQLFile]) -> String {
    files.enumerated().map { index, file in
        "    /// `Queries/\(file.name).sql`.\n    public static var `\(propertyName(file.name))`: NamedQuery { builtIn[\(index)] }"
    }.joined(separator: "\n")
}

let arguments = CommandLine.arguments
guard arguments.count == 4 else { fail("usage: EmbedSQL OUTPUT.swift MIGRATIONS_FOLDER QUERIES_FOLDER") }
let output = URL(fileURLWithPath: arguments[1])
let migrationsFolder = URL(fileURLWithPath: arguments[2])
let queriesFolder = URL(fileURLWithPath: arguments[3])
let migrations = sqlFiles(in: migrationsFolder)
let queries = sqlFiles(in: queriesFolder)
checkMigrations(migrations, folder: migrationsFolder)
let headers = queries.map { header(of: $0, folder: queriesFolder) }
let schema = migratedSchema(migrations, folder: migrationsFolder)

let swift = """
// Generated by the EmbedSQL build plugin from Migrations/*.sql and Queries/*.sql.
// Edit those files, not this one.

enum EmbeddedSQL {
    /// `Migrations/NNNN_name.sql` in order; `name` is the migration's identifier.
    static let migrations: [(name: String, text: String)] = [
\(migrationEntries(migrations))
    ]

    /// Each table and view the migrations leave (GRDB's `grdb_migrations` among them), by name:
    /// its `CREATE` text as `sqlite_master` keeps it, and its columns in order.
    static let schema: [(name: String, definition: String, columns: [String])] = [
\(schemaEntries(schema))
    ]

    /// `Queries/name.sql`, by file name, with the header EmbedSQL read and checked.
    static let queries: [(
        name: String, description: String, parameters: [(name: String, description: String, isOptional: Bool)], text: String
    )] = [
\(queryEntries(queries, headers: headers))
    ]
}

extension NamedQuery {
\(queryProperties(queries))
}

"""
// Rewriting an unchanged file would make the target recompile for nothing.
if (try? String(contentsOf: output, encoding: .utf8)) != swift {
    do {
        try swift.write(to: output, atomically: true, encoding: .utf8)
    } catch {
        fail("cannot write \(output.path): \(error.localizedDescription)")
    }
}

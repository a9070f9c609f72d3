import Foundation

// Writes a Swift file holding the text of every .sql file in the migrations and queries
// folders, after checking the naming rules the store relies on:
//
//     EmbedSQL OUTPUT.swift MIGRATIONS_FOLDER QUERIES_FOLDER
//
// Migrations are `NNNN_name.sql`, each number once, in order (a migration's identifier is
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

func checkMigrations(_ files: [SQLFile], folder: URL) {
    // Each number once, in order; a gap is allowed, since work in parallel reserves numbers
    // (a branch may add 0016 before the branches adding 0014 and 0015 are merged), and the
    // migrator applies what it has in order of name.
    var previous = 0
    for file in files {
        let rest = file.name.dropFirst(5)
        guard file.name.count > 5, let number = Int(file.name.prefix(4)), file.name.prefix(4).allSatisfy(\.isNumber),
              file.name.dropFirst(4).first == "_", !rest.isEmpty,
              rest.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "_") }) else {
            fail("\(folder.path)/\(file.name).sql: a migration must be named NNNN_lowercase_name.sql")
        }
        guard number > previous else {
            fail("\(folder.path)/\(file.name).sql: migration \(number) is numbered like the one before it")
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

let swift = """
// Generated by the EmbedSQL build plugin from Migrations/*.sql and Queries/*.sql.
// Edit those files, not this one.

enum EmbeddedSQL {
    /// `Migrations/NNNN_name.sql` in order; `name` is the migration's identifier.
    static let migrations: [(name: String, text: String)] = [
\(migrationEntries(migrations))
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

import Foundation

/// A query shipped in `Queries/name.sql`. The file opens with a header of comment lines:
///
///     -- name: proposals-received
///     -- description: Every size proposal a node received in a run, in order, …
///     -- param: run  the run id
///     -- param: node?  a node's path, inspector tag, Text label or kind
///
/// Parameters are SQL named parameters (`:run`, `:node`); a `?` after the name makes one
/// optional, bound to NULL when not given.
public struct NamedQuery: Hashable, Sendable {
    public struct Parameter: Hashable, Sendable {
        public var name: String
        public var description: String
        public var isOptional: Bool
    }

    public let name: String
    public let description: String
    public let parameters: [Parameter]
    /// The whole file, header included (SQLite skips comments).
    public let sql: String

    /// The queries built into this LayoutLab, by name.
    public static let builtIn: [NamedQuery] = EmbeddedSQL.queries.map { file in
        do {
            return try NamedQuery(parsing: file.text, fileName: file.name)
        } catch {
            // The EmbedSQL plugin checks the header's name; the rest is checked by the tests.
            fatalError("\(error)")
        }
    }

    public static func named(_ name: String) throws -> NamedQuery {
        guard let query = builtIn.first(where: { $0.name == name }) else {
            throw StoreError.unknownQuery(name, known: builtIn.map(\.name))
        }
        return query
    }

    public init(parsing text: String, fileName: String) throws {
        var fields: [String: String] = [:]
        var parameters: [Parameter] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("--") else { break }
            let content = line.dropFirst(2).trimmingCharacters(in: .whitespaces)
            guard let colon = content.firstIndex(of: ":") else { continue }
            let key = content[..<colon].trimmingCharacters(in: .whitespaces)
            let value = content[content.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if key == "param" {
                let declared = value.prefix { !$0.isWhitespace }
                let description = value.dropFirst(declared.count).trimmingCharacters(in: .whitespaces)
                let isOptional = declared.hasSuffix("?")
                let name = String(isOptional ? declared.dropLast() : declared)
                guard !name.isEmpty else {
                    throw StoreError.invalidQueryFile(name: fileName, reason: "a `-- param:` line names no parameter")
                }
                parameters.append(Parameter(name: name, description: description, isOptional: isOptional))
            } else {
                fields[key] = value
            }
        }
        guard let name = fields["name"], name == fileName else {
            throw StoreError.invalidQueryFile(name: fileName, reason: "the header must say `-- name: \(fileName)`")
        }
        guard let description = fields["description"], !description.isEmpty else {
            throw StoreError.invalidQueryFile(name: fileName, reason: "the header needs a `-- description:` line")
        }
        self.name = name
        self.description = description
        self.parameters = parameters
        sql = text
    }

    /// The parameters every query uses for a run's or sweep's id: their values must be integers.
    static let identifierParameters: Set<String> = ["run", "before", "after", "sweep"]

    /// The named arguments for `values`: every required parameter given, no unknown one,
    /// absent optional ones as NULL.
    public func arguments(_ values: [String: String]) throws -> [String: String?] {
        for given in values.keys where !parameters.contains(where: { $0.name == given }) {
            throw StoreError.unknownQueryParameter(query: name, parameter: given, known: parameters.map(\.name))
        }
        var arguments: [String: String?] = [:]
        for parameter in parameters {
            if let value = values[parameter.name], Self.identifierParameters.contains(parameter.name), Int64(value) == nil {
                // A run or sweep id that is no integer would match nothing: an empty table that
                // looks like an answer (issue 14).
                throw StoreError.invalidQueryParameterValue(query: name, parameter: parameter.name, value: value)
            } else if let value = values[parameter.name] {
                arguments[parameter.name] = value
            } else if parameter.isOptional {
                arguments[parameter.name] = .some(nil)
            } else {
                throw StoreError.missingQueryParameter(query: name, parameter: parameter.name)
            }
        }
        return arguments
    }
}

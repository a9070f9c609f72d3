import Foundation

/// A query shipped in `Queries/name.sql`. The file opens with a header of comment lines:
///
///     -- name: proposals-received
///     -- description: Every size proposal a node received in a run, in order, …
///     -- param: run  the run id
///     -- param: node?  a node's path, inspector tag, Text label or kind
///
/// Parameters are SQL named parameters (`:run`, `:node`); a `?` after the name makes one
/// optional, bound to NULL when not given. The EmbedSQL build step reads and checks the
/// header (a malformed one fails the build) and gives each query a static property
/// (`NamedQuery.proposalsReceived`), so code names queries by symbols a renamed file breaks.
public struct NamedQuery: Hashable, Sendable {
    public struct Parameter: Hashable, Sendable {
        public var name: String
        public var description: String
        public var isOptional: Bool

        public init(name: String, description: String, isOptional: Bool) {
            self.name = name
            self.description = description
            self.isOptional = isOptional
        }
    }

    public let name: String
    public let description: String
    public let parameters: [Parameter]
    /// The whole file, header included (SQLite skips comments).
    public let sql: String

    public init(name: String, description: String, parameters: [Parameter], sql: String) {
        self.name = name
        self.description = description
        self.parameters = parameters
        self.sql = sql
    }

    /// The queries built into this LayoutLab, by name.
    public static let builtIn: [NamedQuery] = EmbeddedSQL.queries.map { query in
        NamedQuery(name: query.name, description: query.description, parameters: query.parameters.map(Parameter.init), sql: query.text)
    }

    /// The built-in query a user names (`layoutlab query NAME`).
    public static func named(_ name: String) throws -> NamedQuery {
        guard let query = builtIn.first(where: { $0.name == name }) else {
            throw StoreError.unknownQuery(name, known: builtIn.map(\.name))
        }
        return query
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

import ArgumentParser
import LayoutLabStudies

/// `-p NAME VALUE` (or `-p NAME=VALUE`), repeatable: values for a query's `:name` parameters.
struct QueryParameterOptions: ParsableArguments {
    @Option(
        name: .customShort("p"), parsing: .upToNextOption,
        help: ArgumentHelp("A value for the query's :NAME parameter: -p NAME VALUE or -p NAME=VALUE (repeatable).",
                           valueName: "name value"))
    var tokens: [String] = []

    /// The values by name.
    func values() throws -> [String: String] {
        var values: [String: String] = [:]
        var remaining = tokens[...]
        while let first = remaining.popFirst() {
            let name: String, value: String
            if let equals = first.firstIndex(of: "=") {
                name = String(first[..<equals])
                value = String(first[first.index(after: equals)...])
            } else if let next = remaining.popFirst() {
                name = first
                value = next
            } else {
                throw RunInputError(message: "-p \(first) has no value: write -p \(first) VALUE")
            }
            let bare = name.hasPrefix(":") ? String(name.dropFirst()) : name
            guard !bare.isEmpty else { throw RunInputError(message: "-p needs a parameter name") }
            guard values[bare] == nil else { throw RunInputError(message: "-p \(bare) is given twice") }
            values[bare] = value
        }
        return values
    }
}

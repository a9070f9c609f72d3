import ArgumentParser
import LayoutLabStudies

/// `NAME=VALUE` on the command line (`--where maxWidth=nil`): a parameter and one of its values.
struct Assignment: ExpressibleByArgument, Hashable {
    let name: String
    let value: String

    init?(argument: String) {
        guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else { return nil }
        name = String(argument[..<equals])
        value = String(argument[argument.index(after: equals)...])
    }

    var defaultValueDescription: String { "\(name)=\(value)" }

    /// The values by name; a name given twice is an error.
    static func values(_ assignments: [Assignment], option: String) throws -> [String: String] {
        var values: [String: String] = [:]
        for assignment in assignments {
            guard values[assignment.name] == nil else { throw RunInputError(message: "\(option) \(assignment.name) is given twice") }
            values[assignment.name] = assignment.value
        }
        return values
    }
}

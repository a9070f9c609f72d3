import ArgumentParser
import Foundation
import LayoutLab

/// What `run` prints on stdout.
enum RunFormat: ExpressibleByArgument, Equatable, CaseIterable {
    /// The view tree with each node's frame as drawn (the default for a file without
    /// `.inspectLayoutProcess`).
    case tree
    /// The events: the inspector's lines (the default when the file tags a view), the
    /// trace table, or rows in a table format.
    case events(EventFormat)

    static let allCases: [RunFormat] = [.tree, .events(.inspector), .events(.trace)] + TableFormat.allCases.map { .events(.table($0)) }

    init?(argument: String) {
        switch argument {
        case "tree": self = .tree
        default:
            guard let format = EventFormat(argument: argument) else { return nil }
            self = .events(format)
        }
    }

    var defaultValueDescription: String {
        switch self {
        case .tree: "tree"
        case let .events(format): format.defaultValueDescription
        }
    }

    static var allValueStrings: [String] { allCases.map(\.defaultValueDescription) }
}

extension EventFormat: ExpressibleByArgument, CaseIterable {
    static let allCases: [EventFormat] = [.trace, .inspector] + TableFormat.allCases.map { .table($0) }

    init?(argument: String) {
        switch argument {
        case "inspector": self = .inspector
        case "trace": self = .trace
        default:
            guard let table = TableFormat(rawValue: argument) else { return nil }
            self = .table(table)
        }
    }

    var defaultValueDescription: String {
        switch self {
        case .inspector: "inspector"
        case .trace: "trace"
        case let .table(table): table.rawValue
        }
    }

    static var allValueStrings: [String] { allCases.map(\.defaultValueDescription) }
}

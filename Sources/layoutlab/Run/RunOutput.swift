import ArgumentParser
import Foundation
import LayoutLab

/// What `run` prints on stdout.
enum RunFormat: FormatOption {
    /// The view tree with each node's frame as drawn (the default for a file without
    /// `.inspectLayoutProcess`).
    case tree
    /// The events: the inspector's lines (the default when the file tags a view), the
    /// trace table, or rows in a table format.
    case events(EventFormat)

    static let named: [(name: String, format: RunFormat)] = [("tree", .tree)]
        + EventFormat.named.map { ($0.name, .events($0.format)) }

    static func table(_ format: TableFormat) -> RunFormat { .events(.table(format)) }

    var tableFormat: TableFormat? {
        if case let .events(events) = self { return events.tableFormat }
        return nil
    }
}

extension EventFormat: FormatOption {
    static let named: [(name: String, format: EventFormat)] = [("trace", .trace), ("inspector", .inspector)]

    var tableFormat: TableFormat? {
        if case let .table(format) = self { return format }
        return nil
    }
}

import Foundation
import GRDB
import LayoutLab

/// The INSERTs a recorder runs for each node, event, frame and flexibility. Positional and
/// prepared once per connection (GRDB's statement cache): a run can have millions of events.
enum RecordingStatements {
    static let insertParameter = """
        INSERT INTO run_parameters (run_id, name, parameter_index, value, number) VALUES (?, ?, ?, ?, ?)
        """
    static let insertNode = """
        INSERT INTO nodes (run_id, node_id, parent_id, sibling_index, depth, path, kind, label,
                           inspector_tag, inspector_prints_position, source_line, source_column)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """
    static let insertAttribute = """
        INSERT INTO node_attributes (run_id, node_id, attribute_index, name, value) VALUES (?, ?, ?, ?, ?)
        """
    /// Events go in `eventsPerInsert` rows per statement: one statement execution per row
    /// would cost more than SQLite's own work. 64 × 15 parameters stays under the 999 that
    /// older SQLite builds allow.
    static let eventsPerInsert = 64
    static let insertEvents = insertEvents(rows: eventsPerInsert)
    static let insertEvent = insertEvents(rows: 1)

    private static func insertEvents(rows: Int) -> String {
        """
        INSERT INTO events (run_id, sequence, node_id, pass, kind, cache, proposal_width, proposal_height,
                            size_width, size_height, position_x, position_y, length, axis, layout_pass)
        VALUES \(Array(repeating: "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", count: rows).joined(separator: ", "))
        """
    }
    static let insertFrame = """
        INSERT INTO frames (run_id, node_id, x, y, width, height) VALUES (?, ?, ?, ?, ?, ?)
        """
    static let insertFlexibility = """
        INSERT INTO flexibilities (run_id, node_id, min_width, min_height, ideal_width, ideal_height,
                                   max_width, max_height, layout_priority)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
        """

    static func parameterArguments(_ parameter: RunParameter, index: Int, run: Int64) -> StatementArguments {
        [run, parameter.name, index, parameter.value, parameter.number]
    }

    static func nodeArguments(_ node: ViewNode, id: Int, parent: Int?, run: Int64) -> StatementArguments {
        [run, id, parent, node.order, node.depth, node.path, node.kind, node.label,
         node.inspector?.tag, node.inspector?.printPosition, node.source?.line, node.source?.column]
    }

    static func attributeArguments(_ attribute: NodeAttribute, index: Int, node: Int, run: Int64) -> StatementArguments {
        [run, node, index, attribute.name, attribute.value]
    }

    /// Appends one event's values, in `insertEvents`' column order.
    static func appendEventValues(_ event: TraceEvent, run: Int64, to values: inout [DatabaseValue]) {
        values.append(run.databaseValue)
        values.append(event.sequence.databaseValue)
        values.append(event.node.databaseValue)
        values.append(event.pass.rawValue.databaseValue)
        values.append(event.kind.rawValue.databaseValue)
        values.append(event.cache.rawValue.databaseValue)
        values.append(length(event.proposal?.width))
        values.append(length(event.proposal?.height))
        values.append(length(event.size?.width))
        values.append(length(event.size?.height))
        values.append(length(event.position?.x))
        values.append(length(event.position?.y))
        values.append(length(event.length))
        values.append(event.axis?.storedName.databaseValue ?? .null)
        values.append(event.layoutPass.databaseValue)
    }

    private static func length(_ value: CGFloat?) -> DatabaseValue {
        value.map { Double($0).databaseValue } ?? .null
    }

    static func frameArguments(_ frame: CGRect, node: Int, run: Int64) -> StatementArguments {
        [run, node, Double(frame.origin.x), Double(frame.origin.y), Double(frame.size.width), Double(frame.size.height)]
    }

    static func flexibilityArguments(_ flexibility: Flexibility, node: Int, run: Int64) -> StatementArguments {
        [run, node,
         Double(flexibility.minimum.width), Double(flexibility.minimum.height),
         Double(flexibility.ideal.width), Double(flexibility.ideal.height),
         Double(flexibility.maximum.width), Double(flexibility.maximum.height),
         flexibility.layoutPriority]
    }
}

extension Axis {
    /// How `events.axis` spells the axis.
    var storedName: String { self == .horizontal ? "horizontal" : "vertical" }

    init?(storedName: String) {
        switch storedName {
        case "horizontal": self = .horizontal
        case "vertical": self = .vertical
        default: return nil
        }
    }
}

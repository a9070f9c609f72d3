import Foundation
import GRDB
import LayoutLab

/// The INSERTs a recorder runs for each node (with its frame), event and flexibility. Positional and
/// prepared once per connection (GRDB's statement cache): a run can have millions of events.
enum RecordingStatements {
    /// Rows go many to a statement (parameters, nodes and their attributes, events,
    /// flexibilities, event lists): one statement execution per row cost more than SQLite's
    /// own work, and checked the foreign keys at each statement's end. A batch goes 64 rows at
    /// a time, its rest in groups of 32, 16, …, 1 (a seed-sized run's 164 events in 4
    /// statements, its 7 nodes in 3); each list below holds the INSERT for each count. With
    /// groups of 16, 4 and 1, a batch of seed-sized runs took 4 % longer; with a statement for
    /// every count up to 64, no less. 64 nodes of 16 values bind 1,024 parameters: SQLite
    /// allows 32,766 since 3.32 (999 before).
    static let rowsPerInsert = [64, 32, 16, 8, 4, 2, 1]

    static let insertParameters = inserts(into: "run_parameters", ["run_id", "name", "parameter_index", "value", "number"])
    static let insertFiles = inserts(into: "run_files", ["run_id", "path", "content_sha256", "role"])
    static let insertNodes = inserts(into: "nodes", [
        "run_id", "node_id", "parent_id", "sibling_index", "depth", "path", "kind", "label",
        "inspector_tag", "inspector_prints_position", "source_line", "source_column",
        "frame_x", "frame_y", "frame_width", "frame_height",
    ])
    static let insertAttributes = inserts(into: "node_attributes", ["run_id", "node_id", "attribute_index", "name", "value"])
    /// Into `trace_events`, the table under the `events` view (migration 0007).
    static let insertEvents = inserts(into: "trace_events", [
        "run_id", "sequence", "node_id", "code", "proposal_width", "proposal_height",
        "size_width", "size_height", "position_x", "position_y", "length",
    ])
    static let insertFlexibilities = inserts(into: "flexibilities", [
        "run_id", "node_id", "min_width", "min_height", "ideal_width", "ideal_height", "max_width", "max_height", "layout_priority",
    ])
    static let insertNodeEvents = inserts(into: "node_events", ["run_id", "node_id", "sequences"])
    static let insertFingerprints = inserts(into: "trace_fingerprints", ["run_id", "sequence", "fingerprint"])

    /// The INSERT of `columns` into `table` for each count of `rowsPerInsert`.
    private static func inserts(into table: String, _ columns: [String]) -> [String] {
        let row = "(" + repeatElement("?", count: columns.count).joined(separator: ", ") + ")"
        return rowsPerInsert.map { rows in
            "INSERT INTO \(table) (\(columns.joined(separator: ", ")))\nVALUES " + repeatElement(row, count: rows).joined(separator: ", ")
        }
    }

    static func bindParameter(_ parameter: RunParameter, index: Int, run: Int64, to row: inout BoundRow) {
        row.bind(run); row.bind(parameter.name); row.bind(index); row.bind(parameter.value); row.bind(parameter.number)
    }

    static func bindFile(_ file: RunFile, run: Int64, to row: inout BoundRow) {
        row.bind(run); row.bind(file.path); row.bind(file.contentSHA256); row.bind(file.role.rawValue)
    }

    /// A node and its final frame (nil when it was never placed: migration 0012).
    static func bindNode(_ node: ViewNode, id: Int, parent: Int?, frame: CGRect?, run: Int64, to row: inout BoundRow) {
        row.bind(run); row.bind(id); row.bind(parent); row.bind(node.order); row.bind(node.depth); row.bind(node.path)
        let inspector = node.inspector
        row.bind(node.kind); row.bind(node.label); row.bind(inspector?.tag); row.bind(inspector?.printPosition)
        row.bind(node.source?.line); row.bind(node.source?.column)
        row.bind(frame?.origin.x); row.bind(frame?.origin.y); row.bind(frame?.size.width); row.bind(frame?.size.height)
    }

    static func bindAttribute(_ attribute: NodeAttribute, index: Int, node: Int, run: Int64, to row: inout BoundRow) {
        row.bind(run); row.bind(node); row.bind(index); row.bind(attribute.name); row.bind(attribute.value)
    }

    /// Binds one event's values, in `insertEvents`' column order.
    static func bindEvent(_ event: TraceEvent, run: Int64, to row: inout BoundRow) {
        row.bind(run)
        row.bind(event.sequence)
        row.bind(event.node)
        row.bind(code(of: event))
        row.bind(event.proposal?.width)
        row.bind(event.proposal?.height)
        row.bind(event.size?.width)
        row.bind(event.size?.height)
        row.bind(event.position?.x)
        row.bind(event.position?.y)
        row.bind(event.length)
    }

    /// `trace_events.code`, as migration 0007 defines it and the `events` view decodes it:
    /// kind + 4 × pass + 8 × cache + 32 × axis + 128 × (layout pass − 1).
    static func code(of event: TraceEvent) -> Int {
        let kind = switch event.kind {
        case .proposal: 0
        case .report: 1
        case .place: 2
        case .placeSubviews: 3
        }
        let cache = switch event.cache {
        case .miss: 0
        case .hit: 1
        case .uncached: 2
        }
        let axis = switch event.axis {
        case nil: 0
        case .horizontal: 1
        case .vertical: 2
        }
        return kind + 4 * (event.pass == .placement ? 1 : 0) + 8 * cache + 32 * axis + 128 * (max(event.layoutPass, 1) - 1)
    }

    static func bindFlexibility(_ flexibility: Flexibility, node: Int, run: Int64, to row: inout BoundRow) {
        row.bind(run); row.bind(node)
        row.bind(flexibility.minimum.width); row.bind(flexibility.minimum.height)
        row.bind(flexibility.ideal.width); row.bind(flexibility.ideal.height)
        row.bind(flexibility.maximum.width); row.bind(flexibility.maximum.height)
        row.bind(flexibility.layoutPriority)
    }
}

extension Axis {
    init?(storedName: String) {
        switch storedName {
        case "horizontal": self = .horizontal
        case "vertical": self = .vertical
        default: return nil
        }
    }
}

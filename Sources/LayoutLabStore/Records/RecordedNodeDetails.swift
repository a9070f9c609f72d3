import Foundation
import GRDB
import LayoutLab

/// A node of a recorded run with what a picture of it needs besides its frame: its
/// attributes (`fill: red`, `font: system 16 monospaced`) and the proposal its parent placed
/// it with (`Queries/node-details.sql`).
public struct RecordedNodeDetails: Hashable, Sendable, FetchableRecord {
    public var node: RecordedNode
    /// Layout parameters and drawing attributes, in the order they were written.
    public var attributes: [NodeAttribute]
    /// The proposal of the node's last `place` event; nil when it was never placed.
    public var placement: ProposedViewSize?

    public init(node: RecordedNode, attributes: [NodeAttribute] = [], placement: ProposedViewSize? = nil) {
        self.node = node
        self.attributes = attributes
        self.placement = placement
    }

    public init(row: Row) throws {
        node = try RecordedNode(row: row)
        let json: String = row["attributes"] ?? "[]"
        let pairs = (try? JSONDecoder().decode([[String]].self, from: Data(json.utf8))) ?? []
        attributes = pairs.compactMap { $0.count == 2 ? NodeAttribute($0[0], $0[1]) : nil }
        let placed: Bool = row["placed"] ?? false
        placement = placed ? ProposedViewSize(
            width: (row["placement_width"] as Double?).map { CGFloat($0) },
            height: (row["placement_height"] as Double?).map { CGFloat($0) }) : nil
    }

    /// The value of the attribute named `name`, the last one written when there are several.
    public func attribute(_ name: String) -> String? {
        attributes.last { $0.name == name }?.value
    }
}

extension StoreReader {
    /// The run's nodes in declaration order, with their frames, attributes and placement
    /// proposals (`Queries/node-details.sql`).
    public func nodeDetails(run: Int64) throws -> [RecordedNodeDetails] {
        _ = try self.run(run)
        let query = NamedQuery.nodeDetails
        return try read { try RecordedNodeDetails.fetchAll($0, sql: query.sql, arguments: ["run": run]) }
    }
}

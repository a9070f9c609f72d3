import Foundation
import GRDB
import LayoutLab

/// A node of a recorded run's tree, read back from `nodes` (and its frame from `frames`).
/// A `TraceNode`, so the engine's printers print recorded events as they printed live ones.
public struct RecordedNode: Hashable, Sendable, TraceNode, FetchableRecord {
    public var id: Int
    public var parent: Int?
    public var path: String
    public var depth: Int
    public var kind: String
    public var label: String?
    public var inspector: InspectorTag?
    /// The global frame after placement; nil for nodes never placed.
    public var frame: CGRect?

    /// Decodes a row of `Queries/nodes.sql`.
    public init(row: Row) throws {
        id = row["node"]
        parent = row["parent"]
        path = row["path"]
        depth = row["depth"]
        kind = row["kind"]
        label = row["label"]
        let tag: String? = row["inspector_tag"]
        inspector = tag.map { InspectorTag(tag: $0, printPosition: row["inspector_prints_position"] ?? false) }
        let x: Double? = row["x"], y: Double? = row["y"], width: Double? = row["width"], height: Double? = row["height"]
        if let x, let y, let width, let height {
            frame = CGRect(x: x, y: y, width: width, height: height)
        }
    }
}

/// A node's answers to the three conventional proposals and its priority, read back from
/// `flexibilities`.
public struct RecordedFlexibility: Hashable, Sendable, FetchableRecord {
    public var node: Int
    public var path: String
    public var kind: String
    public var label: String?
    /// The answer to `.zero`.
    public var minimum: CGSize
    /// The answer to `.unspecified`.
    public var ideal: CGSize
    /// The answer to `.infinity`.
    public var maximum: CGSize
    public var layoutPriority: Double

    /// Decodes a row of `Queries/flexibility.sql`.
    public init(row: Row) throws {
        node = row["node"]
        path = row["path"]
        kind = row["view"]
        label = row["label"]
        minimum = CGSize(width: row["min_width"] as Double, height: row["min_height"] as Double)
        ideal = CGSize(width: row["ideal_width"] as Double, height: row["ideal_height"] as Double)
        maximum = CGSize(width: row["max_width"] as Double, height: row["max_height"] as Double)
        layoutPriority = row["layout_priority"]
    }

    /// The recorded answers as the engine measures them.
    public var flexibility: Flexibility {
        Flexibility(minimum: minimum, ideal: ideal, maximum: maximum, layoutPriority: layoutPriority)
    }

    /// The four lines seed 002's `TestLayout` prints for the node, as the engine's
    /// `Flexibility.testLayoutLines` writes them.
    public var testLayoutLines: [String] { flexibility.testLayoutLines }
}

extension TraceEvent {
    /// Decodes a row of `Queries/events.sql`.
    init(row: Row) throws {
        let kindName: String = row["event"], passName: String = row["pass"], cacheName: String = row["cache"]
        guard let kind = Kind(rawValue: kindName), let pass = Pass(rawValue: passName),
              let cache = CacheOutcome(rawValue: cacheName) else {
            throw StoreError.sqlite(path: "events", message: "unknown event \(kindName)/\(passName)/\(cacheName)")
        }
        // Reports carry no proposal; every other event does (NULL lengths being unspecified).
        let proposal = kind == .report ? nil : ProposedViewSize(
            width: (row["proposal_width"] as Double?).map { CGFloat($0) },
            height: (row["proposal_height"] as Double?).map { CGFloat($0) })
        let axisName: String? = row["axis"]
        self.init(
            sequence: row["sequence"], kind: kind, node: row["node"], pass: pass, cache: cache,
            proposal: proposal,
            size: Self.pair(row["size_width"], row["size_height"]).map { CGSize(width: $0, height: $1) },
            position: Self.pair(row["position_x"], row["position_y"]).map { CGPoint(x: $0, y: $1) },
            length: (row["length"] as Double?).map { CGFloat($0) },
            axis: axisName.flatMap(Axis.init(storedName:)),
            layoutPass: row["layout_pass"] ?? 1)
    }

    private static func pair(_ first: Double?, _ second: Double?) -> (Double, Double)? {
        guard let first, let second else { return nil }
        return (first, second)
    }
}

import Foundation
import GRDB
import LayoutLab

/// A row of `runs`: what a run laid out, on what, with which engine.
public struct RecordedRun: Codable, Hashable, Sendable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "runs"

    public var id: Int64?
    /// ISO 8601, UTC, with milliseconds: `2025-11-22T05:06:07.123Z`.
    public var recordedAt: String
    public var fileName: String?
    public var source: String?
    /// Hex SHA-256 of `source`, to find runs of the same source.
    public var sourceSHA256: String?
    public var device: String
    public var screenWidth: Double
    public var screenHeight: Double
    public var safeAreaTop: Double
    public var safeAreaLeading: Double
    public var safeAreaBottom: Double
    public var safeAreaTrailing: Double
    public var displayScale: Double
    /// The proposal the root received; nil is unspecified.
    public var rootProposalWidth: Double?
    public var rootProposalHeight: Double?
    /// False when the root was proposed the device's safe area.
    public var rootProposalExplicit: Bool
    public var engineVersion: String
    public var nodeCount: Int
    public var eventCount: Int
    public var sizeQueries: Int
    /// A JSON array of the run's diagnostics; nil when there were none.
    public var diagnostics: String?
    /// `device` for a run imported from a device's log (`observations` says where from).
    public var origin: RunOrigin

    enum CodingKeys: String, CodingKey {
        case id
        case recordedAt = "recorded_at"
        case fileName = "file_name"
        case source
        case sourceSHA256 = "source_sha256"
        case device
        case screenWidth = "screen_width"
        case screenHeight = "screen_height"
        case safeAreaTop = "safe_area_top"
        case safeAreaLeading = "safe_area_leading"
        case safeAreaBottom = "safe_area_bottom"
        case safeAreaTrailing = "safe_area_trailing"
        case displayScale = "display_scale"
        case rootProposalWidth = "root_proposal_width"
        case rootProposalHeight = "root_proposal_height"
        case rootProposalExplicit = "root_proposal_explicit"
        case engineVersion = "engine_version"
        case nodeCount = "node_count"
        case eventCount = "event_count"
        case sizeQueries = "size_queries"
        case diagnostics
        case origin
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    public var rootProposal: ProposedViewSize {
        ProposedViewSize(width: rootProposalWidth.map { CGFloat($0) }, height: rootProposalHeight.map { CGFloat($0) })
    }

    /// The run's row before its layout: counts are filled in when the layout ends.
    init(_ description: RunDescription, configuration: LayoutConfiguration) {
        let device = configuration.device
        let proposal = configuration.proposal
        recordedAt = Self.timestamp(description.recordedAt)
        fileName = description.fileName
        source = description.source
        sourceSHA256 = description.source.map { SHA256.hex(of: Data($0.utf8)) }
        self.device = device.name
        screenWidth = Double(device.screenSize.width)
        screenHeight = Double(device.screenSize.height)
        safeAreaTop = Double(device.safeAreaInsets.top)
        safeAreaLeading = Double(device.safeAreaInsets.leading)
        safeAreaBottom = Double(device.safeAreaInsets.bottom)
        safeAreaTrailing = Double(device.safeAreaInsets.trailing)
        displayScale = Double(device.displayScale)
        rootProposalWidth = proposal.width.map(Double.init)
        rootProposalHeight = proposal.height.map(Double.init)
        rootProposalExplicit = configuration.rootProposal != nil
        engineVersion = LayoutLabVersion.current
        nodeCount = 0
        eventCount = 0
        sizeQueries = 0
        origin = .model
    }

    static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }
}

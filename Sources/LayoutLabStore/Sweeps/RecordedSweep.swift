import Foundation
import GRDB
import LayoutLab

/// A row of `sweeps`: a file swept over cases, how each case is laid out, and where the cases
/// came from.
public struct RecordedSweep: Codable, Hashable, Sendable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "sweeps"

    public var id: Int64?
    /// ISO 8601, UTC, with milliseconds, as `runs.recorded_at`.
    public var createdAt: String
    public var fileName: String
    public var source: String
    public var sourceSHA256: String
    public var rootView: String?
    public var device: String
    public var rootProposal: String?
    /// A JSON array of `--image` values; nil when none.
    public var images: String?
    public var lenient: Bool
    /// `grid` or `file`.
    public var caseOrigin: String
    /// A JSON array of the grid's `--param` specs; nil for a file's cases.
    public var grid: String?
    public var caseCount: Int
    /// `--max-steps` … `--max-events` as given; nil when not (the default budget); `--max-events`
    /// is nil for sweeps recorded before migration 0018.
    public var maxSteps: Int?
    public var maxDepth: Int?
    public var maxElements: Int?
    public var maxViews: Int?
    public var maxEvents: Int?
    /// The OS every case is laid out for unless its `os` parameter says otherwise, as resolved;
    /// 18 for sweeps recorded before migration 0013.
    public var os: Int
    /// `glass` or `classic`.
    public var design: String

    enum CodingKeys: String, CodingKey {
        case id
        case createdAt = "created_at"
        case fileName = "file_name"
        case source
        case sourceSHA256 = "source_sha256"
        case rootView = "root_view"
        case device
        case rootProposal = "root_proposal"
        case images
        case lenient
        case caseOrigin = "case_origin"
        case grid
        case caseCount = "case_count"
        case maxSteps = "max_steps"
        case maxDepth = "max_depth"
        case maxElements = "max_elements"
        case maxViews = "max_views"
        case maxEvents = "max_events"
        case os
        case design
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    init(_ description: SweepDescription) throws {
        createdAt = RecordedRun.timestamp(description.createdAt)
        fileName = description.fileName
        source = description.source
        sourceSHA256 = SHA256.hex(of: Data(description.source.utf8))
        rootView = description.layout.rootView
        device = description.layout.device
        rootProposal = description.layout.rootProposal
        images = description.layout.images.isEmpty ? nil : try Self.jsonArray(description.layout.images)
        lenient = description.layout.lenient
        switch description.origin {
        case let .grid(specs):
            caseOrigin = "grid"
            grid = try Self.jsonArray(specs)
        case .file:
            caseOrigin = "file"
            grid = nil
        }
        caseCount = description.cases.count
        let limits = description.layout.limits
        (maxSteps, maxDepth, maxElements, maxViews, maxEvents) = (limits.steps, limits.depth, limits.elements, limits.views, limits.events)
        os = description.layout.platform.os.version
        design = description.layout.platform.design.rawValue
    }

    /// The options each case is laid out with; an OS or design this build does not model (a
    /// newer LayoutLab's sweep) is refused rather than laid out for another.
    public func layout() throws -> SweepLayoutOptions {
        guard let platform = Platform(recordedOS: os, design: design) else { throw StoreError.unmodelledPlatform(os: os, design: design) }
        return SweepLayoutOptions(rootView: rootView, device: device, platform: platform, rootProposal: rootProposal,
                           images: images.map(Self.strings) ?? [], lenient: lenient,
                           limits: SweepLimits(steps: maxSteps, depth: maxDepth, elements: maxElements, views: maxViews, events: maxEvents))
    }

    public var origin: SweepCaseOrigin {
        caseOrigin == "file" ? .file : .grid(grid.map(Self.strings) ?? [])
    }

    private static func jsonArray(_ strings: [String]) throws -> String {
        String(decoding: try JSONEncoder().encode(strings), as: UTF8.self)
    }

    private static func strings(_ json: String) -> [String] {
        (try? JSONDecoder().decode([String].self, from: Data(json.utf8))) ?? []
    }
}

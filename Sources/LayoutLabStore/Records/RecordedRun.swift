import Foundation
import GRDB
import LayoutLab

/// A row of `runs`: what a run laid out, on what, with which engine. Read from the `runs`
/// view; written into `run_rows`, its source into `sources` (migration 0008).
public struct RecordedRun: Codable, Hashable, Sendable, FetchableRecord {

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
    /// The iOS release laid out for, as resolved (`--os latest` is stored as 27): 18 for runs
    /// recorded before migration 0013.
    public var os: Int
    /// `glass` or `classic` (`InterfaceDesign`).
    public var design: String

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
        case os
        case design
    }

    static let insertSQL = """
        INSERT INTO run_rows (recorded_at, file_name, source_sha256, device, screen_width, screen_height, safe_area_top,
                              safe_area_leading, safe_area_bottom, safe_area_trailing, display_scale, root_proposal_width,
                              root_proposal_height, root_proposal_explicit, engine_version, node_count, event_count,
                              size_queries, diagnostics, origin, os, design)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """
    /// A source shared by many runs is stored once.
    static let insertSourceSQL = "INSERT OR IGNORE INTO sources (sha256, text) VALUES (?, ?)"
    static let updateCountsSQL = "UPDATE run_rows SET node_count = ?, event_count = ?, size_queries = ?, diagnostics = ? WHERE id = ?"
    static let fetchSQL = "SELECT * FROM runs WHERE id = ?"

    /// Writes the run's row (and its source, unless stored already) and sets `id`.
    mutating func insert(_ db: Database) throws {
        if let source, let sourceSHA256 {
            var row = BoundRow(try db.cachedStatement(sql: Self.insertSourceSQL))
            row.bind(sourceSHA256)
            row.bind(source)
            try row.execute(db)
        }
        var row = BoundRow(try db.cachedStatement(sql: Self.insertSQL))
        row.bind(recordedAt); row.bind(fileName); row.bind(sourceSHA256); row.bind(device)
        row.bind(screenWidth); row.bind(screenHeight); row.bind(safeAreaTop); row.bind(safeAreaLeading)
        row.bind(safeAreaBottom); row.bind(safeAreaTrailing); row.bind(displayScale)
        row.bind(rootProposalWidth); row.bind(rootProposalHeight); row.bind(rootProposalExplicit)
        row.bind(engineVersion); row.bind(nodeCount); row.bind(eventCount); row.bind(sizeQueries)
        row.bind(diagnostics); row.bind(origin.rawValue); row.bind(os); row.bind(design)
        try row.execute(db)
        id = db.lastInsertedRowID
    }

    /// Writes the counts and diagnostics known once the layout has ended.
    func updateCounts(_ db: Database) throws {
        guard let id else { throw StoreError.recordingNotFinished("the run has no id") }
        var row = BoundRow(try db.cachedStatement(sql: Self.updateCountsSQL))
        row.bind(nodeCount); row.bind(eventCount); row.bind(sizeQueries); row.bind(diagnostics); row.bind(id)
        try row.execute(db)
    }

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
        os = configuration.platform.os.version
        design = configuration.platform.design.rawValue
    }

    /// The OS and design the run was laid out for; nil for values this build does not model.
    public var platform: Platform? { Platform(recordedOS: os, design: design) }

    /// `2026-11-24T16:01:02.123Z`: UTC to the nearest millisecond, as `ISO8601DateFormatter` writes it
    /// with `.withInternetDateTime` and `.withFractionalSeconds`, but without ICU: making that
    /// formatter for every run was a quarter of recording a seed-sized one.
    static func timestamp(_ date: Date) -> String {
        // Years 1 through 9999 only, the four-digit years of ISO 8601 (and never a Double that
        // Int64 cannot hold).
        let interval = date.timeIntervalSince1970
        let milliseconds = Int64((interval.isNaN ? 0 : min(max(interval, -62_135_596_800), 253_402_300_799.999) * 1_000).rounded())
        let (seconds, millisecond) = milliseconds.flooredDivision(by: 1_000)
        let (days, secondOfDay) = seconds.flooredDivision(by: 86_400)
        let (year, month, day) = civilDate(daysSince1970: days)
        func digits(_ value: Int64, _ count: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, count - text.count)) + text
        }
        return "\(digits(year, 4))-\(digits(month, 2))-\(digits(day, 2))T\(digits(secondOfDay / 3_600, 2)):"
            + "\(digits(secondOfDay / 60 % 60, 2)):\(digits(secondOfDay % 60, 2)).\(digits(millisecond, 3))Z"
    }

    /// The proleptic Gregorian date `days` after 1970-01-01 (Howard Hinnant's `civil_from_days`).
    private static func civilDate(daysSince1970 days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let (era, dayOfEra) = shifted.flooredDivision(by: 146_097)
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

private extension Int64 {
    /// Division rounding down, so that the remainder is in 0..<divisor (dates before 1970).
    func flooredDivision(by divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        let (quotient, remainder) = quotientAndRemainder(dividingBy: divisor)
        return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
    }
}

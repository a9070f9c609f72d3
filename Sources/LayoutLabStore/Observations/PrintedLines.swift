import Foundation
import GRDB
import LayoutLab

/// A device log of a file's own prints, ready to record (issue 33, "device truth for any
/// log"): the file's tree as LayoutLab builds it (the nodes; a printed log has no events on
/// them), the log's lines that are ones the file prints, and where the log came from.
public struct PrintedObservedRun: Sendable {
    public var description: RunDescription
    public var configuration: LayoutConfiguration
    public var tree: ViewTree
    /// The log's lines that the file prints, with their line numbers in the log.
    public var lines: [PrintedLogComparison.LoggedLine]
    /// The log as given.
    public var logText: String
    public var source: ObservationSource

    public init(description: RunDescription, configuration: LayoutConfiguration, tree: ViewTree,
                lines: [PrintedLogComparison.LoggedLine], logText: String, source: ObservationSource) {
        self.description = description
        self.configuration = configuration
        self.tree = tree
        self.lines = lines
        self.logText = logText
        self.source = source
    }
}

/// An observed run of printed lines against another run of its file (`layoutlab diff`): the
/// two runs' `printed_lines` aligned as `verify` aligns a log with a file's prints.
public struct PrintedLinesDiff: Sendable {
    public var observedRun: Int64
    public var otherRun: Int64
    public var comparison: PrintedLogComparison
    /// Half a pixel of the observed run's display: what two numbers may differ by and agree.
    public var tolerance: CGFloat

    public var agrees: Bool { comparison.agrees }
}

/// `printed_lines` (migration 0016).
enum PrintedLines {
    static func insert(_ lines: [(logLine: Int?, text: String)], run: Int64, _ db: Database) throws {
        let statement = try db.cachedStatement(sql: "INSERT INTO printed_lines (run_id, position, log_line, text) VALUES (?, ?, ?, ?)")
        for (position, line) in lines.enumerated() {
            try statement.execute(arguments: [run, position, line.logLine, line.text])
        }
    }
}

extension RunStore {
    /// Records a printed log in one transaction (origin `device`, log_format `printed`, no
    /// events) and returns its id; nothing is recorded when it throws.
    public func record(_ observed: PrintedObservedRun) throws -> Int64 {
        try recordObservation(observed.description, configuration: observed.configuration, tree: observed.tree, events: [],
                              logFormat: RecordedObservation.printedFormat, logText: observed.logText, source: observed.source) { db, id in
            try PrintedLines.insert(observed.lines.map { ($0.number, $0.text) }, run: id, db)
        }
    }
}

extension StoreReader {
    /// The run's printed lines in order, with their line numbers in the log for an observed run.
    public func printedLines(run id: Int64) throws -> [(logLine: Int?, text: String)] {
        _ = try run(id)
        return try read { db in
            try Row.fetchAll(db, sql: "SELECT log_line, text FROM printed_lines WHERE run_id = ? ORDER BY position", arguments: [id])
                .map { (logLine: $0["log_line"], text: $0["text"]) }
        }
    }

    /// Compares runs `a` and `b` line by line when either is an observed run of printed lines
    /// (`a` first if both are); nil when neither is. The other run's lines are its
    /// `printed_lines`: a model run's prints, recorded by `layoutlab run`.
    public func printedLinesDiff(_ a: Int64, _ b: Int64) throws -> PrintedLinesDiff? {
        let observedRun: Int64, otherRun: Int64
        if try observation(run: a)?.logFormat == RecordedObservation.printedFormat {
            (observedRun, otherRun) = (a, b)
        } else if try observation(run: b)?.logFormat == RecordedObservation.printedFormat {
            (observedRun, otherRun) = (b, a)
        } else {
            return nil
        }
        let observed = try printedLines(run: observedRun).map { PrintedLogComparison.LoggedLine(number: $0.logLine ?? 0, text: $0.text) }
        let other = try printedLines(run: otherRun).map(\.text)
        let tolerance = 0.5 / CGFloat(try run(observedRun).displayScale)
        return PrintedLinesDiff(observedRun: observedRun, otherRun: otherRun,
                                comparison: PrintedLogComparison(logLines: observed, printed: other, tolerance: tolerance),
                                tolerance: tolerance)
    }
}

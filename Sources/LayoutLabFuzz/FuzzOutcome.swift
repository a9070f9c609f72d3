import Foundation

/// What became of one input. Success and the tool's own error are the two acceptable ends;
/// every other outcome is a bug the campaign counts and the test suite fails on.
public enum FuzzOutcome: Sendable, Equatable {
    /// Laid out and, when recording, recorded whole.
    case success
    /// Refused with LayoutLab's own message (a located error for a bad file, a clear message
    /// for a bad option), exit status 2, nothing recorded.
    case error(String)
    /// Killed by a signal: a Swift runtime trap, a stack overflow, the OOM killer.
    case trap(String)
    /// Still running past the time limit.
    case hang(seconds: Double)
    /// The database holds part of a run, or a run for an input that failed.
    case halfWritten(String)
    /// An error in another library's words (SQLite's "NOT NULL constraint failed", GRDB's
    /// advice to Swift programmers, a Swift runtime message), or an unexpected exit status.
    case unclear(String)
    /// A database the command refused was changed (its bytes, or a file made or removed beside
    /// it), or a file that is not LayoutLab's was accepted as a database (issue 34).
    case leak(String)

    public var category: Category {
        switch self {
        case .success: .success
        case .error: .error
        case .trap: .trap
        case .hang: .hang
        case .halfWritten: .halfWritten
        case .unclear: .unclear
        case .leak: .leak
        }
    }

    public var isFailure: Bool { category.isFailure }

    public var detail: String {
        switch self {
        case .success: ""
        case let .error(message), let .trap(message), let .halfWritten(message), let .unclear(message), let .leak(message): message
        case let .hang(seconds): String(format: "still running after %.1f s", seconds)
        }
    }

    public enum Category: String, CaseIterable, Sendable {
        case success, error = "located error", trap, hang, halfWritten = "half-written", unclear = "unclear error", leak

        public var isFailure: Bool { self != .success && self != .error }
    }

    /// Messages that are not LayoutLab's: they show a library's error reached the user as is.
    static let foreignPhrases = [
        "constraint failed", "SQLite error", "GRDB", "Database.execute", "allStatements", "Fatal error", "Swift runtime failure",
        "fatalError", "Unexpectedly found nil", "SQLITE_", "Illegal instruction", "Backtracing",
        // Foundation's error descriptions (issue 34: `run .` printed "NSCocoaErrorDomain error 256").
        "NSCocoaErrorDomain", "Error Domain=",
    ]

    /// The outcome of an error `message` (stderr, or an error's description): the tool's own
    /// unless it uses another library's words.
    public static func classifyError(_ message: String) -> FuzzOutcome {
        if let phrase = foreignPhrases.first(where: { message.contains($0) }) {
            return .unclear("\(phrase): " + firstLine(message))
        }
        return .error(firstLine(message))
    }

    static func firstLine(_ text: String) -> String {
        let line = text.split(separator: "\n").first { $0.contains("error") } ?? text.split(separator: "\n").first ?? ""
        return String(line.prefix(300))
    }
}

/// Counts of outcomes, and the failures kept for the report.
public struct FuzzSummary: Sendable {
    public private(set) var counts: [FuzzOutcome.Category: Int] = [:]
    public private(set) var failures: [(input: String, outcome: FuzzOutcome)] = []
    public private(set) var total = 0
    public private(set) var slowest: (input: String, seconds: Double)?
    /// Counts by input family (`FuzzInput.family`) and outcome.
    public private(set) var families: [String: [FuzzOutcome.Category: Int]] = [:]

    public init() {}

    public mutating func add(_ outcome: FuzzOutcome, for input: FuzzInput, seconds: Double) {
        total += 1
        counts[outcome.category, default: 0] += 1
        families[input.family, default: [:]][outcome.category, default: 0] += 1
        if outcome.isFailure { failures.append((input.summary, outcome)) }
        if seconds > (slowest?.seconds ?? -1) { slowest = (input.summary, seconds) }
    }

    public func count(_ category: FuzzOutcome.Category) -> Int { counts[category] ?? 0 }

    public var failureCount: Int { FuzzOutcome.Category.allCases.filter(\.isFailure).reduce(0) { $0 + count($1) } }

    /// `300 inputs: 120 successes, 180 located errors, 0 traps, 0 hangs, 0 half-written, 0 unclear errors`
    public var line: String {
        "\(total) inputs: \(count(.success)) successes, \(count(.error)) located errors, \(count(.trap)) traps, "
            + "\(count(.hang)) hangs, \(count(.halfWritten)) half-written, \(count(.unclear)) unclear errors, \(count(.leak)) leaks"
    }

    /// One line a family, most inputs first: `damaged database: 412 (120 successes, 292 located errors)`;
    /// a failure class is named only when it happened.
    public var familyLines: [String] {
        families.sorted { ($0.value.values.reduce(0, +), $1.key) > ($1.value.values.reduce(0, +), $0.key) }.map { family, counts in
            let parts = FuzzOutcome.Category.allCases.compactMap { category in
                counts[category].map { "\($0) \(category == .success ? "successes" : category.rawValue + (category == .error ? "s" : ""))" }
            }
            return "\(family): \(counts.values.reduce(0, +)) (\(parts.joined(separator: ", ")))"
        }
    }
}

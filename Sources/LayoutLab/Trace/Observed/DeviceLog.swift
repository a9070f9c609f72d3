import Foundation

/// What a device printed about its tagged views, read from a console log: seed 000's
/// `LayoutProcessInspector` lines or the JSON Lines of LayoutLab's probe
/// (Observations/Probe/LayoutProbe.swift).
///
/// A log is read whole or not at all: every line that looks like an inspector or probe line
/// but does not parse is reported with its line number (`DeviceLogError`). Anything else
/// (Xcode's timestamps and process prefixes, the app's own prints, blank lines) is noise and
/// skipped; inspector lines may sit after such a prefix, several on one line.
public struct DeviceLog: Hashable, Sendable {
    /// Which printer wrote the log: what it can say (see `ObservedEvent`).
    public enum Format: String, Hashable, Sendable, CaseIterable {
        /// Seed 000's inspector: proposals and reports that reached the view, positions only
        /// with `printPosition: true`.
        case inspector
        /// LayoutLab's probe: every proposal, report and `placeSubviews` (its proposal, bounds
        /// size and origin).
        case probe
    }

    public var format: Format
    public var events: [ObservedEvent]

    public init(format: Format, events: [ObservedEvent]) {
        self.format = format
        self.events = events
    }

    /// The tags the log prints, in order of first appearance.
    public var tags: [String] {
        var seen = Set<String>()
        return events.map(\.tag).filter { seen.insert($0).inserted }
    }

    /// Reads `text`; throws every line that does not parse.
    public static func parse(_ text: String) throws(DeviceLogError) -> DeviceLog {
        var events: [ObservedEvent] = []
        var problems: [DeviceLogError.Problem] = []
        var formats = Set<Format>()
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            do {
                if let probe = try ProbeLine.events(in: line, line: number) {
                    formats.insert(.probe)
                    events.append(probe)
                } else {
                    let found = try InspectorLine.events(in: line, line: number)
                    if !found.isEmpty { formats.insert(.inspector) }
                    events += found
                }
            } catch {
                problems.append(error)
            }
        }
        if formats.count > 1 {
            problems.append(DeviceLogError.Problem(line: 0, message: "the log mixes inspector lines and probe lines; import them separately"))
        }
        guard problems.isEmpty else { throw DeviceLogError(problems: problems) }
        guard let format = formats.first else {
            throw DeviceLogError(problems: [DeviceLogError.noPrinterLine])
        }
        return DeviceLog(format: format, events: events)
    }

    /// Whether `text` is an inspector or probe log, well formed or not: false when it has no
    /// line of either (a log of the app's own prints, `PrintedLogComparison`).
    public static func isPrinterLog(_ text: String) -> Bool {
        do {
            _ = try parse(text)
            return true
        } catch {
            return error.problems != [DeviceLogError.noPrinterLine]
        }
    }
}

/// One line of a device log about one tagged view, as a trace event would say it.
public struct ObservedEvent: Hashable, Sendable {
    /// The view's tag: `.inspectLayoutProcess(tag)`.
    public var tag: String
    /// `proposal`, `report` or `placeSubviews` (the inspector's `position` line).
    public var kind: TraceEvent.Kind
    /// A proposal's value; for the probe also a report's and a placement's proposal.
    public var proposal: ProposedViewSize?
    /// A report's size; for the probe also the bounds a placement received.
    public var size: CGSize?
    /// The bounds' origin handed to `placeSubviews`.
    public var position: CGPoint?
    /// Where it was printed: its 1-based line in the log.
    public var line: Int

    public init(tag: String, kind: TraceEvent.Kind, proposal: ProposedViewSize? = nil, size: CGSize? = nil,
                position: CGPoint? = nil, line: Int = 0) {
        self.tag = tag
        self.kind = kind
        self.proposal = proposal
        self.size = size
        self.position = position
        self.line = line
    }
}

/// The lines of a log that do not parse, each with its line number.
public struct DeviceLogError: Error, Hashable, Sendable, CustomStringConvertible {
    public struct Problem: Error, Hashable, Sendable {
        /// 1-based; 0 for the log as a whole.
        public var line: Int
        public var message: String

        public init(line: Int, message: String) {
            self.line = line
            self.message = message
        }
    }

    public var problems: [Problem]

    public init(problems: [Problem]) { self.problems = problems }

    /// The log holds neither printer's lines.
    public static let noPrinterLine = Problem(
        line: 0, message: "no inspector line (【tag】proposal size: …) and no probe line ({\"probe\":1, …}) in the log")

    public var description: String {
        problems.map { $0.line == 0 ? $0.message : "line \($0.line): \($0.message)" }.joined(separator: "\n")
    }
}

// MARK: Seed 000's inspector

/// `【tag】proposal size: ProposedViewSize(width: Optional(300.0), height: nil)`,
/// `【tag】report size: (100.0, 100.0)`, `【tag】position: (0.0, 0.0)`: what the inspector's
/// `print` calls write on Apple platforms.
enum InspectorLine {
    private static let kinds: [(label: String, kind: TraceEvent.Kind)] = [
        ("proposal size:", .proposal), ("report size:", .report), ("position:", .placeSubviews),
    ]

    /// Every inspector record in `line` (usually one), skipping the text around them.
    static func events(in line: Substring, line number: Int) throws(DeviceLogError.Problem) -> [ObservedEvent] {
        var events: [ObservedEvent] = []
        var rest = line[...]
        while let open = rest.firstIndex(of: "【") {
            let afterOpen = rest[rest.index(after: open)...]
            guard let close = afterOpen.firstIndex(of: "】") else { break }
            let tag = String(afterOpen[..<close])
            var body = afterOpen[afterOpen.index(after: close)...]
            guard let (label, kind) = kinds.first(where: { body.hasPrefix($0.label) }) else {
                rest = body // `【…】` in other text: not the inspector's
                continue
            }
            body = body.dropFirst(label.count)
            // The value runs to the next record, if the console ran two together.
            let end = body.firstIndex(of: "【") ?? body.endIndex
            let value = body[..<end].trimmingCharacters(in: .whitespaces)
            rest = body[end...]
            guard let event = Self.event(tag: tag, kind: kind, value: value, line: number) else {
                throw DeviceLogError.Problem(line: number, message: "【\(tag)】\(label) cannot read \"\(value)\": expected "
                                            + (kind == .proposal ? "ProposedViewSize(width: …, height: …)" : "(x, y)"))
            }
            events.append(event)
        }
        return events
    }

    private static func event(tag: String, kind: TraceEvent.Kind, value: String, line: Int) -> ObservedEvent? {
        switch kind {
        case .proposal:
            return proposal(value).map { ObservedEvent(tag: tag, kind: kind, proposal: $0, line: line) }
        case .report:
            return pair(value).map { ObservedEvent(tag: tag, kind: kind, size: CGSize(width: $0, height: $1), line: line) }
        default:
            return pair(value).map { ObservedEvent(tag: tag, kind: kind, position: CGPoint(x: $0, y: $1), line: line) }
        }
    }

    /// `ProposedViewSize(width: Optional(300.0), height: nil)`.
    private static func proposal(_ text: String) -> ProposedViewSize? {
        guard text.hasPrefix("ProposedViewSize(width: "), text.hasSuffix(")") else { return nil }
        let inner = text.dropFirst("ProposedViewSize(width: ".count).dropLast()
        let parts = inner.components(separatedBy: ", height: ")
        guard parts.count == 2, let width = optional(parts[0]), let height = optional(parts[1]) else { return nil }
        return ProposedViewSize(width: width, height: height)
    }

    /// `nil` or `Optional(300.0)`: .some(nil) for nil, nil when unreadable.
    private static func optional(_ text: String) -> CGFloat?? {
        if text == "nil" { return .some(nil) }
        guard text.hasPrefix("Optional("), text.hasSuffix(")"), let value = number(text.dropFirst(9).dropLast()) else { return nil }
        return .some(value)
    }

    /// `(94.33333333333333, 20.333333333333332)`.
    private static func pair(_ text: String) -> (CGFloat, CGFloat)? {
        guard text.hasPrefix("("), text.hasSuffix(")") else { return nil }
        let parts = text.dropFirst().dropLast().components(separatedBy: ", ")
        guard parts.count == 2, let first = number(parts[0]), let second = number(parts[1]) else { return nil }
        return (first, second)
    }

    /// A number as `Double.description` writes it (`300.0`, `1e-05`, `inf`).
    static func number(_ text: some StringProtocol) -> CGFloat? {
        Double(String(text)).map { CGFloat($0) }
    }
}

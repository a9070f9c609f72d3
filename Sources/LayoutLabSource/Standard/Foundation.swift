import Foundation
import LayoutLab

// Foundation and framework types SwiftUI files use around their views. Those that cannot
// matter to layout (persistence, networking, timers, haptics, logging) are inert: creating
// them, reading their members and calling their methods succeed and do nothing (methods
// answer nil), so a pasted view model runs as if nothing were stored yet.

/// A value of an inert type: every member is another inert value, every method answers nil.
struct InertValue: Bridged {
    let typeName: String
    static var bridge: TypeBridge { Bridges.inert }
}

extension Bridges {
    /// The framework types that are inert, by name.
    static let inertTypeNames = [
        "UserDefaults", "JSONEncoder", "PropertyListEncoder", "PropertyListDecoder", "DispatchQueue", "NotificationCenter",
        "Timer", "Logger", "UIApplication", "ProcessInfo", "URLSession", "FileManager", "NSObject", "UIImpactFeedbackGenerator",
        "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator", "WidgetCenter", "AnyCancellable", "PassthroughSubject",
        "CurrentValueSubject", "Task", "UIPasteboard", "SKStoreReviewController", "OSLog", "DispatchTime", "RunLoop", "NSPredicate",
        "ObservableObjectPublisher", "Just", "Haptics", "UIAccessibility", "AVAudioPlayer", "CLLocationManager", "NSApplication",
        "NSWorkspace", "NSApp", "UIFeedbackGenerator", "EnvironmentObject", "PreviewContainer", "ModelContainer",
        "NSLocale",
        // SwiftData's store description: a container's schema and configuration, read by no layout.
        "Schema", "ModelConfiguration",
    ]

    static let inert = TypeBridge("framework value") { b in
        b.description { (value: InertValue) in value.typeName }
        b.dynamicMembers { _, receiver, member, arguments in
            guard arguments == nil, case let .native(value as InertValue)? = receiver else { return .none }
            return InertValue(typeName: value.typeName + "." + member).asValue
        }
    }

    /// An inert type's own bridge: its statics (`UserDefaults.standard`) and initialisers answer
    /// inert values.
    static func inertType(_ name: String) -> TypeBridge {
        TypeBridge(name) { b in
            b.members { value in
                if case let .native(inert as InertValue) = value.unwrapped { return inert.typeName == name }
                return false
            }
            b.initializer([.anyArguments]) { _ in .native(InertValue(typeName: name)) }
            b.dynamicMembers { _, _, member, arguments in
                arguments == nil ? InertValue(typeName: name + "." + member).asValue : .none
            }
        }
    }
}

/// A framework module's name written before a name it qualifies (`SwiftData.Schema`,
/// `SwiftUI.Color`): the member is looked up as the name alone.
struct ModuleName: Bridged {
    let name: String
    static let bridge = TypeBridge("module") { b in
        b.description { (module: ModuleName) in module.name }
    }
}

// MARK: - UUID and Date

/// `UUID()`: identifiers counted from 1 in each run (`00000000-0000-4000-8000-000000000001`),
/// so identities and traces do not change from run to run.
struct UUIDValue: Bridged, Hashable {
    let number: UInt64

    var uuidString: String { String(format: "00000000-0000-4000-8000-%012llX", number) }

    static let bridge = TypeBridge("UUID") { b in
        b.initializer([]) { a in
            a.interpreter.run.sources.nextUUID().asValue
        }
        b.initializer([Parameter("uuidString", String.self)]) { _ in .none }
        b.property("uuidString") { (id: UUIDValue) in .string(id.uuidString) }
        b.description { (id: UUIDValue) in id.uuidString }
    }
}

/// `Date()` and `Date.now`: a fixed moment, 9:41 on 1 January 2024 UTC (the time Apple's
/// screenshots show), so that a file formats the same text, and lays out the same, every run.
struct DateValue: Bridged, Hashable {
    let date: Date

    static let fixedNow = Date(timeIntervalSince1970: 1_704_102_060)

    /// A date a file makes: between `Date.distantPast` (year 1) and `Date.distantFuture` (year
    /// 4001). Swift allows others, but Foundation's calendars and formatters answer nonsense
    /// for them (the year 5,828,963) or nothing, which a layout must not silently show.
    static func checked(_ date: Date) throws -> Value {
        // Compared as numbers: Date's `>=` is `!(<)`, which a NaN passes.
        let interval = date.timeIntervalSinceReferenceDate
        guard interval >= Date.distantPast.timeIntervalSinceReferenceDate, interval <= Date.distantFuture.timeIntervalSinceReferenceDate else {
            throw RuntimeError("the date \(date.timeIntervalSince1970) seconds from 1970 is outside Date.distantPast...Date.distantFuture, "
                               + "the dates LayoutLab formats")
        }
        return DateValue(date: date).asValue
    }

    static let bridge = TypeBridge("Date") { b in
        b.initializer([]) { _ in DateValue(date: fixedNow).asValue }
        b.initializer([Parameter("timeIntervalSinceNow", Double.self, name: "interval")]) { a in
            try checked(fixedNow.addingTimeInterval(try a.get("interval")))
        }
        b.initializer([Parameter("timeIntervalSince1970", Double.self, name: "interval")]) { a in
            try checked(Date(timeIntervalSince1970: try a.get("interval")))
        }
        b.initializer([Parameter("timeIntervalSinceReferenceDate", Double.self, name: "interval")]) { a in
            try checked(Date(timeIntervalSinceReferenceDate: try a.get("interval")))
        }
        b.initializer([Parameter("timeInterval", Double.self, name: "interval"), Parameter("since", DateValue.self, name: "date")]) { a in
            try checked(try a.get("date", DateValue.self).date.addingTimeInterval(try a.get("interval")))
        }
        b.property("timeIntervalSinceNow") { (date: DateValue) in .double(date.date.timeIntervalSince(fixedNow)) }
        b.property("timeIntervalSinceReferenceDate") { (date: DateValue) in .double(date.date.timeIntervalSinceReferenceDate) }
        b.constant("now", DateValue(date: fixedNow))
        b.constant("distantPast", DateValue(date: .distantPast))
        b.constant("distantFuture", DateValue(date: .distantFuture))
        b.property("timeIntervalSince1970") { (date: DateValue) in .double(date.date.timeIntervalSince1970) }
        b.method("addingTimeInterval", [Parameter(nil, Double.self, name: "interval")]) { (date: DateValue, a) in
            try checked(date.date.addingTimeInterval(try a.get("interval")))
        }
        b.method("timeIntervalSince", [Parameter(nil, DateValue.self, name: "other")]) { (date: DateValue, a) in
            .double(date.date.timeIntervalSince(try a.get("other", DateValue.self).date))
        }
        b.method("formatted", [.optional("date", DateStyleValue.self), .optional("time", DateStyleValue.self)]) { (date: DateValue, a) in
            .string(DateStyleValue.format(date.date, date: a.value("date"), time: a.value("time")))
        }
        b.method("formatted", [Parameter(nil, FormatStyle.self, name: "style")]) { (date: DateValue, a) in
            .string(try Formatting.format(date.asValue, style: a.value("style") ?? .none, a.interpreter))
        }
        b.description { (date: DateValue) in
            let formatter = ISO8601DateFormatter()
            return formatter.string(from: date.date).replacingOccurrences(of: "T", with: " ").replacingOccurrences(of: "Z", with: " +0000")
        }
        b.ordering { (a: DateValue, b: DateValue) in a.date < b.date }
    }
}

/// `Text(date, style: .date)`, `date.formatted(date: .abbreviated, time: .shortened)`: en_US
/// in UTC, as an iPhone set to US English shows them.
struct DateStyleValue: Bridged, Hashable {
    let name: String

    static let bridge = TypeBridge("Text.DateStyle") { b in
        b.alias("Date.FormatStyle.DateStyle", "Date.FormatStyle.TimeStyle")
        for name in ["date", "time", "relative", "offset", "timer", "abbreviated", "complete", "long", "numeric", "omitted", "shortened",
                     "standard"] {
            b.constant(name, DateStyleValue(name: name))
        }
    }

    /// `Text(date, style:)`: `.date` is the long date ("January 1, 2024"), `.time` the short
    /// time ("9:41 AM"); the live styles are shown as at the run's `Date()`.
    static func text(_ date: Date, style: String) -> String {
        switch style {
        case "time": format(date, date: DateStyleValue(name: "omitted").asValue, time: nil)
        case "relative", "offset", "timer": live(date, style: style)
        default: format(date, date: DateStyleValue(name: "long").asValue, time: DateStyleValue(name: "omitted").asValue)
        }
    }

    /// The styles that count on a device, as they read at the run's `Date()`, in the forms of
    /// Apple's examples (Text.DateStyle's pages): `.relative` the two largest units ("2 hours,
    /// 23 minutes", "1 year, 1 month"), `.offset` the largest, signed ("+2 hours", "-3 months"),
    /// `.timer` minutes and seconds, hours first when there are any ("2:32", "36:59:01").
    /// UNCERTAIN: the pages give no example with weeks or of the zero interval; LayoutLab
    /// counts days, never weeks, and writes zero as "0 seconds" ("+0 seconds", "0:00").
    private static func live(_ date: Date, style: String) -> String {
        let seconds = date.timeIntervalSince(DateValue.fixedNow)
        if style == "timer" {
            let total = Int(abs(seconds).rounded(.down))
            let (hours, minutes, rest) = (total / 3600, total % 3600 / 60, total % 60)
            return hours > 0 ? String(format: "%d:%02d:%02d", hours, minutes, rest) : String(format: "%d:%02d", minutes, rest)
        }
        let (start, end) = seconds < 0 ? (date, DateValue.fixedNow) : (DateValue.fixedNow, date)
        let parts = RunRegion.calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: start, to: end)
        let counts = [("year", parts.year), ("month", parts.month), ("day", parts.day), ("hour", parts.hour), ("minute", parts.minute),
                      ("second", parts.second)]
        let named = counts.compactMap { unit, count in count.flatMap { $0 > 0 ? "\($0) \(unit)\($0 == 1 ? "" : "s")" : nil } }
        if style == "offset" { return (seconds < 0 ? "-" : "+") + (named.first ?? "0 seconds") }
        return named.isEmpty ? "0 seconds" : named.prefix(2).joined(separator: ", ")
    }

    static func format(_ date: Date, date dateStyle: Value?, time timeStyle: Value?) -> String {
        let formatter = DateFormatter()
        formatter.locale = RunRegion.locale
        formatter.timeZone = RunRegion.timeZone
        func name(_ value: Value?) -> String? {
            guard case let .native(style as DateStyleValue)? = value?.unwrapped else { return nil }
            return style.name
        }
        func style(_ name: String?) -> DateFormatter.Style {
            switch name {
            case "omitted": .none
            case "abbreviated", "standard": .medium
            case "long": .long
            case "complete": .full
            default: .short
            }
        }
        let dateName = name(dateStyle) ?? "numeric", timeName = name(timeStyle) ?? "shortened"
        formatter.dateStyle = style(dateName)
        formatter.timeStyle = style(timeName)
        // Date.FormatStyle's numeric date writes the whole year (1/1/2024), DateFormatter's short one two digits.
        guard dateName == "numeric" else { return formatter.string(from: date) }
        formatter.dateFormat = timeName == "omitted" ? "M/d/yyyy" : "M/d/yyyy, " + (formatter.dateFormat.components(separatedBy: ", ").last ?? "h:mm a")
        return formatter.string(from: date)
    }
}

// MARK: - Screen and device

/// `UIScreen.main`: the device being laid out on (its bounds and scale matter to layouts that
/// read them: `UIScreen.main.bounds.width / 3`).
struct ScreenValue: Bridged {
    let bounds: CGRect
    let scale: CGFloat

    static let bridge = TypeBridge("UIScreen") { b in
        b.computedConstant("main") { interpreter in
            ScreenValue(bounds: CGRect(origin: .zero, size: interpreter.device.screenSize),
                        scale: interpreter.device.displayScale).asValue
        }
        b.property("bounds") { (screen: ScreenValue) in screen.bounds.asValue }
        b.property("nativeBounds") { (screen: ScreenValue) in
            CGRect(x: 0, y: 0, width: screen.bounds.width * screen.scale, height: screen.bounds.height * screen.scale).asValue
        }
        b.property("scale") { (screen: ScreenValue) in .double(Double(screen.scale)) }
    }
}

// MARK: - Format styles

/// A `FormatStyle`: for numbers `.number`, `.percent`, `.number.precision(.fractionLength(2))`,
/// `.currency(code: "USD")`; for dates `.dateTime` with its fields (`.dateTime.month(.wide).day()`)
/// and `.iso8601`; `.list(type: .and)` for arrays of strings; `.byteCount(style: .file)`. Dates,
/// lists and byte counts are formatted by Foundation's own format styles (swift-foundation,
/// the implementation Apple's platforms use since iOS 17), in the run's region (RunRegion).
struct FormatStyle: Bridged {
    enum Kind: Equatable {
        case number, percent, currency(String)
        case date(Date.FormatStyle), iso8601, list(conjunction: Bool), byteCount(ByteCountFormatStyle.Style)
        case measurement(MeasurementStyle)
    }

    var kind: Kind
    var fractionDigits: ClosedRange<Int>?
    var grouping = true

    func format(_ value: Value) throws -> String {
        switch kind {
        case let .date(style): return style.format(try Self.date(value))
        case .iso8601: return Date.ISO8601FormatStyle().format(try Self.date(value))
        case let .list(conjunction): return try Self.list(value, conjunction: conjunction ? "and" : "or")
        case let .byteCount(style):
            guard let count = value.number, count.isFinite, abs(count) < 9.2e18 else {
                throw RuntimeError("a byte count format style formats a whole number of bytes, not \(Formatting.describe(value))")
            }
            return ByteCountFormatStyle(style: style, locale: RunRegion.locale).format(Int64(count))
        case let .measurement(style):
            guard case let .native(measurement as MeasurementValue) = value.unwrapped else {
                throw RuntimeError("a measurement format style formats a Measurement, not \(value.typeName)")
            }
            return try style.format(measurement)
        case .number, .percent, .currency: break
        }
        guard var number = value.number else {
            if case let .native(date as DateValue) = value.unwrapped { return DateStyleValue.format(date.date, date: nil, time: nil) }
            return Formatting.describe(value)
        }
        switch kind {
        case .number:
            return Formatting.number(number, fractionDigits: fractionDigits ?? 0...3, grouping: grouping)
        case .percent:
            number *= 100
            return Formatting.number(number, fractionDigits: fractionDigits ?? 0...3, grouping: grouping) + "%"
        case let .currency(code):
            let symbol = ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥"][code] ?? code + " "
            let text = Formatting.number(abs(number), fractionDigits: fractionDigits ?? 2...2, grouping: grouping)
            return (number < 0 ? "-" : "") + symbol + text
        default:
            return Formatting.describe(value)
        }
    }

    private static func date(_ value: Value) throws -> Date {
        guard case let .native(date as DateValue) = value.unwrapped else {
            throw RuntimeError("a date format style formats a Date, not \(value.typeName)")
        }
        return date.date
    }

    /// `.list(type:)` in US English (CLDR's English list patterns, as Foundation's
    /// ListFormatStyle writes them for en_US): "A", "A and B", "A, B, and C".
    private static func list(_ value: Value, conjunction: String) throws -> String {
        guard case let .array(items) = value.unwrapped else { throw RuntimeError("a list format style formats an array, not \(value.typeName)") }
        let strings = items.map { Formatting.describe($0) }
        switch strings.count {
        case 0, 1: return strings.first ?? ""
        case 2: return "\(strings[0]) \(conjunction) \(strings[1])"
        default: return strings.dropLast().joined(separator: ", ") + ", \(conjunction) " + (strings.last ?? "")
        }
    }

    static let bridge = TypeBridge("FormatStyle") { b in
        b.alias("FloatingPointFormatStyle", "IntegerFormatStyle", "Decimal.FormatStyle")
        b.constant("number", FormatStyle(kind: .number))
        b.constant("percent", FormatStyle(kind: .percent))
        b.function("currency", [Parameter("code", String.self)]) { a in FormatStyle(kind: .currency(try a.get("code"))).asValue }
        b.method("precision", [Parameter(nil, FormatPrecision.self, name: "precision")]) { (style: FormatStyle, a) in
            var copy = style
            copy.fractionDigits = try a.get("precision", FormatPrecision.self).fractionDigits
            return copy.asValue
        }
        b.method("grouping", [Parameter(nil, .any, name: "grouping")]) { (style: FormatStyle, a) in
            var copy = style
            if case let .implicitMember(member)? = a.value("grouping") { copy.grouping = member.name != "never" }
            return copy.asValue
        }
        b.constant("dateTime", FormatStyle(kind: .date(Date.FormatStyle(locale: RunRegion.locale, calendar: RunRegion.calendar,
                                                                          timeZone: RunRegion.timeZone))))
        b.constant("iso8601", FormatStyle(kind: .iso8601))
        b.function("list", [Parameter("type", .any)]) { a in
            let type = try DateFields.member(a.value("type"), of: "ListFormatStyle.ListType", among: ["and", "or"])
            return FormatStyle(kind: .list(conjunction: type == "and")).asValue
        }
        b.function("byteCount", [Parameter("style", .any)]) { a in
            let styles: [String: ByteCountFormatStyle.Style] = ["file": .file, "memory": .memory, "decimal": .decimal, "binary": .binary]
            let name = try DateFields.member(a.value("style"), of: "ByteCountFormatStyle.Style", among: styles.keys.sorted())
            return FormatStyle(kind: .byteCount(styles[name] ?? .file)).asValue
        }
        // `.measurement(width: .wide, usage: .asProvided, numberFormatStyle: .number.precision(…))`.
        b.function("measurement", [Parameter("width", .any), Parameter("usage", .any, default: true),
                                   .optional("numberFormatStyle", FormatStyle.self)]) { a in
            let width = try DateFields.member(a.value("width"), of: "Measurement.FormatStyle.UnitWidth", among: ["abbreviated", "wide", "narrow"])
            var style = MeasurementStyle(width: MeasurementStyle.Width(rawValue: width) ?? .abbreviated)
            if a.value("usage") != nil {
                style.asProvided = try DateFields.member(a.value("usage"), of: "MeasurementFormatUnitUsage", among: ["general", "asProvided"]) == "asProvided"
            }
            if let number = try a.optional("numberFormatStyle", FormatStyle.self) {
                style.fractionDigits = number.fractionDigits ?? style.fractionDigits
                style.grouping = number.grouping
            }
            return FormatStyle(kind: .measurement(style)).asValue
        }
        DateFields.declare(in: b)
        b.description { (style: FormatStyle) in "\(style.kind)" }
    }
}

/// `.dateTime`'s fields: `.year()`, `.month(.wide)`, `.day()`, `.weekday(.abbreviated)`,
/// `.hour(.defaultDigits(amPM: .omitted))`, `.minute()`, … Each is Date.FormatStyle's own.
enum DateFields {
    typealias Symbol = Date.FormatStyle.Symbol

    static func declare(in b: TypeBridge) {
        // Without an argument, a field takes Date.FormatStyle's own default form.
        field(b, "era", ["abbreviated": Symbol.Era.abbreviated, "wide": .wide, "narrow": .narrow]) { $1.map($0.era) ?? $0.era() }
        field(b, "year", ["defaultDigits": Symbol.Year.defaultDigits, "twoDigits": .twoDigits]) { $1.map($0.year) ?? $0.year() }
        field(b, "quarter", ["oneDigit": Symbol.Quarter.oneDigit, "twoDigits": .twoDigits, "abbreviated": .abbreviated, "wide": .wide,
                             "narrow": .narrow]) { $1.map($0.quarter) ?? $0.quarter() }
        field(b, "month", ["defaultDigits": Symbol.Month.defaultDigits, "twoDigits": .twoDigits, "abbreviated": .abbreviated, "wide": .wide,
                           "narrow": .narrow]) { $1.map($0.month) ?? $0.month() }
        field(b, "week", ["defaultDigits": Symbol.Week.defaultDigits, "twoDigits": .twoDigits, "weekOfMonth": .weekOfMonth]) {
            $1.map($0.week) ?? $0.week()
        }
        field(b, "day", ["defaultDigits": Symbol.Day.defaultDigits, "twoDigits": .twoDigits, "ordinalOfDayInMonth": .ordinalOfDayInMonth]) {
            $1.map($0.day) ?? $0.day()
        }
        field(b, "dayOfYear", ["defaultDigits": Symbol.DayOfYear.defaultDigits, "twoDigits": .twoDigits, "threeDigits": .threeDigits]) {
            $1.map($0.dayOfYear) ?? $0.dayOfYear()
        }
        field(b, "weekday", ["abbreviated": Symbol.Weekday.abbreviated, "wide": .wide, "narrow": .narrow, "short": .short,
                             "oneDigit": .oneDigit, "twoDigits": .twoDigits]) { $1.map($0.weekday) ?? $0.weekday() }
        field(b, "minute", ["defaultDigits": Symbol.Minute.defaultDigits, "twoDigits": .twoDigits]) { $1.map($0.minute) ?? $0.minute() }
        field(b, "second", ["defaultDigits": Symbol.Second.defaultDigits, "twoDigits": .twoDigits]) { $1.map($0.second) ?? $0.second() }
        // `.hour(.defaultDigits(amPM: .abbreviated))`: the hour's symbols take how AM and PM are written.
        b.method("hour", [Parameter(nil, .any, name: "symbol", default: true)]) { (style: FormatStyle, a) in
            let dateStyle = try dateStyle(style, "hour")
            guard let value = a.value("symbol") else { return FormatStyle(kind: .date(dateStyle.hour())).asValue }
            let forms: [String: (Symbol.Hour.AMPMStyle) -> Symbol.Hour] = [
                "defaultDigits": { .defaultDigits(amPM: $0) }, "twoDigits": { .twoDigits(amPM: $0) },
                "conversationalDefaultDigits": { .conversationalDefaultDigits(amPM: $0) },
                "conversationalTwoDigits": { .conversationalTwoDigits(amPM: $0) },
            ]
            guard case let .implicitMember(member) = value.unwrapped, let form = forms[member.name],
                  let amPMArgument = member.arguments?.first(where: { $0.label == "amPM" }) else {
                throw RuntimeError("hour takes .defaultDigits(amPM:), .twoDigits(amPM:), .conversationalDefaultDigits(amPM:) or "
                                   + ".conversationalTwoDigits(amPM:)")
            }
            let amPMs: [String: Symbol.Hour.AMPMStyle] = ["omitted": .omitted, "narrow": .narrow, "abbreviated": .abbreviated, "wide": .wide]
            let amPM = try Self.member(amPMArgument.value, of: "Date.FormatStyle.Symbol.Hour.AMPMStyle", among: amPMs.keys.sorted())
            return FormatStyle(kind: .date(dateStyle.hour(form(amPMs[amPM] ?? .abbreviated)))).asValue
        }
    }

    /// One field method: without an argument, the field's default form.
    private static func field<S>(_ b: TypeBridge, _ name: String, _ symbols: [String: S],
                                 _ apply: @escaping (Date.FormatStyle, S?) -> Date.FormatStyle) {
        b.method(name, [Parameter(nil, .any, name: "symbol", default: true)]) { (style: FormatStyle, a) in
            let dateStyle = try dateStyle(style, name)
            guard let value = a.value("symbol") else { return FormatStyle(kind: .date(apply(dateStyle, nil))).asValue }
            let symbol = try Self.member(value, of: "Date.FormatStyle.Symbol.\(name.prefix(1).uppercased() + name.dropFirst())",
                                    among: symbols.keys.sorted())
            return FormatStyle(kind: .date(apply(dateStyle, symbols[symbol]))).asValue
        }
    }

    private static func dateStyle(_ style: FormatStyle, _ field: String) throws -> Date.FormatStyle {
        guard case let .date(dateStyle) = style.kind else { throw RuntimeError("'\(field)()' is a field of a date format style (.dateTime)") }
        return dateStyle
    }

    /// The name of an implicit member (`.wide`) that must be one of `names`.
    static func member(_ value: Value?, of type: String, among names: [String]) throws -> String {
        if case let .implicitMember(member)? = value?.unwrapped, member.arguments == nil {
            guard names.contains(member.name) else {
                throw LocatedError("\(type) has no member '\(member.name)'", at: member.node,
                                   hints: ["its members: " + names.joined(separator: ", ")])
            }
            return member.name
        }
        let choices = names.map { "." + $0 }.joined(separator: ", ")
        throw RuntimeError("expected a \(type) (\(choices)), not \(value?.typeName ?? "nothing")")
    }
}

/// `.fractionLength(2)`, `.fractionLength(0...2)`.
struct FormatPrecision: Bridged {
    let fractionDigits: ClosedRange<Int>

    /// ICU, which formats Foundation's numbers, keeps at most 999 fraction digits; more would
    /// only make a string of that many zeros (`.fractionLength(1_000_000_000)` asked for a
    /// gigabyte).
    static let maximumFractionDigits = 999

    init(fractionDigits: ClosedRange<Int>) {
        let clamped = { (digits: Int) in min(max(0, digits), Self.maximumFractionDigits) }
        self.fractionDigits = clamped(fractionDigits.lowerBound)...clamped(fractionDigits.upperBound)
    }

    static let bridge = TypeBridge("NumberFormatStyleConfiguration.Precision") { b in
        b.function("fractionLength", [Parameter(nil, .any, name: "length")]) { a in
            switch a.value("length")?.unwrapped {
            case let .int(length)?: return FormatPrecision(fractionDigits: length...length).asValue
            case let .range(range)?:
                guard let integers = range.integers, let first = integers.first, let last = integers.last, first >= 0 else { break }
                return FormatPrecision(fractionDigits: first...last).asValue
            default: break
            }
            throw RuntimeError("fractionLength takes a number of digits or a range of them")
        }
    }
}

// MARK: - URLs

/// `URL(string:)` (optional, as in Swift) for `Link(destination:)`, file URLs and their paths.
extension URL: Bridged {
    static let bridge = TypeBridge("URL") { b in
        b.initializer([Parameter("string", String.self)]) { a in Value(URL(string: try a.get("string", String.self))) }
        b.initializer([Parameter("fileURLWithPath", String.self, name: "path")]) { a in
            URL(fileURLWithPath: try a.get("path", String.self)).asValue
        }
        // iOS 16's spelling (`init(filePath:directoryHint:relativeTo:)`, its defaults: the hint from the path).
        b.initializer([Parameter("filePath", String.self, name: "path")]) { a in
            URL(filePath: try a.get("path", String.self)).asValue
        }
        b.method("appending", [Parameter("path", String.self)]) { (url: URL, a) in url.appending(path: try a.get("path", String.self)).asValue }
        b.method("appending", [Parameter("component", String.self)]) { (url: URL, a) in
            url.appending(component: try a.get("component", String.self)).asValue
        }
        b.method("appendingPathComponent", [Parameter(nil, String.self, name: "component")]) { (url: URL, a) in
            url.appendingPathComponent(try a.get("component", String.self)).asValue
        }
        b.method("appendingPathExtension", [Parameter(nil, String.self, name: "pathExtension")]) { (url: URL, a) in
            url.appendingPathExtension(try a.get("pathExtension", String.self)).asValue
        }
        b.property("absoluteString") { (url: URL) in .string(url.absoluteString) }
        b.property("lastPathComponent") { (url: URL) in .string(url.lastPathComponent) }
        b.property("pathExtension") { (url: URL) in .string(url.pathExtension) }
        b.property("path") { (url: URL) in .string(url.path) }
        b.description { (url: URL) in url.absoluteString }
    }
}

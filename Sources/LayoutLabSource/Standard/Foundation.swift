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
        "UserDefaults", "JSONEncoder", "JSONDecoder", "PropertyListEncoder", "PropertyListDecoder", "DispatchQueue", "NotificationCenter",
        "Timer", "Logger", "UIApplication", "Bundle", "ProcessInfo", "URLSession", "FileManager", "NSObject", "UIImpactFeedbackGenerator",
        "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator", "WidgetCenter", "AnyCancellable", "PassthroughSubject",
        "CurrentValueSubject", "Task", "UIPasteboard", "SKStoreReviewController", "OSLog", "DispatchTime", "RunLoop", "NSPredicate",
        "ObservableObjectPublisher", "Just", "Haptics", "UIAccessibility", "AVAudioPlayer", "CLLocationManager", "NSApplication",
        "NSWorkspace", "NSApp", "UIFeedbackGenerator", "EnvironmentObject", "PreviewContainer", "ModelContainer",
        "NSLocale", "Locale",
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

// MARK: - UUID and Date

/// `UUID()`: identifiers counted from 1 in each run (`00000000-0000-4000-8000-000000000001`),
/// so identities and traces do not change from run to run.
struct UUIDValue: Bridged, Hashable {
    let number: UInt64

    var uuidString: String { String(format: "00000000-0000-4000-8000-%012llX", number) }

    static let bridge = TypeBridge("UUID") { b in
        b.initializer([]) { a in
            a.interpreter.uuidCount += 1
            return UUIDValue(number: a.interpreter.uuidCount).asValue
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

    static let bridge = TypeBridge("Date") { b in
        b.initializer([]) { _ in DateValue(date: fixedNow).asValue }
        b.initializer([Parameter("timeIntervalSinceNow", Double.self, name: "interval")]) { a in
            DateValue(date: fixedNow.addingTimeInterval(try a.get("interval"))).asValue
        }
        b.initializer([Parameter("timeIntervalSince1970", Double.self, name: "interval")]) { a in
            DateValue(date: Date(timeIntervalSince1970: try a.get("interval"))).asValue
        }
        b.constant("now", DateValue(date: fixedNow))
        b.constant("distantPast", DateValue(date: .distantPast))
        b.constant("distantFuture", DateValue(date: .distantFuture))
        b.property("timeIntervalSince1970") { (date: DateValue) in .double(date.date.timeIntervalSince1970) }
        b.method("addingTimeInterval", [Parameter(nil, Double.self, name: "interval")]) { (date: DateValue, a) in
            DateValue(date: date.date.addingTimeInterval(try a.get("interval"))).asValue
        }
        b.method("timeIntervalSince", [Parameter(nil, DateValue.self, name: "other")]) { (date: DateValue, a) in
            .double(date.date.timeIntervalSince(try a.get("other", DateValue.self).date))
        }
        b.method("formatted", [.optional("date", DateStyleValue.self), .optional("time", DateStyleValue.self)]) { (date: DateValue, a) in
            .string(DateStyleValue.format(date.date, date: a.value("date"), time: a.value("time")))
        }
        b.method("formatted", [Parameter(nil, .any, name: "style")]) { (date: DateValue, a) in
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
    /// time ("9:41 AM"); the live styles are shown as at the moment the date is now.
    static func text(_ date: Date, style: String) -> String {
        switch style {
        case "time": format(date, date: DateStyleValue(name: "omitted").asValue, time: nil)
        case "relative": "0 seconds"
        case "offset": "+0 seconds"
        case "timer": "0:00"
        default: format(date, date: DateStyleValue(name: "long").asValue, time: DateStyleValue(name: "omitted").asValue)
        }
    }

    static func format(_ date: Date, date dateStyle: Value?, time timeStyle: Value?) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
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

/// A `FormatStyle` for numbers and percentages: `.number`, `.percent`,
/// `.number.precision(.fractionLength(2))`, `.currency(code: "USD")`.
struct FormatStyle: Bridged {
    enum Kind: Equatable { case number, percent, currency(String) }

    var kind: Kind
    var fractionDigits: ClosedRange<Int>?
    var grouping = true

    func format(_ value: Value) throws -> String {
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
        b.description { (style: FormatStyle) in "\(style.kind)" }
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

/// `URL(string:)` (optional, as in Swift) for `Link(destination:)`.
extension URL: Bridged {
    static let bridge = TypeBridge("URL") { b in
        b.initializer([Parameter("string", String.self)]) { a in Value(URL(string: try a.get("string", String.self))) }
        b.initializer([Parameter("fileURLWithPath", String.self, name: "path")]) { a in
            URL(fileURLWithPath: try a.get("path", String.self)).asValue
        }
        b.property("absoluteString") { (url: URL) in .string(url.absoluteString) }
        b.description { (url: URL) in url.absoluteString }
    }
}

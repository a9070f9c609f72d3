import Foundation
import LayoutLab

// Calendar, DateComponents, Locale and TimeZone, as files use them to make the strings their
// views show. Every run is in one place at one moment (RunRegion), so a file lays out the same
// every run, on every machine.

/// The region and moment of every run: US English (`en_US`, as an iPhone set to US English),
/// UTC, the Gregorian calendar, and `Date()` = 9:41:00 UTC on Monday 1 January 2024
/// (`DateValue.fixedNow`). `Locale.current`, `TimeZone.current`, `Calendar.current`, new
/// formatters and the format styles all start from these; a file may set others.
public enum RunRegion {
    static let locale = Locale(identifier: "en_US")
    /// Foundation, Apple's as well, names this zone "GMT" (`TimeZone.current.identifier`).
    static let timeZone = TimeZone(identifier: "UTC") ?? .gmt

    /// The region and moment in words, for `layoutlab run --help` and messages.
    public static var summary: String {
        let now = DateValue.fixedNow.formatted(Date.FormatStyle(date: .complete, time: .shortened, locale: locale, calendar: calendar,
                                                                timeZone: timeZone))
        return "Date() is \(now) UTC (\(ISO8601DateFormatter().string(from: DateValue.fixedNow))); Locale.current is \(locale.identifier), "
            + "TimeZone.current \(timeZone.identifier), Calendar.current Gregorian; formatters and format styles start from these"
    }

    static var calendar: Calendar { calendar(.gregorian) }

    static func calendar(_ identifier: Calendar.Identifier) -> Calendar {
        var calendar = Calendar(identifier: identifier)
        calendar.locale = locale
        calendar.timeZone = timeZone
        return calendar
    }
}

/// How many of each calendar unit fit between `Date.distantPast` and `Date.distantFuture`
/// (about 4,000 years), rounded up. Foundation answers larger counts with nonsense rather than
/// an error (adding `Int.max` years gives back the same date; a year of `Int.max` is year 0),
/// so a larger count is refused.
enum CalendarBounds {
    static let counts: [String: Int] = [
        "year": 4_100, "yearForWeekOfYear": 4_100, "quarter": 16_400, "month": 49_200, "weekOfYear": 214_000, "weekOfMonth": 214_000,
        "day": 1_500_000, "weekday": 1_500_000, "weekdayOrdinal": 214_000, "hour": 36_000_000, "minute": 2_200_000_000,
        "second": 130_000_000_000, "era": 2, "nanosecond": Int.max,
    ]

    static func check(_ count: Int, _ name: String) throws -> Int {
        let bound = counts[name] ?? 1_000_000
        guard count.magnitude <= bound.magnitude else {
            throw RuntimeError("\(count) \(name)s reaches past Date.distantPast...Date.distantFuture (at most \(bound)), the dates LayoutLab formats")
        }
        return count
    }

    static func check(_ components: DateComponents) throws -> DateComponents {
        for (name, path) in DateComponents.fields { if let count = components[keyPath: path] { _ = try check(count, name) } }
        return components
    }
}

/// Reads Swift's optional Ints (`DateComponents.day`) into and out of interpreted values.
private extension Value {
    /// A new value for an `Int?` property: nil, or an Int.
    func optionalInt(for name: String) throws -> Int? {
        if isNil { return nil }
        guard case let .int(int) = unwrapped else { throw RuntimeError("'\(name)' is an Int?, not \(typeName)") }
        return try CalendarBounds.check(int, name)
    }
}

/// A date Foundation's calendar answers, checked as a file's own dates are.
private func checkedDate(_ date: Date?) throws -> Value {
    guard let date else { return .none }
    return .some(try DateValue.checked(date))
}

// MARK: - Calendar

/// `Calendar.Component`: `.day`, `Calendar.Component.month`.
struct CalendarComponent: Bridged, Hashable {
    let component: Calendar.Component

    static let named: [(String, Calendar.Component)] = [
        ("era", .era), ("year", .year), ("month", .month), ("day", .day), ("hour", .hour), ("minute", .minute), ("second", .second),
        ("weekday", .weekday), ("weekdayOrdinal", .weekdayOrdinal), ("quarter", .quarter), ("weekOfMonth", .weekOfMonth),
        ("weekOfYear", .weekOfYear), ("yearForWeekOfYear", .yearForWeekOfYear), ("nanosecond", .nanosecond),
        ("calendar", .calendar), ("timeZone", .timeZone),
    ]

    static let bridge = TypeBridge("Calendar.Component") { b in
        b.cases(named.map { ($0.0, CalendarComponent(component: $0.1)) })
    }

    /// One component, written `.day` or `Calendar.Component.day`.
    static func resolve(_ value: Value?) throws -> Calendar.Component {
        switch value?.unwrapped {
        case let .native(component as CalendarComponent)?: return component.component
        case let .implicitMember(member)? where member.arguments == nil:
            if let component = named.first(where: { $0.0 == member.name })?.1 { return component }
            throw LocatedError("Calendar.Component has no member '\(member.name)'", at: member.node,
                               hints: ["its members: " + named.map(\.0).joined(separator: ", ")])
        default: throw RuntimeError("expected a Calendar.Component, not \(value?.typeName ?? "nothing")")
        }
    }

    /// A set of components: `[.year, .month]`, `Set([.day])`.
    static func resolveSet(_ value: Value?) throws -> Set<Calendar.Component> {
        switch value?.unwrapped {
        case let .array(items)?: return Set(try items.map { try resolve($0) })
        case let .set(set)?: return Set(try set.elements.map { try resolve($0) })
        default: return [try resolve(value)]
        }
    }
}

/// `Calendar.Identifier`: `.gregorian`, `.iso8601`, …
struct CalendarIdentifier: Bridged, Hashable {
    let identifier: Calendar.Identifier

    static let bridge = TypeBridge("Calendar.Identifier") { b in
        let identifiers: [(String, Calendar.Identifier)] = [
            ("gregorian", .gregorian), ("iso8601", .iso8601), ("buddhist", .buddhist), ("japanese", .japanese), ("hebrew", .hebrew),
            ("islamic", .islamic), ("islamicCivil", .islamicCivil), ("persian", .persian), ("chinese", .chinese), ("indian", .indian),
        ]
        b.cases(identifiers.map { ($0.0, CalendarIdentifier(identifier: $0.1)) })
    }
}

extension Calendar: Bridged {
    static let bridge = TypeBridge("Calendar") { b in
        b.nestedType(CalendarComponent.bridge)
        b.nestedType(CalendarIdentifier.bridge)
        b.constant("current", RunRegion.calendar)
        b.constant("autoupdatingCurrent", RunRegion.calendar)
        b.initializer([Parameter("identifier", CalendarIdentifier.self)]) { a in
            RunRegion.calendar(try a.get("identifier", CalendarIdentifier.self).identifier).asValue
        }
        b.property("identifier") { (calendar: Calendar) in CalendarIdentifier(identifier: calendar.identifier).asValue }
        b.property("locale", type: .optional(.bridged(Locale.self)), get: { (calendar: Calendar) in Value(calendar.locale) }) { calendar, value in
            calendar.locale = Locale.extract(value) ?? RunRegion.locale
        }
        b.property("timeZone", type: .bridged(TimeZone.self), get: { (calendar: Calendar) in calendar.timeZone.asValue }) { calendar, value in
            calendar.timeZone = TimeZone.extract(value) ?? RunRegion.timeZone
        }
        b.property("firstWeekday", type: .bridged(Int.self), get: { (calendar: Calendar) in .int(calendar.firstWeekday) }) { calendar, value in
            guard case let .int(day) = value.unwrapped, (1...7).contains(day) else {
                throw RuntimeError("firstWeekday is a weekday from 1 (Sunday) to 7, not \(Formatting.describe(value))")
            }
            calendar.firstWeekday = day
        }
        let symbols: [(String, KeyPath<Calendar, [String]>)] = [
            ("monthSymbols", \.monthSymbols), ("shortMonthSymbols", \.shortMonthSymbols), ("veryShortMonthSymbols", \.veryShortMonthSymbols),
            ("standaloneMonthSymbols", \.standaloneMonthSymbols), ("shortStandaloneMonthSymbols", \.shortStandaloneMonthSymbols),
            ("weekdaySymbols", \.weekdaySymbols), ("shortWeekdaySymbols", \.shortWeekdaySymbols),
            ("veryShortWeekdaySymbols", \.veryShortWeekdaySymbols), ("standaloneWeekdaySymbols", \.standaloneWeekdaySymbols),
            ("shortStandaloneWeekdaySymbols", \.shortStandaloneWeekdaySymbols),
        ]
        for (name, path) in symbols {
            b.property(name) { (calendar: Calendar) in .array(calendar[keyPath: path].map(Value.string)) }
        }
        b.property("amSymbol") { (calendar: Calendar) in .string(calendar.amSymbol) }
        b.property("pmSymbol") { (calendar: Calendar) in .string(calendar.pmSymbol) }

        let date = Parameter("from", DateValue.self, name: "date")
        b.method("component", [Parameter(nil, .any, name: "component"), date]) { (calendar: Calendar, a) in
            .int(calendar.component(try CalendarComponent.resolve(a.value("component")), from: try a.get("date", DateValue.self).date))
        }
        b.method("dateComponents", [Parameter(nil, .any, name: "components"), date]) { (calendar: Calendar, a) in
            calendar.dateComponents(try CalendarComponent.resolveSet(a.value("components")), from: try a.get("date", DateValue.self).date).asValue
        }
        b.method("dateComponents", [Parameter(nil, .any, name: "components"), Parameter("from", DateValue.self, name: "start"),
                                    Parameter("to", DateValue.self, name: "end")]) { (calendar: Calendar, a) in
            calendar.dateComponents(try CalendarComponent.resolveSet(a.value("components")), from: try a.get("start", DateValue.self).date,
                                    to: try a.get("end", DateValue.self).date).asValue
        }
        let wrapping = Parameter("wrappingComponents", Bool.self, name: "wrapping", default: true)
        b.method("date", [Parameter("byAdding", .any, name: "component"), Parameter("value", Int.self), Parameter("to", DateValue.self, name: "date"),
                          wrapping]) { (calendar: Calendar, a) in
            let component = try CalendarComponent.resolve(a.value("component"))
            let name = CalendarComponent.named.first { $0.1 == component }?.0 ?? "\(component)"
            return try checkedDate(calendar.date(byAdding: component, value: try CalendarBounds.check(try a.get("value"), name),
                                                 to: try a.get("date", DateValue.self).date, wrappingComponents: try a.bool("wrapping") ?? false))
        }
        b.method("date", [Parameter("byAdding", DateComponents.self, name: "components"), Parameter("to", DateValue.self, name: "date"),
                          wrapping]) { (calendar: Calendar, a) in
            try checkedDate(calendar.date(byAdding: try CalendarBounds.check(try a.get("components", DateComponents.self)),
                                          to: try a.get("date", DateValue.self).date, wrappingComponents: try a.bool("wrapping") ?? false))
        }
        b.method("date", [Parameter("from", DateComponents.self, name: "components")]) { (calendar: Calendar, a) in
            try checkedDate(calendar.date(from: try CalendarBounds.check(try a.get("components", DateComponents.self))))
        }
        b.method("date", [Parameter("bySettingHour", Int.self, name: "hour"), Parameter("minute", Int.self), Parameter("second", Int.self),
                          Parameter("of", DateValue.self, name: "date"), .any("matchingPolicy", default: true),
                          .any("repeatedTimePolicy", default: true), .any("direction", default: true)]) { (calendar: Calendar, a) in
            let (hour, minute, second): (Int, Int, Int) = (try a.get("hour"), try a.get("minute"), try a.get("second"))
            // Foundation answers nil for an hour past 23 or a minute or second past 59, as Apple's does.
            guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second) else { return .none }
            return Value(calendar.date(bySettingHour: hour, minute: minute, second: second, of: try a.get("date", DateValue.self).date)
                .map(DateValue.init))
        }
        b.method("startOfDay", [Parameter("for", DateValue.self, name: "date")]) { (calendar: Calendar, a) in
            DateValue(date: calendar.startOfDay(for: try a.get("date", DateValue.self).date)).asValue
        }
        // Today, yesterday and tomorrow are those of the run's `Date()`, not of the machine's clock.
        for (name, days) in [("isDateInToday", 0), ("isDateInYesterday", -1), ("isDateInTomorrow", 1)] {
            b.method(name, [Parameter(nil, DateValue.self, name: "date")]) { (calendar: Calendar, a) in
                guard let day = calendar.date(byAdding: .day, value: days, to: DateValue.fixedNow) else { return .bool(false) }
                return .bool(calendar.isDate(try a.get("date", DateValue.self).date, inSameDayAs: day))
            }
        }
        b.method("isDateInWeekend", [Parameter(nil, DateValue.self, name: "date")]) { (calendar: Calendar, a) in
            .bool(calendar.isDateInWeekend(try a.get("date", DateValue.self).date))
        }
        b.method("isDate", [Parameter(nil, DateValue.self, name: "date"), Parameter("inSameDayAs", DateValue.self, name: "other")]) {
            (calendar: Calendar, a) in
            .bool(calendar.isDate(try a.get("date", DateValue.self).date, inSameDayAs: try a.get("other", DateValue.self).date))
        }
        b.method("isDate", [Parameter(nil, DateValue.self, name: "date"), Parameter("equalTo", DateValue.self, name: "other"),
                            Parameter("toGranularity", .any, name: "granularity")]) { (calendar: Calendar, a) in
            .bool(calendar.isDate(try a.get("date", DateValue.self).date, equalTo: try a.get("other", DateValue.self).date,
                                  toGranularity: try CalendarComponent.resolve(a.value("granularity"))))
        }
        b.description { (calendar: Calendar) in "\(calendar.identifier) (fixed)" }
    }
}

// MARK: - DateComponents

extension DateComponents: Bridged {
    // Key paths are not Sendable; these are constants, read only.
    nonisolated(unsafe) static let fields: [(String, WritableKeyPath<DateComponents, Int?>)] = [
        ("era", \.era), ("year", \.year), ("month", \.month), ("day", \.day), ("hour", \.hour), ("minute", \.minute), ("second", \.second),
        ("nanosecond", \.nanosecond), ("weekday", \.weekday), ("weekdayOrdinal", \.weekdayOrdinal), ("quarter", \.quarter),
        ("weekOfMonth", \.weekOfMonth), ("weekOfYear", \.weekOfYear), ("yearForWeekOfYear", \.yearForWeekOfYear),
    ]

    static let bridge = TypeBridge("DateComponents") { b in
        // SwiftUI's and Foundation's one initialiser: every component optional, nil by default.
        b.initializer([.optional("calendar", Calendar.self), .optional("timeZone", TimeZone.self)]
                      + fields.map { Parameter($0.0, .optional(.bridged(Int.self)), default: true) }) { a in
            var components = DateComponents(calendar: try a.optional("calendar", Calendar.self),
                                            timeZone: try a.optional("timeZone", TimeZone.self))
            for (name, path) in fields { components[keyPath: path] = try a.int(name).map { try CalendarBounds.check($0, name) } }
            return components.asValue
        }
        for (name, path) in fields {
            b.property(name, type: .optional(.bridged(Int.self)), get: { (components: DateComponents) in Value(components[keyPath: path]) }) {
                components, value in components[keyPath: path] = try value.optionalInt(for: name)
            }
        }
        b.property("date") { (components: DateComponents) in Value(components.date.map(DateValue.init)) }
        b.description { (components: DateComponents) in
            fields.compactMap { name, path in components[keyPath: path].map { "\(name): \($0)" } }.joined(separator: " ")
        }
    }
}

// MARK: - Locale and TimeZone

extension Locale: Bridged {
    static let bridge = TypeBridge("Locale") { b in
        b.constant("current", RunRegion.locale)
        b.constant("autoupdatingCurrent", RunRegion.locale)
        b.initializer([Parameter("identifier", String.self)]) { a in Locale(identifier: try a.get("identifier")).asValue }
        b.property("identifier") { (locale: Locale) in .string(locale.identifier) }
        b.property("languageCode") { (locale: Locale) in Value(locale.language.languageCode.map(\.identifier)) }
        b.property("regionCode") { (locale: Locale) in Value(locale.region.map(\.identifier)) }
        b.property("currencyCode") { (locale: Locale) in Value(locale.currency.map(\.identifier)) }
        b.property("currencySymbol") { (locale: Locale) in Value(locale.currencySymbol) }
        b.property("decimalSeparator") { (locale: Locale) in Value(locale.decimalSeparator) }
        b.property("groupingSeparator") { (locale: Locale) in Value(locale.groupingSeparator) }
        b.property("usesMetricSystem") { (locale: Locale) in .bool(locale.measurementSystem == .metric) }
        b.description { (locale: Locale) in locale.identifier }
    }
}

extension TimeZone: Bridged {
    static let bridge = TypeBridge("TimeZone") { b in
        b.constant("current", RunRegion.timeZone)
        b.constant("autoupdatingCurrent", RunRegion.timeZone)
        b.constant("gmt", TimeZone.gmt)
        b.initializer([Parameter("identifier", String.self)]) { a in Value(TimeZone(identifier: try a.get("identifier"))) }
        b.initializer([Parameter("abbreviation", String.self)]) { a in Value(TimeZone(abbreviation: try a.get("abbreviation"))) }
        b.initializer([Parameter("secondsFromGMT", Int.self, name: "seconds")]) { a in Value(TimeZone(secondsFromGMT: try a.get("seconds"))) }
        b.property("identifier") { (zone: TimeZone) in .string(zone.identifier) }
        b.method("secondsFromGMT", [.optional("for", DateValue.self, name: "date")]) { (zone: TimeZone, a) in
            .int(zone.secondsFromGMT(for: try a.optional("date", DateValue.self)?.date ?? DateValue.fixedNow))
        }
        b.method("abbreviation", [.optional("for", DateValue.self, name: "date")]) { (zone: TimeZone, a) in
            Value(zone.abbreviation(for: try a.optional("date", DateValue.self)?.date ?? DateValue.fixedNow))
        }
        b.description { (zone: TimeZone) in zone.identifier }
    }
}

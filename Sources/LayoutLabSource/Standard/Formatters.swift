import Foundation
import LayoutLab

// Foundation's formatters, as files use them to make the strings their views show. They are
// Foundation's own objects (swift-corelibs-foundation, with ICU's CLDR data, as Apple's), made
// in the run's region (RunRegion: en_US, UTC), so `DateFormatter().string(from: Date())` is
// what an iPhone set to US English in UTC shows at the run's fixed moment. They are classes,
// as in Swift: `let formatter = DateFormatter(); formatter.dateStyle = .medium` changes it.

extension DateFormatter.Style: Bridged {
    static let bridge = TypeBridge("DateFormatter.Style") { b in
        b.cases([("none", DateFormatter.Style.none), ("short", .short), ("medium", .medium), ("long", .long), ("full", .full)])
    }
}

/// A settable `String` property of a formatter (`dateFormat`, `amSymbol`, `currencyCode`).
private func stringProperty<T: Bridged>(_ b: TypeBridge, _ name: String, _ path: ReferenceWritableKeyPath<T, String?>) {
    b.property(name, type: .optional(.bridged(String.self)), get: { (object: T) in Value(object[keyPath: path]) }) { object, value in
        if value.isNil { object[keyPath: path] = nil; return }
        guard case let .string(string) = value.unwrapped else { throw RuntimeError("'\(name)' is a String, not \(value.typeName)") }
        object[keyPath: path] = string
    }
}

/// A settable property of a bridged type (`dateStyle`, `locale`), converted to `T` first.
private func bridgedProperty<Object: Bridged, T: Bridged>(
    _ b: TypeBridge, _ name: String, _ path: ReferenceWritableKeyPath<Object, T>, default value: T? = nil
) {
    b.property(name, type: .bridged(T.self), get: { (object: Object) in object[keyPath: path].asValue }) { object, newValue in
        if newValue.isNil, let value {
            object[keyPath: path] = value
            return
        }
        guard let typed = T.extract(newValue) else { throw RuntimeError("'\(name)' is a \(T.bridge.name), not \(newValue.typeName)") }
        object[keyPath: path] = typed
    }
}

extension DateFormatter: Bridged {
    static let bridge = TypeBridge("DateFormatter") { b in
        b.nestedType(DateFormatter.Style.bridge)
        b.initializer([]) { _ in inRunRegion().asValue }
        bridgedProperty(b, "dateStyle", \DateFormatter.dateStyle)
        bridgedProperty(b, "timeStyle", \DateFormatter.timeStyle)
        // `locale = nil` and `timeZone = nil` restore the defaults, which are the run's.
        bridgedProperty(b, "locale", \DateFormatter.locale, default: RunRegion.locale)
        bridgedProperty(b, "timeZone", \DateFormatter.timeZone, default: RunRegion.timeZone)
        bridgedProperty(b, "calendar", \DateFormatter.calendar, default: RunRegion.calendar)
        b.property("dateFormat", type: .optional(.bridged(String.self)), get: { (formatter: DateFormatter) in .string(formatter.dateFormat ?? "") }) {
            formatter, value in
            guard case let .string(format) = value.unwrapped else { formatter.dateFormat = nil; return }
            formatter.dateFormat = format
        }
        stringProperty(b, "amSymbol", \DateFormatter.amSymbolOptional)
        stringProperty(b, "pmSymbol", \DateFormatter.pmSymbolOptional)
        b.property("doesRelativeDateFormatting", type: .bridged(Bool.self), get: { (formatter: DateFormatter) in
            .bool(formatter.doesRelativeDateFormatting)
        }) { _, value in
            // Foundation's "Today" and "Yesterday" are relative to the machine's clock, not to
            // the run's fixed `Date()`: a string that changed from day to day would change layouts.
            if case .bool(true) = value.unwrapped {
                throw RuntimeError("doesRelativeDateFormatting is not modelled: Foundation's \"Today\" follows the machine's clock, "
                                   + "not the run's fixed Date()")
            }
        }
        for (name, path) in [("monthSymbols", \DateFormatter.monthSymbols), ("shortMonthSymbols", \.shortMonthSymbols),
                             ("weekdaySymbols", \.weekdaySymbols), ("shortWeekdaySymbols", \.shortWeekdaySymbols),
                             ("veryShortWeekdaySymbols", \.veryShortWeekdaySymbols)] as [(String, KeyPath<DateFormatter, [String]>)] {
            b.property(name) { (formatter: DateFormatter) in .array(formatter[keyPath: path].map(Value.string)) }
        }
        b.method("string", [Parameter("from", DateValue.self, name: "date")]) { (formatter: DateFormatter, a) in
            .string(formatter.string(from: try a.get("date", DateValue.self).date))
        }
        b.method("date", [Parameter("from", String.self, name: "string")]) { (formatter: DateFormatter, a) in
            Value(formatter.date(from: try a.get("string", String.self)).map(DateValue.init))
        }
        b.method("setLocalizedDateFormatFromTemplate", [Parameter(nil, String.self, name: "template")]) { (formatter: DateFormatter, a) in
            formatter.setLocalizedDateFormatFromTemplate(try a.get("template", String.self))
            return .void
        }
        b.function("localizedString", [Parameter("from", DateValue.self, name: "date"), Parameter("dateStyle", DateFormatter.Style.self),
                                       Parameter("timeStyle", DateFormatter.Style.self)]) { a in
            let formatter = inRunRegion()
            formatter.dateStyle = try a.get("dateStyle")
            formatter.timeStyle = try a.get("timeStyle")
            return .string(formatter.string(from: try a.get("date", DateValue.self).date))
        }
        b.function("dateFormat", [Parameter("fromTemplate", String.self, name: "template"), Parameter("options", Int.self),
                                  .optional("locale", Locale.self)]) { a in
            Value(DateFormatter.dateFormat(fromTemplate: try a.get("template"), options: 0,
                                           locale: try a.optional("locale", Locale.self) ?? RunRegion.locale))
        }
        b.description { (formatter: DateFormatter) in "DateFormatter(\(formatter.dateFormat ?? ""))" }
    }

    /// A new formatter, as `DateFormatter()` makes one in the run's region.
    static func inRunRegion() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = RunRegion.locale
        formatter.timeZone = RunRegion.timeZone
        formatter.calendar = RunRegion.calendar
        return formatter
    }
}

private extension DateFormatter {
    var amSymbolOptional: String? {
        get { amSymbol }
        set { amSymbol = newValue ?? DateFormatter().amSymbol }
    }

    var pmSymbolOptional: String? {
        get { pmSymbol }
        set { pmSymbol = newValue ?? DateFormatter().pmSymbol }
    }
}

/// `ISO8601DateFormatter.Options`: `[.withInternetDateTime, .withFractionalSeconds]`.
struct ISO8601Options: Bridged {
    let options: ISO8601DateFormatter.Options

    static let named: [(String, ISO8601DateFormatter.Options)] = [
        ("withYear", .withYear), ("withMonth", .withMonth), ("withWeekOfYear", .withWeekOfYear), ("withDay", .withDay),
        ("withTime", .withTime), ("withTimeZone", .withTimeZone), ("withSpaceBetweenDateAndTime", .withSpaceBetweenDateAndTime),
        ("withDashSeparatorInDate", .withDashSeparatorInDate), ("withColonSeparatorInTime", .withColonSeparatorInTime),
        ("withColonSeparatorInTimeZone", .withColonSeparatorInTimeZone), ("withFractionalSeconds", .withFractionalSeconds),
        ("withFullDate", .withFullDate), ("withFullTime", .withFullTime), ("withInternetDateTime", .withInternetDateTime),
    ]

    static let bridge = TypeBridge("ISO8601DateFormatter.Options") { b in
        for (name, option) in named { b.constant(name, ISO8601Options(options: option)) }
        b.converting { value in
            let items: [Value]
            switch value.unwrapped {
            case let .array(array): items = array
            case let .set(set): items = set.elements
            default: return nil
            }
            var options: ISO8601DateFormatter.Options = []
            for item in items {
                switch item.unwrapped {
                case let .native(option as ISO8601Options): options.formUnion(option.options)
                case let .implicitMember(member):
                    guard let option = named.first(where: { $0.0 == member.name })?.1 else {
                        throw LocatedError("ISO8601DateFormatter.Options has no member '\(member.name)'", at: member.node)
                    }
                    options.formUnion(option)
                default: return nil
                }
            }
            return ISO8601Options(options: options).asValue
        }
    }
}

extension ISO8601DateFormatter: Bridged {
    static let bridge = TypeBridge("ISO8601DateFormatter") { b in
        b.nestedType(TypeBridge("Options") { $0.alias("ISO8601DateFormatter.Options") })
        b.initializer([]) { _ in
            let formatter = ISO8601DateFormatter()
            formatter.timeZone = RunRegion.timeZone
            return formatter.asValue
        }
        b.property("formatOptions", type: .bridged(ISO8601Options.self), get: { (formatter: ISO8601DateFormatter) in
            ISO8601Options(options: formatter.formatOptions).asValue
        }) { formatter, value in
            guard let options = ISO8601Options.extract(value) else { throw RuntimeError("formatOptions takes ISO8601DateFormatter.Options") }
            formatter.formatOptions = options.options
        }
        bridgedProperty(b, "timeZone", \ISO8601DateFormatter.timeZone, default: RunRegion.timeZone)
        b.method("string", [Parameter("from", DateValue.self, name: "date")]) { (formatter: ISO8601DateFormatter, a) in
            .string(formatter.string(from: try a.get("date", DateValue.self).date))
        }
        b.method("date", [Parameter("from", String.self, name: "string")]) { (formatter: ISO8601DateFormatter, a) in
            Value(formatter.date(from: try a.get("string", String.self)).map(DateValue.init))
        }
        b.description { (_: ISO8601DateFormatter) in "ISO8601DateFormatter" }
    }
}

// MARK: - Numbers

extension NumberFormatter.Style: Bridged {
    static let bridge = TypeBridge("NumberFormatter.Style") { b in
        b.cases([("none", NumberFormatter.Style.none), ("decimal", .decimal), ("currency", .currency), ("percent", .percent),
                 ("scientific", .scientific), ("spellOut", .spellOut), ("ordinal", .ordinal), ("currencyISOCode", .currencyISOCode),
                 ("currencyPlural", .currencyPlural), ("currencyAccounting", .currencyAccounting)])
    }
}

/// `NSNumber(value: 3.5)`: the number itself (formatters take any number).
enum NSNumberBridge {
    static let bridge = TypeBridge("NSNumber") { b in
        b.initializer([Parameter("value", .any)]) { a in
            guard let value = a.value("value"), value.number != nil else { throw RuntimeError("NSNumber(value:) takes a number") }
            return value.unwrapped
        }
    }
}

extension NumberFormatter: Bridged {
    static let bridge = TypeBridge("NumberFormatter") { b in
        b.nestedType(NumberFormatter.Style.bridge)
        b.initializer([]) { _ in inRunRegion().asValue }
        bridgedProperty(b, "numberStyle", \NumberFormatter.numberStyle)
        bridgedProperty(b, "locale", \NumberFormatter.locale, default: RunRegion.locale)
        // Digit counts: ICU keeps at most 999 fraction digits (FormatPrecision); a negative
        // count is no count Foundation accepts.
        for (name, path) in [("minimumFractionDigits", \NumberFormatter.minimumFractionDigits),
                             ("maximumFractionDigits", \.maximumFractionDigits), ("minimumIntegerDigits", \.minimumIntegerDigits),
                             ("maximumIntegerDigits", \.maximumIntegerDigits), ("minimumSignificantDigits", \.minimumSignificantDigits),
                             ("maximumSignificantDigits", \.maximumSignificantDigits)] as [(String, ReferenceWritableKeyPath<NumberFormatter, Int>)] {
            b.property(name, type: .bridged(Int.self), get: { (formatter: NumberFormatter) in .int(formatter[keyPath: path]) }) {
                formatter, value in
                guard case let .int(count) = value.unwrapped, (0...FormatPrecision.maximumFractionDigits).contains(count) else {
                    throw RuntimeError("'\(name)' is a count of digits from 0 to \(FormatPrecision.maximumFractionDigits), "
                                       + "not \(Formatting.describe(value))")
                }
                formatter[keyPath: path] = count
            }
        }
        for (name, path) in [("usesGroupingSeparator", \NumberFormatter.usesGroupingSeparator),
                             ("usesSignificantDigits", \.usesSignificantDigits), ("alwaysShowsDecimalSeparator", \.alwaysShowsDecimalSeparator)]
            as [(String, ReferenceWritableKeyPath<NumberFormatter, Bool>)] {
            b.property(name, type: .bridged(Bool.self), get: { (formatter: NumberFormatter) in .bool(formatter[keyPath: path]) }) {
                formatter, value in
                guard case let .bool(flag) = value.unwrapped else { throw RuntimeError("'\(name)' is a Bool, not \(value.typeName)") }
                formatter[keyPath: path] = flag
            }
        }
        for (name, path) in [("currencyCode", \NumberFormatter.currencyCodeOptional), ("currencySymbol", \.currencySymbolOptional),
                             ("groupingSeparator", \.groupingSeparator), ("decimalSeparator", \.decimalSeparatorOptional),
                             ("positivePrefix", \.positivePrefixOptional), ("negativePrefix", \.negativePrefixOptional),
                             ("positiveSuffix", \.positiveSuffixOptional), ("zeroSymbol", \.zeroSymbol), ("nilSymbol", \.nilSymbolOptional)]
            as [(String, ReferenceWritableKeyPath<NumberFormatter, String?>)] {
            stringProperty(b, name, path)
        }
        b.method("string", [Parameter("from", .any, name: "number")]) { (formatter: NumberFormatter, a) in
            guard let number = a.value("number")?.number else { throw RuntimeError("string(from:) takes a number (an NSNumber)") }
            return Value(formatter.string(from: NSNumber(value: number)))
        }
        b.method("string", [Parameter("for", .any, name: "value")]) { (formatter: NumberFormatter, a) in
            guard let number = a.value("value")?.number else { return .none }
            return Value(formatter.string(from: NSNumber(value: number)))
        }
        b.method("number", [Parameter("from", String.self, name: "string")]) { (formatter: NumberFormatter, a) in
            Value(formatter.number(from: try a.get("string", String.self))?.doubleValue)
        }
        b.function("localizedString", [Parameter("from", .any, name: "number"),
                                       Parameter("number", NumberFormatter.Style.self, name: "style")]) { a in
            guard let number = a.value("number")?.number else { throw RuntimeError("localizedString(from:number:) takes a number") }
            let formatter = inRunRegion()
            formatter.numberStyle = try a.get("style")
            return .string(formatter.string(from: NSNumber(value: number)) ?? "")
        }
        b.description { (formatter: NumberFormatter) in "NumberFormatter(\(formatter.numberStyle.rawValue))" }
    }

    /// A new formatter, as `NumberFormatter()` makes one in the run's region.
    static func inRunRegion() -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.locale = RunRegion.locale
        return formatter
    }
}

// Foundation declares these `String!`: optional here so that `nil` can be written.
private extension NumberFormatter {
    var currencyCodeOptional: String? { get { currencyCode } set { currencyCode = newValue } }
    var currencySymbolOptional: String? { get { currencySymbol } set { currencySymbol = newValue } }
    var decimalSeparatorOptional: String? { get { decimalSeparator } set { decimalSeparator = newValue } }
    var positivePrefixOptional: String? { get { positivePrefix } set { positivePrefix = newValue } }
    var negativePrefixOptional: String? { get { negativePrefix } set { negativePrefix = newValue } }
    var positiveSuffixOptional: String? { get { positiveSuffix } set { positiveSuffix = newValue } }
    var nilSymbolOptional: String? { get { nilSymbol } set { nilSymbol = newValue ?? "" } }
}

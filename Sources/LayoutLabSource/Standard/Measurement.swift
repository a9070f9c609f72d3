import Foundation

// `Measurement(value: 5, unit: UnitLength.kilometers)` in lengths, masses, temperatures and
// durations: its value, unit, conversions (Foundation's own unit converters) and its text as
// an iPhone set to US English shows it. Foundation on Linux has no Measurement.FormatStyle,
// so the text is written here from CLDR's English unit patterns (Apple's formatters use CLDR).

/// A unit of one of the four dimensions: its Foundation unit and CLDR's English names.
struct UnitValue: Bridged, Hashable {
    /// `UnitLength`, `UnitMass`, `UnitTemperature` or `UnitDuration`.
    let dimension: String
    /// The static member naming it: `kilometers`.
    let name: String
    let unit: Dimension
    /// CLDR English: the short pattern's symbol, and whether it follows the number with a space
    /// (`5 km`, but `20°C`); the wide singular and plural.
    let symbol: String
    let spaced: Bool
    let singular: String
    let plural: String

    static func == (a: UnitValue, b: UnitValue) -> Bool { a.dimension == b.dimension && a.name == b.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }

    static let bridge = TypeBridge("Unit") { b in
        b.members { if case .native(_ as UnitValue) = $0.unwrapped { true } else { false } }
        b.property("symbol") { (unit: UnitValue) in .string(unit.unit.symbol) }
        b.description { (unit: UnitValue) in unit.unit.symbol }
    }

    /// One bridge per dimension, whose static members are its units (`UnitLength.kilometers`).
    static let bridges: [TypeBridge] = dimensions.map { dimension, units in
        TypeBridge(dimension) { b in
            b.members { if case let .native(unit as UnitValue) = $0.unwrapped { unit.dimension == dimension } else { false } }
            for unit in units { b.constant(unit.name, unit) }
            b.property("symbol") { (unit: UnitValue) in .string(unit.unit.symbol) }
            b.description { (unit: UnitValue) in unit.unit.symbol }
        }
    }

    private static func unit(_ dimension: String, _ name: String, _ unit: Dimension, _ symbol: String, spaced: Bool = true,
                             _ singular: String, _ plural: String) -> UnitValue {
        UnitValue(dimension: dimension, name: name, unit: unit, symbol: symbol, spaced: spaced, singular: singular, plural: plural)
    }

    static let dimensions: [(String, [UnitValue])] = [
        ("UnitLength", [
            unit("UnitLength", "kilometers", UnitLength.kilometers, "km", "kilometer", "kilometers"),
            unit("UnitLength", "meters", UnitLength.meters, "m", "meter", "meters"),
            unit("UnitLength", "centimeters", UnitLength.centimeters, "cm", "centimeter", "centimeters"),
            unit("UnitLength", "millimeters", UnitLength.millimeters, "mm", "millimeter", "millimeters"),
            unit("UnitLength", "miles", UnitLength.miles, "mi", "mile", "miles"),
            unit("UnitLength", "yards", UnitLength.yards, "yd", "yard", "yards"),
            unit("UnitLength", "feet", UnitLength.feet, "ft", "foot", "feet"),
            unit("UnitLength", "inches", UnitLength.inches, "in", "inch", "inches"),
        ]),
        ("UnitMass", [
            unit("UnitMass", "kilograms", UnitMass.kilograms, "kg", "kilogram", "kilograms"),
            unit("UnitMass", "grams", UnitMass.grams, "g", "gram", "grams"),
            unit("UnitMass", "milligrams", UnitMass.milligrams, "mg", "milligram", "milligrams"),
            unit("UnitMass", "pounds", UnitMass.pounds, "lb", "pound", "pounds"),
            unit("UnitMass", "ounces", UnitMass.ounces, "oz", "ounce", "ounces"),
        ]),
        ("UnitTemperature", [
            unit("UnitTemperature", "celsius", UnitTemperature.celsius, "°C", spaced: false, "degree Celsius", "degrees Celsius"),
            unit("UnitTemperature", "fahrenheit", UnitTemperature.fahrenheit, "°F", spaced: false, "degree Fahrenheit", "degrees Fahrenheit"),
            unit("UnitTemperature", "kelvin", UnitTemperature.kelvin, "K", "kelvin", "kelvins"),
        ]),
        ("UnitDuration", [
            unit("UnitDuration", "hours", UnitDuration.hours, "hr", "hour", "hours"),
            unit("UnitDuration", "minutes", UnitDuration.minutes, "min", "minute", "minutes"),
            unit("UnitDuration", "seconds", UnitDuration.seconds, "sec", "second", "seconds"),
            unit("UnitDuration", "milliseconds", UnitDuration.milliseconds, "ms", "millisecond", "milliseconds"),
        ]),
    ]

    /// A unit written `.kilometers` where no type says which dimension: each name is one
    /// dimension's (none of the four shares a unit name).
    static func named(_ name: String) -> UnitValue? {
        dimensions.lazy.flatMap(\.1).first { $0.name == name }
    }
}

/// `Measurement(value:unit:)`: a value in one unit of a dimension.
struct MeasurementValue: Bridged {
    let value: Double
    let unit: UnitValue

    static let bridge = TypeBridge("Measurement") { b in
        b.initializer([Parameter("value", Double.self), Parameter("unit", .any)]) { a in
            MeasurementValue(value: try a.get("value"), unit: try unit(a.value("unit"), a)).asValue
        }
        b.property("value") { (measurement: MeasurementValue) in .double(measurement.value) }
        b.property("unit") { (measurement: MeasurementValue) in measurement.unit.asValue }
        b.method("converted", [Parameter("to", .any, name: "unit")]) { (measurement: MeasurementValue, a) in
            let target = try unit(a.value("unit"), a)
            guard target.dimension == measurement.unit.dimension else {
                throw LocatedError("cannot convert a \(measurement.unit.dimension) measurement to \(target.dimension).\(target.name)",
                                   at: a.node("unit"))
            }
            let converted = Measurement(value: measurement.value, unit: measurement.unit.unit).converted(to: target.unit)
            return MeasurementValue(value: converted.value, unit: target).asValue
        }
        b.method("formatted", []) { (measurement: MeasurementValue, a) in
            .string(try MeasurementStyle().format(measurement))
        }
        b.method("formatted", [Parameter(nil, FormatStyle.self, name: "style")]) { (measurement: MeasurementValue, a) in
            .string(try Formatting.format(measurement.asValue, style: a.required("style"), a.interpreter))
        }
        // Swift's description: `5.0 km`.
        b.description { (measurement: MeasurementValue) in "\(measurement.value) \(measurement.unit.unit.symbol)" }
    }

    /// A unit argument: `UnitLength.kilometers`, or `.kilometers` by its name.
    private static func unit(_ value: Value?, _ a: Arguments) throws -> UnitValue {
        switch value?.unwrapped {
        case let .native(unit as UnitValue)?: return unit
        case let .implicitMember(member)?:
            if let unit = UnitValue.named(member.name) { return unit }
        default: break
        }
        throw LocatedError("a Measurement's unit is one of UnitLength, UnitMass, UnitTemperature or UnitDuration's: UnitLength.kilometers",
                           at: a.node("unit"))
    }
}

/// `.measurement(width:usage:numberFormatStyle:)`, Measurement.FormatStyle as `formatted()`
/// uses it by default: an abbreviated width and the general usage (Apple's `formatted()` page).
struct MeasurementStyle: Equatable {
    enum Width: String { case abbreviated, wide, narrow }
    var width = Width.abbreviated
    /// `.general` (the region's unit for the dimension) or `.asProvided`.
    var asProvided = false
    /// The number's form: Measurement.FormatStyle's default is FloatingPointFormatStyle's.
    var fractionDigits: ClosedRange<Int> = 0...3
    var grouping = true

    /// The text, in US English. The general usage converts to the unit the region uses: Apple's
    /// example is 38 °C as "100.4°F" in en_US. Durations are shown as provided (UNCERTAIN: CLDR
    /// gives time units no regional preference, so the general usage is taken to keep them).
    /// Which unit en_US's general usage picks for a length or a mass (miles or feet, pounds or
    /// ounces, by size) is not published where LayoutLab could check it: refused, not guessed.
    func format(_ measurement: MeasurementValue) throws -> String {
        var measurement = measurement
        if !asProvided {
            switch measurement.unit.dimension {
            case "UnitTemperature":
                let fahrenheit = UnitValue.dimensions.first { $0.0 == "UnitTemperature" }?.1.first { $0.name == "fahrenheit" }
                if let fahrenheit {
                    let value = Measurement(value: measurement.value, unit: measurement.unit.unit).converted(to: fahrenheit.unit).value
                    measurement = MeasurementValue(value: value, unit: fahrenheit)
                }
            case "UnitDuration": break
            default:
                throw RuntimeError("which unit en_US's general usage shows a \(measurement.unit.dimension) in is not modelled",
                                   hints: ["write .formatted(.measurement(width: .abbreviated, usage: .asProvided))"])
            }
        }
        let number = Formatting.number(measurement.value, fractionDigits: fractionDigits, grouping: grouping)
        let unit = measurement.unit
        switch width {
        case .abbreviated: return number + (unit.spaced ? " " : "") + unit.symbol
        case .wide: return number + " " + (number == "1" ? unit.singular : unit.plural)
        case .narrow:
            throw RuntimeError("the narrow width of a measurement is not modelled", hints: ["use .abbreviated or .wide"])
        }
    }
}

import Foundation
import LayoutLab
@testable import LayoutLabSource
import Testing

// Issue 29 item 4: Measurement in lengths, masses, temperatures and durations, formatted as an
// iPhone set to US English shows it (CLDR's English unit patterns; Apple's `formatted()` page for
// the default style: abbreviated, general usage, "100.4°F" for 38 °C in en_US).

@Suite("Measurement and its format style (issue 29)")
struct MeasurementTests {
    private func label(_ expression: String) throws -> String? {
        try run("Text(\(expression))").tree.nodes.first { $0.kind == "Text" }?.label
    }

    @Test("As provided: abbreviated '5 km', '2.5 lb', '20°C' (no space before a degree sign), '90 min'; wide with English plurals")
    func asProvided() throws {
        let asProvided = "usage: .asProvided"
        #expect(try label("Measurement(value: 5, unit: UnitLength.kilometers).formatted(.measurement(width: .abbreviated, \(asProvided)))") == "5 km")
        #expect(try label("Measurement(value: 2.5, unit: UnitMass.pounds).formatted(.measurement(width: .abbreviated, \(asProvided)))") == "2.5 lb")
        #expect(try label("Measurement(value: 20, unit: UnitTemperature.celsius).formatted(.measurement(width: .abbreviated, \(asProvided)))")
                == "20°C")
        #expect(try label("Measurement(value: 5, unit: UnitLength.kilometers).formatted(.measurement(width: .wide, \(asProvided)))") == "5 kilometers")
        #expect(try label("Measurement(value: 1, unit: UnitLength.feet).formatted(.measurement(width: .wide, \(asProvided)))") == "1 foot")
        #expect(try label("Measurement(value: 100, unit: UnitTemperature.fahrenheit).formatted(.measurement(width: .wide))")
                == "100 degrees Fahrenheit")
        // Text(_:format:) takes the same style.
        #expect(try label("Measurement(value: 1234.5678, unit: UnitLength.meters), format: .measurement(width: .abbreviated, \(asProvided))")
                == "1,234.568 m")
    }

    @Test("formatted(): 38 °C is 100.4°F in en_US (Apple's example); a duration keeps its unit; a length is refused, located")
    func generalUsage() throws {
        #expect(try label("Measurement(value: 38, unit: UnitTemperature.celsius).formatted()") == "100.4°F")
        #expect(try label("Measurement(value: 90, unit: UnitDuration.minutes).formatted()") == "90 min")
        let error = try #require(sourceError("VStack {\n    Text(Measurement(value: 5, unit: UnitLength.kilometers).formatted())\n}"))
        #expect(error.diagnostics.first?.line == 2, "\(error)")
        #expect(error.diagnostics.first?.message.contains("general usage") == true, "\(error)")
    }

    @Test("value, unit, converted(to:) by Foundation's converters; a unit of another dimension is refused")
    func conversions() throws {
        #expect(try label("\"\\(Measurement(value: 5, unit: UnitLength.kilometers).converted(to: .miles).value, specifier: \"%.4f\")\"")
                == "3.1069")
        #expect(try label("Measurement(value: 5, unit: UnitLength.kilometers).unit.symbol") == "km")
        #expect(try label("\"\\(Measurement(value: 2, unit: UnitDuration.hours).converted(to: UnitDuration.minutes).value, specifier: \"%.1f\")\"") == "120.0")
        let error = try #require(sourceError("Text(\"\\(Measurement(value: 5, unit: UnitLength.kilometers).converted(to: .grams).value)\")"))
        #expect(error.diagnostics.first?.message.contains("cannot convert") == true, "\(error)")
    }
}

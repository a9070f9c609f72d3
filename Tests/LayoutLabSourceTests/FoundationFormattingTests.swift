import Foundation
import LayoutLab
@testable import LayoutLabSource
import Testing

// Issue 29, item 4: the Foundation real screens use to make their strings, the drawing-only
// modifiers of iOS 17/18/26, ProgressView's styles and Gauge. Every run is in en_US, UTC, at
// `Date()` = 2024-01-01 09:41:00 UTC (a Monday); the strings are Apple's documented examples
// where a page gives one (cited), else Foundation's for en_US.

/// What a script printed (its last expression is the view laid out).
private func printed(_ source: String) throws -> [String] {
    try run(source + "\nColor.clear").lines
}

/// The first error's message and line.
private func failure(_ source: String) throws -> (message: String, line: Int) {
    let error = try #require(sourceError(source))
    let diagnostic = try #require(error.diagnostics.first)
    return (diagnostic.message, diagnostic.line)
}

@Suite("Foundation formatters, format styles and drawing-only modifiers")
struct FoundationFormattingTests {
    // MARK: DateFormatter, ISO8601DateFormatter

    @Test("DateFormatter: Apple's examples (DateFormatter's page: 'Jan 2, 2001', 'December 31'), styles and patterns")
    func dateFormatter() throws {
        let lines = try printed("""
        let dateFormatter = DateFormatter()
        dateFormatter.dateStyle = .medium
        dateFormatter.timeStyle = .none
        let date = Date(timeIntervalSinceReferenceDate: 118800)
        dateFormatter.locale = Locale(identifier: "en_US")
        print(dateFormatter.string(from: date))
        dateFormatter.setLocalizedDateFormatFromTemplate("MMMMd")
        print(dateFormatter.string(from: Date(timeIntervalSinceReferenceDate: 410220000)))
        let styled = DateFormatter()
        for style in [DateFormatter.Style.short, DateFormatter.Style.long, DateFormatter.Style.full] {
            styled.dateStyle = style
            print(styled.string(from: Date()))
        }
        let pattern = DateFormatter()
        pattern.locale = Locale(identifier: "en_US_POSIX")
        pattern.dateFormat = "EEEE, MMM d, yyyy HH:mm"
        print(pattern.string(from: Date()))
        print(pattern.date(from: "Tuesday, Jan 2, 2024 10:00")!.timeIntervalSince(Date()))
        print(pattern.date(from: "not a date") == nil)
        pattern.dateFormat = ""
        print("[" + pattern.string(from: Date()) + "]")
        print(ISO8601DateFormatter().string(from: Date()))
        print(ISO8601DateFormatter().date(from: "2024-01-01T10:41:00Z")!.timeIntervalSince(Date()))
        """)
        #expect(lines == [
            "Jan 2, 2001", "December 31", "1/1/24", "January 1, 2024", "Monday, January 1, 2024", "Monday, Jan 1, 2024 09:41",
            "87540.0", "true", "[]", "2024-01-01T09:41:00Z", "3600.0",
        ])
    }

    @Test("A formatted string lays out as wide as the same string written out")
    func formattedTextWidth() throws {
        let result = try run("""
        let formatter: DateFormatter = {
            let formatter = DateFormatter()
            formatter.dateStyle = .long
            return formatter
        }()
        VStack {
            Text(formatter.string(from: Date()))
            Text("January 1, 2024")
            Text(1234.5, format: .currency(code: "USD"))
            Text("$1,234.50")
        }
        """)
        let widths = result.frames(kind: "Text").map(\.width)
        #expect(widths.count == 4)
        #expect(widths[0] == widths[1] && widths[2] == widths[3] && widths[0] > 100)
    }

    // MARK: NumberFormatter

    @Test("NumberFormatter: decimal, currency, percent, fraction digits, spell-out and ordinal in en_US")
    func numberFormatter() throws {
        let lines = try printed("""
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        print(formatter.string(from: 1234.5)!)
        formatter.numberStyle = .percent
        print(formatter.string(from: NSNumber(value: 0.256)) ?? "-")
        formatter.numberStyle = .decimal
        print(formatter.string(from: 1234.5678)!)
        formatter.maximumFractionDigits = 1
        print(formatter.string(for: 1234.5678)!)
        formatter.minimumFractionDigits = 3
        print(formatter.string(from: 2)!)
        formatter.numberStyle = .spellOut
        print(formatter.string(from: 1234)!)
        formatter.numberStyle = .ordinal
        print(formatter.string(from: 3)!)
        formatter.numberStyle = .decimal
        print(formatter.number(from: "1,234.5")!)
        """)
        #expect(lines == ["$1,234.50", "26%", "1,234.568", "1,234.6", "2.000", "one thousand two hundred thirty-four", "3rd", "1234.5"])
    }

    // MARK: Calendar, DateComponents, Locale, TimeZone

    @Test("Calendar.current: components, arithmetic, symbols and 'today' at the run's fixed Date()")
    func calendar() throws {
        let lines = try printed("""
        let calendar = Calendar.current
        let now = Date()
        print(calendar.component(.year, from: now), calendar.component(.weekday, from: now), calendar.component(.hour, from: now))
        let parts = calendar.dateComponents([.month, .day, .minute], from: now)
        print(parts.month!, parts.day!, parts.minute!, parts.year == nil)
        let later = calendar.date(byAdding: .day, value: 30, to: now)!
        print(later.formatted(.dateTime.month(.wide).day()))
        print(calendar.dateComponents([.day], from: now, to: later).day!)
        print(calendar.startOfDay(for: now))
        print(calendar.isDateInToday(now), calendar.isDateInTomorrow(later), calendar.isDateInTomorrow(now.addingTimeInterval(86400)))
        print(calendar.isDateInWeekend(now), calendar.isDate(now, inSameDayAs: calendar.startOfDay(for: now)))
        print(calendar.monthSymbols[0], calendar.shortMonthSymbols[11], calendar.shortWeekdaySymbols, calendar.veryShortWeekdaySymbols[1])
        var components = DateComponents(year: 2024, month: 2, day: 29)
        components.hour = 18
        print(calendar.date(from: components)!)
        print(Calendar(identifier: .gregorian).firstWeekday, Locale.current.identifier, TimeZone.current.identifier)
        print(calendar.date(bySettingHour: 25, minute: 0, second: 0, of: now) == nil)
        """)
        // Foundation names UTC "GMT" (Apple's too).
        #expect(lines == [
            "2024 2 9", "1 1 41 true", "January 31", "30", "2024-01-01 00:00:00 +0000", "true false true", "false true",
            "January Dec [\"Sun\", \"Mon\", \"Tue\", \"Wed\", \"Thu\", \"Fri\", \"Sat\"] M", "2024-02-29 18:00:00 +0000", "1 en_US GMT",
            "true",
        ])
    }

    // MARK: Format styles

    /// The list is ListFormatStyle's example on Apple's page; the times have ICU's narrow
    /// no-break space before AM, as iOS 17 writes them; the rest is swift-foundation's output
    /// for en_US (Apple's own implementation of these styles).
    @Test("Format styles: .dateTime fields, .iso8601, .list(type:), .byteCount(style:)")
    func formatStyles() throws {
        let lines = try printed("""
        let now = Date()
        print(now.formatted(.dateTime.year().month().day()))
        print(now.formatted(.dateTime.weekday(.wide)), now.formatted(.dateTime.day().month(.abbreviated)))
        print(now.formatted(.dateTime.hour().minute()), now.formatted(.dateTime.hour(.defaultDigits(amPM: .abbreviated)).minute()))
        print(now.formatted(.iso8601))
        print(["Alba", "Bruce", "Carol", "Billson"].formatted(.list(type: .and)))
        print(["Alba", "Bruce"].formatted(.list(type: .or)), ["Alba"].formatted())
        print(1024.formatted(.byteCount(style: .file)), 1_500_000.formatted(.byteCount(style: .memory)))
        print(now.formatted(date: .long, time: .omitted))
        """)
        #expect(lines == [
            "Jan 1, 2024", "Monday Jan 1", "9:41\u{202F}AM 9:41\u{202F}AM", "2024-01-01T09:41:00Z", "Alba, Bruce, Carol, and Billson", "Alba or Bruce Alba",
            "1 kB 1.4 MB", "January 1, 2024",
        ])
    }

    @Test("Text(date, style:) in the forms of Apple's Text.DateStyle examples, at the run's Date()")
    func textDateStyles() throws {
        let result = try run("""
        let now = Date()
        VStack {
            Text(now, style: .date)
            Text(now.addingTimeInterval(2 * 3600 + 23 * 60), style: .relative)
            Text(Calendar.current.date(byAdding: .month, value: 13, to: now)!, style: .relative)
            Text(now.addingTimeInterval(2 * 3600), style: .offset)
            Text(Calendar.current.date(byAdding: .month, value: -3, to: now)!, style: .offset)
            Text(now.addingTimeInterval(152), style: .timer)
            Text(now.addingTimeInterval(36 * 3600 + 59 * 60 + 1), style: .timer)
            Text(now, format: .dateTime.month(.wide))
        }
        """)
        let labels = result.tree.nodes.filter { $0.kind == "Text" }.compactMap(\.label)
        #expect(labels == [
            "January 1, 2024", "2 hours, 23 minutes", "1 year, 1 month", "+2 hours", "-3 months", "2:32", "36:59:01", "January",
        ])
    }

    // MARK: Odd input

    @Test("Odd dates and counts are located errors, not nonsense or a trap")
    func oddInput() throws {
        let cases: [(String, String)] = [
            ("let d = Calendar.current.date(byAdding: .year, value: Int.max, to: Date())", "reaches past Date.distantPast"),
            ("let d = Date(timeIntervalSince1970: Double.nan)", "outside Date.distantPast"),
            ("let c = DateComponents(year: Int.max)", "reaches past"),
            ("let f = DateFormatter()\nlet d: Date? = nil\nlet s = f.string(from: d)", "cannot convert a value of type nil to Date"),
            ("let n = Calendar.current.component(.fortnight, from: Date())", "Calendar.Component has no member 'fortnight'"),
            ("let s = Date().formatted(.dateTime.month(.enormous))", "has no member 'enormous'"),
            ("let f = DateFormatter()\nf.doesRelativeDateFormatting = true", "doesRelativeDateFormatting is not modelled"),
            ("let f = NumberFormatter()\nf.maximumFractionDigits = -1", "count of digits"),
        ]
        for (source, message) in cases {
            let (text, line) = try failure(source + "\nColor.clear")
            #expect(text.contains(message), "\(source): \(text)")
            #expect(line >= 1, "\(source)")
        }
    }

    // MARK: ProgressView styles and Gauge

    @Test("ProgressView styles (spec §22.4): .linear is the bar, .circular the 20×20 spinner, value or not")
    func progressViewStyles() throws {
        let result = try run("""
        VStack {
            ProgressView()
            ProgressView(value: 0.5)
            ProgressView().progressViewStyle(.linear)
            ProgressView(value: 0.5).progressViewStyle(.circular)
            ProgressView(value: 0.5).progressViewStyle(CircularProgressViewStyle())
            ProgressView(value: 0.5).progressViewStyle(.automatic)
        }
        .frame(width: 200)
        """)
        let sizes = result.frames(kind: "ProgressView").map(\.size)
        let bar = CGSize(width: 200, height: 4), spinner = CGSize(width: 20, height: 20)
        #expect(sizes == [spinner, bar, bar, spinner, spinner, bar])
    }

    @Test("Gauge is refused by name: no source gives its styles' sizes")
    func gauge() throws {
        let error = try #require(sourceError("Gauge(value: 0.5) { Text(\"Speed\") }"))
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.hints.contains { $0.contains("Gauge is not modelled") }, "\(diagnostic.rendered)")
    }

    // MARK: The modifier catalog

    @Test("The modifier catalog lists each name once: one class, one list")
    func catalogNamesOnce() {
        let twice = ModifierCatalog.listings.filter { $0.value.count > 1 }
        #expect(twice.isEmpty, "\(twice)")
        #expect(ModifierCatalog.listings["environment"] == ["LayoutModifiers"])
        #expect(ModifierCatalog.listings["foregroundStyle"] == ["accepted drawing"])
    }

    @Test("Drawing-only modifiers of iOS 17/18/26 are accepted: the layout is the plain view's, closures never run")
    func drawingOnlyModifiers() throws {
        // iOS 26, where glassEffect and the other iOS 26 effects exist.
        let plain = try run("Text(\"Hello\").padding()", configuration: LayoutConfiguration(device: .iPhone17Pro, platform: Platform(os: .iOS26)))
            .frames(kind: "Text")
        let decorated = try run("""
        Text("Hello")
            .visualEffect { content, proxy in content.offset(x: proxy.size.width) }
            .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0).scaleEffect(2) }
            .containerShape(RoundedRectangle(cornerRadius: 8))
            .contentTransition(.numericText())
            .glassEffect()
            .symbolEffect(.bounce, value: 1)
            .sensoryFeedback(.success, trigger: 1)
            .geometryGroup()
            .scrollTargetLayout()
            .backgroundExtensionEffect()
            .scrollEdgeEffectStyle(.soft, for: .top)
            .tabBarMinimizeBehavior(.onScrollDown)
            .padding()
        """, configuration: LayoutConfiguration(device: .iPhone17Pro, platform: Platform(os: .iOS26)))
        #expect(decorated.frames(kind: "Text") == plain)
        let attributes = Set(decorated.tree.nodes.flatMap { $0.attributes.map(\.name) })
        #expect(attributes.isSuperset(of: ["visualEffect", "scrollTransition", "glassEffect", "geometryGroup", "tabBarMinimizeBehavior"]))
    }

    @Test("phaseAnimator and keyframeAnimator are refused: their closures can change the content's layout")
    func animatorsRefused() throws {
        let (message, line) = try failure("Text(\"a\")\n    .phaseAnimator([0, 8]) { content, inset in content.padding(inset) }")
        #expect(message.contains("'phaseAnimator'") && line == 2, "\(message)")
    }
}

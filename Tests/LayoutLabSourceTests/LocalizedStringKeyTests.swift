import Foundation
import LayoutLab
@testable import LayoutLabSource
import Testing

// Issue 29: a string literal where SwiftUI takes a LocalizedStringKey (Text's `init(_:)`, every
// view's title) formats its interpolations as `LocalizedStringKey.StringInterpolation` does, not
// as Swift's String does. The specifiers are OpenSwiftUI's `formatSpecifier(_:)`
// (OpenSwiftUICore/View/Text/Localized/Text+Localized.swift at 069dd80: Int and Int64 "%lld",
// Float "%f", Double and CGFloat "%lf", any other type "%@"), formatted by
// `String(format:locale:arguments:)` in the environment's locale; Apple's page for
// `appendInterpolation(_:)` where `T: _FormatSpecifiable` names Int, UInt32 and Double. That
// locale groups thousands: github.com/manaflow-ai/cmux issue 2530 reports
// `Text("\(label) #\(number)")` showing "#1,234" for 1234, and avery-pierce/Cavy issue 17
// "commas separating thousands" in Text interpolation. A String value is not a key: `Text(s)`
// and `Text(verbatim:)` show Swift's "2.5".

@Suite("LocalizedStringKey: interpolations formatted as SwiftUI formats them (issue 29)")
struct LocalizedStringKeyTests {
    private func label(_ source: String, kind: String = "Text") throws -> String? {
        try run(source).tree.nodes.first { $0.kind == kind }?.label
    }

    @Test("A Double and a CGFloat are %lf, a Float %f, an Int %lld, grouped in en_US; a String and a Text as they are")
    func specifiers() throws {
        #expect(try label("let d = 2.5\nText(\"value \\(d)\")") == "value 2.500000")
        #expect(try label("let pi = 3.14\nText(\"\\(pi)\")") == "3.140000")
        #expect(try label("let width: CGFloat = 3\nText(\"w \\(width)\")") == "w 3.000000")
        #expect(try label("let f: Float = 0.5\nText(\"\\(f)\")") == "0.500000")
        #expect(try label("let n = 3\nText(\"Count: \\(n)\")") == "Count: 3")
        #expect(try label("let n = 1234567\nText(\"#\\(n)\")") == "#1,234,567")
        #expect(try label("let d = -1234.5\nText(\"\\(d)\")") == "-1,234.500000")
        #expect(try label("let name = \"Ada\"\nText(\"Hi \\(name)\")") == "Hi Ada")
        #expect(try label("Text(\"Hi \\(Text(\"there\"))\")") == "Hi there")
        // `specifier:` is formatted in the locale too.
        #expect(try label("let d = 1234.5\nText(\"\\(d, specifier: \"%.2f\")\")") == "1,234.50")
        // A key typed by the file is a key as well.
        #expect(try label("let key: LocalizedStringKey = \"\\(2.5)\"\nText(key)") == "2.500000")
    }

    @Test("The run's own %lld and %lf write what Foundation's en_US formatter writes, for each kind of number")
    func numbersAsFoundationFormatsThem() {
        let locale = Locale(identifier: "en_US")
        for value in [0, 7, -7, 999, 1_000, -1_000, 12_345, 1_234_567, -1_234_567, Int.max, Int.min] {
            #expect(RunRegionNumbers.lld(value) == String(format: "%lld", locale: locale, Int64(value)))
        }
        for value in [0, -0.0, 2.5, 0.1, 999.9999996, 1_234_567.5, -1_234.5, 1e20, -1e-7, 123.4567891, 12_345_678.123456789,
                      99_999_999_999.999999, 12_345_678_901.125, 1_234_567_890_123.123456,
                      .infinity, -.infinity, .nan, .greatestFiniteMagnitude] {
            #expect(RunRegionNumbers.lf(value) == String(format: "%lf", locale: locale, value))
        }
    }

    @Test("A String value, Text(verbatim:) and a String built with + are not keys: Swift's description")
    func stringsAreNotKeys() throws {
        #expect(try label("let d = 2.5\nlet s = \"value \\(d)\"\nText(s)") == "value 2.5")
        #expect(try label("let d = 2.5\nText(verbatim: \"value \\(d)\")") == "value 2.5")
        #expect(try label("let d = 2.5\nText(\"a \" + \"\\(d)\")") == "a 2.5")
        #expect(try label("let name: String? = nil\nlet d = 2.5\nText(name ?? \"\\(d)\")") == "2.5")
        // A ternary of literals is a key, as Swift types it.
        #expect(try label("let d = 2.5\nText(true ? \"\\(d)\" : \"none\")") == "2.500000")
    }

    @Test("Every title SwiftUI declares as a LocalizedStringKey formats a literal's Double as Text does; a String value as it is")
    func titles() throws {
        let d = "let d = 2.5\n"
        for source in [
            "Button(\"\\(d)\") {}",
            "Button(\"\\(d)\", systemImage: \"star\") {}",
            "Label(\"\\(d)\", systemImage: \"star\")",
            "Toggle(\"\\(d)\", isOn: .constant(true))",
            "Link(\"\\(d)\", destination: URL(string: \"https://example.com\")!)",
            "List { Section(\"\\(d)\") { Text(\"row\") } }",
            "LabeledContent(\"\\(d)\", value: \"x\")",
            "LabeledContent(\"\\(d)\", value: 3, format: .number)",
            "NavigationStack { Text(\"row\").navigationTitle(\"\\(d)\") }",
        ] {
            // A title is a node's label, or an attribute's value (a navigation title).
            let shown = try run(d + source).tree.nodes.flatMap { node -> [String] in (node.label.map { [$0] } ?? []) + node.attributes.map(\.value) }
            #expect(shown.contains("2.500000"), "\(source): \(shown)")
            #expect(!shown.contains("2.5"), "\(source)")
        }
        let nodes = try run("let d = 2.5\nlet title = \"\\(d)\"\nButton(title) {}").tree.nodes
        #expect(nodes.contains { $0.label == "2.5" })
    }

    @Test("Markdown in the literal is rendered; Markdown inside an interpolated String is shown as it is")
    func markdownOnlyInTheLiteral() throws {
        #expect(try label("let name = \"**x**\"\nText(\"Hi \\(name)\")") == "Hi **x**")
        let mixed = try run("let name = \"**x**\"\nText(\"**Hi** \\(name)\")")
        let spelled = try run("Text(\"Hi\").bold() + Text(verbatim: \" **x**\")")
        #expect(mixed.tree.nodes.first { $0.kind == "Text" }?.label == "Hi **x**")
        #expect(layoutSignature(mixed) == layoutSignature(spelled))
        // The literal's markers around an interpolation style the value.
        let bold = try run("let n = 3\nText(\"**\\(n)** items\")")
        #expect(layoutSignature(bold) == layoutSignature(try run("Text(\"3\").bold() + Text(\" items\")")))
        // A literal percent sign stays one.
        #expect(try label("let n = 5\nText(\"\\(n)% done\")") == "5% done")
        #expect(try label("Text(\"100% **sure**\")") == "100% sure")
    }

    @Test("An Image given to Text, alone or interpolated, and a Text inside a title are refused, located")
    func refusals() throws {
        for source in ["VStack {\n    Text(Image(systemName: \"star\"))\n}", "VStack {\n    Text(\"Rate \\(Image(systemName: \"star\"))\")\n}"] {
            let error = try #require(sourceError(source))
            #expect(error.diagnostics.first?.message.contains("inline images") == true, "\(error)")
            #expect(error.diagnostics.first?.line == 2)
        }
        let error = try #require(sourceError("VStack {\n    Button(\"Tap \\(Text(\"here\").bold())\") {}\n}"))
        #expect(error.diagnostics.first?.message.contains("a Text inside a title") == true, "\(error)")
        #expect(error.diagnostics.first?.line == 2)
    }
}

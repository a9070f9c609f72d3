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
    /// The frame of the Text node showing `label` (a titled view's own node has that label too).
    private func textFrame(_ run: SourceRun, _ label: String = "Save") -> CGRect? {
        run.tree.nodes.first { $0.kind == "Text" && $0.label == label }.flatMap { run.result.frame(of: $0.id) }
    }

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

    @Test("%lld and %lf in en_US write what Foundation's en_US formatter writes, for each kind of number")
    func numbersAsFoundationFormatsThem() {
        let locale = Locale(identifier: "en_US")
        for value in [0, 7, -7, 999, 1_000, -1_000, 12_345, 1_234_567, -1_234_567, Int.max, Int.min] {
            #expect(KeyNumbers.lld(value, locale: locale) == String(format: "%lld", locale: locale, Int64(value)))
        }
        for value in [0, -0.0, 2.5, 0.1, 999.9999996, 1_234_567.5, -1_234.5, 1e20, -1e-7, 123.4567891, 12_345_678.123456789,
                      99_999_999_999.999999, 12_345_678_901.125, 1_234_567_890_123.123456,
                      .infinity, -.infinity, .nan, .greatestFiniteMagnitude] {
            #expect(KeyNumbers.lf(value, locale: locale) == String(format: "%lf", locale: locale, value))
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

    @Test("An Image given to Text, alone or interpolated, is refused, located")
    func refusals() throws {
        for source in ["VStack {\n    Text(Image(systemName: \"star\"))\n}", "VStack {\n    Text(\"Rate \\(Image(systemName: \"star\"))\")\n}"] {
            let error = try #require(sourceError(source))
            #expect(error.diagnostics.first?.message.contains("inline images") == true, "\(error)")
            #expect(error.diagnostics.first?.line == 2)
        }
    }

    /// SwiftUI's `(_ titleKey: LocalizedStringKey, …)` initialisers make their title `Text(titleKey)`
    /// (OpenSwiftUI's Button+Text.swift, `Label(_ titleKey:systemImage:)`, `Toggle(_ titleKey:isOn:)`
    /// at 069dd80: `self.init { Text(titleKey) } …`), so a literal's Markdown is rendered in a title
    /// as in `Text("**Save**")`; `<S: StringProtocol>`'s `Text(title)` shows a String value as it is.
    /// Each pair: the titled form, and the same view with `Text(…)` of the title as its label.
    static let titledForms: [(titled: String, label: String)] = [
        ("Button(\"**Save**\") {}", "Button(action: {}) { Text(\"**Save**\") }"),
        ("Button(\"**Save**\", role: .destructive) {}", "Button(role: .destructive, action: {}) { Text(\"**Save**\") }"),
        ("Button(\"**Save**\", systemImage: \"star\") {}",
         "Button(action: {}) { Label { Text(\"**Save**\") } icon: { Image(systemName: \"star\") } }"),
        ("Button(\"**Save**\", systemImage: \"star\", role: .cancel) {}",
         "Button(role: .cancel, action: {}) { Label { Text(\"**Save**\") } icon: { Image(systemName: \"star\") } }"),
        ("Link(\"**Save**\", destination: URL(string: \"https://a.b\")!)",
         "Link(destination: URL(string: \"https://a.b\")!) { Text(\"**Save**\") }"),
        ("Menu(\"**Save**\") { Text(\"item\") }", "Menu { Text(\"item\") } label: { Text(\"**Save**\") }"),
        ("LabeledContent(\"**Save**\") { Text(\"x\") }", "LabeledContent { Text(\"x\") } label: { Text(\"**Save**\") }"),
        ("LabeledContent(\"**Save**\", value: \"x\")", "LabeledContent { Text(\"x\") } label: { Text(\"**Save**\") }"),
        ("LabeledContent(\"**Save**\", value: 3, format: .number)", "LabeledContent { Text(\"3\") } label: { Text(\"**Save**\") }"),
        ("Toggle(\"**Save**\", isOn: .constant(true))", "Toggle(isOn: .constant(true)) { Text(\"**Save**\") }"),
        ("Stepper(\"**Save**\", value: .constant(1), in: 0...9)", "Stepper(value: .constant(1), in: 0...9) { Text(\"**Save**\") }"),
        ("Stepper(\"**Save**\", value: .constant(1))", "Stepper(value: .constant(1)) { Text(\"**Save**\") }"),
        ("Stepper(\"**Save**\", onIncrement: nil, onDecrement: nil)",
         "Stepper(label: { Text(\"**Save**\") }, onIncrement: nil, onDecrement: nil)"),
        ("DatePicker(\"**Save**\", selection: .constant(Date()))", "DatePicker(selection: .constant(Date())) { Text(\"**Save**\") }"),
        ("DatePicker(\"**Save**\", selection: .constant(Date()), in: Date()...)",
         "DatePicker(selection: .constant(Date()), in: Date()...) { Text(\"**Save**\") }"),
        ("ColorPicker(\"**Save**\", selection: .constant(.red))", "ColorPicker(selection: .constant(.red)) { Text(\"**Save**\") }"),
        // A Picker shows its label in a Form's row.
        ("Form { Picker(\"**Save**\", selection: .constant(1)) { Text(\"a\").tag(1) } }",
         "Form { Picker(selection: .constant(1)) { Text(\"a\").tag(1) } label: { Text(\"**Save**\") } }"),
        ("Label(\"**Save**\", systemImage: \"star\")", "Label { Text(\"**Save**\") } icon: { Image(systemName: \"star\") }"),
        ("Label(\"**Save**\", image: \"logo\")", "Label { Text(\"**Save**\") } icon: { Image(\"logo\") }"),
        ("List { Section(\"**Save**\") { Text(\"row\") } }", "List { Section { Text(\"row\") } header: { Text(\"**Save**\") } }"),
        ("NavigationStack { NavigationLink(\"**Save**\", value: 1) }", "NavigationStack { NavigationLink(value: 1) { Text(\"**Save**\") } }"),
        ("NavigationStack { NavigationLink(\"**Save**\", destination: Text(\"d\")) }",
         "NavigationStack { NavigationLink(destination: Text(\"d\")) { Text(\"**Save**\") } }"),
        ("NavigationStack { NavigationLink(\"**Save**\") { Text(\"d\") } }",
         "NavigationStack { NavigationLink(destination: Text(\"d\")) { Text(\"**Save**\") } }"),
        // No label form: the title is a Text above the bar, or the view's own title2 bold line.
        ("ProgressView(\"**Save**\", value: 0.5)", "VStack(alignment: .leading, spacing: 0) { Text(\"**Save**\"); ProgressView(value: 0.5) }"),
        ("ContentUnavailableView(\"**Save**\", systemImage: \"star\")",
         "ContentUnavailableView { Label { Text(\"**Save**\").font(.title2.bold()) } icon: { Image(systemName: \"star\") } }"),
    ]

    @Test("A title's Markdown is rendered as Text's: each titled form's title Text has the frame Text(\"**Save**\") has as its label")
    func titleMarkdown() throws {
        for (titled, label) in Self.titledForms {
            let titledRun = try run("VStack {\n    \(titled)\n}"), labelRun = try run("VStack {\n    \(label)\n}")
            let frame = try #require(textFrame(titledRun), "\(titled): no Text \"Save\"")
            #expect(!titledRun.tree.nodes.contains { $0.label?.contains("*") == true }, "\(titled)")
            if titled.hasPrefix("ContentUnavailableView") || titled.hasPrefix("ProgressView") {
                // Laid out as SwiftUI's own arrangement, which the label form only approximates: the same size.
                #expect(frame.size == textFrame(labelRun)?.size, "\(titled)")
            } else {
                #expect(frame == textFrame(labelRun), "\(titled)")
            }
            // Bold, as Text("**Save**") is: wider than a regular "Save" (ContentUnavailableView's title is bold already).
            guard !titled.hasPrefix("ContentUnavailableView") else { continue }
            let plain = textFrame(try run("VStack {\n    \(titled.replacingOccurrences(of: "**Save**", with: "Save"))\n}"))
            #expect(frame.width > (plain?.width ?? .infinity), "\(titled)")
        }
        // A navigation title is the bar's String: its text, as navigationTitle(Text("**Save**")) gives it.
        let title = try run("NavigationStack { Text(\"row\").navigationTitle(\"**Save**\") }").tree.nodes.flatMap(\.attributes)
        #expect(title.contains { $0.name == "navigationTitle" && $0.value == "Save" }, "\(title)")
    }

    @Test("A String value given as a title keeps its asterisks, as <S: StringProtocol>'s Text(title) shows it")
    func titleStringValue() throws {
        for (titled, _) in Self.titledForms {
            let source = "let s = \"**Save**\"\nVStack {\n    \(titled.replacingOccurrences(of: "\"**Save**\"", with: "s"))\n}"
            let shown = try run(source).tree.nodes.compactMap(\.label)
            #expect(shown.contains("**Save**") && !shown.contains("Save"), "\(source): \(shown)")
        }
        let value = try run("let s = \"**Save**\"\nButton(s) {}"), verbatim = try run("Button(action: {}) { Text(verbatim: \"**Save**\") }")
        #expect(textFrame(value, "**Save**") == textFrame(verbatim, "**Save**") && textFrame(value, "**Save**") != nil)
    }

    @Test("A title interpolating a Text lays out as the Texts joined; a TextField's Markdown placeholder is refused while shown")
    func titleTextAndPlaceholder() throws {
        let joined = try run("Button(\"Tap \\(Text(\"here\").bold())\") {}")
        let spelled = try run("Button(action: {}) { Text(\"Tap \") + Text(\"here\").bold() }")
        #expect(textFrame(joined, "Tap here") == textFrame(spelled, "Tap here") && textFrame(joined, "Tap here") != nil)
        for field in ["TextField(\"**Name**\", text: .constant(\"\"))", "SecureField(\"**Name**\", text: .constant(\"\"))",
                      "TextField(\"*Name*\", text: .constant(\"\"), axis: .vertical)"] {
            let error = try #require(sourceError("VStack {\n    \(field)\n}"), "\(field)")
            #expect(error.diagnostics.first?.message.contains("placeholder styled with Markdown") == true, "\(error)")
            #expect(error.diagnostics.first?.line == 2)
        }
        // Not shown (a text, or a prompt instead), or not styled: laid out, the title its text.
        for field in ["TextField(\"**Name**\", text: .constant(\"Ada\"))", "TextField(\"**Name**\", text: .constant(\"\"), prompt: Text(\"Name\"))",
                      "TextField(\"Name \\(3)\", text: .constant(\"\"))"] {
            #expect(try run("VStack {\n    \(field)\n}").tree.nodes.contains { $0.kind == "TextField" }, "\(field)")
        }
    }

    /// SwiftUI formats a key's arguments in the environment's locale when the Text resolves:
    /// `String(format: localizedString, locale: environment.locale, arguments:)` in
    /// `LocalizedStringKey.resolve(into:in:options:table:bundle:)` (OpenSwiftUI's
    /// Sources/OpenSwiftUICore/View/Text/Localized/Text+Localized.swift at 18b2542). Foundation's
    /// de_DE groups with "." and writes "," before decimals.
    @Test("The environment's locale formats a key's numbers; a Text formatted outside it and shown inside is refused, naming both")
    func environmentLocale() throws {
        let de = ".environment(\\.locale, Locale(identifier: \"de_DE\"))"
        let labels = try run("VStack {\n    Text(\"\\(1234567)\")\n    Text(\"\\(2.5)\")\n    Text(\"\\(2.5, specifier: \"%.1f\")\")\n}\(de)")
            .tree.nodes.filter { $0.kind == "Text" }.compactMap(\.label)
        #expect(labels == ["1.234.567", "2,500000", "2,5"])
        // A view struct's body, a titled control inside a container, and @Environment(\.locale).
        let body = """
        struct Row: View {
            @Environment(\\.locale) var locale
            var body: some View { VStack { Text("\\(1234) \\(locale.identifier)"); Button("\\(1234)") {} } }
        }
        Row()\(de)
        """
        let shown = try run(body).tree.nodes.compactMap(\.label)
        #expect(shown.contains("1.234 de_DE") && shown.contains("1.234"), "\(shown)")
        // The run's locale outside any modifier; en_GB writes numbers as en_US does.
        #expect(try run("Text(\"\\(1234567)\")").tree.nodes.first { $0.kind == "Text" }?.label == "1,234,567")
        #expect(try run("VStack { Text(\"\\(1234.5)\") }.environment(\\.locale, Locale(identifier: \"en_GB\"))")
            .tree.nodes.first { $0.kind == "Text" }?.label == "1,234.500000")
        // Formatted before the modifier applies: a silent "1,234,567" otherwise.
        for source in ["VStack {\n    Text(\"\\(1234567)\")\(de)\n}", "let t = Text(\"\\(2.5)\")\nVStack {\n    VStack { t }\(de)\n}",
                       "VStack {\n    Button(\"\\(1234)\") {}\(de)\n}"] {
            let error = try #require(sourceError(source), "\(source)")
            let message = error.diagnostics.first?.message ?? ""
            #expect(message.contains("en_US") && message.contains("de_DE"), "\(message)")
            #expect(error.diagnostics.first?.line == (source.hasPrefix("let") ? 1 : 2), "\(source)")
        }
        // A format style's or a date's words are en_US only: refused under de_DE, located.
        for source in ["VStack {\n    Text(1234.5, format: .number)\n}\(de)", "VStack {\n    Text(\"\\(Date(), style: .date)\")\n}\(de)"] {
            let error = try #require(sourceError(source), "\(source)")
            #expect(error.diagnostics.first?.message.contains("de_DE") == true, "\(error)")
            #expect(error.diagnostics.first?.line == 2)
        }
        // Text without numbers is not refused.
        #expect(try run("Text(\"Hello\")\(de)").tree.nodes.contains { $0.label == "Hello" })
    }
}

import Foundation
import LayoutLab
@testable import LayoutLabSource
import Testing

// Issue 29 item 1's last hand-bound families, now bound through the engine's declarations:
// ForEach's every SwiftUI overload, NavigationLink's, the toolbar items' and the preference
// modifiers'. Each spelling is compared with one whose frames other tests fix, so a binding
// that drops or misreads an argument shows as a difference.

@Suite("Declared: ForEach, NavigationLink, toolbar items and preference modifiers (issue 29)")
struct DeclaredBridgeTests {
    private static let row = "Color.red.frame(width: 10, height: 5)"

    @Test("ForEach's overloads: a Range, a collection with id:, Identifiable data, a binding with or without id: and editActions:")
    func forEachOverloads() throws {
        let declarations = """
        struct Item: Identifiable { let id: Int }
        struct Rows: View {
            @State private var items = [Item(id: 1), Item(id: 2), Item(id: 3)]
            @State private var numbers = [1, 2, 3]
            var body: some View {
                VStack(spacing: 0) {
        """
        let plain = try run(declarations + "ForEach(0..<3) { _ in \(Self.row) } } } }", root: "Rows").frames(kind: "Color")
        #expect(plain.count == 3 && plain.allSatisfy { $0.size == CGSize(width: 10, height: 5) })
        #expect(plain[1].minY - plain[0].minY == 5)
        for forEach in [
            "ForEach(0..<3, content: { _ in \(Self.row) })",
            "ForEach(numbers, id: \\.self) { _ in \(Self.row) }",
            "ForEach(items) { _ in \(Self.row) }",
            "ForEach(items, content: { item in \(Self.row) })",
            "ForEach($items) { $item in \(Self.row) }",
            "ForEach($numbers, id: \\.self) { $number in \(Self.row) }",
            "ForEach($items, editActions: .all) { $item in \(Self.row) }",
            "ForEach($numbers, id: \\.self, editActions: [.move, .delete], content: { $number in \(Self.row) })",
        ] {
            let frames = try run(declarations + forEach + " } } }", root: "Rows").frames(kind: "Color")
            #expect(frames == plain, "\(forEach)")
        }
    }

    @Test("A ForEach over a binding gives each row a binding to its element: the row reads and lays out the element")
    func forEachBindingElements() throws {
        let run = try run("""
        struct Rows: View {
            @State private var widths: [CGFloat] = [10, 20, 30]
            var body: some View {
                VStack(spacing: 0) {
                    ForEach($widths, id: \\.self) { $width in Color.red.frame(width: width, height: 5) }
                }
            }
        }
        """, root: "Rows")
        #expect(run.frames(kind: "Color").map(\.width) == [10, 20, 30])
    }

    @Test("NavigationLink's six initialisers lay out as their label; the title forms as Text(title)")
    func navigationLinks() throws {
        let label = "Color.red.frame(width: 40, height: 10)"
        let forms = [
            "NavigationLink { Text(\"D\") } label: { \(label) }",
            "NavigationLink(destination: { Text(\"D\") }, label: { \(label) })",
            "NavigationLink(destination: Text(\"D\")) { \(label) }",
            "NavigationLink(value: 3) { \(label) }",
        ]
        let expected = try run("NavigationStack { \(forms[0]) }").frames(kind: "Color")
        #expect(expected.map(\.size) == [CGSize(width: 40, height: 10)])
        for form in forms.dropFirst() {
            #expect(try run("NavigationStack { \(form) }").frames(kind: "Color") == expected, "\(form)")
        }
        let titled = try run("NavigationStack { NavigationLink(\"Go\", value: 3) }")
        for form in ["NavigationLink(\"Go\") { Text(\"D\") }", "NavigationLink(\"Go\", destination: Text(\"D\"))"] {
            let run = try run("NavigationStack { \(form) }")
            #expect(layoutSignature(run) == layoutSignature(titled), "\(form)")
        }
        #expect(titled.tree.nodes.contains { $0.kind == "Text" && $0.label == "Go" })
    }

    @Test("Toolbar items: a bottom-bar item or group takes the bar's 44 from the content (spec §24); placement: defaults to .automatic")
    func toolbarItems() throws {
        func content(_ toolbar: String) throws -> CGRect? {
            try run("NavigationStack { Color.red.navigationTitle(\"T\").toolbar { \(toolbar) } }").frames(kind: "Color").first
        }
        let automatic = try #require(try content("ToolbarItem { Text(\"A\") }"))
        #expect(try content("ToolbarItem(placement: .automatic) { Text(\"A\") }") == automatic)
        #expect(try content("ToolbarItem(id: \"a\") { Text(\"A\") }") == automatic)
        for bottom in [
            "ToolbarItem(placement: .bottomBar) { Text(\"A\") }", "ToolbarItem(id: \"a\", placement: .bottomBar, content: { Text(\"A\") })",
            "ToolbarItemGroup(placement: .bottomBar) { Text(\"A\"); Text(\"B\") }",
        ] {
            let frame = try #require(try content(bottom))
            #expect(frame.height == automatic.height - 44, "\(bottom)")
        }
    }

    private static let key = """
    struct Width: PreferenceKey {
        static var defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }

    """

    @Test("overlayPreferenceValue/backgroundPreferenceValue: the iOS 13 form (_:_:) is centred, as (_:alignment:_:) with .center")
    func preferenceValueLayers() throws {
        for modifier in ["overlayPreferenceValue", "backgroundPreferenceValue"] {
            func layer(_ arguments: String) throws -> [CGRect] {
                try run(Self.key + """
                Color.green.frame(width: 100, height: 80)
                    .preference(key: Width.self, value: 30)
                    .\(modifier)(Width.self\(arguments)) { width in Color.red.frame(width: width, height: 10) }
                """).frames(kind: "Color")
            }
            let centred = try layer("")
            // The 30 × 10 layer in the middle of the 100 × 80 view at (151, 411).
            #expect(centred.contains(CGRect(x: 186, y: 446, width: 30, height: 10)), "\(modifier): \(centred)")
            #expect(try layer(", alignment: .center") == centred)
            #expect(try layer(", alignment: .topLeading").contains(CGRect(x: 151, y: 411, width: 30, height: 10)))
        }
    }

    @Test("transformPreference, anchorPreference and onPreferenceChange bind SwiftUI's labels: the value reaches the reader")
    func preferenceModifiers() throws {
        let run = try run(Self.key + """
        struct Reader: View {
            @State private var width: CGFloat = 0
            var body: some View {
                VStack(spacing: 0) {
                    Color.blue.frame(width: 10, height: 10)
                        .preference(key: Width.self, value: 10)
                        .transformPreference(Width.self) { $0 += 15 }
                    Color.green.frame(width: 40, height: 10)
                        .anchorPreference(key: Width.self, value: .bounds) { _ in 20 }
                    Color.red.frame(width: width, height: 5)
                }
                .onPreferenceChange(Width.self, perform: { width = $0 })
            }
        }
        """, root: "Reader")
        // The largest of 10 + 15 and 20, set once the first layout has run.
        #expect(run.frames(kind: "Color").last?.width == 25)
    }

    @Test("The titles declared once for SwiftUI's LocalizedStringKey and StringProtocol pairs are exactly these (Apple's pages give each a titleKey form)")
    func titleKeys() {
        let titled = Set(Declared.all.filter { $0.parameters.contains(where: \.isTitleKey) }.map { declaration in
            "\(declaration.owner).\(declaration.name)(" + declaration.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
        })
        #expect(titled == [
            "Button.init(_:action:)", "Button.init(_:role:action:)", "Button.init(_:systemImage:action:)",
            "Button.init(_:systemImage:role:action:)", "Link.init(_:destination:)", "Menu.init(_:content:)",
            "LabeledContent.init(_:content:)", "LabeledContent.init(_:value:)", "LabeledContent.init(_:value:format:)",
            "Toggle.init(_:isOn:)", "Stepper.init(_:value:in:step:onEditingChanged:)", "Stepper.init(_:value:step:onEditingChanged:)",
            "Stepper.init(_:onIncrement:onDecrement:onEditingChanged:)", "DatePicker.init(_:selection:displayedComponents:)",
            "DatePicker.init(_:selection:in:displayedComponents:)", "ColorPicker.init(_:selection:supportsOpacity:)",
            "ProgressView.init(_:value:total:)", "Picker.init(_:selection:content:)", "Label.init(_:systemImage:)",
            "Label.init(_:image:)", "TextField.init(_:text:)", "TextField.init(_:text:prompt:)", "TextField.init(_:text:axis:)",
            "TextField.init(_:text:prompt:axis:)", "SecureField.init(_:text:)", "SecureField.init(_:text:prompt:)",
            "Section.init(_:content:)", "NavigationLink.init(_:value:)", "NavigationLink.init(_:destination:)",
            "ContentUnavailableView.init(_:systemImage:description:)", "View.navigationTitle(_:)", "View.navigationBarTitle(_:)",
            "View.navigationBarTitle(_:displayMode:)",
        ])
    }

    @Test("List's data forms, LabeledContent(_:value:format:) and AnyView(erasing:) bind through the engine's declarations")
    func formerHandBindings() throws {
        for owner in ["List", "LabeledContent", "AnyView"] {
            let declared = Declared.all.filter { $0.owner == owner && $0.name == "init" }.map(\.parameters).map(Self.signature)
            for overload in Bridges.named(owner)?.functions["init"] ?? [] {
                #expect(declared.contains(Self.signature(overload.parameters)), "\(owner): \(Self.signature(overload.parameters))")
            }
        }
        // Each List spelling lays out its rows as a List of the ForEach does.
        let declarations = """
        struct Item: Identifiable { let id: Int }
        struct Rows: View {
            @State private var items = [Item(id: 1), Item(id: 2), Item(id: 3)]
            @State private var picked: Int? = nil
            var body: some View {

        """
        let plain = try run(declarations + "List { ForEach(0..<3) { _ in \(Self.row) } } } }", root: "Rows").frames(kind: "Color")
        #expect(plain.count == 3)
        for list in [
            "List(0..<3) { _ in \(Self.row) }", "List(items) { _ in \(Self.row) }", "List(items, rowContent: { _ in \(Self.row) })",
            "List([1, 2, 3], id: \\.self) { _ in \(Self.row) }", "List(items, selection: $picked) { _ in \(Self.row) }",
            "List(items, id: \\.id, selection: $picked, rowContent: { _ in \(Self.row) })", "List($items) { $item in \(Self.row) }",
        ] {
            #expect(try run(declarations + list + " } }", root: "Rows").frames(kind: "Color") == plain, "\(list)")
        }
        #expect(try run("AnyView(erasing: \(Self.row))").frames(kind: "Color") == (try run("AnyView(\(Self.row))").frames(kind: "Color")))
        let formatted = try run("LabeledContent(\"Total\", value: 1234.5, format: .number)").tree.nodes.compactMap(\.label)
        #expect(formatted.contains("1,234.5"), "\(formatted)")
    }

    @Test("The preview modifiers and searchable bind through the engine's declarations (issue 29 item 3), and each spelling works")
    func previewAndSearchableDeclared() throws {
        let declared = Set(Declared.all.filter(\.isModifier).map { [$0.name] + Self.signature($0.parameters) })
        for name in ["previewLayout", "previewDevice", "previewDisplayName", "previewInterfaceOrientation", "previewContext", "searchable"] {
            guard case let .layout(overloads)? = ModifierCatalog.table[name] else {
                Issue.record("\(name) is not a bound modifier")
                continue
            }
            #expect(overloads.count == Declared.all.filter { $0.isModifier && $0.name == name }.count, "\(name)")
            for overload in overloads {
                #expect(declared.contains([name] + Self.signature(overload.parameters)), "\(name): \(Self.signature(overload.parameters))")
            }
        }
        // iOS 17's isPresented: and a String prompt add the same drawer (§24.1) as the plain form.
        func frames(_ searchable: String) throws -> [CGRect] {
            try run("NavigationStack { Text(\"row\").navigationTitle(\"T\")\(searchable) }").frames(kind: "Text")
        }
        let plain = try frames(".searchable(text: .constant(\"\"))")
        for spelling in [".searchable(text: .constant(\"\"), isPresented: .constant(true))",
                         ".searchable(text: .constant(\"\"), isPresented: .constant(true), placement: .automatic, prompt: \"Find\")",
                         ".searchable(text: .constant(\"\"), isPresented: .constant(false), prompt: Text(\"Find\"))",
                         ".searchable(text: .constant(\"\"), prompt: \"Find\")"] {
            #expect(try frames(spelling) == plain, "\(spelling)")
        }
        // The canvas settings still reach the canvas: .fixed proposes its size; a display name and
        // an orientation given as SwiftUI spells them are accepted.
        let fixed = try run("#Preview { Color.red.previewLayout(.fixed(width: 120, height: 80)).previewDisplayName(\"Red\") }")
        #expect(fixed.result.rootProposal == ProposedViewSize(width: 120, height: 80))
        let turned = try run("#Preview { Color.red.previewInterfaceOrientation(.landscapeLeft).previewDevice(PreviewDevice(rawValue: \"iPhone 15\")) }")
        #expect(turned.result.rootProposal.width ?? 0 > turned.result.rootProposal.height ?? 0)
    }

    private static func signature(_ parameters: [Parameter]) -> [String] {
        parameters.map { "\($0.label ?? "_") \($0.name) \($0.type.description)" }
    }
}

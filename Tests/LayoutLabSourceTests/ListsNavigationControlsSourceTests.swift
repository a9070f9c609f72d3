import Foundation
import LayoutLab
import LayoutLabSource
import Testing

// Controls, lists, forms, navigation containers and tab views written as SwiftUI source (spec
// §22–§24), laid out as `layoutlab run` lays them out. Every number is derived by hand from the
// spec's rules on the default device (iPhone 16 Pro, 402 × 874: the root is proposed 402 × 778
// and centred in the safe area below y = 62, spec §9); the derivation is beside it.

/// A body Text's line on the 3× grid (spec §25.2): 17 pt → 20.287 → 20.333.
private let bodyLine: CGFloat = 20.333333333333332
/// A footnote (13 pt) line on the 3× grid: 15.51 → 15.667 (§25.2).
private let footnoteLine: CGFloat = 15.666666666666666

/// `source`'s `body`, as the body of a ContentView holding `state` (`@State` declarations).
private func contentView(_ state: String = "", _ body: String) -> String {
    "struct ContentView: View {\n\(state)\n    var body: some View {\n\(body)\n    }\n}"
}

@Suite("Source: controls (spec §22)")
struct ControlSourceTests {
    @Test("§22.5(a): Toggle(\"Wi-Fi\", isOn: $on) is (402, 31) at y = 435.5; label at (0, 5.333), switch at (351, 0)")
    func toggle() throws {
        let run = try TracedSourceRun(contentView("    @State private var on = true", #"Toggle("Wi-Fi", isOn: $on)"#))
        // Width = the proposal (the priority −1 Spacer absorbs the rest); height max(31, 20.333);
        // y = 62 + (778 − 31) / 2 = 435.5.
        #expect(try run.frame("Toggle") == CGRect(x: 0, y: 435.5, width: 402, height: 31))
        #expect(try run.frame("Switch") == CGRect(x: 351, y: 435.5, width: 51, height: 31))
        let label = try run.frame("Wi-Fi", 1)
        #expect(label.minX == 0 && isClose(label.minY, 435.5 + (31 - bodyLine) / 2, within: 1e-9))
        // Distribution: 402 − 8 (the Spacer's minimum) = 394 → the switch (least flexible) is
        // offered 197, the label the 343 left after the switch's 51.
        #expect(try run.proposals("VStack").contains(proposed(343, 778)))
        #expect(try run.proposals("VStack").prefix(2) == [proposed(0, 778), proposed(.infinity, 778)])
    }

    @Test("§22.5(b): Button(\"Tap\") { } is its Text, centred at the root; .bordered pads it 12 across, 7 down: (tw + 24, 34.333)")
    func buttons() throws {
        let plain = try TracedSourceRun(#"Button("Tap") { }"#)
        let text = try plain.frame("Text")
        #expect(try plain.frame("Button") == text)
        #expect(text.height == bodyLine && isClose(text.midX, 201, within: 1e-9) && isClose(text.midY, 62 + 389, within: 1e-9))
        let bordered = try TracedSourceRun(#"Button("Tap") { }.buttonStyle(.bordered)"#)
        let button = try bordered.frame("Button"), label = try bordered.frame("Text")
        #expect(label.width == text.width)
        #expect(button.size == CGSize(width: text.width + 24, height: bodyLine + 14))
        #expect(label.minX - button.minX == 12 && isClose(label.minY - button.minY, 7, within: 1e-9))
        // The label is offered the root's proposal less the insets: (402 − 24, 778 − 14).
        #expect(try bordered.proposals("Text").first == proposed(378, 764))
        let prominent = try TracedSourceRun(#"Button("Tap") { }.buttonStyle(.borderedProminent)"#)
        #expect(try prominent.frame("Button").size == button.size)
    }

    @Test("§22.3: a Button's label of several views is an HStack of them, 8 apart; .plain lays out as the default")
    func buttonLabels() throws {
        let run = try TracedSourceRun("""
        VStack {
            Button { } label: {
                Image(systemName: "star")
                Text("Star")
            }
            Button("Plain") { }.buttonStyle(.plain)
        }
        """)
        #expect(try run.frame("Button") == run.frame("HStack"))
        #expect(try run.frame("Star").minX - run.frame("Image").maxX == 8)
        #expect(try run.frame("Button", 1) == run.frame("Plain", 1))
    }

    @Test("§22.4: Slider is the proposed width and 30 tall; Stepper is labeled content with a 94 × 32 control")
    func sliderAndStepper() throws {
        let slider = try TracedSourceRun(contentView("    @State private var volume = 0.5", "Slider(value: $volume)"))
        // y = 62 + (778 − 30) / 2 = 436.
        #expect(try slider.frame("Slider") == CGRect(x: 0, y: 436, width: 402, height: 30))
        let stepper = try TracedSourceRun(contentView("    @State private var count = 1", #"Stepper("Count", value: $count, in: 0...10)"#))
        // y = 62 + (778 − 32) / 2 = 435; the control at the trailing edge, 402 − 94 = 308.
        #expect(try stepper.frame("Stepper") == CGRect(x: 0, y: 435, width: 402, height: 32))
        #expect(try stepper.frame("StepperControl") == CGRect(x: 308, y: 435, width: 94, height: 32))
    }

    @Test("§22.4: TextField and SecureField take the width and one body line; axis: .vertical with lineLimit(3, reservesSpace:) reserves 3 lines")
    func textFields() throws {
        let run = try TracedSourceRun(contentView("""
            @State private var name = ""
            @State private var password = ""
            @State private var bio = ""
        """, """
            VStack(spacing: 0) {
                TextField("Name", text: $name)
                SecureField("Password", text: $password)
                TextField("Bio", text: $bio, axis: .vertical)
                    .lineLimit(3, reservesSpace: true)
                TextField("E-mail", text: $name)
                    .textFieldStyle(.roundedBorder)
            }
        """))
        #expect(try run.frame("TextField").size == CGSize(width: 402, height: bodyLine))
        #expect(try run.frame("SecureField").size == CGSize(width: 402, height: bodyLine))
        // Three reserved lines: 20.333 + 2 × 22 (§25.2).
        #expect(try run.frame("TextField", 1).size == CGSize(width: 402, height: bodyLine + 44))
        // UNCERTAIN (ControlMetrics.roundedBorderFieldInsets): 7 on each side → 34.333.
        #expect(try run.frame("TextField", 2).size == CGSize(width: 402, height: bodyLine + 14))
    }

    @Test("§22.4: Label is an HStack of icon and title, 8 apart; .labelStyle(.titleOnly) shows the title alone")
    func label() throws {
        let run = try TracedSourceRun("""
        VStack {
            Label("Rain", systemImage: "cloud.rain")
            Label("Sun", systemImage: "sun.max").labelStyle(.titleOnly)
        }
        """)
        #expect(try run.frame("Rain", 1).minX - run.frame("Image").maxX == 8)
        #expect(try run.frame("Label", 1) == run.frame("Sun", 1))
        #expect(try run.isPlaced("Image", 1) == false)
    }

    @Test("§22.4: a menu Picker outside a Form is laid out as a button of the selected option and a chevron")
    func menuPicker() throws {
        let run = try TracedSourceRun(contentView("    @State private var flavor = \"b\"", """
            Picker("Flavor", selection: $flavor) {
                Text("Apple").tag("a")
                Text("Banana").tag("b")
            }
        """))
        let value = try run.frame("PickerValue")
        #expect(try run.frame("Picker") == value)
        #expect(try run.frame("Banana").minX == value.minX)
        #expect(try run.frame("PickerIndicator").size == CGSize(width: 12, height: 17))
        #expect(try run.isPlaced("Apple") == false)
    }

    @Test("§22.4: a segmented Picker is 32 tall and shares the width; each segment's title is offered its third less 24")
    func segmentedPicker() throws {
        let run = try TracedSourceRun(contentView("    @State private var size = 0", """
            Picker("Size", selection: $size) {
                Text("S").tag(0)
                Text("M").tag(1)
                Text("L").tag(2)
            }
            .pickerStyle(.segmented)
        """))
        // y = 62 + (778 − 32) / 2 = 435; 402 / 3 = 134 per segment.
        #expect(try run.frame("Picker") == CGRect(x: 0, y: 435, width: 402, height: 32))
        #expect(try run.proposals("M", 1).last == proposed(134 - 24, nil))
        #expect(isClose(try run.frame("M", 1).midX, 201, within: 1e-9))
    }

    @Test("Compact DatePicker and ColorPicker: the pills and the 28-point well at the trailing edge")
    func datePickers() throws {
        let run = try TracedSourceRun(contentView("""
            @State private var when = Date()
            @State private var tint = Color.red
        """, """
            VStack(spacing: 0) {
                DatePicker("When", selection: $when)
                ColorPicker("Tint", selection: $tint)
            }
        """))
        #expect(try run.frame("TimePill").maxX == 402)
        #expect(try run.frame("TimePill").minX - run.frame("DatePill").maxX == 8)
        #expect(try run.frame("ColorWell").maxX == 402)
        #expect(try run.frame("ColorWell").size == CGSize(width: 28, height: 28))
    }

    @Test("ContentUnavailableView fills its proposal")
    func contentUnavailable() throws {
        let run = try TracedSourceRun(#"ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Try another search."))"#)
        #expect(try run.frame("0") == CGRect(x: 0, y: 62, width: 402, height: 778))
        #expect(isClose(try run.frame("No Results").midX, 201, within: 1e-9))
    }
}

@Suite("Source: List, Form and Section (spec §23)")
struct ListSourceTests {
    @Test("§23.3: List { Text(\"Row\") } — the List is (402, 778) at y = 62; the Text is proposed (330, nil), at x = 36, centred in a 44 row")
    func workedExample() throws {
        let run = try TracedSourceRun(#"List { Text("Row") }"#)
        #expect(try run.frame("List") == CGRect(x: 0, y: 62, width: 402, height: 778))
        // 402 − 2 × 16 (card) − 2 × 20 (row insets) = 330.
        #expect(try run.proposals("Text") == [proposed(330, nil)])
        let text = try run.frame("Text")
        #expect(text.minX == 36 && text.height == bodyLine)
        // The first section's 35 band, then a row of max(44, 20.333 + 22) = 44.
        #expect(isClose(text.minY, 62 + 35 + (44 - bodyLine) / 2, within: 1e-9))
        // The List takes its proposal: it asks nothing while it is sized.
        #expect(try run.proposals("Text", pass: .sizing).isEmpty)
    }

    @Test("§23.2: rows are max(44, content + 22) tall; sections are 35 apart; a header sits 6 above its card in the footnote style")
    func sections() throws {
        let run = try TracedSourceRun("""
        List {
            Section("Fruits") {
                Text("Apple")
                Color.red.frame(height: 30)
            }
            Section {
                Text("Carrot")
            } footer: {
                Text("Vegetables")
            }
        }
        """)
        let header = try run.frame("Fruits")
        // Header band: max(35, 16 + 15.667 + 6) = 37.667.
        let band: CGFloat = 37.666666666666664
        #expect(header.height == footnoteLine && header.minX == 36 && isClose(header.maxY, 62 + band - 6, within: 1e-9))
        #expect(isClose(try run.frame("Apple").minY, 62 + band + (44 - bodyLine) / 2, within: 1e-9))
        // The 30-point row: 30 + 22 = 52 > 44; its content 11 below the row's top.
        #expect(isClose(try run.frame("frame").minY, 62 + band + 44 + 11, within: 1e-9))
        #expect(try run.frame("frame").width == 330)
        // The second section's card starts 35 below the first's (44 + 52 tall).
        let secondTop = 62 + band + 44 + 52 + 35
        #expect(isClose(try run.frame("Carrot").minY, secondTop + (44 - bodyLine) / 2, within: 1e-9))
        let footer = try run.frame("Vegetables")
        #expect(isClose(footer.minY, secondTop + 44 + 6, within: 1e-9) && footer.height == footnoteLine)
    }

    @Test("§23.2 (issue 10): a List of 100,000 rows from source places only the 18 rows that show, and never asks the rest")
    func hundredThousandRows() throws {
        let source = """
        List {
            ForEach(0..<100_000) { index in
                Text("Row \\(index)")
            }
        }
        """
        let start = Date()
        let run = try TracedSourceRun(source)
        let elapsed = Date().timeIntervalSince(start)
        // Rows 44 apart from y = 35 in the list; the visible region runs to the screen's bottom
        // (874 − 62 = 812 in the list): rows 0…17 start above it. The List and its 18 rows.
        #expect(run.placeEvents == 1 + 18)
        #expect(run.proposalEvents == 1 + 18)
        #expect(try run.isPlaced("Row 17") && run.tree.nodes(named: "Row 18").isEmpty)
        #expect(isClose(try run.frame("Row 17").minY, 62 + 35 + 17 * 44 + (44 - bodyLine) / 2, within: 1e-9))
        // Only the rows that show are built (issue 14: the interpreter's ForEach is lazy in a List).
        #expect(run.tree.count == 1 + 18)
        print("100,000 List rows from source: interpreted and laid out in \(elapsed) s")
    }

    @Test("Issue 10: an empty List or TabView, a List of no data and a negative section spacing lay out; an infinite row inset is a located error")
    func badListInputs() throws {
        for source in ["List { }", "List(0..<0) { Text(\"\\($0)\") }", "TabView { }"] {
            #expect(try TracedSourceRun(source).frame("0") == CGRect(x: 0, y: 62, width: 402, height: 778), "\(source)")
        }
        // A negative spacing is taken as given, as a stack's is (no source says what SwiftUI
        // does): the second card starts 20 above the first's bottom, 44 − 20 = 24 below its top.
        let negative = try TracedSourceRun("List { Section { Text(\"A\") }; Section { Text(\"B\") } }.listSectionSpacing(-20)")
        #expect(isClose(try negative.frame("B").minY - negative.frame("A").minY, 24, within: 1e-9))
        let error = try #require(sourceError("List { Text(\"A\").listRowInsets(EdgeInsets(top: 0, leading: 0, bottom: .infinity, trailing: 0)) }"))
        // Issue 14: refused where the inset is written, by EdgeInsets (LengthRule.signed).
        #expect(error.diagnostics.first?.message == "EdgeInsets: 'bottom' must be a finite number, not inf")
        #expect(error.diagnostics.first?.line == 1 && error.diagnostics.first?.column == 71)
    }

    @Test("§23.1: a Form's Toggle row is proposed (330, nil), 31 + 22 tall; the next row follows it")
    func formToggle() throws {
        let run = try TracedSourceRun(contentView("    @State private var on = true", """
            Form {
                Toggle("Wi-Fi", isOn: $on)
                Text("Next")
            }
        """))
        #expect(try run.frame("Form") == CGRect(x: 0, y: 62, width: 402, height: 778))
        #expect(try run.proposals("Toggle").last == proposed(330, nil))
        #expect(try run.frame("Toggle") == CGRect(x: 36, y: 62 + 35 + 11, width: 330, height: 31))
        #expect(try run.frame("Switch").maxX == 366)
        // A row of 31 + 22 = 53.
        #expect(isClose(try run.frame("Next").minY, 62 + 35 + 53 + (44 - bodyLine) / 2, within: 1e-9))
    }

    @Test("§23.1: in a Form a menu Picker is a row (label leading, chevron trailing); an inline one is a section of its options")
    func formPickers() throws {
        let menu = try TracedSourceRun(contentView("    @State private var flavor = \"b\"", """
            Form {
                Picker("Flavor", selection: $flavor) {
                    Text("Apple").tag("a")
                    Text("Banana").tag("b")
                }
            }
        """))
        let picker = try menu.frame("Picker")
        #expect(picker.minX == 36 && picker.width == 330)
        #expect(try menu.frame("PickerIndicator").maxX == 366)
        let inline = try TracedSourceRun(contentView("    @State private var flavor = 0", """
            Form {
                Picker("Flavor", selection: $flavor) {
                    Text("Apple").tag(0)
                    Text("Banana").tag(1)
                }
                .pickerStyle(.inline)
            }
        """))
        #expect(try inline.frame("Flavor", 1).height == footnoteLine)
        let apple = try inline.frame("Apple", 1), banana = try inline.frame("Banana", 1)
        #expect(apple.minX == 36 && isClose(banana.minY - apple.minY, 44, within: 1e-9))
    }

    @Test("§23.2: .listStyle(.plain) rows run the list's width less the 20-point insets; ForEach(items) with .onDelete lays out its rows")
    func plainList() throws {
        let run = try TracedSourceRun("""
        struct Item: Identifiable { let id: Int }
        struct ContentView: View {
            let items = [Item(id: 1), Item(id: 2)]
            var body: some View {
                List {
                    ForEach(items) { item in Text("Item \\(item.id)") }
                        .onDelete { _ in }
                }
                .listStyle(.plain)
            }
        }
        """)
        #expect(try run.proposals("Item 1").last == proposed(402 - 40, nil))
        #expect(try run.frame("Item 1").minX == 20)
        #expect(isClose(try run.frame("Item 2").minY - run.frame("Item 1").minY, 44, within: 1e-9))
    }
}

@Suite("Source: navigation containers and tab views (spec §24)")
struct NavigationSourceTests {
    /// The content's proposal and frame, from a GeometryReader filling the container's content.
    private func probe(_ wrap: (String) -> String) throws -> (proposal: ProposedViewSize?, frame: CGRect) {
        let run = try TracedSourceRun(wrap("GeometryReader { _ in Color.clear }"))
        return (try run.proposals("GeometryReader").last, try run.frame("GeometryReader"))
    }

    @Test("§24.3 rows 1–5: the content's proposal is the screen less the status bar, the bars and the home indicator")
    func table() throws {
        let none = try probe { $0 }
        #expect(none.proposal == proposed(402, 778) && none.frame == CGRect(x: 0, y: 62, width: 402, height: 778))
        // Inline title: top 62 + 44 = 106 → (402, 734).
        let inline = try probe { "NavigationStack { \($0).navigationTitle(\"T\").navigationBarTitleDisplayMode(.inline) }" }
        #expect(inline.proposal == proposed(402, 734) && inline.frame == CGRect(x: 0, y: 106, width: 402, height: 734))
        // Large title (the default): top 62 + 96 = 158 → (402, 682).
        let large = try probe { "NavigationStack { \($0).navigationTitle(\"T\") }" }
        #expect(large.proposal == proposed(402, 682) && large.frame == CGRect(x: 0, y: 158, width: 402, height: 682))
        // TabView: bottom 34 + 49 = 83 → (402, 729).
        let tab = try probe { "TabView { \($0).tabItem { Label(\"One\", systemImage: \"1.circle\") } }" }
        #expect(tab.proposal == proposed(402, 729) && tab.frame == CGRect(x: 0, y: 62, width: 402, height: 729))
        // TabView → NavigationStack, large title: 158 / 83 → (402, 633).
        let both = try probe { "TabView { NavigationStack { \($0).navigationTitle(\"T\") } }" }
        #expect(both.proposal == proposed(402, 633) && both.frame == CGRect(x: 0, y: 158, width: 402, height: 633))
    }

    @Test("§24.3: NavigationStack { Color.red.frame(width: 100, height: 100).navigationTitle(\"T\") } — the frame at (151, 449)")
    func workedExample() throws {
        let run = try TracedSourceRun(#"NavigationStack { Color.red.frame(width: 100, height: 100).navigationTitle("T") }"#)
        // x = (402 − 100) / 2 = 151; y = 158 + (682 − 100) / 2 = 449.
        #expect(try run.frame("frame") == CGRect(x: 151, y: 449, width: 100, height: 100))
        #expect(try run.proposals("frame") == [proposed(402, 682)])
        #expect(try run.frame("NavigationStack") == CGRect(x: 0, y: 62, width: 402, height: 778))
        // With a path (its destinations are not laid out), the same.
        let withPath = try TracedSourceRun(#"""
            struct ContentView: View {
                @State private var path: [Int] = []
                var body: some View {
                    NavigationStack(path: $path) { Color.red.frame(width: 100, height: 100).navigationTitle("T") }
                }
            }
            """#)
        #expect(try withPath.frame("frame") == CGRect(x: 151, y: 449, width: 100, height: 100))
    }

    @Test("§24.2: a List in a NavigationStack with a large title starts below the bar; NavigationView lays out as a stack")
    func listUnderBar() throws {
        let run = try TracedSourceRun(#"NavigationView { List { Text("Row") }.navigationTitle("Inbox") }"#)
        // The List is proposed the content rectangle below the 96-point bar: 158 … 840.
        #expect(try run.frame("List") == CGRect(x: 0, y: 158, width: 402, height: 682))
    }

    @Test("§24.1: .searchable adds its 52-point drawer below the title, whatever its placement (BarMetrics.searchFieldDrawer)")
    func searchable() throws {
        // Large title and search field: top 62 + 44 + 52 + 52 = 210 → (402, 630).
        let large = try probe { "NavigationStack { \($0).navigationTitle(\"T\").searchable(text: .constant(\"\")) }" }
        #expect(large.proposal == proposed(402, 630) && large.frame == CGRect(x: 0, y: 210, width: 402, height: 630))
        // Inline title: 62 + 44 + 52 = 158 → (402, 682); a String prompt and a drawer placement.
        let inline = try probe {
            "NavigationStack { \($0).navigationBarTitleDisplayMode(.inline).navigationTitle(\"T\")"
                + ".searchable(text: .constant(\"\"), placement: .navigationBarDrawer(displayMode: .always), prompt: \"Find\") }"
        }
        #expect(inline.proposal == proposed(402, 682) && inline.frame == CGRect(x: 0, y: 158, width: 402, height: 682))
    }

    @Test("§24: toolbar items go in the bar and change nothing; a bottom-bar item takes 44 from the content")
    func toolbars() throws {
        let top = try probe {
            "NavigationStack { \($0).navigationTitle(\"T\").toolbar { ToolbarItem(placement: .topBarTrailing) { Button(\"Add\") { } } } }"
        }
        #expect(top.proposal == proposed(402, 682))
        let bottom = try probe {
            "NavigationStack { \($0).navigationTitle(\"T\").toolbar { ToolbarItem(placement: .bottomBar) { Button(\"Add\") { } } } }"
        }
        #expect(bottom.proposal == proposed(402, 682 - 44))
    }

    @Test("§24: TabView shows the selected tab by tag; .tabViewStyle(.page) has no bar, the page fills the TabView")
    func tabViews() throws {
        let selected = try TracedSourceRun(contentView("    @State private var tab = 2", """
            TabView(selection: $tab) {
                Text("One").tabItem { Text("1") }.tag(1)
                Text("Two").tabItem { Text("2") }.tag(2)
            }
        """))
        #expect(try selected.isPlaced("Two") && !selected.isPlaced("One"))
        let paged = try TracedSourceRun("""
        TabView {
            Color.red
            Color.blue
        }
        .tabViewStyle(.page)
        """)
        #expect(try paged.frame("red") == CGRect(x: 0, y: 62, width: 402, height: 778))
    }

    @Test("§24: NavigationSplitView in a compact width is a stack showing its sidebar")
    func splitView() throws {
        let run = try TracedSourceRun("""
        NavigationSplitView {
            List { Text("Inbox") }.navigationTitle("Mail")
        } detail: {
            Text("No Message Selected")
        }
        """)
        #expect(try run.frame("List") == CGRect(x: 0, y: 158, width: 402, height: 682))
        #expect(try run.isPlaced("No Message Selected") == false)
    }

    @Test("A preview's device is laid out on: #Preview(traits: .landscapeLeft) with an iPhone SE is 667 × 375")
    func previewDevice() throws {
        let run = try TracedSourceRun("""
        struct ContentView: View {
            var body: some View {
                GeometryReader { _ in Color.clear }
            }
        }
        #Preview(traits: .landscapeLeft) {
            ContentView()
                .previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
        }
        """)
        // The iPhone SE in landscape has no insets: the content is the whole 667 × 375 screen.
        #expect(try run.frame("GeometryReader") == CGRect(x: 0, y: 0, width: 667, height: 375))
    }
}

@Suite("Source: previews choose the device and the proposal; the device's environment values")
struct PreviewDeviceSourceTests {
    /// A view showing the size classes as the widths of two Colors (compact 10, regular 20).
    private static let sizeClasses = """
    struct ContentView: View {
        @Environment(\\.horizontalSizeClass) private var horizontal
        @Environment(\\.verticalSizeClass) private var vertical
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: horizontal == .compact ? 10 : 20, height: 5)
                Color.blue.frame(width: vertical == .compact ? 10 : 20, height: 5)
            }
        }
    }
    """

    private func widths(_ source: String, configuration: LayoutConfiguration? = nil) throws -> [CGFloat] {
        let run = try TracedSourceRun(source, configuration: configuration)
        return [try run.frame("0.0").width, try run.frame("0.1").width]
    }

    @Test("Size classes come from the device: an iPhone in portrait is compact × regular, in landscape compact × compact; an iPad regular × regular")
    func sizeClasses() throws {
        #expect(try widths(Self.sizeClasses) == [10, 20])
        #expect(try widths(Self.sizeClasses, configuration: LayoutConfiguration(device: Device.iPhone16Pro.landscape)) == [10, 10])
        #expect(try widths(Self.sizeClasses, configuration: LayoutConfiguration(device: Device.iPadPro11)) == [20, 20])
        // A preview naming an iPad lays out on it, so the view reads its size classes.
        #expect(try widths(Self.sizeClasses + "\n#Preview { ContentView().previewDevice(\"iPad Pro 11\") }") == [20, 20])
    }

    @Test("A preview's .previewLayout(.sizeThatFits) proposes nothing to the root; .fixed(width:height:) proposes that size")
    func previewLayouts() throws {
        let fits = try TracedSourceRun("""
        struct Row: View { var body: some View { Color.red } }
        #Preview { Row().previewLayout(.sizeThatFits) }
        """)
        // A Color proposed (nil, nil) is 10 × 10 (spec §2.1).
        #expect(try fits.proposals("0").first == proposed(nil, nil))
        #expect(try fits.frame("0").size == CGSize(width: 10, height: 10))
        let fixed = try TracedSourceRun("""
        struct Row: View { var body: some View { Color.red } }
        #Preview(traits: .fixedLayout(width: 300, height: 120)) { Row() }
        """)
        #expect(try fixed.proposals("0").first == proposed(300, 120))
        #expect(try fixed.frame("0").size == CGSize(width: 300, height: 120))
    }

    @Test("The command line wins over the preview: a given configuration is laid out on, whatever the preview names")
    func optionsWin() throws {
        let source = Self.sizeClasses + "\n#Preview { ContentView().previewDevice(\"iPad Pro 11\") }"
        #expect(try widths(source, configuration: LayoutConfiguration()) == [10, 20])
    }

    @Test("A pre-2023 PreviewProvider whose previews are a Group shows the first preview, with its device")
    func previewProvider() throws {
        let run = try TracedSourceRun("""
        struct Badge: View {
            var body: some View { GeometryReader { _ in Color.clear } }
        }
        struct Badge_Previews: PreviewProvider {
            static var previews: some View {
                Group {
                    Badge().previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
                    Badge().previewDevice(PreviewDevice(rawValue: "iPad mini"))
                }
            }
        }
        """)
        // iPhone SE, portrait: 375 × 667 with a 20-point status bar → (375, 647) at y = 20.
        #expect(try run.frame("GeometryReader") == CGRect(x: 0, y: 20, width: 375, height: 647))
    }

    @Test("dynamicTypeSize from the environment grows a body Text; .dynamicTypeSize(...range) clamps what its container set")
    func dynamicType() throws {
        let run = try TracedSourceRun("""
        VStack(spacing: 0) {
            Text("Aa")
            Text("Aa").dynamicTypeSize(.xxxLarge)
            Text("Aa").dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(.xxxLarge)
        }
        """)
        let large = try run.frame("Aa", 0), bigger = try run.frame("Aa", 1), clamped = try run.frame("Aa", 2)
        #expect(large.height == bodyLine)
        #expect(bigger.height > large.height && bigger.width > large.width)
        #expect(clamped.size == large.size)
    }
}

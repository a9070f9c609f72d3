import Foundation
import Testing
@testable import LayoutLab

@Suite("List, Form and Section (spec §23)")
struct ListTests {
    private static let bodyLine: CGFloat = 20.333333333333332
    /// A footnote (13 pt) line on the 3× grid: 13 × 2444 / 2048 = 15.51 → 15.667.
    private static let footnoteLine: CGFloat = 15.666666666666666

    @Test("§23.3: List { Text(\"Row\") } — the List is (402, 778) at y = 62; the Text proposed (330, nil), at x = 36, centred in a 44 row")
    func workedExample() throws {
        let laidOut = try LaidOut(List { Text("Row") })
        #expect(try laidOut.placed("List") == CGRect(x: 0, y: 62, width: 402, height: 778))
        #expect(try laidOut.proposals("Text") == [ProposedViewSize(width: 330, height: nil)])
        let text = try laidOut.placed("Text")
        #expect(text.minX == 36 && text.height == Self.bodyLine)
        // The first section's 35 band, then a row of max(44, 20.333 + 22) = 44.
        #expect(close(text.minY, 62 + 35 + (44 - Self.bodyLine) / 2))
        // The List asks nothing while it is sized: it takes its proposal.
        #expect(try laidOut.proposals("Text", pass: .sizing).isEmpty)
    }

    @Test("§23.2: a List of 100,000 rows measures and places only the rows that show (18), not the rest")
    func lazyRows() throws {
        let laidOut = try LaidOut(List { ForEach(0..<100_000) { Text("Row \($0)") } })
        // Rows 44 apart from y = 35 in the list; the visible region runs to the screen's bottom
        // (874 − 62 = 812 in the list): rows 0…17 start above it.
        #expect(laidOut.placeEvents == 1 + 18)
        #expect(laidOut.events.filter { $0.kind == .proposal }.count == 1 + 18)
        #expect(try laidOut.frame("Row 17") != nil && laidOut.frame("Row 18") == nil)
        let last = try laidOut.placed("Row 17")
        #expect(close(last.minY, 62 + 35 + 17 * 44 + (44 - Self.bodyLine) / 2))
    }

    @Test("§23.2: a row is max(44, content + 22) tall; taller content grows it")
    func rowHeights() throws {
        let laidOut = try LaidOut(List {
            Color.red.frame(height: 30)
            Color.blue.frame(height: 60)
            Text("After")
        })
        let second = try laidOut.placed("frame", 1), after = try laidOut.placed("Text")
        // 30 + 22 = 52 > 44; 60 + 22 = 82.
        #expect(close(second.minY, 62 + 35 + 52 + 11))
        #expect(close(after.minY, 62 + 35 + 52 + 82 + (44 - Self.bodyLine) / 2))
        #expect(try laidOut.placed("frame", 0).width == 330)
    }

    @Test("§23.2: sections are 35 apart; a header sits in its band above the card in the footnote style, a footer below")
    func sections() throws {
        let laidOut = try LaidOut(List {
            Section("Fruits") { Text("Apple") }
            Section { Text("Carrot") } footer: { Text("Vegetables") }
        })
        let header = try laidOut.placed("Fruits"), apple = try laidOut.placed("Apple")
        let carrot = try laidOut.placed("Carrot"), footer = try laidOut.placed("Vegetables")
        // Header band: max(35, 16 + 15.667 + 6) = 37.667; the header 6 above the card.
        #expect(header.height == Self.footnoteLine && header.minX == 36)
        #expect(close(header.maxY, 62 + 37.666666666666664 - 6))
        let firstRowTop = 62 + 37.666666666666664
        #expect(close(apple.minY, firstRowTop + (44 - Self.bodyLine) / 2))
        // The second section starts 35 below the first's card.
        let secondRowTop = firstRowTop + 44 + 35
        #expect(close(carrot.minY, secondRowTop + (44 - Self.bodyLine) / 2))
        #expect(close(footer.minY, secondRowTop + 44 + 6) && footer.height == Self.footnoteLine)
        #expect(try laidOut.proposals("Fruits").allSatisfy { $0 == ProposedViewSize(width: 330, height: nil) })
    }

    @Test("§23.2: loose rows next to each other form one section; a Section starts another")
    func looseRows() throws {
        let laidOut = try LaidOut(List {
            Text("A"); Text("B")
            Section { Text("C") }
        })
        #expect(close(try laidOut.placed("B").minY - (try laidOut.placed("A").minY), 44))
        #expect(close(try laidOut.placed("C").minY - (try laidOut.placed("B").minY), 44 + 35))
    }

    @Test(".listSectionSpacing on the List, or on a Section for the gap after it")
    func sectionSpacing() throws {
        let list = try LaidOut(List {
            Section { Text("A") }
            Section { Text("B") }
        }.listSectionSpacing(10))
        #expect(close(try list.placed("B").minY - (try list.placed("A").minY), 44 + 10))
        let compact = try LaidOut(List {
            Section { Text("A") }.listSectionSpacing(.compact)
            Section { Text("B") }
        })
        #expect(close(try compact.placed("B").minY - (try compact.placed("A").minY), 44 + ListMetrics.compactSectionSpacing))
    }

    @Test("A header's own font modifiers win over the list's header style (the innermost environment write wins)")
    func headerFontOverride() throws {
        let laidOut = try LaidOut(List {
            Section { Text("Apple") } header: { VStack { Text("Big") }.font(.title) }
        })
        // The title style's line on the 3× grid: 28 × 2444 / 2048 = 33.41 → 33.667, not a footnote line.
        #expect(try laidOut.placed("Big").height == 33.666666666666664)
        let plain = try LaidOut(List { Section { Text("Apple") } header: { VStack { Text("Small") } } })
        #expect(try plain.placed("Small").height == Self.footnoteLine)
    }

    @Test("Outside a List a Section adds no container: header, content and footer are consecutive views")
    func sectionOutsideList() throws {
        let laidOut = try LaidOut(VStack(spacing: 0) {
            Section { Text("a"); Text("b") } header: { Text("H") } footer: { Text("F") }
        })
        #expect(try laidOut.node("VStack").children.count == 4)
        let header = try laidOut.placed("H")
        #expect(header.height == Self.bodyLine)
        #expect(close(try laidOut.placed("a").minY, header.maxY))
        #expect(close(try laidOut.placed("F").minY, try laidOut.placed("b").maxY))
        let spaced = try LaidOut(VStack(spacing: 5) { Text("x"); Section("H") { Text("y") } })
        #expect(close(try spaced.placed("H").minY - (try spaced.placed("x").maxY), 5))
    }

    @Test(".listRowInsets replaces a row's insets: proposal and position follow")
    func rowInsets() throws {
        let laidOut = try LaidOut(List {
            Text("Inset").listRowInsets(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
            Text("Default")
        })
        #expect(try laidOut.proposals("Inset") == [ProposedViewSize(width: 370, height: nil)])
        #expect(try laidOut.placed("Inset").minX == 16)
        #expect(try laidOut.placed("Default").minX == 36)
    }

    /// Acceptance case of issue 33 rule 4. That a List takes `.contentMargins` is spec §23.1
    /// (Apple's "Scroll views": lists accept the scroll modifiers) and Apple's
    /// `contentMargins(_:_:for:)` page (`.scrollIndicators` moves only the indicators); the
    /// numbers follow the UNCERTAIN choice in `ListMetrics.sectionInsets` (a horizontal margin
    /// replaces the card inset, a top margin is added above the first band), no device
    /// measurement being found.
    @Test("Issue 33 rule 4: .contentMargins(.horizontal, 40, for: .scrollContent) puts a List's cards 40 from its sides")
    func contentMargins() throws {
        let row = Color.red.frame(height: 30)
        let content = try LaidOut(List { row }.contentMargins(.horizontal, 40, for: .scrollContent))
        // The card 40 in from each side, the row's content 20 inside it: 402 − 80 − 40 = 282.
        #expect(try content.proposals("frame") == [ProposedViewSize(width: 282, height: nil)])
        // The first band (35), then the row's top inset (11): the row is 30 + 22 = 52 tall.
        #expect(try content.placed("frame") == CGRect(x: 60, y: 62 + 35 + 11, width: 282, height: 30))
        let automatic = try LaidOut(List { row }.contentMargins(.horizontal, 40))
        #expect(try automatic.placed("frame") == content.placed("frame"))
        // Indicator margins move the indicators only.
        let indicators = try LaidOut(List { row }.contentMargins(.horizontal, 40, for: .scrollIndicators))
        #expect(try indicators.placed("frame") == CGRect(x: 36, y: 62 + 35 + 11, width: 330, height: 30))
        // One edge only; the other keeps the card inset (16).
        let leading = try LaidOut(List { row }.contentMargins(.leading, 0, for: .scrollContent))
        #expect(try leading.placed("frame") == CGRect(x: 20, y: 62 + 35 + 11, width: 346, height: 30))
        // A top margin comes before the first section's band.
        let top = try LaidOut(List { row }.contentMargins(.top, 10))
        #expect(try top.placed("frame").minY == 62 + 10 + 35 + 11)
        // A plain list's rows span it: a margin moves them in from its sides.
        let plain = try LaidOut(List { row }.listStyle(.plain).contentMargins(.horizontal, 40))
        #expect(try plain.placed("frame") == CGRect(x: 60, y: 62 + 11, width: 282, height: 30))
    }

    @Test(".listStyle: plain and grouped rows span the list; plain has no section bands")
    func listStyles() throws {
        let plain = try LaidOut(List { Text("A") }.listStyle(.plain))
        #expect(try plain.placed("A").minX == 20)
        #expect(close(try plain.placed("A").minY, 62 + (44 - Self.bodyLine) / 2))
        #expect(try plain.proposals("A") == [ProposedViewSize(width: 362, height: nil)])
        let grouped = try LaidOut(List { Text("A") }.listStyle(.grouped))
        #expect(try grouped.placed("A").minX == 20)
        #expect(close(try grouped.placed("A").minY, 62 + 35 + (44 - Self.bodyLine) / 2))
        for style in [AnyListStyle(.insetGrouped), AnyListStyle(.sidebar), AnyListStyle(.automatic)] {
            let laidOut = try LaidOut(List { Text("A") }.listStyle(style))
            #expect(try laidOut.placed("A").minX == 36)
        }
    }

    @Test("defaultMinListRowHeight bounds rows below")
    func minimumRowHeight() throws {
        let laidOut = try LaidOut(List { Text("A"); Text("B") }.environment(\.defaultMinListRowHeight, 60))
        #expect(close(try laidOut.placed("B").minY - (try laidOut.placed("A").minY), 60))
    }

    @Test("Row modifiers that only draw: separators, backgrounds, onDelete and onMove change nothing")
    func drawingOnlyRowModifiers() throws {
        let plain = try LaidOut(List { ForEach(0..<3) { Text("R\($0)") } })
        let modified = try LaidOut(List {
            ForEach(0..<3) { Text("R\($0)").listRowSeparator(.hidden).listRowBackground(Color.red) }
                .onDelete { _ in }.onMove { _, _ in }
        })
        #expect(try (0..<3).map { try plain.placed("R\($0)") } == (0..<3).map { try modified.placed("R\($0)") })
    }

    @Test("A List is as flexible as a ScrollView in a stack; an unspecified axis gives 10")
    func sizing() throws {
        let laidOut = try LaidOut(VStack(spacing: 0) {
            Color.gray.frame(height: 100)
            List { Text("A") }
        })
        #expect(try laidOut.proposals("List", pass: .sizing).prefix(2) == [
            ProposedViewSize(width: 402, height: 0), ProposedViewSize(width: 402, height: .infinity),
        ])
        #expect(try laidOut.placed("List") == CGRect(x: 0, y: 162, width: 402, height: 678))
        let ideal = try LaidOut(List { Text("A") }.fixedSize())
        #expect(try ideal.placed("List").size == CGSize(width: 10, height: 10))
    }

    @Test("§23.1: a Form's rows host controls: a Toggle row is proposed (330, nil), 31 + 22 tall")
    func formToggle() throws {
        let laidOut = try LaidOut(Form { Toggle("Wi-Fi", isOn: .constant(true)); Text("Next") })
        #expect(try laidOut.placed("Form") == CGRect(x: 0, y: 62, width: 402, height: 778))
        #expect(try laidOut.proposals("Toggle").last == ProposedViewSize(width: 330, height: nil))
        let toggle = try laidOut.placed("Toggle")
        #expect(toggle == CGRect(x: 36, y: 62 + 35 + 11, width: 330, height: 31))
        #expect(try laidOut.placed("Switch").maxX == 366)
        #expect(close(try laidOut.placed("Next").minY, 62 + 35 + 53 + (44 - Self.bodyLine) / 2))
    }

    @Test("§23.1: in a Form a menu Picker is a row: its label leading, the selection and chevron trailing")
    func formMenuPicker() throws {
        let laidOut = try LaidOut(Form {
            Picker("Flavor", selection: .constant("b")) { Text("Apple").tag("a"); Text("Banana").tag("b") }
        })
        let picker = try laidOut.placed("Picker")
        #expect(picker.minX == 36 && picker.width == 330)
        #expect(try laidOut.placed("Flavor", 1).minX == 36)
        #expect(try laidOut.placed("PickerIndicator").maxX == 366)
        #expect(try laidOut.frame("Apple", 0) == nil)
    }

    @Test("§23.1: an inline Picker in a Form is a section of its options headed by its label")
    func formInlinePicker() throws {
        let laidOut = try LaidOut(Form {
            Picker("Flavor", selection: .constant(0)) { Text("Apple").tag(0); Text("Banana").tag(1) }
                .pickerStyle(.inline)
        })
        #expect(try laidOut.frame("Picker") == nil)
        let header = try laidOut.placed("Flavor", 1), apple = try laidOut.placed("Apple", 1), banana = try laidOut.placed("Banana", 1)
        #expect(header.height == Self.footnoteLine)
        #expect(apple.minX == 36 && close(banana.minY - apple.minY, 44))
        #expect(close(apple.minY, 62 + 37.666666666666664 + (44 - Self.bodyLine) / 2))
    }
}

/// Any built-in list style, to loop over them.
private struct AnyListStyle: ListStyle {
    let _kind: _ListStyleKind
    init<S: ListStyle>(_ style: S) { _kind = style._kind }
}

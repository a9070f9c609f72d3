import Foundation
import LayoutLab
import LayoutLabSource
import Testing

// Scroll views, lazy stacks and grids written as SwiftUI source (spec §16–§19). Every number is
// derived by hand from the spec's rules on the default device (root proposed 402 × 778, its
// origin centred in the safe area below y = 62, spec §9); the derivation is beside it.

@Suite("Source: ScrollView (spec §16)")
struct ScrollViewSourceTests {
    @Test("§16.7(a): a root ScrollView hugs its content's width; the content is proposed (402, nil), then (100, nil)")
    func rootScrollView() throws {
        let run = try TracedSourceRun("""
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<3) { _ in Color.red.frame(width: 100, height: 300) }
            }
        }
        """)
        #expect(try run.frame("0") == CGRect(x: 151, y: 62, width: 100, height: 778))
        #expect(try run.proposals("0.0", pass: .sizing) == [proposed(402, nil)])
        #expect(try run.proposals("0.0", pass: .placement).contains(proposed(100, nil)))
        for row in 0..<3 {
            #expect(try run.frame("0.0.\(row)") == CGRect(x: 151, y: 62 + CGFloat(row) * 300, width: 100, height: 300))
        }
    }

    @Test("§16.7(b): under a 44-point bar a ScrollView takes the rest, 734; rows 50 tall, 10 apart, start 60 apart")
    func scrollViewInVStack() throws {
        let run = try TracedSourceRun("""
        VStack(spacing: 0) {
            Color.gray.frame(height: 44)
            ScrollView {
                VStack(spacing: 10) {
                    ForEach(0..<20) { _ in Color.blue.frame(height: 50) }
                }
            }
        }
        """)
        #expect(try run.frame("0.0") == CGRect(x: 0, y: 62, width: 402, height: 44))
        #expect(try run.frame("0.1") == CGRect(x: 0, y: 106, width: 402, height: 734))
        #expect(try run.proposals("0.1", pass: .sizing) == [proposed(402, 0), proposed(402, .infinity), proposed(402, 734)])
        for row in [0, 1, 19] {
            #expect(try run.frame("0.1.0.\(row)") == CGRect(x: 0, y: 106 + CGFloat(row) * 60, width: 402, height: 50))
        }
    }

    @Test("§16.7(c): ScrollView(.horizontal) takes the width, hugs the height (80) and puts its content at the leading edge")
    func horizontalScrollView() throws {
        let run = try TracedSourceRun("""
        ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<5) { _ in Color.red.frame(width: 120, height: 80) }
            }
        }
        """)
        // Root of (402, 80): y = 62 + (778 − 80) / 2 = 411.
        #expect(try run.frame("0") == CGRect(x: 0, y: 411, width: 402, height: 80))
        #expect(try run.proposals("0.0", pass: .sizing) == [proposed(nil, 778)])
        #expect(try run.frame("0.0") == CGRect(x: 0, y: 411, width: 5 * 120 + 4 * 10, height: 80))
    }

    @Test("§16.7(d): under .fixedSize() a ScrollView is proposed (nil, nil) and is its content's size, 50 × 200")
    func fixedSizeScrollView() throws {
        let run = try TracedSourceRun("ScrollView { Color.red.frame(width: 50, height: 200) }.fixedSize()")
        #expect(try run.proposals("0.0").first == proposed(nil, nil))
        #expect(try run.frame("0.0").size == CGSize(width: 50, height: 200))
    }

    @Test("§16.7(e): .contentMargins(.horizontal, 20) proposes the content 362 wide and places it 20 in")
    func contentMarginsHorizontal() throws {
        let run = try TracedSourceRun("""
        ScrollView {
            VStack(spacing: 0) { Color.red.frame(height: 100) }
        }
        .contentMargins(.horizontal, 20)
        """)
        #expect(try run.frame("0") == CGRect(x: 0, y: 62, width: 402, height: 778))
        #expect(try run.proposals("0.0", pass: .sizing) == [proposed(362, nil)])
        #expect(try run.frame("0.0") == CGRect(x: 20, y: 62, width: 362, height: 100))
    }

    @Test("§16.4: contentMargins' other forms: all edges, EdgeInsets, and scrollIndicators (no layout effect)")
    func contentMarginsForms() throws {
        let all = try TracedSourceRun("ScrollView { Color.red.frame(height: 100) }.contentMargins(20)")
        #expect(try all.frame("0.0") == CGRect(x: 20, y: 82, width: 362, height: 100))
        let insets = try TracedSourceRun("""
        ScrollView { Color.red.frame(height: 100) }
            .contentMargins(.leading, EdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 0), for: .scrollContent)
        """)
        #expect(try insets.frame("0.0") == CGRect(x: 30, y: 62, width: 372, height: 100))
        let indicators = try TracedSourceRun("ScrollView { Color.red.frame(height: 100) }.contentMargins(.horizontal, 20, for: .scrollIndicators)")
        #expect(try indicators.frame("0.0") == CGRect(x: 0, y: 62, width: 402, height: 100))
        #expect(try indicators.attribute("contentMargins", at: "0") == "leading: 20.0, trailing: 20.0 for scrollIndicators")
    }

    @Test("§16.3: .defaultScrollAnchor(.center, for: .alignment) centres undersized content; without a role it changes no position")
    func defaultScrollAnchor() throws {
        let centred = try TracedSourceRun("ScrollView { Color.red.frame(width: 100, height: 100) }.defaultScrollAnchor(.center, for: .alignment)")
        // The ScrollView hugs 100 wide at x = 151; the content is centred in its 778: y = 62 + 339.
        #expect(try centred.frame("0.0") == CGRect(x: 151, y: 401, width: 100, height: 100))
        let offsetOnly = try TracedSourceRun("ScrollView { Color.red.frame(width: 100, height: 100) }.defaultScrollAnchor(.bottom)")
        #expect(try offsetOnly.frame("0.0") == CGRect(x: 151, y: 62, width: 100, height: 100))
        #expect(try offsetOnly.attribute("defaultScrollAnchor", at: "0") == "bottom")
    }

    @Test("§16.5: the scroll behaviours are recorded on the node and change no frame")
    func scrollBehaviours() throws {
        let run = try TracedSourceRun("""
        struct Snap: ScrollTargetBehavior {
            func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
        }

        struct Feed: View {
            @State private var position: Int? = 3

            var body: some View {
                VStack(spacing: 0) {
                    ScrollView { Color.red.frame(height: 100).scrollTargetLayout() }
                        .scrollIndicators(.hidden, axes: .vertical)
                        .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
                        .scrollClipDisabled()
                        .scrollBounceBehavior(.basedOnSize)
                        .scrollIndicatorsFlash(onAppear: true)
                        .scrollPosition(id: $position)
                    ScrollView { Color.blue.frame(height: 100) }
                        .scrollTargetBehavior(.paging)
                    ScrollView { Color.green.frame(height: 100) }
                        .scrollTargetBehavior(Snap())
                }
            }
        }
        """)
        #expect(try run.attribute("scrollIndicators", at: "0.0") == "hidden on vertical")
        #expect(try run.attribute("scrollTargetBehavior", at: "0.0") == "viewAligned(always)")
        #expect(try run.attribute("scrollClipDisabled", at: "0.0") == "true")
        #expect(try run.attribute("scrollBounceBehavior", at: "0.0") == "basedOnSize on vertical")
        #expect(try run.attribute("scrollIndicatorsFlash", at: "0.0") == "onAppear: true")
        #expect(try run.attribute("scrollPosition", at: "0.0") == "id: 3, anchor: nil")
        #expect(try run.attribute("scrollTargetLayout", at: "0.0.0") == "true")
        #expect(try run.attribute("scrollTargetBehavior", at: "0.1") == "paging")
        #expect(try run.attribute("scrollTargetBehavior", at: "0.2") == "Snap")
        // Three ScrollViews share 778: 259.333 each.
        let third = CGFloat(778) / 3
        #expect(isClose(try run.frame("0.1"), CGRect(x: 0, y: 62 + third, width: 402, height: third)))
    }

    @Test("§16.5: ScrollViewReader lays out as its content; the proxy's scrollTo can be called and changes nothing")
    func scrollViewReader() throws {
        let run = try TracedSourceRun("""
        ScrollViewReader { proxy in
            let _ = proxy.scrollTo(2, anchor: .bottom)
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<3) { index in
                        Color.red.frame(height: 100).id(index)
                    }
                    Button("Back to top") { proxy.scrollTo(0) }
                }
            }
        }
        """)
        #expect(try run.node("0").kind == "ScrollView")
        #expect(try run.frame("0.0.2") == CGRect(x: 0, y: 262, width: 402, height: 100))
    }

    @Test("Issue 10: a ScrollView in a ScrollView on the same axis is proposed nil there and is its content's height")
    func nestedSameAxis() throws {
        let run = try TracedSourceRun("ScrollView { ScrollView { Color.red.frame(height: 100) } }")
        #expect(try run.proposals("0.0", pass: .sizing) == [proposed(402, nil)])
        #expect(try run.frame("0.0") == CGRect(x: 0, y: 62, width: 402, height: 100))
    }

    @Test("Issue 10: a ScrollView's axes must be an Axis.Set; anything else is a located error")
    func badAxes() throws {
        let error = try #require(sourceError("ScrollView(.diagonal) { Color.red }"))
        #expect(error.diagnostics.first?.line == 1)
        #expect(error.diagnostics.first?.message.contains("diagonal") == true)
    }
}

@Suite("Source: LazyVStack and LazyHStack (spec §17)")
struct LazyStackSourceTests {
    @Test("§17.4(a): a LazyVStack in a ScrollView is as wide as offered (402); a VStack hugs its Text")
    func lazyVersusEager() throws {
        let lazy = try TracedSourceRun("ScrollView { LazyVStack { Text(\"Hello, world.\") } }")
        let text = try lazy.frame("0.0.0")
        #expect(try lazy.frame("0.0") == CGRect(x: 0, y: 62, width: 402, height: text.height))
        #expect(text.minX == (402 - text.width) / 2)
        let eager = try TracedSourceRun("ScrollView { VStack { Text(\"Hello, world.\") } }")
        #expect(try eager.frame("0").width == text.width)
        #expect(try eager.frame("0.0.0").minX == text.minX)
    }

    @Test("§17.4(b): leading alignment and spacing 10: red (0, 0), blue (0, 50) in a 402 × 90 LazyVStack")
    func alignmentAndSpacing() throws {
        let run = try TracedSourceRun("""
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 10) {
                Color.red.frame(width: 100, height: 40)
                Color.blue.frame(width: 200, height: 40)
            }
        }
        """)
        #expect(try run.proposals("0.0.0", pass: .sizing).first == proposed(402, nil))
        #expect(try run.frame("0.0") == CGRect(x: 0, y: 62, width: 402, height: 90))
        #expect(try run.frame("0.0.0") == CGRect(x: 0, y: 62, width: 100, height: 40))
        #expect(try run.frame("0.0.1") == CGRect(x: 0, y: 112, width: 200, height: 40))
    }

    @Test("§17.4(c): without a ScrollView, Colors are proposed (402, nil) → 10 each, 8 apart: the LazyVStack is 402 × 28 at y = 437")
    func colorsWithoutScrollView() throws {
        let run = try TracedSourceRun("LazyVStack { Color.red; Color.blue }")
        #expect(try run.frame("0") == CGRect(x: 0, y: 437, width: 402, height: 28))
        #expect(try run.frame("0.0") == CGRect(x: 0, y: 437, width: 402, height: 10))
        #expect(try run.frame("0.1") == CGRect(x: 0, y: 455, width: 402, height: 10))
    }

    @Test("§17.2: a LazyHStack in a horizontal ScrollView proposes (nil, 778) and is as tall as offered")
    func lazyHStack() throws {
        let run = try TracedSourceRun("""
        ScrollView(.horizontal) {
            LazyHStack(alignment: .top, spacing: 10) {
                Color.red.frame(width: 50)
                Color.blue.frame(width: 60, height: 100)
            }
        }
        """)
        #expect(try run.proposals("0.0.0", pass: .sizing).first == proposed(nil, 778))
        #expect(try run.frame("0.0") == CGRect(x: 0, y: 62, width: 120, height: 778))
        #expect(try run.frame("0.0.0") == CGRect(x: 0, y: 62, width: 50, height: 778))
        #expect(try run.frame("0.0.1") == CGRect(x: 60, y: 62, width: 60, height: 100))
    }

    @Test("§17.3: pinnedViews are recorded as written (an array literal or one member)")
    func pinnedViews() throws {
        let run = try TracedSourceRun("""
        VStack {
            LazyVStack(pinnedViews: [.sectionHeaders, .sectionFooters]) { Color.red }
            LazyHStack(pinnedViews: .sectionFooters) { Color.red }
            LazyVGrid(columns: [GridItem()], pinnedViews: [.sectionHeaders]) { Color.red }
        }
        """)
        #expect(try run.attribute("pinnedViews", at: "0.0") == "sectionHeaders, sectionFooters")
        #expect(try run.attribute("pinnedViews", at: "0.1") == "sectionFooters")
        #expect(try run.attribute("pinnedViews", at: "0.2") == "sectionHeaders")
    }
}

@Suite("Source: Grid and GridRow (spec §18)")
struct GridSourceTests {
    private static let cells = """
        GridRow {
            Color.red.frame(width: 40, height: 20)
            Color.red.frame(width: 60, height: 30)
        }
        GridRow {
            Color.blue.frame(width: 70, height: 10)
            Color.blue.frame(width: 20, height: 25)
        }
    """

    @Test("§18.4(a): columns 70 and 60, rows 30 and 25, 8 apart: a 138 × 63 grid, cells centred in theirs")
    func centredGrid() throws {
        let run = try TracedSourceRun("Grid {\n\(Self.cells)\n}")
        #expect(try run.frame("0") == CGRect(x: 132, y: 419.5, width: 138, height: 63))
        #expect(try run.frame("0.0", in: "0") == CGRect(x: 15, y: 5, width: 40, height: 20))
        #expect(try run.frame("0.1", in: "0") == CGRect(x: 78, y: 0, width: 60, height: 30))
        #expect(try run.frame("0.2", in: "0") == CGRect(x: 0, y: 45.5, width: 70, height: 10))
        #expect(try run.frame("0.3", in: "0") == CGRect(x: 98, y: 38, width: 20, height: 25))
    }

    @Test("§18.4(b): .topLeading with no spacing: 130 × 55, cells at (0, 0), (70, 0), (0, 30), (70, 30)")
    func topLeadingGrid() throws {
        let run = try TracedSourceRun("Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {\n\(Self.cells)\n}")
        #expect(try run.frame("0").size == CGSize(width: 130, height: 55))
        let origins = try (0..<4).map { try run.frame("0.\($0)", in: "0").origin }
        #expect(origins == [CGPoint(x: 0, y: 0), CGPoint(x: 70, y: 0), CGPoint(x: 0, y: 30), CGPoint(x: 70, y: 30)])
    }

    @Test("§18.4(c): a flexible Color column takes 300 − 40 − 8 = 252; with .gridCellUnsizedAxes it sizes nothing and is proposed (0, 20)")
    func flexibleCell() throws {
        let flexible = try TracedSourceRun("""
        Grid {
            GridRow {
                Color.red.frame(width: 40, height: 20)
                Color.green
            }
        }
        .frame(width: 300, height: 100)
        """)
        // The frame is centred: (402 − 300) / 2 = 51, 62 + (778 − 100) / 2 = 401.
        #expect(try flexible.frame("0.0") == CGRect(x: 51, y: 401, width: 300, height: 100))
        #expect(try flexible.frame("0.0.0", in: "0.0") == CGRect(x: 0, y: 40, width: 40, height: 20))
        #expect(try flexible.frame("0.0.1", in: "0.0") == CGRect(x: 48, y: 0, width: 252, height: 100))
        let unsized = try TracedSourceRun("""
        Grid {
            GridRow {
                Color.red.frame(width: 40, height: 20)
                Color.green.gridCellUnsizedAxes([.horizontal, .vertical])
            }
        }
        .frame(width: 300, height: 100)
        """)
        #expect(try unsized.frame("0.0").size == CGSize(width: 48, height: 20))
        #expect(try unsized.proposals("0.0.1", pass: .placement).last == proposed(0, 20))
        #expect(try unsized.attribute("gridCellUnsizedAxes", at: "0.0.1") == "horizontal, vertical")
    }

    @Test("§18.3: GridRow(alignment:), .gridColumnAlignment, .gridCellAnchor and .gridCellColumns, in that order of precedence")
    func cellModifiers() throws {
        let run = try TracedSourceRun("""
        Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 100, height: 10)
                Color.blue.frame(width: 50, height: 10)
            }
            GridRow(alignment: .top) {
                Color.green.frame(width: 40, height: 26).gridColumnAlignment(.trailing)
                Color.yellow.frame(width: 20, height: 20).gridCellAnchor(.bottomTrailing)
            }
            GridRow {
                Color.gray.frame(width: 150, height: 10).gridCellColumns(2)
            }
        }
        """)
        // Columns 100 and 50 (the spanning cell widens none, §18.2), rows 10, 26, 10: 150 × 46.
        #expect(try run.frame("0") == CGRect(origin: rootPosition(150, 46), size: CGSize(width: 150, height: 46)))
        #expect(try run.frame("0.1", in: "0") == CGRect(x: 100, y: 0, width: 50, height: 10))
        // Green: trailing in its 100-point column (x = 60), at the top of its 26-point row.
        #expect(try run.frame("0.2", in: "0") == CGRect(x: 60, y: 10, width: 40, height: 26))
        // Yellow: its anchor puts it in the bottom-trailing corner of (100, 10, 50, 26).
        #expect(try run.frame("0.3", in: "0") == CGRect(x: 130, y: 16, width: 20, height: 20))
        // Gray spans both columns: proposed 100 + 50.
        #expect(try run.frame("0.4", in: "0") == CGRect(x: 0, y: 36, width: 150, height: 10))
        #expect(try run.attribute("gridCellColumns", at: "0.4") == "2")
        #expect(try run.attribute("gridColumnAlignment", at: "0.2") == "trailing")
        #expect(try run.attribute("gridCellAnchor", at: "0.3") == "bottomTrailing")
    }

    @Test("§18.1: a view outside a GridRow spans every column (the WWDC leaderboard's Divider)")
    func dividerRow() throws {
        let run = try TracedSourceRun("""
        Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 30, height: 10)
                Color.blue.frame(width: 50, height: 10)
            }
            Divider()
        }
        """)
        // Issue 33 rule 1: the flexible Divider takes the width the Grid is offered (Apple,
        // https://developer.apple.com/documentation/swiftui/view/gridcellunsizedaxes(_:));
        // .gridCellUnsizedAxes(.horizontal) keeps it to the columns' 30 + 10 + 50.
        #expect(try run.frame("0.2", in: "0").width == 402)
        let unsized = try TracedSourceRun("""
        Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 30, height: 10)
                Color.blue.frame(width: 50, height: 10)
            }
            Divider().gridCellUnsizedAxes(.horizontal)
        }
        """)
        #expect(try unsized.frame("0.2", in: "0").width == 30 + 10 + 50)
    }

    /// Issue 33's acceptance case for rule 1 through the front end: Apple's merged-cell example
    /// (https://developer.apple.com/documentation/swiftui/view/gridcellanchor(_:), "Anchor
    /// alignment for merged cells", figure View-gridCellAnchor-3-iOS: red squares fill their
    /// cells; the blue square is "centered in the merged cell").
    @Test("Examples/containers/grid-merged-cell.swift (Apple's gridCellAnchor(_:) merged cell): the blue square centred in the 121 × 60 cell its two 60-point columns make")
    func appleMergedCell() throws {
        let run = try TracedSourceRun(try Repository.example("containers/grid-merged-cell"))
        #expect(try run.frame("0") == CGRect(x: 110, y: 390.5, width: 182, height: 121))
        #expect(try run.frame("0.2", in: "0") == CGRect(x: 122, y: 0, width: 60, height: 60))
        #expect(try run.frame("0.4", in: "0") == CGRect(x: 116.5, y: 86, width: 10, height: 10))
        #expect(try run.attribute("gridCellColumns", at: "0.4") == "2")
    }

    @Test("Issue 10: an empty Grid is 0 × 0, centred; a cell spanning no columns is diagnosed, not a crash")
    func emptyGrid() throws {
        let empty = try TracedSourceRun("Grid {}")
        #expect(try empty.frame("0") == CGRect(x: 201, y: 451, width: 0, height: 0))
        let negative = try TracedSourceRun("Grid { GridRow { Color.red.frame(width: 10, height: 10).gridCellColumns(-3) } }")
        #expect(negative.result.diagnostics.contains { $0.contains("gridCellColumns(-3)") })
    }
}

@Suite("Source: LazyVGrid, LazyHGrid and GridItem (spec §19)")
struct LazyGridSourceTests {
    @Test("§19.4(a): fixed 70 then adaptive(40) in 200: 192 − 70 = 122 holds two 57-point tracks; columns at 0, 78, 143")
    func fixedAndAdaptive() throws {
        let run = try TracedSourceRun("""
        LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
            ForEach(0..<6) { _ in Color.red.frame(height: 20) }
        }
        .frame(width: 200)
        """)
        let expected: [CGRect] = [
            CGRect(x: 0, y: 0, width: 70, height: 20), CGRect(x: 78, y: 0, width: 57, height: 20),
            CGRect(x: 143, y: 0, width: 57, height: 20), CGRect(x: 0, y: 28, width: 70, height: 20),
        ]
        for (index, frame) in expected.enumerated() { #expect(try run.frame("0.0.\(index)", in: "0.0") == frame) }
    }

    @Test("§19.4(b): flexible minima 100 and 180 in 300: the grid reports 334, is centred 17 left, and re-splits 326 into 163 and 180")
    func flexibleMinima() throws {
        let run = try TracedSourceRun("""
        LazyVGrid(columns: [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))]) {
            Color.red.frame(height: 10)
            Color.blue.frame(height: 10)
        }
        .frame(width: 300)
        """)
        #expect(try run.frame("0.0").minX == 51 - 17)
        #expect(try run.frame("0.0").width == 334)
        #expect(try run.frame("0.0.0", in: "0.0") == CGRect(x: 0, y: 0, width: 163, height: 10))
        #expect(try run.frame("0.0.1", in: "0.0") == CGRect(x: 171, y: 0, width: 180, height: 10))
    }

    @Test("§19.4(c): two adaptive items in 300 get 146 each: two tracks of 69 and three of 43.333")
    func twoAdaptive() throws {
        let run = try TracedSourceRun("""
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 50, maximum: 100)), GridItem(.adaptive(minimum: 40, maximum: 100))]) {
            ForEach(0..<5) { _ in Color.red.frame(height: 10) }
        }
        .frame(width: 300)
        """)
        let frames = try (0..<5).map { try run.frame("0.0.\($0)", in: "0.0") }
        let third: CGFloat = 130.0 / 3
        #expect(zip(frames.map(\.width), [69, 69, third, third, third]).allSatisfy { isClose($0, $1, within: 1e-9) })
        // Inside an item its tracks are its spacing (8) apart; the second item starts at 146 + 8.
        let expected: [CGFloat] = [0, 77, 154, 154 + third + 8, 154 + 2 * (third + 8)]
        #expect(zip(frames.map(\.minX), expected).allSatisfy { isClose($0, $1, within: 1e-9) })
    }

    @Test("§19.4(d): two default columns of 197, rows of 60 with spacing 10: five items at (0, 0), (205, 0), (0, 70), (205, 70), (0, 140)")
    func twoColumnsInScrollView() throws {
        let run = try TracedSourceRun("""
        ScrollView {
            LazyVGrid(columns: [GridItem(), GridItem()], spacing: 10) {
                ForEach(0..<5) { _ in Color.red.frame(height: 60) }
            }
        }
        """)
        #expect(try run.frame("0.0") == CGRect(x: 0, y: 62, width: 402, height: 200))
        let origins: [CGPoint] = [CGPoint(x: 0, y: 0), CGPoint(x: 205, y: 0), CGPoint(x: 0, y: 70), CGPoint(x: 205, y: 70), CGPoint(x: 0, y: 140)]
        for (index, origin) in origins.enumerated() {
            #expect(try run.frame("0.0.\(index)", in: "0.0") == CGRect(origin: origin, size: CGSize(width: 197, height: 60)))
        }
    }

    @Test("§19.1: GridItem's defaults come from the engine: flexible(minimum: 10, maximum: ∞), adaptive's maximum ∞")
    func gridItemDefaults() throws {
        let run = try TracedSourceRun("""
        LazyVGrid(columns: [GridItem(), GridItem(.flexible(maximum: 50)), GridItem(.adaptive(minimum: 30), spacing: 4, alignment: .leading)]) {
            Color.red
        }
        """)
        #expect(try run.attribute("columns", at: "0") == "GridItem(.flexible(minimum: 10.0, maximum: inf)), "
                + "GridItem(.flexible(minimum: 10.0, maximum: 50.0)), GridItem(.adaptive(minimum: 30.0, maximum: inf), spacing: 4.0, alignment: .leading)")
    }

    @Test("§19.3: a GridItem's alignment places its views in their cells; a variable GridItem can be changed")
    func gridItemAlignment() throws {
        let run = try TracedSourceRun("""
        var item = GridItem(.fixed(100))
        item.alignment = .leading
        item.spacing = 0
        LazyVGrid(columns: [item, GridItem(.fixed(100))]) {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(width: 40, height: 10)
        }
        """)
        // The tracks start at the grid's leading edge (§19.3): 0 and 100 (spacing 0 after the first).
        #expect(try run.frame("0.0", in: "0").minX == 0)
        #expect(try run.frame("0.1", in: "0").minX == 100 + 30)
    }

    @Test("§19.2: LazyHGrid: two fixed 40-point rows 8 apart fill top to bottom, columns 12 apart")
    func lazyHGrid() throws {
        let run = try TracedSourceRun("""
        ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 12) {
                ForEach(0..<3) { _ in Color.red.frame(width: 30) }
            }
        }
        .frame(height: 88)
        """)
        #expect(try run.frame("0.0.0").height == 88)
        #expect(try run.frame("0.0.0.0", in: "0.0.0") == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(try run.frame("0.0.0.1", in: "0.0.0") == CGRect(x: 0, y: 48, width: 30, height: 40))
        #expect(try run.frame("0.0.0.2", in: "0.0.0") == CGRect(x: 42, y: 0, width: 30, height: 40))
    }

    @Test("Issue 10: negative, NaN or contradictory GridItem bounds and an empty column list are diagnosed, never a crash")
    func badGridItems() throws {
        let negative = try TracedSourceRun("LazyVGrid(columns: [GridItem(.adaptive(minimum: -20))]) { Color.red.frame(height: 10) }")
        #expect(negative.result.diagnostics.contains("GridItem minimum -20.0 is not a finite length of at least 0; using 0"))
        let contradictory = try TracedSourceRun("LazyVGrid(columns: [GridItem(.flexible(minimum: 50, maximum: 10)), GridItem(.fixed(.nan))]) { Color.red }")
        #expect(contradictory.result.diagnostics.contains("GridItem maximum 10.0 is below its minimum 50.0; using the minimum"))
        let empty = try TracedSourceRun("LazyVGrid(columns: []) { Color.red }")
        #expect(empty.result.diagnostics.contains("LazyVGrid has no columns; its views are not shown"))
        let notItems = try #require(sourceError("LazyVGrid(columns: [1, 2]) { Color.red }"))
        #expect(notItems.diagnostics.first?.column == 20)
    }
}

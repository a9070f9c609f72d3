import Foundation
import Testing
@testable import LayoutLab

@Suite("Grid and GridRow (spec §18)")
struct GridTests {
    /// §18.4(a)'s grid: fixed frames, which answer the same to every proposal.
    static func fixedGrid(alignment: Alignment = .center, spacing: CGFloat? = nil) -> some View {
        Grid(alignment: alignment, horizontalSpacing: spacing, verticalSpacing: spacing) {
            GridRow {
                Color.red.frame(width: 40, height: 20)
                Color.red.frame(width: 60, height: 30)
            }
            GridRow {
                Color.blue.frame(width: 70, height: 10)
                Color.blue.frame(width: 20, height: 25)
            }
        }
    }

    // Paths: the Grid is 0; GridRow adds no node, so its cells are 0.0 … 0.3 in reading order.

    @Test("§18.4(a): columns 70 and 60, rows 30 and 25, spacing 8: a 138 × 63 grid with its cells centred")
    func fixedCells() throws {
        let trace = try LaidOut(Self.fixedGrid())
        #expect(try trace.frame("0") == CGRect(x: 132, y: 419.5, width: 138, height: 63))
        #expect(try trace.frame("0.0", in: "0") == CGRect(x: 15, y: 5, width: 40, height: 20))
        #expect(try trace.frame("0.1", in: "0") == CGRect(x: 78, y: 0, width: 60, height: 30))
        #expect(try trace.frame("0.2", in: "0") == CGRect(x: 0, y: 45.5, width: 70, height: 10))
        #expect(try trace.frame("0.3", in: "0") == CGRect(x: 98, y: 38, width: 20, height: 25))
        // §18.3 — each cell is placed with its column width × row height.
        #expect(try trace.proposals("0.0", pass: .placement) == [proposal(70, 30)])
        #expect(try trace.proposals("0.1", pass: .placement) == [proposal(60, 30)])
        #expect(try trace.proposals("0.2", pass: .placement) == [proposal(70, 25)])
        #expect(try trace.proposals("0.3", pass: .placement) == [proposal(60, 25)])
        #expect(try trace.tree[trace.id("0.1")].attributes.contains(NodeAttribute("gridRow", "1")))
    }

    @Test("§18.4(b): top-leading alignment and no spacing: 130 × 55, cells at the corners of their rectangles")
    func topLeadingNoSpacing() throws {
        let trace = try LaidOut(Self.fixedGrid(alignment: .topLeading, spacing: 0))
        #expect(try trace.frame("0")?.size == CGSize(width: 130, height: 55))
        #expect(try trace.frame("0.0", in: "0").origin == CGPoint(x: 0, y: 0))
        #expect(try trace.frame("0.1", in: "0").origin == CGPoint(x: 70, y: 0))
        #expect(try trace.frame("0.2", in: "0").origin == CGPoint(x: 0, y: 30))
        #expect(try trace.frame("0.3", in: "0").origin == CGPoint(x: 70, y: 30))
    }

    /// §18.4(c)'s grid, proposed (300, 100): a fixed cell beside a Color.
    static func flexibleRow(unsizedAxes: Axis.Set) throws -> LaidOut {
        try LaidOut(Grid {
            GridRow {
                Color.red.frame(width: 40, height: 20)
                Color.green.gridCellUnsizedAxes(unsizedAxes)
            }
        }, configuration: LayoutConfiguration(rootProposal: proposal(300, 100)))
    }

    @Test("§18.4(c): a flexible Color takes the width and height the grid is offered (UNCERTAIN model, §18.2)")
    func flexibleCell() throws {
        let trace = try Self.flexibleRow(unsizedAxes: [])
        #expect(try trace.reports("0").last == CGSize(width: 300, height: 100))
        #expect(try trace.frame("0.0", in: "0") == CGRect(x: 0, y: 40, width: 40, height: 20))
        #expect(try trace.frame("0.1", in: "0") == CGRect(x: 48, y: 0, width: 252, height: 100))
        // Column 1 is offered what the fixed column and the spacing leave: 300 − 40 − 8.
        #expect(try trace.proposals("0.1", pass: .sizing).contains(proposal(252, 100)))
    }

    @Test("§18.4(c): with gridCellUnsizedAxes the Color sizes nothing and is proposed the tracks the others made")
    func unsizedCell() throws {
        let trace = try Self.flexibleRow(unsizedAxes: [.horizontal, .vertical])
        #expect(try trace.reports("0").last == CGSize(width: 48, height: 20))
        #expect(try trace.proposals("0.1") == [proposal(0, 20)])
        #expect(try trace.frame("0.1", in: "0") == CGRect(x: 48, y: 0, width: 0, height: 20))
    }

    @Test("§18.2: under fixedSize every cell is proposed (nil, nil) once, in order")
    func idealSizing() throws {
        let trace = try LaidOut(Grid {
            GridRow { Color.red; Text("Hi") }
            GridRow { Color.blue.frame(width: 30, height: 5) }
        }.fixedSize())
        for path in ["0.0.0", "0.0.1", "0.0.2"] {
            #expect(try trace.proposals(path, pass: .sizing).first == proposal(nil, nil))
        }
        let text = try #require(try trace.reports("0.0.1").first)
        // Columns: max(10, 30) and the Text's width; rows: max(10, text height) and 5.
        #expect(try trace.reports("0.0").first == CGSize(width: 30 + 8 + text.width, height: max(10, text.height) + 8 + 5))
    }

    /// The Divider row of Apple's `gridCellUnsizedAxes(_:)` page, with fixed cells:
    /// https://developer.apple.com/documentation/swiftui/view/gridcellunsizedaxes(_:)
    static func dividerGrid(unsized: Axis.Set) -> some View {
        Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 50, height: 10)
                Color.red.frame(width: 70, height: 10)
                Color.red.frame(width: 30, height: 10)
            }
            Divider().gridCellUnsizedAxes(unsized)
            GridRow { Color.blue.frame(width: 20, height: 10) }
        }
    }

    @Test("Issue 33 rule 1: a Divider outside any GridRow takes the width the Grid is offered, shared by the columns (Apple: gridCellUnsizedAxes(_:))")
    func fullWidthRow() throws {
        let trace = try LaidOut(Self.dividerGrid(unsized: []))
        // Columns 50, 70, 30 and two spacings of 10 make 170; the Divider, probed at 0 and ∞,
        // is flexible and takes the 402 offered: 232 more, 77.333 to each column.
        // (77.333 is not exact in binary: the sums are compared within a thousandth.)
        #expect(try abs(trace.frame("0")!.width - 402) < 0.001)
        #expect(try trace.proposals("0.3", pass: .sizing).contains(proposal(0, 778)))
        #expect(try trace.proposals("0.3", pass: .sizing).contains(proposal(.infinity, 778)))
        #expect(try abs(trace.frame("0.3", in: "0").width - 402) < 0.001)
        #expect(try trace.frame("0.3", in: "0").minY == 10)
        // The short row's cell is centred in column 0, now 50 + 232 / 3 wide.
        #expect(try abs(trace.frame("0.4", in: "0").minX - (50 + 232.0 / 3 - 20) / 2) < 0.001)
    }

    @Test("Issue 33 rule 1: .gridCellUnsizedAxes(.horizontal) keeps the Divider from sizing the Grid: 170 wide (Apple: gridCellUnsizedAxes(_:))")
    func unsizedFullWidthRow() throws {
        let trace = try LaidOut(Self.dividerGrid(unsized: .horizontal))
        #expect(try trace.frame("0")?.width == 170)
        #expect(try trace.proposals("0.3", pass: .placement).first?.width == 170)
        #expect(try trace.frame("0.3", in: "0") == CGRect(x: 0, y: 10, width: 170, height: 1.0 / 3))
        #expect(try trace.frame("0.4", in: "0").minX == 15)
    }

    /// Apple's gridCellAnchor(_:) page, "Anchor alignment for merged cells" (code and figure
    /// View-gridCellAnchor-3-iOS): https://developer.apple.com/documentation/swiftui/view/gridcellanchor(_:)
    static func appleMergedCellGrid(alignment: Alignment = .center, firstSpannedColumn: HorizontalAlignment? = nil) -> some View {
        Grid(alignment: alignment, horizontalSpacing: 1, verticalSpacing: 1) {
            GridRow {
                Color.red.frame(width: 60, height: 60)
                Color.red.frame(width: 60, height: 60).gridColumnAlignment(firstSpannedColumn ?? alignment.horizontal)
                Color.red.frame(width: 60, height: 60)
            }
            GridRow {
                Color.red.frame(width: 60, height: 60)
                Color.blue.frame(width: 10, height: 10).gridCellColumns(2)
            }
        }
    }

    /// Issue 33's acceptance case for rule 1: a gridCellColumns(2) cell over two columns of
    /// fixed-width cells, as Apple's page shows it. The figure's description: "The cells in the
    /// top row and left-most column are each completely filled with a red rectangle" (the
    /// columns stay 60: the 10-point square fits and widens nothing) and "The other two cells
    /// are merged into a single cell that contains a small blue square that's centered in the
    /// merged cell" (the grid's .center becomes the .center unit point of the 121 × 60 cell).
    @Test("Issue 33 rule 1, Apple's gridCellAnchor(_:) merged cell: 60-point columns 1 apart, the 10-point square centred in the merged 121 × 60 cell at (116.5, 86)")
    func appleMergedCell() throws {
        let trace = try LaidOut(Self.appleMergedCellGrid())
        #expect(try trace.frame("0") == CGRect(x: 110, y: 390.5, width: 182, height: 121))
        for (index, x) in [0, 61, 122, 0].enumerated() {
            #expect(try trace.frame("0.\(index)", in: "0") == CGRect(x: CGFloat(x), y: index < 3 ? 0 : 61, width: 60, height: 60))
        }
        #expect(try trace.proposals("0.4", pass: .placement) == [proposal(121, 60)])
        // Centred in the merged cell at (61, 61): 61 + (121 − 10) / 2 and 61 + (60 − 10) / 2.
        #expect(try trace.frame("0.4", in: "0") == CGRect(x: 116.5, y: 86, width: 10, height: 10))
        // Apple: "the grid automatically converts its vertical and horizontal alignment guides to
        // the unit point equivalent for the merged cell": .bottomTrailing is its cell's corner.
        let corner = try LaidOut(Self.appleMergedCellGrid(alignment: .bottomTrailing))
        #expect(try corner.frame("0.4", in: "0") == CGRect(x: 61 + 111, y: 61 + 50, width: 10, height: 10))
        // "Each column has its own horizontal guide, and it isn't clear which of these a cell
        // that spans multiple columns should align with": the first spanned column's .leading
        // moves its own cells, not the merged one, which follows the grid's .center.
        let leadingColumn = try LaidOut(Self.appleMergedCellGrid(firstSpannedColumn: .leading))
        #expect(try leadingColumn.frame("0.4", in: "0").minX == 116.5)
    }

    /// A wider spanning cell: no public source shows its frames (`GridComputer.widenForSpanningCells`
    /// says what was searched): the 200 is what the spanning cell needs (Apple's
    /// gridCellColumns(_:) page: the cell occupies the columns it spans); the split of the 82
    /// into 41 and 41 is the UNCERTAIN choice (spec §18.2).
    @Test("Issue 33 rule 1: a 200-wide cell spanning two fixed columns (50, 60) widens each by half of the 82 it needs beyond 118; a span below 1 is diagnosed")
    func spanningCell() throws {
        // Apple, gridCellColumns(_:): https://developer.apple.com/documentation/swiftui/view/gridcellcolumns(_:)
        // (the cell occupies the columns it spans). The equal split is UNCERTAIN (spec §18.2).
        let trace = try LaidOut(Grid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 8) {
            GridRow {
                Color.red.frame(width: 50, height: 10)
                Color.red.frame(width: 60, height: 10)
            }
            GridRow { Color.blue.frame(width: 200, height: 10).gridCellColumns(2) }
            GridRow { Color.green.frame(width: 10, height: 10).gridCellColumns(0) }
        })
        #expect(try trace.frame("0")?.width == 200)
        // Columns 91 and 101: the second red cell is leading in its column at 91 + 8.
        #expect(try trace.frame("0.1", in: "0") == CGRect(x: 99, y: 0, width: 60, height: 10))
        #expect(try trace.proposals("0.2", pass: .placement) == [proposal(200, 10)])
        // The spanning cell's probes at 0 and ∞ are in the trace.
        #expect(try trace.proposals("0.2", pass: .sizing).contains(proposal(0, 778)))
        #expect(try trace.proposals("0.2", pass: .sizing).contains(proposal(.infinity, 778)))
        #expect(trace.result.diagnostics.contains { $0.contains("gridCellColumns(0)") })
    }

    // Issue 33 rule 1 has no published frames (GridComputer.widenForSpanningCells says what was
    // searched), so the tests below check the rule against itself, not against a device: what a
    // spanning cell needs is exactly what its columns and spacings come to, a cell that fits
    // changes nothing, and the ideal and the concrete proposals agree on fixed cells.

    /// Two fixed columns (50, 60, 8 apart) and one cell spanning both.
    static func spannedGrid(spanning width: CGFloat) -> some View {
        Grid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 8) {
            GridRow {
                Color.red.frame(width: 50, height: 10)
                Color.red.frame(width: 60, height: 10)
            }
            GridRow { Color.blue.frame(width: width, height: 10).gridCellColumns(2) }
        }
    }

    @Test("Issue 33 rule 1 (consistency): a spanning cell narrower than its columns widens nothing; one wider is given exactly its width")
    func spanningCellNeedsExactly() throws {
        let fits = try LaidOut(Self.spannedGrid(spanning: 100))
        #expect(try fits.frame("0")?.width == 118)
        #expect(try fits.frame("0.1", in: "0").minX == 58)
        // Placed in its columns' 118, the 100-wide cell keeps its width (leading-aligned).
        #expect(try fits.proposals("0.2", pass: .placement) == [proposal(118, 10)])
        for need: CGFloat in [119, 200, 402] {
            let wide = try LaidOut(Self.spannedGrid(spanning: need))
            // Σ columns + the spacing is the cell's width: nothing lost, nothing added.
            #expect(try wide.frame("0")?.width == need)
            #expect(try wide.proposals("0.2", pass: .placement) == [proposal(need, 10)])
            // Each column grew by the same share: the second starts at 50 + share + 8.
            #expect(try wide.frame("0.1", in: "0").minX == 50 + (need - 118) / 2 + 8)
        }
    }

    @Test("Issue 33 rule 1 (consistency): under fixedSize (ideal proposals) the spanning cell widens the columns as under the window's proposal")
    func spanningCellIdeal() throws {
        let concrete = try LaidOut(Self.spannedGrid(spanning: 200))
        let ideal = try LaidOut(Self.spannedGrid(spanning: 200).fixedSize())
        #expect(try ideal.proposals("0.0.2", pass: .sizing).allSatisfy { $0 == proposal(nil, nil) })
        #expect(try ideal.reports("0.0").first == concrete.reports("0").first)
        #expect(try ideal.frame("0.0.1", in: "0.0") == concrete.frame("0.1", in: "0"))
    }

    @Test("Issue 33 rule 1 (consistency): spanning cells widen in order; a later one sees the columns an earlier one widened")
    func spanningCellsInOrder() throws {
        let trace = try LaidOut(Grid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 50, height: 10)
                Color.red.frame(width: 60, height: 10)
                Color.red.frame(width: 40, height: 10)
            }
            GridRow { Color.blue.frame(width: 200, height: 10).gridCellColumns(2) }
            GridRow {
                Color.clear.frame(width: 10, height: 10)
                Color.green.frame(width: 150, height: 10).gridCellColumns(2)
            }
        })
        // Blue: 200 over 50 + 8 + 60 widens columns 0 and 1 by 41 (91, 101). Green: 150 over
        // 101 + 8 + 40 = 149 widens columns 1 and 2 by 0.5 (101.5, 40.5).
        #expect(try trace.frame("0")?.width == 91 + 8 + 101.5 + 8 + 40.5)
        #expect(try trace.frame("0.2", in: "0").minX == 91 + 8 + 101.5 + 8)
        #expect(try trace.proposals("0.3", pass: .placement) == [proposal(91 + 8 + 101.5, 10)])
        #expect(try trace.proposals("0.5", pass: .placement) == [proposal(150, 10)])
    }

    @Test("Issue 33 rule 1: a flexible cell spanning a column no single cell reaches gets the Grid's remaining width, not the 8 of a spacing")
    func spanningIntoEmptyColumn() throws {
        let trace = try LaidOut(Grid(horizontalSpacing: 8, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 50, height: 10)
                Color.blue.frame(height: 10).gridCellColumns(2)
            }
            GridRow { Color.green.frame(width: 50, height: 10) }
        }, configuration: LayoutConfiguration(rootProposal: proposal(300, 100)))
        // Columns 50, then 0 and 0 with spacings 8 and 8: the blue cell takes the 242 left.
        #expect(try trace.frame("0")?.width == 300)
        #expect(try trace.frame("0.1", in: "0") == CGRect(x: 58, y: 0, width: 242, height: 10))
    }

    @Test("Issue 14: a cell spanning 1 << 62 columns spans GridCellColumnsRule.maximum, with a warning (it allocated a track per column and crashed)")
    func hugeSpan() throws {
        let trace = try LaidOut(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 50, height: 10).gridCellColumns(1 << 62)
                Color.blue.frame(width: 60, height: 10)
            }
        })
        #expect(trace.result.diagnostics.contains(
            "gridCellColumns(4611686018427387904): a cell spans at most 100000 columns in LayoutLab; using 100000"))
        // Issue 33 rule 1: the spanning cell's 50 is shared by its 100,000 columns (0 wide
        // before), so the grid is 50 + 60; the blue cell starts where the span ends.
        #expect(try abs(trace.frame("0")!.width - 110) < 0.001)
        #expect(try abs(trace.frame("0.1", in: "0").minX - 50) < 0.001)
        #expect(try abs(trace.frame("0.0", in: "0").minX) < 0.001)
    }

    @Test("§18.3: the column's alignment overrides the Grid's, the cell's anchor overrides both; GridRow(alignment:) sets a row's")
    func alignmentPrecedence() throws {
        let trace = try LaidOut(Grid(alignment: .center, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow(alignment: .bottom) {
                Color.red.frame(width: 100, height: 40)
                Color.red.frame(width: 100, height: 30)
            }
            GridRow {
                Color.blue.frame(width: 20, height: 10).gridColumnAlignment(.trailing)
                Color.blue.frame(width: 20, height: 10).gridCellAnchor(.topLeading)
            }
            GridRow {
                Color.green.frame(width: 20, height: 10)
                Color.green.frame(width: 20, height: 20)
            }
        })
        // Columns 100 and 100; rows 40, 10 and 20; no spacing.
        #expect(try trace.frame("0.1", in: "0").origin == CGPoint(x: 100, y: 10))
        #expect(try trace.frame("0.2", in: "0").origin == CGPoint(x: 80, y: 40))
        #expect(try trace.frame("0.3", in: "0").origin == CGPoint(x: 100, y: 40))
        // Column 0 is trailing-aligned in every row; the last row is centred vertically.
        #expect(try trace.frame("0.4", in: "0").origin == CGPoint(x: 80, y: 55))
        #expect(try trace.frame("0.5", in: "0").origin == CGPoint(x: 140, y: 50))
    }

    @Test("§18.3: GridRow(alignment: .firstTextBaseline) lines the cells' baselines up across the row")
    func baselineRow() throws {
        let trace = try LaidOut(Grid {
            GridRow(alignment: .firstTextBaseline) {
                Text("Small")
                Text("Large").font(.largeTitle)
            }
        })
        let small = try #require(try trace.frame("0.0")), large = try #require(try trace.frame("0.1"))
        // Both baselines on one line: the smaller text sits lower than its row's top.
        #expect(small.minY > large.minY)
        #expect(small.maxY < large.maxY)
    }

    /// Apple's gridCellColumns(_:) page: "the grid changes the merged cell to use anchor
    /// alignment, rather than the usual alignment guides". A merged cell in a baseline row is
    /// therefore not lined up by its baseline and does not move the row's line; UNCERTAIN which
    /// unit point a baseline converts to (GridComputer.placementAnchor(of:) takes the bottom, the
    /// baseline of a view with no text).
    @Test("Issue 33 rule 1: a merged cell in a .firstTextBaseline row is placed by an anchor (the bottom), not by its baseline")
    func mergedCellInBaselineRow() throws {
        let trace = try LaidOut(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 20, height: 10)
                Color.red.frame(width: 20, height: 10)
                Color.red.frame(width: 20, height: 10)
            }
            GridRow(alignment: .firstTextBaseline) {
                Color.green.frame(width: 20, height: 40).alignmentGuide(.firstTextBaseline) { _ in 30 }
                Color.blue.frame(width: 10, height: 10).alignmentGuide(.firstTextBaseline) { _ in 5 }.gridCellColumns(2)
            }
        })
        // The green cell alone sets the row's baseline: it stays at the row's top.
        #expect(try trace.frame("0.3", in: "0").minY == 10)
        // Lined up by baselines the blue square would sit at 10 + 30 − 5; anchored at the bottom
        // of its 40-point row, centred across its 40-point span, it is at (20 + 15, 10 + 30).
        #expect(try trace.frame("0.4", in: "0").origin == CGPoint(x: 35, y: 40))
    }

    @Test("§18.1: nil spacing is the largest preferred distance on each boundary: 8 between plain views")
    func nilSpacing() throws {
        let trace = try LaidOut(Self.fixedGrid())
        #expect(try trace.frame("0.1", in: "0").minX == 78)
        #expect(try trace.frame("0.3", in: "0").minY == 38)
    }

    @Test("An empty Grid, a Grid of empty rows and a GridRow outside a Grid do not crash")
    func degenerate() throws {
        let empty = try LaidOut(Grid { EmptyView() })
        #expect(empty.result.rootSize == .zero)
        let emptyRows = try LaidOut(Grid { GridRow { EmptyView() }; GridRow { EmptyView() } })
        #expect(emptyRows.result.rootSize == .zero)
        let loose = try LaidOut(VStack(spacing: 0) {
            GridRow { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }
        })
        #expect(try loose.frame("0.1", in: "0").origin == CGPoint(x: 0, y: 10))
        let onlyFullWidth = try LaidOut(Grid { Text("Alone") })
        #expect(try onlyFullWidth.frame("0.0")?.size == onlyFullWidth.frame("0")?.size)
    }

    @Test("§18.2: in a vertical ScrollView (width proposed, height nil) rows take their ideal heights")
    func inScrollView() throws {
        let trace = try LaidOut(ScrollView {
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow { Color.red.frame(height: 30); Color.blue.frame(width: 100, height: 20) }
            }
        })
        // The Color column takes what the fixed column leaves: 402 − 100.
        #expect(try trace.frame("0.0.0", in: "0.0") == CGRect(x: 0, y: 0, width: 302, height: 30))
        #expect(try trace.frame("0.0.1", in: "0.0") == CGRect(x: 302, y: 5, width: 100, height: 20))
    }
}

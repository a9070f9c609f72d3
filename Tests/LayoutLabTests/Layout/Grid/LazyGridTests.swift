import Foundation
import Testing
@testable import LayoutLab

@Suite("LazyVGrid and LazyHGrid (spec §19)")
struct LazyGridTests {
    /// The global frames of a grid's views, relative to the grid.
    static func cells(_ trace: LaidOut, grid: String, count: Int) throws -> [CGRect] {
        try (0..<count).map { try trace.frame("\(grid).\($0)", in: grid) }
    }

    @Test("§19.4(a): a fixed column, then an adaptive one holding two tracks of 57 in 122")
    func fixedAndAdaptive() throws {
        let trace = try LaidOut(LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
            ForEach(0..<6) { _ in Color.red }
        }.frame(width: 200))
        let cells = try Self.cells(trace, grid: "0.0", count: 6)
        #expect(cells.prefix(3).map(\.minX) == [0, 78, 143])
        #expect(cells.prefix(3).map(\.width) == [70, 57, 57])
        // Three views per row; the second row starts below the first (Color rows are 10 tall).
        #expect(cells[3].origin == CGPoint(x: 0, y: 18))
        #expect(try trace.proposals("0.0.1", pass: .sizing) == [proposal(57, nil)])
        #expect(try trace.proposals("0.0.1", pass: .placement) == [proposal(57, 10)])
    }

    @Test("§19.4(b): two flexible columns overflow 300 to 334 in sizing; placement recomputes them at 334 (163 and 180)")
    func flexibleOverflow() throws {
        let trace = try LaidOut(LazyVGrid(columns: [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))]) {
            Color.red
            Color.blue
        }.frame(width: 300))
        #expect(try trace.reports("0.0").first == CGSize(width: 334, height: 10))
        // Sizing: 300 − 8 = 292; the first column offered 146 takes it, the second takes its 180.
        #expect(try trace.proposals("0.0.0", pass: .sizing) == [proposal(146, nil)])
        #expect(try trace.proposals("0.0.1", pass: .sizing) == [proposal(180, nil)])
        // The 334-wide grid is centred in the 300-wide frame: 17 points to the left.
        #expect(try trace.frame("0.0", in: "0").minX == -17)
        // Placement: 326 / 2 = 163, then 180: the rows are measured again, then the views placed.
        #expect(try trace.proposals("0.0.0", pass: .placement) == [proposal(163, nil), proposal(163, 10)])
        #expect(try trace.proposals("0.0.1", pass: .placement) == [proposal(180, nil), proposal(180, 10)])
        let cells = try Self.cells(trace, grid: "0.0", count: 2)
        #expect(cells == [CGRect(x: 0, y: 0, width: 163, height: 10), CGRect(x: 171, y: 0, width: 180, height: 10)])
    }

    @Test("§19.4(c): two adaptive columns of 146: two tracks of 69 and three of 43.333, five views a row")
    func twoAdaptive() throws {
        let trace = try LaidOut(LazyVGrid(columns: [
            GridItem(.adaptive(minimum: 50, maximum: 100)), GridItem(.adaptive(minimum: 40, maximum: 100)),
        ]) {
            ForEach(0..<6) { _ in Color.red }
        }.frame(width: 300))
        #expect(try trace.reports("0.0").first?.width == 300)
        let cells = try Self.cells(trace, grid: "0.0", count: 6)
        #expect(cells.prefix(2).map(\.width) == [69, 69])
        #expect(cells[2...4].allSatisfy { close($0.width, 130.0 / 3) })
        let starts: [CGFloat] = [0, 77, 154, 154 + 130.0 / 3 + 8, 154 + 2 * (130.0 / 3 + 8)]
        #expect(zip(cells.prefix(5).map(\.minX), starts).allSatisfy { close($0, $1) })
        #expect(cells[5].origin == CGPoint(x: 0, y: 18))
    }

    @Test("§19.4(d): two flexible columns in a ScrollView: 197 wide, rows 60 tall 10 apart")
    func inScrollView() throws {
        let trace = try LaidOut(ScrollView {
            LazyVGrid(columns: [GridItem(), GridItem()], spacing: 10) {
                ForEach(0..<5) { _ in Color.red.frame(height: 60) }
            }
        })
        for index in 0..<5 {
            #expect(try trace.proposals("0.0.\(index)", pass: .sizing) == [proposal(197, nil)])
        }
        #expect(try trace.reports("0.0").first == CGSize(width: 402, height: 200))
        let cells = try Self.cells(trace, grid: "0.0", count: 5)
        #expect(cells.map(\.origin) == [
            CGPoint(x: 0, y: 0), CGPoint(x: 205, y: 0), CGPoint(x: 0, y: 70), CGPoint(x: 205, y: 70), CGPoint(x: 0, y: 140),
        ])
        #expect(cells.allSatisfy { $0.size == CGSize(width: 197, height: 60) })
    }

    /// Acceptance case of issue 33 rule 3. The columns and rows are spec §19.4(d)'s; that a
    /// header or footer is a line across the whole grid, not a cell, and that a section starts a
    /// new row is Apple's "Grouping data with lazy stack views" (Section views "can contain header
    /// and footer views", in lazy stacks and lazy grids). UNCERTAIN (spec §19.1): the 10 between
    /// a header and the first row is the grid's spacing; a narrower footer is centred (the grid's
    /// alignment). Pinning changes nothing at offset 0 (spec §17.3).
    @Test("Issue 33 rule 3: Section headers and footers are lines across the grid; each section starts a row")
    func sectionHeadersAndFooters() throws {
        let trace = try LaidOut(ScrollView {
            LazyVGrid(columns: [GridItem(), GridItem()], spacing: 10, pinnedViews: [.sectionHeaders]) {
                Section {
                    ForEach(0..<3) { _ in Color.red.frame(height: 60) }
                } header: {
                    Color.blue.frame(height: 30)
                }
                Section {
                    Color.orange.frame(height: 60)
                } footer: {
                    Color.green.frame(width: 100, height: 20)
                }
            }
        })
        // The header is proposed the grid's width, not a column's.
        #expect(try trace.proposals("0.0.0", pass: .sizing) == [proposal(402, nil)])
        #expect(try trace.proposals("0.0.1", pass: .sizing) == [proposal(197, nil)])
        let frames = try Self.cells(trace, grid: "0.0", count: 6)
        #expect(frames == [
            CGRect(x: 0, y: 0, width: 402, height: 30),
            CGRect(x: 0, y: 40, width: 197, height: 60), CGRect(x: 205, y: 40, width: 197, height: 60),
            CGRect(x: 0, y: 110, width: 197, height: 60),
            // The second section starts a row of its own, though the first left a column free.
            CGRect(x: 0, y: 180, width: 197, height: 60),
            CGRect(x: 151, y: 250, width: 100, height: 20),
        ])
        #expect(try trace.reports("0.0").first == CGSize(width: 402, height: 270))
    }

    @Test("A LazyHGrid's section header is a column across the grid's height")
    func horizontalSectionHeader() throws {
        let trace = try LaidOut(LazyHGrid(rows: [GridItem(.fixed(50)), GridItem(.fixed(50))], spacing: 10) {
            Section {
                ForEach(0..<3) { _ in Color.red.frame(width: 40) }
            } header: {
                Color.blue.frame(width: 20)
            }
        }.frame(height: 108))
        // Proposed 108 high, the grid's two rows of 50 and their spacing of 8 exactly.
        let frames = try Self.cells(trace, grid: "0.0", count: 4)
        #expect(frames == [
            CGRect(x: 0, y: 0, width: 20, height: 108),
            CGRect(x: 30, y: 0, width: 40, height: 50), CGRect(x: 30, y: 58, width: 40, height: 50),
            CGRect(x: 80, y: 0, width: 40, height: 50),
        ])
    }

    @Test("§19.3: rows are lazy in a ScrollView: rows past the visible region and its prefetch have no events")
    func lazyRows() throws {
        let trace = try LaidOut(ScrollView {
            LazyVGrid(columns: [GridItem(), GridItem()]) {
                ForEach(0..<10_000) { _ in Color.red.frame(height: 100) }
            }
        })
        // Rows every 108 points; visible to 778 + 778: rows 0…14 start before 1,556.
        #expect(trace.placedCount(kind: "frame") == 30)
        // Sizing measured rows until they covered 874 × 2 = 1,748: 17 rows (1,828).
        #expect(try !trace.proposals("0.0.33").isEmpty)
        #expect(try trace.events("0.0.34").isEmpty)
        #expect(try trace.events("0.0.9999").isEmpty)
        #expect(try close(trace.reports("0.0").first?.height ?? 0, 5_000 * 108 - 8, tolerance: 1e-6))
    }

    @Test("§19.2: LazyHGrid: rows from the items, columns as wide as their widest view, growing rightwards")
    func lazyHGrid() throws {
        let trace = try LaidOut(ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(.fixed(50)), GridItem(.fixed(50))], spacing: 10) {
                ForEach(0..<6) { _ in Color.red.frame(width: 80) }
            }
        })
        #expect(try trace.proposals("0.0.0", pass: .sizing) == [proposal(nil, 50)])
        #expect(try trace.reports("0.0").first == CGSize(width: 260, height: 778))
        let cells = try Self.cells(trace, grid: "0.0", count: 6)
        #expect(cells.map(\.origin) == [
            CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 58), CGPoint(x: 90, y: 0), CGPoint(x: 90, y: 58),
            CGPoint(x: 180, y: 0), CGPoint(x: 180, y: 58),
        ])
        #expect(try trace.proposals("0.0.0", pass: .placement) == [proposal(80, 50)])
    }

    @Test("§19.3: an item's alignment places its views in their cells; the grid's alignment is the default across")
    func alignment() throws {
        let trace = try LaidOut(LazyVGrid(columns: [GridItem(.fixed(100), alignment: .bottomTrailing), GridItem(.fixed(100))],
                                              alignment: .leading, spacing: 0) {
            Color.red.frame(width: 20, height: 20)
            Color.blue.frame(width: 40, height: 40)
        })
        let cells = try Self.cells(trace, grid: "0", count: 2)
        #expect(cells[0].origin == CGPoint(x: 80, y: 20))
        #expect(cells[1].origin == CGPoint(x: 108, y: 0))
    }

    @Test("§19.2: a nil width counts the items' minima (UNCERTAIN)")
    func nilWidth() throws {
        let trace = try LaidOut(LazyVGrid(columns: [GridItem(.fixed(30)), GridItem(.flexible(minimum: 20)), GridItem(.adaptive(minimum: 15))]) {
            ForEach(0..<3) { _ in Color.red }
        }.fixedSize())
        #expect(try trace.reports("0.0").first == CGSize(width: 30 + 8 + 20 + 8 + 15, height: 10))
    }

    @Test("GridItems with negative, NaN or infinite sizes are clamped and diagnosed, not trapped on")
    func badItems() throws {
        let trace = try LaidOut(ScrollView {
            LazyVGrid(columns: [
                GridItem(.fixed(.nan)), GridItem(.fixed(.infinity)), GridItem(.fixed(-4)),
                GridItem(.flexible(minimum: -10)), GridItem(.flexible(minimum: 50, maximum: 10)),
                GridItem(.flexible(minimum: 10, maximum: .nan)),
                GridItem(.adaptive(minimum: -5)), GridItem(.adaptive(minimum: 0), spacing: 0),
                GridItem(.adaptive(minimum: 20), spacing: .infinity),
            ], spacing: .nan) {
                ForEach(0..<30) { _ in Color.red.frame(height: 10) }
            }
        })
        let diagnostics = trace.result.diagnostics
        #expect(diagnostics.contains("GridItem size nan is not a finite length of at least 0; using 0"))
        #expect(diagnostics.contains("GridItem size inf is not a finite length of at least 0; using 0"))
        #expect(diagnostics.contains("GridItem minimum -10.0 is not a finite length of at least 0; using 0"))
        #expect(diagnostics.contains("GridItem maximum 10.0 is below its minimum 50.0; using the minimum"))
        #expect(diagnostics.contains("GridItem maximum is not a number; using infinity"))
        #expect(diagnostics.contains("GridItem .adaptive(minimum: 0.0) with spacing 0.0 fits any number of tracks; using one"))
        #expect(diagnostics.contains("GridItem spacing inf is not finite; using 8.0"))
        #expect(diagnostics.contains("LazyVGrid spacing nan is not finite; using 8.0"))
        #expect(trace.result.frames.allSatisfy { frame in
            frame.map { [$0.minX, $0.minY, $0.width, $0.height].allSatisfy(\.isFinite) } ?? true
        })
    }

    @Test("A lazy grid with no items, or no views, does not crash")
    func degenerate() throws {
        let noColumns = try LaidOut(LazyVGrid(columns: []) { Color.red })
        #expect(noColumns.result.diagnostics.contains("LazyVGrid has no columns; its views are not shown"))
        #expect(try noColumns.frame("0.0") == nil)
        let noViews = try LaidOut(LazyHGrid(rows: [GridItem()]) { EmptyView() })
        #expect(noViews.result.rootSize == CGSize(width: 0, height: 778))
        let infinite = try LaidOut(LazyVGrid(columns: [GridItem(.adaptive(minimum: 10))]) { Color.red },
                                       configuration: LayoutConfiguration(rootProposal: proposal(.infinity, 100)))
        #expect(infinite.result.rootSize.width == .infinity)
    }
}

import Foundation
import Testing
@testable import LayoutLab

@Suite("LazyVStack and LazyHStack (spec §17)")
struct LazyStackTests {
    @Test("§17.4(a): a LazyVStack takes the proposed width, not its Text's; a VStack hugs it; the Text lands on the same x")
    func takesProposedWidth() throws {
        let lazy = try LaidOut(ScrollView { LazyVStack { Text("Hello, world.") } })
        #expect(try lazy.proposals("0.0", pass: .sizing) == [proposal(402, nil)])
        #expect(try lazy.proposals("0.0.0", pass: .sizing) == [proposal(402, nil)])
        // The Text is 94.333 × 20.333, as the device measures it (seed 000): every position
        // below is derived from that width.
        let text = try #require(try lazy.reports("0.0.0").first)
        #expect(text == CGSize(width: 94.33333333333333, height: 20.333333333333332))
        #expect(try lazy.reports("0.0").first == CGSize(width: 402, height: text.height))
        #expect(try lazy.frame("0") == CGRect(x: 0, y: 62, width: 402, height: 778))
        #expect(try close(lazy.frame("0.0.0", in: "0").minX, (402 - text.width) / 2))

        let eager = try LaidOut(ScrollView { VStack { Text("Hello, world.") } })
        #expect(try eager.frame("0.0")?.width == text.width)
        #expect(try eager.frame("0")?.size == CGSize(width: text.width, height: 778))
        #expect(try close(eager.frame("0")?.minX ?? .nan, (402 - text.width) / 2))
        #expect(try lazy.frame("0.0.0")?.minX == eager.frame("0.0.0")?.minX)
    }

    @Test("§17.4(b): leading alignment and spacing 10 in a ScrollView")
    func leadingWithSpacing() throws {
        let trace = try LaidOut(ScrollView {
            LazyVStack(alignment: .leading, spacing: 10) {
                Color.red.frame(width: 100, height: 40)
                Color.blue.frame(width: 200, height: 40)
            }
        })
        #expect(try trace.proposals("0.0.0", pass: .sizing) == [proposal(402, nil)])
        #expect(try trace.proposals("0.0.1", pass: .sizing) == [proposal(402, nil)])
        #expect(try trace.reports("0.0").first == CGSize(width: 402, height: 90))
        #expect(try trace.frame("0.0.0", in: "0.0") == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(try trace.frame("0.0.1", in: "0.0") == CGRect(x: 0, y: 50, width: 200, height: 40))
    }

    @Test("§17.4(c): outside a ScrollView a LazyVStack proposes nil heights and hugs (UNCERTAIN, §17.2); a VStack shares out the height")
    func rootLazyVStack() throws {
        let lazy = try LaidOut(LazyVStack { Color.red; Color.blue })
        #expect(try lazy.proposals("0.0") == [proposal(402, nil)])
        #expect(try lazy.proposals("0.1") == [proposal(402, nil)])
        #expect(try lazy.reports("0.0") == [CGSize(width: 402, height: 10)])
        #expect(try lazy.frame("0") == CGRect(x: 0, y: 437, width: 402, height: 28))
        #expect(try lazy.frame("0.1", in: "0") == CGRect(x: 0, y: 18, width: 402, height: 10))
        let eager = try LaidOut(VStack { Color.red; Color.blue })
        #expect(try eager.frame("0.0")?.height == 385)
        #expect(try eager.frame("0.1")?.height == 385)
    }

    @Test("§17.2: no flexibility probing: a child is proposed nil along the major axis even when the stack is proposed a height")
    func noProbing() throws {
        let trace = try LaidOut(LazyHStack(spacing: 0) { Color.red.frame(minWidth: 10, maxWidth: 200); Color.blue })
        #expect(try trace.proposals("0.0") == [proposal(nil, 778)])
        #expect(try trace.proposals("0.1") == [proposal(nil, 778)])
        #expect(try trace.reports("0") == [CGSize(width: 20, height: 778)])
    }

    @Test("§17.2: with a nil minor proposal the stack is as wide as its widest child, and children are placed with that width")
    func nilMinorProposal() throws {
        let trace = try LaidOut(LazyVStack(spacing: 0) {
            Color.red.frame(width: 60, height: 10)
            Color.blue.frame(width: 30, height: 10)
        }.fixedSize())
        #expect(try trace.reports("0.0").first == CGSize(width: 60, height: 20))
        #expect(try trace.proposals("0.0.1", pass: .placement).first == proposal(60, nil))
        #expect(try trace.frame("0.0.1", in: "0.0") == CGRect(x: 15, y: 10, width: 30, height: 10))
    }

    @Test("§17.3: a child's position across the stack is the alignment's fraction; an alignment guide on it is not asked")
    func fractionAlignment() throws {
        let trace = try LaidOut(ScrollView {
            LazyVStack(alignment: .trailing) {
                Color.red.frame(width: 100, height: 10).alignmentGuide(.trailing) { _ in 0 }
            }
        })
        #expect(try trace.frame("0.0.0", in: "0.0") == CGRect(x: 302, y: 0, width: 100, height: 10))
    }

    @Test("§17.3: 100,000 rows in a ScrollView: only the rows near the screen are measured and placed; the rest have no events")
    func hundredThousandRows() throws {
        let rows = 100_000, rowHeight: CGFloat = 50
        let view = ScrollView { LazyVStack(spacing: 0) { ForEach(0..<rows) { _ in Color.red.frame(height: rowHeight) } } }
        let tree = ViewTree(view)
        let collector = TraceCollector()
        let start = Date()
        let result = try tree.layout(sink: collector)
        let elapsed = Date().timeIntervalSince(start)
        let trace = LaidOut(result: result, events: collector.events)

        // Visible: the ScrollView's 778 points plus one viewport of prefetch below (the
        // region above offset 0 holds nothing): rows starting before 1,556.
        let viewport: CGFloat = 778
        let reach = viewport * (1 + LazyRegion.prefetchViewports)
        let placedRows = Int((reach / rowHeight).rounded(.up))
        #expect(placedRows == 32)
        #expect(trace.placedCount(kind: "frame") == placedRows)
        #expect(trace.placedCount(kind: "Color") == placedRows)
        // Sizing measured the rows covering the screen's length plus the prefetch (874 × 2)
        // and estimated the rest; those are exact here since every row is 50 tall.
        let measured = Int((LazyRegion.sizingReach(along: .vertical, engine: LayoutEngine(tree: tree, configuration: LayoutConfiguration(), sink: nil)) / rowHeight).rounded(.up))
        #expect(measured == 35)
        let frames = tree.nodes.filter { $0.kind == "frame" }.map(\.id)
        let asked = Set(collector.events.filter { $0.kind == .proposal }.map(\.node))
        #expect(frames.filter(asked.contains).count == measured)
        #expect(collector.events.filter { $0.node == frames[measured] }.isEmpty)
        #expect(collector.events.filter { $0.node == frames[rows - 1] }.isEmpty)
        #expect(result.frame(of: frames[placedRows]) == nil)
        #expect(result.frame(of: try trace.id("0.0")) == CGRect(x: 0, y: 62, width: 402, height: CGFloat(rows) * rowHeight))
        #expect(collector.events.count < 1_000)
        print("100,000 lazy rows laid out in \(elapsed) s (\(collector.events.count) events)")
    }

    @Test("§17.3: rows the sizing pass did not reach are measured when they are placed")
    func measuredAtPlacement() throws {
        // A ScrollView proposed more than the screen shows more than the sizing pass measured.
        let trace = try LaidOut(ScrollView {
            LazyVStack(spacing: 0) { ForEach(0..<200) { _ in Color.red.frame(height: 100) } }
        }, configuration: LayoutConfiguration(rootProposal: proposal(402, 3_000)))
        // Sizing reached 874 × 2 = 1,748: rows 0…17. The ScrollView shows 3,000 and prefetches
        // 3,000 more: rows 0…59 are placed.
        #expect(try trace.proposals("0.0.17", pass: .sizing) == [proposal(402, nil)])
        #expect(try trace.proposals("0.0.18", pass: .sizing).isEmpty)
        #expect(try trace.proposals("0.0.18", pass: .placement).first == proposal(402, nil))
        #expect(trace.placedCount(kind: "Color") == 60)
        #expect(try trace.events("0.0.60").isEmpty)
    }

    @Test("§17.3: the estimate uses the mean length and gap of the rows measured")
    func estimate() throws {
        let trace = try LaidOut(ScrollView {
            LazyVStack(spacing: 4) {
                ForEach(0..<1_000) { index in Color.red.frame(height: index.isMultiple(of: 2) ? 20 : 40) }
            }
        })
        let measured = try (0..<1_000).filter { try !trace.proposals("0.0.\($0)", pass: .sizing).isEmpty }
        #expect(measured == Array(0..<measured.count))
        let lengths = try measured.map { try #require(trace.reports("0.0.\($0)").first).height }
        let extent = lengths.reduce(0, +) + CGFloat(measured.count - 1) * 4
        // Measured until the rows cover 874 × 2 = 1,748, then estimated at the mean + 4.
        #expect(extent >= 1_748 && extent - 4 - lengths.last! < 1_748)
        let mean = lengths.reduce(0, +) / CGFloat(lengths.count)
        let estimate = extent + CGFloat(1_000 - measured.count) * (mean + 4)
        #expect(close(try #require(trace.reports("0.0").first).height, estimate, tolerance: 1e-6))
    }

    @Test("§17.3: a LazyVStack in a horizontal ScrollView is not lazy vertically; a LazyHStack in one is lazy horizontally")
    func lazinessFollowsTheScrolledAxis() throws {
        let vertical = try LaidOut(ScrollView(.horizontal) {
            LazyVStack(spacing: 0) { ForEach(0..<50) { _ in Color.red.frame(width: 10, height: 100) } }
        })
        #expect(vertical.placedCount(kind: "Color") == 50)
        let horizontal = try LaidOut(ScrollView(.horizontal) {
            LazyHStack(spacing: 0) { ForEach(0..<50) { _ in Color.red.frame(width: 100, height: 10) } }
        })
        // 402 visible + 402 prefetched: columns starting before 804. A LazyHStack takes the
        // proposed height (§17.2) and centres its children in it.
        #expect(horizontal.placedCount(kind: "Color") == 9)
        #expect(try horizontal.frame("0.0.8", in: "0") == CGRect(x: 800, y: 384, width: 100, height: 10))
    }

    @Test("§17.3: inside two vertical ScrollViews the outer one decides what is visible")
    func nestedScrollViews() throws {
        let trace = try LaidOut(ScrollView {
            ScrollView { LazyVStack(spacing: 0) { ForEach(0..<100) { _ in Color.red.frame(height: 100) } } }
        })
        // The inner ScrollView is proposed nil and is as tall as its (estimated) content; the
        // outer one shows 778 + 778.
        #expect(trace.placedCount(kind: "Color") == 16)
    }

    @Test("§17.3: a lazy stack below other content in the ScrollView places what is left of the visible region")
    func belowOtherContent() throws {
        let trace = try LaidOut(ScrollView {
            VStack(spacing: 0) {
                Color.gray.frame(height: 1_500)
                LazyVStack(spacing: 0) { ForEach(0..<100) { _ in Color.red.frame(height: 50) } }
            }
        })
        // Visible to 1,556 from the top: the stack starts at 1,500, so rows 0 and 1.
        #expect(trace.placedCount(kind: "LazyVStack") == 1)
        #expect(trace.placedCount(kind: "Color") == 1 + 2)
    }

    @Test("§17.1: nil spacing follows the pair's preferences (§6.2): 8 between plain views, 0 next to a Spacer")
    func nilSpacing() throws {
        let trace = try LaidOut(ScrollView {
            LazyVStack {
                Color.red.frame(height: 10)
                Color.red.frame(height: 10)
                Spacer().frame(height: 10)
            }
        })
        #expect(try trace.frame("0.0.1", in: "0.0").minY == 18)
        #expect(try trace.frame("0.0.2", in: "0.0").minY == 36)
    }

    @Test("An empty lazy stack is empty and does not crash")
    func empty() throws {
        let trace = try LaidOut(ScrollView { LazyVStack { EmptyView() } })
        #expect(try trace.reports("0.0").first == CGSize(width: 402, height: 0))
    }
}

import Foundation
import LayoutLab
import LayoutLabSource
import Testing

// .position, .containerRelativeFrame, .safeAreaPadding and custom alignment guides written as
// SwiftUI source: the worked examples of spec §20.5 and §21.3 on the default device (root
// proposed 402 × 778 at y = 62, spec §9).

@Suite("Source: position, containerRelativeFrame, safe-area padding (spec §20)")
struct PositionSourceTests {
    @Test("§20.5(a): .position(x: 60, y: 40) reports (402, 778) without asking; the frame is proposed (402, 778), placed at (10, 77)")
    func position() throws {
        let run = try TracedSourceRun("Color.red.frame(width: 100, height: 50).position(x: 60, y: 40)")
        #expect(try run.frame("0") == CGRect(x: 0, y: 62, width: 402, height: 778))
        #expect(try run.proposals("0.0", pass: .sizing).isEmpty)
        #expect(try run.proposals("0.0") == [proposed(402, 778)])
        // Centre at (60, 40): origin (10, 15) in the position view, y = 62 + 15 = 77.
        #expect(try run.frame("0.0") == CGRect(x: 10, y: 77, width: 100, height: 50))
    }

    @Test("§20.5(b): a maxWidth: .infinity frame in .position(x: 100, y: 50) is 402 wide, so its origin is 100 − 201 = −101")
    func flexibleFramePosition() throws {
        let run = try TracedSourceRun("Text(\"Hi\").frame(maxWidth: .infinity).position(x: 100, y: 50)")
        let frame = try run.frame("0.0")
        #expect(frame.minX == -101 && frame.width == 402)
        // y = 62 + 50 − 20.333 / 2 = 101.833, within the pixel the engine rounds positions to (§10).
        #expect(isClose(frame.minY, 62 + 50 - 20.333333333333332 / 2))
    }

    @Test("§20.5(c): a positioned view in a VStack is maximally flexible: it gets 778 − 100 = 678; red sits at its top-left, y = 162")
    func positionInStack() throws {
        let run = try TracedSourceRun("""
        VStack(spacing: 0) {
            Color.gray.frame(height: 100)
            Color.red.frame(width: 20, height: 20).position(x: 10, y: 10)
        }
        """)
        #expect(try run.frame("0.1") == CGRect(x: 0, y: 162, width: 402, height: 678))
        #expect(try run.frame("0.1.0") == CGRect(x: 0, y: 162, width: 20, height: 20))
    }

    @Test("§20.5(d): containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 8): (402 − 24) / 4 × 3 + 16 = 299.5 at x = 51.25")
    func containerRelativeFrame() throws {
        let run = try TracedSourceRun("Color.blue.containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 8)")
        #expect(try run.frame("0") == CGRect(x: 51.25, y: 62, width: 299.5, height: 778))
    }

    @Test("§20.5(e): in a horizontal ScrollView, count: 3 with spacing 10 gives items (402 − 20) / 3 = 127.333 wide at 0, 137.333, 274.667")
    func containerRelativeFrameInScrollView() throws {
        let run = try TracedSourceRun("""
        ScrollView(.horizontal) {
            LazyHStack(spacing: 10) {
                ForEach(0..<5) { _ in
                    Color.red.containerRelativeFrame(.horizontal, count: 3, spacing: 10)
                }
            }
        }
        """)
        for (index, x) in [0, 137.33333333333334, 274.6666666666667].enumerated() {
            let item = try run.frame("0.0.\(index)")
            #expect(isClose(item.minX, x, within: 1e-9) && isClose(item.width, 127.33333333333333, within: 1e-9), "item \(index)")
        }
    }

    @Test("§20.5(f): Color.red.safeAreaPadding(.horizontal, 20): the Color is proposed (362, 778) at x = 20; the view reports (402, 778)")
    func safeAreaPadding() throws {
        let run = try TracedSourceRun("Color.red.safeAreaPadding(.horizontal, 20)")
        #expect(try run.frame("0") == CGRect(x: 0, y: 62, width: 402, height: 778))
        #expect(try run.frame("red") == CGRect(x: 20, y: 62, width: 362, height: 778))
        #expect(try run.proposals("red").last == proposed(362, 778))
    }
}

@Suite("Source: custom alignment guides (spec §21)")
struct CustomAlignmentSourceTests {
    private static func source(withGuide: Bool) -> String {
        """
        extension VerticalAlignment {
            private enum MidA: AlignmentID {
                static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
            }
            static let midA = VerticalAlignment(MidA.self)
        }

        struct ContentView: View {
            var body: some View {
                HStack(alignment: .midA, spacing: 0) {
                    VStack(spacing: 0) {
                        Color.red.frame(width: 50, height: 30)
                        Color.green.frame(width: 50, height: 40)
                            \(withGuide ? ".alignmentGuide(.midA) { d in d[VerticalAlignment.center] }" : "")
                    }
                    Color.blue.frame(width: 50, height: 20)
                }
            }
        }
        """
    }

    @Test("§21.3: only green defines midA, so the VStack's is 30 + 20 = 50; blue (default 10) sits 40 down; the HStack is 100 × 70")
    func propagated() throws {
        let run = try TracedSourceRun(Self.source(withGuide: true))
        let stack = try run.frame("0")
        // Root (100, 70): x = 151, y = 62 + (778 − 70) / 2 = 416.
        #expect(stack == CGRect(x: 151, y: 416, width: 100, height: 70))
        #expect(try run.frame("0.0") == CGRect(x: 151, y: 416, width: 50, height: 70))
        #expect(try run.frame("0.1") == CGRect(x: 201, y: 416 + 40, width: 50, height: 20))
    }

    @Test("§21.3: without the alignmentGuide the VStack has no explicit midA; its centre, 35, is used and blue sits 25 down")
    func defaultValue() throws {
        let run = try TracedSourceRun(Self.source(withGuide: false))
        // Union [0, 70] ∪ [25, 45]: still 70 tall, at y = 416.
        #expect(try run.frame("0.1") == CGRect(x: 201, y: 416 + 25, width: 50, height: 20))
    }
}

/// Issue 33 rule 2 in a TabView and a NavigationSplitView, through the examples that show it.
/// Apple's containerRelativeFrame page names "a tab of a TabView" and "a NavigationSplitView
/// column" among the containers, measured "subtracting any safe area insets"; the bars' heights
/// are spec §24.3's (iPhone, iOS 18) and platforms §2.1's (iPad bar 50 on iPadOS 18).
@Suite("Source: containerRelativeFrame in a TabView and a NavigationSplitView (issue 33 rule 2)")
struct ContainerRelativeFrameContainersSourceTests {
    @Test("Examples/containers/container-relative-frame-tab-view.swift: the ScrollView in the tab is 402 × 729; two cards 16 apart fill it: (729 − 16) / 2 each")
    func tabView() throws {
        let run = try TracedSourceRun(try Repository.example("containers/container-relative-frame-tab-view"))
        #expect(try run.frame("0.0") == CGRect(x: 0, y: 62, width: 402, height: 729))
        let cards = try (0..<3).map { try run.frame("0.0.0.\($0)") }
        #expect(cards.allSatisfy { $0.width == 402 })
        // Two cards and the spacing between them span the ScrollView's visible height.
        #expect(abs(cards[1].maxY - cards[0].minY - 729) < 0.5)
        #expect(abs(cards[0].height - 356.5) < 0.5 && abs(cards[1].minY - cards[0].maxY - 16) < 0.5)
    }

    @Test("Examples/containers/container-relative-frame-split-view.swift on an iPad Pro 11 in landscape, iPadOS 18: half of the sidebar's 320, half of the detail's 890 × 740")
    func splitView() throws {
        let run = try TracedSourceRun(try Repository.example("containers/container-relative-frame-split-view"))
        #expect(try run.frame("0.0").size == CGSize(width: 160, height: 740))
        #expect(try run.frame("0.1").size == CGSize(width: 445, height: 370))
        // Each tile is centred in its own column: the sidebar's from x = 0, the detail's from 320.
        #expect(try run.frame("0.0").minX == 80)
        #expect(try run.frame("0.1").minX == 320 + (890 - 445) / 2)
    }
}

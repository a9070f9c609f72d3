import Foundation
import Testing
@testable import LayoutLab
import TestSupport

// Golden tests for seed 000 (`LayoutProcessInspector`): each listing is the article's code
// (its `ContentView` renamed so that the listings can share a module), laid out on the
// default device, and its inspector output compared with the lines the article printed.

@Suite("Seed 000: LayoutProcessInspector traces")
struct Seed000InspectorTests {
    // MARK: VStack(HStack)

    // `ThreeRectangles` (Tests/TestSupport/SeedViews.swift): the listing, its VStack tagged or not.

    @Test("VStack(HStack): 18 lines, probes then distribution in order of flexibility")
    func threeRectangles() throws {
        #expect(try inspectorLines(ThreeRectangles()) == Fixture.lines("seed-000/vstack-three-rectangles"))
    }

    @Test("VStack(HStack) with the VStack tag: all 20 lines")
    func threeRectanglesTagged() throws {
        #expect(try inspectorLines(ThreeRectangles(tagged: true)) == Fixture.lines("seed-000/vstack-three-rectangles-tagged"))
    }

    // MARK: おまけ 1

    // `TwoRectangles` (Tests/TestSupport/SeedViews.swift): the listing, and its variant with
    // `.layoutPriority(1.0)` on blue in place of blue's tag.

    @Test("おまけ 1: blue is probed first, red is offered 150, blue 100")
    func twoRectangles() throws {
        #expect(try inspectorLines(TwoRectangles()) == Fixture.lines("seed-000/vstack-two-rectangles"))
    }

    @Test("おまけ 1 with .layoutPriority(1.0) on blue: red becomes 240 tall, blue 60")
    func twoRectanglesWithPriority() throws {
        let result = try TwoRectangles(prioritizeBlue: true).layout()
        let red = try #require(result.tree.nodes(named: "🟥").first)
        #expect(result.frame(of: red.id)?.size == CGSize(width: 300, height: 240))
        let blue = try #require(result.tree.nodes.first { $0.kind == "layoutPriority" })
        #expect(result.frame(of: blue.id)?.size == CGSize(width: 300, height: 60))
        // Spec §12 (b): red's min probe, then blue gets all that is left, then red the rest.
        #expect(try inspectorLines(TwoRectangles(prioritizeBlue: true)) == [
            "【🟥】proposal size: ProposedViewSize(width: Optional(300.0), height: Optional(0.0))",
            "【🟥】report size: (300.0, 200.0)",
            "【🟥】proposal size: ProposedViewSize(width: Optional(300.0), height: Optional(240.0))",
            "【🟥】report size: (300.0, 240.0)",
        ])
    }

    // MARK: おまけ 2

    // `FixedSizeStack` (Tests/TestSupport/SeedViews.swift): the listing.

    @Test("おまけ 2: nil proposals in declaration order, then (100, nil) at placement")
    func fixedSizeStack() throws {
        #expect(try inspectorLines(FixedSizeStack()) == Fixture.lines("seed-000/vstack-fixed-size"))
    }

    // MARK: aspectRatio

    struct AspectRatios: View {
        @State var i = 0

        var body: some View {
            VStack(spacing: .zero) {
                switch i {
                case 0: rectangle_fit
                case 1: rectangle_fill
                case 2: flexibleRectangle_fit
                case 3: flexibleRectangle_fill
                default: EmptyView()
                }
            }
            .frame(width: 350, height: 600)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .safeAreaInset(edge: .bottom) {
                Button("Change") {
                    print("- - - - - - - - - -")
                    i = (i + 1) % 4
                }
            }
        }

        var rectangle_fit: some View {
            Rectangle()
                .fill(.pink)
                .inspectLayoutProcess("frame")
                .aspectRatio(1, contentMode: .fit)
                .inspectLayoutProcess("aspectRatio")
                .frame(width: 300, height: 600)
        }

        var rectangle_fill: some View {
            Rectangle()
                .fill(.pink)
                .inspectLayoutProcess("frame")
                .aspectRatio(1, contentMode: .fill)
                .inspectLayoutProcess("aspectRatio")
                .frame(width: 300, height: 600)
        }

        var flexibleRectangle_fit: some View {
            Rectangle()
                .fill(.pink)
                .inspectLayoutProcess("frame")
                .aspectRatio(1/2, contentMode: .fit)
                .inspectLayoutProcess("aspectRatio")
                .frame(width: 600, height: 600)
        }

        var flexibleRectangle_fill: some View {
            Rectangle()
                .fill(.pink)
                .inspectLayoutProcess("frame")
                .aspectRatio(1/2, contentMode: .fill)
                .inspectLayoutProcess("aspectRatio")
                .frame(width: 600, height: 600)
        }
    }

    @Test("aspectRatio: the four variants", arguments: [
        (0, "aspect-ratio-rectangle-fit"), (1, "aspect-ratio-rectangle-fill"),
        (2, "aspect-ratio-flexible-fit"), (3, "aspect-ratio-flexible-fill"),
    ])
    func aspectRatio(case index: Int, fixture: String) throws {
        let view = AspectRatios()
        view.i = index
        #expect(try inspectorLines(view) == Fixture.lines("seed-000/" + fixture))
    }

    struct ResizableImage: View {
        var body: some View {
            Image(systemName: "swift") // (22.000000000000004, 18.666666666666668)
                .resizable()
                .inspectLayoutProcess("resizable")
                .aspectRatio(contentMode: .fit)
                .inspectLayoutProcess("aspectRatio")
        }
    }

    @Test("aspectRatio without a ratio: the ideal size first, then the fitted proposal")
    func resizableImage() throws {
        #expect(try inspectorLines(ResizableImage()) == Fixture.lines("seed-000/image-resizable-aspect-ratio"))
    }

    // MARK: Text listings (exact: SF Pro's body font is measured, Sources/LayoutLab/Text/SFProModel.swift)

    // `Overview` (Tests/TestSupport/SeedViews.swift): the listing.

    @Test("Overview: proposal (300, 300), then the position (0, 0) of the alignment query, then the real one")
    func overview() throws {
        #expect(try inspectorLines(Overview()) == Fixture.lines("seed-000/overview-text-position"))
    }

    // `PaddedText` (Tests/TestSupport/SeedViews.swift): the listing.

    @Test("padding: (402, 778) in, (382, 758) to the Text")
    func padding() throws {
        #expect(try inspectorLines(PaddedText()) == Fixture.lines("seed-000/padding"))
    }

    struct FixedSizeBefore: View {
        var body: some View {
            Text("Hello, world.")
                .inspectLayoutProcess("Text")
                .frame(width: 50, height: 50)
                .border(.pink)
        }
    }

    struct FixedSizeAfter: View {
        var body: some View {
            Text("Hello, world.")
                .inspectLayoutProcess("Text")
                .fixedSize(horizontal: true, vertical: false)
                .inspectLayoutProcess("fixedSize")
                .frame(width: 50, height: 50)
                .border(.pink)
        }
    }

    @Test("fixedSize: before, the Text is offered (50, 50); after, (nil, 50)")
    func fixedSize() throws {
        #expect(try inspectorLines(FixedSizeBefore()) == Fixture.lines("seed-000/fixed-size-before"))
        #expect(try inspectorLines(FixedSizeAfter()) == Fixture.lines("seed-000/fixed-size-after"))
    }

    struct BorderedText: View {
        var body: some View {
            Text("Hello, world.")
                .inspectLayoutProcess("Text", printPosition: true)
                .border(.pink)
        }
    }

    @Test("Considerations: the border's alignment query prints position (0, 0) before the real position")
    func considerationsPosition() throws {
        #expect(try inspectorLines(BorderedText()) == Fixture.lines("seed-000/considerations-position"))
    }

    // MARK: Considerations: layoutPriority under an inspector

    struct PriorityUnderInspector: View {
        var body: some View {
            VStack(spacing: .zero) {
                rectangle(color: .red, minHeight: 200, maxHeight: 250) // (300.0, 200.0)
                    .inspectLayoutProcess("🟥")
                rectangle(color: .blue, minHeight: 0, maxHeight: 60) // (300.0, 60.0)
                    .inspectLayoutProcess("🟦")
                    .layoutPriority(1.0)
                    .inspectLayoutProcess("layoutPriority")
            }
            .frame(width: 300, height: 300)
            .border(.primary)
        }

        func rectangle(color: Color, minHeight: CGFloat, maxHeight: CGFloat) -> some View {
            Rectangle()
                .fill(color)
                .frame(minHeight: minHeight, maxHeight: maxHeight)
        }
    }

    @Test("Considerations: .layoutPriority under an inspector loses its effect (red stays 200)")
    func priorityUnderInspector() throws {
        let result = try PriorityUnderInspector().layout()
        let red = try #require(result.tree.nodes(named: "🟥").first)
        let blue = try #require(result.tree.nodes(named: "layoutPriority").first)
        #expect(result.frame(of: red.id)?.size == CGSize(width: 300, height: 200))
        #expect(result.frame(of: blue.id)?.size == CGSize(width: 300, height: 60))
        #expect(result.tree[blue.id].inspector != nil)
    }
}

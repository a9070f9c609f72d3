import Foundation
import LayoutLab
import LayoutLabSource
import Testing

// Every layout listing of seed 000 (LayoutProcessInspector), run from Examples/ as published
// and compared with what the article printed (Tests/Fixtures/seed-000, transcribed from the
// article) or the sizes its comments state.

@Suite("Seed 000 listings run from source")
struct Seed000ListingTests {
    @Test("VStack(HStack) with the VStack tag: the 20 lines, character for character")
    func vstackTagged() throws {
        #expect(try runExample("seed000-vstack-tagged").lines == Repository.fixture("seed-000/vstack-three-rectangles-tagged"))
    }

    @Test("VStack(HStack): the 18 lines")
    func vstack() throws {
        #expect(try runExample("seed000-vstack").lines == Repository.fixture("seed-000/vstack-three-rectangles"))
    }

    @Test("おまけ 1 with its two tags: blue probed first, red offered 150, blue 100")
    func twoRectanglesTagged() throws {
        #expect(try runExample("seed000-two-rectangles-tagged").lines == Repository.fixture("seed-000/vstack-two-rectangles"))
    }

    @Test("おまけ 1: red 200 and blue 60 tall, as the comments say")
    func twoRectangles() throws {
        let run = try runExample("seed000-two-rectangles")
        #expect(run.frames(kind: "frame", withAttribute: ["minHeight"]).map(\.size) == [
            CGSize(width: 300, height: 200), CGSize(width: 300, height: 60),
        ])
    }

    @Test("おまけ 1 with .layoutPriority(1.0): red 240, blue 60")
    func twoRectanglesPriority() throws {
        let run = try runExample("seed000-two-rectangles-priority")
        #expect(run.frames(kind: "frame", withAttribute: ["minHeight"]).map(\.size) == [
            CGSize(width: 300, height: 240), CGSize(width: 300, height: 60),
        ])
    }

    @Test("おまけ 2: the VStack under .fixedSize()")
    func vstackFixedSize() throws {
        #expect(try runExample("seed000-vstack-fixed-size").lines == Repository.fixture("seed-000/vstack-fixed-size"))
    }

    @Test("おまけ 3: the interpreted RedRectangleProxy answers 90, 110, then 100 wide")
    func redRectangleProxy() throws {
        #expect(try runExample("seed000-red-rectangle-proxy").lines == Repository.fixture("seed-000/red-rectangle-proxy"))
    }

    @Test("aspectRatio: --param i picks each of the four variants", arguments: [
        (0, "aspect-ratio-rectangle-fit"), (1, "aspect-ratio-rectangle-fill"),
        (2, "aspect-ratio-flexible-fit"), (3, "aspect-ratio-flexible-fill"),
    ])
    func aspectRatio(i: Int, fixture: String) throws {
        let run = try runExample("seed000-aspect-ratio", parameters: ["i": "\(i)"])
        #expect(run.lines == (try Repository.fixture("seed-000/" + fixture)))
    }

    @Test("aspectRatio with the default i = 0 prints rectangle_fit; i = 4 prints nothing")
    func aspectRatioDefault() throws {
        #expect(try runExample("seed000-aspect-ratio").lines == Repository.fixture("seed-000/aspect-ratio-rectangle-fit"))
        #expect(try runExample("seed000-aspect-ratio", parameters: ["i": "4"]).lines.isEmpty)
    }

    @Test("aspectRatio without a ratio: the resizable swift symbol, every line exact")
    func imageAspectRatio() throws {
        let expected = try Repository.fixture("seed-000/image-resizable-aspect-ratio")
        let lines = try runExample("seed000-image-aspect-ratio").lines
        #expect(Array(lines.prefix(expected.count)) == expected)
        #expect(lines.count == 6)
        #expect(lines.last == "【aspectRatio】report size: (402.00000000000006, 358.92857436257947)")
    }

    @Test("Overview: proposal (300, 300), position (0, 0) first, then the real position")
    func overview() throws {
        let run = try runExample("seed000-overview")
        #expect(run.lines == (try Repository.fixture("seed-000/overview-text-position")))
        #expect(run.lines.last?.hasPrefix("【Text】position: (153.") == true)
    }

    @Test("padding: (402, 778) in, (382, 758) to the Text")
    func padding() throws {
        #expect(try runExample("seed000-padding").lines == Repository.fixture("seed-000/padding"))
    }

    @Test("fixedSize: (50, 50) before, (nil, 50) after")
    func fixedSize() throws {
        #expect(try runExample("seed000-fixed-size-before").lines == Repository.fixture("seed-000/fixed-size-before"))
        #expect(try runExample("seed000-fixed-size-after").lines == Repository.fixture("seed-000/fixed-size-after"))
    }

    @Test("fixedSize Before/After pair: both frames 50×50, the fixed Text keeps its ideal width")
    func fixedSizePair() throws {
        let run = try runExample("seed000-fixed-size-before-after")
        let frames = run.frames(kind: "frame", withAttribute: ["width"])
        #expect(frames.map(\.size) == [CGSize(width: 50, height: 50), CGSize(width: 50, height: 50)])
        let texts = run.tree.nodes.filter { $0.kind == "Text" }.compactMap { run.result.frame(of: $0.id) }
        #expect(texts.count == 2)
        #expect(texts[0].width <= 50)
        #expect(texts[1].width > 50)
    }

    @Test("Considerations: the border's alignment query prints position (0, 0) first")
    func considerationsPosition() throws {
        #expect(try runExample("seed000-considerations-position").lines == Repository.fixture("seed-000/considerations-position"))
    }

    @Test("Considerations: layoutPriority under an inspector is lost; red stays 200, blue 60")
    func priorityUnderInspector() throws {
        let run = try runExample("seed000-priority-under-inspector")
        #expect(run.frames(kind: "frame", withAttribute: ["minHeight"]).map(\.size) == [
            CGSize(width: 300, height: 200), CGSize(width: 300, height: 60),
        ])
        #expect(run.lines.first == "【layoutPriority】proposal size: ProposedViewSize(width: Optional(300.0), height: Optional(0.0))")
    }

    @Test("Considerations: the container value hidden by the inspector prints nil")
    func containerValue() throws {
        #expect(try runExample("seed000-container-value").lines == Repository.fixture("source-seed-000/container-value"))
    }

    @Test("Considerations: the layout value hidden by the inspector prints nil")
    func layoutValue() throws {
        #expect(try runExample("seed000-layout-value").lines == Repository.fixture("source-seed-000/layout-value"))
    }
}

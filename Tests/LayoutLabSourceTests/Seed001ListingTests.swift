import Foundation
import LayoutLab
import LayoutLabSource
import Testing

// Seed 001, the minWidth/maxWidth observation corps: each listing from Examples/, run as
// published (MyText from the article's 準備 listing, MyDot defined since the article omits
// it), and each frame's width compared with the value the article marks as adopted. MyText is
// 10 pt per character in the engine's monospaced model, as in the article.

@Suite("Seed 001 listings run from source")
struct Seed001ListingTests {
    /// The widths of the frames carrying minWidth or maxWidth, in declaration order.
    static func minMaxFrameWidths(_ example: String) throws -> [CGFloat] {
        try runExample(example).frames(kind: "frame", withAttribute: ["minWidth", "maxWidth"]).map(\.width)
    }

    @Test("Each listing's frames adopt the article's values", arguments: [
        ("seed001-rectangle-min-max", "rectangle-min-max"),
        ("seed001-ideal-min", "ideal-min"),
        ("seed001-ideal-max", "ideal-max"),
        ("seed001-ideal-min-max", "ideal-min-max"),
        ("seed001-parent-ideal-min", "parent-ideal-min"),
        ("seed001-parent-ideal-max", "parent-ideal-max"),
        ("seed001-adjacent", "adjacent"),
        ("seed001-apart", "apart"),
    ])
    func adoptedWidths(example: String, fixture: String) throws {
        #expect(try Self.minMaxFrameWidths(example) == Repository.numbers("source-seed-001/" + fixture))
    }

    @Test("The //例 Rectangle: maxWidth 100 in a 200 wide VStack is 100 wide")
    func rectangleExample() throws {
        #expect(try Self.minMaxFrameWidths("seed001-rectangle-example") == [100])
    }

    @Test("The //例 Text: minWidth 100 in a 200 wide VStack; 12345 is 50 pt, the frame 100")
    func textExample() throws {
        let run = try runExample("seed001-text-example")
        #expect(run.frames(kind: "frame", withAttribute: ["minWidth"]).map(\.width) == [100])
        #expect(run.frame(of: "12345")?.width == 50)
    }

    @Test("The usage line: minWidth 150, maxWidth 250 on the 402 pt screen is 250 wide")
    func frameUsage() throws {
        #expect(try Self.minMaxFrameWidths("seed001-frame-usage") == [250])
    }

    @Test("Without a frame a Rectangle takes the screen's 402, or the VStack's 200")
    func rectangleWithoutFrame() throws {
        let run = try runExample("seed001-rectangle-no-frame")
        let rectangles = run.tree.nodes.filter { $0.kind == "Rectangle" && $0.parent.map { run.tree[$0].kind } != "frame" }
        #expect(rectangles.compactMap { run.result.frame(of: $0.id)?.width } == [402, 200])
    }

    @Test("準備: 19 characters are 190 wide, 20 fill 200, 21 are cut to 200")
    func fontCalibration() throws {
        let run = try runExample("seed001-font-calibration")
        #expect(run.frame(of: "1234567890123456789")?.width == 190)
        #expect(run.frame(of: "12345678901234567890")?.width == 200)
        #expect(run.frame(of: "123456789012345678901")?.width == 200)
    }
}

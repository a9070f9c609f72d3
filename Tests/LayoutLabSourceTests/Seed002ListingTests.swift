import Foundation
import LayoutLab
import LayoutLabSource
import Testing

// Seed 002, why Spacer stretches: the HStack listings and TestLayout, run from Examples/.

@Suite("Seed 002 listings run from source")
struct Seed002ListingTests {
    static let textLabels: Set<String> = ["Hello", "World"]

    /// Widths of the Spacers and of the Texts' bordered frames.
    static func widths(_ run: SourceRun, kind: String) -> [CGFloat] {
        run.tree.nodes.filter { $0.kind == kind }.compactMap { run.result.frame(of: $0.id)?.width }
    }

    @Test("Text + Text: the HStack hugs the Texts inside 300 − 2×16 of padding")
    func texts() throws {
        let run = try runExample("seed002-hstack-texts")
        let stack = try #require(run.tree.nodes.first { $0.kind == "HStack" })
        let hello = try #require(run.frame(of: "Hello")), world = try #require(run.frame(of: "World"))
        #expect(run.result.frame(of: stack.id)?.width == hello.width + 8 + world.width)
        #expect(run.frames(kind: "frame", withAttribute: ["width"]).map(\.width) == [300])
    }

    @Test("Text + Spacer + Text: the Spacer takes all that is left of 268")
    func spacer() throws {
        let run = try runExample("seed002-hstack-spacer")
        let hello = try #require(run.frame(of: "Hello")), world = try #require(run.frame(of: "World"))
        let spacer = try #require(Self.widths(run, kind: "Spacer").first)
        #expect(abs(hello.width + spacer + world.width - 268) < 1e-9)
        // The 300 pt frame is centred on the 402 pt screen (51 pt each side), then 16 pt of padding.
        #expect(abs(hello.minX - (51 + 16)) < 1e-9)
    }

    @Test("Spacer + Text + Spacer + Text + Spacer: three equal Spacers")
    func spacers() throws {
        let run = try runExample("seed002-hstack-spacers")
        let spacers = Self.widths(run, kind: "Spacer")
        #expect(spacers.count == 3)
        #expect(Set(spacers.map { ($0 * 3).rounded() }).count == 1)
        let hello = try #require(run.frame(of: "Hello")), world = try #require(run.frame(of: "World"))
        #expect(abs(spacers.reduce(0, +) + hello.width + world.width - 268) < 1e-9)
    }

    @Test("Text + Spacer + Color: the Spacer shrinks to 8, the Color takes the rest")
    func color() throws {
        let run = try runExample("seed002-hstack-color")
        #expect(Self.widths(run, kind: "Spacer") == [8])
        let hello = try #require(run.frame(of: "Hello"))
        let color = try #require(run.tree.nodes.first { $0.kind == "Color" }.flatMap { run.result.frame(of: $0.id) })
        // A Spacer keeps no spacing to its neighbours, so the Color gets 300 − Text − 8.
        #expect(abs(color.width - (300 - hello.width - 8)) < 1e-9)
        #expect(color.height == 100)
    }

    @Test("TestLayout { Spacer() }: min 8, ideal 8, max inf, layoutPriority -inf, as the article states")
    func testLayoutSpacer() throws {
        #expect(try runExample("seed002-test-layout-spacer").lines == Repository.fixture("source-seed-002/test-layout-spacer", header: "//"))
    }

    @Test("TestLayout { Text(\"Hello\") } as published: min (0, 0), priority 0, ideal = max ≈ 39")
    func testLayoutText() throws {
        let lines = try runExample("seed002-test-layout").lines
        let expected = try Repository.fixture("source-seed-002/test-layout-text", header: "//")
        #expect(lines.count == 4)
        #expect(lines[0] == expected[0])
        #expect(lines[3] == expected[3])
        #expect(lines[1].hasPrefix("# idealSize (39."))
        #expect(lines[2] == lines[1].replacingOccurrences(of: "idealSize", with: "maxSize"))
    }
}

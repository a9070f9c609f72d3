import Foundation
import Testing
@testable import LayoutLab

// Golden tests for seed 001 ("SwiftUIのframeのminWidth maxWidth観測隊"): which of the
// candidates — the parent's width (親), the child's ideal width (本来), min, max — a
// `.frame(minWidth:maxWidth:)` adopts. The cases and the article's notation are in
// Tests/Fixtures/seed-001/*.tsv.

/// The article's helper: a 16 pt monospaced Text on one line, 10 pt per character.
struct MyText: View {
    let str: String
    var body: some View {
        Text(str)
            .font(.system(size: 16, design: .monospaced))
            .lineLimit(1)
    }
}

/// One table row: the fixture's cells by column name.
struct Row {
    let cells: [String: String]
    subscript(column: String) -> String { cells[column] ?? "" }
    func length(_ column: String) -> CGFloat? { Double(self[column]).map { CGFloat($0) } }
}

func rows(_ fixture: String) throws -> [Row] {
    let lines = try Fixture.lines(fixture + ".tsv")
    let header = lines[0].split(separator: "\t").map(String.init)
    return lines.dropFirst().map { line in
        Row(cells: Dictionary(uniqueKeysWithValues: zip(header, line.split(separator: "\t").map(String.init))))
    }
}

/// The article's notation: the candidates in increasing order, the adopted one in parentheses.
func notation(_ candidates: [(name: String, value: CGFloat)], adopted: CGFloat) -> String {
    candidates.sorted { $0.value < $1.value }
        .map { $0.value == adopted ? "(\($0.name))" : $0.name }
        .joined(separator: " < ")
}

/// The width the frame takes in the article's setting: a leading VStack, optionally in a frame.
func adoptedWidth<V: View>(_ child: V, parent: CGFloat?) throws -> CGFloat {
    let stack = VStack(alignment: .leading, spacing: 10) { child.inspectLayoutProcess("observed") }
    let result = try (parent.map { AnyView(stack.frame(width: $0)) } ?? AnyView(stack)).layout()
    let frameNode = try #require(result.tree.nodes(named: "observed").first)
    return try #require(result.frame(of: frameNode.id)).width
}

@Suite("Seed 001: the frame observation corps")
struct Seed001FrameObservationTests {
    @Test("MyText is 10 pt per character: 19 characters fit 200 with room, 20 exactly, 21 are truncated")
    func monospacedText() throws {
        for (count, width) in [(19, 190), (20, 200)] {
            #expect(ViewTree(MyText(str: String(repeating: "1", count: count))).flexibility(of: 0).ideal.width == CGFloat(width))
        }
        let truncated = try VStack { MyText(str: "123456789012345678901") }.frame(width: 200).layout()
        let text = try #require(truncated.tree.nodes.first { $0.kind == "Text" })
        #expect(truncated.frame(of: text.id)?.width == 200)
    }

    @Test("The 7 Rectangle cases (親VStack、子Rectangle): the adopted value and the article's notation")
    func rectangleCases() throws {
        let cases = try rows("seed-001/frame-rectangle-7-cases")
        #expect(cases.count == 7)
        for row in cases {
            let min = row.length("min"), max = row.length("max")
            let width = try adoptedWidth(Rectangle().frame(minWidth: min, maxWidth: max), parent: 200)
            var candidates: [(name: String, value: CGFloat)] = [("親", 200)]
            if let min { candidates.append(("min", min)) }
            if let max { candidates.append(("max", max)) }
            #expect(notation(candidates, adopted: width) == row["notation"], "min \(row["min"]) max \(row["max"]): \(width)")
        }
    }

    @Test("The Text cases without a parent width: the adopted value and the article's notation")
    func textCasesWithoutParent() throws {
        let cases = try rows("seed-001/frame-text-without-parent")
        #expect(cases.count == 7)
        for row in cases {
            let min = row.length("min"), max = row.length("max")
            let ideal = ViewTree(MyText(str: row["string"])).flexibility(of: 0).ideal.width
            let width = try adoptedWidth(MyText(str: row["string"]).frame(minWidth: min, maxWidth: max), parent: nil)
            var candidates: [(name: String, value: CGFloat)] = [("本来", ideal)]
            if let min { candidates.append(("min", min)) }
            if let max { candidates.append(("max", max)) }
            #expect(notation(candidates, adopted: width) == row["notation"], "\(row["string"]): \(width)")
        }
    }

    @Test("The final table: all 24 rows adopt the article's value, in the article's notation")
    func twentyFourCases() throws {
        let cases = try rows("seed-001/frame-24-cases")
        #expect(cases.count == 24)
        for row in cases {
            let parent = try #require(row.length("parent"))
            let min = row.length("min"), max = row.length("max")
            let ideal = ViewTree(MyText(str: row["string"])).flexibility(of: 0).ideal.width
            let width = try adoptedWidth(MyText(str: row["string"]).frame(minWidth: min, maxWidth: max), parent: parent)
            var candidates: [(name: String, value: CGFloat)] = [("本来", ideal), ("親", parent)]
            if let min { candidates.append(("min", min)) }
            if let max { candidates.append(("max", max)) }
            #expect(notation(candidates, adopted: width) == row["notation"], "\(row["string"]) in \(parent): \(width)")
        }
    }
}

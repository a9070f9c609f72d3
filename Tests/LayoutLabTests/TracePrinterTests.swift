import Foundation
import Testing
@testable import LayoutLab
import TestSupport

@Suite("Trace printers")
struct TracePrinterTests {
    @Test("The trace table aligns columns, indents by depth and reads nil and ∞")
    func table() throws {
        var lines: [String] = []
        _ = try TwoRectangles().layout(sink: TraceTablePrinter { lines.append($0) })
        #expect(lines[0].hasPrefix("seq  pass"))
        let probe = try #require(lines.first { $0.contains("300 × ∞") })
        #expect(probe.contains("proposal"))
        // Every row puts the proposal column at the same display column.
        let header = lines[0]
        let proposalColumn = header.range(of: "proposal")!.lowerBound.utf16Offset(in: header)
        for line in lines.dropFirst() where line.contains(" × ") && line.contains("  proposal  ") {
            let prefix = String(line.prefix { _ in true }.prefix(while: { $0 != "×" }))
            #expect(prefix.displayWidth > proposalColumn - 1)
        }
        #expect(lines.contains { $0.contains("    frame") })
    }

    @Test("JSON Lines: one object per event, null for unspecified, \"inf\" for infinity")
    func jsonLines() throws {
        var lines: [String] = []
        _ = try FixedSizeStack().layout(sink: JSONLinesTracePrinter { lines.append($0) })
        let first = try #require(lines.first)
        let object = try #require(JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        #expect(object["event"] as? String == "proposal")
        #expect(object["seq"] as? Int == 0)
        let nilProposal = try #require(lines.first { $0.contains("\"label\":\"VStack\"") && $0.contains("\"event\":\"proposal\"") })
        #expect(nilProposal.contains("\"proposal\":{\"width\":null,\"height\":null}"))
        var infLines: [String] = []
        _ = try TwoRectangles().layout(sink: JSONLinesTracePrinter { infLines.append($0) })
        #expect(infLines.contains { $0.contains("\"height\":\"inf\"") })
        for line in infLines { #expect(try JSONSerialization.jsonObject(with: Data(line.utf8)) is [String: Any]) }
    }

    @Test("Display width: emoji and CJK take two columns, combining marks and the soft hyphen none, Latin signs, ∞ and × one")
    func displayWidth() {
        #expect("🟥".displayWidth == 2)
        #expect("∞ × 20.5".displayWidth == 8)
        #expect("Größe…↵".displayWidth == 7)
        #expect("e\u{301}×".displayWidth == 2)
        #expect("a\u{AD}b".displayWidth == 2)
        #expect("本来".displayWidth == 4)
        #expect("abc".displayWidth == 3)
        // The printable-ASCII scan's edges: " " and "~" are in it; a tab (no column) and DEL are not.
        #expect(" ~".displayWidth == 2)
        #expect("a\tb".displayWidth == 2)
        #expect("a\u{7F}".displayWidth == 2)
        // A deep node's path: thousands of ASCII bytes, with one wide character at the end.
        #expect((String(repeating: "0.", count: 1_500) + "本").displayWidth == 3_002)
        #expect("🟥".padded(to: 4) == "🟥  ")
        #expect(TraceFormatting.indented("VStack", depth: 2) == "    VStack")
        #expect(TraceFormatting.indented("Text \"Größe\"", depth: 1) == "  Text \"Größe\"")
        #expect(TraceFormatting.indented("", depth: 0) == "")
    }

    @Test("A label is shown with its line breaks as \\n and cut after maximumLabelLength characters, however long it is")
    func labelsShown() {
        let cut = TraceFormatting.maximumLabelLength
        #expect(TraceFormatting.name(kind: "Text", label: "a\nb") == "Text \"a\\nb\"")
        #expect(TraceFormatting.name(kind: "Text", label: String(repeating: "a", count: 1_000_000))
            == "Text \"" + String(repeating: "a", count: cut) + "…\"")
        // Escaping lengthens: 150 line breaks are 300 characters, cut at 200.
        #expect(TraceFormatting.name(kind: "Text", label: String(repeating: "\n", count: 150) + String(repeating: "b", count: 5_000))
            == "Text \"" + String(repeating: "\\n", count: cut / 2) + "…\"")
        #expect(TraceFormatting.name(kind: "VStack", label: String(repeating: "c", count: cut)) == "VStack " + String(repeating: "c", count: cut))
    }
}

/// README's "Experiments" section: the library example, as printed there.
private struct ReadmeProbe: View {
    var body: some View {
        HStack {
            Text("Hello").inspectLayoutProcess("Hello")
            Spacer()
        }
        .frame(width: 300)
    }
}

@Test("README's library example compiles and prints the inspector's lines")
func readmeLibraryExample() throws {
    var lines: [String] = []
    let result = try ReadmeProbe().layout(sink: InspectorPrinter { lines.append($0) })
    // The Spacer keeps its 8-point minimum; the Text is offered the rest of the 300.
    #expect(lines.first == "【Hello】proposal size: ProposedViewSize(width: Optional(292.0), height: Optional(778.0))")
    #expect(lines.count == 2)
    #expect(result.tree.nodes.map(\.kind).contains("Spacer"))
}

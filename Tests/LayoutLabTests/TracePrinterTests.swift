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
        for text in ["🟥", "∞ × 20.5", "Größe…↵", "e\u{301}×", "a\u{AD}b", "本来", "abc", "tab\there", ""] {
            var utf8 = Array(text.utf8)
            #expect(utf8.withUnsafeMutableBufferPointer { String.displayWidth(utf8: UnsafeBufferPointer($0)) } == text.displayWidth, "\(text)")
        }
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

    /// Reals written as bytes (csv, tsv, json, jsonl) must be `description`'s characters: the
    /// whole-number shortcut up to 2⁵³ (where `description` turns to an exponent), and every
    /// other value through `write(to:)`. Random bit patterns from a fixed seed cover the rest.
    @Test("A real's bytes are Swift's description: whole numbers below and past 2⁵³, thirds, -0, infinities, random patterns; NaN as nan")
    func realBytes() {
        var values: [Double] = [0, -0.0, 1, -1, 300, 0.1, 194.66666666666666, 20.333333333333332, 1e15, 1e16, 0x1p53, 0x1p53 - 1,
                                -(0x1p53 - 1), -0x1p53, 0x1p53 + 2, 1e-5, 0.0001, .leastNonzeroMagnitude, .greatestFiniteMagnitude, .infinity, -.infinity]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for index in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            values.append(Double(bitPattern: state))
            values.append(Double(Int64(truncatingIfNeeded: state) % 1_000_000) / 3)
            values.append(Double(index) * 1e10 + 0.5)
        }
        for value in values where !value.isNaN {
            var bytes: [UInt8] = []
            ByteText.append(value, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == value.description)
        }
        var nan: [UInt8] = []
        ByteText.append(-Double.nan, to: &nan)
        #expect(nan == Array("nan".utf8))
    }

    @Test("An integer's bytes are String(value)'s: 0, one digit, Int64's extremes, random values of every length, appended after text")
    func integerBytes() {
        var values: [Int64] = [0, 9, -9, 10, -10, 99, 100, .max, .min, .max - 1, .min + 1]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        for shift in 0..<64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            values.append(Int64(truncatingIfNeeded: state >> UInt64(shift)))
            values.append(-Int64(truncatingIfNeeded: state >> UInt64(shift + 1)))
        }
        for value in values {
            var bytes = Array("x=".utf8)
            ByteText.append(value, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == "x=" + String(value))
        }
    }

    /// `TraceFormatting.length` writes a length's digits itself; what it wrote through `description`
    /// until issue 36's output work (806ae42) is the reference.
    @Test("A length for people is written as it was through description: two decimals, no trailing zeros, ∞, 0 for -0.001")
    func lengthBytes() {
        func reference(_ value: CGFloat) -> String {
            if value.isNaN { return "nan" }
            if value == .infinity { return "∞" }
            if value == -.infinity { return "-∞" }
            let hundredths = (Double(value) * 100).rounded()
            guard abs(hundredths) < 1e15 else { return String(format: "%.0f", Double(value)) }
            if hundredths == 0 { return "0" }
            if hundredths.truncatingRemainder(dividingBy: 100) == 0 { return String(Int64(hundredths / 100)) }
            return (hundredths / 100).description
        }
        var values: [CGFloat] = [0, -0.0, -0.001, 0.004, 0.005, 0.05, 0.5, -0.05, 12.3, 12.05, 94.333, 300, -300, 1e13 - 0.01, 9_999_999_999_999.99,
                                 1e13, 1e15, -1e20, .nan, .infinity, -.infinity, .leastNonzeroMagnitude]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        for index in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            values.append(CGFloat(Int64(truncatingIfNeeded: state >> 11) % 100_000_000_000_000) / 100)
            values.append(CGFloat(index) / 3)
            values.append(CGFloat(Double(bitPattern: state)))
        }
        for value in values {
            #expect(TraceFormatting.length(value) == reference(value), "\(value)")
        }
    }

    /// `render` writes its lines through `AlignedLineShape`, the byte path `layoutlab` writes the
    /// spooled trace with; the lines are what padding Strings and trimming characters made
    /// (806ae42), trailing spaces after wide text and after a prepended mark included.
    @Test("The trace table's lines through AlignedLineShape are the String rule's: padded by display width, trailing spaces trimmed as characters")
    func renderBytes() {
        let rows = [
            ["7", "sizing", "proposal", "0.1", "  Text \"🟥 本来\"", "300 × ∞", "", ""],
            ["12", "placement 2", "place", "0", "frame", "", "(0, 0) 20 × 20", ""],
            ["3", "sizing", "report", "0.0.1", "Color", "", "width 94.33", "\u{0600}"],
            ["100", "", "", "", "", "", "", " \u{301}"],
        ]
        let all = [TraceTablePrinter.header] + rows
        let widths = TraceTablePrinter.header.indices.map { column in all.map { $0[column].displayWidth }.max() ?? 0 }
        let expected = all.map { row in
            row.indices.map { row[$0].padded(to: widths[$0], alignRight: $0 == 0) }.joined(separator: "  ").trimmingTrailingSpaces.description
        }
        #expect(TraceTablePrinter.render(rows) == expected)
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

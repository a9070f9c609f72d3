import Foundation
import LayoutLab
import LayoutLabFuzz
import LayoutLabSource
import LayoutLabStore
import Testing
import TestSupport

/// Inputs that trapped, hung or half-wrote a run (issue 14 and the fuzz corpus), minimised:
/// each now ends in a success or a located error, and the database holds the run whole or not at all.
@Suite("Fuzz regressions (issue 14)")
struct RegressionTests {
    @Test("issue 14: a fixed-size Text in a frame of height .greatestFiniteMagnitude fits every line (it trapped converting to Int)")
    func textInHugeFrame() throws {
        let directory = try TemporaryDirectory()
        let source = "Text(\"Hello, world.\").fixedSize(horizontal: true, vertical: false)"
            + ".frame(width: 50, height: Double.greatestFiniteMagnitude)"
        #expect(outcome(of: source, in: directory) == .success)
        // The frame takes its proposal; the Text its one line, centred in it.
        let frames = try storedRows("""
            SELECT nodes.kind, frames.width, frames.height FROM frames JOIN nodes USING (run_id, node_id) ORDER BY node_id
            """, in: directory)
        #expect(frames.first == [.text("frame"), .real(50), .real(Double.greatestFiniteMagnitude)])
        #expect(frames.last?.first == .text("Text"))
        if case let .real(height)? = frames.last?.last { #expect(height > 0 && height < 100) }
    }

    @Test("issue 14: a NaN position, spacing or font size is a located error at the argument; nothing of the run is stored",
          arguments: [
              ("Rectangle().position(x: .nan, y: 1)", "Input.swift:1:25: error: position: 'x' must be a finite number, not nan"),
              ("VStack(spacing: .nan) { Text(\"a\"); Text(\"b\") }", "Input.swift:1:17: error: VStack: 'spacing' must be a finite number, not nan"),
              ("Text(\"a\").font(.system(size: .nan))", "Input.swift:1:30: error: Font.system: 'size' must be a finite, non-negative number, not nan"),
          ])
    func notANumberArgument(source: String, message: String) throws {
        let directory = try TemporaryDirectory()
        #expect(outcome(of: source, in: directory) == .error(message))
        if FileManager.default.fileExists(atPath: directory.path("fuzz.sqlite")) {
            #expect(try storedRows("SELECT count(*) FROM runs", in: directory) == [[.integer(0)]])
        }
    }

    @Test("issue 14: a NaN frame is refused, naming the node and what placed it, and nothing of the run is stored",
          arguments: [
              // ∞ − ∞ where the stack centres a child of infinite height (sizes of 3e308 are infinite).
              ("HStack { Color.red.frame(width: 1e308).padding(1e308); Color.blue.frame(width: 1e308).padding(1e308) }",
               "padding (node 0.0, line 1, column 40) placed by HStack (node 0, line 1, column 1)"),
              ("Color.red.frame(width: 1e308).padding(1e308).position(x: 1, y: 1)",
               "padding (node 0.0, line 1, column 31) placed by position (node 0, line 1, column 46)"),
          ])
    func notANumber(source: String, node: String) throws {
        let directory = try TemporaryDirectory()
        let result = outcome(of: source, in: directory)
        guard case let .error(message) = result else {
            Issue.record("expected the store's refusal, got \(result)")
            return
        }
        #expect(message.contains("the layout of \(node)"), "\(message)")
        #expect(message.contains("is NaN), so the run is not recorded"), "\(message)")
        #expect(!message.contains("constraint failed"))
        let runs = try storedRows("SELECT count(*) FROM runs", in: directory)
        #expect(runs == [[.integer(0)]])
    }

    @Test("campaign: 300,000 nested ( or { are refused at the 257th level with the parser's message, before the parser (its recovery took 13 s and 45 s)",
          arguments: [("(", ")"), ("{", "}()")])
    func deepNesting(open: String, close: String) throws {
        let directory = try TemporaryDirectory()
        // `.frame(` opens level 1 at column 16; the k-th bracket after `width: ` is level k + 1, at column 23 + k.
        let source = "Text(\"a\").frame(width: " + String(repeating: open, count: 300_000) + "1"
            + String(repeating: close, count: 300_000) + ")"
        #expect(outcome(of: source, in: directory) == .error("Input.swift:1:279: error: parsing has exceeded the maximum nesting level"))
    }

    @Test("fuzz: square brackets nested 200 deep are refused before the parser's exponential lookahead (it ran for minutes)")
    func deepBrackets() throws {
        let directory = try TemporaryDirectory()
        let source = "let value = " + String(repeating: "[", count: 200) + "1" + String(repeating: "]", count: 200) + "\nText(\"x\")"
        // Only the guard before the parser writes this message: the parser, whose lookahead is
        // what took minutes, never saw the source (no wall-clock limit, which a busy machine breaks).
        #expect(outcome(of: source, in: directory) == .error("Input.swift:1:25: error: square brackets nested more than 12 deep"))
        // Twelve levels, in a string and a comment too, are fine.
        let twelve = "// [[[[[[[[[[[[[[[[\nlet s = \"[[[[[[[[[[[[[[[[\"\nlet value = " + String(repeating: "[", count: 12) + "1"
            + String(repeating: "]", count: 12) + "\nText(\"x\")"
        #expect(outcome(of: twelve, in: directory) == .success)
    }

    @Test("campaign: a chain of more than 1,000 modifiers is refused before the parser, whose recovery after a syntax error is quadratic in it (3,000 took 13 s in release)")
    func longModifierChain() throws {
        let directory = try TemporaryDirectory()
        // Modifiers on lines of their own, as views are written, after a missing `}`: the
        // k-th `.` is on line k + 2 (after `VStack {` and `Text("a")`), so the 1,001st on line 1,003, column 5.
        let chain = "VStack {\n" + "Text(\"a\")" + String(repeating: "\n    .padding()", count: 1_200) + "\n"
        #expect(outcome(of: chain, in: directory) == .error(
            "Input.swift:1003:5: error: more than 1000 modifiers or members in one chain"))
        // 1,000 in a row are parsed (and refused by the evaluation depth budget of the suite's limits,
        // not the guard); statements, one per line, are not one chain.
        let thousand = "Text(\"a\")" + String(repeating: ".padding(1)", count: 1_000)
        #expect(outcome(of: thousand, in: directory) != .error("Input.swift:1:1011: error: more than 1000 modifiers or members in one chain"))
        let statements = String(repeating: "Text(\"row\").padding(1).frame(width: 10)\n", count: 2_000)
        #expect(outcome(of: statements, in: directory) == .success)
    }

    @Test("campaign input 6378: a string left open on its line ends there, so the chain on the next line still meets the guard (a stray quote hid a 30,000-long chain from it, and the parser's recovery ran past 120 s)")
    func chainAfterUnterminatedString() throws {
        let directory = try TemporaryDirectory()
        // The parser ends a one-line string at its line: the guard counts the chain on line 2,
        // whose 1,001st `.` is at column 10 + 1,000 × 10.
        let source = "let s = \"left open\n" + "Text(\"a\")" + String(repeating: ".padding()", count: 1_200) + "\n"
        #expect(outcome(of: source, in: directory) == .error(
            "Input.swift:2:\(10 + 1_000 * 10): error: more than 1000 modifiers or members in one chain"))
        // A multi-line string is one string whatever its lines hold: its text is no chain and no nesting.
        let multiline = "let s = \"\"\"\n  \"quoted\" ((((\n" + String(repeating: "  a.", count: 1_200) + "\n  \"\"\"\nText(s)\n"
        #expect(outcome(of: multiline, in: directory) == .success)
    }

    @Test("campaign input 4003: a chain cut every 500 modifiers by a flipped byte (a `(` become a control character) still meets the guard: the parser's recovery runs through the whole line (12 s)")
    func chainCutByFlippedBytes() throws {
        let directory = try TemporaryDirectory()
        let modifiers = (1...3_000).map { $0 % 500 == 0 ? ".fixedSize\u{8})" : ".fixedSize()" }.joined()
        // The 1,001st `).` of the line: after `Text("a")` (column 10), every 12 columns.
        #expect(outcome(of: "Text(\"a\")" + modifiers + "\n", in: directory) == .error(
            "Input.swift:1:\(10 + 1_000 * 12): error: more than 1000 modifiers or members in one chain"))
    }

    @Test("fuzz: adaptive grid columns with an infinite spacing end in a layout or a located error (the adaptive count can be NaN)")
    func adaptiveInfiniteSpacing() throws {
        let directory = try TemporaryDirectory()
        let source = "LazyVGrid(columns: [GridItem(.adaptive(minimum: 10), spacing: .infinity)]) { Text(\"a\"); Text(\"b\") }"
        let result = outcome(of: source, in: directory)
        #expect(!result.isFailure, "\(result)")
    }
}

@Suite("Fuzz regressions: sizes (issue 14)")
struct SizeRegressionTests {
    @Test("campaign: a source past 2 MB is refused at once with a located error (a 50 MB one ran past the time limit)")
    func hugeSource() throws {
        let directory = try TemporaryDirectory()
        let source = String(repeating: "Text(\"row\").padding(1)\n", count: 400_000)
        // The size check before the parser writes this message: nothing was parsed.
        let result = outcome(of: source, in: directory)
        #expect(result == .error("Input.swift:1:1: error: the file has 9200000 bytes; LayoutLab parses files of at most 2000000 bytes"))
    }

    @Test("campaign: layout modifiers count against --max-views, so a file of many modified views stops while it is interpreted (43,478 lines of Text(\"row\").padding(1) took 4 s to record)")
    func modifiersCountAsViews() throws {
        let directory = try TemporaryDirectory()
        // 6,000 views, each with a padding: fewer views than the suite's 10,000, twice as many nodes.
        let source = String(repeating: "Text(\"row\").padding(1)\n", count: 6_000)
        #expect(outcome(of: source, in: directory) == .error("Input.swift:1:1: error: more than 10000 views were built"))
        #expect(!FileManager.default.fileExists(atPath: directory.path("fuzz.sqlite")))
    }

    @Test("campaign #5598: a lazy grid of 100,000 elements stops at the views budget at once (each element after it was noted, and each note searched the notes before it: 31 s)")
    func lazyElementsPastTheViewsBudget() throws {
        let directory = try TemporaryDirectory()
        let source = "LazyVGrid(columns: [GridItem(.adaptive(minimum: 1e308))]) { ForEach(0..<100000, id: \\.self) { _ in Color.red } }"
        var limits = suiteLimits
        limits.elements = 100_000
        // A step budget, not a clock: 10,000 views fit in 30,000 steps, the grid's 100,000
        // elements do not, so an element built or evaluated past the views budget ends in the
        // steps message instead.
        limits.steps = 30_000
        #expect(outcome(of: source, limits: limits, in: directory) == .error("Input.swift:1:1: error: more than 10000 views were built"))
        #expect(try storedRows("SELECT count(*) FROM runs", in: directory) == [[.integer(0)]])
    }

    @Test("a paragraph of 200,000 spaces then a word wraps without measuring each space (it was quadratic)")
    func spaces() throws {
        let directory = try TemporaryDirectory()
        let source = "Text(\"" + String(repeating: " ", count: 200_000) + "word\").frame(width: 100)"
        // How much it measures is counted in TextMeasuringBudgetTests, not timed here.
        #expect(outcome(of: source, in: directory) == .success)
    }

    @Test("campaign: gridCellColumns(1 << 62) is a located error at the argument (the grid allocated a track per column and crashed)")
    func hugeGridSpan() throws {
        let directory = try TemporaryDirectory()
        let source = "Grid { GridRow { Text(\"a\").gridCellColumns(1 << 62); Text(\"b\") } }"
        #expect(outcome(of: source, in: directory) == .error(
            "Input.swift:1:44: error: gridCellColumns: a cell spans at most 100000 columns in LayoutLab, not 4611686018427387904"))
    }

    @Test("campaign: a Text of 100,000 characters wraps in a frame 50 wide, and is measured at width 0, without measuring the rest of the paragraph for every line (it was quadratic)",
          arguments: ["مرحبا ", "👩‍👩‍👧‍👦", "\\u{0}"])
    func longParagraph(word: String) throws {
        let directory = try TemporaryDirectory()
        let repeats = 100_000 / word.unicodeScalars.count
        let source = "Text(\"" + String(repeating: word, count: repeats) + "\").frame(width: 50)"
        // How much it measures is counted in TextMeasuringBudgetTests, not timed here.
        #expect(outcome(of: source, in: directory) == .success)
    }

    @Test("campaign input 6305: `s += …` appends to a variable's string in place, so 40,000 appends cost 4 times 10,000, not 16 times (it copied the whole string each time: 7.5 s of CPU in release)")
    func appendsInPlace() throws {
        // The command line's budgets: the loop's range is 40,000 elements.
        let limits = EvaluationLimits()
        func seconds(_ count: Int) throws -> Double {
            let directory = try TemporaryDirectory()
            let source = "var s = \"\"\nfor _ in 0..<\(count) { s += \"aaaaaaaaaaaaaaaa\" }\nText(s).frame(width: 100)\n"
            let start = ContinuousClock.now
            #expect(outcome(of: source, limits: limits, in: directory) == .success)
            let elapsed = ContinuousClock.now - start
            // The same Text as the string written out: the label and its frame.
            #expect(try storedRows("SELECT length(label) FROM nodes WHERE kind = 'Text'", in: directory) == [[.integer(Int64(16 * count))]])
            return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        }
        let quarter = try seconds(10_000), whole = try seconds(40_000)
        // Linear is 4×; copying the string each time made it 16× (and the quarter's own share quadratic too).
        #expect(whole < 9 * quarter + 0.5, "10,000 appends \(quarter) s, 40,000 \(whole) s")
    }

    @Test("campaign: ForEach(0...Int.max) is a located error (counting its elements overflowed and trapped)")
    func closedRangeToIntMax() throws {
        let directory = try TemporaryDirectory()
        let source = "ForEach(0...(Int.max), id: \\.self) { Text(\"\\($0)\") }"
        #expect(outcome(of: source, in: directory) == .error(
            "Input.swift:1:9: error: the range has more than 9223372036854775807 elements"))
    }

    @Test("campaign: a comparison that cannot be made (--param i=.ulpOfOne against `case 0`) is a located error, not an unlocated one with exit 1")
    func unlocatedRuntimeError() throws {
        let directory = try TemporaryDirectory()
        let source = """
            struct V: View {
                @State private var i = 0
                var body: some View {
                    switch i {
                    case 0: Text("a")
                    default: Text("b")
                    }
                }
            }
            """
        #expect(outcome(of: source, parameters: ["i": ".ulpOfOne"], in: directory) == .error(
            "Input.swift:4:9: error: cannot compare a value of type .ulpOfOne with a value of type Int"))
    }

    @Test("campaign: .fractionLength(1_000_000_000) keeps ICU's 999 digits, and a printf field of a billion characters is a located error (each asked for a gigabyte)")
    func hugeFormatLengths() throws {
        let directory = try TemporaryDirectory()
        #expect(outcome(of: "Text(1.5.formatted(.number.precision(.fractionLength(1_000_000_000))))", in: directory) == .success)
        let label = "1.5" + String(repeating: "0", count: 998)
        #expect(try storedRows("SELECT count(*) FROM nodes WHERE label = '\(label)'", in: directory) == [[.integer(1)]])
        #expect(outcome(of: "Text(String(format: \"%.1000000000f\", 1.5))", in: directory) == .error(
            "Input.swift:1:21: error: the format '%.1000000000f' asks for 1000000000 characters in a field; LayoutLab writes at most 1000"))
    }
}

import Foundation
import LayoutLab
import LayoutLabSource
import Testing

// Hostile and mistaken input: every case is a located error (file, line, column, the source
// line with a caret), never a crash.

struct BadInput: CustomTestStringConvertible, Sendable {
    let name: String
    let source: String
    /// Part of the message.
    let message: String
    let line: Int
    var column: Int?
    var hint: String?
    var parameters: [String: String] = [:]

    var testDescription: String { name }
}

private func deep(_ count: Int, _ open: String, _ middle: String, _ close: String) -> String {
    String(repeating: open, count: count) + middle + String(repeating: close, count: count)
}

private func customLayout(_ sizeBody: String) -> String {
    """
    struct L: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            \(sizeBody)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }
    L { Color.red }
    """
}

let badInputs: [BadInput] = [
    // Syntax errors, reported by SwiftParser through SwiftParserDiagnostics.
    BadInput(name: "missing parenthesis", source: "Text(\"a\"\n", message: "expected ')' to end function call", line: 1, column: 9),
    BadInput(name: "unterminated string", source: "VStack {\n    Text(\"abc)\n}", message: "expected '\"' to end string literal", line: 2, column: 15),
    BadInput(name: "stray brace", source: "Text(\"a\")\n}\n", message: "unexpected brace", line: 2, column: 1),
    BadInput(name: "modifier named, not called", source: "Text(\"a\").frame(width: )", message: "the modifier 'frame' is named but not called",
             line: 1, column: 11),
    BadInput(name: "10,000 nested VStacks", source: deep(10_000, "VStack { ", "Text(\"a\")", " }"),
             message: "parsing has exceeded the maximum nesting level", line: 1),
    BadInput(name: "10,000 nested parentheses", source: "Color.red.frame(width: " + deep(10_000, "(", "1", ")") + ")",
             message: "parsing has exceeded the maximum nesting level", line: 1),
    BadInput(name: "garbage characters", source: "\u{0}\u{1}@@@ ### $$$ \u{7}", message: "expected", line: 1),
    // Files without a view.
    BadInput(name: "empty file", source: "", message: "the file contains no view to lay out", line: 1, column: 1),
    BadInput(name: "only an import", source: "import SwiftUI\n", message: "the file contains no view to lay out", line: 2),
    // Views and modifiers the engine does not model.
    BadInput(name: "unknown view", source: "VStack {\n    Txt(\"a\")\n}", message: "'Txt' is not a view or type LayoutLab models",
             line: 2, column: 5, hint: "did you mean 'Text'?"),
    // A property's type from elsewhere in the project, given as an implicit member (a real
    // file's preview: `PokemonInfoRow(model: .sample(id: 1))`): the type is named, not the
    // member later read from it.
    BadInput(name: "implicit member of a type the file does not declare", source: """
        struct Row: View {
            let model: RowModel
            var body: some View { Text(model.title) }
        }
        Row(model: .sample(id: 1))
        """, message: "'RowModel' is not a view or type LayoutLab models", line: 5, column: 12,
             hint: "'.sample' is a member of 'RowModel', which the file does not declare"),
    BadInput(name: "unmodelled view", source: "DisclosureGroup(\"More\") {\n    Text(\"a\")\n}", message: "'DisclosureGroup' is not a view",
             line: 1, column: 1, hint: "DisclosureGroup is not modelled"),
    BadInput(name: "unknown modifier", source: "Text(\"a\")\n    .framee(width: 10)", message: "'framee' is not a modifier LayoutLab models",
             line: 2, column: 6, hint: "did you mean 'frame'?"),
    BadInput(name: "layout modifier not modelled", source: "Toggle(\"a\", isOn: .constant(true))\n    .toggleStyle(.button)",
             message: "'toggleStyle' is not a modifier", line: 2, column: 6, hint: "cannot be skipped"),
    BadInput(name: "shape modifier on Text", source: "Text(\"a\").fill(.red)", message: "'fill' is a modifier of a Shape", line: 1, column: 11),
    BadInput(name: "property wrapper LayoutLab does not model", source: """
        struct ContentView: View {
            @Dependency var date: Date
            var body: some View { Text("a") }
        }
        """, message: "the property wrapper @Dependency is not one LayoutLab models", line: 2, column: 5),
    BadInput(name: "environment value LayoutLab does not model", source: """
        struct ContentView: View {
            @Environment(\\.safeAreaInsets) var insets
            var body: some View { Text("a") }
        }
        """, message: "@Environment(\\.safeAreaInsets): LayoutLab does not model this environment value", line: 2, column: 18),
    // Arguments.
    BadInput(name: "wrong argument label", source: "Text(\"a\").frame(widht: 10)", message: "no 'frame' accepts the arguments (widht:)",
             line: 1, column: 17, hint: "did you mean 'width:' instead of 'widht:'?"),
    BadInput(name: "missing required argument", source: "RoundedRectangle()", message: "no 'RoundedRectangle' accepts the arguments ()", line: 1, column: 1),
    BadInput(name: "wrong argument type", source: "Text(\"a\").frame(width: \"wide\")",
             message: "cannot convert a value of type String to CGFloat", line: 1, column: 24),
    BadInput(name: "unknown enum case", source: "Text(\"a\").frame(width: 10, alignment: .middle)",
             message: "type 'Alignment' has no member 'middle'", line: 1, column: 39),
    BadInput(name: "Text of a number", source: "Text(42)", message: "Text needs a String", line: 1, column: 6),
    BadInput(name: "lineLimit of zero", source: "Text(\"a\").lineLimit(0)", message: "at least 1", line: 1, column: 21),
    // Sizes SwiftUI rejects.
    BadInput(name: "negative frame width", source: "Color.red.frame(width: -10)", message: "'width' must be a finite, non-negative number, not -10.0",
             line: 1, column: 24),
    BadInput(name: "NaN frame height", source: "Color.red.frame(height: .nan)", message: "'height' must be a finite, non-negative number, not nan",
             line: 1, column: 25),
    BadInput(name: "NaN from arithmetic", source: "let zero = 0.0\nColor.red.frame(width: 10,\n    height: zero / zero)",
             message: "'height' must be a finite, non-negative number, not nan", line: 3, column: 13),
    BadInput(name: "infinite fixed frame", source: "Color.red.frame(width: .infinity)", message: "'width' must be a finite", line: 1, column: 24),
    BadInput(name: "negative minWidth", source: "Color.red.frame(minWidth: -1, maxWidth: 10)",
             message: "'minWidth' must be a finite, non-negative number", line: 1, column: 27),
    BadInput(name: "NaN maxHeight", source: "Color.red.frame(maxHeight: CGFloat.nan)", message: "'maxHeight' must be a non-negative number or .infinity",
             line: 1, column: 28),
    BadInput(name: "zero aspect ratio", source: "Color.red.aspectRatio(0, contentMode: .fit)", message: "must be a finite, positive number",
             line: 1, column: 23),
    BadInput(name: "NaN padding", source: "Color.red.padding(.nan)", message: "must be a finite number", line: 1, column: 19),
    BadInput(name: "negative Spacer minLength", source: "HStack { Spacer(minLength: -4) }", message: "'minLength' must be a finite, non-negative number",
             line: 1, column: 28),
    // Evaluation.
    BadInput(name: "unknown name", source: "Text(title)", message: "cannot find 'title' in scope", line: 1, column: 6),
    BadInput(name: "misspelt constant", source: "let width: CGFloat = 10\nColor.red.frame(width: widht)", message: "cannot find 'widht' in scope",
             line: 2, column: 24, hint: "did you mean 'width'?"),
    BadInput(name: "integer overflow", source: "let big = Int.max\nColor.red.frame(width: CGFloat(big + 1))", message: "arithmetic overflow",
             line: 2, column: 36),
    BadInput(name: "division by zero", source: "let n = 0\nColor.red.frame(width: CGFloat(10 / n))", message: "division by zero", line: 2, column: 35),
    BadInput(name: "integer literal overflow", source: "let n = 99999999999999999999999\nText(\"\\(n)\")", message: "overflows Int",
             line: 1, column: 9),
    BadInput(name: "unwrapping nil", source: "let w: CGFloat? = nil\nColor.red.frame(width: w!)", message: "unexpectedly found nil",
             line: 2, column: 24),
    BadInput(name: "self-referencing constant", source: "let a = b\nlet b = a\nColor.red.frame(width: CGFloat(a))",
             message: "'a' is defined in terms of itself", line: 2, column: 9),
    // `.red` and the first 999 `.padding(1)` make a chain of 1,000; the next `.` is past it.
    BadInput(name: "10,000 chained modifiers", source: "Color.red" + String(repeating: ".padding(1)", count: 10_000),
             message: "more than 1000 modifiers or members in one chain", line: 1, column: 9 + 999 * 11 + 1),
    BadInput(name: "unbounded recursion", source: "func f() -> some View { f() }\nf()", message: "the code nests too deeply", line: 1),
    BadInput(name: "a view whose body is itself", source: "struct A: View { var body: some View { A() } }\nA()",
             message: "the code nests too deeply", line: 1, column: 40),
    BadInput(name: "switch without a matching case", source: "let i = 5\nswitch i {\ncase 0: Text(\"a\")\ncase 1: Text(\"b\")\n}",
             message: "no case of the switch matches 5", line: 2, column: 1, hint: "add a 'default:' case"),
    BadInput(name: "for loop in a view builder", source: "VStack {\n    for i in 0..<3 { Text(\"a\") }\n}",
             message: "a 'for' loop cannot produce views", line: 2, column: 5, hint: "ForEach"),
    BadInput(name: "huge ForEach range", source: "VStack { ForEach(0..<1_000_000) { _ in Color.red } }", message: "is larger than LayoutLab builds",
             line: 1, column: 18),
    BadInput(name: "a number where a view is expected", source: "VStack {\n    Text(\"a\")\n    42\n}",
             message: "expected a view (every expression in a view builder must be one)", line: 3, column: 5),
    BadInput(name: "bad --param value", source: "let i: Int = 0\nColor.red.frame(width: CGFloat(i))", message: "--param i=abc", line: 0,
             parameters: ["i": "abc"]),
    // Custom Layout code beyond the interpreted subset.
    BadInput(name: "subview index out of range at layout time", source: customLayout("subviews[3].sizeThatFits(proposal)"),
             message: "index 3 is out of range: there is 1 subview", line: 3, column: 18),
    BadInput(name: "custom layout returning NaN", source: customLayout("CGSize(width: .nan, height: 1)"),
             message: "sizes must be non-negative numbers", line: 2, column: 10),
]

@Suite("Bad input: located errors, never a crash")
struct BadInputTests {
    @Test("Each case is a located error", arguments: badInputs)
    func located(_ input: BadInput) throws {
        let error = try #require(sourceError(input.source, fileName: "Bad.swift", parameters: input.parameters))
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message.contains(input.message), "\(diagnostic.rendered)")
        #expect(diagnostic.line == input.line, "\(diagnostic.rendered)")
        if let column = input.column { #expect(diagnostic.column == column, "\(diagnostic.rendered)") }
        if let hint = input.hint { #expect(diagnostic.hints.contains { $0.contains(hint) }, "\(diagnostic.hints)") }
        if input.line > 0 {
            #expect(diagnostic.rendered.hasPrefix("Bad.swift:\(diagnostic.line):\(diagnostic.column): error: "))
            // The source line and a caret under the column (swift-syntax's formatter).
            #expect(diagnostic.rendered.contains("`- error:"), "\(diagnostic.rendered)")
        }
    }

    @Test("1,001 sibling `Color.red` lines are siblings, not a chain: the chain guard lets them parse (issue 34)")
    func siblingsAreNotAChain() throws {
        let siblings = "VStack {\n" + String(repeating: "    Color.red\n", count: 1_001) + "}"
        _ = try SourceProgram.parse(Data(siblings.utf8), fileName: "Siblings.swift")
        let chained = "Color.red" + String(repeating: "\n    .padding(1)", count: 1_001)
        #expect(throws: SourceError.self) { try SourceProgram.parse(Data(chained.utf8), fileName: "Chain.swift") }
    }

    @Test("Bytes that are not UTF-8 are located at the first bad byte")
    func binaryGarbage() throws {
        var bytes = Array("Text(\"ok\")\nText(\"".utf8)
        bytes += [0xFF, 0xFE, 0x00, 0xC3]
        do {
            _ = try SourceProgram.parse(Data(bytes), fileName: "Bin.swift")
            Issue.record("binary garbage parsed")
        } catch let error as SourceError {
            let diagnostic = try #require(error.diagnostics.first)
            #expect(diagnostic.line == 2 && diagnostic.column == 7)
            #expect(diagnostic.rendered.hasPrefix("Bin.swift:2:7: error: the file is not UTF-8 text"))
        }
    }

    @Test("Thousands of syntax errors on one long line are found without diagnosing them all (swift-syntax's diagnostics took 85 s for such a 112 KB line)")
    func manyErrorsOnOneLine() throws {
        let row = "HStack { " + Array(repeating: "Text(\"x\")", count: 10).joined(separator: " ") + " }"
        let source = "VStack { " + Array(repeating: row, count: 300).joined(separator: " ") + " }"
        let error = try #require(sourceError(source, fileName: "Line.swift"))
        #expect(error.diagnostics.count == 10)
        // The first missing separator, between the first two Texts, in source order.
        let first = try #require(error.diagnostics.first)
        #expect((first.line, first.column) == (1, 28), "\(first.rendered)")
        #expect(first.message == "consecutive statements on a line must be separated by newline or ';'")
        #expect(error.diagnostics.map(\.column) == error.diagnostics.map(\.column).sorted())
        #expect(error.diagnostics.last?.rendered.hasSuffix("\n… and more syntax errors") == true)
    }

    @Test("Past ten syntax errors, the last shown says how many more there are")
    func moreSyntaxErrors() throws {
        let source = Array(repeating: "Text(\"a\") Text(\"b\")", count: 12).joined(separator: "\n")
        let error = try #require(sourceError(source, fileName: "Many.swift"))
        #expect(error.diagnostics.map(\.line) == Array(1...10))
        #expect(error.diagnostics.last?.rendered.hasSuffix("\n… and 2 more syntax errors") == true)
    }

    @Test("Random bytes never crash the front end", arguments: 0..<8)
    func randomBytes(seed: Int) throws {
        var generator = SplitMix(seed: UInt64(seed))
        let bytes = (0..<2_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        #expect(throws: SourceError.self) { _ = try SourceProgram.parse(Data(bytes), fileName: "Random.swift").interpret() }
        let printable = String(decoding: bytes.map { 0x20 + $0 % 95 }, as: UTF8.self)
        do {
            _ = try run(printable)
        } catch is SourceError {
            // Expected: located errors.
        }
    }

    @Test("--lenient turns unknown drawing-only modifiers into warnings and keeps the view")
    func lenient() throws {
        let run = try run("Color.red.frame(width: 10, height: 10)\n    .sparkle(Rectangle())", lenient: true)
        #expect(run.result.rootSize == CGSize(width: 10, height: 10))
        let warning = try #require(run.warnings.first)
        #expect(warning.severity == .warning && warning.line == 2 && warning.column == 6)
        #expect(warning.rendered.contains("warning: unknown modifier 'sparkle' skipped"))
    }

    @Test("Unknown --param names and roots are errors that list the choices")
    func options() throws {
        let source = "let size: CGFloat = 10\nstruct ContentView: View { var body: some View { Color.red.frame(width: size) } }"
        let parameter = try #require(sourceError(source, parameters: ["sise": "3"]))
        #expect(parameter.description.contains("--param sise"))
        #expect(parameter.description.contains("did you mean 'size'?"))
        let root = try #require(sourceError(source, root: "ContentVeiw"))
        #expect(root.description.contains("did you mean 'ContentView'?"))
    }
}

/// A small deterministic generator for the random-bytes test.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

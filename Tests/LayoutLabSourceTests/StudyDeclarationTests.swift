import Foundation
import LayoutLab
import LayoutLabSource
import Testing

// The study a file declares for `layoutlab sweep` and `layoutlab observe`
// (`layoutlabObservation`, `layoutlabCases`): read from the syntax, never evaluated, and every
// mistake in it located like the rest of the front end's errors.

@Suite("Study declarations")
struct StudyDeclarationTests {
    /// The front end's own reading, without the CLI's candidate grammar.
    func study(_ source: String, checking check: @escaping (String) -> String? = { _ in nil }) throws -> StudyDeclaration {
        try SourceProgram.parse(source, fileName: "Study.swift").study(checkingCandidates: check)
    }

    @Test("Seed 001's 24 cases: the article's rows in order, their values as --param takes them, and each adopted candidate")
    func twentyFourCases() throws {
        let declared = try study(try Repository.example("frame-24-cases"))
        let cases = try #require(declared.cases)
        #expect(cases.count == 24)
        let first = cases[0]
        #expect(first.parameters.map(\.name) == ["str", "parent", "minWidth"])
        #expect(first.parameters.map(\.value) == ["123456789012345", "100", "200"])
        #expect(first.adopted == "min")
        #expect(cases[6].parameters.map(\.name) == ["str", "parent", "maxWidth"])
        // The candidate each row of the article's table puts in parentheses (本来 = ideal, 親 = parent).
        let table = try String(contentsOf: Repository.root.appendingPathComponent("Tests/Fixtures/seed-001/frame-24-cases.tsv"), encoding: .utf8)
        let published = table.split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst().map { row in
            let notation = row.split(separator: "\t").last ?? ""
            let adopted = notation.firstMatch(of: /\((.+?)\)/).map { String($0.output.1) } ?? ""
            return ["親": "parent", "本来": "ideal"][adopted] ?? adopted
        }
        #expect(cases.map { $0.adopted ?? "" } == published)
        #expect(cases[1].line == first.line + 1)

        let observation = try #require(declared.observation)
        #expect(observation.node == "frame")
        #expect(observation.axis == "width")
        #expect(observation.candidates.map(\.name) == ["parent", "ideal", "min", "max"])
        #expect(observation.candidates.map(\.expression) == ["parent", "ideal(Text)", "minWidth", "maxWidth"])

        // The declarations are data: the view lays out as before, and the interpreter never
        // evaluates them (the [String: Any] literal is not a value it models).
        let view = try SourceProgram.parse(try Repository.example("frame-24-cases"), fileName: "frame-24-cases.swift").interpret()
        #expect(try view.layout().tree.nodes(named: "frame").count == 4)
    }

    @Test("A file without declarations has no study; a case without keys sets nothing")
    func absent() throws {
        let none = try study("Text(\"a\")\n")
        #expect(none.cases == nil && none.observation == nil)
        let empty = try study("let width = 1.0\nlet layoutlabCases: [[String: Any]] = [[:], [\"width\": 2]]\nText(\"a\").frame(width: width)\n")
        #expect(empty.cases?.map(\.parameters.count) == [0, 1])
        #expect(empty.cases?.last?.parameters.first?.value == "2")
    }

    struct Mistake: Sendable, CustomTestStringConvertible {
        var name: String
        var source: String
        var message: String
        var location: String
        var testDescription: String { name }
    }

    static let mistakes: [Mistake] = [
        Mistake(name: "unknown parameter", source: """
            let width = 1.0
            let layoutlabCases: [[String: Any]] = [["widht": 2]]
            Text("a").frame(width: width)
            """, message: "the file has no top-level constant or @State property named 'widht'", location: "Study.swift:2:41"),
        Mistake(name: "not an array", source: """
            let layoutlabCases = 3
            Text("a")
            """, message: "layoutlabCases must be an array literal", location: "Study.swift:1:5"),
        Mistake(name: "a case not a dictionary", source: """
            let width = 1.0
            let layoutlabCases = [["width": 2], 3]
            Text("a").frame(width: width)
            """, message: "each case must be a dictionary literal", location: "Study.swift:2:37"),
        Mistake(name: "a key not a literal", source: """
            let width = 1.0
            let key = "width"
            let layoutlabCases: [[String: Any]] = [[key: 2]]
            Text("a").frame(width: width)
            """, message: "a case's key must be a string literal", location: "Study.swift:3:41"),
        Mistake(name: "a parameter set twice", source: """
            let width = 1.0
            let layoutlabCases: [[String: Any]] = [["width": 2, "width": 3]]
            Text("a").frame(width: width)
            """, message: "'width' is set twice in this case", location: "Study.swift:2:53"),
        Mistake(name: "adopted names no candidate", source: """
            let width = 1.0
            let layoutlabObservation = (node: "frame", axis: "width", candidates: ["min": "width"])
            let layoutlabCases: [[String: Any]] = [["width": 2, "adopted": "mni"]]
            Text("a").frame(width: width)
            """, message: "'mni' is not a candidate of layoutlabObservation", location: "Study.swift:3:64"),
        Mistake(name: "bad axis", source: """
            let layoutlabObservation = (node: "frame", axis: "depth", candidates: [:])
            Text("a")
            """, message: "axis must be \"width\" or \"height\", not \"depth\"", location: "Study.swift:1:50"),
        Mistake(name: "unknown element", source: """
            let layoutlabObservation = (node: "frame", axes: "width")
            Text("a")
            """, message: "layoutlabObservation has no element 'axes'", location: "Study.swift:1:44"),
        Mistake(name: "a candidate the checker refuses", source: """
            let layoutlabObservation = (node: "frame", candidates: ["ideal": "ideal(Text"])
            Text("a")
            """, message: "unreadable: ideal(Text", location: "Study.swift:1:66"),
        Mistake(name: "an interpolated node", source: """
            let tag = "frame"
            let layoutlabObservation = (node: "\\(tag)", axis: "width")
            Text("a")
            """, message: "node must be a string literal without interpolation", location: "Study.swift:2:35"),
    ]

    @Test("Mistakes are errors at their line and column, with the source line", arguments: mistakes)
    func located(_ mistake: Mistake) throws {
        let error = try #require(throws: SourceError.self) {
            try study(mistake.source) { $0.contains("(") && !$0.hasSuffix(")") ? "unreadable: \($0)" : nil }
        }
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.message.contains(mistake.message), "\(diagnostic.message)")
        #expect("\(diagnostic.fileName):\(diagnostic.line):\(diagnostic.column)" == mistake.location, "\(error.description)")
        #expect(error.description.contains("`- error:"), "the caret line")
    }
}

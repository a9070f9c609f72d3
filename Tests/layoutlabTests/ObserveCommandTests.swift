import Foundation
import Testing

// `layoutlab observe` (issue 5, acceptance 1): seed 001's tables, reproduced from recorded runs
// in the article's notation and order, compared with the fixtures transcribed from the article.

/// A TSV table's rows, each cell by its column's name; `#` lines are the fixture's header.
func tsvRows(_ lines: [String]) -> [[String: String]] {
    let table = lines.filter { !$0.hasPrefix("#") && !$0.isEmpty }
    guard let header = table.first?.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) else { return [] }
    return table.dropFirst().map { line in
        Dictionary(uniqueKeysWithValues: zip(header, line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)))
    }
}

/// A seed 001 table from Tests/Fixtures/seed-001.
func seed001Table(_ name: String) throws -> [[String: String]] {
    let url = BinaryRunner.repository.appendingPathComponent("Tests/Fixtures/seed-001/\(name).tsv")
    return tsvRows(try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init))
}

/// The article's Japanese names for the candidates, as `--labels en` writes them.
func english(_ notation: String) -> String {
    notation.replacingOccurrences(of: "本来", with: "ideal").replacingOccurrences(of: "親", with: "parent")
}

@Suite("layoutlab observe")
struct ObserveCommandTests {
    @Test("seed 001, 結果をわかりやすく並べる: the 24 cases in the article's order and notation, 24 of 24 matching")
    func twentyFourCases() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let published = try seed001Table("frame-24-cases")
        try #require(published.count == 24)

        let japanese = try BinaryRunner.run(["observe", BinaryRunner.example("frame-24-cases"), "--labels", "ja", "--format", "tsv"], in: directory)
        #expect(japanese.status == 0, "\(japanese.stderr)")
        let observed = tsvRows(japanese.lines)
        #expect(observed.map { $0["notation"] ?? "" } == published.map { $0["notation"] ?? "" })
        // The runs were made with the article's values: "-" is a value the case leaves unset.
        for column in ["string", "parent", "min", "max"] {
            let parameter = ["string": "str", "min": "minWidth", "max": "maxWidth"][column] ?? column
            #expect(observed.map { $0[parameter] ?? "?" } == published.map { $0[column] == "-" ? "" : $0[column] ?? "" }, "\(column)")
        }
        #expect(observed.allSatisfy { $0["match"] == "yes" })
        #expect(japanese.stderr.hasSuffix("24 of 24 cases match\n"))

        // The default: English names, a table, the count last.
        let table = try BinaryRunner.run(["observe", BinaryRunner.example("frame-24-cases")], in: directory)
        #expect(table.status == 0, "\(table.stderr)")
        #expect(table.lines.last == "24 of 24 cases match")
        let rows = table.lines.filter { $0.hasPrefix("│") }.dropFirst()
        #expect(rows.count == 24)
        for (row, expected) in zip(rows, published) {
            #expect(row.contains("│ \(english(expected["notation"] ?? "")) "), "\(row)")
        }

        // README shows this command's output, as a first run into a new database prints it.
        let first = try BinaryRunner.run(["observe", BinaryRunner.example("frame-24-cases")])
        let readme = try String(contentsOf: BinaryRunner.repository.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("```\n" + first.stdout + "```\n"))
    }

    @Test("seed 001, 親VStack、子Rectangle: the 7 Rectangle cases in the article's notation, 7 of 7 matching")
    func rectangleCases() throws {
        let published = try seed001Table("frame-rectangle-7-cases")
        try #require(published.count == 7)
        let outcome = try BinaryRunner.run(["observe", BinaryRunner.example("frame-rectangle-7-cases"), "--labels", "ja", "--format", "tsv"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let observed = tsvRows(outcome.lines)
        #expect(observed.map { $0["notation"] ?? "" } == published.map { $0["notation"] ?? "" })
        #expect(observed.map { $0["width"] ?? "" } == ["200.0", "300.0", "100.0", "200.0", "150.0", "200.0", "250.0"])
        #expect(outcome.stderr.hasSuffix("7 of 7 cases match\n"))
    }

    @Test("A case whose node takes another candidate than the file expects: `no`, the count, exit status 1")
    func mismatch() throws {
        let source = try String(contentsOf: URL(fileURLWithPath: BinaryRunner.example("frame-rectangle-7-cases")), encoding: .utf8)
        let wrong = source.replacingOccurrences(of: "[\"minWidth\": 300, \"adopted\": \"min\"]", with: "[\"minWidth\": 300, \"adopted\": \"parent\"]")
        try #require(wrong != source)
        let outcome = try BinaryRunner.run(["observe", try BinaryRunner.temporaryFile(wrong, name: "Wrong.swift"), "--format", "csv"])
        #expect(outcome.status == 1)
        #expect(outcome.lines[2].hasSuffix(",parent < (min),parent,no"), "\(outcome.lines[2])")
        #expect(outcome.lines.filter { $0.hasSuffix(",yes") }.count == 6)
        #expect(outcome.stderr.hasSuffix("6 of 7 cases match\n"))
    }

    @Test("A recorded sweep is observed with the node and candidates given on the command line; ties and misses are shown")
    func sweepWithOptions() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let sweep = try BinaryRunner.run(["sweep", BinaryRunner.example("frame-24-cases"), "--param", "str=12345,1234567890123456789012345",
                                          "--param", "parent=100", "--param", "minWidth=50,120"], in: directory)
        #expect(sweep.status == 0, "\(sweep.stderr)")
        let outcome = try BinaryRunner.run(["observe", "1", "--node", "frame", "--candidate", "min=minWidth",
                                            "--candidate", "ideal=ideal(Text)", "--format", "csv"], in: directory)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        // No expectations in a grid: no match column, no count.
        #expect(outcome.lines.first == "case,run,str,parent,minWidth,width,notation")
        #expect(outcome.lines.dropFirst().map { $0.split(separator: ",").last ?? "" } == [
            // The Text's ideal 50 and a min of 50: a tie, in the order declared, both taken.
            "(min) = (ideal)",
            "ideal < (min)",
            // The parent's 100 is taken, and is no candidate here: the value stands in for it.
            "min < (100) < ideal",
            "(min) < ideal",
        ])
        #expect(outcome.stderr.isEmpty)

        // The file's own node and axis when only the candidates are given.
        let declaredNode = try BinaryRunner.run(["observe", "1", "--candidate", "min=minWidth", "--format", "csv"], in: directory)
        #expect(declaredNode.lines.dropFirst().map { $0.split(separator: ",").last ?? "" } == ["(min)", "(min)", "min < (100)", "(min)"])
        let plain = try BinaryRunner.temporaryFile("let width: CGFloat = 10\nColor.red.frame(width: width)\n", name: "Plain.swift")
        #expect(try BinaryRunner.run(["sweep", plain, "--param", "width=10,20"], in: directory).status == 0)
        let noNode = try BinaryRunner.run(["observe", "2", "--candidate", "w=width"], in: directory)
        #expect(noNode.status == 2)
        #expect(noNode.stderr.contains("which node? \(plain) declares none: give --node TAG"))
        let noCandidate = try BinaryRunner.run(["observe", "2", "--node", "Color"], in: directory)
        #expect(noCandidate.status == 2)
        #expect(noCandidate.stderr.contains("no candidates"))
        let unknownNode = try BinaryRunner.run(["observe", "1", "--node", "Nothing"], in: directory)
        #expect(unknownNode.status == 2)
        #expect(unknownNode.stderr.contains("no run of sweep 1 has a node whose path, inspector tag, Text label or kind is Nothing"))
        let badCandidate = try BinaryRunner.run(["observe", "1", "--candidate", "ideal=idea(Text)"], in: directory)
        #expect(badCandidate.status == 2)
        #expect(badCandidate.stderr.contains("unknown function 'idea'"))
        let unknownSweep = try BinaryRunner.run(["observe", "7"], in: directory)
        #expect(unknownSweep.status == 2)
        #expect(unknownSweep.stderr.contains("no sweep 7 in layoutlab.sqlite"))
    }
}

import Foundation
import Testing
import LayoutLab
import LayoutLabStore

// `layoutlab diff` and `layoutlab matrix` (issue 5): two runs compared node by node, and a
// sweep's measured value pivoted across two parameters, checked against the recorded rows.

@Suite("layoutlab diff and matrix")
struct DiffMatrixCommandTests {
    /// Runs 1 and 2: seed 001's MyText in 100 pt, under minWidth 150, then 200.
    struct TwoRuns {
        let directory: URL
        let database: String

        init() throws {
            directory = try BinaryRunner.temporaryDirectory()
            database = directory.appendingPathComponent("layoutlab.sqlite").path
            for minWidth in ["150", "200"] {
                let outcome = try BinaryRunner.run(["run", BinaryRunner.example("frame-24-cases"), "--param", "minWidth=\(minWidth)",
                                                    "--param", "str=12345"], in: directory)
                #expect(outcome.status == 0, "\(outcome.stderr)")
            }
        }

        func diff(_ arguments: [String]) throws -> BinaryRunner.Outcome {
            try BinaryRunner.run(["diff", "1", "2"] + arguments, in: directory)
        }
    }

    @Test("Two runs that differ in one frame parameter: only that parameter, and only the nodes that moved or resized")
    func onlyChanged() throws {
        let runs = try TwoRuns()
        let outcome = try runs.diff(["--only-changed", "--format", "tsv"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let sections = outcome.stdout.components(separatedBy: "\n\n").map { tsvRows($0.split(separator: "\n").map(String.init)) }
        try #require(sections.count == 3)
        #expect(sections[0] == [["name": "minWidth", "a": "150", "b": "200"]])

        // The nodes whose recorded frames differ, from the database.
        let reader = try StoreReader(path: runs.database)
        let before = try reader.nodes(run: 1), after = try reader.nodes(run: 2)
        let changed = zip(before, after).filter { $0.frame != $1.frame }.map(\.0.path)
        #expect(!changed.isEmpty && changed.count < before.count)
        #expect(sections[2].map { $0["path"] ?? "" } == changed)
        for row in sections[2] {
            let a = try #require(before.first { $0.path == row["path"] }?.frame)
            let b = try #require(after.first { $0.path == row["path"] }?.frame)
            let expected = [a.origin != b.origin ? "moved" : nil, a.size != b.size ? "resized" : nil].compactMap { $0 }.joined(separator: ", ")
            #expect(row["change"] == expected, "\(row)")
            #expect(row["a_width"] == Double(a.width).description && row["b_width"] == Double(b.width).description)
        }

        // Where the traces part: the first event that differs, in both runs.
        let first = try reader.eventsList(run: 1), second = try reader.eventsList(run: 2)
        let parting = try #require(first.indices.first { first[$0] != second[$0] })
        #expect(sections[1].map { $0["seq"] ?? "" } == [String(parting), String(parting)])
        #expect(sections[1].map { $0["run"] ?? "" } == ["1", "2"])
        #expect(sections[1].first?["node"] == before[first[parting].node].path)

        // Without --only-changed: every parameter and every node.
        let all = try runs.diff(["--format", "tsv"]).stdout.components(separatedBy: "\n\n").map { tsvRows($0.split(separator: "\n").map(String.init)) }
        #expect(all[0].count == 2)
        #expect(all[2].count == before.count)
        #expect(all[2].filter { $0["change"] == "" }.count == before.count - changed.count)
    }

    @Test("diff in every format: the same three tables")
    func formats() throws {
        let runs = try TwoRuns()
        let json = try runs.diff(["--only-changed", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: [[String: Any]]])
        #expect(Set(object.keys) == ["parameters", "first_divergence", "nodes"])
        #expect(object["first_divergence"]?.count == 2)

        let jsonl = try runs.diff(["--only-changed", "--format", "jsonl"])
        let lines = try jsonl.lines.map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        #expect(lines.map { $0["section"] as? String ?? "" } == ["parameters", "first_divergence", "first_divergence"]
            + Array(repeating: "nodes", count: object["nodes"]?.count ?? 0))

        let table = try runs.diff(["--only-changed"])
        #expect(table.lines.filter { ["parameters", "first divergence", "nodes"].contains($0) }.count == 3)
        #expect(table.lines.last?.hasPrefix("(") == true)
        let markdown = try runs.diff(["--only-changed", "--format", "markdown"])
        #expect(markdown.lines.filter { $0.hasPrefix("### ") } == ["### parameters", "### first divergence", "### nodes"])
        let csv = try runs.diff(["--only-changed", "--format", "csv"])
        #expect(csv.lines.first == "name,a,b")
        #expect(csv.lines.contains("path,view,label,a_x,b_x,a_y,b_y,a_width,b_width,a_height,b_height,change"))

        let same = try BinaryRunner.run(["diff", "1", "1", "--format", "json"], in: runs.directory)
        let sameObject = try #require(try JSONSerialization.jsonObject(with: Data(same.stdout.utf8)) as? [String: [[String: Any]]])
        #expect(sameObject["first_divergence"]?.isEmpty == true)
        #expect(sameObject["nodes"]?.allSatisfy { $0["change"] as? String == "" } == true)

        let unknown = try BinaryRunner.run(["diff", "1", "9"], in: runs.directory)
        #expect(unknown.status == 2)
        #expect(unknown.stderr == "error: no run 9 in layoutlab.sqlite (`layoutlab runs` lists them)\n")
    }

    @Test("matrix: the measured value of each case, rows and columns in numeric order, cells as recorded")
    func matrix() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let sweep = try BinaryRunner.run(["sweep", BinaryRunner.example("frame-24-cases"), "--param", "str=12345,123456789012345",
                                          "--param", "parent=200,100", "--param", "minWidth=nil,300,120"], in: directory)
        #expect(sweep.status == 0, "\(sweep.stderr)")
        let outcome = try BinaryRunner.run(["matrix", "1", "--rows", "parent", "--cols", "minWidth", "--value", "width(frame)",
                                            "--where", "str=123456789012345", "--format", "csv"], in: directory)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        // The frame's width in each run, straight from the database.
        let reader = try StoreReader(path: directory.appendingPathComponent("layoutlab.sqlite").path)
        var expected: [String: String] = [:]
        for sweepCase in try reader.sweepCases(1) {
            let values = Dictionary(uniqueKeysWithValues: sweepCase.parameters.map { ($0.name, $0.value) })
            guard values["str"] == "123456789012345", let run = sweepCase.run else { continue }
            let frame = try #require(try reader.nodes(run: run).first { $0.inspector?.tag == "frame" }?.frame)
            expected["\(values["parent"]!) \(values["minWidth"]!)"] = Double(frame.width).description
        }
        #expect(expected.count == 6)
        // Numbers sort numerically (100 before 200); a column with nil keeps the sweep's order.
        #expect(outcome.lines == [
            "parent \\ minWidth,nil,300,120",
            "100,\(expected["100 nil"]!),\(expected["100 300"]!),\(expected["100 120"]!)",
            "200,\(expected["200 nil"]!),\(expected["200 300"]!),\(expected["200 120"]!)",
        ])
        #expect(expected["100 nil"] == "100.0" && expected["200 300"] == "300.0" && expected["200 120"] == "150.0")
        #expect(outcome.stderr.isEmpty)

        // Without --where, each cell holds two runs: their range, and a note naming what varies.
        let ranges = try BinaryRunner.run(["matrix", "1", "--rows", "parent", "--cols", "minWidth", "--value", "width(frame)"], in: directory)
        #expect(ranges.status == 0)
        #expect(ranges.lines.contains { $0.contains("│ 50…100 ") }, "\(ranges.stdout)")
        #expect(ranges.stderr.contains("note: some cells hold runs with different values (str varies too)"))
    }

    @Test("matrix refuses what it cannot tabulate, with exit status 2", arguments: [
        (["--rows", "parentt", "--cols", "minWidth", "--value", "width(frame)"], "no case of sweep 1 sets a parameter named 'parentt'"),
        (["--rows", "parent", "--cols", "minWidth", "--value", "width(Nothing)"], "no run of sweep 1 has a node whose path"),
        (["--rows", "parent", "--cols", "minWidth", "--value", "wide(frame)"], "unknown function 'wide'"),
        (["--rows", "parent", "--cols", "minWidth", "--value", "ideal(frame)"], "unknown function 'ideal'"),
        (["--rows", "parent", "--cols", "minWidth", "--value", "width"], "'width' is not FUNCTION(NODE)"),
        (["--rows", "parent", "--cols", "minWidth", "--value", "width(frame)", "--where", "str"], "The value 'str' is invalid for '--where <name=value>'"),
        (["--value", "width(frame)"], "give --rows PARAMETER, --cols PARAMETER or both"),
    ])
    func matrixRefusals(arguments: [String], message: String) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        #expect(try BinaryRunner.run(["sweep", BinaryRunner.example("frame-24-cases"), "--param", "parent=100,200",
                                      "--param", "minWidth=nil,100"], in: directory).status == 0)
        let outcome = try BinaryRunner.run(["matrix", "1"] + arguments, in: directory)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains(message), "\(outcome.stderr)")
        #expect(outcome.stdout.isEmpty)
        let unknown = try BinaryRunner.run(["matrix", "3", "--rows", "parent", "--cols", "minWidth", "--value", "width(frame)"], in: directory)
        #expect(unknown.stderr == "error: no sweep 3 in layoutlab.sqlite (`layoutlab query sweeps` lists them)\n")
    }
}

extension StoreReader {
    func eventsList(run: Int64) throws -> [TraceEvent] {
        var events: [TraceEvent] = []
        try forEachEvent(run: run) { events.append($0) }
        return events
    }
}

import Foundation
import Testing
import LayoutLab
import TestSupport
import LayoutLabStore

// The store's commands end to end, run as processes on databases recorded through
// LayoutLabStore: runs, trace, flex, queries, query and sql, their formats, and their
// refusals (missing or garbage database, writes).

@Suite("Store commands")
struct StoreCLITests {
    /// Run 1: seed 000's three rectangles; run 2: seed 002's Text + Spacer + Text; run 3 and
    /// 4: TestLayout around a Spacer and around Text("Hello"), as seed 002 measured them.
    struct Recordings {
        let directory: TemporaryDirectory
        let path: String
        let rectangles: RecordedLayout
        let spacer: RecordedLayout

        init() throws {
            directory = try TemporaryDirectory()
            path = directory.path("layoutlab.sqlite")
            rectangles = try StoreCLI.record(ThreeRectangles(tagged: true), into: path, fileName: "Examples/seed000-vstack-tagged.swift",
                                    parameters: [RunParameter("width", "300")])
            spacer = try StoreCLI.record(TextSpacerText(), into: path, fileName: "Examples/seed002-hstack-spacer.swift",
                                parameters: [RunParameter("width", "50")])
            try StoreCLI.record(StoreCLI.TestLayout { Spacer() }, into: path, fileName: "seed002-test-layout-spacer.swift")
            try StoreCLI.record(StoreCLI.TestLayout { Text("Hello") }, into: path, fileName: "seed002-test-layout.swift")
        }
    }

    @Test("runs lists every run, newest first, and filters by file and by parameter")
    func runs() throws {
        let db = try Recordings()
        let all = try StoreCLI.layoutlab(["runs", "--db", db.path, "--format", "csv"])
        #expect(all.status == 0, "\(all.stderr)")
        #expect(all.lines.first == "run,time,file,device,os,design,proposal_width,proposal_height,parameters,nodes,events,engine,origin")
        #expect(all.lines.dropFirst().map { $0.prefix(while: { $0 != "," }) } == ["4", "3", "2", "1"])
        #expect(all.lines.last?.contains(",Examples/seed000-vstack-tagged.swift,iPhone 17 Pro,27,glass,402.0,778.0,width=300,") == true)

        let byFile = try StoreCLI.layoutlab(["runs", "--db", db.path, "--file", "seed002-hstack-spacer.swift", "--format", "jsonl"])
        #expect(byFile.lines.count == 1)
        #expect(byFile.lines.first?.hasPrefix("{\"run\":2,") == true)

        let byParameter = try StoreCLI.layoutlab(["runs", "--db", db.path, "--param", "width=300", "--format", "tsv"])
        #expect(byParameter.lines.count == 2)
        #expect(byParameter.lines.last?.hasPrefix("1\t") == true)
        let none = try StoreCLI.layoutlab(["runs", "--db", db.path, "--param", "width=300", "--param", "height=1", "--format", "json"])
        #expect(none.stdout == "[]\n")
    }

    @Test("A malformed --param or -p is a message and exit status 2, as in run")
    func malformedParameters() throws {
        let db = try Recordings()
        let runs = try StoreCLI.layoutlab(["runs", "--db", db.path, "--param", "width"])
        #expect(runs.status == 2)
        #expect(runs.stderr.hasPrefix("error: --param width: expected name=value\n"))
        let query = try StoreCLI.layoutlab(["query", "runs", "--db", db.path, "-p", "file"])
        #expect(query.status == 2)
        #expect(query.stderr == "error: -p file has no value: write -p file VALUE\n")
    }

    @Test("trace prints a recorded run exactly as the engine's printers printed it live", arguments: ["inspector", "trace", "jsonl"])
    func trace(format: String) throws {
        let db = try Recordings()
        let result = try StoreCLI.layoutlab(["trace", "1", "--db", db.path, "--format", format])
        #expect(result.status == 0, "\(result.stderr)")
        let tree = db.rectangles.tree, events = db.rectangles.events
        let expected: [String] = switch format {
        case "inspector": events.compactMap { InspectorPrinter.line(for: $0, node: tree[$0.node]) }
        case "jsonl": events.map { JSONLinesTracePrinter.line(for: $0, node: tree[$0.node]) }
        default: TraceTablePrinter.render(events.map { TraceTablePrinter.row(for: $0, node: tree[$0.node]) })
        }
        #expect(result.lines == expected)
    }

    @Test("trace --node keeps the events of the nodes with that tag or path")
    func traceNode() throws {
        let db = try Recordings()
        let red = try StoreCLI.layoutlab(["trace", "1", "--db", db.path, "--node", "🟥", "--format", "inspector"])
        #expect(red.lines.count > 2)
        #expect(red.lines.allSatisfy { $0.hasPrefix("【🟥】") })
        let redNode = try #require(db.rectangles.tree.nodes(named: "🟥").first)
        let byPath = try StoreCLI.layoutlab(["trace", "1", "--db", db.path, "--node", redNode.path, "--format", "inspector"])
        #expect(byPath.lines == red.lines)
        let unknown = try StoreCLI.layoutlab(["trace", "1", "--db", db.path, "--node", "🟪"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("run 1 has no node whose path, inspector tag, Text label or kind is 🟪"))
    }

    @Test("flex prints seed 002's StoreCLI.TestLayout lines for a Spacer and a Text")
    func flexTestLayout() throws {
        let db = try Recordings()
        let spacer = try StoreCLI.layoutlab(["flex", "3", "--db", db.path, "--node", "Spacer", "--format", "testlayout"])
        #expect(spacer.status == 0, "\(spacer.stderr)")
        #expect(spacer.lines == ["# minSize (8.0, 8.0)", "# idealSize (8.0, 8.0)", "# maxSize (inf, inf)", "# layoutPriority -inf"])

        let text = try StoreCLI.layoutlab(["flex", "4", "--db", db.path, "--node", "Hello", "--format", "testlayout"])
        let hello = try #require(ViewTree(StoreCLI.TestLayout { Text("Hello") }).nodes.first { $0.kind == "Text" })
        #expect(text.lines == ViewTree(StoreCLI.TestLayout { Text("Hello") }).flexibility(of: hello.id).testLayoutLines)
        #expect(text.lines.first == "# minSize (0.0, 0.0)")
        #expect(text.lines.last == "# layoutPriority 0.0")
    }

    @Test("flex in an HStack: the Spacer is measured as the HStack sees it, the Texts at their ideal widths")
    func flexTable() throws {
        let db = try Recordings()
        let table = try StoreCLI.layoutlab(["flex", "2", "--db", db.path, "--node", "Spacer"])
        #expect(table.status == 0, "\(table.stderr)")
        #expect(table.lines.contains { $0.contains("Spacer") && $0.contains("8 × 0") && $0.contains("∞ × 0") && $0.contains("-∞") })

        let several = try StoreCLI.layoutlab(["flex", "2", "--db", db.path, "--node", "Text", "--format", "testlayout"])
        #expect(several.lines.filter { $0.hasPrefix("// ") }.map { $0.split(separator: " ").last } == ["\"Hello\"", "\"World\""])
        #expect(several.lines.count == 10)

        let json = try StoreCLI.layoutlab(["flex", "2", "--db", db.path, "--node", "Spacer", "--format", "json"])
        #expect(json.stdout.contains("\"min_width\":8.0,\"min_height\":0.0"))
        #expect(json.stdout.contains("\"max_width\":\"inf\""))
        #expect(json.stdout.contains("\"layout_priority\":\"-inf\""))
    }

    @Test("flex names a node as the trace tables do: a label's line break is written \\n, so the node stays on one line")
    func flexNodeName() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("layoutlab.sqlite")
        try StoreCLI.record(VStack { Text("one\ntwo") }, into: path)
        let table = try StoreCLI.layoutlab(["flex", "1", "--db", path, "--node", "Text"])
        #expect(table.status == 0, "\(table.stderr)")
        #expect(table.lines.contains { $0.contains(#"│ Text "one\ntwo" │"#) })
        #expect(table.lines.last == "(1 row)")
        #expect(table.lines.count == 6)
    }

    @Test("queries lists the built-in queries; query runs one with -p values")
    func namedQueries() throws {
        let db = try Recordings()
        let list = try StoreCLI.layoutlab(["queries", "--format", "tsv"])
        let names = list.lines.dropFirst().map { $0.prefix(while: { $0 != "\t" }) }
        for name in ["proposals-received", "children-flexibility", "probe-counts", "runs-by-parameter", "frame-changes"] {
            #expect(names.contains(Substring(name)))
        }
        let sql = try StoreCLI.layoutlab(["queries", "proposals-received"])
        #expect(sql.lines.first == "-- name: proposals-received")

        // The proposals 🟥 received are the ones its inspector printed (cache hits never print).
        let received = try StoreCLI.layoutlab(["query", "proposals-received", "--db", db.path, "-p", "run", "1", "-p", "node", "🟥", "--format", "csv"])
        #expect(received.status == 0, "\(received.stderr)")
        let tree = db.rectangles.tree
        let red = try #require(tree.nodes(named: "🟥").first)
        let proposals = db.rectangles.events.filter { $0.node == red.id && $0.kind == .proposal }
        #expect(received.lines.count == proposals.count + 1)
        let cache = received.lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false)[4] }
        #expect(cache == proposals.map { Substring($0.cache.rawValue) })

        let byParameter = try StoreCLI.layoutlab(["query", "runs-by-parameter", "--db", db.path, "-p", "name=width", "--format", "jsonl"])
        // Numerically: 50 before 300.
        #expect(byParameter.lines.map { $0.prefix(14) } == ["{\"value\":\"50\",", "{\"value\":\"300\""])

        let missing = try StoreCLI.layoutlab(["query", "proposals-received", "--db", db.path, "-p", "run", "1"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("needs a value for node"))
    }

    @Test("query frame-changes lists the nodes whose frames differ between two runs")
    func frameChanges() throws {
        let db = try Recordings()
        try StoreCLI.record(TextSpacerText(), into: db.path)
        let same = try StoreCLI.layoutlab(["query", "frame-changes", "--db", db.path, "-p", "before", "2", "-p", "after", "5", "--format", "csv"])
        #expect(same.lines.count == 1)
        let different = try StoreCLI.layoutlab(["query", "frame-changes", "--db", db.path, "-p", "before", "1", "-p", "after", "2", "--format", "csv"])
        #expect(different.lines.count > 5)
    }

    @Test("sql runs read-only SQL, and the connection refuses writes")
    func sql() throws {
        let db = try Recordings()
        let count = try StoreCLI.layoutlab(["sql", "SELECT count(*) AS runs FROM runs WHERE id >= :first", "--db", db.path, "-p", "first", "2", "--format", "csv"])
        #expect(count.lines == ["runs", "3"])

        let delete = try StoreCLI.layoutlab(["sql", "DELETE FROM runs", "--db", db.path])
        #expect(delete.status == 2)
        #expect(delete.stderr == "error: only one read-only SELECT, WITH or PRAGMA query is run: DELETE is not a query\n")
        let after = try StoreCLI.layoutlab(["sql", "SELECT count(*) FROM runs", "--db", db.path, "--format", "tsv"])
        #expect(after.lines.last == "4")
    }

    @Test("The database comes from --db, else $LAYOUTLAB_DB, else ./layoutlab.sqlite")
    func databaseLocation() throws {
        let db = try Recordings()
        let inDirectory = try StoreCLI.layoutlab(["sql", "SELECT count(*) FROM runs", "--format", "tsv"], in: db.directory.url)
        #expect(inDirectory.lines.last == "4")
        let other = try TemporaryDirectory()
        let fromEnvironment = try StoreCLI.layoutlab(["sql", "SELECT count(*) FROM runs", "--format", "tsv"], in: other.url,
                                            environment: ["LAYOUTLAB_DB": db.path])
        #expect(fromEnvironment.lines.last == "4")
        let missing = other.path("missing.sqlite")
        let overridden = try StoreCLI.layoutlab(["runs", "--db", missing], in: other.url, environment: ["LAYOUTLAB_DB": db.path])
        #expect(overridden.status == 2)
    }

    @Test("A missing database is reported and not created; a garbage file is refused", arguments: ["runs", "trace", "flex", "query", "sql"])
    func refusals(command: String) throws {
        let directory = try TemporaryDirectory()
        let arguments: [String] = switch command {
        case "trace", "flex": [command, "1"]
        case "query": [command, "probe-counts", "-p", "run", "1"]
        case "sql": [command, "SELECT 1"]
        default: [command]
        }
        let missing = directory.path("missing.sqlite")
        let absent = try StoreCLI.layoutlab(arguments + ["--db", missing])
        #expect(absent.status == 2)
        #expect(absent.stderr == "error: no LayoutLab database at \(missing) (record a run with `layoutlab run FILE`, or pass --db PATH)\n")
        #expect(!FileManager.default.fileExists(atPath: missing))

        let garbage = directory.path("garbage.sqlite")
        try Data("this is not a database, just some text that happens to be long enough".utf8).write(to: URL(fileURLWithPath: garbage))
        let refused = try StoreCLI.layoutlab(arguments + ["--db", garbage])
        #expect(refused.status == 2)
        #expect(refused.stderr == "error: \(garbage) is not an SQLite database; refusing to open it\n")
    }

    @Test("Every table format prints the same cells; table and markdown align emoji and CJK by display width")
    func formats() throws {
        let db = try Recordings()
        let query = "SELECT inspector_tag AS tag, path, '日本語' AS text, 1.5 AS number, NULL AS missing FROM nodes WHERE run_id = 1 AND inspector_tag IS NOT NULL ORDER BY node_id"
        let table = try StoreCLI.layoutlab(["sql", query, "--db", db.path])
        let boxLines = table.lines.dropLast()
        #expect(Set(boxLines.map(\.displayWidth)).count == 1, "\(table.stdout)")
        #expect(table.lines.first?.hasPrefix("┌") == true)
        #expect(table.lines.last == "(4 rows)")

        let markdown = try StoreCLI.layoutlab(["sql", query, "--db", db.path, "--format", "markdown"])
        #expect(Set(markdown.lines.map(\.displayWidth)).count == 1, "\(markdown.stdout)")
        #expect(markdown.lines[1].contains("--:"))

        let csv = try StoreCLI.layoutlab(["sql", query, "--db", db.path, "--format", "csv"])
        #expect(csv.lines.count == 5)
        #expect(csv.lines[1].hasSuffix(",日本語,1.5,"))

        let json = try StoreCLI.layoutlab(["sql", query, "--db", db.path, "--format", "json"])
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(objects.count == 4)
        #expect(objects.first?["tag"] as? String == "VStack")
        #expect(objects.first?["missing"] is NSNull)

        let jsonl = try StoreCLI.layoutlab(["sql", query, "--db", db.path, "--format", "jsonl"])
        #expect(jsonl.lines.count == 4)
        #expect(try jsonl.lines.allSatisfy { try JSONSerialization.jsonObject(with: Data($0.utf8)) is [String: Any] })
    }
}

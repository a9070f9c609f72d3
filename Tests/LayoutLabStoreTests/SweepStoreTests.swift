import Foundation
import GRDB
import Testing
import TestSupport
import LayoutLab
@testable import LayoutLabStore

// Sweeps in the store: the sweep and its case list stored before any run; each run written
// with its case in one transaction (several runs to a transaction, none twice); measurements
// of a sweep's runs by node name; where two traces part; and query plans that stay on the
// keys, so that a 10,000-run sweep answers at once.

/// A Text in a frame of a given width: cases of a one-parameter sweep.
struct FramedText: View {
    var width: CGFloat
    var body: some View {
        VStack(alignment: .leading) {
            Text("Hello").frame(minWidth: width).inspectLayoutProcess("frame")
            Rectangle().frame(width: 10, height: 10)
        }
        .frame(width: 200)
    }
}

/// One name matching a path, an inspector tag, a Text label and a kind, on different nodes.
struct AmbiguousNames: View {
    var body: some View {
        HStack(spacing: 0) {
            Text("Rectangle")
            Rectangle().frame(width: 30, height: 10)
            Text("x").inspectLayoutProcess("Rectangle")
        }
    }
}

@Suite("Sweeps in the store")
struct SweepStoreTests {
    static let description = SweepDescription(
        fileName: "Study.swift", source: "Text(\"a\")",
        layout: SweepLayoutOptions(rootView: "Card", device: "iPhone SE", platform: Platform(os: .iOS26), rootProposal: "300xnil",
                                   images: ["globe=20x20"], lenient: true),
        origin: .grid(["width=50...150:50"]),
        cases: [[RunParameter("width", "50")], [RunParameter("width", "100")], [RunParameter("width", "150")]])

    @Test("The sweep and its cases come first; each run is written with its case; no case is recorded twice")
    func casesAndRuns() throws {
        let directory = try TemporaryDirectory()
        let store = try RunStore(path: directory.path("sweeps.sqlite"))
        let sweep = try store.createSweep(Self.description)
        #expect(sweep == 1)
        let reader = try StoreReader(path: store.path)
        let recorded = try reader.sweep(sweep)
        #expect(try recorded.layout() == Self.description.layout)
        #expect(recorded.origin == .grid(["width=50...150:50"]))
        #expect(recorded.caseCount == 3)
        #expect(recorded.sourceSHA256 == SHA256.hex(of: Data("Text(\"a\")".utf8)))
        #expect(try reader.sweepCases(sweep).map(\.parameters) == Self.description.cases)
        #expect(try reader.sweepCases(sweep).map(\.run) == [nil, nil, nil])

        let (first, firstEvents) = try completedRun(FramedText(width: 50), parameters: Self.description.cases[0])
        let (last, _) = try completedRun(FramedText(width: 150), parameters: Self.description.cases[2])
        let ids = try store.recordSweepRuns([SweepCaseRun(caseIndex: 0, run: first), SweepCaseRun(caseIndex: 2, run: last)], sweep: sweep)
        #expect(ids == [1, 2])
        #expect(try reader.sweepCases(sweep).map(\.run) == [1, nil, 2])
        // Whole runs: the trace, the tree, the frames, the flexibilities, the parameters.
        #expect(try reader.events(run: 1) == firstEvents)
        #expect(try reader.nodes(run: 1).map(\.frame) == first.result.frames)
        #expect(try reader.flexibilities(run: 1).count == first.result.tree.count)
        #expect(try reader.rows(sql: "SELECT name, value FROM run_parameters WHERE run_id = 2") == [[.text("width"), .text("150")]])
        #expect(try reader.run(2).sourceSHA256 == recorded.sourceSHA256)
        // The batch's second run shares the source its first run stored.
        #expect(try reader.run(2).source == "Text(\"a\")")

        // Another process resuming the same sweep got there first: the case is skipped whole.
        let (again, _) = try completedRun(FramedText(width: 50), parameters: Self.description.cases[0])
        #expect(try store.recordSweepRuns([SweepCaseRun(caseIndex: 0, run: again)], sweep: sweep) == [nil])
        #expect(try count("runs", in: store.path) == 2)
        #expect(try count("events", in: store.path) == 2 * firstEvents.count)
        // A case given twice in one batch is recorded once.
        let (middle, _) = try completedRun(FramedText(width: 100), parameters: Self.description.cases[1])
        #expect(try store.recordSweepRuns([SweepCaseRun(caseIndex: 1, run: middle), SweepCaseRun(caseIndex: 1, run: middle)], sweep: sweep) == [3, nil])
        #expect(try reader.sweepCases(sweep).map(\.run) == [1, 3, 2])

        #expect(throws: StoreError.unknownSweep(9, path: store.path)) { try reader.sweepCases(9) }

        // A case whose parameters were changed into something LayoutLab never writes: named, not read wrong.
        try DatabaseQueue(path: store.path).write { try $0.execute(sql: #"UPDATE sweep_cases SET parameters = '{"width": 50}' WHERE case_index = 1"#) }
        #expect(throws: StoreError.sqlite(path: store.path, message: #"sweep 1, case 1: its parameters are not a JSON object of strings: {"width": 50}"#)) {
            try reader.sweepCases(sweep)
        }
    }

    @Test("A case's parameters are a JSON object that json_each and the reader read back as given, in order")
    func caseParametersAsJSON() throws {
        // From U+0001: a command line cannot carry U+0000, nor does SQLite's text read past it.
        let texts = (1..<0x80).map { String(UnicodeScalar(UInt8($0))) } + ["é", "日本", "a/b\\c", "😀", "\u{2028}", "say \"hi\"\n"]
        let parameters = texts.enumerated().flatMap { [RunParameter("w\($0.offset)", $0.element), RunParameter($0.element, "\($0.offset)")] }
        let json = CaseParametersJSON.encode(parameters)
        let database = try DatabaseQueue()
        let rows = try database.read { db in
            try Row.fetchAll(db, sql: "SELECT key, value FROM json_each(?) ORDER BY id", arguments: [json])
        }
        #expect(rows.map { $0["key"] as String } == parameters.map(\.name))
        #expect(rows.map { $0["value"] as String } == parameters.map(\.value))
        #expect(CaseParametersJSON.decode(json) == parameters)
        #expect(CaseParametersJSON.encode([]) == "{}")
        #expect(CaseParametersJSON.decode("{}") == [])
    }

    @Test("The reader reads any JSON spelling of a case's parameters, and nothing but an object of strings")
    func caseParametersSpellings() throws {
        // As a JSONEncoder quoted them before migration 0011's session: no spaces, `\/`, `\u` escapes.
        #expect(CaseParametersJSON.decode(#"{"a\/b":"\u00e9\ud83d\ude00","t":"\b\f\n\r\t\"\\"}"#)
            == [RunParameter("a/b", "é😀"), RunParameter("t", "\u{08}\u{0C}\n\r\t\"\\")])
        #expect(CaseParametersJSON.decode(" {\t\"x\" :\r\n\"1\" , \"y\":\"\"}\n") == [RunParameter("x", "1"), RunParameter("y", "")])
        for malformed in [#"{"x": 1}"#, #"{"x": "1",}"#, #"{"x" "1"}"#, #"["x"]"#, #"{"x": "1"} {}"#, #"{"x": "1"#,
                          #"{"x": "\u00g1"}"#, #"{"x": "\u+0041"}"#, #"{"x": "\ud83d"}"#, #"{"x": "\ude00"}"#, #"{"x": "\q"}"#,
                          "{\"x\": \"a\u{01}\"}", ""] {
            #expect(CaseParametersJSON.decode(malformed) == nil, "\(malformed)")
        }
    }

    @Test("A run that cannot be written rolls back its whole transaction: no run without its case, no case without its run")
    func failingBatch() throws {
        let directory = try TemporaryDirectory()
        let store = try RunStore(path: directory.path("failing.sqlite"))
        let sweep = try store.createSweep(Self.description)
        let (good, _) = try completedRun(FramedText(width: 50), parameters: Self.description.cases[0])
        let (valid, events) = try completedRun(FramedText(width: 100), parameters: Self.description.cases[1])
        // A second event with sequence 0 breaks the events' key.
        let broken = CompletedRun(description: valid.description, configuration: valid.configuration, result: valid.result,
                                  events: events + [events[0]])
        #expect(throws: StoreError.self) {
            try store.recordSweepRuns([SweepCaseRun(caseIndex: 0, run: good), SweepCaseRun(caseIndex: 1, run: broken)], sweep: sweep)
        }
        for table in ["runs", "sweep_runs", "events", "nodes", "run_parameters"] {
            #expect(try count(table, in: store.path) == 0, "\(table)")
        }
        #expect(try StoreReader(path: store.path).sweepCases(sweep).map(\.run) == [nil, nil, nil])
    }

    @Test("Measurements name a node by path, inspector tag, Text label or kind, in that order of preference, then declaration order")
    func measurements() throws {
        let directory = try TemporaryDirectory()
        let store = try RunStore(path: directory.path("measure.sqlite"))
        let sweep = try store.createSweep(SweepDescription(
            fileName: "Ambiguous.swift", source: "", layout: SweepLayoutOptions(device: "iPhone 16 Pro"), origin: .file, cases: [[]]))
        let (run, _) = try completedRun(AmbiguousNames())
        _ = try store.recordSweepRuns([SweepCaseRun(caseIndex: 0, run: run)], sweep: sweep)
        let reader = try StoreReader(path: store.path)
        let tree = run.result.tree
        func width(_ name: String, _ measure: String = "width") throws -> (path: String, value: Double?) {
            let measurement = try #require(try reader.sweepMeasurements(sweep, node: name, measure: measure).first)
            return (measurement.path, measurement.value)
        }
        func frame(_ path: String) throws -> CGRect {
            let node = try #require(tree.nodes.first { $0.path == path })
            return try #require(run.result.frame(of: node.id))
        }
        // "Rectangle" is a Text's label (0.0), a kind (0.1.0) and an inspector's tag (0.2): the tag wins.
        let tagged = try width("Rectangle")
        #expect(tagged.path == "0.2")
        #expect(tagged.value == Double(try frame("0.2").width))
        #expect(try width("0.1").path == "0.1")
        #expect(try width("x").path == "0.2.0")
        // Several Texts: the first declared.
        #expect(try width("Text").path == "0.0")
        #expect(try width("0.1", "x").value == Double(try frame("0.1").minX))
        // The Text's ideal width is its whole string; the Rectangle is placed with the 30 its frame proposes.
        let ideal = try #require(try width("0.0", "ideal_width").value)
        let text = try #require(tree.nodes.first { $0.path == "0.0" })
        #expect(ideal == Double(tree.flexibility(of: text.id).ideal.width))
        #expect(try width("0.1.0", "proposal_width").value == 30)
        #expect(try reader.sweepMeasurements(sweep, node: "Spacer", measure: "width").isEmpty)
    }

    @Test("The first divergence: both runs' events at the first position that differs; none for the same trace")
    func firstDivergence() throws {
        let directory = try TemporaryDirectory()
        let store = try RunStore(path: directory.path("diverge.sqlite"))
        let sweep = try store.createSweep(Self.description)
        let layouts = try [50, 150, 50].map { try completedRun(FramedText(width: CGFloat($0))) }
        _ = try store.recordSweepRuns(layouts.enumerated().map { SweepCaseRun(caseIndex: $0.offset, run: $0.element.0) }, sweep: sweep)
        let reader = try StoreReader(path: store.path)
        #expect(try reader.firstDivergence(1, 3).isEmpty)

        let (a, b) = (layouts[0].1, layouts[1].1)
        let parting = try #require(a.indices.first { $0 >= b.count || a[$0] != b[$0] })
        let divergence = try reader.firstDivergence(1, 2)
        #expect(divergence.map(\.run) == [1, 2])
        #expect(divergence.map(\.event) == [a[parting], b[parting]])
        #expect(divergence.first?.node.path == layouts[0].0.result.tree[a[parting].node].path)
        #expect(throws: StoreError.unknownRun(7, path: store.path)) { try reader.firstDivergence(1, 7) }
    }

    @Test("A sweep keeps its OS and design; one this build does not model is refused, not laid out for another")
    func sweepPlatform() throws {
        let directory = try TemporaryDirectory()
        let store = try RunStore(path: directory.path("platform.sqlite"))
        var classic = Self.description
        classic.layout.platform = try Platform(os: .iOS26, design: .classic)
        let sweep = try store.createSweep(classic)
        #expect(try StoreReader(path: store.path).sweep(sweep).layout().platform == classic.layout.platform)

        let queue = try DatabaseQueue(path: store.path)
        try queue.write { try $0.execute(sql: "UPDATE sweeps SET os = 28 WHERE id = ?", arguments: [sweep]) }
        try queue.close()
        #expect(throws: StoreError.unmodelledPlatform(os: 28, design: "classic")) { try StoreReader(path: store.path).sweep(sweep).layout() }
    }

    @Test("Reading a sweep stays on keys: no query of a sweep scans a whole table", arguments: [
        "sweep-measure", "sweep-cases", "sweep-cases-json", "first-divergence", "parameter-differences", "run-differences",
    ])
    func queryPlans(_ name: String) throws {
        let directory = try TemporaryDirectory()
        let store = try RunStore(path: directory.path("plans.sqlite"))
        let reader = try StoreReader(path: store.path)
        let query = try NamedQuery.named(name)
        let values = Dictionary(uniqueKeysWithValues: query.parameters.map { ($0.name, $0.name == "measure" ? "width" : "1") })
        let plan = try reader.rows(sql: "EXPLAIN QUERY PLAN " + query.sql, parameters: values).compactMap { row -> String? in
            if case let .text(detail) = row.last { detail } else { nil }
        }
        #expect(!plan.isEmpty)
        // SCAN of a table is a full scan; SCAN of a CTE, subquery or json_each is over rows already narrowed.
        let tables = ["runs", "run_parameters", "nodes", "events", "frames", "flexibilities", "sweeps", "sweep_cases", "sweep_runs"]
        let fullScans = plan.filter { detail in tables.contains { detail == "SCAN \($0)" || detail.hasPrefix("SCAN \($0) ") } }
        #expect(fullScans.isEmpty, "\(plan.joined(separator: "\n"))")
    }
}

import Foundation
import Testing
import LayoutLab
import LayoutLabStore

// `layoutlab import`, `verify` and `diff` of an observed run (issue 12), run as a user runs
// them on the logs in Observations/, checked against the recorded rows.

@Suite("layoutlab import and verify")
struct ImportVerifyCommandTests {
    static func observation(_ name: String) -> (log: String, source: String) {
        let folder = BinaryRunner.repository.appendingPathComponent("Observations/\(name)")
        return (folder.appendingPathComponent("device.log").path, folder.appendingPathComponent("ContentView.swift").path)
    }

    /// The sections of a tsv `diff`/`verify` output, by name order: first divergence, divergences, positions.
    static func sections(_ stdout: String) -> [[[String: String]]] {
        stdout.components(separatedBy: "\n\n").map { tsvRows($0.split(separator: "\n").map(String.init)) }
    }

    static func runCount(in directory: URL) throws -> Int {
        let path = directory.appendingPathComponent("layoutlab.sqlite").path
        guard FileManager.default.fileExists(atPath: path) else { return 0 }
        return try StoreReader(path: path).rows(sql: "SELECT count(*) FROM runs").first.map { row in
            if case let .integer(count) = row[0] { Int(count) } else { -1 }
        } ?? 0
    }

    @Test("Each seed log the model reproduces: imported, laid out and diffed, zero divergence, exit 0", arguments: [
        ("seed000-vstack-three-rectangles", [String]()), ("seed000-vstack-three-rectangles-tagged", []),
        ("seed000-vstack-two-rectangles", []), ("seed000-vstack-fixed-size", []), ("seed000-red-rectangle-proxy", []),
        ("seed000-image-resizable-aspect-ratio", []), ("seed000-aspect-ratio-flexible-fit", ["--param", "i=2"]),
    ])
    func seedLogsAgree(name: String, parameters: [String]) throws {
        let (log, source) = Self.observation(name)
        let outcome = try BinaryRunner.run(["verify", log, "--source", source, "--format", "tsv"] + parameters)
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
        #expect(Self.sections(outcome.stdout).map(\.count) == [0, 0, 0])
        #expect(outcome.stderr.contains("agree"))
    }

    @Test("import, run, diff: the observed run has origin device, its log and metadata, and the log's events on the tagged nodes")
    func importThenDiff() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let (log, source) = Self.observation("seed000-vstack-three-rectangles")
        let imported = try BinaryRunner.run(["import", log, "--source", source, "--device", "iPhone 16 Pro", "--os", "iOS 18.2",
                                             "--observed-on", "2025-01-12", "--note", "seed 000"], in: directory)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stderr.contains("recorded observed run 1 (18 inspector lines"))
        #expect(try BinaryRunner.run(["run", source], in: directory).status == 0)
        let reader = try StoreReader(path: directory.appendingPathComponent("layoutlab.sqlite").path)
        #expect(try reader.run(1).origin == .device)
        #expect(try reader.run(2).origin == .model)
        let observation = try #require(try reader.observation(run: 1))
        #expect(observation.format == .inspector)
        // --os as written, and the release the model laid the file out for (issue 30): the
        // observed run's, as --os parsed it; the model run's, without --os, the newest.
        #expect(observation.observedDevice == "iPhone 16 Pro" && observation.osVersion == "iOS 18.2")
        #expect(try reader.run(1).os == 18 && reader.run(2).os == 27)
        #expect(observation.observedOn == "2025-01-12" && observation.note == "seed 000")
        #expect(observation.log == (try String(contentsOfFile: log, encoding: .utf8)))
        let tags = try reader.rows(sql: """
            SELECT nodes.inspector_tag FROM events JOIN nodes USING (run_id, node_id) WHERE run_id = 1 ORDER BY sequence LIMIT 3
            """).map { $0[0] }
        #expect(tags == [.text("🟦"), .text("🟦"), .text("🟦")])
        for order in [["1", "2"], ["2", "1"]] {
            let diff = try BinaryRunner.run(["diff"] + order + ["--format", "tsv"], in: directory)
            #expect(diff.status == 0, "\(diff.stderr)")
            #expect(Self.sections(diff.stdout).dropFirst().map(\.count) == [0, 0, 0], "\(diff.stdout)")
            #expect(diff.stderr.contains("run 1 (observed) and run 2 agree"))
        }
    }

    @Test("A log with one number changed shows exactly that event; verify exits 1")
    func oneNumberChanged() throws {
        let (log, source) = Self.observation("seed000-vstack-three-rectangles")
        let text = try String(contentsOfFile: log, encoding: .utf8)
        let changed = try BinaryRunner.temporaryFile(text.replacingOccurrences(of: "height: Optional(190.0)", with: "height: Optional(191.0)"),
                                                     name: "changed.log")
        let outcome = try BinaryRunner.run(["verify", changed, "--source", source, "--format", "tsv"])
        #expect(outcome.status == 1, "\(outcome.stderr)")
        let sections = Self.sections(outcome.stdout)
        let expected = ["tag": "🟨", "differs": "proposal.height", "observed": "proposal (300.0, 191.0)",
                        "model": "proposal (300.0, 190.0)", "line": "15"]
        #expect(sections[0].count == 1 && sections[1].count == 1)
        for (key, value) in expected {
            #expect(sections[0].first?[key] == value, "first divergence \(key)")
            #expect(sections[1].first?[key] == value, "divergences \(key)")
        }
        #expect(sections[0].first?["index"] == "14" && sections[1].first?["index"] == "4")
        #expect(outcome.stderr.contains("disagree: 1 event"))
    }

    @Test("A probe log (JSON Lines after Xcode's prefix) of the tagged VStack: imported with its placements, agrees with the model")
    func probeLog() throws {
        let source = BinaryRunner.example("seed000-vstack-tagged")
        // What the probe prints on LayoutLab: the model's events of the tagged views, in its format.
        let trace = try BinaryRunner.run(["run", source, "--no-record", "--format", "jsonl"])
        var lines: [String] = []
        for line in trace.lines {
            let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            guard event["view"] as? String == "inspectLayoutProcess", event["cache"] as? String != "hit",
                  let kind = event["event"] as? String, let tag = event["label"] as? String else { continue }
            var probe: [String: Any] = ["probe": 1, "tag": tag, "event": kind]
            switch kind {
            case "proposal": probe["proposal"] = event["proposal"]
            case "report": probe["size"] = event["size"]
            case "placeSubviews": for key in ["proposal", "size", "position"] { probe[key] = event[key] }
            default: continue
            }
            let json = try JSONSerialization.data(withJSONObject: probe, options: [.sortedKeys])
            lines.append("2025-01-12 10:00:00.000 Demo[1:2] " + String(decoding: json, as: UTF8.self))
        }
        #expect(lines.count == 28)
        let directory = try BinaryRunner.temporaryDirectory()
        let log = directory.appendingPathComponent("probe.log")
        try lines.joined(separator: "\n").write(to: log, atomically: true, encoding: .utf8)
        let outcome = try BinaryRunner.run(["verify", log.path, "--source", source, "--format", "tsv"], in: directory)
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
        #expect(Self.sections(outcome.stdout).map(\.count) == [0, 0, 4])
        let reader = try StoreReader(path: directory.appendingPathComponent("layoutlab.sqlite").path)
        #expect(try reader.observation(run: 2)?.format == .probe)
        let placements = try reader.rows(sql: """
            SELECT count(*) FROM events WHERE run_id = 2 AND kind = 'placeSubviews'
               AND proposal_width IS NOT NULL AND size_width IS NOT NULL AND position_x IS NOT NULL
            """)
        #expect(placements.first?.first == .integer(8))
    }

    @Test("A Text's position: the positions table puts the printed origin beside the model's frame")
    func positions() throws {
        let (log, source) = Self.observation("seed000-overview-text-position")
        let outcome = try BinaryRunner.run(["verify", log, "--source", source, "--format", "tsv"])
        #expect(outcome.status == 0) // SF Pro measured (issue 32): the model agrees with the device
        let positions = Self.sections(outcome.stdout)[2]
        #expect(positions.map { $0["tag"] } == ["Text"])
        #expect(positions.first?["observed_x"] == "153.83333333333334")
        #expect(positions.first?["observed_y"] == positions.first?["y"])
    }

    @Test("Malformed lines, tags the source does not declare, another screen size: exit 2, each reported, nothing recorded",
          arguments: ["import", "verify"])
    func refused(command: String) throws {
        let (log, source) = Self.observation("seed000-vstack-three-rectangles")
        let text = try String(contentsOfFile: log, encoding: .utf8)
        let cases: [(String, [String])] = [
            (text.replacingOccurrences(of: "(100.0, 50.0)", with: "(100.0, fifty)"), ["malformed.log:10: 【🟨】report size: cannot read"]),
            (text.replacingOccurrences(of: "🟨", with: "🟩"), ["does not declare: 【🟩】", "malformed.log:9: 【🟩】", "tags 【🟥】, 【🟦】, 【🟨】"]),
            // Neither printer's lines: import and verify hold it against the file's own prints,
            // and this file prints nothing (issue 33).
            ("hello\n", ["prints nothing", "Observations/Probe/LayoutProbe.swift"]),
        ]
        for (contents, messages) in cases {
            let directory = try BinaryRunner.temporaryDirectory()
            let bad = directory.appendingPathComponent("malformed.log")
            try contents.write(to: bad, atomically: true, encoding: .utf8)
            let outcome = try BinaryRunner.run([command, bad.path, "--source", source], in: directory)
            #expect(outcome.status == 2, "\(outcome.stderr)")
            for message in messages { #expect(outcome.stderr.contains(message), "\(outcome.stderr)") }
            #expect(outcome.stderr.contains("nothing was recorded"))
            #expect(try Self.runCount(in: directory) == 0)
        }
        // The padding listing printed on an iPhone SE (its safe area 375×647), imported as the default iPhone 17 Pro.
        let padding = Self.observation("seed000-padding")
        let se = try String(contentsOfFile: padding.log, encoding: .utf8)
            .replacingOccurrences(of: "Optional(402.0)", with: "Optional(375.0)").replacingOccurrences(of: "Optional(778.0)", with: "Optional(647.0)")
        let directory = try BinaryRunner.temporaryDirectory()
        let seLog = directory.appendingPathComponent("se.log")
        try se.write(to: seLog, atomically: true, encoding: .utf8)
        let outcome = try BinaryRunner.run([command, seLog.path, "--source", padding.source], in: directory)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("printed on another screen size: its root was proposed 375×647, iPhone 17 Pro's safe area is 402×778"))
        #expect(outcome.stderr.contains("pass --device \"iPhone SE\""))
        #expect(try Self.runCount(in: directory) == 0)
    }
}

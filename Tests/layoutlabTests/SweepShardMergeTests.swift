import Foundation
import Testing

// Issue 36 item 5: `sweep --shard K/N` records the Kth slice of a sweep's cases into a database
// of its own; `merge` joins the shards into one sweep equal to the sweep recorded whole.

@Suite("Sharded sweeps and merge")
struct SweepShardMergeTests {
    static let file = BinaryRunner.repository.appendingPathComponent("Tests/Fixtures/readable-numbers/Thirds.swift").path
    /// 5 × 2 = 10 cases: shards of 2, 3, 2 and 3.
    static let grid = ["--param", "parent=100...200:25", "--param", "third=50,75"]

    /// What a sweep's database records, case by case: the sweep, its cases, each case's run id,
    /// parameters, node frames and every trace event.
    static let comparedQueries = [
        "SELECT id, file_name, source_sha256, device, root_proposal, case_origin, grid, case_count, os, design FROM sweeps ORDER BY id",
        "SELECT sweep_id, case_index, parameters FROM sweep_cases ORDER BY 1, 2",
        "SELECT sweep_id, case_index, run_id FROM sweep_runs ORDER BY 1, 2",
        "SELECT s.case_index, p.name, p.value, p.number FROM sweep_runs s JOIN run_parameters p ON p.run_id = s.run_id ORDER BY 1, 2",
        """
        SELECT s.case_index, n.node_id, n.path, n.kind, n.frame_x, n.frame_y, n.frame_width, n.frame_height
        FROM sweep_runs s JOIN nodes n ON n.run_id = s.run_id ORDER BY 1, 2
        """,
        """
        SELECT s.case_index, e.sequence, e.node_id, e.code, e.proposal_width, e.proposal_height, e.size_width, e.size_height,
               e.position_x, e.position_y, e.length
        FROM sweep_runs s JOIN trace_events e ON e.run_id = s.run_id ORDER BY 1, 2
        """,
        "SELECT s.case_index, f.node_id, f.min_width, f.max_width, f.ideal_width FROM sweep_runs s JOIN flexibilities f ON f.run_id = s.run_id ORDER BY 1, 2",
    ]

    static func dump(_ database: String, in directory: URL) throws -> [String] {
        try comparedQueries.map { query in
            let result = try BinaryRunner.run(["sql", query, "--format", "csv", "--db", database], in: directory)
            #expect(result.status == 0, "\(result.stderr)")
            return result.stdout
        }
    }

    @Test("A sweep sharded 4 ways and merged equals the sweep recorded whole")
    func shardedEqualsWhole() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let whole = try BinaryRunner.run(["sweep", Self.file] + Self.grid + ["--db", "whole.sqlite"], in: directory)
        #expect(whole.status == 0, "\(whole.stderr)")
        var shards: [String] = []
        for shard in 1...4 {
            let name = "shard\(shard).sqlite"
            let result = try BinaryRunner.run(["sweep", Self.file] + Self.grid + ["--shard", "\(shard)/4", "--db", name], in: directory)
            #expect(result.status == 0, "\(result.stderr)")
            shards.append(name)
        }
        let counts = try shards.map { shard in
            try BinaryRunner.run(["sql", "SELECT COUNT(*) FROM sweep_runs", "--format", "csv", "--db", shard], in: directory).lines.last
        }
        #expect(counts == ["2", "3", "2", "3"])
        let merge = try BinaryRunner.run(["merge"] + shards + ["--into", "merged.sqlite"], in: directory)
        #expect(merge.status == 0, "\(merge.stderr)")
        #expect(merge.stderr.contains("merged 10 runs from 4 databases into merged.sqlite; sweep 1: 10 of 10 cases"), "\(merge.stderr)")
        let expected = try Self.dump("whole.sqlite", in: directory)
        let merged = try Self.dump("merged.sqlite", in: directory)
        for (query, (a, b)) in zip(Self.comparedQueries, zip(expected, merged)) {
            #expect(a == b, "\(query)\nwhole:\n\(a.prefix(1500))\nmerged:\n\(b.prefix(1500))")
        }
        #expect(expected[2].split(separator: "\n").count == 11, "\(expected[2])")
        // The merged sweep is whole: resuming it has nothing to record.
        let resume = try BinaryRunner.run(["sweep", "--resume", "1", "--db", "merged.sqlite"], in: directory)
        #expect(resume.status == 0 && resume.stderr.contains("sweep 1 is complete: 10 of 10 cases recorded"), "\(resume.stderr)")
        // A shard resumed records only its own slice's missing cases.
        let shardResume = try BinaryRunner.run(["sweep", "--resume", "1", "--shard", "2/4", "--db", "shard2.sqlite"], in: directory)
        #expect(shardResume.stderr.contains("shard 2/4 of sweep 1 is complete: 3 of 3 cases recorded"), "\(shardResume.stderr)")
    }

    @Test("merge refuses a case two inputs record, an input given twice or merged into, and a foreign file, changing nothing")
    func refusals() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        for shard in 1...2 {
            let result = try BinaryRunner.run(["sweep", Self.file] + Self.grid + ["--shard", "\(shard)/2", "--db", "s\(shard).sqlite"], in: directory)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let first = try BinaryRunner.run(["merge", "s1.sqlite", "--into", "m.sqlite"], in: directory)
        #expect(first.status == 0, "\(first.stderr)")
        let before = try Self.dump("m.sqlite", in: directory)

        let overlap = try BinaryRunner.run(["merge", "s1.sqlite", "s2.sqlite", "--into", "m.sqlite"], in: directory)
        #expect(overlap.status == 2)
        #expect(overlap.stderr.contains("s1.sqlite records case 0 of sweep 1, which another database merged (or the one merged into) records too"),
                "\(overlap.stderr)")
        #expect(try Self.dump("m.sqlite", in: directory) == before, "a refused merge changed the database merged into")

        let twice = try BinaryRunner.run(["merge", "s2.sqlite", "s2.sqlite", "--into", "n.sqlite"], in: directory)
        #expect(twice.status == 2 && twice.stderr.contains("s2.sqlite is given twice; nothing was merged"), "\(twice.stderr)")
        let into = try BinaryRunner.run(["merge", "s2.sqlite", "--into", "s2.sqlite"], in: directory)
        #expect(into.status == 2 && into.stderr.contains("is the database merged into (--into)"), "\(into.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("n.sqlite").path))

        let foreign = directory.appendingPathComponent("foreign.sqlite")
        let made = Process()
        made.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        made.arguments = ["python3", "-c", "import sqlite3; c = sqlite3.connect('\(foreign.path)'); c.execute('CREATE TABLE t (x)'); c.commit()"]
        try made.run()
        made.waitUntilExit()
        let bytes = try Data(contentsOf: foreign)
        let refused = try BinaryRunner.run(["merge", "foreign.sqlite", "--into", "n.sqlite"], in: directory)
        #expect(refused.status == 2 && refused.stderr.contains("foreign.sqlite is an SQLite database but not a LayoutLab one"), "\(refused.stderr)")
        #expect(try Data(contentsOf: foreign) == bytes)
        #expect(!FileManager.default.fileExists(atPath: foreign.path + "-wal"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("n.sqlite").path))

        let rest = try BinaryRunner.run(["merge", "s2.sqlite", "--into", "m.sqlite"], in: directory)
        #expect(rest.status == 0 && rest.stderr.contains("sweep 1: 10 of 10 cases"), "\(rest.stderr)")
    }
}

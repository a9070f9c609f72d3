import Foundation
import Testing

// Issue 34: `check` says whether a recording is whole without writing to it; read commands
// create no file; `sql` stops at --timeout and --max-rows, naming the flag.

@Suite("check, and the read commands' refusals")
struct CheckCommandTests {
    @Test("check: ok for a whole recording; a damaged page is a finding, exit 1, the file untouched")
    func check() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        for _ in 0..<3 { #expect(try BinaryRunner.run(["run", BinaryRunner.example("seed000-padding")], in: directory).status == 0) }
        let whole = try BinaryRunner.run(["check", "--full"], in: directory)
        #expect(whole.status == 0 && whole.stdout == "ok: layoutlab.sqlite\n", "\(whole.stderr)")

        let url = directory.appendingPathComponent("layoutlab.sqlite")
        var bytes = try Data(contentsOf: url)
        let pageSize = Int(bytes[16]) << 8 | Int(bytes[17])
        bytes.replaceSubrange((bytes.count - pageSize)..., with: Data(repeating: 0xA5, count: pageSize))
        try bytes.write(to: url)
        let listing = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()

        let damaged = try BinaryRunner.run(["check"], in: directory)
        #expect(damaged.status == 1)
        #expect(damaged.stdout.hasPrefix("layoutlab.sqlite: SQLite: "), "\(damaged.stdout)")
        #expect(damaged.stderr.contains(".recover"))
        let recording = try BinaryRunner.run(["run", BinaryRunner.example("seed000-padding")], in: directory)
        #expect(recording.status == 2 && recording.stderr.contains("layoutlab.sqlite is damaged"), "\(recording.stderr)")
        #expect(!recording.stderr.contains("malformed"))
        #expect(try Data(contentsOf: url) == bytes)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == listing)
    }

    @Test("Read commands create no file: a missing path is named, a zero-byte file stays empty")
    func readCommandsCreateNothing() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        for command in [["runs"], ["trace", "1"], ["tree", "1"], ["sql", "SELECT 1"], ["query", "runs"], ["check"]] {
            let missing = try BinaryRunner.run(command + ["--db", "missing.sqlite"], in: directory)
            #expect(missing.status == 2 && missing.stderr.contains("no LayoutLab database at missing.sqlite"), "\(command): \(missing.stderr)")
        }
        try Data().write(to: directory.appendingPathComponent("empty.sqlite"))
        let empty = try BinaryRunner.run(["runs", "--db", "empty.sqlite"], in: directory)
        #expect(empty.status == 2 && empty.stderr.contains("empty.sqlite is an empty file"), "\(empty.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["empty.sqlite"])
        #expect(try Data(contentsOf: directory.appendingPathComponent("empty.sqlite")).isEmpty)
    }

    @Test("sql stops at --timeout and --max-rows, naming the flag")
    func sqlBudgets() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        #expect(try BinaryRunner.run(["run", BinaryRunner.example("seed000-padding")], in: directory).status == 0)
        let endless = try BinaryRunner.run(
            ["sql", "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT count(*) FROM n", "--timeout", "0.5"], in: directory)
        #expect(endless.status == 2 && endless.stderr.contains("--timeout 0.5 seconds"), "\(endless.stderr)")
        let many = try BinaryRunner.run(
            ["sql", "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n LIMIT 50) SELECT i FROM n", "--max-rows", "10"], in: directory)
        #expect(many.status == 2 && many.stderr.contains("more than 10 rows (--max-rows)"), "\(many.stderr)")
    }
}

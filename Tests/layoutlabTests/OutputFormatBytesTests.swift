import Foundation
import Testing

// Issue 36 item 4: every --format streams through one byte buffer and escapes only the cells that
// need it; the bytes stay those the String-per-cell writers printed. The fixtures in
// Tests/Fixtures/output-formats were printed by layoutlab at 98e2b4c, before that change, for a
// file whose labels hold every character a format escapes (commas, quotes, pipes, backslashes,
// tabs, LF and CRLF, a control character, non-ASCII) and an SQL row of every value kind.

@Suite("Output formats print the same bytes")
struct OutputFormatBytesTests {
    static let folder = BinaryRunner.repository.appendingPathComponent("Tests/Fixtures/output-formats")

    static func expected(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    /// Compared as bytes: String's == would take canonically equivalent text as equal.
    static func expectSameBytes(_ printed: String, _ fixture: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let expected = try expected(fixture)
        #expect(Array(printed.utf8) == Array(expected.utf8), "\(fixture) differs:\n\(printed.prefix(3000))", sourceLocation: sourceLocation)
    }

    @Test("run and trace print every format byte for byte as before", arguments: ["json", "jsonl", "csv", "tsv", "markdown", "table", "trace"])
    func events(format: String) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let file = Self.folder.appendingPathComponent("Escapes.swift").path
        let run = try BinaryRunner.run(["run", file, "--format", format], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        try Self.expectSameBytes(run.stdout, "run.\(format)")
        let trace = try BinaryRunner.run(["trace", "1", "--format", format], in: directory)
        #expect(trace.status == 0, "\(trace.stderr)")
        try Self.expectSameBytes(trace.stdout, "run.\(format)")
    }

    @Test("sql prints integers, reals, infinities, NULL, blobs and escaped text as before", arguments: ["json", "jsonl", "csv", "tsv", "markdown", "table"])
    func values(format: String) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let record = try BinaryRunner.run(["run", BinaryRunner.example("seed001-apart"), "--format", "jsonl"], in: directory)
        #expect(record.status == 0, "\(record.stderr)")
        let query = try Self.expected("query.sql").trimmingCharacters(in: .newlines)
        let sql = try BinaryRunner.run(["sql", query, "--format", format], in: directory)
        #expect(sql.status == 0, "\(sql.stderr)")
        try Self.expectSameBytes(sql.stdout, "sql.\(format)")
    }
}

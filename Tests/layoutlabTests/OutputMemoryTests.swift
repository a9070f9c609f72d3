#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing

// Issue 34 item 3: output formats stream, so memory stays flat whatever the output's size. The
// aligned formats (table, markdown, trace) need every row's width before the first line; they
// measure the columns as the rows arrive and keep the cells in a spool (a file in the temporary
// folder past 1 MB), not in memory. Before, they held every row's strings: the peak grew with the
// output (a 228 MB `--format trace` of 297 chained frames, Tests/Fixtures/budgets, had the same
// order of memory). Each test compares the peak memory of a small and a large output of the same
// command, so the process's own footprint (runtime, GRDB, a debug build's) cancels out.

@Suite("Aligned output formats stream in flat memory (issue 34)", .serialized)
struct OutputMemoryTests {
    /// How much more the peak resident memory of a large output may be than a small one's: the
    /// spool's 1 MB in memory, its 256 KB read buffer, output's 64 KB buffer, and the allocator's slack.
    static let growthBound = 8 << 20

    /// A database with one run of `frames` chained flexible frames: about 2n² events whose node
    /// paths are up to 2n characters long.
    static func chainedFrames(_ frames: Int) throws -> String {
        let source = "import SwiftUI\n\nstruct ContentView: View {\n    var body: some View {\n        Text(\"Hello\")\n"
            + String(repeating: "            .frame(maxWidth: .infinity)\n", count: frames) + "    }\n}\n"
        let file = try BinaryRunner.temporaryFile(source)
        let database = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("frames.sqlite").path
        let outcome = try BinaryRunner.run(["run", file, "--db", database])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return database
    }

    /// Compared with jsonl of the same run, which streams row by row: reading a larger database
    /// takes memory of its own (SQLite's page cache), the same for both.
    @Test("trace --format trace: 150 chained frames' trace (about 29 MB) peaks within 8 MB of the same run's jsonl")
    func traceFormat() throws {
        let database = try Self.chainedFrames(150)
        let streamed = try Self.measure(["trace", "1", "--format", "jsonl", "--db", database])
        let aligned = try Self.measure(["trace", "1", "--format", "trace", "--db", database])
        #expect(streamed.status == 0 && aligned.status == 0, "\(streamed.stderr)\(aligned.stderr)")
        let growth = aligned.peakBytes - streamed.peakBytes
        #expect(aligned.outputBytes > 3 * Self.growthBound, "trace printed \(aligned.outputBytes) bytes")
        #expect(growth < Self.growthBound, "trace: peak resident memory \(aligned.peakBytes >> 10) KB, jsonl's \(streamed.peakBytes >> 10) KB, for \(aligned.outputBytes >> 10) KB of output")
    }

    /// `sql` in table and markdown: 20 and 20,000 rows of a 2,000-character cell (SQLite makes them).
    @Test("sql --format table and markdown: 40 MB of rows peak within 8 MB of 40 KB", arguments: ["table", "markdown"])
    func sqlTable(format: String) throws {
        let database = try Self.chainedFrames(1)
        func rows(_ count: Int) -> [String] {
            ["sql", "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(count)) SELECT i, printf('%.2000c', 'x') AS cell FROM n",
             "--format", format, "--timeout", "300", "--db", database]
        }
        try Self.expectFlat(try Self.measure(rows(20)), try Self.measure(rows(20_000)), format)
    }

    static func expectFlat(_ small: Measured, _ large: Measured, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(small.status == 0 && large.status == 0, "\(small.stderr)\(large.stderr)", sourceLocation: sourceLocation)
        let growth = large.peakBytes - small.peakBytes
        #expect(large.outputBytes > 3 * growthBound, "\(what) printed \(large.outputBytes) bytes", sourceLocation: sourceLocation)
        #expect(growth < growthBound, "\(what): peak resident memory grew by \(growth >> 10) KB (\(small.peakBytes >> 10) → \(large.peakBytes >> 10) KB) for \(large.outputBytes >> 10) KB of output",
                sourceLocation: sourceLocation)
    }

    typealias Measured = (status: Int32, outputBytes: Int, peakBytes: Int, stderr: String)

    /// Runs `layoutlab ARGUMENTS` with its output counted (not kept) and returns its exit status,
    /// byte count, stderr and peak resident memory (`wait4`'s `ru_maxrss` of that one child).
    static func measure(_ arguments: [String]) throws -> Measured {
        let errors = try BinaryRunner.temporaryDirectory().appendingPathComponent("stderr").path
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw POSIXError(.EMFILE) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let executable = BinaryRunner.executable.path
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        close(pipeEnds[1])
        defer { close(pipeEnds[0]) }
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .ENOENT) }
        var outputBytes = 0
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            outputBytes += count
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        // Exited (the low seven bits 0): its code; killed by a signal: 128 + the signal.
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let stderr = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
        // ru_maxrss is in kilobytes on Linux.
        return (exitStatus, outputBytes, usage.ru_maxrss * 1024, stderr)
    }
}

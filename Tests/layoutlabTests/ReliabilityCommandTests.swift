import Foundation
import Testing

/// Issue 14: one behaviour for every command — a usage error or bad value exits 2 with the
/// tool's message; budgets name the flag that raises them; `--version`.
@Suite("One behaviour for every command (issue 14)")
struct ReliabilityCommandTests {
    @Test("layoutlab --version prints the engine version")
    func version() throws {
        let outcome = try BinaryRunner.run(["--version"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "0.1.0\n")
    }

    @Test("A loop without end stops at the step budget with a located error naming --max-steps, which raises it")
    func stepBudget() throws {
        let file = try BinaryRunner.temporaryFile("var x = 0\nwhile true { x += 1 }\nText(\"\\(x)\")\n", name: "Loop.swift")
        let outcome = try BinaryRunner.run(["run", file, "--no-record", "--max-steps", "10000"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("Loop.swift:2:"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("--max-steps"))
    }

    @Test("A bad budget or a query's run id that is no integer exits 2 with the tool's message", arguments: [
        (["run", "{file}", "--max-steps", "0"], "--max-steps 0: give at least 1"),
        (["run", "{file}", "--max-depth", "lots"], "The value 'lots' is invalid for '--max-depth <max-depth>'"),
        (["query", "nodes", "-p", "run", "abc"], "query nodes: -p run abc: give a run id, a whole number"),
        (["query", "sweep-cases", "-p", "sweep", "1.5"], "query sweep-cases: -p sweep 1.5: give a sweep id, a whole number"),
        (["sql", "SELECT 1; DELETE FROM runs"], "only one read-only SELECT, WITH or PRAGMA query is run: give one statement"),
    ])
    func refused(arguments: [String], message: String) throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let file = try BinaryRunner.temporaryFile("Text(\"x\")\n", name: "Small.swift")
        #expect(try BinaryRunner.run(["run", file], in: directory).status == 0)
        let outcome = try BinaryRunner.run(arguments.map { $0 == "{file}" ? file : $0 }, in: directory)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains(message), "\(outcome.stderr)")
    }
}

import Foundation
import LayoutLabFuzz
import Testing
import TestSupport

/// Issue 34's fuzz families, each kind run once through the binary: a file that is not a
/// LayoutLab database is refused by every command and left as it was (bytes and folder); a
/// damaged one ends in a success or a located error, never in SQLite's words.
@Suite("Fuzz families: damaged and foreign databases (issue 34)")
struct DatabaseFamilyTests {
    static let commands = [["run", "{file}", "--db", "{db}"], ["runs", "--db", "{db}"], ["check", "--db", "{db}"]]

    private func input(_ arguments: [String], _ database: DatabaseSetup) -> FuzzInput {
        FuzzInput(index: 0, origin: "family test", steps: [], source: Data("Text(\"a\").padding()\n".utf8), command: .other,
                  arguments: arguments, database: database, family: "family test")
    }

    @Test("a foreign file is refused untouched by run, runs and check (a zero-byte file is made a database by run)",
          arguments: ForeignFile.allCases)
    func foreign(_ file: ForeignFile) throws {
        let directory = try TemporaryDirectory()
        let runner = SubprocessRunner(executable: layoutlabExecutable, directory: directory.url, timeLimit: 300)
        for arguments in Self.commands {
            let result = runner.run(input(arguments, .foreign(file)))
            let expected: FuzzOutcome.Category = file == .emptyFile && arguments[0] == "run" ? .success : .error
            #expect(result.outcome.category == expected, "\(file) \(arguments[0]): \(result.outcome) \(result.stderr.prefix(300))")
        }
    }

    @Test("a zero-byte file given to a command that only changes or reads runs is refused as it is (campaign input 1388: `delete 1` made it a 110,592-byte database, then said 'no run 1')",
          arguments: [["delete", "1", "--db", "{db}"], ["delete", "--sweep", "1", "--db", "{db}"], ["sweep", "--resume", "1", "--db", "{db}"],
                      ["verify", "{file}", "--source", "{file}", "--db", "{db}"], ["import", "{file}", "--source", "{file}", "--db", "{db}"]])
    func emptyFileNotMadeADatabase(_ arguments: [String]) throws {
        let directory = try TemporaryDirectory()
        let runner = SubprocessRunner(executable: layoutlabExecutable, directory: directory.url, timeLimit: 300)
        // The runner calls a refusal that changed the file or its folder a leak.
        let result = runner.run(input(arguments, .foreign(.emptyFile)))
        #expect(result.outcome.category == .error, "\(arguments[0]): \(result.outcome) \(result.stderr.prefix(300))")
    }

    @Test("a damaged database: a success, or a located error with the file untouched",
          arguments: [DatabaseDamage.flippedBits([7, 1_000_003, 40_000_019]), .truncated(perMille: 500), .zeroedPage(1), .zeroedPage(5)])
    func damaged(_ damage: DatabaseDamage) throws {
        let directory = try TemporaryDirectory()
        let runner = SubprocessRunner(executable: layoutlabExecutable, directory: directory.url, timeLimit: 300)
        for arguments in Self.commands {
            let result = runner.run(input(arguments, .damaged(damage)))
            #expect(!result.outcome.isFailure, "\(damage) \(arguments[0]): \(result.outcome)")
        }
    }
}

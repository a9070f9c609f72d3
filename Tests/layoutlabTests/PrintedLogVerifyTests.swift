import Foundation
import LayoutLabStore
import Testing

// `layoutlab verify LOG --source FILE` and `import` when LOG is neither the inspector's nor the
// probe's (issue 33, "device truth for any log"): the file's own prints against the log's lines.
// Tests/Fixtures/printed-log/ContentView.swift prints from a custom Layout; the model lays it
// out on the default device (iPhone 17 Pro, 402×778 safe area, @3x).

@Suite("layoutlab verify of a printed log")
struct PrintedLogVerifyTests {
    static let source = BinaryRunner.repository.appendingPathComponent("Tests/Fixtures/printed-log/ContentView.swift").path

    /// What the file prints, as Xcode's console shows it, with its noise. The second line's y
    /// (410.6666666666667) differs from the model's 410.75 by 1/12 pt: within half a pixel at @3x (1/6 pt).
    static let log = """
        2024-05-01 10:00:00.123456+0200 Demo[123:4567] App launched
        2024-05-01 10:00:00.223456+0200 Demo[123:4567] sizeThatFits proposal: 402.0 x 778.0 -> 120.0 x 80.5
        Message from debugger: killed
        2024-05-01 10:00:00.323456+0200 Demo[123:4567] placeSubviews at (141.0, 410.6666666666667) size 120.0 x 80.5
        """

    @Test("The file's own prints, with console noise around them, agree with the model's run: exit 0, nothing recorded")
    func agrees() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let log = try BinaryRunner.temporaryFile(Self.log, name: "console.log")
        let outcome = try BinaryRunner.run(["verify", log, "--source", Self.source, "--format", "tsv"], in: directory)
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
        #expect(outcome.stdout == "line\tlog\tprinted_line\tprinted\tdiffers\n")
        #expect(outcome.stderr.contains("agrees with the 2 lines"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("layoutlab.sqlite").path))
    }

    @Test("One number changed: exit 1, the line, its number and both values")
    func oneNumberChanged() throws {
        let log = try BinaryRunner.temporaryFile(Self.log.replacingOccurrences(of: "-> 120.0 x 80.5", with: "-> 120.0 x 81.0"),
                                                 name: "changed.log")
        let outcome = try BinaryRunner.run(["verify", log, "--source", Self.source, "--format", "tsv"])
        #expect(outcome.status == 1, "\(outcome.stderr)")
        let rows = tsvRows(outcome.stdout.split(separator: "\n").map(String.init))
        #expect(rows == [["line": "2", "log": "sizeThatFits proposal: 402.0 x 778.0 -> 120.0 x 81.0", "printed_line": "1",
                          "printed": "sizeThatFits proposal: 402.0 x 778.0 -> 120.0 x 80.5", "differs": "number 4: 81 vs 80.5"]])
        #expect(outcome.stderr.contains("changed.log line 2: sizeThatFits proposal: 402.0 x 778.0 -> 120.0 x 81.0"))
        #expect(outcome.stderr.contains("number 4: 81 in the log, 80.5 printed"))
    }

    @Test("A line the device printed that the model does not: exit 1, named")
    func extraLine() throws {
        let log = try BinaryRunner.temporaryFile(Self.log + "\nsizeThatFits proposal: 0.0 x 0.0 -> 120.0 x 80.5", name: "extra.log")
        let outcome = try BinaryRunner.run(["verify", log, "--source", Self.source, "--format", "tsv"])
        #expect(outcome.status == 1)
        #expect(tsvRows(outcome.stdout.split(separator: "\n").map(String.init)).map { $0["line"] } == ["5"])
    }

    @Test("Nothing in the log is a line the file prints: exit 2, what the file printed, the probe named")
    func unrelated() throws {
        let log = try BinaryRunner.temporaryFile("2024-05-01 10:00:00.1+0200 Demo[1:2] width: 393.0\n", name: "other.log")
        let outcome = try BinaryRunner.run(["verify", log, "--source", Self.source])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("the file printed 2 lines:\n  sizeThatFits proposal: 402.0 x 778.0 -> 120.0 x 80.5"))
        #expect(outcome.stderr.contains("Observations/Probe/LayoutProbe.swift"))
    }

    @Test("A file that prints nothing: exit 2, the probe named")
    func filePrintsNothing() throws {
        let source = try BinaryRunner.temporaryFile("""
            import SwiftUI
            struct ContentView: View { var body: some View { Color.red.frame(width: 10, height: 10) } }
            """)
        let log = try BinaryRunner.temporaryFile("width: 393.0\n", name: "other.log")
        let outcome = try BinaryRunner.run(["verify", log, "--source", source])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("prints nothing") && outcome.stderr.contains("Observations/Probe/LayoutProbe.swift"))
    }

    @Test("Rule 8: a recorded run prints what an unrecorded one does; the flexibility table's side measurements print nothing")
    func sideMeasurementsDoNotPrint() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let recorded = try BinaryRunner.run(["run", Self.source], in: directory)
        let unrecorded = try BinaryRunner.run(["run", Self.source, "--no-record"])
        #expect(recorded.status == 0 && unrecorded.status == 0)
        func printed(_ text: String) -> [String] { text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("sizeThatFits") || $0.hasPrefix("placeSubviews") } }
        #expect(printed(recorded.stdout + recorded.stderr) == [
            "sizeThatFits proposal: 402.0 x 778.0 -> 120.0 x 80.5", "placeSubviews at (141.0, 410.75) size 120.0 x 80.5",
        ])
        #expect(printed(recorded.stdout + recorded.stderr) == printed(unrecorded.stdout + unrecorded.stderr))
        // The flexibility table did measure the layout (its minimum is its child's fixed frame).
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("layoutlab.sqlite").path))
    }

    @Test("Rule 8: Examples/containers/custom-layout-prints.swift, recorded, prints its layout's two lines once; verify of those lines agrees")
    func exampleSideMeasurementsDoNotPrint() throws {
        let example = BinaryRunner.repository.appendingPathComponent("Examples/containers/custom-layout-prints.swift").path
        let directory = try BinaryRunner.temporaryDirectory()
        let recorded = try BinaryRunner.run(["run", example], in: directory)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let lines = ["sizeThatFits 402.0 x 778.0 -> 196.0 x 40.0", "placeSubviews at (103.0, 431.0) size 196.0 x 40.0"]
        // The flexibility table measured the layout at 0, ∞ and nil on a side copy: no line of it.
        #expect((recorded.stdout + recorded.stderr).split(separator: "\n").map(String.init).filter {
            $0.hasPrefix("sizeThatFits") || $0.hasPrefix("placeSubviews")
        } == lines)
        let log = try BinaryRunner.temporaryFile(lines.joined(separator: "\n") + "\n", name: "console.log")
        let verified = try BinaryRunner.run(["verify", log, "--source", example])
        #expect(verified.status == 0, "\(verified.stdout)\(verified.stderr)")
    }

    @Test("import records the log's lines of the file as an observed run; run records the model's; diff shows them line by line")
    func importRunDiff() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let log = try BinaryRunner.temporaryFile(Self.log, name: "console.log")
        let imported = try BinaryRunner.run(["import", log, "--source", Self.source, "--device", "iPhone 17 Pro", "--os", "iOS 26.1",
                                             "--note", "printed-log fixture"], in: directory)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stderr.contains("recorded observed run 1 (2 printed lines of \(log) that \(Self.source) prints)"))
        #expect(try BinaryRunner.run(["run", Self.source], in: directory).status == 0)
        let reader = try StoreReader(path: directory.appendingPathComponent("layoutlab.sqlite").path)
        let observation = try #require(try reader.observation(run: 1))
        #expect(observation.logFormat == "printed" && observation.log == Self.log && observation.osVersion == "iOS 26.1")
        #expect(try reader.printedLines(run: 1).map { "\($0.logLine ?? 0): \($0.text)" } == [
            "2: sizeThatFits proposal: 402.0 x 778.0 -> 120.0 x 80.5", "4: placeSubviews at (141.0, 410.6666666666667) size 120.0 x 80.5",
        ])
        #expect(try reader.printedLines(run: 2).map(\.text) == [
            "sizeThatFits proposal: 402.0 x 778.0 -> 120.0 x 80.5", "placeSubviews at (141.0, 410.75) size 120.0 x 80.5",
        ])
        for order in [["1", "2"], ["2", "1"]] {
            let diff = try BinaryRunner.run(["diff"] + order + ["--format", "tsv"], in: directory)
            #expect(diff.status == 0, "\(diff.stderr)")
            let printed = try #require(ImportVerifyCommandTests.sections(diff.stdout).last)
            #expect(printed.map { [$0["line"], $0["printed_line"], $0["differs"]] } == [["2", "1", ""], ["4", "2", ""]], "\(diff.stdout)")
            #expect(diff.stderr.contains("run 1 (observed, printed) and run 2 agree: 2 printed lines"))
        }

        // The log with one number changed: that line, that number, both values.
        let changed = try BinaryRunner.temporaryFile(Self.log.replacingOccurrences(of: "-> 120.0 x 80.5", with: "-> 120.0 x 81.0"),
                                                     name: "changed.log")
        #expect(try BinaryRunner.run(["import", changed, "--source", Self.source], in: directory).status == 0)
        let diff = try BinaryRunner.run(["diff", "3", "2", "--only-changed", "--format", "tsv"], in: directory)
        let printed = try #require(ImportVerifyCommandTests.sections(diff.stdout).last)
        #expect(printed.map { [$0["line"], $0["log"], $0["differs"]] }
                == [["2", "sizeThatFits proposal: 402.0 x 778.0 -> 120.0 x 81.0", "number 4: 81 vs 80.5"]])
        #expect(diff.stderr.contains("run 3 (observed, printed) and run 2 disagree: 1 line of 2 differs"))
    }

    @Test("import of a log with no line the file prints: exit 2, what the file printed, the probe named, nothing recorded")
    func importRefused() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let log = try BinaryRunner.temporaryFile("2024-05-01 10:00:00.1+0200 Demo[1:2] width: 393.0\n", name: "other.log")
        let outcome = try BinaryRunner.run(["import", log, "--source", Self.source], in: directory)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("the file printed 2 lines:\n  sizeThatFits proposal: 402.0 x 778.0 -> 120.0 x 80.5"))
        #expect(outcome.stderr.contains("Observations/Probe/LayoutProbe.swift") && outcome.stderr.contains("nothing was recorded"))
        #expect(try ImportVerifyCommandTests.runCount(in: directory) == 0)
    }
}

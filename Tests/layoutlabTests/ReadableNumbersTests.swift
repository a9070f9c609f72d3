import Foundation
import Testing

// Issue 35 item 3: what people read (tables of trace, flex, diff, matrix, observe) has at most two
// decimals, as `tree` prints them (TraceFormatting.length); machine formats keep full precision.

@Suite("Readable numbers")
struct ReadableNumbersTests {
    static let file = BinaryRunner.repository.appendingPathComponent("Tests/Fixtures/readable-numbers/Thirds.swift").path

    /// A number with three or more decimals: `33.333`, `14.285714285714286`.
    static func longNumbers(_ text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: #"[0-9]+\.[0-9]{3,}"#)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { (text as NSString).substring(with: $0.range) }
    }

    /// Two runs (parent 100 and 200) and a sweep of the same file, in a fresh directory.
    static func recorded() throws -> URL {
        let directory = try BinaryRunner.temporaryDirectory()
        for parent in ["100", "200"] {
            let run = try BinaryRunner.run(["run", file, "--param", "parent=\(parent)", "--format", "json"], in: directory)
            #expect(run.status == 0, "\(run.stderr)")
            // json keeps full precision: the frame's 100/3 as Swift writes it.
            #expect(run.stdout.contains("33.333333333333"), "\(run.stdout.prefix(2000))")
        }
        let sweep = try BinaryRunner.run(["sweep", file, "--param", "parent=100,200", "--param", "third=50,75"], in: directory)
        #expect(sweep.status == 0, "\(sweep.stderr)")
        return directory
    }

    @Test("trace, flex, diff, matrix and observe tables print no number with more than two decimals; csv keeps them")
    func tables() throws {
        let directory = try Self.recorded()
        let commands: [[String]] = [
            ["trace", "1"], ["flex", "1"], ["diff", "1", "2"],
            ["matrix", "1", "--rows", "parent", "--cols", "third", "--value", "x(Text)"],
            ["observe", Self.file],
        ]
        for command in commands {
            let table = try BinaryRunner.run(command, in: directory)
            #expect(table.stdout.count > 100, "\(command): \(table.stdout) \(table.stderr)")
            #expect(Self.longNumbers(table.stdout) == [], "\(command):\n\(table.stdout)")
            // The same rows for programs keep Swift's full description: 153.66666666666666, not 153.67.
            let csv = try BinaryRunner.run(command + ["--format", "csv"], in: directory)
            #expect(!Self.longNumbers(csv.stdout).isEmpty, "\(command):\n\(csv.stdout)")
        }
    }
}

import Foundation
import LayoutLab
import LayoutLabSource
import Testing

// Every file under Examples/everyday and Examples/containers runs as `layoutlab run FILE` runs
// it with no flag: the default options, the preview choosing the device and the root's
// proposal, then a layout with the configuration the view was built for.

@Suite("Examples run with no flag")
struct ExampleFilesRunTests {
    @Test("Every file in Examples/everyday and Examples/containers interprets and lays out with no flag")
    func everyExampleRuns() throws {
        var failures: [String] = []
        var count = 0
        for folder in ["everyday", "containers"] {
            let directory = Repository.root.appendingPathComponent("Examples/\(folder)")
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }.sorted()
            #expect(!names.isEmpty, "no examples in Examples/\(folder)")
            for name in names {
                count += 1
                let path = "Examples/\(folder)/\(name)"
                do {
                    let source = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
                    let view = try SourceProgram.parse(source, fileName: path).interpret(SourceOptions())
                    _ = try view.layout()
                } catch let error as SourceError {
                    failures.append("\(path): \(error.diagnostics.first?.message ?? "\(error)")")
                } catch {
                    failures.append("\(path): \(error)")
                }
            }
        }
        #expect(failures.isEmpty, Comment(rawValue: "\(failures.count) of \(count) examples failed:\n" + failures.joined(separator: "\n")))
    }
}

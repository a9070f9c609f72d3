import Foundation
import LayoutLab
import LayoutLabSource
import Testing

// Every observation in Observations/ (a device log with its source) replayed on the model, as
// `layoutlab verify` does (a log of the author's own prints against the file's prints): the model agrees with each, or each event that differs is listed in
// Observations/KNOWN-DISAGREEMENTS.md, no more and no fewer.

@Suite("Observations replayed on the model")
struct ObservationReplayTests {
    static let folder = Repository.root.appendingPathComponent("Observations")

    struct Metadata: Decodable {
        var device: String
        var os: String
        var published: String
        var parameters: [String: String]
    }

    /// The observation folders (those with a device log).
    static func observations() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().filter {
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("\($0)/device.log").path)
        }
    }

    /// Each event of `name` that differs from the model: observation, tag, index, differs, observed, model.
    static func divergences(_ name: String) throws -> [[String]] {
        let directory = folder.appendingPathComponent(name)
        let metadata = try JSONDecoder().decode(Metadata.self, from: Data(contentsOf: directory.appendingPathComponent("observation.json")))
        let device = try #require(Device.named(metadata.device), "\(name): unknown device \(metadata.device)")
        let text = try String(contentsOf: directory.appendingPathComponent("device.log"), encoding: .utf8)
        let source = directory.appendingPathComponent("ContentView.swift")
        var printed = ""
        let view = try SourceProgram.parse(try String(contentsOf: source, encoding: .utf8), fileName: source.path)
            .interpret(SourceOptions(parameters: metadata.parameters) { printed += $0 })
        guard DeviceLog.isPrinterLog(text) else {
            // The author's own prints (issue 33): each line that differs, as `verify` shows it.
            _ = try view.layout(configuration: LayoutConfiguration(device: device))
            let comparison = PrintedLogComparison(log: text, printed: printed, tolerance: 0.5 / device.displayScale)
            #expect(!comparison.unrelated, "\(name): no line of device.log is one ContentView.swift prints")
            return comparison.differences.map { difference in
                [name, "print", difference.logNumber.map(String.init) ?? "-",
                 difference.numbers.isEmpty ? (difference.logNumber == nil ? "missing" : "extra")
                     : difference.numbers.map { "number \($0.index + 1)" }.joined(separator: ", "),
                 difference.logText ?? "", difference.printedText ?? ""]
            }
        }
        let log = try DeviceLog.parse(text)
        let collector = ObservableEventCollector(format: log.format)
        _ = try view.layout(configuration: LayoutConfiguration(device: device), sink: collector)
        let comparison = TraceComparison(observed: log.events, model: collector.events)
        return comparison.divergences.map { divergence in
            [name, divergence.tag, String(divergence.index), divergence.fields.joined(separator: ", "),
             divergence.observed?.summary ?? "", divergence.model?.summary ?? ""]
        }
    }

    /// The rows of KNOWN-DISAGREEMENTS.md's tables, without the `why` column.
    static func knownDisagreements() throws -> [[String]] {
        let text = try String(contentsOf: folder.appendingPathComponent("KNOWN-DISAGREEMENTS.md"), encoding: .utf8)
        return text.split(separator: "\n").filter { $0.hasPrefix("| seed") || ($0.hasPrefix("| ") && !$0.hasPrefix("| observation")) }
            .map { line in line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) } }
            .filter { $0.count == 7 }
            .map { Array($0.prefix(6)) }
    }

    @Test("Every observation has its source, its log and its metadata (device, OS, where published)")
    func folders() throws {
        let names = try Self.observations()
        #expect(names.count >= 24)
        for name in names {
            let directory = Self.folder.appendingPathComponent(name)
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("ContentView.swift").path), "\(name)")
            let metadata = try JSONDecoder().decode(Metadata.self, from: Data(contentsOf: directory.appendingPathComponent("observation.json")))
            #expect(!metadata.os.isEmpty && !metadata.published.isEmpty, "\(name)")
        }
    }

    @Test("The model agrees with every observation but the events KNOWN-DISAGREEMENTS.md lists, each listed")
    func replay() throws {
        let found = try Self.observations().flatMap { try Self.divergences($0) }
        let known = try Self.knownDisagreements()
        for row in found where !known.contains(row) { Issue.record("not in KNOWN-DISAGREEMENTS.md: \(row.joined(separator: " | "))") }
        for row in known where !found.contains(row) { Issue.record("listed but the model now agrees: \(row.joined(separator: " | "))") }
    }

    @Test("Seed 000's logs the model reproduces exactly: zero divergence", arguments: [
        "seed000-vstack-three-rectangles", "seed000-vstack-three-rectangles-tagged", "seed000-vstack-two-rectangles",
        "seed000-vstack-fixed-size", "seed000-red-rectangle-proxy", "seed000-image-resizable-aspect-ratio",
        "seed000-aspect-ratio-rectangle-fit", "seed000-aspect-ratio-rectangle-fill", "seed000-aspect-ratio-flexible-fit",
        "seed000-aspect-ratio-flexible-fill",
    ])
    func agrees(name: String) throws {
        #expect(try Self.divergences(name).isEmpty)
    }

    @Test("Authors' own prints the model reproduces line by line: benigumo's orders of onAppear, onChange and task; fatbobman's GeometryReader under scaleEffect(2.2), layout size 100 × 100 and global size 220 × 220", arguments: [
        "benigumo-nested", "benigumo-onappear-onchange-task", "benigumo-onchange-written-first", "benigumo-task-written-first",
        "fatbobman-scale-effect-size",
    ])
    func printedLogsAgree(name: String) throws {
        #expect(try Self.divergences(name).isEmpty)
    }
}

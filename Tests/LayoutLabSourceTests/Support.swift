import Foundation
import LayoutLab
import LayoutLabSource
import Testing

/// The repository, found from this file (tests never read /work/shared).
enum Repository {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func example(_ name: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent("Examples/\(name).swift"), encoding: .utf8)
    }

    /// A fixture's lines without its header comment (`#`, or `//` for fixtures whose lines
    /// start with `#`) and blank lines.
    static func fixture(_ name: String, header: String = "#") throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent("Tests/Fixtures/\(name).txt"), encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init).filter { !$0.hasPrefix(header) && !$0.isEmpty }
    }

    /// A fixture of numbers, one per line.
    static func numbers(_ name: String) throws -> [CGFloat] {
        try fixture(name).map { line in
            guard let value = Double(line.trimmingCharacters(in: .whitespaces)) else {
                throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "not a number: \(line)"])
            }
            return CGFloat(value)
        }
    }
}

/// What running a source file printed and laid out.
struct SourceRun {
    /// Inspector lines and interpreted `print` output, interleaved as on a device.
    var lines: [String]
    var result: LayoutResult
    var warnings: [SourceDiagnostic]

    var tree: ViewTree { result.tree }

    /// Placed frames of the nodes of `kind` (in declaration order) whose attributes include one of `names`.
    func frames(kind: String, withAttribute names: Set<String> = []) -> [CGRect] {
        tree.nodes.filter { node in
            node.kind == kind && (names.isEmpty || node.attributes.contains { names.contains($0.name) })
        }.compactMap { result.frame(of: $0.id) }
    }

    func frame(of label: String) -> CGRect? {
        tree.nodes.first { $0.label == label }.flatMap { result.frame(of: $0.id) }
    }
}

/// Parses, interprets and lays out `source`, collecting what the CLI would print in
/// `--format inspector`.
func run(
    _ source: String, fileName: String = "Test.swift", root: String? = nil, parameters: [String: String] = [:],
    lenient: Bool = false, configuration: LayoutConfiguration = .spec
) throws -> SourceRun {
    var lines: [String] = []
    var pending = ""
    let program = try SourceProgram.parse(source, fileName: fileName)
    let view = try program.interpret(SourceOptions(root: root, parameters: parameters, lenient: lenient, configuration: configuration) { text in
        pending += text
        while let newline = pending.firstIndex(of: "\n") {
            lines.append(String(pending[..<newline]))
            pending.removeSubrange(...newline)
        }
    })
    let result = try view.layout(sink: InspectorPrinter { lines.append($0) })
    return SourceRun(lines: lines, result: result, warnings: view.warnings)
}

func runExample(_ name: String, root: String? = nil, parameters: [String: String] = [:],
                configuration: LayoutConfiguration = .spec) throws -> SourceRun {
    try run(try Repository.example(name), fileName: "Examples/\(name).swift", root: root, parameters: parameters,
            configuration: configuration)
}

/// The error a source gives, or nil when it runs.
func sourceError(_ source: String, fileName: String = "Bad.swift", root: String? = nil, parameters: [String: String] = [:],
                 lenient: Bool = false) -> SourceError? {
    do {
        _ = try run(source, fileName: fileName, root: root, parameters: parameters, lenient: lenient)
        return nil
    } catch let error as SourceError {
        return error
    } catch {
        Issue.record("unexpected error type: \(error)")
        return nil
    }
}

extension LayoutConfiguration {
    /// Where the spec's worked examples and the seeds were observed: iOS 18 on an iPhone 16 Pro.
    /// The front end's tests lay out there unless they name another platform (the shared
    /// platforms reference §5.3: fixtures measured on iOS 17/18 are pinned to iOS 18).
    static var spec: LayoutConfiguration { LayoutConfiguration(device: .iPhone16Pro, platform: Platform(os: .iOS18)) }
}

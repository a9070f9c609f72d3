import Foundation
import LayoutLab
import LayoutLabSource
import Testing

// Issue 36's acceptance for work on the engine's query path and the printers: every event of
// every Examples file (the seeds' listings, Examples/seed00N-*.swift, among them) stays
// byte-identical. Each file is laid out as `layoutlab run FILE` lays it out with no flag, and
// the SHA-256 of its events, written in a canonical form with every number's bit pattern, is
// compared with Tests/Fixtures/trace-digests.txt, recorded at 98e2b4c.
//
// A change that is meant to change events (a measured Text width, a new rule) regenerates the
// fixture in one command, and the diff of the fixture shows which files it moved:
//
//     LAYOUTLAB_RECORD_TRACE_DIGESTS=1 swift test --filter TraceDigestTests

@Suite("Every Examples file's trace is unchanged")
struct TraceDigestTests {
    static let fixture = Repository.root.appendingPathComponent("Tests/Fixtures/trace-digests.txt")

    @Test("The digest of every event of every Examples file equals the recorded one")
    func digestsMatch() throws {
        let computed = try Self.examples().map { path in "\(path) \(try Self.digest(of: path))" }
        #expect(computed.count >= 120, "the examples were not found")
        if ProcessInfo.processInfo.environment["LAYOUTLAB_RECORD_TRACE_DIGESTS"] == "1" {
            let header = "# path, then event count and SHA-256 of every event (TraceDigestTests; regenerate with\n"
                + "# LAYOUTLAB_RECORD_TRACE_DIGESTS=1 swift test --filter TraceDigestTests)\n"
            try (header + computed.joined(separator: "\n") + "\n").write(to: Self.fixture, atomically: true, encoding: .utf8)
            return
        }
        let recorded = try Repository.fixture("trace-digests")
        let recordedByPath = Dictionary(recorded.map { ($0.split(separator: " ")[0], $0) }, uniquingKeysWith: { $1 })
        var changed: [String] = []
        for line in computed where recordedByPath[line.split(separator: " ")[0]] != line {
            changed.append("now \(line), recorded \(recordedByPath[line.split(separator: " ")[0]] ?? "nothing")")
        }
        #expect(changed.isEmpty, Comment(rawValue: "\(changed.count) traces changed:\n" + changed.joined(separator: "\n")))
        #expect(recorded.count == computed.count, "the fixture has \(recorded.count) files, Examples \(computed.count)")
    }

    /// Every laid-out file under Examples/, by path from the repository; of Examples/Project,
    /// its screen (the manifest, model and theme are not screens).
    static func examples() throws -> [String] {
        let root = Repository.root.appendingPathComponent("Examples")
        let enumerator = try #require(FileManager.default.enumerator(atPath: root.path))
        return enumerator.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && (!$0.hasPrefix("Project/") || $0.hasSuffix("View.swift")) }
            .map { "Examples/" + $0 }.sorted()
    }

    /// `events SHA-256`: every event's fields, its node's path, kind and label in its own
    /// pass's tree, numbers as bit patterns, so a change in the last bit of a length shows.
    static func digest(of path: String) throws -> String {
        let url = Repository.root.appendingPathComponent(path)
        let source = try String(contentsOf: url, encoding: .utf8)
        let project = path.hasPrefix("Examples/Project/") ? try SourceProject.discover(for: url) : nil
        let program = try SourceProgram.parse(source, fileName: path, project: project)
        let sink = CanonicalEventSink()
        _ = try program.interpret(SourceOptions(project: project)).layout(sink: sink)
        return sink.digest
    }

    /// Issue 36 item 2: a tree keeps its computers between layouts (ComputerPool.swift). Each
    /// Examples file's tree is laid out first for another proposal, with the largest text size
    /// (other sizes and environment in every memo, runtime and Text), then for its own
    /// configuration: its events equal those of a tree built anew and laid out once. One pass
    /// each (`ViewTree.layout`), since a later pass builds a new tree. A tree whose layout
    /// builds content (a GeometryReader's, a preference reader's) appends it again in every
    /// layout, under new node numbers and paths, with or without kept computers: those trees
    /// are laid out twice too, but their events are not compared.
    @Test("A tree laid out again reuses its computers and makes the events a new tree makes")
    func layoutAgainMatchesANewTree() throws {
        var compared = 0, buildsContent = 0
        var changed: [String] = []
        for path in try Self.examples() {
            let url = Repository.root.appendingPathComponent(path)
            let project = path.hasPrefix("Examples/Project/") ? try SourceProject.discover(for: url) : nil
            let program = try SourceProgram.parse(try String(contentsOf: url, encoding: .utf8), fileName: path, project: project)
            let interpreted = try program.interpret(SourceOptions(project: project))
            var other = interpreted.configuration
            other.rootProposal = ProposedViewSize(width: 250, height: nil)
            other.environment.dynamicTypeSize = .accessibility5

            let reused = ViewTree(interpreted.view)
            _ = try? reused.layout(configuration: other)
            let nodesBefore = reused.count
            let again = CanonicalEventSink()
            _ = try? reused.layout(configuration: interpreted.configuration, sink: again)
            let fresh = CanonicalEventSink()
            _ = try? ViewTree(interpreted.view).layout(configuration: interpreted.configuration, sink: fresh)
            #expect(fresh.count > 0, "\(path) made no events")
            if reused.count != nodesBefore {
                buildsContent += 1
                continue
            }
            if again.digest != fresh.digest { changed.append("\(path): again \(again.digest), new tree \(fresh.digest)") }
            compared += 1
        }
        // 121 compared and 10 skipped when written: most files must be compared.
        #expect(compared >= 100 && buildsContent * 4 <= compared, "\(compared) files compared, \(buildsContent) build content in layout")
        #expect(changed.isEmpty, Comment(rawValue: "\(changed.count) traces differ:\n" + changed.joined(separator: "\n")))
    }
}

/// Writes each event as one line of its fields.
private final class CanonicalEventSink: TraceSink {
    var text = ""
    var count = 0
    private var tree: ViewTree?

    /// `events SHA-256`.
    var digest: String { "\(count) \(SHA256.hex(of: Data(text.utf8)))" }

    func layoutWillBegin(tree: ViewTree, configuration: LayoutConfiguration) { self.tree = tree }
    func layoutPassWillBegin(_ layoutPass: Int, tree: ViewTree) { self.tree = tree }

    func receive(_ event: TraceEvent) {
        func bits(_ value: CGFloat?) -> String { value.map { String(Double($0).bitPattern, radix: 16) } ?? "-" }
        let node = tree.map { $0[event.node] }
        let fields: [String] = [
            String(event.sequence), String(event.layoutPass), event.pass.rawValue, event.kind.rawValue, event.cache.rawValue,
            String(event.node), node?.path ?? "?", node?.kind ?? "?", node?.label ?? "-",
            bits(event.proposal?.width), bits(event.proposal?.height), event.proposal == nil ? "n" : "p",
            bits(event.size?.width), bits(event.size?.height), bits(event.position?.x), bits(event.position?.y),
            bits(event.length), event.axis.map { $0 == .horizontal ? "h" : "v" } ?? "-",
        ]
        text += fields.joined(separator: "\t") + "\n"
        count += 1
    }
}

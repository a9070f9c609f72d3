import Foundation
import Testing
import LayoutLab
import TestSupport
@testable import LayoutLabStore

// Acceptance 1: every seed example recorded and read back from SQLite equals what the engine
// streamed, event for event, and prints the same through the engine's printers.

@Suite("Recording round trips")
struct RoundTripTests {
    @Test("Each seed example's trace read back from SQLite equals the engine's", arguments: SeedViews.all.map(\.name))
    func traceRoundTrip(example name: String) throws {
        let example = try #require(SeedViews.all.first { $0.name == name })
        let directory = try TemporaryDirectory()
        let store = try RunStore(path: directory.path("runs.sqlite"))
        // A small batch, so that the trace is written in several flushes.
        let recorded = try recordLayout(example.tree(), in: store, batchSize: 7)
        let reader = try StoreReader(path: store.path)

        let events = try reader.events(run: recorded.runID)
        #expect(!events.isEmpty)
        #expect(events == recorded.events)
        let run = try reader.run(recorded.runID)
        #expect(run.eventCount == recorded.events.count)
        #expect(run.nodeCount == recorded.tree.count)
        #expect(run.sizeQueries == recorded.result.sizeQueries)
    }

    @Test("The tree, the frames and the printers' output come back as recorded", arguments: SeedViews.all.map(\.name))
    func treeAndPrintersRoundTrip(example name: String) throws {
        let example = try #require(SeedViews.all.first { $0.name == name })
        let directory = try TemporaryDirectory()
        let store = try RunStore(path: directory.path("runs.sqlite"))
        let recorded = try recordLayout(example.tree(), in: store)
        let reader = try StoreReader(path: store.path)
        let nodes = try reader.nodes(run: recorded.runID)

        #expect(nodes.count == recorded.tree.count)
        for (node, original) in zip(nodes, recorded.tree.nodes) {
            #expect(node.id == original.id)
            #expect(node.parent == original.parent)
            #expect(node.path == original.path)
            #expect(node.depth == original.depth)
            #expect(node.kind == original.kind)
            #expect(node.label == original.label)
            #expect(node.inspector == original.inspector)
            #expect(node.frame == recorded.result.frame(of: original.id))
        }
        for event in recorded.events {
            let live = recorded.tree[event.node], stored = nodes[event.node]
            #expect(InspectorPrinter.line(for: event, node: stored) == InspectorPrinter.line(for: event, node: live))
            #expect(TraceTablePrinter.row(for: event, node: stored) == TraceTablePrinter.row(for: event, node: live))
            #expect(JSONLinesTracePrinter.line(for: event, node: stored) == JSONLinesTracePrinter.line(for: event, node: live))
        }
    }

    @Test("A large run, written 64 events to a statement in batches of 1,024, reads back equal")
    func largeRunRoundTrip() throws {
        let directory = try TemporaryDirectory()
        let store = try RunStore(path: directory.path("runs.sqlite"))
        let recorded = try recordLayout(ViewTree(Rows(count: 150)), in: store, flexibility: .none)
        #expect(recorded.events.count > 5_000)
        #expect(recorded.events.count % 64 != 0)
        let reader = try StoreReader(path: store.path)
        #expect(try reader.events(run: recorded.runID) == recorded.events)
        #expect(try reader.flexibilities(run: recorded.runID).isEmpty)
    }

    @Test("Flushed in batches of any size, written 64, 16, 4 and 1 rows to a statement, the trace and tree read back equal",
          arguments: [1, 3, 5, 21, 85, 149])
    func everyGrouping(batchSize: Int) throws {
        let directory = try TemporaryDirectory()
        let store = try RunStore(path: directory.path("runs.sqlite"))
        let recorded = try recordLayout(ViewTree(Rows(count: 30)), in: store, batchSize: batchSize)
        let reader = try StoreReader(path: store.path)
        #expect(try reader.events(run: recorded.runID) == recorded.events)
        #expect(try reader.nodes(run: recorded.runID).map(\.path) == recorded.tree.nodes.map(\.path))
        #expect(try reader.flexibilities(run: recorded.runID).count == recorded.tree.count)
    }

    @Test("Attributes, parameters, source and device are stored with the run")
    func metadata() throws {
        let directory = try TemporaryDirectory()
        let store = try RunStore(path: directory.path("runs.sqlite"))
        let source = "VStack { Text(\"Hello\") }"
        let description = RunDescription(
            fileName: "Examples/hello.swift", source: source,
            parameters: [RunParameter("width", "300"), RunParameter("label", "🟥 red")])
        let configuration = LayoutConfiguration(device: .iPhoneSE, rootProposal: ProposedViewSize(width: 320, height: nil))
        let tree = ViewTree(TextSpacerText())
        let recorded = try recordLayout(tree, in: store, description: description, configuration: configuration)
        let reader = try StoreReader(path: store.path)
        let run = try reader.run(recorded.runID)

        #expect(run.fileName == "Examples/hello.swift")
        #expect(run.source == source)
        #expect(run.sourceSHA256 == SHA256.hex(of: Data(source.utf8)))
        #expect(run.device == "iPhone SE")
        #expect(run.screenWidth == 375 && run.displayScale == 2 && run.safeAreaTop == 20)
        #expect(run.rootProposal == ProposedViewSize(width: 320, height: nil))
        #expect(run.rootProposalExplicit)
        #expect(run.engineVersion == LayoutLabVersion.current)

        let parameters = try reader.rows(sql: "SELECT name, value, number FROM run_parameters ORDER BY parameter_index")
        #expect(parameters == [
            [.text("width"), .text("300"), .real(300)], [.text("label"), .text("🟥 red"), .null],
        ])
        let attributes = try reader.rows(
            sql: "SELECT node_id, name, value FROM node_attributes ORDER BY node_id, attribute_index")
        let expected = tree.nodes.flatMap { node in
            node.attributes.map { [SQLValue.integer(Int64(node.id)), .text($0.name), .text($0.value)] }
        }
        #expect(attributes == expected)
    }

    @Test("SHA-256 matches the standard's test vectors")
    func sha256() {
        #expect(SHA256.hex(of: Data()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(of: Data("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(of: Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test("Infinite and unspecified proposals survive the round trip: NULL for nil, IEEE infinity for ∞")
    func infinityAndNil() throws {
        let directory = try TemporaryDirectory()
        let store = try RunStore(path: directory.path("runs.sqlite"))
        let configuration = LayoutConfiguration(rootProposal: ProposedViewSize(width: .infinity, height: nil))
        let recorded = try recordLayout(ViewTree(TextSpacerColor()), in: store, configuration: configuration)
        let reader = try StoreReader(path: store.path)
        #expect(try reader.events(run: recorded.runID) == recorded.events)
        let root = try reader.rows(sql: "SELECT proposal_width = 9e999, proposal_height IS NULL FROM events WHERE sequence = 0")
        #expect(root == [[.integer(1), .integer(1)]])
    }
}

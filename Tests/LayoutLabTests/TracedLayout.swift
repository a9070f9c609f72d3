import Foundation
import Testing
@testable import LayoutLab

/// A layout together with its trace, for tests that check proposals as well as frames.
struct TracedLayout {
    let result: LayoutResult
    let events: [TraceEvent]

    init<V: View>(_ view: V, configuration: LayoutConfiguration = LayoutConfiguration()) throws {
        let collector = TraceCollector()
        result = try view.layout(configuration: configuration, sink: collector)
        events = collector.events
    }

    init(result: LayoutResult, events: [TraceEvent]) {
        self.result = result
        self.events = events
    }

    /// The first node whose kind, label, path or inspector tag is `name`.
    func node(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> ViewNode {
        try #require(result.tree.nodes(named: name).first, "no node \(name)", sourceLocation: sourceLocation)
    }

    func frame(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> CGRect {
        let node = try node(name, sourceLocation: sourceLocation)
        return try #require(result.frame(of: node.id), "\(name) was not placed", sourceLocation: sourceLocation)
    }

    /// The proposals `name` received, in order, with the pass they came in.
    func proposals(to name: String) throws -> [(ProposedViewSize, TraceEvent.Pass)] {
        proposals(toNode: try node(name).id)
    }

    func proposals(toNode id: Int) -> [(ProposedViewSize, TraceEvent.Pass)] {
        events.filter { $0.node == id && $0.kind == .proposal }.compactMap { event in
            event.proposal.map { ($0, event.pass) }
        }
    }

    /// The proposal `name` was placed with.
    func placementProposal(of name: String) throws -> ProposedViewSize? {
        let id = try node(name).id
        return events.last { $0.node == id && $0.kind == .place }?.proposal
    }
}

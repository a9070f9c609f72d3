import Foundation
import Testing
@testable import LayoutLab

/// A view laid out with its whole trace kept, and questions about its nodes by path
/// (`0.1.2`: the root's second child's third child), as the spec's worked examples list them.
struct LayoutTrace {
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

    var tree: ViewTree { result.tree }

    func id(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Int {
        try #require(tree.nodes.first { $0.path == path }, "no node at \(path)", sourceLocation: sourceLocation).id
    }

    /// The node's global frame; nil when it was never placed.
    func frame(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> CGRect? {
        result.frame(of: try id(path, sourceLocation: sourceLocation))
    }

    /// The node's frame relative to another node's origin.
    func frame(_ path: String, in container: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> CGRect {
        let child = try #require(try frame(path, sourceLocation: sourceLocation), "\(path) was not placed", sourceLocation: sourceLocation)
        let parent = try #require(try frame(container, sourceLocation: sourceLocation), "\(container) was not placed", sourceLocation: sourceLocation)
        return child.offsetBy(dx: -parent.minX, dy: -parent.minY)
    }

    func events(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [TraceEvent] {
        let node = try id(path, sourceLocation: sourceLocation)
        return events.filter { $0.node == node }
    }

    /// The proposals the node received, cache hits included, optionally in one pass only.
    func proposals(_ path: String, in pass: TraceEvent.Pass? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws -> [ProposedViewSize] {
        try events(path, sourceLocation: sourceLocation)
            .filter { $0.kind == .proposal && (pass == nil || $0.pass == pass) }
            .compactMap(\.proposal)
    }

    /// The proposals that reached the node's own code (cache misses and uncached nodes).
    func computedProposals(_ path: String, in pass: TraceEvent.Pass? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws -> [ProposedViewSize] {
        try events(path, sourceLocation: sourceLocation)
            .filter { $0.kind == .proposal && $0.reachedNode && (pass == nil || $0.pass == pass) }
            .compactMap(\.proposal)
    }

    /// The sizes the node reported, in order.
    func reports(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [CGSize] {
        try events(path, sourceLocation: sourceLocation).filter { $0.kind == .report }.compactMap(\.size)
    }

    /// How many nodes of a kind received a `place` event.
    func placedCount(kind: String) -> Int {
        let nodes = Set(tree.nodes.filter { $0.kind == kind }.map(\.id))
        return events.filter { $0.kind == .place && nodes.contains($0.node) }.count
    }
}

/// A proposal, written as the spec writes them: `proposal(402, nil)`.
func proposal(_ width: CGFloat?, _ height: CGFloat?) -> ProposedViewSize {
    ProposedViewSize(width: width, height: height)
}

/// Equal within floating-point noise (positions are sums of unrounded lengths, spec §9).
func isClose(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

func isClose(_ a: CGRect?, _ b: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
    guard let a else { return false }
    return isClose(a.minX, b.minX, tolerance: tolerance) && isClose(a.minY, b.minY, tolerance: tolerance)
        && isClose(a.width, b.width, tolerance: tolerance) && isClose(a.height, b.height, tolerance: tolerance)
}

import Foundation
import Testing
@testable import LayoutLab

/// A view laid out with every trace event kept, and questions about its nodes by name: a path
/// (`0.1.2`: the root's second child's third child, as the spec's worked examples list them),
/// a kind, a Text's label or an inspector tag; the first in declaration order wins, or the
/// `index`th. A name that is a path names that node only.
struct LaidOut {
    let result: LayoutResult
    let events: [TraceEvent]

    init<V: View>(_ view: V, configuration: LayoutConfiguration = .spec) throws {
        let collector = TraceCollector()
        result = try view.layout(configuration: configuration, sink: collector)
        events = collector.events
    }

    init(result: LayoutResult, events: [TraceEvent]) {
        self.result = result
        self.events = events
    }

    var tree: ViewTree { result.tree }

    func nodes(_ name: String) -> [ViewNode] {
        let isPath = !name.isEmpty && name.allSatisfy { $0.isNumber || $0 == "." }
        return isPath ? tree.nodes.filter { $0.path == name } : tree.nodes(named: name)
    }

    func node(_ name: String, _ index: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) throws -> ViewNode {
        let matches = nodes(name)
        return try #require(index < matches.count ? matches[index] : nil, "no node \(name) #\(index)", sourceLocation: sourceLocation)
    }

    func id(_ name: String, _ index: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) throws -> Int {
        try node(name, index, sourceLocation: sourceLocation).id
    }

    /// The global frame of the `index`th node named `name`; nil when it was not placed.
    func frame(_ name: String, _ index: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) throws -> CGRect? {
        result.frame(of: try id(name, index, sourceLocation: sourceLocation))
    }

    /// The placed frame, failing the test when the node was not placed.
    func placed(_ name: String, _ index: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) throws -> CGRect {
        try #require(try frame(name, index, sourceLocation: sourceLocation), "\(name) was not placed", sourceLocation: sourceLocation)
    }

    /// The node's placed frame relative to another node's origin.
    func frame(_ name: String, in container: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> CGRect {
        let child = try placed(name, sourceLocation: sourceLocation)
        let parent = try placed(container, sourceLocation: sourceLocation)
        return child.offsetBy(dx: -parent.minX, dy: -parent.minY)
    }

    /// The node's events, in order.
    func events(_ name: String, _ index: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) throws -> [TraceEvent] {
        let id = try id(name, index, sourceLocation: sourceLocation)
        return events.filter { $0.node == id }
    }

    /// The proposal events the node received, in order (cache hits included), optionally in one pass.
    func proposalEvents(_ name: String, _ index: Int = 0, pass: TraceEvent.Pass? = nil) throws -> [TraceEvent] {
        try events(name, index).filter { $0.kind == .proposal && (pass == nil || $0.pass == pass) }
    }

    /// Every proposal the node received, in order (cache hits included), optionally in one pass.
    func proposals(_ name: String, _ index: Int = 0, pass: TraceEvent.Pass? = nil) throws -> [ProposedViewSize] {
        try proposalEvents(name, index, pass: pass).compactMap(\.proposal)
    }

    /// The proposals that reached the node's own code (cache misses and uncached nodes).
    func computedProposals(_ name: String, pass: TraceEvent.Pass? = nil) throws -> [ProposedViewSize] {
        try proposalEvents(name, pass: pass).filter(\.reachedNode).compactMap(\.proposal)
    }

    /// The sizes the node reported, in order.
    func reports(_ name: String, _ index: Int = 0) throws -> [CGSize] {
        try events(name, index).filter { $0.kind == .report }.compactMap(\.size)
    }

    /// The proposal the node was placed with.
    func placementProposal(_ name: String, _ index: Int = 0) throws -> ProposedViewSize? {
        try events(name, index).last { $0.kind == .place }?.proposal
    }

    /// How many nodes were placed.
    var placeEvents: Int { events.filter { $0.kind == .place }.count }

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

/// A configuration on another device, or with an environment override.
func configuration(_ device: Device = .iPhone16Pro, _ change: (inout EnvironmentValues) -> Void = { _ in }) -> LayoutConfiguration {
    var environment = EnvironmentValues()
    change(&environment)
    return LayoutConfiguration(device: device, platform: LayoutConfiguration.spec.platform, environment: environment)
}

extension LayoutConfiguration {
    /// What the spec's worked examples and the seeds were observed on: iOS 18 on an iPhone 16
    /// Pro. The engine's tests lay out there unless they name another platform (platforms
    /// §5.3: fixtures measured on iOS 17/18 are pinned to iOS 18); Platform/PlatformTests.swift
    /// lays out on iOS 26.
    static var spec: LayoutConfiguration { LayoutConfiguration(device: .iPhone16Pro, platform: Platform(os: .iOS18)) }
}

/// Two lengths equal to within float noise (positions are unrounded sums, spec §9; thirds of a
/// point are not exact).
func close(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

func close(_ a: CGRect?, _ b: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
    guard let a else { return false }
    return close(a.minX, b.minX, tolerance: tolerance) && close(a.minY, b.minY, tolerance: tolerance)
        && close(a.width, b.width, tolerance: tolerance) && close(a.height, b.height, tolerance: tolerance)
}

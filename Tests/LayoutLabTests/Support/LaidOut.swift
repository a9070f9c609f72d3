import Foundation
import Testing
@testable import LayoutLab

/// A view laid out with every trace event kept, and questions about its nodes by name
/// (kind, Text label, path or inspector tag; the first in declaration order wins).
struct LaidOut {
    let result: LayoutResult
    let events: [TraceEvent]

    init<V: View>(_ view: V, configuration: LayoutConfiguration = LayoutConfiguration()) throws {
        let collector = TraceCollector()
        result = try view.layout(configuration: configuration, sink: collector)
        events = collector.events
    }

    var tree: ViewTree { result.tree }

    func nodes(_ name: String) -> [ViewNode] { tree.nodes(named: name) }

    func node(_ name: String, _ index: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) throws -> ViewNode {
        let matches = nodes(name)
        return try #require(index < matches.count ? matches[index] : nil, "no node \(name) #\(index)", sourceLocation: sourceLocation)
    }

    /// The global frame of the `index`th node named `name`; nil when it was not placed.
    func frame(_ name: String, _ index: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) throws -> CGRect? {
        result.frame(of: try node(name, index, sourceLocation: sourceLocation).id)
    }

    /// The placed frame, failing the test when the node was not placed.
    func placed(_ name: String, _ index: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) throws -> CGRect {
        try #require(try frame(name, index, sourceLocation: sourceLocation), "\(name) was not placed", sourceLocation: sourceLocation)
    }

    /// Every proposal the node received, in order (cache hits included), optionally in one pass.
    func proposals(_ name: String, _ index: Int = 0, pass: TraceEvent.Pass? = nil) throws -> [ProposedViewSize] {
        let id = try node(name, index).id
        return events.filter { $0.kind == .proposal && $0.node == id && (pass == nil || $0.pass == pass) }
            .compactMap(\.proposal)
    }

    /// The proposal the node was placed with.
    func placementProposal(_ name: String, _ index: Int = 0) throws -> ProposedViewSize? {
        let id = try node(name, index).id
        return events.last { $0.kind == .place && $0.node == id }?.proposal
    }

    /// How many nodes were placed.
    var placeEvents: Int { events.filter { $0.kind == .place }.count }
}

/// A configuration on another device, or with an environment override.
func configuration(_ device: Device = .iPhone16Pro, _ change: (inout EnvironmentValues) -> Void = { _ in }) -> LayoutConfiguration {
    var environment = EnvironmentValues()
    change(&environment)
    return LayoutConfiguration(device: device, environment: environment)
}

/// Two lengths equal to within float noise (positions are unrounded sums, spec §9).
func close(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

func close(_ a: CGRect?, _ b: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
    guard let a else { return false }
    return close(a.minX, b.minX, tolerance: tolerance) && close(a.minY, b.minY, tolerance: tolerance)
        && close(a.width, b.width, tolerance: tolerance) && close(a.height, b.height, tolerance: tolerance)
}

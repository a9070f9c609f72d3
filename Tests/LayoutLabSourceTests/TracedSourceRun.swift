import Foundation
import LayoutLab
import LayoutLabSource
import Testing

/// A SwiftUI source laid out with every trace event kept, for the tests that check proposals
/// and layout passes as well as frames. Paths (`0.1.2`) name nodes of the last pass's tree.
struct TracedSourceRun {
    let result: LayoutResult
    let events: [TraceEvent]
    /// The trees of every pass, first to last (events name their own pass's nodes).
    let trees: [ViewTree]

    var tree: ViewTree { result.tree }

    /// Lays `source` out as `layoutlab run --os 18 --device "iPhone 16 Pro"` does (the spec's
    /// platform, `LayoutConfiguration.spec`; the preview may choose the device and the root's
    /// proposal), or on `configuration` when one is given (the preview chooses nothing then).
    init(_ source: String, configuration: LayoutConfiguration? = nil) throws {
        let collector = PassCollector()
        let options = configuration.map { SourceOptions(configuration: $0, previewChooses: []) } ?? SourceOptions(configuration: .spec)
        let view = try SourceProgram.parse(source, fileName: "Test.swift").interpret(options)
        result = try view.layout(sink: collector)
        events = collector.events
        trees = collector.trees
    }

    /// The node at a path (`0.1.2`), or the `index`th in declaration order with a name: a kind
    /// (`Toggle`) or a label (a Text's content, a control's title).
    func node(_ name: String, _ index: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) throws -> ViewNode {
        let isPath = !name.isEmpty && name.allSatisfy { $0.isNumber || $0 == "." }
        let matches = isPath ? tree.nodes.filter { $0.path == name } : tree.nodes(named: name)
        return try #require(index < matches.count ? matches[index] : nil, "no node \(name) #\(index)", sourceLocation: sourceLocation)
    }

    /// The placed global frame of the node (in the last pass).
    func frame(_ name: String, _ index: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) throws -> CGRect {
        let node = try node(name, index, sourceLocation: sourceLocation)
        return try #require(result.frame(of: node.id), "\(name) was not placed", sourceLocation: sourceLocation)
    }

    /// Whether the node was placed (a lazy container's rows off screen are not).
    func isPlaced(_ name: String, _ index: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) throws -> Bool {
        result.frame(of: try node(name, index, sourceLocation: sourceLocation).id) != nil
    }

    /// How many nodes were placed, and how many proposals were made, in the last pass.
    var placeEvents: Int { events.filter { $0.layoutPass == result.layoutPass && $0.kind == .place }.count }
    var proposalEvents: Int { events.filter { $0.layoutPass == result.layoutPass && $0.kind == .proposal }.count }

    /// The frame of the node at `path` relative to the origin of the node at `container`.
    func frame(_ path: String, in container: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> CGRect {
        let parent = try frame(container, sourceLocation: sourceLocation)
        return try frame(path, sourceLocation: sourceLocation).offsetBy(dx: -parent.minX, dy: -parent.minY)
    }

    /// The proposals the node received in the last pass, in order (cache hits included).
    func proposals(_ path: String, _ index: Int = 0, pass: TraceEvent.Pass? = nil,
                   sourceLocation: SourceLocation = #_sourceLocation) throws -> [ProposedViewSize] {
        let id = try node(path, index, sourceLocation: sourceLocation).id
        return events.filter {
            $0.layoutPass == result.layoutPass && $0.node == id && $0.kind == .proposal && (pass == nil || $0.pass == pass)
        }.compactMap(\.proposal)
    }

    func attribute(_ name: String, at path: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String? {
        try node(path, sourceLocation: sourceLocation).attributes.first { $0.name == name }?.value
    }
}

private final class PassCollector: TraceSink {
    var events: [TraceEvent] = []
    var trees: [ViewTree] = []

    func layoutWillBegin(tree: ViewTree, configuration: LayoutConfiguration) { trees = [tree] }
    func layoutPassWillBegin(_ layoutPass: Int, tree: ViewTree) { trees.append(tree) }
    func receive(_ event: TraceEvent) { events.append(event) }
}

func proposed(_ width: CGFloat?, _ height: CGFloat?) -> ProposedViewSize { ProposedViewSize(width: width, height: height) }

/// Where the root of `size` is placed on the default device: centred in the 402 × 778 safe
/// area below y = 62 (spec §9).
func rootPosition(_ width: CGFloat, _ height: CGFloat) -> CGPoint {
    CGPoint(x: (402 - width) / 2, y: 62 + (778 - height) / 2)
}

/// `a` and `b` within a third of a point (one pixel on the 3× device): for Text widths, which
/// the engine rounds up to the pixel grid.
func isClose(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 1.0 / 3 + 1e-9) -> Bool { abs(a - b) <= tolerance }

/// Two frames equal up to floating-point rounding (thirds of points are not exact).
func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
    [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)].allSatisfy { isClose($0, $1, within: 1e-9) }
}

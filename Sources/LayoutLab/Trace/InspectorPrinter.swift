import Foundation

/// Prints what seed 000's `LayoutProcessInspector` prints, and nothing else: for each
/// `.inspectLayoutProcess(tag)` node, every proposal and report that reached its
/// `sizeThatFits` (cache hits never do) and, with `printPosition`, every `placeSubviews`:
///
///     【🟦】proposal size: ProposedViewSize(width: Optional(300.0), height: Optional(0.0))
///     【🟦】report size: (100.0, 100.0)
///     【Text】position: (153.83333333333334, 440.83333333333337)
public final class InspectorPrinter: TraceSink {
    private let write: (String) -> Void
    private var tree: ViewTree?
    /// The tree's inspector nodes, found once per pass (and as GeometryReader content joins the
    /// tree): most trees have none, and reading every event's node cost a tenth of a layout.
    private var inspectors: [Int: InspectorTag] = [:]
    private var nodesSearched = 0

    public init(write: @escaping (String) -> Void) { self.write = write }

    public func layoutWillBegin(tree: ViewTree, configuration: LayoutConfiguration) { begin(tree) }
    public func layoutPassWillBegin(_ layoutPass: Int, tree: ViewTree) { begin(tree) }

    private func begin(_ tree: ViewTree) {
        self.tree = tree
        inspectors = [:]
        nodesSearched = 0
    }

    public func receive(_ event: TraceEvent) {
        guard let tree else { return }
        if event.node >= nodesSearched {
            let nodes = tree.nodes
            for id in nodesSearched..<nodes.count { if let tag = nodes[id].inspector { inspectors[id] = tag } }
            nodesSearched = nodes.count
        }
        if let line = Self.line(for: event, inspector: inspectors[event.node]) { write(line) }
    }

    /// The inspector's line for `event`, if it prints one.
    public static func line(for event: TraceEvent, node: some TraceNode) -> String? {
        line(for: event, inspector: node.inspector)
    }

    private static func line(for event: TraceEvent, inspector: InspectorTag?) -> String? {
        guard let inspector else { return nil }
        let tag = "【\(inspector.tag)】"
        switch event.kind {
        case .proposal where event.cache != .hit:
            return event.proposal.map { "\(tag)proposal size: \($0)" }
        case .report where event.cache != .hit:
            return event.size.map { "\(tag)report size: \($0.appleDescription)" }
        case .placeSubviews where inspector.printPosition:
            return event.position.map { "\(tag)position: \($0.appleDescription)" }
        default:
            return nil
        }
    }

    /// The lines a layout of `view` prints.
    public static func lines<V: View>(for view: V, configuration: LayoutConfiguration = LayoutConfiguration()) throws -> [String] {
        var lines: [String] = []
        _ = try view.layout(configuration: configuration, sink: InspectorPrinter { lines.append($0) })
        return lines
    }
}

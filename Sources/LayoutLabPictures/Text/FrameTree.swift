import Foundation
import LayoutLab

/// A run's view tree with each node's final frame, one line per node, indented by depth:
///
///     node         view                            x    y  width  height
///     0            border                         51  201    300     500
///     0.0            frame                        51  201    300     500
///     0.0.0            inspectLayoutProcess VStack 151  291    100     320
///
/// Frames are shown as SwiftUI draws them: snapped to the device's pixel grid (spec §10,
/// `PixelRounding`), then written with at most two decimals (`Points`). The exact frames stay
/// in the rows (`layoutFrame`) for machine-readable output.
public struct FrameTree: Sendable {
    public struct Row: Hashable, Sendable {
        public var node: LayoutSnapshot.Node
        /// Levels below the first row's depth: the indentation.
        public var indent: Int
        /// The exact frame, as laid out and stored; nil when never placed.
        public var layoutFrame: CGRect? { node.frame }
        /// The frame as drawn on the device: both corners snapped to its pixel grid.
        public var drawnFrame: CGRect?
    }

    public static let header = ["node", "view", "x", "y", "width", "height"]

    public private(set) var rows: [Row] = []

    /// The whole tree, or the subtrees of the nodes `selector` names (a path, inspector tag,
    /// Text label or kind), at most `depth` levels below each.
    public init(_ snapshot: LayoutSnapshot, node selector: String? = nil, depth: Int? = nil) {
        let starts = selector.map { name in snapshot.nodes.filter { $0.matches(name) } } ?? snapshot.roots
        var included = Set<Int>()
        for start in starts where !included.contains(start.id) {
            // Walked without recursion: trees may be thousands of levels deep.
            var pending = [(start, 0)]
            while let (node, level) = pending.popLast() {
                guard included.insert(node.id).inserted else { continue }
                let drawn = node.frame.map { PixelRounding.round($0, displayScale: snapshot.screen.displayScale) }
                rows.append(Row(node: node, indent: level, drawnFrame: drawn))
                if let depth, level >= depth { continue }
                for child in node.children.reversed() {
                    if let child = snapshot[child] { pending.append((child, level + 1)) }
                }
            }
        }
    }

    /// The rows as aligned text: numbers to the right, names indented two spaces per level.
    public func lines() -> [String] {
        let cells = [Self.header] + rows.map { row -> [String] in
            let frame = row.drawnFrame
            return [row.node.path, TraceFormatting.indented(row.node.name, depth: row.indent),
                    frame.map { Points.text($0.origin.x) } ?? "", frame.map { Points.text($0.origin.y) } ?? "",
                    frame.map { Points.text($0.size.width) } ?? "", frame.map { Points.text($0.size.height) } ?? ""]
        }
        let widths = Self.header.indices.map { column in cells.map { $0[column].displayWidth }.max() ?? 0 }
        return cells.map { line in
            // Trailing blanks trimmed by hand, byte by byte: a regex backtracks through every blank
            // run of a line, cubic in the depth of a deep tree (whose lines are as long as it is
            // deep), and reversing the characters cost more than laying out 100,000 rows.
            var text = line.indices.map { column in line[column].padded(to: widths[column], alignRight: column >= 2) }
                .joined(separator: "  ")
            let blanks = text.utf8.reversed().prefix { $0 == UInt8(ascii: " ") }.count
            text.removeLast(blanks)
            return text
        }
    }
}

extension LayoutSnapshot.Node {
    /// Whether `--node NAME` selects the node, as `trace --node` does (`NodeSelector`).
    public func matches(_ name: String) -> Bool {
        NodeSelector(name).selects(path: path, inspectorTag: tag, label: label, kind: kind)
    }
}

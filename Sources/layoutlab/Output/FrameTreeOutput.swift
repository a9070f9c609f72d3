import Foundation
import LayoutLabPictures
import LayoutLabStore

/// How `tree` prints: the indented text (`FrameTree.lines()`), or rows in a table format.
enum TreeFormat: FormatOption {
    case tree
    case table(TableFormat)

    static let named: [(name: String, format: TreeFormat)] = [("tree", .tree)]

    var tableFormat: TableFormat? {
        if case let .table(format) = self { return format }
        return nil
    }
}

extension FrameTree {
    /// The rows in a table format: each node's frame as drawn (x, y, width, height: snapped to
    /// the pixel grid, full precision) and as laid out (layout_x, …: the stored frame).
    static let columns = ["node", "path", "depth", "view", "label", "x", "y", "width", "height",
                          "layout_x", "layout_y", "layout_width", "layout_height"]

    func write(_ format: TreeFormat, to output: StandardOutput) {
        switch format {
        case .tree:
            for line in lines() { output.writeLine(line) }
        case let .table(table):
            func lengths(_ frame: CGRect?) -> [SQLValue] {
                guard let frame else { return [.null, .null, .null, .null] }
                return [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map { .real(Double($0)) }
            }
            table.writer(to: output).write(columns: Self.columns, rows: rows.map { row in
                [.integer(Int64(row.node.id)), .text(row.node.path), .integer(Int64(row.node.depth)), .text(row.node.kind),
                 row.node.label.map(SQLValue.text) ?? .null] + lengths(row.drawnFrame) + lengths(row.layoutFrame)
            })
        }
    }
}

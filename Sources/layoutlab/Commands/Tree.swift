import ArgumentParser
import Foundation
import LayoutLabPictures
import LayoutLabStore

struct Tree: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print a recorded run's view tree with each node's frame.",
        discussion: """
        One line per node, indented by depth: its path, kind and label, and its frame (x, y, width, \
        height, in points, in screen coordinates) as SwiftUI draws it: snapped to the device's pixel \
        grid (1/3 pt on a 3× iPhone), written with at most two decimals. What `layoutlab run` prints \
        for a file without `.inspectLayoutProcess`. The table formats give every node's frame as \
        drawn (x, y, width, height) and as laid out and stored (layout_x, …), at full precision. \
        Nodes never placed (the candidates a ViewThatFits did not choose) have no frame.

        --node keeps the subtrees of the nodes whose path (0.1.2), inspector tag, Text label or kind \
        is the given value; --depth N shows N levels below each (0: the node alone).

        Examples:
          layoutlab tree 1
          layoutlab tree 1 --node 🟥
          layoutlab tree 1 --node 0.0 --depth 2
          layoutlab tree 1 --format csv
        """)

    @OptionGroup var database: DatabaseOptions

    @Argument(help: ArgumentHelp("The run id (see `layoutlab runs`).", valueName: "run"))
    var runID: Int64

    @Option(help: ArgumentHelp("Only the subtrees of the nodes with this path, inspector tag, Text label or kind.", valueName: "path|tag"))
    var node: String?

    @Option(help: ArgumentHelp("At most this many levels below each node shown.", valueName: "levels"))
    var depth: Int?

    @Option(help: ArgumentHelp("tree (the default), table, csv, tsv, json, jsonl or markdown.", valueName: "format"))
    var format: TreeFormat = .tree

    func validate() throws {
        if let depth, depth < 0 { throw ValidationError("--depth must be 0 or more") }
    }

    func run() throws {
        let reader = try database.openForReading()
        let tree = try reportingStoreErrors { () throws -> FrameTree in
            let snapshot = try LayoutSnapshot(reader: reader, run: runID)
            if let node, !snapshot.nodes.contains(where: { $0.matches(node) }) { throw StoreError.unknownNode(node, run: runID) }
            return FrameTree(snapshot, node: node, depth: depth)
        }
        let stdout = StandardOutput()
        tree.write(format, to: stdout)
        stdout.flush()
    }
}

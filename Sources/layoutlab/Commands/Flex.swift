import ArgumentParser
import Foundation
import LayoutLab
import LayoutLabStore

struct Flex: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the minimum, ideal and maximum sizes and layout priority of a run's nodes.",
        discussion: """
        Each node's answers to the zero, unspecified and infinity proposals (its minimum, ideal and \
        maximum sizes, as Apple's Layout documentation defines them) and its layout priority, \
        measured when the run was recorded on a side copy of the tree, where the node stands (a \
        Spacer in an HStack is measured as the HStack sees it). Runs record \(FlexibilityScope.automaticCoverage) \
        (each measurement lays out a copy of the tree).

        --format testlayout prints the four lines seed 002's TestLayout prints for a subview:
          # minSize (8.0, 8.0)
          # idealSize (8.0, 8.0)
          # maxSize (inf, inf)
          # layoutPriority -inf
        preceded, when several nodes match, by a `// PATH VIEW` line for each.

        Examples:
          layoutlab flex 1
          layoutlab flex 1 --node Spacer --format testlayout
          layoutlab flex 1 --node 0.0.0.2 --format json
        """)

    @OptionGroup var database: DatabaseOptions

    @Argument(help: ArgumentHelp("The run id (see `layoutlab runs`).", valueName: "run"))
    var runID: Int64

    @Option(help: ArgumentHelp("Only the nodes with this path, inspector tag, Text label or kind.", valueName: "path|tag"))
    var node: String?

    @Option(help: "table, csv, tsv, json, jsonl, markdown or testlayout.")
    var format: FlexFormat = .table

    func run() throws {
        let reader = try database.openForReading()
        let flexibilities = try reportingStoreErrors {
            let flexibilities = try reader.flexibilities(run: runID, node: node)
            if flexibilities.isEmpty {
                let matched = try node.map { name in try !reader.nodes(run: runID, matching: name).isEmpty } ?? true
                throw matched ? StoreError.notMeasured(run: runID, node: node) : StoreError.unknownNode(node ?? "", run: runID)
            }
            return flexibilities
        }
        let stdout = StandardOutput()
        switch format {
        case .testlayout:
            for flexibility in flexibilities {
                if flexibilities.count > 1 { stdout.writeLine("// \(flexibility.path) \(flexibility.name)") }
                for line in flexibility.testLayoutLines { stdout.writeLine(line) }
            }
        case .table, .markdown:
            let writer = format.tableFormat!.writer(to: stdout)
            writer.write(columns: ["path", "view", "min", "ideal", "max", "priority"], rows: flexibilities.map { f in
                [.text(f.path), .text(f.name), .text(TraceFormatting.size(f.minimum)), .text(TraceFormatting.size(f.ideal)),
                 .text(TraceFormatting.size(f.maximum)), .real(f.layoutPriority)]
            })
        case .csv, .tsv, .json, .jsonl:
            let writer = format.tableFormat!.writer(to: stdout)
            writer.write(
                columns: ["node", "path", "view", "label", "min_width", "min_height", "ideal_width", "ideal_height",
                          "max_width", "max_height", "layout_priority"],
                rows: flexibilities.map { f in
                    [.integer(Int64(f.node)), .text(f.path), .text(f.kind), f.label.map(SQLValue.text) ?? .null,
                     .real(f.minimum.width), .real(f.minimum.height), .real(f.ideal.width), .real(f.ideal.height),
                     .real(f.maximum.width), .real(f.maximum.height), .real(f.layoutPriority)]
                })
        }
        stdout.flush()
    }
}

/// The table formats, and seed 002's TestLayout lines.
enum FlexFormat: String, CaseIterable, ExpressibleByArgument {
    case table, csv, tsv, json, jsonl, markdown, testlayout

    var tableFormat: TableFormat? { TableFormat(rawValue: rawValue) }
}

extension RecordedFlexibility {
    /// The node as trace printers name it: `Spacer`, `Text "Hello"` (a label's line breaks
    /// written `\n`, a long one cut, so that a node stays on one line of the table).
    var name: String { TraceFormatting.name(kind: kind, label: label) }
}

extension SQLValue {
    static func real(_ value: CGFloat) -> SQLValue { .real(Double(value)) }
}

import Foundation

/// How a tabular command prints its rows.
enum TableFormat: String, CaseIterable, Sendable {
    /// Aligned columns in a box drawn with Unicode lines; emoji and CJK count two columns.
    case table
    /// RFC 4180: commas, fields quoted when they need it, CRLF-free (LF line ends).
    case csv
    /// Tabs; tabs, newlines and backslashes inside values are escaped as \t, \n and \\.
    case tsv
    /// One JSON array of objects, keys in column order.
    case json
    /// One JSON object per line.
    case jsonl
    /// A GitHub-flavoured Markdown table.
    case markdown

    func writer(to output: StandardOutput) -> any TableWriter {
        switch self {
        case .table: BoxTableWriter(output)
        case .csv: DelimitedTableWriter(output, separator: ",")
        case .tsv: DelimitedTableWriter(output, separator: "\t")
        case .json: JSONTableWriter(output, lines: false)
        case .jsonl: JSONTableWriter(output, lines: true)
        case .markdown: MarkdownTableWriter(output)
        }
    }
}

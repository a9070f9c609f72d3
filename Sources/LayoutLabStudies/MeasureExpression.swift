import Foundation

/// A value measured on one node of each run, as `matrix --value` and `observe`'s candidates
/// write it: `FUNCTION(NODE)`, NODE naming the node as `trace --node` does (a path, inspector
/// tag, Text label or kind; of several matching nodes, the first by path, then tag, then
/// label, then kind, then declaration order), optionally in double quotes.
///
/// | function | the value |
/// |---|---|
/// | `x`, `y`, `width`, `height` | the node's final frame (global) |
/// | `proposal_width`, `proposal_height` | the proposal its parent placed it with (nil: no value) |
/// | `min_width`, `ideal_width`, `max_width` (and `_height`) | its answer to .zero, .unspecified, .infinity |
/// | `min`, `ideal`, `max`, `proposal`, `size` | `observe` only: the same along its `--axis` (`size` is width or height) |
public struct MeasureExpression: Hashable {
    /// The measures of `Queries/sweep-measure.sql`.
    static let measures = [
        "x", "y", "width", "height", "proposal_width", "proposal_height",
        "min_width", "min_height", "ideal_width", "ideal_height", "max_width", "max_height",
    ]
    /// Functions whose axis is `observe`'s.
    static let axisRelative = ["min", "ideal", "max", "proposal", "size"]

    /// What `Queries/sweep-measure.sql` calls the measure: `ideal_width`.
    public let measure: String
    public let node: String

    /// Reads `width(frame)`; an axis-relative function needs `axis`.
    public init(parsing text: String, axis: ObservedAxis? = nil) throws {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else {
            throw RunInputError(message: "'\(text)' is not FUNCTION(NODE)", hints: Self.hints(axis: axis))
        }
        let function = trimmed[..<open].trimmingCharacters(in: .whitespaces)
        var node = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)].trimmingCharacters(in: .whitespaces)
        if node.count >= 2 && node.hasPrefix("\"") && node.hasSuffix("\"") { node = String(node.dropFirst().dropLast()) }
        guard !node.isEmpty else { throw RunInputError(message: "'\(text)' names no node", hints: Self.hints(axis: axis)) }
        if Self.measures.contains(function) {
            measure = function
        } else if let axis, Self.axisRelative.contains(function) {
            measure = function == "size" ? axis.rawValue : "\(function)_\(axis.rawValue)"
        } else {
            throw RunInputError(message: "'\(text)': unknown function '\(function)'", hints: Self.hints(axis: axis))
        }
        self.node = node
    }

    private static func hints(axis: ObservedAxis?) -> [String] {
        ["write FUNCTION(NODE), e.g. width(frame) or ideal_width(Text); NODE is a path, inspector tag, Text label or kind",
         "functions: " + (measures + (axis == nil ? [] : axisRelative)).joined(separator: ", ")]
    }
}

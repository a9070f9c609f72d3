import LayoutLabStore

/// One case of a sweep, observed.
public struct ObservedCase {
    public var caseIndex: Int
    public var run: Int64?
    public var parameters: [RunParameter]
    /// The node's width or height; nil when the run is missing or has no such node.
    public var taken: Double?
    /// The candidates present in the run, in declared order.
    var candidates: [(name: String, value: Double)] = []
    /// The candidate the file expects the node to take.
    public var expected: String?

    /// The candidates equal to the value taken.
    var adopted: [String] {
        guard let taken else { return [] }
        return candidates.filter { Notation.equal($0.value, taken) }.map(\.name)
    }

    /// Whether the node took the expected candidate (one of them, when equal values tie);
    /// nil when no candidate is expected.
    public var matches: Bool? { expected.map { adopted.contains($0) } }

    public func notation(_ labels: CandidateLabels) -> String? {
        taken.map { Notation.render(candidates.map { (labels.label($0.name), $0.value) }, taken: $0) }
    }
}

import Foundation
import LayoutLab
import LayoutLabStore

/// The tables `diff` and `verify` print for an observed run against another run of its file:
/// `first divergence` (where the two sequences of logged events first part), `divergences`
/// (every event that differs, tag by tag, with what differs), `positions` (each tag whose log
/// printed positions: its last printed origin and its node's frame in the other run).
enum ObservationDiffOutput {
    static let columns = ["tag", "index", "differs", "observed", "line", "model", "seq"]

    static func write(_ diff: ObservationDiff, to sections: TableSections) {
        sections.section("first divergence", columns: columns) { row in
            if let first = diff.comparison.firstDivergence { row(cells(first)) }
        }
        sections.section("divergences", columns: columns) { row in
            for divergence in diff.comparison.divergences { row(cells(divergence)) }
        }
        sections.section("positions", columns: ["tag", "observed_x", "observed_y", "x", "y", "width", "height", "agrees"]) { row in
            for position in diff.positions {
                let frame = position.frame
                row([.text(position.tag), .real(Double(position.observed.x)), .real(Double(position.observed.y)),
                     frame.map { .real(Double($0.minX)) } ?? .null, frame.map { .real(Double($0.minY)) } ?? .null,
                     frame.map { .real(Double($0.width)) } ?? .null, frame.map { .real(Double($0.height)) } ?? .null,
                     .text(position.agrees ? "yes" : "no")])
            }
        }
    }

    /// One line for stderr: whether the runs agree, and how many events differ.
    static func summary(_ diff: ObservationDiff) -> String {
        let events = diff.comparison.divergences.count
        let positions = diff.positions.filter { !$0.agrees }.count
        if diff.agrees { return "run \(diff.observedRun) (observed) and run \(diff.otherRun) agree" }
        return "run \(diff.observedRun) (observed) and run \(diff.otherRun) disagree: \(events) event\(events == 1 ? "" : "s")"
            + (positions > 0 ? ", \(positions) position\(positions == 1 ? "" : "s")" : "")
    }

    private static func cells(_ divergence: TraceComparison.Divergence) -> [SQLValue] {
        [.text(divergence.tag), .integer(Int64(divergence.index)), .text(divergence.fields.joined(separator: ", ")),
         divergence.observed.map { .text($0.summary) } ?? .null, divergence.observed.map { .integer(Int64($0.line)) } ?? .null,
         divergence.model.map { .text($0.summary) } ?? .null, divergence.model.map { .integer(Int64($0.line)) } ?? .null]
    }
}

import Foundation
import LayoutLab

/// Seed 001's notation for what a node adopted ("結果をわかりやすく並べる"): the candidates
/// present in a run in increasing order of value, joined by ` < `, the one equal to the value
/// the node took in parentheses: `min < (親) < 本来 < max`.
///
/// Ties, which none of the article's cases has: candidates whose values are equal (within
/// `tolerance`) are joined by ` = ` in the order declared, each in parentheses if it is the
/// value taken: `min < (親) = (本来) < max`. When no candidate equals the value taken, the
/// value itself stands in parentheses where it falls: `min < (150) < max`.
enum Notation {
    /// Lengths closer than this are equal: a thousandth of a point, well below a pixel.
    static let tolerance = 0.001

    static func equal(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance }

    static func render(_ candidates: [(label: String, value: Double)], taken: Double) -> String {
        var items = candidates.map { (text: equal($0.value, taken) ? "(\($0.label))" : $0.label, value: $0.value) }
        if !candidates.contains(where: { equal($0.value, taken) }) {
            items.append((text: "(\(TraceFormatting.length(CGFloat(taken))))", value: taken))
        }
        // Stable: equal values keep the declared order.
        let sorted = items.enumerated().sorted { ($0.element.value, $0.offset) < ($1.element.value, $1.offset) }.map(\.element)
        var text = ""
        for (index, item) in sorted.enumerated() {
            if index > 0 { text += equal(sorted[index - 1].value, item.value) ? " = " : " < " }
            text += item.text
        }
        return text
    }
}

import Foundation

/// Lays out a string in a proposed size: word wrapping, line limits, truncation, and the
/// text system's rounding of the result to the pixel grid (spec §2.5).
struct TextLayout {
    /// The lines shown, each as displayed (a truncated line ends with "…").
    private(set) var lines: [String]
    let metrics: FontMetrics

    /// The unrounded size of the laid-out lines.
    let rawSize: CGSize

    init(
        _ text: String, font: Font, model: any FontModel, proposal: ProposedViewSize,
        lineLimit: Int?, truncationMode: Text.TruncationMode
    ) {
        metrics = model.metrics(of: font)
        // nil and infinity both mean "unbounded" for Text.
        let maxWidth = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let measure = { (line: Substring) in model.width(of: line, in: font) }

        var wrapped: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            wrapped += Self.wrap(paragraph, maxWidth: maxWidth, measure: measure)
        }

        var maxLines = lineLimit.map { max($0, 1) } ?? Int.max
        if let height = proposal.height, height.isFinite {
            // A height below one line still shows one line (spec §2.5, UNCERTAIN; we choose one).
            let extra = max(0, height - metrics.lineHeight + 0.0001)
            let fitting = 1 + (metrics.lineSpacing > 0 ? Int(extra / metrics.lineSpacing) : 0)
            maxLines = min(maxLines, fitting)
        }
        if wrapped.count > maxLines {
            let kept = Array(wrapped.prefix(maxLines - 1))
            let rest = wrapped.dropFirst(maxLines - 1).joined(separator: " ")
            wrapped = kept + [Self.truncate(rest, maxWidth: maxWidth, mode: truncationMode, measure: measure)]
        }
        lines = wrapped

        let width = lines.map { measure($0.trimmingTrailingSpaces) }.max() ?? 0
        let height = lines.isEmpty ? 0 : metrics.lineHeight + CGFloat(lines.count - 1) * metrics.lineSpacing
        rawSize = CGSize(width: width, height: height)
    }

    /// The size the text system reports: each dimension rounded up to a multiple of the
    /// pixel length, computed as (x / m).rounded(.up) × m — which is what makes two lines of
    /// body text 42.33333333333333 (127 × ⅓) rather than 42.333333333333336 (127 / 3).
    func size(displayScale scale: CGFloat) -> CGSize {
        let pixel = 1 / scale
        func roundUp(_ x: CGFloat) -> CGFloat { (x / pixel - 1e-9).rounded(.up) * pixel }
        guard lines.contains(where: { !$0.isEmpty }) else { return .zero }
        return CGSize(width: roundUp(rawSize.width), height: roundUp(rawSize.height))
    }

    var firstBaseline: CGFloat { metrics.ascent }
    var lastBaseline: CGFloat { metrics.ascent + CGFloat(max(lines.count - 1, 0)) * metrics.lineSpacing }

    /// Greedy word wrapping; a word wider than the line is broken between characters.
    private static func wrap(_ paragraph: Substring, maxWidth: CGFloat?, measure: (Substring) -> CGFloat) -> [String] {
        guard let maxWidth, measure(paragraph) > maxWidth else { return [String(paragraph)] }
        var lines: [String] = []
        var current = ""
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if measure(Substring(candidate)) <= maxWidth {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = ""
            // The word alone does not fit: break it between characters.
            for character in word {
                let next = current + String(character)
                if !current.isEmpty && measure(Substring(next)) > maxWidth {
                    lines.append(current)
                    current = String(character)
                } else {
                    current = next
                }
            }
        }
        lines.append(current)
        return lines
    }

    /// The longest part of `text` that fits with an ellipsis.
    private static func truncate(
        _ text: String, maxWidth: CGFloat?, mode: Text.TruncationMode, measure: (Substring) -> CGFloat
    ) -> String {
        let ellipsis = "…"
        let characters = Array(text)
        func fits(_ candidate: String) -> Bool {
            guard let maxWidth else { return true }
            return measure(Substring(candidate)) <= maxWidth
        }
        if fits(text) && maxWidth != nil { return text }
        var kept = characters.count
        while kept > 0 {
            let candidate: String
            switch mode {
            case .tail:
                candidate = String(characters.prefix(kept)).trimmingTrailingSpaces + ellipsis
            case .head:
                candidate = ellipsis + String(characters.suffix(kept))
            case .middle:
                let head = (kept + 1) / 2
                candidate = String(characters.prefix(head)) + ellipsis + String(characters.suffix(kept - head))
            }
            if fits(candidate) { return candidate }
            kept -= 1
        }
        return ellipsis
    }
}

extension StringProtocol {
    var trimmingTrailingSpaces: Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
        return Substring(self[startIndex..<end])
    }
}

import Foundation

/// What a Text's environment adds to the font when it is laid out (spec §25).
struct TextLayoutOptions: Hashable {
    /// Added to the distance between lines (`.lineSpacing`, §25.2).
    var lineSpacing: CGFloat = 0
    var characterSpacing = TextCharacterSpacing()
    /// The height of at least this many lines.
    var reservedLines: Int?
    /// The runs of a concatenated Text whose fonts or spacing differ, in order; empty when one
    /// font and spacing measure the whole string.
    var runs: [TextRunStyle] = []
}

/// How one run of a concatenated Text (`Text("a") + Text("b").bold()`) is measured: its length in
/// UTF-8 bytes of the Text's string, and its resolved font and spacing.
struct TextRunStyle: Hashable {
    var utf8Count: Int
    var font: Font
    var characterSpacing: TextCharacterSpacing
}

/// Lays out a string in a proposed size: word wrapping, line limits, truncation, and the
/// text system's rounding of the result to the pixel grid (spec §2.5, §25.2).
struct TextLayout {
    /// The lines shown, each as displayed (a truncated line ends with "…").
    private(set) var lines: [String]
    let metrics: FontMetrics

    /// The unrounded size of the laid-out lines.
    let rawSize: CGSize
    /// Whether reserved lines give an empty text a height.
    private let reservesSpace: Bool

    /// The distance from one line to the next: the font's line spacing (a text style's
    /// leading) plus `lineSpacing` (spec §25.2).
    let lineAdvance: CGFloat

    init(
        _ text: String, font: Font, model: any FontModel, proposal: ProposedViewSize,
        lineLimit: Int?, truncationMode: Text.TruncationMode, options: TextLayoutOptions = TextLayoutOptions()
    ) {
        metrics = options.runs.isEmpty ? model.metrics(of: font) : Self.metrics(of: options.runs, model: model)
        // UNCERTAIN (spec §25.2 infers it from Apple's description, "the space between the bottom
        // of one line and the top of the next"; no device print): `.lineSpacing` adds to every
        // line after the first, wrapped or after a newline, on top of the font's line spacing.
        lineAdvance = metrics.lineSpacing + options.lineSpacing
        // nil and infinity both mean "unbounded" for Text.
        let maxWidth = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let measure: (Substring) -> CGFloat
        let measureTruncated: (_ head: Substring, _ tail: Substring) -> CGFloat
        if options.runs.isEmpty {
            let spacing = options.characterSpacing
            // Counting a line's characters segments it into graphemes: only kerning and tracking need it.
            measure = spacing.addsWidth
                ? { line in model.width(of: line, in: font) + spacing.extraWidth(characters: line.count) }
                : { line in model.width(of: line, in: font) }
            measureTruncated = { head, tail in measure(Substring(head + Self.ellipsis + tail)) }
        } else {
            let runs = RunMeasurer(text, runs: options.runs, model: model)
            measure = runs.width
            measureTruncated = runs.truncatedWidth
        }

        var maxLines = lineLimit.map { max($0, 1) } ?? Int.max
        if let height = proposal.height, height.isFinite {
            // A height below one line still shows one line (spec §2.5, UNCERTAIN; we choose one).
            let extra = max(0, height - metrics.lineHeight + 0.0001)
            // A height such as .greatestFiniteMagnitude fits more lines than Int holds: all of them.
            let further = lineAdvance > 0 ? (extra / lineAdvance).rounded(.down) : 0
            let fitting = further < CGFloat(Int.max / 2) ? 1 + Int(further) : Int.max
            maxLines = min(maxLines, fitting)
        }

        // Only the lines shown are needed, and one more to know that more follow: a Text
        // measured at width 0 (its minimum) would otherwise wrap into a line per character,
        // measuring the rest of the paragraph for each.
        let needed = maxLines == Int.max ? Int.max : maxLines + 1
        var wrapped: [Line] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) where wrapped.count < needed {
            wrapped += Self.wrap(paragraph, maxWidth: maxWidth, limit: needed - wrapped.count, measure: measure)
        }
        var shown = wrapped.map { String($0.text) }
        var widths = wrapped.map { line in
            // Spaces at a break count (`Line.measured`) but hang past the edge: they never make the
            // line wider than the proposal. UNCERTAIN (spec §2.5): the one device print, seed 000's
            // "Hello, " 47.61 in 50, fits either way; a space that overhangs is assumed clipped.
            let width = measure(line.measured)
            guard let maxWidth, line.measured.endIndex > line.text.endIndex, width > maxWidth else { return width }
            return max(measure(line.text), maxWidth)
        }
        if wrapped.count > maxLines {
            // The last shown line holds the rest of its paragraph, truncated; an ellipsis marks
            // that more follows even when that rest fits.
            let last = wrapped[maxLines - 1]
            let truncated = Self.truncate(last.remainder, maxWidth: maxWidth, mode: truncationMode, measure: measureTruncated)
            shown = Array(shown.prefix(maxLines - 1)) + [truncated.text]
            widths = Array(widths.prefix(maxLines - 1)) + [truncated.width]
        }
        lines = shown

        let width = widths.max() ?? 0
        // Spec §25.2: the first line's height, then one advance per further line; reserved
        // lines (`lineLimit(_:reservesSpace:)`, `lineLimit(2...)`) count even when empty.
        let heightLines = max(lines.count, options.reservedLines ?? 0)
        reservesSpace = (options.reservedLines ?? 0) > 0
        let height = heightLines == 0 ? 0 : metrics.lineHeight + CGFloat(heightLines - 1) * lineAdvance
        rawSize = CGSize(width: width, height: height)
    }

    /// The size the text system reports: each dimension rounded up to a multiple of the
    /// pixel length, computed as (x / m).rounded(.up) × m — which is what makes two lines of
    /// body text 42.33333333333333 (127 × ⅓) rather than 42.333333333333336 (127 / 3).
    func size(displayScale scale: CGFloat) -> CGSize {
        let pixel = 1 / scale
        func roundUp(_ x: CGFloat) -> CGFloat { (x / pixel - 1e-9).rounded(.up) * pixel }
        guard reservesSpace || lines.contains(where: { !$0.isEmpty }) else { return .zero }
        return CGSize(width: roundUp(rawSize.width), height: roundUp(rawSize.height))
    }

    var firstBaseline: CGFloat { metrics.ascent }
    var lastBaseline: CGFloat { metrics.ascent + CGFloat(max(lines.count - 1, 0)) * lineAdvance }

    /// A wrapped line, and the rest of its paragraph from the line's start.
    private struct Line {
        var text: Substring
        /// What the line's width counts: a line broken after a word keeps the spaces that
        /// follow it, as the device does (spec §2.5): seed 000's "Hello, world." proposed 50 pt is
        /// 47.67 wide, ⌈"Hello, " 47.613⌉ on a 3× grid, not ⌈"Hello," 43.264⌉. The paragraph's last
        /// line (or a line broken inside a word) does not.
        var measured: Substring
        var remainder: Substring
    }

    /// Greedy word wrapping: each line ends after the last word that fits; a word wider
    /// than the line is broken between characters (at least one character per line). Stops
    /// after `limit` lines.
    private static func wrap(_ paragraph: Substring, maxWidth: CGFloat?, limit: Int, measure: (Substring) -> CGFloat) -> [Line] {
        guard let maxWidth, measure(paragraph) > maxWidth else {
            return [Line(text: paragraph, measured: paragraph.trimmingTrailingSpaces, remainder: paragraph)]
        }
        let steps = CharacterSteps(paragraph)
        var lines: [Line] = []
        var start = paragraph.startIndex
        // The last line's length in characters: the next line's likely length, tried first.
        var guess = 0
        while start < paragraph.endIndex && lines.count < limit {
            if !lines.isEmpty {
                // A continuation line starts at the next word.
                while start < paragraph.endIndex && steps.isSpace(start) { start = steps.index(after: start) }
                if start == paragraph.endIndex { break }
            }
            let rest = paragraph[start...]
            // The longest line from `start` that fits. Trailing spaces are trimmed before
            // measuring (a line grown by a space fits as before: the spaces at a break hang past
            // the edge; UNCERTAIN, spec §2.5: seed 000's break fits either way), so a line keeping one more
            // character is never narrower, as in `truncate`: doubling steps, then bisection,
            // find it in log n measurements of the line. Measuring the whole rest of the
            // paragraph for every line, and the line once per character, was quadratic: a
            // paragraph of 100,000 characters measured at width 0 took minutes (issue 14).
            func fits(_ end: Substring.Index) -> Bool { measure(paragraph[start..<end].trimmingTrailingSpaces) <= maxWidth }
            var fittingEnd = start
            var tooWide: Substring.Index?
            // Lines of a paragraph are much alike, so the search starts at the last line's length:
            // one measurement past it usually settles the line, where doubling from one character
            // measured each line seven times over (a paragraph of a million characters in a
            // narrow column took 16 s). Either start finds the same end: the fit is monotonic.
            if guess > 1, let end = steps.index(start, offsetBy: guess, limitedBy: paragraph.endIndex) {
                if fits(end) { fittingEnd = end } else { tooWide = end }
            }
            var step = 1
            while tooWide == nil && fittingEnd < paragraph.endIndex {
                let end = steps.index(fittingEnd, offsetBy: step, limitedBy: paragraph.endIndex) ?? paragraph.endIndex
                if fits(end) { fittingEnd = end; step *= 2 } else { tooWide = end }
            }
            if var tooWide {
                var gap = steps.distance(from: fittingEnd, to: tooWide)
                while gap > 1 {
                    let middle = steps.index(fittingEnd, offsetBy: gap / 2, limitedBy: tooWide) ?? tooWide
                    if fits(middle) { fittingEnd = middle } else { tooWide = middle }
                    gap = steps.distance(from: fittingEnd, to: tooWide)
                }
            }
            // The line breaks after its last whole word, when one fits.
            var wordEnd: Substring.Index?
            var end = fittingEnd
            while end > start {
                if end == paragraph.endIndex || steps.isSpace(end) {
                    wordEnd = end
                    break
                }
                end = steps.index(before: end)
            }
            let lineEnd = wordEnd ?? (fittingEnd > start ? fittingEnd : steps.index(after: start))
            var measuredEnd = lineEnd
            if wordEnd != nil {
                while measuredEnd < paragraph.endIndex && steps.isSpace(measuredEnd) {
                    measuredEnd = steps.index(after: measuredEnd)
                }
            }
            let text = paragraph[start..<lineEnd]
            let measured = measuredEnd == paragraph.endIndex ? text.trimmingTrailingSpaces : paragraph[start..<measuredEnd]
            lines.append(Line(text: text, measured: measured, remainder: rest))
            guess = steps.distance(from: start, to: fittingEnd)
            start = lineEnd
        }
        return lines
    }

    /// Steps through a paragraph a character at a time. In ASCII without a carriage return (the
    /// only ASCII pair that is one character, `\r\n`) every character is one UTF-8 byte, and the
    /// UTF-8 view steps in constant time where a Character step runs Unicode's grapheme rules:
    /// the same indices, found without them (a paragraph of a million characters, wrapped at
    /// each proposal of a scroll view, spent half its time in those rules: fuzz input 92).
    struct CharacterSteps {
        let text: Substring
        let isSingleByte: Bool

        init(_ text: Substring) {
            self.text = text
            isSingleByte = text.utf8.withContiguousStorageIfAvailable { bytes in
                bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D }
            } ?? text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
        }

        /// Steps by Characters whatever the text (for tests comparing the two ways).
        init(byCharacters text: Substring) {
            self.text = text
            isSingleByte = false
        }

        func isSpace(_ i: Substring.Index) -> Bool { isSingleByte ? text.utf8[i] == 0x20 : text[i] == " " }
        func index(after i: Substring.Index) -> Substring.Index { isSingleByte ? text.utf8.index(after: i) : text.index(after: i) }
        func index(before i: Substring.Index) -> Substring.Index { isSingleByte ? text.utf8.index(before: i) : text.index(before: i) }
        func index(_ i: Substring.Index, offsetBy distance: Int, limitedBy limit: Substring.Index) -> Substring.Index? {
            isSingleByte ? text.utf8.index(i, offsetBy: distance, limitedBy: limit) : text.index(i, offsetBy: distance, limitedBy: limit)
        }
        func distance(from i: Substring.Index, to j: Substring.Index) -> Int {
            isSingleByte ? text.utf8.distance(from: i, to: j) : text.distance(from: i, to: j)
        }
    }

    private static let ellipsis = "…"

    /// The longest part of `text` that fits with an ellipsis, and its width. Candidates are slices
    /// of `text` at character boundaries around the ellipsis, not strings rebuilt character by
    /// character: measuring a Text at width 0 (its minimum, for flexibilities) tries every one of
    /// them. `measure(head, tail)` is the width of head + "…" + tail.
    private static func truncate(
        _ text: Substring, maxWidth: CGFloat?, mode: Text.TruncationMode,
        measure: (_ head: Substring, _ tail: Substring) -> CGFloat
    ) -> (text: String, width: CGFloat) {
        func parts(keeping kept: Int, boundaries: [Substring.Index]) -> (head: Substring, tail: Substring) {
            // boundaries[k]: the index after the first k characters.
            func prefix(_ length: Int) -> Substring { text[text.startIndex..<boundaries[length]] }
            func suffix(_ length: Int) -> Substring { text[boundaries[boundaries.count - 1 - length]...] }
            switch mode {
            case .tail: return (prefix(kept).trimmingTrailingSpaces, "")
            case .head: return ("", suffix(kept))
            case .middle:
                let head = (kept + 1) / 2
                return (prefix(head), suffix(kept - head))
            }
        }
        func fits(_ candidate: (head: Substring, tail: Substring)) -> Bool {
            guard let maxWidth else { return true }
            return measure(candidate.head, candidate.tail) <= maxWidth
        }
        // The line's width leaves out the spaces it ends with, as a wrapped line's does.
        func result(_ candidate: (head: Substring, tail: Substring)) -> (text: String, width: CGFloat) {
            (candidate.head + ellipsis + candidate.tail, measure(candidate.head, candidate.tail.trimmingTrailingSpaces))
        }
        // When not even one character fits (a Text measured at width 0, for its minimum), the
        // whole text is not segmented into characters: the first and last are enough.
        guard !text.isEmpty else { return result(("", "")) }
        let first = text.index(after: text.startIndex), last = text.index(before: text.endIndex)
        let edges = first == text.endIndex ? [text.startIndex, first] : [text.startIndex, first, last, text.endIndex]
        guard fits(parts(keeping: 1, boundaries: edges)) else { return result(("", "")) }
        let boundaries = Array(text.indices) + [text.endIndex]
        let count = boundaries.count - 1
        // The longest candidate that fits. A candidate keeping one more character is never
        // narrower (no kerning pair of the measured font takes back a whole advance: the widest,
        // -330 units, is less than the narrowest advance, 453), so a binary search finds the
        // one a scan down from the whole text would: in log n measurements, not n (a paragraph
        // of 60,000 characters in a one-line frame took minutes).
        var fitting = 1, tooWide = count + 1
        while tooWide - fitting > 1 {
            let middle = (fitting + tooWide) / 2
            if fits(parts(keeping: middle, boundaries: boundaries)) { fitting = middle } else { tooWide = middle }
        }
        return result(parts(keeping: fitting, boundaries: boundaries))
    }

    /// The metrics of a concatenated Text: its tallest run's. UNCERTAIN (no device print of a concatenation mixing sizes): every line is
    /// as tall and as far apart as the Text's tallest font, even a line without it; runs of one
    /// size (`.bold()`, `.italic()`) have equal metrics, so only mixed sizes depend on this.
    private static func metrics(of runs: [TextRunStyle], model: any FontModel) -> FontMetrics {
        let all = runs.map { model.metrics(of: $0.font) }
        var metrics = all[0]
        for other in all.dropFirst() {
            metrics.ascent = max(metrics.ascent, other.ascent)
            metrics.descent = max(metrics.descent, other.descent)
            metrics.leading = max(metrics.leading, other.leading)
            metrics.capHeight = max(metrics.capHeight, other.capHeight)
            metrics.lineSpacing = max(metrics.lineSpacing, other.lineSpacing)
        }
        return metrics
    }

    /// Measures slices of a concatenated Text's string: each run's part in its own font and
    /// spacing, with no kerning across runs (Core Text kerns within a font run only; runs that
    /// resolve to the same font and spacing were joined before).
    private struct RunMeasurer {
        let text: String
        let runs: [TextRunStyle]
        let model: any FontModel
        /// Where each run ends in `text`.
        let ends: [String.Index]

        init(_ text: String, runs: [TextRunStyle], model: any FontModel) {
            self.text = text
            self.runs = runs
            self.model = model
            var ends: [String.Index] = []
            var offset = 0
            for run in runs {
                offset += run.utf8Count
                ends.append(text.utf8.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex) ?? text.endIndex)
            }
            self.ends = ends
        }

        private func width(of part: Substring, in run: TextRunStyle) -> CGFloat {
            let spacing = run.characterSpacing
            return model.width(of: part, in: run.font) + (spacing.addsWidth ? spacing.extraWidth(characters: part.count) : 0)
        }

        /// The width of a slice of `text`.
        func width(_ slice: Substring) -> CGFloat {
            var total: CGFloat = 0
            var start = text.startIndex
            for (run, end) in zip(runs, ends) {
                defer { start = end }
                let low = max(start, slice.startIndex), high = min(end, slice.endIndex)
                if low < high { total += width(of: text[low..<high], in: run) }
            }
            return total
        }

        /// The width of head + "…" + tail, slices of `text`: the ellipsis in the font of the run
        /// it follows (or precedes, when nothing is kept before it).
        func truncatedWidth(head: Substring, tail: Substring) -> CGFloat {
            let position = head.isEmpty ? tail.startIndex : head.index(before: head.endIndex)
            let run = runs[ends.firstIndex { $0 > position } ?? runs.count - 1]
            return width(head) + width(of: Substring(ellipsis), in: run) + width(tail)
        }
    }
}

extension StringProtocol where UTF8View: BidirectionalCollection {
    /// The text without its trailing spaces (Characters " "). The spaces are found in UTF-8, a
    /// byte each: a space is a Character of its own unless the scalar right before it is a
    /// Prepend one (Unicode's rule GB9b), so only the first space of the run is left to the
    /// Character view. (Stepping back a Character at a time ran Unicode's grapheme rules at
    /// every space: a line of a million spaces, trimmed at each of a wrap's measurements, took
    /// 19 s to lay out in a List: fuzz input 1357 of seed 83.)
    var trimmingTrailingSpaces: Substring {
        let bytes = utf8
        var runStart = bytes.endIndex
        while runStart > bytes.startIndex {
            let before = bytes.index(before: runStart)
            guard bytes[before] == 0x20 else { break }
            runStart = before
        }
        var end = runStart == bytes.endIndex ? endIndex : bytes.index(after: runStart)
        while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
        return Substring(self[startIndex..<end])
    }
}

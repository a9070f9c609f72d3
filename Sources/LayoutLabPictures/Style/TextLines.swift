import Foundation
import LayoutLab

/// The lines a Text shows in its frame, for drawing: as many lines as the frame's height
/// holds (at least one, spec §2.5), words wrapped at the frame's width with the engine's font
/// model, the last line truncated with `…` when the text does not fit. A picture's
/// approximation of the engine's line breaking, which it does not expose: the frame itself is
/// always the stored one.
enum TextLines {
    static let model = SystemFontModel()

    static func lines(_ text: String, font: Font, frame: CGRect) -> [(text: String, width: CGFloat)] {
        let metrics = model.metrics(of: font)
        let capacity = metrics.lineSpacing > 0 && frame.height.isFinite
            ? max(1, Int(((frame.height - metrics.ascent - metrics.descent) / metrics.lineSpacing).rounded(.down)) + 1) : 1
        let available = frame.width.isFinite ? frame.width + 0.5 : .infinity
        func width(_ text: Substring) -> CGFloat { model.width(of: text, in: font) }

        var lines: [Substring] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current: Substring = paragraph[paragraph.startIndex..<paragraph.startIndex]
            var start = paragraph.startIndex
            var index = paragraph.startIndex
            while index < paragraph.endIndex {
                let next = paragraph.index(after: index)
                let candidate = paragraph[start..<next]
                if width(candidate) > available && !current.isEmpty {
                    // Break after the last space in the line if there is one, else here.
                    if let space = current.lastIndex(of: " ") {
                        lines.append(paragraph[start..<space])
                        start = paragraph.index(after: space)
                    } else {
                        lines.append(current)
                        start = index
                    }
                    current = paragraph[start..<next]
                } else {
                    current = candidate
                }
                index = next
            }
            lines.append(paragraph[start..<paragraph.endIndex])
        }
        var shown = lines.prefix(capacity).map(String.init)
        if lines.count > capacity || (capacity == 1 && width(Substring(text)) > available), var last = shown.popLast() {
            while !last.isEmpty && width(Substring(last + "…")) > available { last.removeLast() }
            shown.append(last + "…")
        }
        return shown.map { ($0, width(Substring($0))) }
    }
}

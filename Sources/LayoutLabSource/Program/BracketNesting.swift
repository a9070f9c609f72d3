/// A guard run before swift-syntax parses a file: its parser looks ahead at each `[` to decide
/// between an array type and an array literal, and that lookahead takes time exponential in how
/// deeply square brackets nest (`[[[[…1]]]]` 18 deep takes about 24 s in a debug build, 30 deep
/// would take days). Real code nests a few levels (`[[String: [Int]]]`), so deeper nesting is
/// refused with a located error before the parser starts (issue 14: a budget, not a hang).
enum BracketNesting {
    /// The deepest nesting of `[` the parser is given.
    static let maximumDepth = 12

    /// The line and column of the first `[` nested deeper than `maximumDepth`, outside
    /// comments and string literals; nil when there is none.
    static func firstTooDeep(in text: String) -> (line: Int, column: Int)? {
        var depth = 0, line = 1, column = 0
        var inLineComment = false, blockComments = 0, inString = false, escaped = false
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            column += 1
            defer { previous = scalar }
            if scalar == "\n" {
                line += 1
                column = 0
                inLineComment = false
                continue
            }
            if inLineComment { continue }
            if blockComments > 0 {
                if previous == "*" && scalar == "/" { blockComments -= 1 } else if previous == "/" && scalar == "*" { blockComments += 1 }
                continue
            }
            if inString {
                if escaped { escaped = false } else if scalar == "\\" { escaped = true } else if scalar == "\"" { inString = false }
                continue
            }
            switch scalar {
            case "/" where previous == "/": inLineComment = true
            case "*" where previous == "/": blockComments = 1
            case "\"": inString = true
            case "[":
                depth += 1
                if depth > maximumDepth { return (line, column) }
            case "]": depth = max(0, depth - 1)
            default: break
            }
        }
        return nil
    }
}

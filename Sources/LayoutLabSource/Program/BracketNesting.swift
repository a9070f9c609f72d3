/// A guard run before swift-syntax parses a file: its parser looks ahead at each `[` to decide
/// between an array type and an array literal, and that lookahead takes time exponential in how
/// deeply square brackets nest (`[[[[…1]]]]` 18 deep takes about 24 s in a debug build, 30 deep
/// would take days). Real code nests a few levels (`[[String: [Int]]]`), so deeper nesting is
/// refused with a located error before the parser starts (issue 14: a budget, not a hang).
///
/// Brackets of every kind nested past the parser's own limit (256 levels in a release build,
/// each bracket at least one) are refused here too, with the parser's message: past its limit
/// the parser still recovers level by level, and 300,000 nested `(` or `{` took 13 s and 45 s
/// to end in the same error.
enum BracketNesting {
    /// The deepest nesting of `[` the parser is given.
    static let maximumDepth = 12
    /// swift-syntax's `Parser.defaultMaximumNestingLevel`: deeper code is refused by the parser
    /// whatever the brackets, so refusing it first changes no answer.
    static let maximumNesting = 256

    enum Violation: Equatable {
        /// `[` nested deeper than `maximumDepth`.
        case squareBrackets
        /// `(`, `[` and `{` together nested deeper than `maximumNesting`.
        case nesting
    }

    /// The line and column of the first bracket nested too deep, outside comments and string
    /// literals, and which limit it passes; nil when there is none.
    static func firstTooDeep(in text: String) -> (line: Int, column: Int, violation: Violation)? {
        var depth = 0, nesting = 0, line = 1, column = 0
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
                nesting += 1
                if depth > maximumDepth { return (line, column, .squareBrackets) }
                if nesting > maximumNesting { return (line, column, .nesting) }
            case "(", "{":
                nesting += 1
                if nesting > maximumNesting { return (line, column, .nesting) }
            case "]":
                depth = max(0, depth - 1)
                nesting = max(0, nesting - 1)
            case ")", "}": nesting = max(0, nesting - 1)
            default: break
            }
        }
        return nil
    }
}

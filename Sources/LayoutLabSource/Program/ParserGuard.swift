/// Guards run before swift-syntax parses a file, refusing in a moment the shapes of code its
/// parser takes minutes over (issue 14: a budget, not a hang).
///
/// Its parser looks ahead at each `[` to decide
/// between an array type and an array literal, and that lookahead takes time exponential in how
/// deeply square brackets nest (`[[[[…1]]]]` 18 deep takes about 24 s in a debug build, 30 deep
/// would take days). Real code nests a few levels (`[[String: [Int]]]`), so deeper nesting is
/// refused with a located error before the parser starts (issue 14: a budget, not a hang).
///
/// Brackets of every kind nested past the parser's own limit (256 levels in a release build,
/// each bracket at least one) are refused here too, with the parser's message: past its limit
/// the parser still recovers level by level, and 300,000 nested `(` or `{` took 13 s and 45 s
/// to end in the same error.
///
/// Chains of more than `maximumChain` modifiers are refused too: after a syntax error the
/// parser's recovery looks ahead through the rest of a chain at each of its tokens, so the time
/// is quadratic in its length (3,000 `.padding()` took 13 s, 30,000 `.frame(width: 10)` over a
/// minute and a half, in a release build). Real views chain tens of modifiers.
enum ParserGuard {
    /// The deepest nesting of `[` the parser is given.
    static let maximumDepth = 12
    /// swift-syntax's `Parser.defaultMaximumNestingLevel`: deeper code is refused by the parser
    /// whatever the brackets, so refusing it first changes no answer.
    static let maximumNesting = 256
    /// The longest chain of `.member` accesses (`.padding().frame(…)…`) the parser is given.
    static let maximumChain = 1_000

    enum Violation: Equatable {
        /// `[` nested deeper than `maximumDepth`.
        case squareBrackets
        /// `(`, `[` and `{` together nested deeper than `maximumNesting`.
        case nesting
        /// More than `maximumChain` member accesses in a row.
        case chain
    }

    /// The line and column of the first bracket nested too deep or the first member access past
    /// the longest chain, outside comments and string literals, and which limit it passes; nil
    /// when there is none.
    static func firstViolation(in text: String) -> (line: Int, column: Int, violation: Violation)? {
        var depth = 0, nesting = 0, line = 1, column = 0
        var inLineComment = false, blockComments = 0, inString = false, multilineString = false, escaped = false
        var previous: Unicode.Scalar = " "
        // Per nesting level, the member accesses in a row so far; and the last scalar outside
        // blanks and comments. A `.` after a closing bracket, a name or a string continues the
        // level's chain; a name that does not follow a `.` begins an expression, and any other
        // token ends the chain (what is inside brackets belongs to the level within).
        var chains = [0]
        var significant: Unicode.Scalar = " "
        func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
            guard scalar.isASCII else { return scalar.properties.isAlphabetic }
            return scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        }
        let scalars = Array(text.unicodeScalars)
        // `"""` at `index`: a multi-line string's delimiter.
        func isTripleQuote(at index: Int) -> Bool {
            index + 2 < scalars.count && scalars[index] == "\"" && scalars[index + 1] == "\"" && scalars[index + 2] == "\""
        }
        // Scalars of a `"""` already read.
        var skipped = 0
        // `).` on the line so far, counted whatever the scanner takes them for: a flipped byte can
        // make a chain's `(` a control character or a `"`, which ends or hides the chain above,
        // while the parser still recovers through the rest of the line at each token (issue 34,
        // seed 14's input 4003: 3,000 `.fixedSize()` cut in four by flipped bytes took 12 s).
        var callsOnLine = 0
        for (index, scalar) in scalars.enumerated() {
            column += 1
            defer { previous = scalar }
            if skipped > 0 {
                skipped -= 1
                continue
            }
            if scalar == "." && previous == ")" {
                callsOnLine += 1
                if callsOnLine > maximumChain { return (line, column, .chain) }
            }
            if scalar == "\n" {
                line += 1
                column = 0
                callsOnLine = 0
                inLineComment = false
                // A string on one line ends with it, closed or not, as the parser ends it (issue 34,
                // input 6378: a stray `"` hid the 30,000-long chain after it from this guard).
                if !multilineString { inString = false }
                escaped = false
                continue
            }
            if inLineComment { continue }
            if blockComments > 0 {
                if previous == "*" && scalar == "/" { blockComments -= 1 } else if previous == "/" && scalar == "*" { blockComments += 1 }
                continue
            }
            if inString {
                if escaped {
                    escaped = false
                } else if scalar == "\\" {
                    escaped = true
                } else if scalar == "\"" && (!multilineString || isTripleQuote(at: index)) {
                    inString = false
                    if multilineString { skipped = 2 }
                    multilineString = false
                }
                continue
            }
            switch scalar {
            case "/" where previous == "/":
                inLineComment = true
                continue
            case "*" where previous == "/":
                blockComments = 1
                continue
            case " ", "\t", "\r", "/": continue
            case "\"":
                inString = true
                if isTripleQuote(at: index) {
                    multilineString = true
                    skipped = 2
                }
            case "[":
                depth += 1
                nesting += 1
                if depth > maximumDepth { return (line, column, .squareBrackets) }
                if nesting > maximumNesting { return (line, column, .nesting) }
                chains.append(0)
            case "(", "{":
                nesting += 1
                if nesting > maximumNesting { return (line, column, .nesting) }
                chains.append(0)
            case "]", ")", "}":
                if scalar == "]" { depth = max(0, depth - 1) }
                nesting = max(0, nesting - 1)
                if chains.count > 1 { chains.removeLast() }
            case "." where significant == ")" || significant == "]" || significant == "}" || significant == "\""
                || significant == "?" || significant == "!" || isNameScalar(significant):
                chains[chains.count - 1] += 1
                if chains[chains.count - 1] > maximumChain { return (line, column, .chain) }
            case _ where isNameScalar(scalar):
                // A word's later letters continue it; a new word not after a `.` begins a new
                // expression, even after another word (sibling lines `Color.red` are not a chain).
                let continuesWord = isNameScalar(previous) && isNameScalar(significant)
                if significant != "." && !continuesWord { chains[chains.count - 1] = 0 }
            default:
                chains[chains.count - 1] = 0
            }
            significant = scalar
        }
        return nil
    }
}

/// Swift source cut into tokens and the trivia between them, enough for mutations that keep
/// most of a file's shape: delete, duplicate or swap tokens, replace every number or string.
/// Not a Swift lexer: a token is an identifier or keyword, a number, a string literal, a
/// comment or one punctuation character; the parser decides what the result means.
struct SourceTokens {
    enum Kind: Equatable {
        case word, number, string, comment, punctuation
    }

    struct Piece {
        var text: String
        /// nil for whitespace.
        var kind: Kind?
    }

    var pieces: [Piece]

    init(_ text: String) {
        let characters = Array(text)
        var pieces: [Piece] = []
        var index = 0
        func take(while predicate: (Character) -> Bool, from start: Int) -> Int {
            var end = start
            while end < characters.count, predicate(characters[end]) { end += 1 }
            return end
        }
        while index < characters.count {
            let character = characters[index]
            let start = index
            var kind: Kind?
            if character.isWhitespace {
                index = take(while: \.isWhitespace, from: index)
            } else if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                index = take(while: { !$0.isNewline }, from: index)
                kind = .comment
            } else if character == "/", index + 1 < characters.count, characters[index + 1] == "*" {
                index += 2
                while index < characters.count, !(characters[index] == "/" && characters[index - 1] == "*") { index += 1 }
                index = min(index + 1, characters.count)
                kind = .comment
            } else if character == "\"" {
                index = Self.endOfString(characters, from: index)
                kind = .string
            } else if character.isNumber {
                index = take(while: { $0.isNumber || $0.isLetter || $0 == "_" || $0 == "." }, from: index)
                // `1...10`, `0..<n`: the dots are the operator's, not the number's.
                if let dots = (start..<index).first(where: { $0 + 1 < index && characters[$0] == "." && characters[$0 + 1] == "." }) {
                    index = dots
                }
                kind = .number
            } else if character.isLetter || character == "_" || character == "$" || character == "@" || character == "#" {
                index = take(while: { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }, from: index + 1)
                kind = .word
            } else {
                index += 1
                kind = .punctuation
            }
            pieces.append(Piece(text: String(characters[start..<index]), kind: kind))
        }
        self.pieces = pieces
    }

    /// The index after a string literal starting at `start` (`"…"` or `"""…"""`), escapes and
    /// interpolations included; the end of the text when it is not closed.
    private static func endOfString(_ characters: [Character], from start: Int) -> Int {
        let multiline = start + 2 < characters.count && characters[start + 1] == "\"" && characters[start + 2] == "\""
        var index = start + (multiline ? 3 : 1)
        var depth = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\\" {
                if index + 1 < characters.count, characters[index + 1] == "(" { depth += 1; index += 1 }
                index += 2
                continue
            }
            if depth > 0 {
                if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            } else if character == "\"" {
                if !multiline { return index + 1 }
                if index + 2 < characters.count, characters[index + 1] == "\"", characters[index + 2] == "\"" { return index + 3 }
            } else if character.isNewline && !multiline {
                return index
            }
            index += 1
        }
        return characters.count
    }

    var text: String { pieces.map(\.text).joined() }

    /// The indices of the pieces that are tokens (of `kind`, when given).
    func tokenIndices(_ kind: Kind? = nil) -> [Int] {
        pieces.indices.filter { pieces[$0].kind != nil && (kind == nil || pieces[$0].kind == kind) }
    }
}

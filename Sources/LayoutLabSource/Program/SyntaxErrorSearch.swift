import SwiftDiagnostics
import SwiftParserDiagnostics
import SwiftSyntax

/// The parser's diagnostics for a file, found in time linear in the file however its errors
/// fall (issue 14: a budget, not a hang).
///
/// swift-syntax's `ParseDiagnosticsGenerator` finds the indentation of each error's line by
/// walking back over the line's tokens, so thousands of errors on one long line take time
/// quadratic in it: a 112 KB line of views without separators took 85 s to diagnose, a 30 KB
/// one 6.5 s. A file with a line longer than `longLine` bytes is therefore diagnosed subtree
/// by subtree, in source order, from the smallest subtrees holding errors, and only until
/// there are more errors than are shown. Other files get the generator's full answer, as
/// before.
enum SyntaxErrorSearch {
    /// Lines up to this long are diagnosed whole.
    static let longLine = 1_000

    /// The errors to show, and whether they are all there are (false when the search stopped
    /// once it had more than `wanted`).
    static func errors(in tree: SourceFileSyntax, text: String, wanted: Int) -> (errors: [Diagnostic], complete: Bool) {
        func errors(of node: some SyntaxProtocol) -> [Diagnostic] {
            ParseDiagnosticsGenerator.diagnostics(for: node).filter { $0.diagMessage.severity == .error }
        }
        guard tree.hasError, hasLongLine(text) else { return (errors(of: tree), true) }
        var found: [Diagnostic] = []
        var pending = [Syntax(tree)]
        // Depth first, in source order: the stack holds children last first.
        while let node = pending.popLast(), found.count <= wanted {
            guard node.hasError else { continue }
            let children = node.children(viewMode: .sourceAccurate)
            if node.totalLength.utf8Length <= longLine || children.isEmpty {
                found += errors(of: node)
            } else {
                pending += children.reversed()
            }
        }
        // An error only a large node reports (none of its parts does): the whole tree's answer.
        if found.isEmpty { return (errors(of: tree), true) }
        return (found, found.count <= wanted && pending.allSatisfy { !$0.hasError })
    }

    private static func hasLongLine(_ text: String) -> Bool {
        var length = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n") { length = 0 } else { length += 1 }
            if length > longLine { return true }
        }
        return false
    }
}

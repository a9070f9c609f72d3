import Foundation
import SwiftSyntax

/// A problem with the source, at the syntax node it is about.
struct LocatedError: Error {
    enum Severity { case error, warning }

    var message: String
    /// The node the caret points at; nil for the start of the file.
    var node: Syntax?
    var hints: [String]
    var severity: Severity

    init(_ message: String, at node: (some SyntaxProtocol)?, hints: [String] = [], severity: Severity = .error) {
        self.message = message
        self.node = node.map { Syntax($0) }
        self.hints = hints
        self.severity = severity
    }

    init(_ message: String, hints: [String] = []) {
        self.message = message
        node = nil
        self.hints = hints
        severity = .error
    }

    /// An error the interpreted code threw and nothing caught, at the `throw` that threw it.
    init(uncaught error: ThrownError) {
        self.init("an error was thrown and not caught: \(Formatting.describe(error.value))", at: error.node)
    }
}

extension LocatedError {
    /// Runs `body`, and locates a `RuntimeError` it raises at `node`, its message after
    /// `context`. A runtime error is raised where no syntax is at hand (a comparison, a hash, a
    /// bridged method); this is the one place it becomes a located error.
    static func locating<T>(at node: some SyntaxProtocol, context: String = "", _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as RuntimeError {
            throw LocatedError(context + error.message, at: node, hints: error.hints)
        }
    }

    /// The hint that custom `Layout` code outside the interpreted subset needs.
    /// For a member a bridged type lacks: it may be the file's project's own extension.
    static func pasteExtensionHint(_ typeName: String) -> String {
        "if your project declares it in an `extension \(typeName)` elsewhere, paste that extension into the file too"
    }

    static let customLayoutHint =
        "custom Layout code beyond LayoutLab's interpreted subset cannot be run from source; "
        + "write the Layout in Swift against the LayoutLab library (`import LayoutLab`: "
        + "`struct MyLayout: Layout { … }` compiles unchanged) and lay it out with `ViewTree(…).layout()`"

    static func unsupported(_ what: String, at node: some SyntaxProtocol, hints: [String] = []) -> LocatedError {
        LocatedError("\(what) is not supported by LayoutLab's SwiftUI interpreter", at: node, hints: hints)
    }
}


import Foundation
import SwiftDiagnostics
import SwiftSyntax

/// One message about a source file: where, what, and how to fix it.
public struct SourceDiagnostic: Sendable, Equatable, CustomStringConvertible {
    public enum Severity: String, Sendable { case error, warning }

    public let severity: Severity
    public let message: String
    public let fileName: String
    public let line: Int
    public let column: Int
    public let hints: [String]
    /// The message as a compiler prints it: `file:line:column: error: …`, the source lines
    /// around it with a caret (swift-syntax's `DiagnosticsFormatter`), then the hints.
    public let rendered: String

    public var description: String { rendered }
}

/// Why a source file could not be run: one or more located errors.
public struct SourceError: Error, Sendable, CustomStringConvertible {
    public let diagnostics: [SourceDiagnostic]

    public var description: String {
        diagnostics.map(\.rendered).joined(separator: "\n")
    }

    init(_ diagnostics: [SourceDiagnostic]) { self.diagnostics = diagnostics }
}

/// Turns located errors into `SourceDiagnostic`s, formatted against the parsed file.
struct DiagnosticRenderer {
    let fileName: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    /// The renderers of the module's other files (`ModuleFiles`): an error about a node of
    /// their trees names their file, line and column.
    var companions: [DiagnosticRenderer] = []
    /// More than this many syntax errors are summarised (binary garbage has thousands).
    static let maximumRendered = 10

    init(fileName: String, tree: SourceFileSyntax) {
        self.fileName = fileName
        self.tree = tree
        converter = SourceLocationConverter(fileName: fileName, tree: tree)
    }

    func render(_ error: LocatedError) -> SourceDiagnostic {
        if let root = error.node?.root, root != Syntax(tree), let owner = companions.first(where: { Syntax($0.tree) == root }) {
            return owner.render(error)
        }
        let node = error.node ?? Syntax(tree)
        let position = error.node?.positionAfterSkippingLeadingTrivia ?? AbsolutePosition(utf8Offset: 0)
        let message = Message(text: error.message, severity: error.severity == .error ? .error : .warning)
        return render(Diagnostic(node: node, position: position, message: message), hints: error.hints,
                      severity: error.severity == .error ? .error : .warning)
    }

    func render(_ diagnostic: Diagnostic, hints: [String] = [], severity: SourceDiagnostic.Severity = .error) -> SourceDiagnostic {
        let location = diagnostic.location(converter: converter)
        let lines = converter.sourceLines
        let lineLength = lines.indices.contains(location.line - 1) ? lines[location.line - 1].utf8.count : 0
        var text: String
        if lineLength > Self.maximumLineLength {
            text = clipped(diagnostic, at: location, severity: severity)
        } else {
            var group = GroupedDiagnostics()
            group.addSourceFile(tree: tree, sourceLocationConverter: converter, displayName: fileName, diagnostics: [diagnostic])
            text = DiagnosticsFormatter.annotateSources(in: group, contextSize: 1)
            while text.hasSuffix("\n") { text.removeLast() }
            if text.split(separator: "\n").contains(where: { $0.count > Self.maximumLineLength }) {
                text = clipped(diagnostic, at: location, severity: severity)
            }
        }
        for hint in hints { text += "\nhint: " + hint }
        return SourceDiagnostic(
            severity: severity, message: diagnostic.message, fileName: fileName,
            line: location.line, column: location.column, hints: hints, rendered: text)
    }

    static let maximumLineLength = 200

    /// `path:line:column` of a node of this file or of a companion's.
    func location(of node: Syntax) -> String? {
        let owner = node.root == Syntax(tree) ? self : companions.first { Syntax($0.tree) == node.root }
        guard let owner else { return nil }
        let location = owner.converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return "\(owner.fileName):\(location.line):\(location.column)"
    }

    /// The formatter shows whole lines; a generated or hostile file can have a line of
    /// megabytes. Such lines are shown as a window around the column, caret kept.
    private func clipped(_ diagnostic: Diagnostic, at location: SourceLocation, severity: SourceDiagnostic.Severity) -> String {
        let lines = converter.sourceLines
        let source = lines.indices.contains(location.line - 1) ? lines[location.line - 1] : ""
        return Self.clipped(source, fileName: fileName, line: location.line, column: location.column,
                            message: diagnostic.message, severity: severity)
    }

    static func clipped(_ source: some StringProtocol, fileName: String, line: Int, column: Int, message: String,
                        severity: SourceDiagnostic.Severity) -> String {
        let characters = Array(source.trimmingCharacters(in: .newlines).utf8)
        let caret = max(0, column - 1)
        let start = max(0, caret - 60)
        let end = min(characters.count, caret + 60)
        let window = String(decoding: characters[min(start, characters.count)..<max(end, min(start, characters.count))], as: UTF8.self)
        let prefix = start > 0 ? "…" : ""
        let suffix = end < characters.count ? "…" : ""
        let gutter = String(line)
        let pad = String(repeating: " ", count: gutter.count)
        let caretOffset = String(decoding: characters[min(start, characters.count)..<min(caret, characters.count)], as: UTF8.self).count
            + prefix.count
        return "\(fileName):\(line):\(column): \(severity.rawValue): \(message)\n"
            + "\(gutter) | \(prefix)\(window)\(suffix)\n"
            + "\(pad) | \(String(repeating: " ", count: caretOffset))`- \(severity.rawValue): \(message)"
    }

    /// The parser's own errors (syntax errors, excessive nesting), at most `maximumRendered`;
    /// `complete` is false when the search stopped before finding them all.
    func syntaxErrors(_ errors: [Diagnostic], complete: Bool) -> [SourceDiagnostic] {
        var rendered = errors.prefix(Self.maximumRendered).map { render($0) }
        if errors.count > Self.maximumRendered || !complete, let last = rendered.last {
            let more = errors.count - Self.maximumRendered
            let count = complete ? "\(more) more syntax error\(more == 1 ? "" : "s")" : "more syntax errors"
            rendered[rendered.count - 1] = SourceDiagnostic(
                severity: last.severity, message: last.message, fileName: last.fileName, line: last.line,
                column: last.column, hints: last.hints, rendered: last.rendered + "\n… and \(count)")
        }
        return rendered
    }

    /// A message for a file that could not even be parsed, at a line and column.
    /// A diagnostic made before parsing; with the file's text, shown with its line and a caret.
    static func unparsed(_ message: String, fileName: String, line: Int, column: Int, hints: [String] = [],
                         in text: String? = nil) -> SourceDiagnostic {
        var text = text.map { source in
            let lineText = source.split(separator: "\n", maxSplits: line, omittingEmptySubsequences: false)
                .dropFirst(line - 1).first ?? ""
            return clipped(lineText, fileName: fileName, line: line, column: column, message: message, severity: .error)
        } ?? "\(fileName):\(line):\(column): error: \(message)"
        for hint in hints { text += "\nhint: " + hint }
        return SourceDiagnostic(severity: .error, message: message, fileName: fileName, line: line, column: column,
                                hints: hints, rendered: text)
    }

    private struct Message: DiagnosticMessage {
        let text: String
        let severity: DiagnosticSeverity
        var message: String { text }
        var diagnosticID: MessageID { MessageID(domain: "LayoutLabSource", id: "interpreter") }
    }
}

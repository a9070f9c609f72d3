import Foundation
import SwiftParser
import SwiftSyntax

/// A problem with something given on the command line rather than written in the file.
struct OptionError: Error {
    let message: String
    var hints: [String] = []
}

/// `--param name=value`: a new value for a top-level variable or a `@State` property, written
/// as a Swift expression (`300`, `.blue`, `"Hi"`; a bare word for a String).
struct ParameterOverride {
    let name: String
    let text: String
    /// `text` parsed, nil when it is not one Swift expression.
    let expression: ExprSyntax?

    init(name: String, text: String, parsed: ParsedParameterValues) {
        self.name = name
        self.text = text
        expression = parsed.expression(text)
    }

    func value(for property: StoredProperty, in interpreter: Interpreter) throws -> Value {
        let scope = interpreter.globalScope
        var wantsString = false
        if case let .builtin(bridge) = interpreter.resolve(property.type, in: scope).nonOptional, bridge === String.bridge { wantsString = true }
        if case .any = property.type, property.initializer?.is(StringLiteralExprSyntax.self) == true { wantsString = true }
        guard let expression else {
            if wantsString { return .string(text) }
            throw OptionError(message: "--param \(name)=\(text): the value is not a Swift expression",
                              hints: ["write a literal such as 300, 0.5, true, .blue or \"text\""])
        }
        if wantsString, !expression.is(StringLiteralExprSyntax.self) { return .string(text) }
        do {
            return try interpreter.evaluate(expression, as: property.type, in: scope)
        } catch let error as LocatedError {
            throw OptionError(message: "--param \(name)=\(text): \(error.message)", hints: error.hints)
        }
    }
}

/// `--param` values parsed once per program: a sweep gives each value to many cases, and
/// parsing it again took a twelfth of interpreting a case. Locked: a program may be shared by
/// threads (a sweep's workers each parse the file into a program of their own, but nothing
/// requires it).
final class ParsedParameterValues: @unchecked Sendable {
    private let lock = NSLock()
    private var expressions: [String: ExprSyntax?] = [:]

    func expression(_ text: String) -> ExprSyntax? {
        lock.withLock {
            if let known = expressions[text] { return known }
            let tree = Parser.parse(source: text)
            let expression = tree.statements.count == 1 && !tree.hasError ? tree.statements.first.flatMap(Interpreter.expression(of:)) : nil
            expressions[text] = expression
            return expression
        }
    }
}

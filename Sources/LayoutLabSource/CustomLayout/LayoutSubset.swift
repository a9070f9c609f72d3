import Foundation
import SwiftSyntax

/// The part of Swift a `Layout` declared in the file may use, checked before it runs so that
/// code beyond it is reported where it is written rather than halfway through a layout.
///
/// Supported: `sizeThatFits(proposal:subviews:cache:)` and
/// `placeSubviews(in:proposal:subviews:cache:)` with `cache: inout ()`; stored properties and
/// helper methods; statements `let`/`var`, `return`, `guard … else { return … }`, `if`,
/// `switch` (also as expressions), `for … in`, assignments; expressions: literals, string
/// interpolation, arithmetic and comparisons, `?:`, `??`, `as`, optional chaining, closures
/// (for `reduce`/`map`), `subviews[i]`, `subviews.first`, `subview.sizeThatFits(_:)`,
/// `subview.place(at:anchor:proposal:)`, `subview.dimensions(in:)`, `subview.priority`,
/// `subview[Key.self]`, `subview.containerValues.name`, `bounds.origin` and the other CGRect
/// members, `print(…)`.
enum LayoutSubset {
    static let requiredMethods: [String: String] = [
        "sizeThatFits": "sizeThatFits(proposal:subviews:cache:)",
        "placeSubviews": "placeSubviews(in:proposal:subviews:cache:)",
    ]

    static let unsupportedMembers: Set<String> = ["makeCache", "updateCache", "spacing", "explicitAlignment", "layoutProperties"]

    static func validate(_ type: TypeDeclaration, in interpreter: Interpreter) throws {
        guard interpreter.validatedLayouts.insert(type.name).inserted else { return }
        for (name, selector) in requiredMethods {
            guard let methods = type.methods[name] else {
                throw LocatedError("'\(type.name)' needs \(selector) to be a Layout", at: type.syntax.name)
            }
            guard methods.count == 1, let method = methods.first else {
                throw LocatedError("'\(type.name)' declares \(name) more than once", at: methods[1].name)
            }
            let labels = method.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
            guard "\(name)(\(labels))" == selector else {
                throw LocatedError("'\(type.name).\(name)' must be \(selector)", at: method.name)
            }
            if let cache = method.signature.parameterClause.parameters.last?.type,
               !["inout ()", "inout Void", "inout Cache"].contains(cache.trimmedDescription.replacingOccurrences(of: "  ", with: " ")) {
                throw LocatedError("custom layout caches are beyond LayoutLab's interpreted subset; use `cache: inout ()`",
                                   at: cache, hints: [LocatedError.customLayoutHint])
            }
        }
        for name in unsupportedMembers {
            if let method = type.methods[name]?.first {
                throw LocatedError("\(name) is beyond LayoutLab's interpreted subset of custom Layout code", at: method.name,
                                   hints: [LocatedError.customLayoutHint])
            }
            if let node = type.computedProperties[name]?.node ?? type.staticProperties[name]?.node {
                throw LocatedError("\(name) is beyond LayoutLab's interpreted subset of custom Layout code", at: node,
                                   hints: [LocatedError.customLayoutHint])
            }
        }
        for methods in type.methods.values {
            for method in methods {
                if let body = method.body {
                    let checker = SubsetChecker(viewMode: .sourceAccurate)
                    checker.walk(body)
                    if let problem = checker.problem { throw problem }
                }
            }
        }
    }

    private final class SubsetChecker: SyntaxAnyVisitor {
        var problem: LocatedError?

        static let expressions: Set<SyntaxKind> = [
            .declReferenceExpr, .memberAccessExpr, .functionCallExpr, .subscriptCallExpr, .optionalChainingExpr,
            .forceUnwrapExpr, .integerLiteralExpr, .floatLiteralExpr, .booleanLiteralExpr, .nilLiteralExpr,
            .stringLiteralExpr, .sequenceExpr, .binaryOperatorExpr, .assignmentExpr, .unresolvedTernaryExpr,
            .ternaryExpr, .unresolvedAsExpr, .asExpr, .typeExpr, .prefixOperatorExpr, .tupleExpr, .closureExpr,
            .ifExpr, .switchExpr, .arrayExpr, .infixOperatorExpr, .discardAssignmentExpr, .patternExpr,
        ]
        static let statements: Set<SyntaxKind> = [.expressionStmt, .returnStmt, .guardStmt, .forStmt, .breakStmt, .continueStmt]

        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            guard problem == nil else { return .skipChildren }
            let kind = node.kind
            let allowed: Bool
            if node.is(ExprSyntax.self) {
                allowed = Self.expressions.contains(kind)
            } else if node.is(StmtSyntax.self) {
                allowed = Self.statements.contains(kind)
            } else if node.is(DeclSyntax.self) {
                allowed = kind == .variableDecl
            } else {
                allowed = true
            }
            if !allowed {
                problem = LocatedError("custom Layout code beyond LayoutLab's interpreted subset (\(kind)) cannot be interpreted",
                                       at: node, hints: [LocatedError.customLayoutHint])
                return .skipChildren
            }
            return .visitChildren
        }
    }
}

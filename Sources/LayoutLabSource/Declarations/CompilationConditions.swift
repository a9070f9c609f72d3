import Foundation
import SwiftSyntax

/// `#if` conditions, evaluated as Xcode evaluates them for a debug build of an iPhone app:
/// `os(iOS)`, `canImport(UIKit)`, `DEBUG` and `targetEnvironment(simulator)` hold; other
/// platforms (`os(macOS)`, `os(visionOS)`, `canImport(AppKit)`) do not; `swift(>=…)` and
/// `compiler(>=…)` hold for any version (LayoutLab reads current Swift). `#available` and
/// `@available` are the newest iOS: always available.
enum CompilationConditions {
    static let platform = "iOS"
    static let importable: Set<String> = [
        "SwiftUI", "UIKit", "Foundation", "Combine", "Observation", "CoreGraphics", "Charts", "SwiftData",
        "CoreData", "MapKit", "PhotosUI", "StoreKit", "WidgetKit", "AVKit", "CoreLocation", "os", "OSLog",
        "Darwin", "Dispatch", "CoreImage", "QuartzCore", "UniformTypeIdentifiers", "AppIntents",
    ]

    static func holds(_ condition: ExprSyntax) -> Bool {
        if let literal = condition.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
        if let reference = condition.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "DEBUG" }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return !holds(prefix.expression)
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return holds(only.expression)
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            return combine(op.operator.text, holds(infix.leftOperand), holds(infix.rightOperand))
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            // `a && b || c`: && binds tighter than ||.
            var disjunction = false
            var conjunction = true
            var expectOperand = true
            for element in sequence.elements {
                if expectOperand {
                    conjunction = conjunction && holds(element)
                } else if let op = element.as(BinaryOperatorExprSyntax.self), op.operator.text == "||" {
                    disjunction = disjunction || conjunction
                    conjunction = true
                }
                expectOperand.toggle()
            }
            return disjunction || conjunction
        }
        if let call = condition.as(FunctionCallExprSyntax.self),
           let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            let argument = call.arguments.first?.expression.trimmedDescription ?? ""
            switch name {
            case "os": return argument == platform
            case "canImport": return importable.contains(argument)
            case "targetEnvironment": return argument == "simulator"
            case "arch": return argument == "arm64"
            case "swift", "compiler": return true
            case "hasFeature", "hasAttribute": return true
            default: return false
            }
        }
        return false
    }

    private static func combine(_ op: String, _ a: Bool, _ b: Bool) -> Bool {
        op == "||" ? a || b : a && b
    }

    /// The clause of an `#if … #elseif … #else … #endif` that is compiled, if any.
    static func activeClause(of decl: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        decl.clauses.first { clause in clause.condition.map(holds) ?? true }
    }
}

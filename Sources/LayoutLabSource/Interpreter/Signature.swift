import Foundation
import SwiftSyntax

/// One parameter of a view, modifier or function the interpreter can call.
struct Parameter {
    /// The argument label; nil for `_`.
    let label: String?
    /// How a builder asks for the argument.
    let name: String
    /// The Swift type, for messages (`CGFloat?`, `Alignment`, `() -> some View`).
    let typeText: String
    let hasDefault: Bool
    /// A closure parameter: a trailing closure may fill it.
    let isClosure: Bool

    /// Numeric literals in the argument become CGFloat/Double when the parameter wants one.
    var hint: NumberHint {
        let floating = ["CGFloat", "Double", "Float", "CGSize", "CGPoint", "CGRect", "ProposedViewSize", "EdgeInsets"]
        return floating.contains { typeText.hasPrefix($0) } ? .floating : .none
    }
}

/// A parameter list, written the way Swift documents it.
struct Signature {
    let name: String
    let parameters: [Parameter]

    /// `frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)`.
    var declaration: String {
        "\(name)(" + parameters.map { parameter in
            (parameter.label ?? "_") + ": " + parameter.typeText + (parameter.hasDefault ? " = …" : "")
        }.joined(separator: ", ") + ")"
    }
}

/// Shorthands for writing the builtin tables.
enum P {
    /// A required parameter; `name` defaults to the label (or "value" for `_`).
    static func required(_ label: String?, _ type: String, name: String? = nil) -> Parameter {
        Parameter(label: label, name: name ?? label ?? "value", typeText: type, hasDefault: false, isClosure: false)
    }

    static func optional(_ label: String?, _ type: String, name: String? = nil) -> Parameter {
        Parameter(label: label, name: name ?? label ?? "value", typeText: type, hasDefault: true, isClosure: false)
    }

    /// A closure: view content (`@ViewBuilder content: () -> V`) or an action.
    static func closure(_ label: String?, _ type: String = "() -> some View", name: String? = nil, hasDefault: Bool = false) -> Parameter {
        Parameter(label: label, name: name ?? label ?? "content", typeText: type, hasDefault: hasDefault, isClosure: true)
    }
}

/// An argument as the matcher sees it.
protocol MatchableArgument {
    var label: String? { get }
    /// The first trailing closure, written without a label.
    var isUnlabeledTrailingClosure: Bool { get }
}

/// An argument as written at a call site.
struct SyntaxArgument: MatchableArgument {
    let label: String?
    let expression: ExprSyntax
    let isUnlabeledTrailingClosure: Bool
    /// The whole argument, label included, for messages.
    let node: Syntax

    /// The arguments of a call, trailing closures last.
    static func of(
        arguments: LabeledExprListSyntax, trailingClosure: ClosureExprSyntax?,
        additionalTrailingClosures: MultipleTrailingClosureElementListSyntax
    ) -> [SyntaxArgument] {
        var result = arguments.map { argument in
            SyntaxArgument(label: argument.label?.text, expression: argument.expression,
                           isUnlabeledTrailingClosure: false, node: Syntax(argument))
        }
        if let trailingClosure {
            result.append(SyntaxArgument(label: nil, expression: ExprSyntax(trailingClosure),
                                         isUnlabeledTrailingClosure: true, node: Syntax(trailingClosure)))
        }
        for element in additionalTrailingClosures {
            result.append(SyntaxArgument(label: element.label.text, expression: ExprSyntax(element.closure),
                                         isUnlabeledTrailingClosure: false, node: Syntax(element)))
        }
        return result
    }
}

extension EvaluatedArgument: MatchableArgument {
    var isUnlabeledTrailingClosure: Bool { false }
}

enum ArgumentMatcher {
    /// Which argument fills which parameter, by Swift's rules: labels in order, defaulted
    /// parameters may be skipped, the unlabeled trailing closure fills the next closure
    /// parameter. Nil when the arguments do not fit.
    static func match(_ arguments: [some MatchableArgument], to parameters: [Parameter]) -> [String: Int]? {
        var result: [String: Int] = [:]
        var next = 0
        for parameter in parameters {
            guard next < arguments.count else {
                if parameter.hasDefault { continue }
                return nil
            }
            let argument = arguments[next]
            if argument.isUnlabeledTrailingClosure {
                if parameter.isClosure {
                    result[parameter.name] = next
                    next += 1
                } else if !parameter.hasDefault {
                    return nil
                }
                continue
            }
            if argument.label == parameter.label {
                result[parameter.name] = next
                next += 1
            } else if !parameter.hasDefault {
                return nil
            }
        }
        return next == arguments.count ? result : nil
    }

    /// Why no signature fits, with the closest spellings.
    static func mismatch(
        _ arguments: [SyntaxArgument], signatures: [Signature], callName: String, at node: some SyntaxProtocol
    ) -> LocatedError {
        let written = "(" + arguments.map { $0.isUnlabeledTrailingClosure ? "{…}" : "\($0.label ?? "_"):" }.joined() + ")"
        var hints: [String] = []
        let knownLabels = Set(signatures.flatMap { $0.parameters.compactMap(\.label) })
        var badNode: Syntax = Syntax(node)
        for argument in arguments {
            guard let label = argument.label, !knownLabels.contains(label) else { continue }
            badNode = argument.node
            if let suggestion = Suggestions.closest(to: label, in: knownLabels) {
                hints.append("did you mean '\(suggestion):' instead of '\(label):'?")
            }
            break
        }
        let candidates = signatures.map(\.declaration)
        hints.append(candidates.count == 1
                     ? "\(callName) is \(candidates[0])"
                     : "\(callName) accepts:\n      " + candidates.joined(separator: "\n      "))
        return LocatedError("no '\(callName)' accepts the arguments \(written)", at: badNode, hints: hints)
    }
}

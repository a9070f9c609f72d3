import Foundation
@_spi(Interpreter) import LayoutLab
import SwiftSyntax

extension Interpreter {
    /// `view.name(…)`: a modifier of that kind of view (`Text.bold()`), a View extension from
    /// the file, or a modifier from the catalog: modelled (applied), accepted (recorded), or
    /// layout LayoutLab does not model (an error; `--lenient` skips it with a warning).
    func applyModifier(
        _ view: ViewValue, _ name: String, _ arguments: [SyntaxArgument], call: Syntax, nameNode: Syntax, _ scope: Scope
    ) throws -> ViewValue {
        let source = view.source
        // Why the kind's own modifier did not take the arguments, if it has one by this name.
        var kindError: (any Error)?
        if let bridge = ViewBridges.bridge(of: view), let methods = bridge.methods[name] {
            var receiver = Value.view(view)
            do {
                var modified = try viewValue(try callBridged(methods, on: &receiver, arguments, callName: name, call: call, scope), at: call)
                modified.source = source
                return modified
            } catch {
                kindError = error
            }
        }
        if let methods = extensionMethods(named: name, for: .view(view)) {
            let result = try callDeclared(methods, arguments, call: call, callerScope: scope,
                                          selfContext: SelfContext(type: nil, instance: VariableBox(.view(view), isMutable: false)),
                                          definitionScope: globalScope)
            return try viewValue(result, at: call)
        }
        // A SwiftUI modifier newer than the release the run models is refused, as the compiler would.
        if let unavailable = APIAvailability.unavailability(of: name, on: environment.values.platform) {
            throw LocatedError(unavailable, at: nameNode)
        }
        switch ModifierCatalog.kind(of: name) {
        case let .layout(overloads)?:
            let (index, bound) = try bind(arguments, to: overloads.map(\.parameters), callName: name, call: call, scope: scope)
            var modified = try overloads[index].apply(view, bound)
            modified.source = position(of: nameNode)
            return modified
        case .accepted?:
            let description = try describeArguments(arguments, scope)
            var modified = ViewValue.deferred { try self.anyView(view)._attribute(name, description) }
            modified.source = position(of: nameNode)
            return modified
        case let .unmodelled(reason)?:
            return try unmodelledModifier(name, reason: reason, view, at: nameNode)
        case nil:
            break
        }
        if let kindError { throw kindError }
        if let owner = ViewBridges.owner(ofModifier: name) {
            throw LocatedError("'\(name)' is a modifier of \(owner), not of \(view.typeName)", at: nameNode,
                               hints: ["apply .\(name) directly to the \(owner) before other modifiers"])
        }
        let candidates = ModifierCatalog.names + (program.extensions["View"]?.methods.keys.map { $0 } ?? [])
        if options.lenient {
            warn(LocatedError("unknown modifier '\(name)' skipped (--lenient treats it as drawing-only)", at: nameNode,
                              hints: Suggestions.hint(for: name, in: candidates)))
            return view
        }
        throw LocatedError("'\(name)' is not a modifier LayoutLab models", at: nameNode,
                           hints: Suggestions.hint(for: name, in: candidates) + [
                            "a modifier from elsewhere in your project must be pasted into the file too; "
                                + "if it only changes drawing, --lenient skips it with a warning",
                           ])
    }

    /// A modifier, or a use of one, that changes layout in ways LayoutLab does not model: an
    /// error, or with `--lenient` a warning and the view unchanged.
    func unmodelledModifier(_ name: String, message: String? = nil, reason: String, _ view: ViewValue, at node: Syntax) throws -> ViewValue {
        if options.lenient {
            warn(LocatedError("'\(name)' changes layout in ways LayoutLab does not model (\(reason)); --lenient skips it", at: node))
            return view
        }
        throw LocatedError(message ?? "'\(name)' is not a modifier LayoutLab models", at: node, hints: [
            "'\(name)' changes layout (\(reason)) in ways LayoutLab does not model yet, so it cannot be skipped silently; "
                + "--lenient skips it with a warning",
        ])
    }

    /// An accepted modifier's arguments as its attribute shows them: values as Swift prints
    /// them, closures as `{…}` (never run), anything that cannot be evaluated as written.
    private func describeArguments(_ arguments: [SyntaxArgument], _ scope: Scope) throws -> String {
        try arguments.map { argument in
            let label = argument.label.map { "\($0): " } ?? ""
            if argument.expression.is(ClosureExprSyntax.self) { return label + "{…}" }
            do {
                return label + Formatting.describe(try eval(argument.expression, scope), self)
            } catch let error as LocatedError where !isBudgetError(error) {
                return label + argument.expression.trimmedDescription
            }
        }.joined(separator: ", ")
    }

    private func isBudgetError(_ error: LocatedError) -> Bool {
        error.message.contains("nests too deeply") || error.message.contains("steps")
    }
}

import Foundation
import LayoutLab
import SwiftSyntax

extension Interpreter {
    /// `view.name(…)`: a modifier of that kind of view, a View extension from the file, or a
    /// builtin modifier. Unknown modifiers are errors; with `--lenient`, those not known to
    /// change layout are skipped with a warning.
    func applyModifier(
        _ view: ViewValue, _ name: String, _ arguments: [SyntaxArgument], call: some SyntaxProtocol, nameNode: Syntax,
        _ scope: Scope
    ) throws -> ViewValue {
        let specific = SpecificModifiers.table(for: view.content)[name] ?? []
        for (index, entry) in specific.enumerated() where ArgumentMatcher.match(arguments, to: entry.signature.parameters) != nil {
            let (_, bound) = try bind(arguments, to: [specific[index].signature], callName: name, call: call, scope: scope)
            return ViewValue(try entry.apply(view, bound), source: view.source)
        }
        if let methods = program.viewExtensionMethods[name] {
            let result = try callFunction(methods, arguments, call: call, callerScope: scope, instance: nil, selfView: view)
            return try viewValue(result, at: call)
        }
        if let entries = ModifierTable.all[name] {
            let (index, bound) = try bind(arguments, to: specific.map(\.signature) + entries.map(\.signature),
                                          callName: name, call: call, scope: scope)
            let entry = index < specific.count ? specific[index] : entries[index - specific.count]
            return ViewValue(try entry.apply(view, bound), source: position(of: nameNode))
        }
        if !specific.isEmpty {
            let (index, bound) = try bind(arguments, to: specific.map(\.signature), callName: name, call: call, scope: scope)
            return ViewValue(try specific[index].apply(view, bound), source: view.source)
        }
        if let owner = SpecificModifiers.owner(of: name) {
            throw LocatedError("'\(name)' is a modifier of \(owner), not of \(view.typeName)", at: nameNode,
                               hints: ["apply .\(name) directly to the \(owner) before other modifiers"])
        }
        let candidates = Array(ModifierTable.all.keys) + program.viewExtensionMethods.keys
        if options.lenient && !ModifierTable.unmodelledLayout.contains(name) {
            warn(LocatedError("unknown modifier '\(name)' skipped (--lenient treats it as drawing-only)", at: nameNode,
                              hints: Suggestions.hint(for: name, in: candidates)))
            return view
        }
        var hints = Suggestions.hint(for: name, in: candidates)
        if ModifierTable.unmodelledLayout.contains(name) {
            hints.append("'\(name)' changes layout in ways LayoutLab does not model, so it cannot be skipped")
        } else {
            hints.append("if it only changes drawing, --lenient skips it with a warning")
        }
        throw LocatedError("'\(name)' is not a modifier LayoutLab models", at: nameNode, hints: hints)
    }
}

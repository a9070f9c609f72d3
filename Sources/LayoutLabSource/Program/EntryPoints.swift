import Foundation
import LayoutLab
import SwiftSyntax

/// Which view of a file to lay out, as Xcode's preview canvas finds it: a `#Preview` (the first
/// of several), a `PreviewProvider`'s `previews` (the first of a `Group`), a view named
/// `ContentView`, or the only view whose body no other view uses. `--root` names a view, a
/// preview (`#Preview("Long")`), or a provider. A file of top-level statements (a script, as the
/// seed articles' fragments are) shows the views they make.
struct EntryPoints {
    let program: SourceProgram
    let interpreter: Interpreter

    struct Entry {
        let name: String
        let view: ViewValue
        let node: Syntax
        let preview: PreviewRequest?
    }

    private var declarations: ProgramDeclarations { program.declarations }

    func root(named requested: String?) throws -> Entry {
        if let requested { return try named(requested) }
        if !declarations.topLevelStatements.isEmpty {
            var views: [ViewValue] = []
            _ = try interpreter.runBlock(declarations.scriptItems, interpreter.globalScope, views: &views, builder: true)
            if !views.isEmpty {
                return Entry(name: "top-level view", view: ViewValue(.list(views), source: nil),
                             node: Syntax(declarations.topLevelStatements[0]), preview: nil)
            }
        }
        if let preview = declarations.previews.first { return try entry(for: preview) }
        if let provider = providers.first { return try entry(for: provider) }
        if let contentView = declarations.types["ContentView"], isOwn(contentView), isView(contentView) { return try entry(for: contentView) }
        let unused = unusedViews
        if unused.count == 1 { return try entry(for: unused[0]) }
        if let body = declarations.globalComputed["body"] {
            let value = try interpreter.computedValue(body, selfContext: nil, at: body.node)
            return Entry(name: "body", view: try interpreter.viewValue(value, at: body.node), node: body.node, preview: nil)
        }
        guard unused.isEmpty else {
            throw LocatedError("the file has \(unused.count) views and no preview, so which to lay out is ambiguous", at: unused[0].nameNode,
                               hints: ["name one with --root NAME", "candidates: " + candidates.joined(separator: ", ")])
        }
        if let layout = declarations.allTypes.first(where: { interpreter.conforms($0, to: "Layout") }) {
            throw LocatedError("the file declares the Layout '\(layout.name)' but no view to lay it out in", at: layout.nameNode, hints: [
                "add a preview that uses it: #Preview { \(layout.name) { Text(\"A\"); Text(\"B\") } }",
            ])
        }
        throw LocatedError("the file contains no view to lay out", at: program.tree.endOfFileToken, hints: [
            "write a view expression, `struct ContentView: View { var body: some View { … } }` or `#Preview { … }`",
            "or name the view to lay out with --root NAME",
        ] + (candidates.isEmpty ? [] : ["candidates: " + candidates.joined(separator: ", ")]))
    }

    private func named(_ requested: String) throws -> Entry {
        let title = requested.hasPrefix("#Preview(") ? String(requested.dropFirst(9).dropLast()).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) : requested
        if requested == "#Preview" || requested == "Preview", let preview = declarations.previews.first { return try entry(for: preview) }
        if let preview = declarations.previews.first(where: { $0.name == title }) { return try entry(for: preview) }
        if let type = declarations.types[requested] {
            if isProvider(type) { return try entry(for: type) }
            return try entry(for: type)
        }
        if let property = declarations.globalComputed[requested] {
            let value = try interpreter.computedValue(property, selfContext: nil, at: property.node)
            return Entry(name: requested, view: try interpreter.viewValue(value, at: property.node), node: property.node, preview: nil)
        }
        if let function = declarations.functions[requested]?.first {
            let value = try interpreter.invoke(Function(.declared(function, interpreter.globalScope)), [], at: function.syntax.name)
            return Entry(name: requested, view: try interpreter.viewValue(value, at: function.syntax.name), node: Syntax(function.syntax.name), preview: nil)
        }
        let names = candidateNames
        throw OptionError(message: "--root \(requested): the file declares no view or preview named '\(requested)'",
                          hints: Suggestions.hint(for: requested, in: names)
                            + (names.isEmpty ? ["the file declares no view"] : ["candidates: " + candidates.joined(separator: ", ")]))
    }

    // MARK: Candidates

    private func isView(_ type: TypeDeclaration) -> Bool { interpreter.conforms(type, to: "View") }
    private func isProvider(_ type: TypeDeclaration) -> Bool { interpreter.conforms(type, to: "PreviewProvider") }

    /// Whether the run's own file declares the type: the module's other views are not
    /// candidates for the root, as a preview shows the file it is in.
    private func isOwn(_ type: TypeDeclaration) -> Bool { type.nameNode.root == Syntax(program.tree) }

    private var ownTypes: [TypeDeclaration] { declarations.allTypes.filter(isOwn) }

    private var providers: [TypeDeclaration] { ownTypes.filter { $0.parent == nil && isProvider($0) } }

    private var views: [TypeDeclaration] { ownTypes.filter { isView($0) && !isProvider($0) } }

    /// The views no other view's code names.
    private var unusedViews: [TypeDeclaration] {
        let allViews = views
        var used: Set<String> = []
        for view in allViews {
            guard let syntax = view.nameNode.parent else { continue }
            used.formUnion(names(in: syntax).subtracting([view.name]))
        }
        return allViews.filter { !used.contains($0.name) }
    }

    private func line(of node: some SyntaxProtocol) -> Int {
        interpreter.position(of: node)?.line ?? 0
    }

    /// Every view and preview, with its line, for messages.
    private var candidates: [String] {
        declarations.previews.map { ($0.name.map { "#Preview(\"\($0)\")" } ?? "#Preview") + " (line \(line(of: $0.node)))" }
            + providers.map { "\($0.name) (line \(line(of: $0.nameNode)))" }
            + views.filter { $0.parent == nil }.map { "\($0.name) (line \(line(of: $0.nameNode)))" }
    }

    private var candidateNames: [String] {
        declarations.previews.compactMap(\.name) + providers.map(\.name) + views.map(\.name) + declarations.globalComputed.keys
    }

    // MARK: Entries

    private func entry(for preview: PreviewDeclaration) throws -> Entry {
        let closure = Function(.closure(preview.body, interpreter.globalScope), isViewBuilder: true)
        var view = try interpreter.viewValue(try interpreter.invoke(closure, [], at: preview.body), at: preview.body)
        // `#Preview(traits: .landscapeLeft, .sizeThatFitsLayout)`: outside the view's own settings.
        var isTrait = false
        for argument in preview.arguments ?? [] {
            if let label = argument.label?.text { isTrait = label == "traits" }
            guard isTrait else { continue }
            if let call = argument.expression.as(FunctionCallExprSyntax.self),
               let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
               member.declName.baseName.text == "modifier", let modifier = call.arguments.first?.expression {
                view = try interpreter.applyingPreviewModifier(modifier, to: view)
                continue
            }
            let value = try interpreter.eval(argument.expression, interpreter.globalScope, expected: .builtin(PreviewValues.trait))
            let trait = try interpreter.coerce(value, to: .builtin(PreviewValues.trait), in: interpreter.globalScope, at: argument.expression)
            if let setting = PreviewSetting.extract(trait) { view = view.previewing(setting.apply) }
        }
        return Entry(name: preview.name.map { "#Preview(\"\($0)\")" } ?? "#Preview", view: view, node: preview.node, preview: view.preview)
    }

    private func entry(for type: TypeDeclaration) throws -> Entry {
        if isProvider(type) {
            guard let value = try interpreter.staticProperty("previews", of: type, at: type.nameNode) else {
                throw LocatedError("'\(type.name)' needs static var previews: some View", at: type.nameNode)
            }
            // A Group of previews shows its first.
            let first = try interpreter.viewValue(value, at: type.nameNode).flattened.first ?? .empty
            return Entry(name: type.name, view: first, node: type.nameNode, preview: first.preview)
        }
        guard isView(type) else {
            throw LocatedError("'\(type.name)' is not a View and cannot be the root", at: type.nameNode,
                               hints: interpreter.conforms(type, to: "Layout") ? ["a Layout needs content: use it inside a view, `\(type.name) { … }`"] : [])
        }
        if interpreter.missingArguments(of: type).isEmpty == false {
            if let preview = modulePreview(constructing: type) { return try entry(for: preview) }
            if let provider = moduleProvider(constructing: type) { return try entry(for: provider) }
        }
        return Entry(name: type.name, view: try interpreter.rootInstance(of: type), node: type.nameNode, preview: nil)
    }

    /// The first `#Preview` of the module's other files that names the type, as Xcode's canvas
    /// shows a view with required parameters from a preview elsewhere in its module.
    private func modulePreview(constructing type: TypeDeclaration) -> PreviewDeclaration? {
        declarations.modulePreviews.first { names(in: $0.body).contains(type.name) }
    }

    /// Else the first `PreviewProvider` of the module's other files that names the type.
    private func moduleProvider(constructing type: TypeDeclaration) -> TypeDeclaration? {
        declarations.allTypes.first { provider in
            guard !isOwn(provider), provider.parent == nil, isProvider(provider), let syntax = provider.nameNode.parent else { return false }
            return names(in: syntax).contains(type.name)
        }
    }

    private func names(in syntax: some SyntaxProtocol) -> Set<String> {
        let names = NameCollector(viewMode: .sourceAccurate)
        names.walk(syntax)
        return names.names
    }
}

/// The names a piece of code refers to (calls, types), to find which views use which.
private final class NameCollector: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.baseName.text)
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }
}

extension Interpreter {
    /// The memberwise parameters without a default that `--param` does not set: what a view
    /// laid out on its own lacks.
    func missingArguments(of type: TypeDeclaration) -> [String] {
        guard type.initializers.isEmpty else { return [] }
        return memberwiseParameters(of: type).filter { !$0.hasDefault && overrides[$0.name] == nil }.map(\.name)
    }

    /// A view laid out on its own: its initialiser without arguments, `--param` values for its
    /// properties.
    func rootInstance(of type: TypeDeclaration) throws -> ViewValue {
        if let problem = type.unsupportedMembers.first { throw problem }
        let value: Value
        if type.initializers.isEmpty {
            let missing = missingArguments(of: type)
            if !missing.isEmpty {
                let quoted = missing.map { "'\($0)'" }.joined(separator: ", ")
                throw LocatedError("'\(type.name)' needs a value for \(quoted) to be laid out on its own", at: type.nameNode, hints: [
                    "write a preview that creates it: #Preview { \(type.name)(\(missing.map { "\($0): …" }.joined(separator: ", "))) }, "
                        + "or set \(missing.count == 1 ? "it" : "them") with " + missing.map { "--param \($0)=…" }.joined(separator: " "),
                ])
            }
            let arguments = Arguments(self, values: [:], call: type.nameNode, callName: type.name, scope: globalScope)
            value = try memberwiseInstance(of: type, arguments, isRoot: true)
        } else {
            value = try instantiate(type, [], call: type.nameNode, globalScope)
        }
        return try viewValue(value, at: type.nameNode)
    }
}

extension Interpreter {
    /// `base` with what the preview asks for, where `choosing` lets it choose: a device of the
    /// line-up (another name is a warning), its orientation, the root's proposal.
    func configuration(_ base: LayoutConfiguration, preview: PreviewRequest?, choosing: PreviewSettings) -> LayoutConfiguration {
        guard let preview else { return base }
        var configuration = base
        if choosing.contains(.device) {
            if let name = preview.deviceName {
                if let device = Device.named(name) {
                    configuration.device = device
                } else {
                    let nearest = Device.suggestions(for: name)
                    warn(LocatedError("the preview's device '\(name)' is not one LayoutLab knows; it is laid out on \(base.device.name)",
                                      hints: [nearest.isEmpty ? "devices: " + Device.all.map(\.name).joined(separator: ", ")
                                                              : "nearest: " + nearest.joined(separator: ", ")]))
                }
            }
            switch preview.orientation {
            case .landscape?: configuration.device = configuration.device.landscape
            case .portrait?: configuration.device = configuration.device.portrait
            case nil: break
            }
        }
        if choosing.contains(.proposal), let proposal = preview.rootProposal { configuration.rootProposal = proposal }
        return configuration
    }
}

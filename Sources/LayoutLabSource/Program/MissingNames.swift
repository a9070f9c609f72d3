import SwiftSyntax

/// Every type name a file uses that neither its module declares nor LayoutLab models (issue 31:
/// every missing name in one pass). When a run stops at an unknown name, the others are listed
/// with it, once each at their first use, so a user pastes or stubs them all at once rather than
/// one per run. The check is by name only: a name listed here is one the interpreter will not
/// find when it gets there.
struct MissingNames {
    let declarations: ProgramDeclarations

    /// The interpreter's message for a capitalised name it cannot resolve.
    static func unknownTypeMessage(_ name: String) -> String { "'\(name)' is not a view or type LayoutLab models" }

    /// After `error`, when it is an unknown type name: the file's other unknown type names, one
    /// error each.
    func others(after error: LocatedError, in tree: SourceFileSyntax) -> [LocatedError] {
        let unknown = uses(in: tree)
        guard let first = unknown.first(where: { Self.unknownTypeMessage($0.name) == error.message }) else { return [] }
        return unknown.filter { $0.name != first.name }.map {
            LocatedError("'\($0.name)' is not declared in the module either", at: $0.node)
        }
    }

    /// The unknown type names of `tree`, each at its first use, in source order.
    func uses(in tree: SourceFileSyntax) -> [(name: String, node: Syntax)] {
        let finder = UppercaseNames(viewMode: .sourceAccurate)
        finder.walk(tree)
        let known = knownNames
        var seen: Set<String> = []
        return finder.uses.filter { !known.contains($0.name) && Bridges.named($0.name) == nil && seen.insert($0.name).inserted }
    }

    /// What the file and its module declare, at any depth, and the protocols Swift and
    /// SwiftUI give every file.
    private var knownNames: Set<String> {
        var names = Interpreter.frameworkProtocols.union(["Self", "Any", "AnyObject", "Never", "Void"])
        names.formUnion(declarations.types.keys)
        names.formUnion(declarations.typeAliases.keys)
        names.formUnion(declarations.extensions.keys)
        for type in declarations.allTypes {
            names.insert(type.name)
            names.formUnion(type.genericParameters.keys)
        }
        return names
    }
}

/// Capitalised names used as a variable's type, called, or as the base of a member
/// (`Theme.spacing`).
private final class UppercaseNames: SyntaxVisitor {
    var uses: [(name: String, node: Syntax)] = []
    /// Generic parameters of functions and types declared in the file.
    private var generic: Set<String> = []

    override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
        generic.insert(node.name.text)
        return .visitChildren
    }

    /// A type written in a variable's annotation (`let posts: [Post]`), however nested in
    /// arrays, optionals and generic arguments; attributes, extended types and parameters'
    /// types are left out, since the interpreter does not resolve them by name.
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        var ancestor = node.parent
        while let current = ancestor, !current.is(TypeAnnotationSyntax.self) {
            guard current.is(TypeSyntax.self) || current.is(GenericArgumentSyntax.self) || current.is(GenericArgumentListSyntax.self)
                    || current.is(GenericArgumentClauseSyntax.self) || current.is(ArrayElementListSyntax.self) else { return .visitChildren }
            ancestor = current.parent
        }
        if ancestor?.parent?.is(PatternBindingSyntax.self) == true { add(node.name.text, node) }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let parent = node.parent
        if parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
            || parent?.as(MemberAccessExprSyntax.self)?.base?.id == node.id {
            add(node.baseName.text, node)
        }
        return .visitChildren
    }

    private func add(_ name: String, _ node: some SyntaxProtocol) {
        guard name.first?.isUppercase == true, !generic.contains(name) else { return }
        uses.append((name, Syntax(node)))
    }
}

import Foundation
import SwiftSyntax

/// A callable value: a closure literal, a function or method declared in the file, or a
/// function LayoutLab provides (`max`, `Text.init`, a bridged method bound to its receiver).
final class Function {
    enum Kind {
        /// `{ a, b in … }` with the scope it captured.
        case closure(ClosureExprSyntax, Scope)
        /// A `func` from the file (top-level, nested in a body, or a member bound to `self`).
        case declared(FunctionDeclaration, Scope)
        /// Provided by LayoutLab; takes its arguments already evaluated.
        case builtin(name: String, parameters: [Parameter]?, call: ([Value], Syntax) throws -> Value)
    }

    let kind: Kind
    /// Whether calling it builds views (`@ViewBuilder` closures and functions).
    let isViewBuilder: Bool
    /// A function type's parameters and result.
    typealias Signature = (parameters: [TypeRef], result: TypeRef)

    /// The function type a closure was given as (`let half: (CGFloat) -> CGFloat = { $0 / 2 }`):
    /// Swift types its parameters and result from it, so `half(5)` is 2.5, not 2.
    let contextualType: Signature?

    init(_ kind: Kind, isViewBuilder: Bool = false, contextualType: Signature? = nil) {
        self.kind = kind
        self.isViewBuilder = isViewBuilder
        self.contextualType = contextualType
    }

    /// A copy that builds views when called (a closure bound to a `@ViewBuilder` parameter).
    func asViewBuilder() -> Function {
        isViewBuilder ? self : Function(kind, isViewBuilder: true, contextualType: contextualType)
    }

    /// A closure given as a value of a function type, which types what it leaves untyped.
    func given(as parameters: [TypeRef], result: TypeRef) -> Function {
        guard case .closure = kind else { return self }
        return Function(kind, isViewBuilder: isViewBuilder, contextualType: (parameters, result))
    }

    var name: String {
        switch kind {
        case .closure: "closure"
        case let .declared(declaration, _): declaration.name
        case let .builtin(name, _, _): name
        }
    }
}

/// A `func` as the collector keeps it.
struct FunctionDeclaration {
    let name: String
    let syntax: FunctionDeclSyntax
    let isStatic: Bool
    let isMutating: Bool
    let isViewBuilder: Bool
    /// The type it is a member of (nil for top-level and local functions, and for extensions
    /// of bridged types).
    weak var owner: TypeDeclaration?

    var signature: FunctionSignatureSyntax { syntax.signature }
    var body: CodeBlockSyntax? { syntax.body }
    var resultType: TypeRef { TypeRef(syntax.signature.returnClause?.type, viewBuilder: isViewBuilder) }
}

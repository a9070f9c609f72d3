import Foundation
@_spi(Interpreter) import LayoutLab
import SwiftSyntax

// A ForEach that is the whole content of a List, a lazy stack or a lazy grid builds its rows
// when the container asks for them (the engine's LazyElements.swift), as SwiftUI does: a
// `List { ForEach(0..<100_000) { i in Text("Row \(i)") } }` evaluates the ~18 rows it shows,
// not 100,000. SwiftUI counts rows without building them when the content's type says each
// element is a constant number of views; LayoutLab's equivalent, read from the source, is an
// element closure whose body is one view expression (a view type's initialiser with any
// modifiers, or a view struct of the file whose body is one such expression). Anything else
// (an `if`, a Group, a Section, a function returning views) builds every element first, as
// SwiftUI does for content whose count is not constant. Budgets apply to what is evaluated.

/// One ForEach: its data, evaluated now, and its element views, evaluated when asked for.
struct ForEachRows {
    let interpreter: Interpreter
    let elements: [Value]
    let content: Function
    let path: KeyPathValue?
    let node: Syntax
    let scope: Scope

    /// `content` names the element closure: ForEach's `content:`, List's `rowContent:`.
    init?(_ a: Arguments, content contentName: String = "content") throws {
        guard let data = a.value("data"), let content = a.function(contentName) else { return nil }
        interpreter = a.interpreter
        node = a.node(contentName)
        scope = a.scope
        self.content = content
        if case let .binding(binding) = data {
            // `ForEach($items) { $item in … }`: each element as a binding.
            let items = try interpreter.elements(of: try interpreter.read(binding.place, at: node, a.scope), at: a.node("data"))
            elements = items.indices.map { .binding(BindingValue(place: .element(binding.place, [.int($0)], index: nil))) }
        } else {
            elements = try interpreter.elements(of: data, at: a.node("data"))
        }
        try interpreter.checkElements(elements.count, at: a.node("data"))
        if case let .keyPath(keyPath)? = a.value("id") { path = keyPath } else { path = nil }
    }

    /// The views of element `index`, identified by its id (`id:`, else `Identifiable`'s, else
    /// the element).
    func view(_ index: Int) throws -> ViewValue {
        let element = elements[index]
        let view = try interpreter.viewValue(try interpreter.invoke(content.asViewBuilder(), [element], at: node), at: node)
        guard let id = interpreter.identity(of: element, path: path, at: node, scope) else { return view }
        return interpreter.identified(view, id: id)
    }

    /// Whether each element is one view, as the element closure is written.
    var isOneViewPerElement: Bool {
        guard case let .closure(closure, _) = content.kind else { return false }
        return interpreter.isOneView(closure.statements)
    }

    /// The elements built by the engine when it asks, in the environment of where the
    /// container is used; an error is reported after the layout.
    func lazyContent() -> _LazyContent {
        let interpreter = interpreter, environment = interpreter.environment
        return _LazyContent(count: elements.count) { index in
            interpreter.duringLayout(AnyView(EmptyView())) {
                try interpreter.withEnvironment({ $0 = environment }) { try interpreter.anyView(try view(index)) }
            }
        }
    }
}

extension Interpreter {
    /// Whether `statements` (a closure's or a body's) are one view expression (see above).
    func isOneView(_ statements: CodeBlockItemListSyntax, depth: Int = 0) -> Bool {
        guard depth < 8, statements.count == 1, let item = statements.first?.item else { return false }
        let expression: ExprSyntax
        if let expr = item.as(ExprSyntax.self) {
            expression = expr
        } else if let returned = item.as(ReturnStmtSyntax.self)?.expression {
            expression = returned
        } else {
            return false
        }
        return isOneView(expression, depth: depth)
    }

    private func isOneView(_ expression: ExprSyntax, depth: Int) -> Bool {
        var current = expression
        // Modifiers keep one view one view: walk down `.padding().frame(…)` to the view.
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                    current = base
                    continue
                }
                guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
                return isOneViewType(name, depth: depth)
            }
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                // `Color.red`, `Text("a").bold` is not Swift; a static member of a view type is one view.
                if let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, member.declName.argumentNames == nil {
                    return ["Color", "Rectangle", "Circle", "Capsule", "Ellipse"].contains(type)
                }
                current = base
                continue
            }
            return false
        }
    }

    /// A type whose initialiser makes one view: a view LayoutLab models other than those that
    /// make a list of views, or a view struct of the file whose body is one view expression.
    private func isOneViewType(_ name: String, depth: Int) -> Bool {
        if let type = program.types[name] {
            guard conforms(type, to: "View"), let body = computedProperty(named: "body", of: type) else { return false }
            return isOneView(body.getter, depth: depth + 1)
        }
        return Self.oneViewTypes.contains(name)
    }

    private static let oneViewTypes = Set(Bridges.viewNames).subtracting(["ForEach", "Group", "Section", "TupleView", "EmptyView", "AnyView"])
}

extension Arguments {
    /// A lazy container's content: a ForEach written as the whole content, one view per
    /// element, built as the container asks; anything else built now.
    func lazyContent(_ name: String) throws -> _LazyContent {
        guard let function = function(name), case let .closure(closure, _) = function.kind,
              closure.signature == nil, closure.statements.count == 1,
              let call = closure.statements.first?.item.as(FunctionCallExprSyntax.self),
              call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ForEach"
        else { return _LazyContent(try contentView(name)) }
        let (value, rows) = try interpreter.run.lazyRows.collecting { try interpreter.invoke(function.asViewBuilder(), [], at: node(name)) }
        if let rows { return rows.lazyContent() }
        return _LazyContent(try interpreter.anyView(try interpreter.viewValue(value, at: node(name))))
    }
}

import Foundation
import LayoutLab
import SwiftSyntax

// SwiftData and Core Data around a view. `@Model` classes are the file's classes (their stored
// properties with their defaults; `@Attribute`, `@Relationship` and `@Transient` change
// nothing a layout reads); `@Environment(\.modelContext)` and `ModelContainer` are inert
// (Standard/Foundation.swift), so `insert` and `delete` do nothing; `.modelContainer(…)` is an
// accepted modifier. A query's results come from a store LayoutLab does not run: they are
// empty, said once per property.

extension Interpreter {
    /// What `@Query var items: [Item]` (or `@FetchRequest`, `@SectionedFetchRequest`) holds: no
    /// results. UNCERTAIN by design: a preview container's inserted sample objects
    /// (`#Preview(traits: .modifier(SampleData()))`, `.modelContainer(for:inMemory:)` with
    /// inserts) are not read, since that needs the store's fetch, filter and sort semantics.
    func queryResults(_ wrapper: String, for property: StoredProperty) -> Value {
        let framework = wrapper == "Query" ? "SwiftData" : "Core Data"
        warn(LocatedError(
            "@\(wrapper) var \(property.name) is laid out with no results: LayoutLab does not run \(framework)'s store",
            at: property.node, hints: [
                "a preview container's sample objects are not read; to lay out rows, pass sample values to a view that takes them as a parameter",
            ]))
        return .array([])
    }
}

enum SwiftDataBridges {
    /// `_items = Query(filter: …, sort: …)` in an initialiser, `FetchRequest(sortDescriptors: [])`:
    /// the query itself, whose results are empty (`queryResults`).
    static let bridges: [TypeBridge] = ["Query", "FetchRequest", "SectionedFetchRequest"].map { name in
        TypeBridge(name) { b in
            b.initializer([.anyArguments]) { _ in .array([]) }
        }
    }
}

extension Interpreter {
    /// `#Preview(traits: .modifier(SampleData()))`: the preview modifier's
    /// `body(content:context:)` wraps the preview, given an inert `ModelContainer` as its context:
    /// `makeSharedContext()` is not run, so the sample objects it inserts are not read (said once).
    func applyingPreviewModifier(_ expression: ExprSyntax, to view: ViewValue) throws -> ViewValue {
        let modifier = try eval(expression, globalScope)
        guard let type = typeDeclaration(of: modifier), let body = instanceMethods(named: "body", of: type) else {
            throw LocatedError("a preview modifier is a type of the file conforming to PreviewModifier, with body(content:context:)", at: expression)
        }
        warn(LocatedError(
            "the preview modifier \(type.name) wraps the preview, but its shared context is not made (makeSharedContext is not run): "
                + "the sample objects it inserts are not read, and @Query results are empty",
            at: expression))
        let node = Syntax(expression)
        let result = try callDeclared(body, evaluated: [
            Argument(label: "content", value: .view(view), node: node),
            Argument(label: "context", value: InertValue(typeName: "ModelContainer").asValue, node: node),
        ], selfContext: SelfContext(type: type, instance: VariableBox(modifier, isMutable: false)), at: node)
        var wrapped = try viewValue(result, at: expression)
        wrapped.preview = view.preview
        return wrapped
    }
}

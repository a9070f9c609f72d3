import Foundation
import LayoutLab
import SwiftSyntax

// The views LayoutLab models that hold other views (stacks, ViewThatFits, GeometryReader,
// ForEach, Group) and the plain leaves (Spacer, Divider, EmptyView), in SwiftUI's spelling.
// Each initialiser calls the engine's view of that name.

enum ContainerViews {
    static let bridges: [TypeBridge] = [
        TypeBridge("VStack") { b in
            typealias D = Declared.VStack.initAlignmentSpacingContent
            b.initializer(D.self) { a in
                deferred(a) {
                    let content = try a.contentView(D.content)
                    return VStack(alignment: try a.get(D.alignment), spacing: try a.checked(D.spacing, .signed)) { content }
                }
            }
        },
        TypeBridge("HStack") { b in
            typealias D = Declared.HStack.initAlignmentSpacingContent
            b.initializer(D.self) { a in
                deferred(a) {
                    let content = try a.contentView(D.content)
                    return HStack(alignment: try a.get(D.alignment), spacing: try a.checked(D.spacing, .signed)) { content }
                }
            }
        },
        TypeBridge("ZStack") { b in
            typealias D = Declared.ZStack.initAlignmentContent
            b.initializer(D.self) { a in
                deferred(a) {
                    let content = try a.contentView(D.content)
                    return ZStack(alignment: try a.get(D.alignment)) { content }
                }
            }
        },
        TypeBridge("ViewThatFits") { b in
            typealias D = Declared.ViewThatFits.initInContent
            b.initializer(D.self) { a in
                deferred(a) {
                    let content = try a.contentView(D.content)
                    return ViewThatFits(in: try a.get(D.axes)) { content }
                }
            }
        },
        TypeBridge("Group") { b in
            b.initializer(Declared.Group.initContent.self) { a in .view(try a.content(Declared.Group.initContent.content)) }
        },
        TypeBridge("AnyView") { b in
            for declared: any DeclaredAPI.Type in [Declared.AnyView.initView.self, Declared.AnyView.initErasing.self] {
                b.initializer(declared) { a in .view(try a.content(Declared.AnyView.initView.view)) }
            }
        },
        TypeBridge("EmptyView") { b in
            b.initializer(Declared.EmptyView.`init`.self) { _ in .view(.empty) }
        },
        TypeBridge("Spacer") { b in
            typealias D = Declared.Spacer.initMinLength
            b.initializer(D.self) { a in view(Spacer(minLength: try a.checked(D.minLength, .minimum))) }
        },
        TypeBridge("Divider") { b in
            b.initializer(Declared.Divider.`init`.self) { _ in view(Divider()) }
        },
        TypeBridge("GeometryReader") { b in
            typealias D = Declared.GeometryReader.initContent
            b.initializer(D.self) { a in
                guard let content = a.function(D.content) else { return .view(.empty) }
                let interpreter = a.interpreter
                let node = a.node(D.content)
                return deferred(a) {
                    // The engine builds the content once the reader's size is known, during
                    // layout, in the environment of where the reader is used.
                    let environment = interpreter.environment
                    return GeometryReader { proxy in
                        interpreter.duringLayout(AnyView(EmptyView())) {
                            try interpreter.withEnvironment({ $0 = environment }) {
                                let value = try interpreter.invoke(content.asViewBuilder(), [proxy.asValue], at: node)
                                return try interpreter.anyView(try interpreter.viewValue(value, at: node))
                            }
                        }
                    }
                }
            }
        },
        TypeBridge("ForEach") { b in
            // Every overload reads its data, id and content alike (ForEachRows): a binding to a
            // collection gives each element as a binding. `_:content:` over any collection comes
            // first, so that data is evaluated once for the plainest spelling; the others are
            // SwiftUI's more specific forms of it, which it already takes.
            typealias D = Declared.ForEach
            for declared: any DeclaredAPI.Type in [
                D.initDataContent_Data.self, D.initDataIdContent_Data.self, D.initDataContent_RangeInt.self, D.initDataContent_BindingC.self,
                D.initDataIdContent_BindingC.self, D.initDataEditActionsContent.self, D.initDataIdEditActionsContent.self,
            ] {
                b.initializer(declared) { a in try forEach(a) }
            }
        },
        TypeBridge(DeclarationCollector.inspectorTypeName) { b in
            // A Layout, which DeclareSwiftUI does not read: its initialiser takes the parameters of the
            // `.inspectLayoutProcess(_:printPosition:)` modifier (API/Inspector.swift), then the content.
            typealias D = Declared.View.inspectLayoutProcessTagPrintPosition
            b.initializer(D.declaration.parameters + [.content()]) { a in
                deferred(a) {
                    let content = try a.contentView("content")
                    let inspector = LayoutProcessInspector(try a.get(D.tag, as: String.self), printPosition: try a.get(D.printPosition))
                    return inspector { content }
                }
            }
        },
    ]

    static func view(_ view: some View) -> Value { .view(ViewValue(.view(AnyView(view)), source: nil)) }

    /// A view built when it is used, from arguments already bound.
    static func deferred(_ a: Arguments, _ build: @escaping () throws -> any View) -> Value {
        .view(.deferred(build))
    }

    /// `ForEach(data) { element in … }`: one view (list) per element, evaluated now, each
    /// identified by its id (`id:`, else `Identifiable`'s, else the element). `$items` gives
    /// each element as a binding. `List(data) { … }` is this inside a List. As a lazy
    /// container's whole content, with one view per element, its rows are left for the
    /// container to build (ForEach.swift).
    static func forEach(_ a: Arguments) throws -> Value {
        guard let rows = try ForEachRows(a) else { return .view(.empty) }
        if a.interpreter.run.lazyRows.claim(), rows.isOneViewPerElement {
            a.interpreter.run.lazyRows.deliver(rows)
            return .view(.empty)
        }
        return .view(ViewValue(.list(try rows.elements.indices.map(rows.view)), source: nil))
    }
}

import Foundation
@_spi(Interpreter) import LayoutLab

// List, Form and Section (spec §23), with SwiftUI's initialisers; each calls the engine's view
// of that name, which lays them out (Layout/List/ListLayout.swift).

enum ListViews {
    static let bridges: [TypeBridge] = [
        TypeBridge("List") { b in
            b.initializer(Declared.List.initContent.self) { a in
                ContainerViews.deferred(a) {
                    let content = try a.lazyContent(Declared.List.initContent.content)
                    return List { content }
                }
            }
            // A selection (of one row or of a set) changes no geometry.
            for declared: any DeclaredAPI.Type in [Declared.List.initSelectionContent_BindingSetSelectionValue.self,
                                                   Declared.List.initSelectionContent_BindingSelectionValue.self] {
                b.initializer(declared) { a in
                    ContainerViews.deferred(a) {
                        let content = try a.lazyContent("content")
                        return List(selection: Binding<TagValue?>?.none) { content }
                    }
                }
            }
            // `List(items) { item in … }`: a List of a ForEach, as SwiftUI defines it, its rows read
            // as ForEach's (a binding `$items` too, since `data` is any collection).
            typealias L = Declared.List
            for declared: any DeclaredAPI.Type in [
                L.initDataRowContent_Data.self, L.initDataIdRowContent.self, L.initDataRowContent_RangeInt.self,
                L.initDataSelectionRowContent_Data.self, L.initDataIdSelectionRowContent_Data.self,
                L.initDataSelectionRowContent_Data2.self, L.initDataIdSelectionRowContent_Data2.self,
            ] {
                b.initializer(declared) { a in
                    guard let rows = try ForEachRows(a, content: L.initDataIdRowContent.rowContent.name) else { return .view(.empty) }
                    return ContainerViews.deferred(a) {
                        let content = rows.isOneViewPerElement
                            ? rows.lazyContent()
                            : _LazyContent(try a.interpreter.anyView(ViewValue(.list(try rows.elements.indices.map(rows.view)), source: nil)))
                        return List { content }
                    }
                }
            }
        },
        TypeBridge("Form") { b in
            b.initializer(Declared.Form.initContent.self) { a in
                ContainerViews.deferred(a) {
                    let content = try a.contentView(Declared.Form.initContent.content)
                    return Form { content }
                }
            }
        },
        TypeBridge("Section") { b in
            typealias S = Declared.Section
            b.initializer(S.initContent.self) { a in
                ContainerViews.deferred(a) {
                    let content = try a.contentView(S.initContent.content)
                    return Section { content }
                }
            }
            b.initializer(S.initTitleContent.self) { a in
                ContainerViews.deferred(a) {
                    let content = try a.contentView(S.initTitleContent.content)
                    return try a.titled(S.initTitleContent.title) { Section($0) { content } }
                }
            }
            // The header and footer, as closures or as views, are the same parts.
            for declared: any DeclaredAPI.Type in [S.initContentHeaderFooter.self, S.initHeaderFooterContent.self] {
                b.initializer(declared) { a in
                    ContainerViews.deferred(a) {
                        let (content, header, footer) = (try a.contentView("content"), try a.contentView("header"), try a.contentView("footer"))
                        return Section(content: { content }, header: { header }, footer: { footer })
                    }
                }
            }
            for declared: any DeclaredAPI.Type in [S.initContentHeader.self, S.initHeaderContent.self] {
                b.initializer(declared) { a in
                    ContainerViews.deferred(a) {
                        let (content, header) = (try a.contentView("content"), try a.contentView("header"))
                        return Section(content: { content }, header: { header })
                    }
                }
            }
            for declared: any DeclaredAPI.Type in [S.initContentFooter.self, S.initFooterContent.self] {
                b.initializer(declared) { a in
                    ContainerViews.deferred(a) {
                        let (content, footer) = (try a.contentView("content"), try a.contentView("footer"))
                        return Section(content: { content }, footer: { footer })
                    }
                }
            }
        },
    ]
}

extension Parameter {
    /// `isOn: Binding<Bool>`, `selection: Binding<…>`: a `$value` (or `.constant(…)`).
    static func binding(_ label: String?, name: String? = nil, default hasDefault: Bool = false) -> Parameter {
        Parameter(label, .builtin(PropertyWrapperBridges.binding), name: name, default: hasDefault)
    }
}

extension Arguments {
    /// What a `$binding` argument holds now.
    func boundValue(_ name: String) throws -> Value? {
        guard case let .binding(binding)? = value(name)?.unwrapped else { return nil }
        return try interpreter.read(binding.place, at: node(name), scope)
    }

    /// A `$selection` argument's value as the engine matches it against tags.
    func selection(_ name: String) throws -> TagValue {
        guard let value = try boundValue(name) else {
            throw LocatedError("\(callName): '\(name)' must be a binding: $value", at: node(name))
        }
        return try LocatedError.locating(at: node(name), context: "\(callName): the selection must be Hashable: ") { try TagValue(value) }
    }

    /// A `$text` argument's string.
    func boundString(_ name: String) throws -> String {
        guard let value = try boundValue(name), let string = String.extract(value) else {
            throw LocatedError("\(callName): '\(name)' must be a Binding<String>", at: node(name))
        }
        return string
    }
}

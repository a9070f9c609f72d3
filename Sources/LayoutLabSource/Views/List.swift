import Foundation
@_spi(Interpreter) import LayoutLab

// List, Form and Section (spec §23), with SwiftUI's initialisers; each calls the engine's view
// of that name, which lays them out (Layout/List/ListLayout.swift).

enum ListViews {
    static let bridges: [TypeBridge] = [
        TypeBridge("List") { b in
            let selection = Parameter.binding("selection")
            b.initializer([.content("content")]) { a in
                ContainerViews.deferred(a) {
                    let content = try a.lazyContent("content")
                    return List { content }
                }
            }
            b.initializer([selection, .content("content")]) { a in
                ContainerViews.deferred(a) {
                    let content = try a.lazyContent("content")
                    return List(selection: Binding<TagValue?>?.none) { content }
                }
            }
            // `List(items) { item in … }`: a List of a ForEach, as SwiftUI defines it.
            let row = Parameter(nil, .function(parameters: [.any], result: .view, isViewBuilder: true), name: "content")
            for parameters in [[Parameter(nil, .any, name: "data"), Parameter("id", .any, default: true), row],
                               [Parameter(nil, .any, name: "data"), Parameter("id", .any, default: true), selection, row]] {
                b.initializer(parameters) { a in
                    guard let rows = try ForEachRows(a) else { return .view(.empty) }
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
            b.initializer([.content("content")]) { a in
                ContainerViews.deferred(a) {
                    let content = try a.contentView("content")
                    return Form { content }
                }
            }
        },
        TypeBridge("Section") { b in
            b.initializer([.content("content")]) { a in
                ContainerViews.deferred(a) {
                    let content = try a.contentView("content")
                    return Section { content }
                }
            }
            b.initializer([Parameter(nil, String.self, name: "title"), .content("content")]) { a in
                ContainerViews.deferred(a) {
                    let content = try a.contentView("content")
                    return Section(try a.get("title", String.self)) { content }
                }
            }
            b.initializer([.content("content"), .content("header"), .content("footer")]) { a in
                ContainerViews.deferred(a) {
                    let (content, header, footer) = (try a.contentView("content"), try a.contentView("header"), try a.contentView("footer"))
                    return Section(content: { content }, header: { header }, footer: { footer })
                }
            }
            b.initializer([.content("content"), .content("header")]) { a in
                ContainerViews.deferred(a) {
                    let (content, header) = (try a.contentView("content"), try a.contentView("header"))
                    return Section(content: { content }, header: { header })
                }
            }
            b.initializer([.content("content"), .content("footer")]) { a in
                ContainerViews.deferred(a) {
                    let (content, footer) = (try a.contentView("content"), try a.contentView("footer"))
                    return Section(content: { content }, footer: { footer })
                }
            }
            b.initializer([.view("header"), .view("footer"), .content("content")]) { a in
                ContainerViews.deferred(a) {
                    let (content, header, footer) = (try a.contentView("content"), try a.contentView("header"), try a.contentView("footer"))
                    return Section(header: header, footer: footer) { content }
                }
            }
            b.initializer([.view("header"), .content("content")]) { a in
                ContainerViews.deferred(a) {
                    let (content, header) = (try a.contentView("content"), try a.contentView("header"))
                    return Section(header: header) { content }
                }
            }
            b.initializer([.view("footer"), .content("content")]) { a in
                ContainerViews.deferred(a) {
                    let (content, footer) = (try a.contentView("content"), try a.contentView("footer"))
                    return Section(footer: footer) { content }
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

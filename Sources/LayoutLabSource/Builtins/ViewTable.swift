import Foundation
import LayoutLab
import SwiftSyntax

/// A builtin view: its parameters and how to build it with the engine's API.
struct ViewEntry {
    let signature: Signature
    let build: (BoundArguments) throws -> ViewValue.Content
}

private func view(_ name: String, _ parameters: [Parameter], _ build: @escaping (BoundArguments) throws -> ViewValue.Content) -> ViewEntry {
    ViewEntry(signature: Signature(name: name, parameters: parameters), build: build)
}

private func stack(_ a: BoundArguments) throws -> CGFloat? { try a.length("spacing", .signed) }

/// The views LayoutLab models, by name. Each entry is one initializer, in SwiftUI's spelling.
enum ViewTable {
    nonisolated(unsafe) static let views: [String: [ViewEntry]] = [
        "Text": [
            view("Text", [P.required(nil, "String", name: "content")]) { a in
                guard case let .string(content) = try a.value("content")?.unwrapped else {
                    throw LocatedError("Text needs a String; write Text(\"\\(value)\") to show a value", at: a.node("content"))
                }
                return .text(Text(content))
            },
            view("Text", [P.required("verbatim", "String")]) { a in .text(Text(verbatim: try a.string("verbatim") ?? "")) },
        ],
        "Rectangle": [view("Rectangle", []) { _ in .shape(Rectangle()) }],
        "RoundedRectangle": [
            view("RoundedRectangle", [P.required("cornerRadius", "CGFloat"), P.optional("style", "RoundedCornerStyle")]) { a in
                .shape(RoundedRectangle(cornerRadius: try a.length("cornerRadius", .number) ?? 0,
                                        style: try a.native("style", .roundedCornerStyle) ?? .continuous))
            },
            view("RoundedRectangle", [P.required("cornerSize", "CGSize"), P.optional("style", "RoundedCornerStyle")]) { a in
                .shape(RoundedRectangle(cornerSize: try a.native("cornerSize", .size) ?? .zero,
                                        style: try a.native("style", .roundedCornerStyle) ?? .continuous))
            },
        ],
        "Capsule": [view("Capsule", [P.optional("style", "RoundedCornerStyle")]) { _ in .shape(Capsule()) }],
        "Ellipse": [view("Ellipse", []) { _ in .shape(Ellipse()) }],
        "Circle": [view("Circle", []) { _ in .shape(Circle()) }],
        "Spacer": [view("Spacer", [P.optional("minLength", "CGFloat?")]) { a in
            .view(AnyView(Spacer(minLength: try a.length("minLength", .minimum))))
        }],
        "Divider": [view("Divider", []) { _ in .view(AnyView(Divider())) }],
        "Image": [
            view("Image", [P.required("systemName", "String")]) { a in .image(Image(systemName: try a.string("systemName") ?? "")) },
            view("Image", [P.required(nil, "String", name: "name")]) { a in .image(Image(try a.string("name") ?? "")) },
        ],
        "Button": [
            view("Button", [P.required(nil, "String", name: "title"), P.closure("action", "() -> Void")]) { a in
                _ = try a.closure("action")
                return .view(AnyView(Button(try a.string("title") ?? "") {}))
            },
            view("Button", [P.closure("action", "() -> Void"), P.closure("label")]) { a in
                _ = try a.closure("action")
                let label = try a.contentView("label")
                return .view(AnyView(Button(action: {}, label: { label })))
            },
        ],
        "ProgressView": [
            view("ProgressView", []) { _ in .view(AnyView(ProgressView())) },
            view("ProgressView", [P.required("value", "Double?"), P.optional("total", "Double")]) { a in
                .view(AnyView(ProgressView(value: try progress(a, "value"), total: try progress(a, "total") ?? 1)))
            },
            view("ProgressView", [P.required(nil, "String", name: "title"), P.required("value", "Double?"), P.optional("total", "Double")]) { a in
                .view(AnyView(ProgressView(try a.string("title") ?? "", value: try progress(a, "value"),
                                           total: try progress(a, "total") ?? 1)))
            },
        ],
        "EmptyView": [view("EmptyView", []) { _ in .list([]) }],
        "VStack": [view("VStack", [P.optional("alignment", "HorizontalAlignment"), P.optional("spacing", "CGFloat?"), P.closure("content")]) { a in
            let content = try a.contentView("content")
            return .view(AnyView(VStack(alignment: try a.native("alignment", .horizontalAlignment) ?? .center, spacing: try stack(a)) { content }))
        }],
        "HStack": [view("HStack", [P.optional("alignment", "VerticalAlignment"), P.optional("spacing", "CGFloat?"), P.closure("content")]) { a in
            let content = try a.contentView("content")
            return .view(AnyView(HStack(alignment: try a.native("alignment", .verticalAlignment) ?? .center, spacing: try stack(a)) { content }))
        }],
        "ZStack": [view("ZStack", [P.optional("alignment", "Alignment"), P.closure("content")]) { a in
            let content = try a.contentView("content")
            return .view(AnyView(ZStack(alignment: try a.native("alignment", .alignment) ?? .center) { content }))
        }],
        "ViewThatFits": [view("ViewThatFits", [P.optional("in", "Axis.Set", name: "axes"), P.closure("content")]) { a in
            let content = try a.contentView("content")
            return .view(AnyView(ViewThatFits(in: try a.native("axes", .axisSet) ?? [.horizontal, .vertical]) { content }))
        }],
        "Group": [view("Group", [P.closure("content")]) { a in try a.content("content").content }],
        "AnyView": [view("AnyView", [P.required(nil, "some View", name: "view")]) { a in try a.content("view").content }],
        "GeometryReader": [view("GeometryReader", [P.closure("content", "(GeometryProxy) -> some View")]) { a in
            guard let closure = try a.closure("content") else { return .list([]) }
            let interpreter = a.interpreter
            // The engine builds the content once the reader's size is known, during layout.
            return .view(AnyView(GeometryReader { proxy in
                interpreter.duringLayout(AnyView(EmptyView())) {
                    let value = try interpreter.invoke(closure, [.native(proxy)], builder: true, at: closure.syntax)
                    return try interpreter.anyView(try interpreter.viewValue(value, at: closure.syntax))
                }
            }))
        }],
        "ForEach": [
            view("ForEach", [P.required(nil, "Data", name: "data"), P.optional("id", "KeyPath"), P.closure("content", "(Element) -> some View")]) { a in
                try forEach(a)
            },
        ],
        DeclarationCollector.inspectorTypeName: [
            view(DeclarationCollector.inspectorTypeName, [P.required(nil, "String", name: "tag"), P.optional("printPosition", "Bool"),
                                                          P.closure("content")]) { a in
                let content = try a.contentView("content")
                let inspector = LayoutProcessInspector(try a.string("tag") ?? "", printPosition: try a.bool("printPosition") ?? false)
                return .view(AnyView(inspector { content }))
            },
        ],
    ]

    /// Views people paste that LayoutLab does not lay out, with what to do instead.
    static let unmodelled: [String: String] = [
        "List": "List is not modelled (it is a scroll view with platform cells); lay out its rows in a VStack",
        "ScrollView": "ScrollView is not modelled; its content is proposed nil along the scroll axis — use .fixedSize on that axis",
        "NavigationStack": "navigation containers are not modelled; lay out the destination view on its own",
        "NavigationView": "navigation containers are not modelled; lay out the destination view on its own",
        "LazyVStack": "LazyVStack is not modelled; VStack lays out the same children eagerly",
        "LazyHStack": "LazyHStack is not modelled; HStack lays out the same children eagerly",
        "Grid": "Grid is not modelled",
        "Label": "Label is not modelled; an HStack of Image and Text approximates it",
        "Toggle": "controls other than Button and ProgressView are not modelled",
        "TextField": "controls other than Button and ProgressView are not modelled",
        "Slider": "controls other than Button and ProgressView are not modelled",
        "Picker": "controls other than Button and ProgressView are not modelled",
    ]

    private static func progress(_ a: BoundArguments, _ name: String) throws -> Double? {
        guard let value = try a.double(name) else { return nil }
        guard value.isFinite else {
            throw LocatedError("ProgressView: '\(name)' must be a finite number, not \(value)", at: a.node(name))
        }
        return value
    }

    private static func forEach(_ a: BoundArguments) throws -> ViewValue.Content {
        guard let data = try a.value("data") else { return .list([]) }
        if a.has("id") { _ = try a.value("id") }
        guard let closure = try a.closure("content") else { return .list([]) }
        let elements = try a.interpreter.elements(of: data, at: a.node("data"))
        let views = try elements.map { element in
            try a.interpreter.viewValue(try a.interpreter.invoke(closure, [element], builder: true, at: closure.syntax), at: closure.syntax)
        }
        return .list(views)
    }
}

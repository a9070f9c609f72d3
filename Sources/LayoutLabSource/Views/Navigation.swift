import Foundation
@_spi(Interpreter) import LayoutLab

// Navigation containers, links, tab views and toolbar items (spec §24), with SwiftUI's
// initialisers; each calls the engine's view of that name (Layout/Navigation). Destinations
// are not laid out (the engine lays out the root of a stack), so their closures never run.

enum NavigationViews {
    static let bridges: [TypeBridge] = [
        TypeBridge("NavigationStack") { b in
            // A path only says which destinations are pushed, and destinations are not laid out.
            for declared: any DeclaredAPI.Type in [Declared.NavigationStack.initRoot.self, Declared.NavigationStack.initPathRoot.self] {
                b.initializer(declared) { a in
                    ContainerViews.deferred(a) {
                        let root = try a.contentView(Declared.NavigationStack.initRoot.root)
                        return NavigationStack { root }
                    }
                }
            }
        },
        TypeBridge("NavigationView") { b in
            b.initializer(Declared.NavigationView.initContent.self) { a in
                ContainerViews.deferred(a) {
                    let content = try a.contentView(Declared.NavigationView.initContent.content)
                    return NavigationView { content }
                }
            }
        },
        TypeBridge("NavigationSplitView") { b in
            typealias N = Declared.NavigationSplitView
            // The column visibility changes no geometry the engine models.
            for declared: any DeclaredAPI.Type in [N.initColumnVisibilitySidebarContentDetail.self, N.initSidebarContentDetail.self] {
                b.initializer(declared) { a in
                    ContainerViews.deferred(a) {
                        let (sidebar, content, detail) = (try a.contentView("sidebar"), try a.contentView("content"), try a.contentView("detail"))
                        return NavigationSplitView(sidebar: { sidebar }, content: { content }, detail: { detail })
                    }
                }
            }
            for declared: any DeclaredAPI.Type in [N.initColumnVisibilitySidebarDetail.self, N.initSidebarDetail.self] {
                b.initializer(declared) { a in
                    ContainerViews.deferred(a) {
                        let (sidebar, detail) = (try a.contentView("sidebar"), try a.contentView("detail"))
                        return NavigationSplitView(sidebar: { sidebar }, detail: { detail })
                    }
                }
            }
        },
        TypeBridge("NavigationLink") { b in
            let label = Parameter.content("label")
            b.initializer([.closure("destination"), label]) { a in
                ContainerViews.deferred(a) {
                    let label = try a.contentView("label")
                    return NavigationLink(destination: { EmptyView() }, label: { label })
                }
            }
            b.initializer([.view("destination"), label]) { a in
                ContainerViews.deferred(a) {
                    let label = try a.contentView("label")
                    return NavigationLink(destination: EmptyView(), label: { label })
                }
            }
            b.initializer([Parameter("value", .any), label]) { a in
                ContainerViews.deferred(a) {
                    let label = try a.contentView("label")
                    return NavigationLink(value: Int?.none, label: { label })
                }
            }
            let title = Parameter(nil, String.self, name: "title")
            b.initializer([title, Parameter("value", .any)]) { a in
                ContainerViews.view(NavigationLink(try a.get("title", String.self), value: Int?.none))
            }
            b.initializer([title, .closure("destination")]) { a in
                ContainerViews.view(NavigationLink(try a.get("title", String.self), destination: { EmptyView() }))
            }
            b.initializer([title, .view("destination")]) { a in
                ContainerViews.view(NavigationLink(try a.get("title", String.self), destination: EmptyView()))
            }
        },
        TypeBridge("TabView") { b in
            b.initializer(Declared.TabView.initContent.self) { a in
                ContainerViews.deferred(a) {
                    let content = try a.contentView(Declared.TabView.initContent.content)
                    return TabView { content }
                }
            }
            b.initializer(Declared.TabView.initSelectionContent.self) { a in
                let selection = try a.selection("selection")
                return ContainerViews.deferred(a) {
                    let content = try a.contentView(Declared.TabView.initSelectionContent.content)
                    return TabView(selection: .constant(selection)) { content }
                }
            }
        },
        // Toolbar content: collected by `.toolbar { … }`; its views go in the bars, which
        // LayoutLab does not lay out, so their closures never run. Without `placement:` each
        // `?? ToolbarItem…` below calls the engine's initialiser without one, whose default holds.
        TypeBridge("ToolbarItem") { b in
            let placement = Parameter.optional("placement", ToolbarItemPlacement.self)
            b.initializer([placement, .closure("content")]) { a in
                let item = try a.optional("placement", ToolbarItemPlacement.self).map { ToolbarItem(placement: $0) { EmptyView() } }
                    ?? ToolbarItem { EmptyView() }
                return toolbarContent(item, a)
            }
            b.initializer([Parameter("id", String.self), placement, .closure("content")]) { a in
                let id: String = try a.get("id")
                let item = try a.optional("placement", ToolbarItemPlacement.self).map { ToolbarItem(id: id, placement: $0) { EmptyView() } }
                    ?? ToolbarItem(id: id) { EmptyView() }
                return toolbarContent(item, a)
            }
        },
        TypeBridge("ToolbarItemGroup") { b in
            b.initializer([.optional("placement", ToolbarItemPlacement.self), .closure("content")]) { a in
                let group = try a.optional("placement", ToolbarItemPlacement.self).map { ToolbarItemGroup(placement: $0) { EmptyView() } }
                    ?? ToolbarItemGroup { EmptyView() }
                return toolbarContent(group, a)
            }
        },
    ]

    private static func toolbarContent(_ content: some ToolbarContent, _ a: Arguments) -> Value {
        .view(ViewValue(.toolbarContent(content._placements), source: a.call.flatMap { a.interpreter.position(of: $0) }))
    }
}

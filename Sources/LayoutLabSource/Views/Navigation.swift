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
            // A destination is not built (LayoutLab shows no pushed view); the link is its label.
            typealias D = Declared.NavigationLink
            for declared: any DeclaredAPI.Type in [D.initDestinationLabel_Destination.self, D.initDestinationLabel_Destination2.self, D.initValueLabel.self] {
                b.initializer(declared) { a in
                    ContainerViews.deferred(a) {
                        let label = try a.contentView(D.initValueLabel.label)
                        return NavigationLink(destination: EmptyView(), label: { label })
                    }
                }
            }
            for declared: any DeclaredAPI.Type in [D.initTitleValue.self, D.initTitleDestination_S.self, D.initTitleDestination_S2.self] {
                b.initializer(declared) { a in
                    a.titledView(D.initTitleValue.title) { NavigationLink($0, destination: EmptyView()) }
                }
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
        // LayoutLab does not lay out, so their closures never run.
        TypeBridge("ToolbarItem") { b in
            typealias D = Declared.ToolbarItem
            b.initializer(D.initPlacementContent.self) { a in
                toolbarContent(ToolbarItem(placement: try a.get(D.initPlacementContent.placement)) { EmptyView() }, a)
            }
            b.initializer(D.initIdPlacementContent.self) { a in
                typealias P = D.initIdPlacementContent
                return toolbarContent(ToolbarItem(id: try a.get(P.id), placement: try a.get(P.placement)) { EmptyView() }, a)
            }
        },
        TypeBridge("ToolbarItemGroup") { b in
            typealias D = Declared.ToolbarItemGroup.initPlacementContent
            b.initializer(D.self) { a in toolbarContent(ToolbarItemGroup(placement: try a.get(D.placement)) { EmptyView() }, a) }
        },
    ]

    private static func toolbarContent(_ content: some ToolbarContent, _ a: Arguments) -> Value {
        .view(ViewValue(.toolbarContent(content._placements), source: a.call.flatMap { a.interpreter.position(of: $0) }))
    }
}

import Foundation
@_spi(Interpreter) import LayoutLab

// Scroll views, lazy stacks and grids (spec §16–§19), in SwiftUI's spelling. Each initialiser
// calls the engine's view of that name, which decides what its parameters mean.

enum ScrollContainers {
    static let bridges: [TypeBridge] = [
        TypeBridge("ScrollView") { b in
            b.initializer([.optional(nil, Axis.Set.self, name: "axes"), .optional("showsIndicators", Bool.self), .content()]) { a in
                ContainerViews.deferred(a) {
                    let content = try a.contentView("content")
                    return ScrollView(try a.optional("axes") ?? .vertical, showsIndicators: try a.bool("showsIndicators") ?? true) { content }
                }
            }
        },
        TypeBridge("ScrollViewReader") { b in
            b.initializer([Parameter(nil, .function(parameters: [.bridged(ScrollViewProxy.self)], result: .view, isViewBuilder: true),
                                     name: "content")]) { a in
                ContainerViews.deferred(a) {
                    // The engine hands the content its proxy while the reader is made.
                    var failure: (any Error)?
                    let reader = ScrollViewReader { proxy in
                        do {
                            return try a.interpreter.anyView(try a.content("content", passing: [proxy.asValue]))
                        } catch {
                            failure = error
                            return AnyView(EmptyView())
                        }
                    }
                    if let failure { throw failure }
                    return reader
                }
            }
        },
        TypeBridge("LazyVStack") { b in
            b.initializer([.optional("alignment", HorizontalAlignment.self), .optional("spacing", CGFloat.self),
                           .optional("pinnedViews", PinnedScrollableViews.self), .content()]) { a in
                ContainerViews.deferred(a) {
                    let content = try a.lazyContent("content")
                    return LazyVStack(alignment: try a.optional("alignment") ?? .center, spacing: try a.checked("spacing", .signed),
                                      pinnedViews: try a.optional("pinnedViews") ?? .init()) { content }
                }
            }
        },
        TypeBridge("LazyHStack") { b in
            b.initializer([.optional("alignment", VerticalAlignment.self), .optional("spacing", CGFloat.self),
                           .optional("pinnedViews", PinnedScrollableViews.self), .content()]) { a in
                ContainerViews.deferred(a) {
                    let content = try a.lazyContent("content")
                    return LazyHStack(alignment: try a.optional("alignment") ?? .center, spacing: try a.checked("spacing", .signed),
                                      pinnedViews: try a.optional("pinnedViews") ?? .init()) { content }
                }
            }
        },
        TypeBridge("Grid") { b in
            b.initializer([.optional("alignment", Alignment.self), .optional("horizontalSpacing", CGFloat.self),
                           .optional("verticalSpacing", CGFloat.self), .content()]) { a in
                ContainerViews.deferred(a) {
                    let content = try a.contentView("content")
                    return Grid(alignment: try a.optional("alignment") ?? .center, horizontalSpacing: try a.checked("horizontalSpacing", .signed),
                                verticalSpacing: try a.checked("verticalSpacing", .signed)) { content }
                }
            }
        },
        TypeBridge("GridRow") { b in
            b.initializer([.optional("alignment", VerticalAlignment.self), .content()]) { a in
                ContainerViews.deferred(a) {
                    let content = try a.contentView("content")
                    return GridRow(alignment: try a.optional("alignment")) { content }
                }
            }
        },
        TypeBridge("LazyVGrid") { b in
            b.initializer([Parameter("columns", .array(.bridged(GridItem.self))), .optional("alignment", HorizontalAlignment.self),
                           .optional("spacing", CGFloat.self), .optional("pinnedViews", PinnedScrollableViews.self), .content()]) { a in
                ContainerViews.deferred(a) {
                    let content = try a.lazyContent("content")
                    return LazyVGrid(columns: try a.array("columns", of: GridItem.self), alignment: try a.optional("alignment") ?? .center,
                                     spacing: try a.checked("spacing", .signed), pinnedViews: try a.optional("pinnedViews") ?? .init()) { content }
                }
            }
        },
        TypeBridge("LazyHGrid") { b in
            b.initializer([Parameter("rows", .array(.bridged(GridItem.self))), .optional("alignment", VerticalAlignment.self),
                           .optional("spacing", CGFloat.self), .optional("pinnedViews", PinnedScrollableViews.self), .content()]) { a in
                ContainerViews.deferred(a) {
                    let content = try a.lazyContent("content")
                    return LazyHGrid(rows: try a.array("rows", of: GridItem.self), alignment: try a.optional("alignment") ?? .center,
                                     spacing: try a.checked("spacing", .signed), pinnedViews: try a.optional("pinnedViews") ?? .init()) { content }
                }
            }
        },
    ]
}

import Foundation
@_spi(Interpreter) import LayoutLab

// Scroll views, lazy stacks and grids (spec §16–§19), in SwiftUI's spelling. Each initialiser
// calls the engine's view of that name, which decides what its parameters mean.

enum ScrollContainers {
    static let bridges: [TypeBridge] = [
        TypeBridge("ScrollView") { b in
            typealias D = Declared.ScrollView.initAxesShowsIndicatorsContent
            b.initializer(D.self) { a in
                ContainerViews.deferred(a) {
                    let content = try a.contentView(D.content)
                    return ScrollView(try a.get(D.axes), showsIndicators: try a.get(D.showsIndicators)) { content }
                }
            }
        },
        TypeBridge("ScrollViewReader") { b in
            b.initializer(Declared.ScrollViewReader.initContent.self) { a in
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
            typealias D = Declared.LazyVStack.initAlignmentSpacingPinnedViewsContent
            b.initializer(D.self) { a in
                ContainerViews.deferred(a) {
                    let content = try a.lazyContent(D.content)
                    return LazyVStack(alignment: try a.get(D.alignment), spacing: try a.checked(D.spacing, .signed),
                                      pinnedViews: try a.get(D.pinnedViews)) { content }
                }
            }
        },
        TypeBridge("LazyHStack") { b in
            typealias D = Declared.LazyHStack.initAlignmentSpacingPinnedViewsContent
            b.initializer(D.self) { a in
                ContainerViews.deferred(a) {
                    let content = try a.lazyContent(D.content)
                    return LazyHStack(alignment: try a.get(D.alignment), spacing: try a.checked(D.spacing, .signed),
                                      pinnedViews: try a.get(D.pinnedViews)) { content }
                }
            }
        },
        TypeBridge("Grid") { b in
            typealias D = Declared.Grid.initAlignmentHorizontalSpacingVerticalSpacingContent
            b.initializer(D.self) { a in
                ContainerViews.deferred(a) {
                    let content = try a.contentView(D.content)
                    return Grid(alignment: try a.get(D.alignment), horizontalSpacing: try a.checked(D.horizontalSpacing, .signed),
                                verticalSpacing: try a.checked(D.verticalSpacing, .signed)) { content }
                }
            }
        },
        TypeBridge("GridRow") { b in
            typealias D = Declared.GridRow.initAlignmentContent
            b.initializer(D.self) { a in
                ContainerViews.deferred(a) {
                    let content = try a.contentView(D.content)
                    return GridRow(alignment: try a.get(D.alignment)) { content }
                }
            }
        },
        TypeBridge("LazyVGrid") { b in
            typealias D = Declared.LazyVGrid.initColumnsAlignmentSpacingPinnedViewsContent
            b.initializer(D.self) { a in
                ContainerViews.deferred(a) {
                    let content = try a.lazyContent(D.content)
                    return LazyVGrid(columns: try a.get(D.columns), alignment: try a.get(D.alignment),
                                     spacing: try a.checked(D.spacing, .signed), pinnedViews: try a.get(D.pinnedViews)) { content }
                }
            }
        },
        TypeBridge("LazyHGrid") { b in
            typealias D = Declared.LazyHGrid.initRowsAlignmentSpacingPinnedViewsContent
            b.initializer(D.self) { a in
                ContainerViews.deferred(a) {
                    let content = try a.lazyContent(D.content)
                    return LazyHGrid(rows: try a.get(D.rows), alignment: try a.get(D.alignment),
                                     spacing: try a.checked(D.spacing, .signed), pinnedViews: try a.get(D.pinnedViews)) { content }
                }
            }
        },
    ]
}

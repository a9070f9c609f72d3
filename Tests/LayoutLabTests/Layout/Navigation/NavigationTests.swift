import Foundation
import Testing
@testable import LayoutLab

@Suite("Navigation containers and their bars (spec §24)")
struct NavigationTests {
    /// The content's proposal and the top and bottom of its safe area, read from a
    /// GeometryReader filling it.
    private struct Probe {
        let proposal: ProposedViewSize?
        let frame: CGRect
        let insets: EdgeInsets
    }

    private static func probe<V: View>(_ wrap: (AnyView) -> V, configuration: LayoutConfiguration = .spec) throws -> Probe {
        nonisolated(unsafe) var insets: EdgeInsets?
        let reader = GeometryReader { proxy in
            let _ = insets = proxy.safeAreaInsets
            Color.clear
        }.inspectLayoutProcess("content")
        let laidOut = try LaidOut(wrap(AnyView(reader)), configuration: configuration)
        return Probe(proposal: try laidOut.placementProposal("content"), frame: try laidOut.placed("content"),
                     insets: try #require(insets))
    }

    @Test("§24.3 row 1: no container — insets 62/34, content proposed (402, 778)")
    func noContainer() throws {
        let probe = try Self.probe { $0 }
        #expect(probe.proposal == ProposedViewSize(width: 402, height: 778))
        #expect(probe.insets == EdgeInsets(top: 62, bottom: 34))
    }

    @Test("§24.3 row 2: NavigationStack, inline title — top inset 62 + 44 = 106, content (402, 734)")
    func inlineTitle() throws {
        let probe = try Self.probe { content in NavigationStack { content.navigationTitle("T").navigationBarTitleDisplayMode(.inline) } }
        #expect(probe.proposal == ProposedViewSize(width: 402, height: 734))
        #expect(probe.frame == CGRect(x: 0, y: 106, width: 402, height: 734))
        #expect(probe.insets == EdgeInsets(top: 106, bottom: 34))
    }

    @Test("§24.3 row 3: NavigationStack, large title (default) — top inset 62 + 96 = 158, content (402, 682)")
    func largeTitle() throws {
        let probe = try Self.probe { content in NavigationStack { content.navigationTitle("T") } }
        #expect(probe.proposal == ProposedViewSize(width: 402, height: 682))
        #expect(probe.insets == EdgeInsets(top: 158, bottom: 34))
        let explicit = try Self.probe { content in NavigationStack { content.navigationTitle("T").navigationBarTitleDisplayMode(.large) } }
        #expect(explicit.proposal == probe.proposal)
        let automatic = try Self.probe { content in NavigationStack { content.navigationTitle("T").navigationBarTitleDisplayMode(.automatic) } }
        #expect(automatic.proposal == probe.proposal)
    }

    @Test("§24.3 row 4: TabView (no navigation) — bottom inset 34 + 49 = 83, content (402, 729)")
    func tabView() throws {
        let probe = try Self.probe { content in TabView { content.tabItem { Text("One") } } }
        #expect(probe.proposal == ProposedViewSize(width: 402, height: 729))
        #expect(probe.frame == CGRect(x: 0, y: 62, width: 402, height: 729))
        #expect(probe.insets == EdgeInsets(top: 62, bottom: 83))
    }

    @Test("§24.3 row 5: TabView → NavigationStack, large title — insets 158/83, content (402, 633)")
    func tabViewNavigationStack() throws {
        let probe = try Self.probe { content in TabView { NavigationStack { content.navigationTitle("T") } } }
        #expect(probe.proposal == ProposedViewSize(width: 402, height: 633))
        #expect(probe.frame == CGRect(x: 0, y: 158, width: 402, height: 633))
        #expect(probe.insets == EdgeInsets(top: 158, bottom: 83))
    }

    @Test("§24.3: NavigationStack { Color.red.frame(width: 100, height: 100).navigationTitle(\"T\") } — frame at (151, 449)")
    func workedExample() throws {
        let laidOut = try LaidOut(NavigationStack { Color.red.frame(width: 100, height: 100).navigationTitle("T") })
        #expect(try laidOut.placed("frame") == CGRect(x: 151, y: 449, width: 100, height: 100))
        #expect(try laidOut.proposals("frame") == [ProposedViewSize(width: 402, height: 682)])
        // The bars take no part in sizing: the stack takes (402, 778) without asking its content.
        #expect(try laidOut.proposals("frame", pass: .sizing).isEmpty)
        #expect(try laidOut.placed("NavigationStack") == CGRect(x: 0, y: 62, width: 402, height: 778))
    }

    @Test("§24.2: ignoresSafeArea inside a NavigationStack extends under the bar and the status bar")
    func ignoringUnderBars() throws {
        let laidOut = try LaidOut(NavigationStack { Color.red.ignoresSafeArea().navigationTitle("T") })
        #expect(try laidOut.placed("Color") == CGRect(x: 0, y: 0, width: 402, height: 874))
        let topOnly = try LaidOut(NavigationStack { Color.red.ignoresSafeArea(edges: .top).navigationTitle("T") })
        #expect(try topOnly.placed("Color") == CGRect(x: 0, y: 0, width: 402, height: 840))
        let tabs = try LaidOut(TabView { Color.red.ignoresSafeArea(edges: .bottom) })
        #expect(try tabs.placed("Color") == CGRect(x: 0, y: 62, width: 402, height: 812))
    }

    @Test("A List in a NavigationStack sits below the bar; its visible region runs under the tab bar")
    func listInNavigation() throws {
        let laidOut = try LaidOut(TabView { NavigationStack { List { ForEach(0..<100) { Text("Row \($0)") } }.navigationTitle("Rows") } })
        #expect(try laidOut.placed("List") == CGRect(x: 0, y: 158, width: 402, height: 633))
        // Rows from 158 + 35, 44 apart, shown down to the screen's bottom (874): rows 0…15.
        #expect(try laidOut.frame("Row 15") != nil && laidOut.frame("Row 16") == nil)
    }

    @Test("No title: the bar is inline; hidden bars give the space back")
    func barsHiddenOrUntitled() throws {
        let untitled = try Self.probe { content in NavigationStack { content } }
        #expect(untitled.proposal == ProposedViewSize(width: 402, height: 734))
        let hidden = try Self.probe { content in NavigationStack { content.navigationTitle("T").toolbar(.hidden, for: .navigationBar) } }
        #expect(hidden.proposal == ProposedViewSize(width: 402, height: 778))
        let legacy = try Self.probe { content in NavigationStack { content.navigationTitle("T").navigationBarHidden(true) } }
        #expect(legacy.proposal == ProposedViewSize(width: 402, height: 778))
        let noTabBar = try Self.probe { content in TabView { content.toolbar(.hidden, for: .tabBar) } }
        #expect(noTabBar.proposal == ProposedViewSize(width: 402, height: 778))
        let noTabBarInStack = try Self.probe { content in
            TabView { NavigationStack { content.navigationTitle("T").toolbar(.hidden, for: .tabBar) } }
        }
        #expect(noTabBarInStack.proposal == ProposedViewSize(width: 402, height: 682))
    }

    @Test("Toolbar items go in the bars: only a bottom-bar item changes the content, by 44")
    func toolbarItems() throws {
        let trailing = try Self.probe { content in
            NavigationStack {
                content.navigationTitle("T").toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
                    ToolbarItem(placement: .principal) { Text("Title") }
                }
            }
        }
        #expect(trailing.proposal == ProposedViewSize(width: 402, height: 682))
        let views = try Self.probe { content in NavigationStack { content.navigationTitle("T").toolbar { Button("Edit") {} } } }
        #expect(views.proposal == ProposedViewSize(width: 402, height: 682))
        let bottom = try Self.probe { content in
            NavigationStack {
                content.navigationTitle("T").toolbar { ToolbarItemGroup(placement: .bottomBar) { Button("A") {} } }
            }
        }
        #expect(bottom.proposal == ProposedViewSize(width: 402, height: 638))
        #expect(bottom.insets == EdgeInsets(top: 158, bottom: 78))
    }

    @Test("NavigationLink is laid out as its label; NavigationView as a NavigationStack")
    func linksAndNavigationView() throws {
        let link = try LaidOut(NavigationStack { NavigationLink("Details", value: 1).navigationTitle("T") })
        #expect(try link.placed("NavigationLink") == link.placed("Text"))
        let destination = try LaidOut(NavigationLink { Text("Far") } label: { Text("Near") })
        #expect(destination.nodes("Far").isEmpty)
        let view = try Self.probe { content in NavigationView { content.navigationTitle("T") } }
        #expect(view.proposal == ProposedViewSize(width: 402, height: 682))
    }

    @Test("TabView shows the selected tab (by tag), else the first; the others are not laid out")
    func tabSelection() throws {
        let laidOut = try LaidOut(TabView(selection: .constant(2)) {
            Text("One").tag(1)
            Text("Two").tag(2)
        })
        #expect(try laidOut.frame("One") == nil)
        #expect(close(try laidOut.placed("Two").midY, 62 + 729 / 2))
        let first = try LaidOut(TabView { Text("One"); Text("Two") })
        #expect(try first.frame("One") != nil && first.frame("Two") == nil)
    }

    @Test(".tabViewStyle(.page): no bar, the page fills the TabView")
    func pageStyle() throws {
        let probe = try Self.probe { content in TabView { content }.tabViewStyle(.page) }
        #expect(probe.proposal == ProposedViewSize(width: 402, height: 778))
        #expect(probe.insets == EdgeInsets(top: 62, bottom: 34))
        let dots = try Self.probe { content in TabView { content }.tabViewStyle(.page(indexDisplayMode: .never)) }
        #expect(dots.proposal == probe.proposal)
    }

    @Test("NavigationSplitView in a compact width is a stack of its sidebar")
    func splitViewCompact() throws {
        let laidOut = try LaidOut(NavigationSplitView {
            Color.red.navigationTitle("Sidebar")
        } detail: {
            Color.blue
        })
        #expect(try laidOut.placed("Color", 0) == CGRect(x: 0, y: 158, width: 402, height: 682))
        #expect(try laidOut.frame("Color", 1) == nil)
    }

    @Test("NavigationSplitView in a regular width puts its columns side by side, each with its bar")
    func splitViewRegular() throws {
        let laidOut = try LaidOut(NavigationSplitView {
            Color.red.navigationTitle("Sidebar")
        } detail: {
            Color.blue.navigationTitle("Detail").navigationBarTitleDisplayMode(.inline)
        }, configuration: configuration(.iPadPro11.landscape))
        // iPad: 24 status bar, 50 bar (+52 large title), 20 home indicator.
        #expect(try laidOut.placed("Color", 0) == CGRect(x: 0, y: 24 + 102, width: 320, height: 834 - 20 - 24 - 102))
        #expect(try laidOut.placed("Color", 1) == CGRect(x: 320, y: 24 + 50, width: 890, height: 834 - 20 - 24 - 50))
        let three = try LaidOut(NavigationSplitView { Color.red } content: { Color.green } detail: { Color.blue },
                                configuration: configuration(.iPadPro13))
        #expect(try three.placed("Color", 1).minX == 320 && three.placed("Color", 2).minX == 640)
    }

    @Test("On an iPhone in landscape the bar is 32 and shows no large title")
    func landscapeBars() throws {
        let probe = try Self.probe({ content in NavigationStack { content.navigationTitle("T") } }, configuration: configuration(.iPhone16Pro.landscape))
        #expect(probe.proposal == ProposedViewSize(width: 750, height: 381 - 32))
        #expect(probe.frame.minX == 62 && probe.frame.minY == 32)
        let tabs = try Self.probe({ content in TabView { content } }, configuration: configuration(.iPhone16Pro.landscape))
        #expect(tabs.proposal == ProposedViewSize(width: 750, height: 381 - 32))
    }
}

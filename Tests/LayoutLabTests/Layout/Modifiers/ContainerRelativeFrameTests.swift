import Foundation
import Testing
@testable import LayoutLab

@Suite("§20.3: containerRelativeFrame")
struct ContainerRelativeFrameTests {
    @Test("§20.5(d): 3 of 4 columns of the 402-pt window, 8 apart: 299.5 wide, the proposal's 778 tall, at x = 51.25")
    func workedExampleD() throws {
        let traced = try LaidOut(Color.blue.containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 8))
        #expect(try traced.placed("containerRelativeFrame") == CGRect(x: 51.25, y: 62, width: 299.5, height: 778))
        #expect(try traced.proposals("blue").first == ProposedViewSize(width: 299.5, height: 778))
        #expect(try traced.proposals("containerRelativeFrame") == [ProposedViewSize(width: 402, height: 778)])
    }

    @Test("§20.5(e): items a third of a 402-wide horizontal ScrollView, 10 apart: 127.333 wide at x = 0, 137.333, 274.667, …")
    func workedExampleE() throws {
        let traced = try LaidOut(ScrollView(.horizontal) {
            LazyHStack(spacing: 10) {
                ForEach(0..<5) { index in
                    Color.red.containerRelativeFrame(.horizontal, count: 3, spacing: 10).inspectLayoutProcess("item\(index)")
                }
            }
        })
        let width = (402 - 20) / 3.0
        #expect(close(width, 127.33333333333333))
        for index in 0..<5 {
            let item = try traced.placed("item\(index)")
            #expect(close(item.width, width))
            #expect(close(item.minX, CGFloat(index) * (width + 10)))
        }
        // The ScrollView takes the window's width and, hugging its content, the items' height:
        // the proposal's 778, passed through by the frames and taken by the Colors.
        #expect(try traced.proposals("ScrollView") == [ProposedViewSize(width: 402, height: 778)])
        #expect(try traced.placed("ScrollView") == CGRect(x: 0, y: 62, width: 402, height: 778))
        #expect(try traced.proposals("LazyHStack").first == ProposedViewSize(width: nil, height: 778))
        #expect(try traced.proposals("item0").first == ProposedViewSize(width: nil, height: 778))
    }

    @Test("§20.3: the plain form is the container's whole length; the other axis keeps the proposal")
    func plainForm() throws {
        let traced = try LaidOut(VStack {
            Color.green.containerRelativeFrame(.horizontal).frame(width: 100, height: 40)
        })
        // A frame does not count as a container: the window's 402 wins over the 100 proposed.
        #expect(try traced.placed("containerRelativeFrame").size == CGSize(width: 402, height: 40))
        #expect(try traced.proposals("green").first == ProposedViewSize(width: 402, height: 40))
    }

    @Test("§20.3: the closure form gets the container's length and axis; alignment places the child")
    func closureForm() throws {
        var asked: [Axis] = []
        let traced = try LaidOut(
            Color.red.frame(width: 10, height: 10)
                .containerRelativeFrame([.horizontal, .vertical], alignment: .topLeading) { length, axis in
                    asked.append(axis)
                    return axis == .horizontal ? length / 2 : length / 4
                })
        #expect(try traced.placed("containerRelativeFrame") == CGRect(x: 100.5, y: 62 + 291.75, width: 201, height: 194.5))
        #expect(try traced.placed("frame").origin == CGPoint(x: 100.5, y: 62 + 291.75))
        #expect(asked.contains(.horizontal) && asked.contains(.vertical))
    }

    @Test("§20.3: a ScrollView probed by a VStack is the container at the size it is given, not at a probe's (0 or ∞)")
    func scrollViewInVStack() throws {
        let traced = try LaidOut(VStack(spacing: 0) {
            Color.gray.frame(height: 44)
            ScrollView { Color.red.containerRelativeFrame(.vertical, count: 2, spacing: 0) }
        })
        // The VStack probes the ScrollView (402, 0) and (402, ∞), then gives it (402, 734); its
        // content is proposed (402, nil) each time, so only the change of container makes the
        // frame measure again (its memo was made for the 0-tall probe).
        #expect(try traced.placed("ScrollView") == CGRect(x: 0, y: 106, width: 402, height: 734))
        #expect(try traced.placed("containerRelativeFrame") == CGRect(x: 0, y: 106, width: 402, height: 367))
    }

    @Test("§20.3: a ScrollView that ignores the safe area is the container less the insets it covers (874 − 62 − 34)")
    func scrollViewUnderBars() throws {
        let traced = try LaidOut(ScrollView { Color.red.containerRelativeFrame(.vertical) }.ignoresSafeArea())
        #expect(try traced.placed("ScrollView") == CGRect(x: 0, y: 0, width: 402, height: 874))
        #expect(try traced.placed("containerRelativeFrame") == CGRect(x: 0, y: 62, width: 402, height: 778))
    }

    /// Acceptance case of issue 33 rule 2. Apple's containerRelativeFrame page names "a
    /// NavigationStack" among the containers and measures it "subtracting any safe area
    /// insets"; a large title's bar is part of its content's safe area (spec §24.2), 96 tall on
    /// iOS 18 (§24.3's table: content (402, 682) below y = 158).
    @Test("§20.3: a NavigationStack is the container: its size less its bars (§24.3: 402 × 682 under a large title)")
    func navigationStack() throws {
        let traced = try LaidOut(NavigationStack {
            Color.red.containerRelativeFrame(.vertical, count: 2, spacing: 0).navigationTitle("T")
        })
        // The stack is 778 tall; its bars leave 682 (not the window's 778), half of which is
        // centred below the bar: y = 158 + (682 − 341) / 2.
        #expect(try traced.placed("containerRelativeFrame") == CGRect(x: 0, y: 328.5, width: 402, height: 341))
    }

    /// Issue 33 rule 2: an overlay or background is not inside the view it decorates, so a
    /// ScrollView's overlay measures against the container around the ScrollView (here the
    /// NavigationStack's 682, §24.3), not the ScrollView's 300.
    @Test("§20.3: in an overlay or background of a ScrollView the container is the next one out")
    func overlayLooksPastItsContainer() throws {
        let overlaid = try LaidOut(NavigationStack {
            ScrollView { Color.red.frame(height: 100) }
                .frame(height: 300)
                .overlay { Color.blue.containerRelativeFrame(.vertical, count: 2, spacing: 0) }
                .navigationTitle("T")
        })
        // The 300-tall ScrollView is centred in the 682 below the bar: y = 158 + 191 = 349; the
        // 341-tall overlay is centred on it.
        #expect(try overlaid.placed("ScrollView") == CGRect(x: 0, y: 349, width: 402, height: 300))
        #expect(try overlaid.placed("containerRelativeFrame") == CGRect(x: 0, y: 328.5, width: 402, height: 341))
        let background = try LaidOut(NavigationStack {
            ScrollView { Color.red.frame(height: 100) }
                .frame(height: 300)
                .background { Color.blue.containerRelativeFrame(.vertical) }
                .navigationTitle("T")
        })
        #expect(try background.placed("containerRelativeFrame") == CGRect(x: 0, y: 158, width: 402, height: 682))
    }

    @Test("§20.3: a tab is the container (402 × 729 above the tab bar); a NavigationStack in it is nearer (402 × 633)")
    func tabView() throws {
        let tab = try LaidOut(TabView { Color.red.containerRelativeFrame(.vertical) })
        #expect(try tab.placed("containerRelativeFrame") == CGRect(x: 0, y: 62, width: 402, height: 729))
        let stacked = try LaidOut(TabView { NavigationStack { Color.red.containerRelativeFrame(.vertical).navigationTitle("T") } })
        #expect(try stacked.placed("containerRelativeFrame") == CGRect(x: 0, y: 158, width: 402, height: 633))
    }

    @Test("§20.3: a List is the container: half of its 402 points, not of the 330 its rows are proposed")
    func list() throws {
        let traced = try LaidOut(List { Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: 0) })
        #expect(try traced.proposals("containerRelativeFrame") == [ProposedViewSize(width: 330, height: nil)])
        #expect(try traced.placed("containerRelativeFrame").width == 201)
    }

    @Test("§20.3: each NavigationSplitView column is a container (iPad Pro 11 landscape: sidebar 320 wide, detail 890)")
    func splitViewColumns() throws {
        let traced = try LaidOut(NavigationSplitView {
            Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: 0).inspectLayoutProcess("sidebar")
        } detail: {
            Color.blue.containerRelativeFrame([.horizontal, .vertical], count: 2, spacing: 0).inspectLayoutProcess("detail")
        }, configuration: configuration(.iPadPro11.landscape))
        #expect(try traced.placed("sidebar").width == 160)
        // The detail column: 890 wide, 834 − 24 − 20 − 50 (an inline bar: no title) = 740 tall.
        #expect(try traced.placed("detail").size == CGSize(width: 445, height: 370))
    }

    @Test("§20.3: an explicit root proposal is the window; a count below 1 is diagnosed and counts as 1")
    func explicitRootAndBadCount() throws {
        let configuration = LayoutConfiguration(rootProposal: ProposedViewSize(width: 300, height: 200))
        let result = try Color.red.containerRelativeFrame(.vertical, count: 0, spacing: 5).layout(configuration: configuration)
        #expect(result.rootSize == CGSize(width: 300, height: 200))
        #expect(result.diagnostics.contains { $0.contains("count and span") })
    }
}


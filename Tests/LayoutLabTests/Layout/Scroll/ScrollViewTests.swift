import Foundation
import Testing
@testable import LayoutLab

@Suite("ScrollView (spec §16)")
struct ScrollViewTests {
    // Paths: the ScrollView is 0, its content 0.0, the content's children 0.0.i.

    @Test("§16.7(a): a root ScrollView hugs its content's width; the content is re-proposed that width at placement")
    func rootScrollViewHugs() throws {
        let trace = try LaidOut(ScrollView {
            VStack(spacing: 0) { ForEach(0..<3) { _ in Color.red.frame(width: 100, height: 300) } }
        })
        #expect(try trace.proposals("0") == [proposal(402, 778)])
        #expect(try trace.reports("0") == [CGSize(width: 100, height: 778)])
        // Sizing: the VStack is proposed (402, nil), takes the ideal path, and each frame
        // answers (100, 300) without asking its Color for a size (§3.1); the Color's only
        // query is the frame's placement, run by the VStack's alignment read (§1.5).
        #expect(try trace.proposals("0.0", pass: .sizing) == [proposal(402, nil)])
        #expect(try trace.reports("0.0").first == CGSize(width: 100, height: 900))
        for row in 0..<3 {
            #expect(try trace.proposals("0.0.\(row)", pass: .sizing) == [proposal(402, nil)])
            #expect(try Set(trace.proposals("0.0.\(row).0", pass: .sizing)) == [proposal(100, 300)])
        }
        #expect(try trace.frame("0") == CGRect(x: 151, y: 62, width: 100, height: 778))
        // Placement: (100, nil) is a new proposal, computed again (§16.3).
        #expect(try trace.computedProposals("0.0", pass: .placement) == [proposal(100, nil)])
        for row in 0..<3 {
            #expect(try trace.frame("0.0.\(row)", in: "0") == CGRect(x: 0, y: CGFloat(row) * 300, width: 100, height: 300))
        }
        #expect(try trace.frame("0.0.0")?.origin == CGPoint(x: 151, y: 62))
    }

    @Test("§16.7(b): a ScrollView in a VStack is maximally flexible; its content is asked once, then answered from its memo")
    func scrollViewInVStack() throws {
        let trace = try LaidOut(VStack(spacing: 0) {
            Color.gray.frame(height: 44)
            ScrollView { VStack(spacing: 10) { ForEach(0..<20) { _ in Color.blue.frame(height: 50) } } }
        })
        #expect(try trace.proposals("0.0", pass: .sizing) == [proposal(402, 0), proposal(402, .infinity), proposal(402, 389)])
        #expect(try trace.reports("0.0") == [CGSize(width: 402, height: 44), CGSize(width: 402, height: 44), CGSize(width: 402, height: 44)])
        #expect(try trace.proposals("0.1", pass: .sizing) == [proposal(402, 0), proposal(402, .infinity), proposal(402, 734)])
        #expect(try trace.reports("0.1") == [CGSize(width: 402, height: 0), CGSize(width: 402, height: CGFloat.infinity), CGSize(width: 402, height: 734)])
        // §16.2.4 — the content is computed once; every later probe is a memo hit.
        let content = try trace.events("0.1.0").filter { $0.kind == .proposal }
        #expect(content.map(\.proposal) == Array(repeating: proposal(402, nil), count: content.count))
        #expect(content.map(\.cache) == [.miss] + Array(repeating: .hit, count: content.count - 1))
        #expect(try trace.reports("0.1.0").first == CGSize(width: 402, height: 1190))
        #expect(try trace.frame("0") == CGRect(x: 0, y: 62, width: 402, height: 778))
        #expect(try trace.frame("0.0") == CGRect(x: 0, y: 62, width: 402, height: 44))
        #expect(try trace.frame("0.1") == CGRect(x: 0, y: 106, width: 402, height: 734))
        for row in 0..<20 {
            #expect(try trace.frame("0.1.0.\(row)", in: "0.1") == CGRect(x: 0, y: CGFloat(row) * 60, width: 402, height: 50))
        }
    }

    @Test("§16.7(c): a horizontal ScrollView takes the width, hugs the height, and puts its content at the leading edge")
    func horizontalScrollView() throws {
        let trace = try LaidOut(ScrollView(.horizontal) {
            HStack(spacing: 10) { ForEach(0..<5) { _ in Color.red.frame(width: 120, height: 80) } }
        })
        #expect(try trace.proposals("0.0", pass: .sizing) == [proposal(nil, 778)])
        #expect(try trace.reports("0.0").first == CGSize(width: 640, height: 80))
        #expect(try trace.frame("0") == CGRect(x: 0, y: 411, width: 402, height: 80))
        #expect(try trace.proposals("0.0", pass: .placement) == [proposal(nil, 80)])
        #expect(try trace.frame("0.0", in: "0") == CGRect(x: 0, y: 0, width: 640, height: 80))
    }

    @Test("§16.7(d): under fixedSize the ScrollView proposes (nil, nil) and takes its content's ideal size")
    func fixedSizeScrollView() throws {
        let trace = try LaidOut(ScrollView { Color.red.frame(width: 50, height: 200) }.fixedSize())
        #expect(try trace.proposals("0.0", pass: .sizing) == [proposal(nil, nil)])
        #expect(try trace.proposals("0.0.0", pass: .sizing) == [proposal(nil, nil)])
        #expect(try trace.reports("0.0").first == CGSize(width: 50, height: 200))
    }

    @Test("§16.7(e): contentMargins(.horizontal, 20) narrows the content's proposal and insets it (UNCERTAIN model, §16.4)")
    func contentMargins() throws {
        let trace = try LaidOut(ScrollView {
            VStack(spacing: 0) { Color.red.frame(height: 100) }
        }.contentMargins(.horizontal, 20))
        #expect(try trace.proposals("0.0", pass: .sizing) == [proposal(362, nil)])
        #expect(try trace.reports("0.0").first == CGSize(width: 362, height: 100))
        #expect(try trace.reports("0") == [CGSize(width: 402, height: 778)])
        #expect(try trace.frame("0.0", in: "0") == CGRect(x: 20, y: 0, width: 362, height: 100))
        #expect(try trace.tree[trace.id("0")].attributes == [
            NodeAttribute("axes", "vertical"), NodeAttribute("showsIndicators", "true"),
            NodeAttribute("contentMargins", "leading: 20.0, trailing: 20.0 for automatic"),
        ])
    }

    @Test("§16.4: margins set twice on an edge: the innermost wins; other edges add up")
    func nestedMargins() throws {
        let trace = try LaidOut(ScrollView { Color.red.frame(height: 100) }
            .contentMargins(.horizontal, 20).contentMargins(.leading, 50).contentMargins(.top, 10))
        #expect(try trace.frame("0.0", in: "0") == CGRect(x: 20, y: 10, width: 362, height: 100))
    }

    @Test("§16.4: indicator margins do not move the content")
    func indicatorMargins() throws {
        let trace = try LaidOut(ScrollView { Color.red.frame(height: 100) }.contentMargins(.all, 30, for: .scrollIndicators))
        #expect(try trace.frame("0.0", in: "0") == CGRect(x: 0, y: 0, width: 402, height: 100))
    }

    @Test("§16.3: content shorter than the ScrollView sits at the top, not centred")
    func shortContentAtTop() throws {
        let trace = try LaidOut(ScrollView { Color.red.frame(width: 402, height: 100) })
        #expect(try trace.frame("0.0") == CGRect(x: 0, y: 62, width: 402, height: 100))
    }

    @Test("§16.3: defaultScrollAnchor(.center, for: .alignment) centres undersized content; without a role it changes nothing")
    func defaultScrollAnchor() throws {
        let centred = try LaidOut(ScrollView { Color.red.frame(width: 402, height: 100) }.defaultScrollAnchor(.center, for: .alignment))
        #expect(try centred.frame("0.0", in: "0") == CGRect(x: 0, y: 339, width: 402, height: 100))
        let bottom = try LaidOut(ScrollView { Color.red.frame(width: 402, height: 100) }.defaultScrollAnchor(.bottom, for: .alignment))
        #expect(try bottom.frame("0.0", in: "0") == CGRect(x: 0, y: 678, width: 402, height: 100))
        // The initial offset only matters for content longer than the ScrollView: at offset 0
        // short content is at the top.
        let initial = try LaidOut(ScrollView { Color.red.frame(width: 402, height: 100) }.defaultScrollAnchor(.bottom))
        #expect(try initial.frame("0.0", in: "0") == CGRect(x: 0, y: 0, width: 402, height: 100))
        // Content longer than the ScrollView is not moved by the alignment anchor.
        let long = try LaidOut(ScrollView { Color.red.frame(width: 402, height: 2000) }.defaultScrollAnchor(.center, for: .alignment))
        #expect(try long.frame("0.0", in: "0") == CGRect(x: 0, y: 0, width: 402, height: 2000))
    }

    @Test("§16.4: a ScrollView under the bars insets its content by the safe area its frame covers")
    func safeArea() throws {
        let trace = try LaidOut(ScrollView {
            VStack(spacing: 0) { ForEach(0..<30) { _ in Color.red.frame(height: 50) } }
        }.ignoresSafeArea())
        #expect(try trace.frame("0.0") == CGRect(x: 0, y: 0, width: 402, height: 874))
        #expect(try trace.frame("0.0.0")?.origin == CGPoint(x: 0, y: 62))
        // Inside the safe area nothing changes: content at the top of the ScrollView.
        let inside = try LaidOut(ScrollView { Color.red.frame(width: 402, height: 50) })
        #expect(try inside.frame("0.0")?.origin == CGPoint(x: 0, y: 62))
    }

    @Test("§16.4, §24.2: under a NavigationStack's bar the ScrollView insets its content by the bar too; the content extends under it")
    func safeAreaUnderNavigationBar() throws {
        nonisolated(unsafe) var insets: EdgeInsets?
        let trace = try LaidOut(NavigationStack {
            ScrollView {
                VStack(spacing: 0) {
                    GeometryReader { proxy in
                        let _ = insets = proxy.safeAreaInsets
                        Color.clear
                    }.frame(height: 50)
                    ForEach(0..<30) { _ in Color.red.frame(height: 50) }
                }
            }.ignoresSafeArea().navigationTitle("T")
        })
        // The stack's content is placed in a safe area that starts below the 96-pt bar (158);
        // the ScrollView ignores it (0…874) and insets its content by 158 and 34.
        #expect(try trace.frame("0.0.0") == CGRect(x: 0, y: 0, width: 402, height: 874))
        #expect(try trace.frame("0.0.0.0")?.origin == CGPoint(x: 0, y: 158))
        // A view at the top of the content touches that safe area: it would extend under the
        // bar and the status bar.
        #expect(insets == EdgeInsets(top: 158, leading: 0, bottom: 0, trailing: 0))
    }

    @Test("§16.5: scroll modifiers are attributes and change no number")
    func modifiersWithoutLayoutEffect() throws {
        @State var position: Int? = nil
        let plain = try LaidOut(ScrollView { Color.red.frame(width: 100, height: 900) })
        let modified = try LaidOut(ScrollView { Color.red.frame(width: 100, height: 900).scrollTargetLayout() }
            .scrollIndicators(.hidden)
            .scrollTargetBehavior(.viewAligned)
            .scrollClipDisabled()
            .scrollBounceBehavior(.basedOnSize)
            .scrollPosition(id: $position)
            .defaultScrollAnchor(.bottom)
            .scrollIndicatorsFlash(onAppear: true))
        #expect(modified.result.frames == plain.result.frames)
        #expect(modified.events.map(\.proposal) == plain.events.map(\.proposal))
        let names = try modified.tree[modified.id("0")].attributes.map(\.name)
        for name in ["scrollIndicators", "scrollTargetBehavior", "scrollClipDisabled", "scrollBounceBehavior",
                     "scrollPosition", "defaultScrollAnchor", "scrollIndicatorsFlash"] {
            #expect(names.contains(name), "\(name)")
        }
        #expect(try modified.tree[modified.id("0.0")].attributes.map(\.name).contains("scrollTargetLayout"))
    }

    @Test("§16.2: a ScrollView inside a ScrollView on the same axis is proposed nil and takes its content's length")
    func nestedSameAxis() throws {
        let trace = try LaidOut(ScrollView {
            ScrollView { VStack(spacing: 0) { ForEach(0..<40) { _ in Color.red.frame(height: 50) } } }
        })
        #expect(try trace.proposals("0.0", pass: .sizing) == [proposal(402, nil)])
        #expect(try trace.reports("0.0").first == CGSize(width: 402, height: 2000))
        #expect(try trace.frame("0.0") == CGRect(x: 0, y: 62, width: 402, height: 2000))
        #expect(try trace.frame("0.0.0.39", in: "0") == CGRect(x: 0, y: 1950, width: 402, height: 50))
    }

    @Test("§16.2: both axes: the content is proposed (nil, nil); the ScrollView takes the whole proposal")
    func bothAxes() throws {
        let trace = try LaidOut(ScrollView([.horizontal, .vertical]) { Color.red.frame(width: 1000, height: 50) })
        #expect(try trace.proposals("0.0", pass: .sizing) == [proposal(nil, nil)])
        #expect(try trace.frame("0") == CGRect(x: 0, y: 62, width: 402, height: 778))
        #expect(try trace.frame("0.0", in: "0") == CGRect(x: 0, y: 0, width: 1000, height: 50))
    }

    @Test("An empty ScrollView takes its proposal along the scrolled axis and nothing across; several views stack vertically")
    func emptyAndImplicitStack() throws {
        let empty = try LaidOut(ScrollView { EmptyView() })
        #expect(empty.result.rootSize == CGSize(width: 0, height: 778))
        let several = try LaidOut(ScrollView(.horizontal) {
            Color.red.frame(width: 50, height: 50)
            Color.blue.frame(width: 50, height: 50)
        })
        #expect(several.tree[try several.id("0.0")].kind == "VStack")
        #expect(try several.frame("0.0.1", in: "0.0") == CGRect(x: 0, y: 58, width: 50, height: 50))
    }

    @Test("ScrollViewReader lays out as its content, with no node of its own")
    func scrollViewReader() throws {
        let trace = try LaidOut(ScrollViewReader { proxy in
            ScrollView { Color.red.frame(width: 100, height: 100) }
        })
        #expect(trace.tree.root.kind == "ScrollView")
        #expect(try trace.frame("0.0") == CGRect(x: 151, y: 62, width: 100, height: 100))
    }

    @Test("Non-finite content margins are diagnosed and treated as 0")
    func nonFiniteMargins() throws {
        let trace = try LaidOut(ScrollView { Color.red.frame(height: 100) }.contentMargins(.leading, .nan))
        #expect(trace.result.diagnostics.contains { $0.contains("contentMargins") })
        #expect(try trace.frame("0.0", in: "0") == CGRect(x: 0, y: 0, width: 402, height: 100))
    }
}

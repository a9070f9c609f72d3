import Foundation
import Testing
@testable import LayoutLab

@Suite("Safe-area modifiers (spec §20.4, §4.6)")
struct SafeAreaTests {
    @Test("§20.5(f): Color.red.safeAreaPadding(.horizontal, 20) — Color proposed (362, 778) at x = 20, reported (402, 778)")
    func safeAreaPaddingExample() throws {
        let laidOut = try LaidOut(Color.red.safeAreaPadding(.horizontal, 20))
        #expect(try laidOut.placementProposal("Color") == ProposedViewSize(width: 362, height: 778))
        #expect(try laidOut.placed("Color") == CGRect(x: 20, y: 62, width: 362, height: 778))
        #expect(laidOut.result.rootSize == CGSize(width: 402, height: 778))
        #expect(laidOut.nodes("safeAreaInset").count == 4)
    }

    @Test("§20.4: safeAreaPadding with no length pads by the default 16; EdgeInsets and a bare length work too")
    func safeAreaPaddingForms() throws {
        let defaulted = try LaidOut(Color.red.safeAreaPadding())
        #expect(try defaulted.placed("Color") == CGRect(x: 16, y: 78, width: 370, height: 746))
        let insets = try LaidOut(Color.red.safeAreaPadding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))
        #expect(try insets.placed("Color") == CGRect(x: 2, y: 63, width: 396, height: 774))
        let length = try LaidOut(Color.red.safeAreaPadding(10))
        #expect(try length.placed("Color") == CGRect(x: 10, y: 72, width: 382, height: 758))
    }

    @Test("§20.4 steps 1–4 on each edge: the primary's minimum, then the content, then the primary", arguments: [
        Edge.top, .bottom, .leading, .trailing,
    ])
    func safeAreaInsetEachEdge(edge: Edge) throws {
        let content = Color.blue.frame(width: 40, height: 30).inspectLayoutProcess("bar")
        let primary = Color.red.inspectLayoutProcess("primary")
        let laidOut: LaidOut = switch edge {
        case .top: try LaidOut(primary.safeAreaInset(edge: .top, spacing: 5) { content })
        case .bottom: try LaidOut(primary.safeAreaInset(edge: .bottom, spacing: 5) { content })
        case .leading: try LaidOut(primary.safeAreaInset(edge: .leading, spacing: 5) { content })
        case .trailing: try LaidOut(primary.safeAreaInset(edge: .trailing, spacing: 5) { content })
        }
        let sizing = try laidOut.proposals("primary", pass: .sizing)
        let vertical = edge.axis == .vertical
        // 1. the primary's minimum along the axis; 3. the rest once the content (30 or 40) and 5 are set aside.
        #expect(sizing.first == (vertical ? ProposedViewSize(width: 402, height: 0) : ProposedViewSize(width: 0, height: 778)))
        #expect(sizing.last == (vertical ? ProposedViewSize(width: 402, height: 743) : ProposedViewSize(width: 357, height: 778)))
        // 2. the content is proposed the axis less the spacing and the primary's minimum (0).
        #expect(try laidOut.proposals("bar", pass: .sizing).first
            == (vertical ? ProposedViewSize(width: 402, height: 773) : ProposedViewSize(width: 397, height: 778)))
        let primaryFrame = try laidOut.placed("primary"), barFrame = try laidOut.placed("bar")
        switch edge {
        case .top:
            #expect(barFrame == CGRect(x: 181, y: 62, width: 40, height: 30))
            #expect(primaryFrame == CGRect(x: 0, y: 97, width: 402, height: 743))
        case .bottom:
            #expect(primaryFrame == CGRect(x: 0, y: 62, width: 402, height: 743))
            #expect(barFrame == CGRect(x: 181, y: 810, width: 40, height: 30))
        case .leading:
            #expect(barFrame == CGRect(x: 0, y: 436, width: 40, height: 30))
            #expect(primaryFrame == CGRect(x: 45, y: 62, width: 357, height: 778))
        case .trailing:
            #expect(primaryFrame == CGRect(x: 0, y: 62, width: 357, height: 778))
            #expect(barFrame == CGRect(x: 362, y: 436, width: 40, height: 30))
        }
    }

    @Test("§20.4: alignment places the content across the axis against the primary's guide")
    func safeAreaInsetAlignment() throws {
        let laidOut = try LaidOut(Color.red.safeAreaInset(edge: .bottom, alignment: .trailing, spacing: 0) {
            Color.blue.frame(width: 40, height: 30)
        })
        #expect(try laidOut.placed("frame") == CGRect(x: 362, y: 810, width: 40, height: 30))
    }

    @Test("§20.4: nil spacing is the primary→content distance (8 between plain views)")
    func safeAreaInsetDefaultSpacing() throws {
        let laidOut = try LaidOut(Color.red.safeAreaInset(edge: .top) { Color.blue.frame(height: 30) })
        #expect(try laidOut.placed("Color", 0) == CGRect(x: 0, y: 62 + 38, width: 402, height: 740))
    }

    @Test("§20.4 + §4.6: inside a safeAreaInset the primary's safe area grows; ignoring it extends under the content and the home indicator")
    func ignoringInsideSafeAreaInset() throws {
        let laidOut = try LaidOut(
            Color.red.ignoresSafeArea().inspectLayoutProcess("primary")
                .safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50) })
        // The primary sits above the bar: 778 − 50 tall at y = 62 …
        #expect(try laidOut.placed("primary") == CGRect(x: 0, y: 62, width: 402, height: 728))
        // … and ignoring the safe area reaches the screen's top and bottom, under the bar.
        #expect(try laidOut.placed("Color", 0) == CGRect(x: 0, y: 0, width: 402, height: 874))
        #expect(try laidOut.placementProposal("Color", 0) == ProposedViewSize(width: 402, height: 874))
    }

    @Test("§4.6: ignoring only the keyboard region changes nothing (LayoutLab has no keyboard)")
    func keyboardOnly() throws {
        let laidOut = try LaidOut(Color.red.ignoresSafeArea(.keyboard))
        #expect(try laidOut.placed("Color") == CGRect(x: 0, y: 62, width: 402, height: 778))
    }

    @Test("§4.6: a view that does not touch the safe area's edge does not extend")
    func notTouching() throws {
        let laidOut = try LaidOut(Color.red.frame(width: 100, height: 100).ignoresSafeArea())
        #expect(try laidOut.placed("frame") == CGRect(x: 151, y: 401, width: 100, height: 100))
    }

    @Test("A GeometryReader's proxy reports the safe-area insets its frame touches")
    func geometryProxyInsets() throws {
        nonisolated(unsafe) var seen: [EdgeInsets] = []
        _ = try LaidOut(VStack(spacing: 0) {
            GeometryReader { proxy in
                let _ = seen.append(proxy.safeAreaInsets)
                Color.red
            }
            Color.blue.frame(height: 100)
        })
        #expect(seen == [EdgeInsets(top: 62, leading: 0, bottom: 0, trailing: 0)])
    }
}

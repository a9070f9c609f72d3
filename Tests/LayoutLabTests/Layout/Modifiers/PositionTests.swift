import Foundation
import Testing
@testable import LayoutLab

@Suite("§20.1–20.2: position and offset")
struct PositionTests {
    @Test("§20.5(a): a position view reports the root proposal without asking; the frame is first proposed (402, 778) at placement and centred on (60, 40)")
    func workedExampleA() throws {
        let traced = try LaidOut(Color.red.frame(width: 100, height: 50).position(x: 60, y: 40))
        #expect(try traced.placed("position") == CGRect(x: 0, y: 62, width: 402, height: 778))
        #expect(try traced.placed("frame") == CGRect(x: 10, y: 77, width: 100, height: 50))
        // Sizing did not ask the child: its only proposal comes in the placement pass.
        let proposals = try traced.proposalEvents("frame")
        #expect(proposals.count == 1)
        #expect(proposals.first?.proposal == ProposedViewSize(width: 402, height: 778))
        #expect(proposals.first?.pass == .placement)
    }

    @Test("§20.5(b): a maxWidth: .infinity frame inside position is as wide as the position view, centred on x = 100, so it starts at −101")
    func workedExampleB() throws {
        let traced = try LaidOut(Text("Hi").frame(maxWidth: .infinity).position(x: 100, y: 50))
        let frame = try traced.placed("frame")
        let textHeight = try traced.placed("Text").height
        #expect(close(textHeight, 61.0 / 3))
        #expect(close(frame, CGRect(x: -101, y: 62 + 50 - textHeight / 2, width: 402, height: textHeight)))
        #expect(try traced.proposals("frame") == [ProposedViewSize(width: 402, height: 778)])
        #expect(try traced.proposals("Text").first == ProposedViewSize(width: 402, height: 778))
    }

    @Test("§20.5(c): in a VStack the position view is the most flexible child and gets 778 − 100 = 678; red lands at global y = 162")
    func workedExampleC() throws {
        let traced = try LaidOut(VStack(spacing: 0) {
            Color.gray.frame(height: 100)
            Color.red.frame(width: 20, height: 20).position(x: 10, y: 10)
        })
        #expect(try traced.placed("position") == CGRect(x: 0, y: 162, width: 402, height: 678))
        #expect(try traced.placed("red") == CGRect(x: 0, y: 162, width: 20, height: 20))
        // Probed at 0 and ∞ (§6.3): it answers each proposal as it is, so it is infinitely
        // flexible, and is offered what the gray view leaves.
        let proposals = try traced.proposals("position")
        #expect(proposals == [
            ProposedViewSize(width: 402, height: 0), ProposedViewSize(width: 402, height: .infinity),
            ProposedViewSize(width: 402, height: 678),
        ])
        // Its child is first asked when the VStack reads its alignment guide (§1.5), with the
        // position view's own size; placement asks again and hits the memo.
        let redFrame = try traced.proposalEvents(traced.tree[traced.node("position").children[0]].path)
        #expect(redFrame.map(\.proposal) == [ProposedViewSize(width: 402, height: 678), ProposedViewSize(width: 402, height: 678)])
        #expect(redFrame.map(\.pass) == [.sizing, .placement])
    }

    @Test("§20.1: with a nil component the position view asks its child and takes its answer on that axis")
    func unspecifiedProposal() throws {
        let traced = try LaidOut(
            Color.red.frame(width: 30, height: 20).position(x: 5, y: 5).fixedSize(horizontal: true, vertical: false))
        #expect(try traced.placed("position").size == CGSize(width: 30, height: 778))
        #expect(try traced.proposals("frame").first == ProposedViewSize(width: nil, height: 778))
    }

    @Test("§20.1: a position view publishes no spacing, so it keeps the default 8 from its neighbours")
    func spacing() throws {
        let traced = try LaidOut(VStack {
            Color.gray.frame(height: 10)
            Color.red.frame(width: 20, height: 20).position(x: 10, y: 10)
        }.frame(height: 100))
        #expect(try traced.placed("position").minY - traced.placed("gray").maxY == 8)
    }

    @Test("§20.2: offset changes nothing in layout — only where the view is drawn")
    func offsetVersusPosition() throws {
        let plain = try LaidOut(HStack(spacing: 0) { Color.red.frame(width: 20, height: 20); Color.blue.frame(width: 30, height: 30) })
        let offset = try LaidOut(HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20).offset(x: 15, y: -5)
            Color.blue.frame(width: 30, height: 30)
        })
        #expect(plain.result.frames == offset.result.frames)
        #expect(plain.events.map(\.proposal) == offset.events.map(\.proposal))
        let red = try offset.node("red").id, frame = try #require(offset.result.tree[red].parent)
        #expect(offset.result.drawingOffset(of: frame) == CGSize(width: 15, height: -5))
        #expect(offset.result.drawnFrame(of: red) == offset.result.frame(of: red)?.offsetBy(dx: 15, dy: -5))
        #expect(offset.result.tree[frame].attributes.contains(NodeAttribute("offset", "(15.0, -5.0)")))
    }

    @Test("§20.2: offsets add up down the tree, whichever side of other modifiers they are written on")
    func nestedOffsets() throws {
        let result = try VStack {
            Color.red.frame(width: 10, height: 10).offset(x: 1).padding(2).offset(y: 3)
        }.offset(x: 10, y: 10).layout()
        let red = try #require(result.tree.nodes(named: "red").first?.id)
        let drawn = try #require(result.drawnFrame(of: red)), laidOut = try #require(result.frame(of: red))
        #expect(drawn.origin == CGPoint(x: laidOut.minX + 11, y: laidOut.minY + 13))
    }
}

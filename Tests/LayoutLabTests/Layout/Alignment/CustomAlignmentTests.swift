import Foundation
import Testing
@_spi(Interpreter) @testable import LayoutLab

extension VerticalAlignment {
    private enum MidA: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
    }
    static let midA = VerticalAlignment(MidA.self)
}

extension HorizontalAlignment {
    private enum Column: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[HorizontalAlignment.leading] }
    }
    static let column = HorizontalAlignment(Column.self)
}

/// §21.3's view with any vertical guide, so compiled and run-time guides run the same code.
private func midAExample(_ guide: VerticalAlignment, withGuide: Bool = true) -> some View {
    HStack(alignment: guide, spacing: 0) {
        VStack(spacing: 0) {
            Color.red.frame(width: 50, height: 30)
            if withGuide {
                Color.green.frame(width: 50, height: 40).alignmentGuide(guide) { d in d[VerticalAlignment.center] }
            } else {
                Color.green.frame(width: 50, height: 40)
            }
        }
        Color.blue.frame(width: 50, height: 20)
    }
}

@Suite("§21: custom alignment guides across nested stacks")
struct CustomAlignmentTests {
    @Test("§21.3: only green defines midA, so the VStack's midA is 30 + 20 = 50; blue (default 10) sits at y = 40; the HStack is 100 × 70")
    func workedExample() throws {
        let traced = try LaidOut(midAExample(.midA))
        let stack = try traced.placed("HStack")
        #expect(stack.size == CGSize(width: 100, height: 70))
        #expect(try traced.placed("VStack").origin == stack.origin)
        let blue = try traced.placed("blue")
        #expect(blue.origin == CGPoint(x: stack.minX + 50, y: stack.minY + 40))
        // The HStack is proposed the root's (402, 778) and probes each child at widths 0 and ∞.
        // Both children are rigid (flexibility 0), so they keep their order and the VStack is
        // offered half of 402.
        #expect(try traced.proposals("VStack") == [
            ProposedViewSize(width: 0, height: 778), ProposedViewSize(width: .infinity, height: 778),
            ProposedViewSize(width: 201, height: 778),
        ])
        #expect(try traced.proposals("HStack") == [ProposedViewSize(width: 402, height: 778)])
    }

    @Test("§21.3: without the alignmentGuide the VStack has no explicit midA; its centre, 35, is used and blue sits at y = 25")
    func workedExampleWithoutGuide() throws {
        let traced = try LaidOut(midAExample(.midA, withGuide: false))
        let stack = try traced.placed("HStack")
        #expect(stack.size == CGSize(width: 100, height: 70))
        #expect(try traced.placed("blue").minY - stack.minY == 25)
    }

    @Test("§21.1: a guide made at run time behaves as the compiled one, name for name")
    func runtimeGuide() throws {
        let runtime = VerticalAlignment(runtimeID: "midA") { d in d[VerticalAlignment.center] }
        let compiled = try LaidOut(midAExample(.midA))
        let interpreted = try LaidOut(midAExample(runtime))
        #expect(compiled.result.frames == interpreted.result.frames)
        #expect(compiled.events.map(\.proposal) == interpreted.events.map(\.proposal))
        // Identity is the name: a second guide with the same name is the same guide.
        #expect(VerticalAlignment(runtimeID: "midA") { _ in 0 } == runtime)
        #expect(VerticalAlignment(runtimeID: "midB") { _ in 0 } != runtime)
        #expect(runtime != .midA)
        #expect(try interpreted.node("alignmentGuide").attributes.contains(NodeAttribute("guide", "midA")))
    }

    @Test("§21.2: values average over the children that define them, each in the container's coordinates")
    func averaged() throws {
        let traced = try LaidOut(HStack(alignment: .midA, spacing: 0) {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 20).alignmentGuide(.midA) { _ in 0 }
                Color.green.frame(width: 10, height: 20)
                Color.yellow.frame(width: 10, height: 20).alignmentGuide(.midA) { _ in 20 }
            }
            Color.blue.frame(width: 10, height: 10)
        })
        // (0 + (40 + 20)) / 2 = 30 in the VStack; blue's default is 5.
        #expect(try traced.placed("blue").minY - traced.placed("VStack").minY == 25)
    }

    @Test("§21.2: a value propagates through nested stacks, padding (shifted by the inset), a ZStack and an overlay")
    func nestedPropagation() throws {
        let traced = try LaidOut(HStack(alignment: .midA, spacing: 0) {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 30)
                ZStack {
                    HStack {
                        Color.green.frame(width: 10, height: 40).alignmentGuide(.midA) { _ in 4 }
                    }
                    .padding(6)
                }
                .overlay { Color.clear }
            }
            Color.blue.frame(width: 10, height: 10)
        })
        // green's 4, + 6 of padding, + 30 below red = 40; blue's centre 5 → blue at 35.
        #expect(try traced.placed("blue").minY - traced.placed("VStack").minY == 35)
    }

    @Test("§21.2: .frame(alignment:) aligns the child's custom guide with the frame's default value, and exposes it shifted")
    func frameAlignment() throws {
        let traced = try LaidOut(HStack(alignment: .midA, spacing: 0) {
            Color.red.frame(width: 20, height: 20).alignmentGuide(.midA) { _ in 0 }
                .frame(width: 100, height: 100, alignment: Alignment(horizontal: .center, vertical: .midA))
            Color.blue.frame(width: 10, height: 10)
        })
        // Nodes are in pre-order: the first frame is the outer, 100-pt one.
        let outerFrame = try traced.placed("frame")
        #expect(outerFrame.size == CGSize(width: 100, height: 100))
        // Inside the 100-pt frame red's guide (0) meets the frame's midA default (50).
        #expect(try traced.placed("red").minY - outerFrame.minY == 50)
        // The frame's explicit midA is 50 + 0, which blue's centre (5) meets: blue at 45.
        #expect(try traced.placed("blue").minY - outerFrame.minY == 45)
    }

    @Test("§21.2: a ZStack aligned on a custom guide lines its children up on it")
    func zStackAlignment() throws {
        let traced = try LaidOut(ZStack(alignment: Alignment(horizontal: .column, vertical: .center)) {
            Color.red.frame(width: 40, height: 10).alignmentGuide(.column) { _ in 30 }
            Color.blue.frame(width: 10, height: 10)
        })
        // red's column at 30, blue's default (leading) at 0 → blue starts 30 right of red.
        #expect(try traced.placed("blue").minX - traced.placed("red").minX == 30)
        #expect(try traced.placed("ZStack").width == 40)
    }

    @Test("§21.2, §1.3: standard guides are not propagated past a multi-child container")
    func standardGuidesStop() throws {
        let traced = try LaidOut(VStack(alignment: .leading, spacing: 0) {
            VStack {
                Color.red.frame(width: 20, height: 10).alignmentGuide(.leading) { _ in 10 }
            }
            Color.blue.frame(width: 20, height: 10)
        })
        // Inner VStack has no explicit leading: both children start at the same x.
        #expect(try traced.placed("red").minX == traced.placed("blue").minX)
    }
}

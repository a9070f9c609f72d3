import Foundation
import Testing
@testable import LayoutLab

@Suite("§3.2: flexible frames")
struct FlexFrameTests {
    @Test("§3.2, §6.3: objc.io's HStack of frame(maxWidth: 100) and frame(minWidth: 100) in 150: red 75, green 100, the stack 175 overflows")
    func minWidthOverflowsItsOffer() throws {
        let traced = try LaidOut(HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100)
            Color.green.frame(minWidth: 100)
        }.frame(width: 150))
        // The less flexible red frame (range 0…100) is offered its share first: 150 / 2 = 75.
        // Green is offered the 75 left and answers its minimum, 100.
        #expect(try traced.placed("red").width == 75)
        #expect(try traced.placed("green").width == 100)
        let stack = try traced.placed("HStack")
        #expect(stack.width == 175)
        // Centred in the 150-point frame, the stack starts 12.5 points before it.
        #expect(stack.minX == (try traced.placed("0").minX) - 12.5)
    }

    @Test("§3.2 (iOS 17): a frame proposed nil that ends strictly inside its bounds proposes nil to its child at placement")
    func nilAtPlacement() throws {
        let traced = try LaidOut(Color.red.frame(minWidth: 50, maxWidth: 100).fixedSize())
        // Sized (nil, nil): the Color answers 10 × 10, the frame clamps the width to 50.
        #expect(try traced.placed("frame").size == CGSize(width: 50, height: 10))
        // Placed: the width (on its bound) is proposed as 50, the height (no bounds, strictly
        // inside ±∞) as nil, so the Color keeps its ideal height.
        // (The frame measures the uncached Color, then places it: two queries, one proposal.)
        let placement = try traced.proposals("red", pass: .placement)
        #expect(!placement.isEmpty && placement.allSatisfy { $0 == ProposedViewSize(width: 50, height: nil) })
        #expect(try traced.placed("red").size == CGSize(width: 50, height: 10))
    }
}

@Suite("§7: ZStack sizing")
struct ZStackSizingTests {
    @Test("§7 (UNCERTAIN, the bounding-box choice): a child moved by an alignment guide grows the ZStack to 50, not the largest child's 40")
    func boundingBoxOfAlignedChildren() throws {
        let traced = try LaidOut(ZStack(alignment: .leading) {
            Color.red.frame(width: 40, height: 40)
            Color.blue.frame(width: 10, height: 10).alignmentGuide(.leading) { _ in -40 }
        })
        #expect(try traced.placed("ZStack").width == 50)
        #expect(try traced.placed("blue").maxX == (try traced.placed("red").minX) + 50)
    }

    @Test("§7: proposed ∞, a ZStack of a flexible Color and a fixed frame is ∞ wide and tall, not ∞ − ∞ (NaN)")
    func infiniteChild() {
        let maximum = ViewTree(ZStack {
            Color.red
            Color.blue.frame(width: 10, height: 10)
        }).flexibility(of: 0).maximum
        #expect(maximum.width == .infinity && maximum.height == .infinity)
    }
}

@Suite("§1.3, §2.7: explicit guides of containers, EmptyView")
struct ContainerGuideTests {
    @Test("§1.3: a VStack's last text baseline is its last Text's (the largest), its first its first Text's")
    func lastBaselineIsTheLargest() throws {
        let traced = try LaidOut(HStack(alignment: .lastTextBaseline) {
            VStack { Text("One"); Text("Two") }
            Text("Three")
        })
        #expect(try traced.placed("Three").minY == (try traced.placed("Two").minY))
        let first = try LaidOut(HStack(alignment: .firstTextBaseline) {
            VStack { Text("One"); Text("Two") }
            Text("Three")
        })
        #expect(try first.placed("Three").minY == (try first.placed("One").minY))
    }

    @Test("§2.7: EmptyView takes no space and no spacing in a stack; an empty VStack is 0 × 0")
    func emptyView() throws {
        let traced = try LaidOut(HStack {
            Color.red.frame(width: 10, height: 10)
            EmptyView()
            Color.blue.frame(width: 10, height: 10)
        })
        #expect(try traced.placed("HStack").width == 28)
        let empty = try LaidOut(VStack { EmptyView() })
        #expect(try empty.placed("VStack").size == .zero)
    }
}

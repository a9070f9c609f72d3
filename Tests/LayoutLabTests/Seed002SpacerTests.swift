import Foundation
import Testing
@testable import LayoutLab
import TestSupport

// Golden tests for seed 002 ("Spacerはなぜいい感じに伸びてくれるのか"): Spacer's minimum,
// ideal and maximum sizes and its priority, as the article's `TestLayout` prints them, and
// how an HStack shares its width between Text, Spacer and Color.

/// The article's `TestLayout`, unchanged but for printing into a buffer instead of stdout.
struct TestLayout: Layout {
    let output: PrintBuffer

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        output.print("# minSize \(subviews[0].sizeThatFits(.zero))")
        output.print("# idealSize \(subviews[0].sizeThatFits(.unspecified))")
        output.print("# maxSize \(subviews[0].sizeThatFits(.infinity))")
        output.print("# layoutPriority \(subviews[0].priority)")
        return .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        // Empty
    }
}

@Suite("Seed 002: Spacer")
struct Seed002SpacerTests {
    @Test("TestLayout { Spacer() } prints min 8×8, ideal 8×8, max inf×inf, priority -inf")
    func spacerInTestLayout() throws {
        let output = PrintBuffer()
        _ = try TestLayout(output: output) { Spacer() }.layout()
        #expect(output.lines == [
            "# minSize (8.0, 8.0)", "# idealSize (8.0, 8.0)", "# maxSize (inf, inf)", "# layoutPriority -inf",
        ])
        let flexibility = ViewTree(TestLayout(output: PrintBuffer()) { Spacer() }).flexibility(of: 1)
        #expect(flexibility.testLayoutLines == output.lines)
    }

    @Test("TestLayout { Text(\"Hello\") }: a Text's minimum is zero, its ideal and maximum its unwrapped size, priority 0")
    func textInTestLayout() throws {
        let flexibility = ViewTree(TestLayout(output: PrintBuffer()) { Text("Hello") }).flexibility(of: 1)
        #expect(flexibility.minimum == .zero)
        #expect(flexibility.ideal == flexibility.maximum)
        #expect(flexibility.ideal.height == 20.333333333333332)
        #expect(flexibility.layoutPriority == 0)
    }

    @Test("Inside an HStack a Spacer is 8 wide at least and flat: (8, 0), (8, 0), (inf, 0)")
    func spacerInHStack() throws {
        let tree = ViewTree(HStack { Text("Hello"); Spacer() })
        let spacer = try #require(tree.nodes.first { $0.kind == "Spacer" })
        let flexibility = tree.flexibility(of: spacer.id)
        #expect(flexibility.minimum == CGSize(width: 8, height: 0))
        #expect(flexibility.ideal == CGSize(width: 8, height: 0))
        #expect(flexibility.maximum == CGSize(width: CGFloat.infinity, height: 0))
        #expect(flexibility.layoutPriority == -.infinity)
    }

    @Test("Text + Spacer + Text: the Texts keep their ideal widths and the Spacer takes the rest")
    func textSpacerText() throws {
        let result = try TextSpacerText().layout()
        let texts = result.tree.nodes.filter { $0.kind == "Text" }
        let spacer = try #require(result.tree.nodes.first { $0.kind == "Spacer" })
        let hello = try #require(result.frame(of: texts[0].id)), world = try #require(result.frame(of: texts[1].id))
        let space = try #require(result.frame(of: spacer.id))
        #expect(hello.width == result.tree.flexibility(of: texts[0].id).ideal.width)
        #expect(world.width == result.tree.flexibility(of: texts[1].id).ideal.width)
        // 300 minus the default padding on both sides, with no gaps next to the Spacer.
        #expect(hello.width + space.width + world.width == 268)
        #expect(hello.minX == 16 + 51 && world.maxX == 51 + 300 - 16)
    }

    @Test("Text + Spacer + Color: the Color takes all but the Text and the Spacer's 8")
    func textSpacerColor() throws {
        let result = try TextSpacerColor().layout()
        let text = try #require(result.tree.nodes.first { $0.kind == "Text" })
        let spacer = try #require(result.tree.nodes.first { $0.kind == "Spacer" })
        let color = try #require(result.tree.nodes.first { $0.kind == "Color" })
        let textWidth = result.tree.flexibility(of: text.id).ideal.width
        #expect(result.frame(of: text.id)?.width == textWidth)
        #expect(result.frame(of: spacer.id)?.width == 8)
        #expect(result.frame(of: color.id)?.width == 300 - 8 - textWidth)
    }
}

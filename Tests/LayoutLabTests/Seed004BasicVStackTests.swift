import Foundation
import Testing
@testable import LayoutLab

// Golden test for seed 004 (Apple's documentation of `Layout.sizeThatFits`): `BasicVStack`
// compiles unchanged but for the import, and reports the maximum ideal width and the sum of
// the ideal heights. The listing says it "also needs a placeSubviews() implementation": that
// is added in an extension, outside the listing.

private struct BasicVStack: Layout {
    func sizeThatFits(
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout ()
    ) -> CGSize {
        subviews.reduce(CGSize.zero) { result, subview in
            let size = subview.sizeThatFits(.unspecified)
            return CGSize(
                width: max(result.width, size.width),
                height: result.height + size.height)
        }
    }

    // This layout also needs a placeSubviews() implementation.
}

extension BasicVStack {
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

@Suite("Seed 004: Layout.sizeThatFits")
struct Seed004BasicVStackTests {
    @Test("BasicVStack reports the widest ideal width and the sum of ideal heights, whatever it is offered")
    func reportsTheDocumentedSize() throws {
        let content = BasicVStack {
            Rectangle().frame(idealWidth: 120, idealHeight: 30)
            Color.red
            Circle().frame(width: 40, height: 50)
        }
        // Ideal sizes: 120×30, 10×10 (a colour's ideal), 40×50.
        for proposal in [ProposedViewSize.zero, .unspecified, .infinity, ProposedViewSize(width: 300, height: 300)] {
            let result = try content.layout(configuration: LayoutConfiguration(rootProposal: proposal))
            #expect(result.rootSize == CGSize(width: 120, height: 90))
        }
    }

    @Test("The conventional proposals: zero asks for the minimum, unspecified the ideal, infinity the maximum")
    func conventionalProposals() {
        let flexibility = ViewTree(Rectangle().frame(minWidth: 10, idealWidth: 20, maxWidth: 30)).flexibility(of: 0)
        #expect(flexibility.minimum.width == 10)
        #expect(flexibility.ideal.width == 20)
        #expect(flexibility.maximum.width == 30)
    }
}

import SwiftUI

// A file that prints what its custom Layout is proposed, reports and is placed at, in a
// format of its own (issue 33: `layoutlab verify LOG --source FILE` for any log). The
// numbers do not depend on text widths: the layout's child is a fixed frame.
struct PrintingLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = subviews[0].sizeThatFits(proposal)
        print("sizeThatFits proposal: \(proposal.width ?? -1) x \(proposal.height ?? -1) -> \(size.width) x \(size.height)")
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        print("placeSubviews at (\(bounds.minX), \(bounds.minY)) size \(bounds.width) x \(bounds.height)")
        subviews[0].place(at: bounds.origin, proposal: proposal)
    }
}

struct ContentView: View {
    var body: some View {
        PrintingLayout {
            Color.blue.frame(width: 120, height: 80.5)
        }
    }
}

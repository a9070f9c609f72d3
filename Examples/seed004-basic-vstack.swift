// Seed 004 (004_62a833628abecf5e.txt), Apple's documentation of
// `Layout.sizeThatFits(proposal:subviews:cache:)`: the `BasicVStack` example, pasted as
// published. It asks each subview for its ideal size and reports the widest width and the sum
// of the heights, whatever it is offered: run with `--proposal 0x0`, `--proposal infxinf` or
// `--proposal nilxnil` and it answers 120 × 90 each time.

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

// Not in the documentation: the placeSubviews it says the layout needs, stacking the subviews
// at their ideal sizes from the top leading corner.
extension BasicVStack {
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

struct ContentView: View {
    var body: some View {
        BasicVStack {
            Rectangle().frame(idealWidth: 120, idealHeight: 30)
            Color.red
            Circle().frame(width: 40, height: 50)
        }
        .inspectLayoutProcess("BasicVStack")
    }
}

// Derived from seed 002 (002_1a1c7da5ce70d285.txt), "余談": the article's TestLayout listing
// with a Spacer as its subview instead of Text("Hello"), to check the numbers the article
// states for Spacer (min 8, ideal 8, max inf, layoutPriority -inf). Not a published listing.

struct TestLayout: Layout {
func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
print("# minSize \(subviews[0].sizeThatFits(.zero))")
print("# idealSize \(subviews[0].sizeThatFits(.unspecified))")
print("# maxSize \(subviews[0].sizeThatFits(.infinity))")
print("# layoutPriority \(subviews[0].priority)")
return .zero
}
func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
// Empty
}
}
#Preview {
TestLayout {
Spacer()
}
}

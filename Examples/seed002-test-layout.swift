// Seed 002 (002_1a1c7da5ce70d285.txt), "余談: LayoutPriorityや、min/ideal/max Sizeを調べた方法":
// TestLayout prints its subview's minimum, ideal and maximum sizes and its priority.
// LayoutLab interprets this Layout's code; its printed lines go to stdout with --format inspector.

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
Text("Hello")
}
}

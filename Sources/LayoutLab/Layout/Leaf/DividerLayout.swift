import Foundation

// Spec §2.3 — Divider: a line one pixel thick (1 pt at an accessibility Dynamic Type size)
// across the stack's axis (horizontal in a VStack or outside stacks, vertical in an HStack);
// its length is the proposal, nil giving 10 (UNCERTAIN: inferred; this is the one place to
// change it).

struct DividerLayout: LeafLayout {
    var mayHaveExplicitGuides: Bool { false }
    var mayAnswerLengthsWithoutMeasuring: Bool { false }
    func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> CGSize {
        let thickness = context.environment.dynamicTypeSize.isAccessibilitySize ? 1 : context.pixelLength
        if context.stackOrientation == .horizontal {
            return CGSize(width: thickness, height: proposal.height ?? 10)
        }
        return CGSize(width: proposal.width ?? 10, height: thickness)
    }
}

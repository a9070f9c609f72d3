import Foundation

// Spec §2.2 — Spacer. Its minimum length is `minLength`, else the default spacing 8.
// In an HStack it answers (max(width, min), 0), nil width giving min; in a VStack the same
// vertically; outside any stack both axes. Priority −∞; zero spacing to its neighbours.

struct SpacerLayout: LeafLayout {
    var mayHaveExplicitGuides: Bool { false }
    var mayAnswerLengthsWithoutMeasuring: Bool { false }
    static let defaultMinLength: CGFloat = 8
    let minLength: CGFloat?

    var layoutPriority: Double { -.infinity }

    func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> CGSize {
        let minimum = minLength ?? Self.defaultMinLength
        func length(_ proposed: CGFloat?) -> CGFloat { proposed.map { max($0, minimum) } ?? minimum }
        switch context.stackOrientation {
        case .horizontal: return CGSize(width: length(proposal.width), height: 0)
        case .vertical: return CGSize(width: 0, height: length(proposal.height))
        case nil: return CGSize(width: length(proposal.width), height: length(proposal.height))
        }
    }

    func spacing(in context: LeafContext) -> Spacing {
        .zero(on: context.stackOrientation.map(Spacing.edges(of:)) ?? Spacing.AbsoluteEdge.allCases)
    }
}

import Foundation

// Spec §2.1 — Color, Rectangle, RoundedRectangle, Capsule, Ellipse and other shapes:
// the proposal, each nil replaced by 10. Circle (apps linked on iOS 16+) answers the
// largest square that fits. Color has no layout engine of its own, so no memo (spec §1.4).

struct ShapeLayout: LeafLayout, @unchecked Sendable {
    enum Sizing {
        /// Whatever is offered, nil becoming 10 (Color, Rectangle and most shapes).
        case proposal
        /// Circle's largest square that fits (see `square`).
        case square
        /// A shape's own `sizeThatFits`.
        case custom((ProposedViewSize) -> CGSize)
    }

    let sizing: Sizing
    let hasSizeCache: Bool

    /// A switch rather than a closure for the common cases: Color answers a large share of
    /// the size queries in a stack of framed colours, each uncached.
    func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> CGSize {
        switch sizing {
        case .proposal: proposal.replacingUnspecifiedDimensions()
        case .square: Self.square(proposal)
        case let .custom(sizeThatFits): sizeThatFits(proposal)
        }
    }

    var mayHaveExplicitGuides: Bool { false }
    var mayAnswerLengthsWithoutMeasuring: Bool { false }

    /// The engine answers `.proposal` sizing itself, as `sizeThatFits` does above.
    var knownSizing: KnownSizing {
        if case .proposal = sizing { return .proposal }
        return .measured
    }

    /// A view that takes whatever it is offered (nil becomes 10).
    static let fill = ShapeLayout(sizing: .proposal, hasSizeCache: true)
    /// Color: the same answers, without a memo.
    static let color = ShapeLayout(sizing: .proposal, hasSizeCache: false)

    /// Circle's square sizing (spec §2.1; UNCERTAIN: from OpenSwiftUI only — if wrong,
    /// Circle behaves like Rectangle; this is the one place to change it).
    static func square(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        let side = min(size.width, size.height)
        return CGSize(width: side, height: side)
    }
}

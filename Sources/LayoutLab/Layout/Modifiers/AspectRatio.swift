import Foundation

// Spec §4.3 — `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()`.
// A proposal of exactly (nil, nil) passes through. Otherwise the base shape is (ratio, 1),
// or the child's ideal size (asked with (nil, nil) first) when there is no ratio; a square
// base becomes (1, 1). Each axis scales by proposed / base (nil, or 0 over 0, gives ∞);
// `.fit` takes the smaller scale, `.fill` the larger; the child is proposed base × scale
// and the modifier reports the child's answer. Placement: the same proposal, centred.

public enum ContentMode: Hashable, Sendable { case fit, fill }

struct AspectRatioLayout: UnaryLayout {
    let ratio: CGFloat?
    let contentMode: ContentMode

    private func childProposal(_ proposal: ProposedViewSize, child: LayoutProxy) -> ProposedViewSize {
        if proposal == .unspecified { return proposal }
        var base = ratio.map { CGSize(width: $0, height: 1) } ?? child.size(in: .unspecified)
        if base.width == base.height { base = CGSize(width: 1, height: 1) }
        func scale(_ proposed: CGFloat?, _ length: CGFloat) -> CGFloat {
            guard let proposed, !(proposed == 0 && length == 0) else { return .infinity }
            return proposed / length
        }
        let scaleX = scale(proposal.width, base.width)
        let scaleY = scale(proposal.height, base.height)
        let factor = contentMode == .fit ? min(scaleX, scaleY) : max(scaleX, scaleY)
        func scaled(_ length: CGFloat) -> CGFloat {
            let value = length * factor
            return value.isNaN ? 0 : value
        }
        return ProposedViewSize(width: scaled(base.width), height: scaled(base.height))
    }

    func sizeThatFits(in proposal: ProposedViewSize, child: LayoutProxy) -> CGSize {
        child.size(in: childProposal(proposal, child: child))
    }

    func placement(of child: LayoutProxy, in context: PlacementContext) -> Placement {
        Placement(proposal: childProposal(context.proposal, child: child), aligning: .center, in: context.size.value)
    }
}

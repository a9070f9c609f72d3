import Foundation

// Spec §8 — ViewThatFits. Candidates are tried in declaration order; the first whose ideal
// size along the constrained axes fits the proposal is chosen; if none fits, the last one;
// with no constrained axes, the first. The chosen child is proposed the ViewThatFits' own
// proposal, which reports that answer and centres the child. Unchosen children are not placed.

final class ViewThatFitsComputer: LayeredComputer {
    let fits: ViewThatFitsLayout
    /// The candidate chosen for each recent proposal.
    private var chosen = Cache3<ProposedViewSize, Int>(placeholder: .unspecified, 0)

    init(engine: LayoutEngine, node: Int, children: [Int], fits: ViewThatFitsLayout) {
        self.fits = fits
        super.init(engine: engine, node: node, children: children)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        fits.sizeThatFits(proposal, candidates: proxies, chosen: &chosen)
    }
    override func childGeometries(at size: ViewSize, origin: CGPoint) -> [ChildGeometry] {
        fits.childGeometries(at: size, origin: origin, candidates: proxies, chosen: &chosen)
    }
}

struct ViewThatFitsLayout: Sendable {
    let axes: Axis.Set

    /// UNCERTAIN (spec §8): the fitting test proposes nil on the constrained axes and keeps
    /// the ViewThatFits' own proposal on the others (as the open-source reimplementation
    /// does), compares without tolerance, and does not measure the last candidate when every
    /// earlier one failed (it is chosen regardless). This is the one place for those choices.
    private func fits(_ candidate: LayoutProxy, in proposal: ProposedViewSize) -> Bool {
        var fittingProposal = proposal
        for axis in Axis.allCases where axes.contains(axis.set) { fittingProposal[axis] = nil }
        let ideal = candidate.size(in: fittingProposal)
        return Axis.allCases.allSatisfy { axis in
            guard axes.contains(axis.set), let limit = proposal[axis] else { return true }
            return ideal[axis] <= limit
        }
    }

    func choose(_ proposal: ProposedViewSize, candidates: [LayoutProxy], chosen cache: inout Cache3<ProposedViewSize, Int>) -> Int? {
        if let chosen = cache.find(proposal) { return chosen }
        guard !candidates.isEmpty else { return nil }
        var chosen = candidates.count - 1
        if axes.isEmpty {
            chosen = 0
        } else {
            for index in candidates.indices.dropLast() where fits(candidates[index], in: proposal) {
                chosen = index
                break
            }
        }
        cache.insert(proposal, chosen)
        return chosen
    }

    func sizeThatFits(_ proposal: ProposedViewSize, candidates: [LayoutProxy], chosen cache: inout Cache3<ProposedViewSize, Int>) -> CGSize {
        guard let chosen = choose(proposal, candidates: candidates, chosen: &cache) else { return .zero }
        return candidates[chosen].size(in: proposal)
    }

    func childGeometries(
        at size: ViewSize, origin: CGPoint, candidates: [LayoutProxy], chosen cache: inout Cache3<ProposedViewSize, Int>
    ) -> [ChildGeometry] {
        guard let chosen = choose(size.proposal, candidates: candidates, chosen: &cache) else { return [] }
        let child = candidates[chosen]
        let childSize = child.size(in: size.proposal)
        let placement = Placement(proposal: size.proposal, aligning: .center, in: size.value)
        return [ChildGeometry(
            node: child.node, origin: placement.origin(childSize: childSize).offset(by: origin),
            size: ViewSize(childSize, proposal: size.proposal))]
    }
}

extension ViewThatFitsLayout: ContainerLayout {
    func makeComputer(engine: LayoutEngine, node: Int, children: [Int]) -> NodeComputer {
        ViewThatFitsComputer(engine: engine, node: node, children: children, fits: self)
    }
}

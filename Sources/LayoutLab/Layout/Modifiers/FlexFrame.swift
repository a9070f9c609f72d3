import Foundation

// Spec §3.2 — `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.

struct FlexFrameLayout: UnaryLayout {
    /// A minimum above a maximum on either axis: SwiftUI logs "Contradictory frame
    /// constraints specified" and lays it out anyway (the minimum wins, step 3).
    var isContradictory: Bool { width.isContradictory || height.isContradictory }

    /// One axis's bounds.
    struct Bounds: Hashable {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?

        /// Argument normalisation, per axis (confirmed against SwiftUI by OpenSwiftUI's dual
        /// tests): min := max(min, 0); ideal := max(min ?? 0, ideal); max := max(ideal ?? 0, max).
        /// max is not raised to min when there is no ideal, so min > max can survive.
        init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
            let normalizedMin = min.map { Swift.max($0, 0) }
            let normalizedIdeal = ideal.map { Swift.max(normalizedMin ?? 0, $0) }
            self.min = normalizedMin
            self.ideal = normalizedIdeal
            self.max = max.map { Swift.max(normalizedIdeal ?? 0, $0) }
        }

        var isContradictory: Bool {
            if let min, let max { return min > max }
            return false
        }

        /// Step 1: the axis decided without the child, if it can be.
        func decided(by proposal: CGFloat?) -> CGFloat? {
            if let proposal, let min, let max, min <= max { return Swift.min(Swift.max(proposal, min), max) }
            if proposal == nil, let ideal { return ideal }
            return nil
        }

        /// Step 3: (proposal ?? ideal) clamped into the bounds; the minimum wins a contradiction.
        func childProposal(from proposal: CGFloat?) -> CGFloat? {
            (proposal ?? ideal).map { value in
                let capped = max.map { Swift.min(value, $0) } ?? value
                return min.map { Swift.max(capped, $0) } ?? capped
            }
        }

        /// Step 4: the frame's length from the child's length `child`, proposed `proposed`.
        func length(child: CGFloat, proposed: CGFloat?) -> CGFloat {
            switch (min, max) {
            case let (min?, max?) where min <= max:
                return Swift.min(Swift.max(child, min), max)
            case let (min?, nil):
                // At least min; the child's size unless the child is bigger than the proposal.
                return Swift.max(Swift.min(proposed ?? .infinity, child), min)
            case let (nil, max?):
                // Takes the (clamped) proposal even when the child is smaller.
                return Swift.min(Swift.max(proposed ?? -.infinity, child), max)
            default:
                return child
            }
        }

        /// True when `length` lies strictly between the bounds (missing bounds are ±∞).
        func strictlyContains(_ length: CGFloat) -> Bool {
            (min ?? -.infinity) < length && length < (max ?? .infinity)
        }
    }

    let width: Bounds
    let height: Bounds
    let alignment: Alignment

    subscript(axis: Axis) -> Bounds { axis == .horizontal ? width : height }

    func sizeThatFits(in proposal: ProposedViewSize, child: LayoutProxy) -> CGSize {
        // 1–2. Decide each axis without the child when possible; if both are, don't ask it.
        let decidedWidth = width.decided(by: proposal.width)
        let decidedHeight = height.decided(by: proposal.height)
        if let decidedWidth, let decidedHeight { return CGSize(width: decidedWidth, height: decidedHeight) }
        // 3. Ask the child once.
        let childProposal = ProposedViewSize(
            width: width.childProposal(from: proposal.width), height: height.childProposal(from: proposal.height))
        let size = child.size(in: childProposal)
        // 4. Derive the undecided axes from the child's answer.
        return CGSize(
            width: decidedWidth ?? width.length(child: size.width, proposed: childProposal.width),
            height: decidedHeight ?? height.length(child: size.height, proposed: childProposal.height))
    }

    /// The child is proposed the frame's final size; on an axis with no ideal that the frame
    /// was proposed nil on and whose size lies strictly inside the bounds, nil instead, so the
    /// child keeps its ideal size (iOS 17+, "FlexFrameIdealSizing").
    func placement(of child: LayoutProxy, in context: PlacementContext) -> Placement {
        func childLength(_ axis: Axis) -> CGFloat? {
            let bounds = self[axis]
            let length = context.size[axis]
            if bounds.ideal == nil && context.proposal[axis] == nil && bounds.strictlyContains(length) { return nil }
            return length
        }
        let proposal = ProposedViewSize(width: childLength(.horizontal), height: childLength(.vertical))
        return alignedPlacement(of: child, in: context.size.value, alignment: alignment, childProposal: proposal)
    }

    /// Constrained axes publish plain-view spacing on their edges (iOS 15+).
    func spacing(child: LayoutProxy) -> Spacing {
        func constrained(_ bounds: Bounds) -> Bool { bounds.min != nil || bounds.ideal != nil || bounds.max != nil }
        var spacing = child.spacing
        spacing.reset((constrained(width) ? Spacing.edges(of: .horizontal) : [])
            + (constrained(height) ? Spacing.edges(of: .vertical) : []))
        return spacing
    }
}

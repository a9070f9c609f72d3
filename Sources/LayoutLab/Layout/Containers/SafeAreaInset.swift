import Foundation

// Spec §20.4 — `.safeAreaInset(edge:alignment:spacing:content:)` (OpenSwiftUI
// `InsetViewModifier`, audited complete), along the edge's axis a, proposal P, spacing s:
// 1. the modified (primary) view is probed with P but a = 0, its minimum;
// 2. the inset content is proposed P with a = max(P.a − s − primaryMin, 0);
// 3. the primary is proposed P with a = max(P.a − (content.a + s), 0);
// 4. the pair reports a = content.a + s + primary.a, and the larger of the two across.
// s nil is the spacing from the primary to the content (the primary first, whatever the
// edge), 8 by default. At placement the primary sits against the opposite edge, the content
// against `edge`, aligned across by `alignment`; the primary's safe area grows by content.a + s
// on `edge`, measured in the modifier's whole rectangle (OpenSwiftUI `InsetPrimarySafeAreas`,
// which sizes the content again for the modifier's own size). `.safeAreaPadding` is four of
// these with clear content (API/Modifiers/SafeAreaModifiers.swift).
//
// UNCERTAIN (spec §20.4, the one place this is chosen): a scrollable primary — a ScrollView, a
// List — is placed inside the inset like any other, not stretched back under it. Spec §20.4
// suggests a ScrollView "extends back under the added inset and insets its content", but its
// only source is the code of Apple's safeAreaPadding(_:_:) page, which shows no geometry, and
// marks that geometry UNCERTAIN; Apple's safeAreaInset(edge:alignment:spacing:content:) page
// says "The modified view is inset by the width of content, from edge, with its safe area
// increased by the same amount", OpenSwiftUI's InsetViewModifier places the primary so, and
// fatbobman (MyPublishBlog, new-features-of-ScrollView-in-SwiftUI5.md) finds
// .safeAreaPadding(.leading, 20) and a 20-wide clear .safeAreaInset alike on a ScrollView. Under
// the spec's reading the view would inset its content by the safe area it reaches (§16.4), so
// rows and content would land where they do here; what differs is the scrollable view's own
// frame, and so what its background covers (IPadMarginsTests.listSafeAreaPadding).

final class SafeAreaInsetComputer: NodeComputer {
    let inset: SafeAreaInsetLayout

    init(engine: LayoutEngine, node: Int, children: [Int], inset: SafeAreaInsetLayout) {
        self.inset = inset
        super.init(engine: engine, node: node, children: children)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        inset.sizeThatFits(proposal, primary: proxy(0), inset: proxy(1))
    }
    override func childGeometries(at size: ViewSize, origin: CGPoint) -> [ChildGeometry] {
        inset.childGeometries(at: size, origin: origin, primary: proxy(0), inset: proxy(1), outer: engine.safeArea(of: node))
    }
    override var spacing: Spacing { engine.spacing(children[0]) }
    override var passesTraitsThrough: Bool { true }
    override func orientation(ofChildAt order: Int) -> ChildOrientation { order > 0 ? .layered : .transparent }
}

struct SafeAreaInsetLayout: Sendable {
    let edge: Edge
    let alignment: AlignmentKey
    let spacing: CGFloat?

    private var axis: Axis { edge.axis }

    private func gap(primary: LayoutProxy, inset: LayoutProxy) -> CGFloat {
        if let spacing { return spacing }
        return primary.spacing.distance(toSuccessor: inset.spacing, along: axis) ?? Spacing.defaultDistance
    }

    private func insetProposal(_ proposal: ProposedViewSize, gap: CGFloat, primary: LayoutProxy) -> ProposedViewSize {
        guard let length = proposal[axis] else { return proposal }
        var result = proposal
        result[axis] = max(length - gap, 0)
        var minimumProposal = result
        minimumProposal[axis] = 0
        let primaryMinimum = primary.size(in: minimumProposal)[axis]
        result[axis] = max(max(length - gap, 0) - primaryMinimum, 0)
        return result
    }

    private func primaryProposal(_ proposal: ProposedViewSize, insetSize: CGSize, gap: CGFloat) -> ProposedViewSize {
        guard let length = proposal[axis] else { return proposal }
        var result = proposal
        result[axis] = max(length - (insetSize[axis] + gap), 0)
        return result
    }

    func sizeThatFits(_ proposal: ProposedViewSize, primary: LayoutProxy, inset: LayoutProxy) -> CGSize {
        let gap = gap(primary: primary, inset: inset)
        let insetSize = inset.size(in: insetProposal(proposal, gap: gap, primary: primary))
        let primarySize = primary.size(in: primaryProposal(proposal, insetSize: insetSize, gap: gap))
        return CGSize(
            insetSize[axis] + gap + primarySize[axis], in: axis,
            by: max(insetSize[axis.other], primarySize[axis.other]))
    }

    func childGeometries(
        at size: ViewSize, origin: CGPoint, primary: LayoutProxy, inset: LayoutProxy, outer: SafeAreaGeometry
    ) -> [ChildGeometry] {
        let gap = gap(primary: primary, inset: inset)
        var proposal = size.proposal
        proposal[axis.other] = proposal[axis.other] ?? size[axis.other]
        let insetProposal = insetProposal(proposal, gap: gap, primary: primary)
        let insetDimensions = inset.dimensions(in: insetProposal)
        let primaryProposal = primaryProposal(proposal, insetSize: insetDimensions.size.value, gap: gap)
        let primaryDimensions = primary.dimensions(in: primaryProposal)

        let insetAnchor = UnitPoint(edge)
        let primaryAnchor = UnitPoint(edge.opposite)
        var primaryOrigin = Placement(proposal: primaryProposal, aligning: primaryAnchor, in: size.value)
            .origin(childSize: primaryDimensions.size.value)
        var insetOrigin = Placement(proposal: insetProposal, aligning: insetAnchor, in: size.value)
            .origin(childSize: insetDimensions.size.value)
        let across = axis.other
        insetOrigin[across] = primaryOrigin[across] + (primaryDimensions[alignment] - insetDimensions[alignment])
        primaryOrigin = primaryOrigin.offset(by: origin)
        return [
            ChildGeometry(node: primary.node, origin: primaryOrigin, size: primaryDimensions.size,
                          safeArea: primarySafeArea(size: size.value, origin: origin, gap: gap,
                                                    primary: primary, inset: inset, outer: outer)),
            ChildGeometry(node: inset.node, origin: insetOrigin.offset(by: origin), size: insetDimensions.size),
        ]
    }

    /// The primary's safe area: the modifier's rectangle, less the content's length and the
    /// spacing on `edge`, the content sized for the modifier's own size (computed when read).
    private func primarySafeArea(
        size: CGSize, origin: CGPoint, gap: CGFloat, primary: LayoutProxy, inset: LayoutProxy, outer: SafeAreaGeometry
    ) -> SafeAreaGeometry {
        let bounds = CGRect(origin: origin, size: size)
        return SafeAreaGeometry(bounds: bounds, next: outer) {
            let length = gap + inset.size(in: insetProposal(ProposedViewSize(size), gap: gap, primary: primary))[axis]
            return bounds.inset(by: EdgeInsets(length, edges: Edge.Set(edge)))
        }
    }
}

extension Edge {
    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}

extension UnitPoint {
    init(_ edge: Edge) {
        switch edge {
        case .top: self = .top
        case .bottom: self = .bottom
        case .leading: self = .leading
        case .trailing: self = .trailing
        }
    }
}

extension SafeAreaInsetLayout: ContainerLayout {
    func makeComputer(engine: LayoutEngine, node: Int, children: [Int]) -> NodeComputer {
        SafeAreaInsetComputer(engine: engine, node: node, children: children, inset: self)
    }
}

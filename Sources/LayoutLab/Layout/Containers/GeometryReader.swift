import Foundation

// Spec §2.6 — GeometryReader takes the proposal (nil becomes 10) and has no memo. Its
// content is built once its size is known and laid out only in the placement pass: each
// content view is proposed the reader's final size and placed at its top-leading corner.

struct GeometryReaderLayout: @unchecked Sendable {
    let content: (GeometryProxy) -> AnyView

    static func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    static func childGeometries(at size: ViewSize, origin: CGPoint, content: [LayoutProxy]) -> [ChildGeometry] {
        let proposal = ProposedViewSize(size.value)
        return content.map { child in
            ChildGeometry(node: child.node, origin: origin, size: ViewSize(child.size(in: proposal), proposal: proposal))
        }
    }
}

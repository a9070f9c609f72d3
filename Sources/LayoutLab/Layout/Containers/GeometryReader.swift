import Foundation

// Spec §2.6 — GeometryReader takes the proposal (nil becomes 10) and has no memo. Its
// content is built once its size is known and laid out only in the placement pass: each
// content view is proposed the reader's final size and placed at its top-leading corner.
// Its proxy's `safeAreaInsets` are the safe-area insets its frame touches (§4.6).
// UNCERTAIN (spec §14.7): nil → 10 follows the default every flexible view uses for nil; no
// device trace of a GeometryReader proposed nil was published.

struct GeometryReaderLayout: @unchecked Sendable {
    let content: (GeometryProxy) -> AnyView
}

final class GeometryReaderComputer: NodeComputer {
    let reader: GeometryReaderLayout
    private var contentBuilt = false

    init(engine: LayoutEngine, node: Int, children: [Int], reader: GeometryReaderLayout) {
        self.reader = reader
        super.init(engine: engine, node: node, children: children)
    }

    override var hasSizeCache: Bool { false }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func childGeometries(at size: ViewSize, origin: CGPoint) -> [ChildGeometry] {
        if !contentBuilt {
            contentBuilt = true
            // The insets the reader's frame touches: what it would extend by if it ignored them.
            // Its global frame is where it is drawn (geometry effects included, spec §20.2,
            // issue 33 rule 5); its size is the layout's.
            let frame = CGRect(origin: origin, size: size.value)
            let proxy = GeometryProxy(
                size: size.value, safeAreaInsets: engine.safeArea(of: node).insets(of: frame),
                globalFrame: engine.tree.drawnFrame(frame, of: node, layoutFrame: engine.frame(of:)))
            children = engine.buildContent(of: node, reader.content, proxy: proxy)
        }
        let proposal = ProposedViewSize(size.value)
        return proxies.map { child in
            ChildGeometry(node: child.node, origin: origin, size: ViewSize(child.size(in: proposal), proposal: proposal))
        }
    }

    override func orientation(ofChildAt order: Int) -> ChildOrientation { .layered }
}

extension GeometryReaderLayout: ContainerLayout {
    func makeComputer(engine: LayoutEngine, node: Int, children: [Int]) -> NodeComputer {
        GeometryReaderComputer(engine: engine, node: node, children: children, reader: self)
    }
}

import Foundation

// `.overlayPreferenceValue(_:alignment:_:)` / `.backgroundPreferenceValue(_:alignment:_:)`: an
// overlay or background (spec §5) whose content is built from the value of a preference that
// the modified view produces. The value can depend on where things inside it were placed
// (anchors, GeometryReaders), so the content is built — and then sized, proposed the primary's
// final size, aligned by `alignment` and placed — only once the primary's whole subtree is
// placed. It never influences sizing, like any secondary layer.

struct PreferenceValueLayout: ContainerLayout, @unchecked Sendable {
    let layer: SecondaryLayerLayout
    let key: AnyPreferenceKey
    let content: (Any) -> AnyView

    func makeComputer(engine: LayoutEngine, node: Int, children: [Int]) -> NodeComputer {
        PreferenceValueComputer(engine: engine, node: node, children: children, reader: self)
    }
}

final class PreferenceValueComputer: SecondaryLayerComputer {
    let reader: PreferenceValueLayout
    private var contentBuilt = false

    init(engine: LayoutEngine, node: Int, children: [Int], reader: PreferenceValueLayout) {
        self.reader = reader
        super.init(engine: engine, node: node, children: children, layer: reader.layer)
    }

    /// The primary first, with its subtree.
    override func childGeometries(at size: ViewSize, origin: CGPoint) -> [ChildGeometry] {
        [ChildGeometry(node: children[0], origin: origin, size: size)]
    }

    override var mayPlaceChildrenAfterPlacement: Bool { true }

    /// Then the content, built once from the value the placed primary produces.
    override func childGeometriesAfterPlacement(at size: ViewSize, origin: CGPoint) -> [ChildGeometry] {
        if !contentBuilt {
            contentBuilt = true
            let value = PreferenceEvaluator(engine: engine).value(of: reader.key, producedBy: children[0])
                ?? reader.key.defaultValue()
            children += engine.buildContent(of: node) { AnyView(ImplicitZStack(content: reader.content(value))) }
        }
        guard children.count > 1 else { return [] }
        return [layer.childGeometries(at: size, origin: origin, primary: proxy(0), secondary: proxy(1))[1]]
    }
}

/// Several views as layer content form an implicit ZStack (spec §5).
private struct ImplicitZStack: View, PrimitiveView {
    typealias Body = Never
    let content: AnyView

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        let ids = content.buildNodes(into: builder)
        return ids.isEmpty ? [] : [implicitZStack(ids, builder)]
    }
}

extension View {
    func preferenceValueLayer(
        _ role: SecondaryLayerLayout.Role, _ key: AnyPreferenceKey, _ alignment: Alignment, _ content: @escaping (Any) -> AnyView
    ) -> some View {
        var attributes = [NodeAttribute("key", key.name)]
        if alignment != .center { attributes.append(NodeAttribute("alignment", alignment.name)) }
        let layout = PreferenceValueLayout(layer: SecondaryLayerLayout(role: role, alignment: alignment), key: key, content: content)
        return wrapped(in: .container(layout), kind: "\(role.rawValue)PreferenceValue", attributes: attributes)
    }
}

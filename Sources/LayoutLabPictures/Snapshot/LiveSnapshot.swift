import Foundation
import LayoutLab

extension LayoutSnapshot {
    /// A layout just run, before (or without) recording it: the same nodes, frames and
    /// attributes the recorder would store.
    public init(tree: ViewTree, result: LayoutResult, configuration: LayoutConfiguration, title: String = "") {
        let device = configuration.device
        let insets = device.safeAreaInsets
        let screen = Screen(
            deviceName: device.name, size: device.screenSize,
            safeArea: CGRect(x: insets.leading, y: insets.top, width: device.safeAreaSize.width, height: device.safeAreaSize.height),
            displayScale: device.displayScale)
        let nodes = tree.nodes.map { node in
            Node(id: node.id, parent: node.parent, path: node.path, depth: node.depth, kind: node.kind,
                 label: node.label, tag: node.inspector?.tag, frame: result.frame(of: node.id),
                 attributes: node.attributes, placement: nil)
        }
        self.init(title: title.isEmpty ? device.name : title, screen: screen, platform: configuration.platform, nodes: nodes)
    }
}

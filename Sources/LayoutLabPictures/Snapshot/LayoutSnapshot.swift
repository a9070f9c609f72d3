import Foundation
import LayoutLab
import LayoutLabStore

/// A recorded run as a picture needs it: the device it was laid out on and its nodes with
/// their frames, attributes and placement proposals, all read from the run's stored rows.
public struct LayoutSnapshot: Sendable {
    /// The device's screen in points, its safe area and pixel density (`runs`).
    public struct Screen: Hashable, Sendable {
        public var deviceName: String
        public var size: CGSize
        /// The safe area within the screen, in screen coordinates.
        public var safeArea: CGRect
        /// Pixels per point: the grid frames snap to when drawn (spec §10).
        public var displayScale: CGFloat

        public init(deviceName: String, size: CGSize, safeArea: CGRect, displayScale: CGFloat) {
            self.deviceName = deviceName
            self.size = size
            self.safeArea = safeArea
            self.displayScale = displayScale
        }

        public var bounds: CGRect { CGRect(origin: .zero, size: size) }
    }

    /// A node of the run's tree.
    public struct Node: Hashable, Sendable {
        public var id: Int
        public var parent: Int?
        /// Child ids in declaration order.
        public var children: [Int] = []
        public var path: String
        public var depth: Int
        public var kind: String
        public var label: String?
        /// The `.inspectLayoutProcess` tag.
        public var tag: String?
        /// The exact global frame as stored; nil when never placed.
        public var frame: CGRect?
        public var attributes: [NodeAttribute]
        /// The proposal its parent placed it with.
        public var placement: ProposedViewSize?

        public init(id: Int, parent: Int?, path: String, depth: Int, kind: String, label: String?, tag: String?,
                    frame: CGRect?, attributes: [NodeAttribute], placement: ProposedViewSize?) {
            self.id = id
            self.parent = parent
            self.path = path
            self.depth = depth
            self.kind = kind
            self.label = label
            self.tag = tag
            self.frame = frame
            self.attributes = attributes
            self.placement = placement
        }

        /// The last value written for the attribute `name`.
        public func attribute(_ name: String) -> String? { attributes.last { $0.name == name }?.value }

        /// The node as trace printers name it: `VStack`, `Text "Hello"`, `inspectLayoutProcess 🟥`.
        public var name: String { TraceFormatting.name(kind: kind, label: label) }
    }

    public var run: Int64?
    /// `run 3 · seed000-vstack-tagged.swift`.
    public var title: String
    public var screen: Screen
    /// The platform the run was laid out for (nil: a run recorded before it was stored); a
    /// picture reads the release's list fonts and bars from it.
    public var platform: Platform?
    /// In declaration (pre-order) order: parents before children.
    public private(set) var nodes: [Node]
    private var positions: [Int: Int]

    public init(run: Int64? = nil, title: String, screen: Screen, platform: Platform? = nil, nodes: [Node]) {
        self.run = run
        self.title = title
        self.screen = screen
        self.platform = platform
        var nodes = nodes.sorted { $0.id < $1.id }
        let positions = Dictionary(nodes.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        for index in nodes.indices { nodes[index].children = [] }
        for node in nodes {
            if let parent = node.parent, let position = positions[parent] { nodes[position].children.append(node.id) }
        }
        self.nodes = nodes
        self.positions = positions
    }

    public subscript(id: Int) -> Node? { positions[id].map { nodes[$0] } }

    /// Nodes with no parent in the snapshot (the root, normally one).
    public var roots: [Node] { nodes.filter { $0.parent.flatMap { positions[$0] } == nil } }

    /// The node's ancestors, nearest first.
    public func ancestors(of node: Node) -> [Node] {
        var result: [Node] = []
        var current = node.parent.flatMap { self[$0] }
        while let ancestor = current, result.count < nodes.count {
            result.append(ancestor)
            current = ancestor.parent.flatMap { self[$0] }
        }
        return result
    }

    /// Whether the run asked for the dark scheme: `.preferredColorScheme(.dark)` anywhere sets
    /// the whole presentation's, as in SwiftUI (`.colorScheme` on a subtree is not drawn).
    public var prefersDarkScheme: Bool {
        nodes.contains { $0.attribute("preferredColorScheme")?.hasSuffix("dark") == true }
    }

    /// The union of the finite frames: what the layout covers.
    public var contentBounds: CGRect? {
        nodes.compactMap(\.frame).filter(\.isDrawable).reduce(nil as CGRect?) { union, frame in union.map { $0.union(frame) } ?? frame }
    }
}

extension LayoutSnapshot.Node: TraceNode {
    public var inspector: InspectorTag? { tag.map { InspectorTag(tag: $0, printPosition: false) } }
}

extension CGRect {
    /// True when every edge is a finite number.
    var isDrawable: Bool { origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite }
}

extension LayoutSnapshot {
    /// The run `id` as recorded in `reader`'s database.
    public init(reader: StoreReader, run id: Int64) throws {
        let run = try reader.run(id)
        let details = try reader.nodeDetails(run: id)
        let screen = Screen(
            deviceName: run.device, size: CGSize(width: run.screenWidth, height: run.screenHeight),
            safeArea: CGRect(x: run.safeAreaLeading, y: run.safeAreaTop,
                             width: run.screenWidth - run.safeAreaLeading - run.safeAreaTrailing,
                             height: run.screenHeight - run.safeAreaTop - run.safeAreaBottom),
            displayScale: CGFloat(run.displayScale))
        let nodes = details.map { detail in
            Node(id: detail.node.id, parent: detail.node.parent, path: detail.node.path, depth: detail.node.depth,
                 kind: detail.node.kind, label: detail.node.label, tag: detail.node.inspector?.tag,
                 frame: detail.node.frame, attributes: detail.attributes, placement: detail.placement)
        }
        let file = run.fileName.map { " · " + (($0 as NSString).lastPathComponent) } ?? ""
        self.init(run: id, title: "run \(id)\(file)", screen: screen, platform: run.platform, nodes: nodes)
    }
}

import Foundation
import Testing
import LayoutLab
import LayoutLabPictures
import LayoutLabStore
import TestSupport

@Suite("Drawing what nodes are: colours, shapes, text, images, unknown kinds")
struct DrawingTests {
    @Test("Shapes keep their stored frames and get their corner radii; Text is drawn in its font; images are labelled placeholders")
    func kinds() throws {
        let database = try RecordedDatabase(VStack(spacing: 4) {
            RoundedRectangle(cornerRadius: 8).fill(Color.green).frame(width: 60, height: 30)
            Capsule().fill(.orange).frame(width: 80, height: 20)
            Circle().frame(width: 20, height: 20)
            Text("Hello").font(.system(size: 16, design: .monospaced)).foregroundColor(.blue)
            Image(systemName: "star.fill")
            Color.purple.frame(width: 10, height: 10).cornerRadius(3).opacity(0.5)
            Divider()
        })
        let document = try SVGDocument(RunPicture(try database.snapshot()).svg)
        let stored = try database.reader.nodeDetails(run: database.runID)
        #expect(document.frameRects == Dictionary(uniqueKeysWithValues: stored.compactMap { d in d.node.frame.map { (d.node.id, $0) } }))
        func frameElement(_ kind: String) throws -> SVGDocument.Element {
            try #require(document.all("rect", class: "frame").first { $0.groups.first?["data-kind"] == kind }, "\(kind)")
        }
        #expect(try frameElement("RoundedRectangle").attributes["rx"] == "8")
        #expect(try frameElement("RoundedRectangle").attributes["fill"] == "#34c759")
        #expect(try frameElement("Capsule").attributes["rx"] == "10")
        // A Circle is an SVG circle inscribed in its frame (issue 35), whose rect is not painted.
        let circle = try #require(document.all("circle").first { $0.groups.first?["data-kind"] == "Circle" })
        #expect(circle.attributes["r"] == "10" && circle.attributes["fill"] == "#000000")
        #expect(try frameElement("Circle").attributes["fill"] == "none")
        let text = try #require(document.all("text", class: "text").first)
        #expect(text.text == "Hello")
        #expect(text.attributes["font-size"] == "16" && text.attributes["fill"] == "#007aff")
        #expect(text.attributes["font-family"]?.contains("monospace") == true)
        // The string spans the width the engine measured: 5 characters × 10 pt.
        #expect(text.attributes["textLength"] == "50")
        #expect(document.all("text", class: "placeholder").first?.text == "star.fill")
        let purple = try frameElement("Color")
        #expect(purple.attributes["rx"] == "3" && purple.groups.first?["opacity"] == "0.5")
        #expect(try frameElement("Divider").attributes["fill"] == "#c6c6c8")
    }

    @Test("A kind the pictures do not know is outlined and named; layout-only kinds draw nothing but keep their rect")
    func unknownKinds() throws {
        let snapshot = LayoutSnapshot(
            title: "made up", screen: .init(deviceName: "iPhone 16 Pro", size: CGSize(width: 402, height: 874),
                                            safeArea: CGRect(x: 0, y: 62, width: 402, height: 778), displayScale: 3),
            nodes: [
                .init(id: 0, parent: nil, path: "0", depth: 0, kind: "FlowLayout", label: nil, tag: nil,
                      frame: CGRect(x: 10, y: 100, width: 200, height: 50), attributes: [], placement: nil),
                .init(id: 1, parent: 0, path: "0.0", depth: 1, kind: "VStack", label: nil, tag: nil,
                      frame: CGRect(x: 10, y: 100, width: 100, height: 50), attributes: [], placement: nil),
                .init(id: 2, parent: 1, path: "0.0.0", depth: 2, kind: "Gauge", label: nil, tag: nil,
                      frame: nil, attributes: [], placement: nil),
            ])
        let document = try SVGDocument(RunPicture(snapshot).svg)
        let unknown = try #require(document.all("g", class: "unknown").first)
        #expect(unknown.attributes["data-kind"] == "FlowLayout")
        #expect(document.all("text", class: "kind-label").map(\.text) == ["FlowLayout"])
        #expect(document.frameRects == [0: CGRect(x: 10, y: 100, width: 200, height: 50), 1: CGRect(x: 10, y: 100, width: 100, height: 50)])
        let stack = try #require(document.all("rect", class: "frame").first { $0.groups.first?["data-kind"] == "VStack" })
        #expect(stack.attributes["fill"] == "none" && stack.attributes["stroke"] == nil)
    }

    @Test("Containers from navigation, controls and preference layers draw nothing themselves; a backgroundPreferenceValue's content is behind")
    func containerKinds() throws {
        let view = NavigationStack {
            VStack {
                LabeledContent("Name", value: "Value")
                Label("Star", systemImage: "star")
                Color.red.frame(width: 20, height: 20).preference(key: WidthKey.self, value: 20)
                    .backgroundPreferenceValue(WidthKey.self) { width in Color.blue.frame(width: width, height: width) }
            }
        }
        let tree = ViewTree(view)
        let result = try tree.layout()
        let document = try SVGDocument(RunPicture(LayoutSnapshot(tree: tree, result: result, configuration: LayoutConfiguration())).svg)
        #expect(document.all("g", class: "unknown").isEmpty)
        let colours = document.all("rect", class: "frame").filter { $0.groups.first?["data-kind"] == "Color" }
        #expect(colours.map { $0.attributes["fill"] } == ["#007aff", "#ff3b30"])
    }

    @Test("A run recorded by LayoutLab 0.0.9 (migration 0001 only) is drawn from its rows")
    func olderDatabase() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("old.sqlite")
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/store/layoutlab-0001.db")
        try FileManager.default.copyItem(at: fixture, to: URL(fileURLWithPath: path))
        let snapshot = try LayoutSnapshot(reader: StoreReader(path: path), run: 1)
        let document = try SVGDocument(RunPicture(snapshot).svg)
        #expect(document.frameRects == [
            0: CGRect(x: 51, y: 440.8333333333333, width: 300, height: 20.333333333333332),
            1: CGRect(x: 51, y: 440.8333333333333, width: 300, height: 20.333333333333332),
            2: CGRect(x: 51, y: 440.8333333333333, width: 39, height: 20.333333333333332),
            3: CGRect(x: 98, y: 440.8333333333333, width: 253, height: 0),
        ])
        #expect(document.all("text", class: "text").first?.text == "Hello")
        // Its events carry no `place` rows (the trace was abridged): no placement proposal, no error.
        #expect(snapshot.nodes.allSatisfy { $0.placement == nil })
        #expect(FrameTree(snapshot).lines().count == 5)
    }

    @Test("Infinite frames are cut to the picture and keep their stored values in data-frame")
    func infinite() throws {
        let database = try RecordedDatabase(Color.red, configuration: LayoutConfiguration(rootProposal: ProposedViewSize(width: .infinity, height: 100)))
        let picture = RunPicture(try database.snapshot())
        let document = try SVGDocument(picture.svg)
        let group = try #require(document.all("g", class: "shape").first)
        #expect(group.attributes["data-frame"] == "0.0 0.0 inf 100.0")
        let rect = try #require(document.frameRects[0])
        #expect(rect.maxX == picture.viewBox.maxX && rect.height == 100)
    }

    @Test("The HTML page is one file: the picture, the tree, the trace and the script, nothing fetched")
    func html() throws {
        let database = try RecordedDatabase(ThreeRectangles(tagged: true))
        let reader = try database.reader
        var events: [TraceEvent] = []
        try reader.forEachEvent(run: database.runID) { events.append($0) }
        let html = RunPicture(try database.snapshot()).html(events: events)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        for absent in ["src=", "href=", "@import", "url("] { #expect(!html.contains(absent), "\(absent)") }
        #expect(html.components(separatedBy: "<tr data-step=").count - 1 == events.count)
        #expect(html.components(separatedBy: "class=\"tree-row\"").count - 1 == database.recorded.tree.count)
        #expect(html.contains("const events = [") && html.contains("function step(index)"))
        // The inline SVG is well-formed XML and carries the same frames.
        let start = try #require(html.range(of: "<svg"))
        let end = try #require(html.range(of: "</svg>"))
        let document = try SVGDocument(String(html[start.lowerBound..<end.upperBound]))
        #expect(document.frameRects.count == database.recorded.tree.count)
    }
}

private struct WidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

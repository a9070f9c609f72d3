import Foundation
import Testing
import LayoutLab
import LayoutLabPictures
import LayoutLabStore
import TestSupport

@Suite("layoutlab draw: a run's picture, checked against its stored rows")
struct RunPictureTests {
    @Test("Seed 000's 🟥🟦🟨 VStack: every placed node is one rect.frame whose x, y, width, height are its stored frame, exactly")
    func geometryIsTheStoredFrames() throws {
        let database = try RecordedDatabase(ThreeRectangles(tagged: true))
        let document = try SVGDocument(RunPicture(try database.snapshot()).svg)
        let stored = try database.reader.nodeDetails(run: database.runID)
        let rects = document.frameRects
        #expect(rects.count == stored.count)
        for detail in stored {
            let frame = try #require(detail.node.frame)
            let rect = try #require(rects[detail.node.id], "node \(detail.node.id)")
            // Exactly: the attribute text parses back to the stored Double.
            #expect(rect == frame, "\(detail.node.path) \(detail.node.kind)")
            #expect(database.recorded.result.frame(of: detail.node.id) == frame)
        }
        // Each node's group carries its id, path and kind.
        let groups = document.all("g", class: "node")
        #expect(Set(groups.compactMap { $0.attributes["data-node"].flatMap(Int.init) }) == Set(stored.map(\.node.id)))
        #expect(groups.allSatisfy { $0.attributes["id"] == "node-" + ($0.attributes["data-node"] ?? "") })
    }

    @Test("§20.2: offsets move the drawing, not the rect: the group is translated by the engine's drawing offset, all offsets added")
    func offsets() throws {
        let view = VStack { Color.red.frame(width: 10, height: 10).offset(x: 5).offset(x: 10, y: 2) }.offset(y: 3)
        let tree = ViewTree(view)
        let result = try tree.layout()
        let document = try SVGDocument(RunPicture(LayoutSnapshot(tree: tree, result: result, configuration: LayoutConfiguration())).svg)
        let color = try #require(tree.nodes.first { $0.kind == "Color" })
        let element = try #require(document.all("rect", class: "frame").first { $0.groups.first?["data-kind"] == "Color" })
        // The rect is the stored (layout) frame; the translation is what `drawnFrame` adds to it.
        #expect(element.rect == result.frame(of: color.id))
        #expect(result.drawingOffset(of: color.id) == CGSize(width: 15, height: 5))
        #expect(element.groups.first?["transform"] == "translate(15 5)")
    }

    @Test("The three rectangles are filled with the system colours, the other nodes paint nothing")
    func fills() throws {
        let database = try RecordedDatabase(ThreeRectangles(tagged: true))
        let document = try SVGDocument(RunPicture(try database.snapshot()).svg)
        // The fourth Rectangle is the border's, stroked inside the 300×500 frame.
        let rectangles = document.all("rect", class: "frame").filter { $0.groups.first?["data-kind"] == "Rectangle" }.prefix(3)
        #expect(rectangles.map { $0.attributes["fill"] } == ["#ff3b30", "#007aff", "#ffcc00"])
        #expect(rectangles.map(\.rect) == [
            CGRect(x: 151, y: 291, width: 100, height: 100), CGRect(x: 151, y: 401, width: 100, height: 100),
            CGRect(x: 151, y: 511, width: 100, height: 100),
        ])
        let layout = document.all("rect", class: "frame").filter { $0.groups.first?["class"] == "node layout" }
        #expect(!layout.isEmpty && layout.allSatisfy { $0.attributes["fill"] == "none" })
        let border = try #require(document.all("rect", class: "stroke").first)
        #expect(border.attributes["stroke"] == "#8e8e93")
        #expect(border.rect == CGRect(x: 51.5, y: 201.5, width: 299, height: 499))
    }

    @Test("§9: the screen is the device's, the bands outside its safe area are shaded where the device has them")
    func safeArea() throws {
        let database = try RecordedDatabase(ThreeRectangles())
        let picture = RunPicture(try database.snapshot())
        let document = try SVGDocument(picture.svg)
        let bands = Dictionary(uniqueKeysWithValues: document.all("rect", class: "unsafe-area").map { ($0.attributes["data-edge"] ?? "", $0.rect) })
        #expect(bands == ["top": CGRect(x: 0, y: 0, width: 402, height: 62), "bottom": CGRect(x: 0, y: 840, width: 402, height: 34)])
        let svg = try #require(document.all("svg").first)
        #expect(svg.attributes["viewBox"] == "-16 -50 434 940")
        #expect(picture.viewBox == CGRect(x: -16, y: -50, width: 434, height: 940))
    }

    @Test("Hover titles give the kind, tag, drawn frame (spec §10) and the proposal the node was placed with")
    func titles() throws {
        let database = try RecordedDatabase(ThreeRectangles(tagged: true))
        let document = try SVGDocument(RunPicture(try database.snapshot()).svg)
        let title = try #require(document.all("title").first { $0.groups.first?["data-kind"] == "Rectangle" })
        #expect(title.text == "Rectangle (0.0.0.0.0.0.0.0) · tag 🟥 · frame x 151 y 291 100 × 100 · placed with 100 × 100")
    }
}

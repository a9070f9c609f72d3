import Foundation
import LayoutLab
import LayoutLabStore

/// Two runs overlaid on the second one's screen: the first run's nodes faded, the second's
/// drawn normally, and every node that moved or resized marked — its frame in the first run
/// dashed, in the second solid, an arrow between their origins when it moved. The changes are
/// `layoutlab diff`'s `nodes` table (`StoreReader.nodeDifferences`).
public struct DiffPicture: Picture, Sendable {
    static let movedColor = "#ff9500"
    static let resizedColor = "#af52de"

    public let before: LayoutSnapshot
    public let after: LayoutSnapshot
    public let changes: [NodeDifference]
    public let viewBox: CGRect

    public init(before: LayoutSnapshot, after: LayoutSnapshot, changes: [NodeDifference]) {
        self.before = before
        self.after = after
        self.changes = changes
        let covered = [after.screen.bounds, before.screen.bounds, after.contentBounds, before.contentBounds].compactMap { $0 }
            .reduce(after.screen.bounds) { $0.union($1) }
        let base = RunPicture.region(covering: covered)
        viewBox = CGRect(x: base.minX, y: base.minY, width: base.width, height: base.height + 30)
    }

    public var size: CGSize { viewBox.size }

    public var svg: String {
        var svg = SVGWriter()
        svg.raw(#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n")
        svg.open("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("class", "diff-picture"),
                         ("viewBox", [viewBox.minX, viewBox.minY, viewBox.width, viewBox.height].map(SVGWriter.number).joined(separator: " ")),
                         ("width", SVGWriter.number(viewBox.width)), ("height", SVGWriter.number(viewBox.height)),
                         ("font-family", "-apple-system, 'Helvetica Neue', Arial, sans-serif")])
        svg.raw("\n")
        svg.element("style", content: RunPicture.css)
        svg.element("rect", [("class", "page"), ("x", SVGWriter.number(viewBox.minX)), ("y", SVGWriter.number(viewBox.minY)),
                             ("width", SVGWriter.number(viewBox.width)), ("height", SVGWriter.number(viewBox.height)), ("fill", "#ffffff")])
        RunPicture.drawScreen(after.screen, dark: after.prefersDarkScheme, into: &svg)
        svg.element("text", [("class", "caption"), ("x", SVGWriter.number(viewBox.minX + RunPicture.margin)),
                             ("y", SVGWriter.number(viewBox.minY + 14)), ("font-size", "12"), ("fill", "#1c1c1e")],
                    content: "\(before.title) (faded) → \(after.title)")
        svg.element("text", [("class", "caption"), ("x", SVGWriter.number(viewBox.minX + RunPicture.margin)),
                             ("y", SVGWriter.number(viewBox.minY + 28)), ("font-size", "11"), ("fill", "#636366")],
                    content: "\(changes.filter { $0.change != .unchanged }.count) of \(changes.count) nodes changed")
        svg.open("g", [("class", "before"), ("opacity", "0.3")])
        svg.raw("\n")
        RunDrawing(snapshot: before, idPrefix: "a-", clip: viewBox).draw(into: &svg)
        svg.close("g")
        svg.open("g", [("class", "after")])
        svg.raw("\n")
        RunDrawing(snapshot: after, idPrefix: "b-", clip: viewBox).draw(into: &svg)
        svg.close("g")
        drawMarks(into: &svg)
        // Which run is which: named, as the caption names them.
        let legend: [(String, String)] = [(Self.movedColor, "moved"), (Self.resizedColor, "resized (or moved and resized)"),
                                          ("#8e8e93", "faded, dashed: \(before.title); solid: \(after.title)")]
        var x = viewBox.minX + RunPicture.margin
        for (color, text) in legend {
            let y = viewBox.maxY - 12
            defer { x += 30 + CGFloat(text.count) * 5.2 }
            svg.element("rect", [("class", "legend"), ("x", SVGWriter.number(x)), ("y", SVGWriter.number(y - 9)), ("width", "10"),
                                 ("height", "10"), ("fill", "none"), ("stroke", color), ("stroke-width", "2")])
            svg.element("text", [("class", "legend"), ("x", SVGWriter.number(x + 14)), ("y", SVGWriter.number(y)), ("font-size", "10"),
                                 ("fill", "#3c3c43")], content: text)
        }
        svg.close("svg")
        return svg.text
    }

    public var html: String {
        let rows = changes.filter { $0.change != .unchanged }.map { change in
            "<tr><td>\(SVGWriter.escape(change.path))</td><td>\(SVGWriter.escape(change.kind))</td><td>\(SVGWriter.escape(change.change.rawValue))</td></tr>"
        }.joined(separator: "\n")
        return StaticPage.html(title: "\(before.title) → \(after.title)", svg: StaticPage.inline(svg),
                               after: "<table><tr><th>path</th><th>view</th><th>change</th></tr>\n\(rows)</table>")
    }

    /// A mark per changed node; nodes whose frames are the same as an already marked one's
    /// (a view and the modifiers around it) share that mark.
    private func drawMarks(into svg: inout SVGWriter) {
        var marked = Set<[CGFloat]>()
        svg.open("g", [("class", "changes")])
        svg.raw("\n")
        for change in changes where [.moved, .resized, .movedAndResized].contains(change.change) {
            guard let old = change.before, let new = change.after, old.isDrawable, new.isDrawable else { continue }
            guard marked.insert([old.minX, old.minY, old.width, old.height, new.minX, new.minY, new.width, new.height]).inserted else { continue }
            let color = change.change == .moved ? Self.movedColor : Self.resizedColor
            svg.open("g", [("class", "change"), ("data-path", change.path), ("data-kind", change.kind), ("data-change", change.change.rawValue)])
            svg.element("title", content: "\(change.kind) (\(change.path)) \(change.change.rawValue): \(Points.frame(old)) → \(Points.frame(new))")
            for (name, frame, dash) in [("before-frame", old, "4 3"), ("after-frame", new, nil as String?)] {
                svg.element("rect", [("class", name), ("x", SVGWriter.number(frame.minX)), ("y", SVGWriter.number(frame.minY)),
                                     ("width", SVGWriter.number(frame.width)), ("height", SVGWriter.number(frame.height)),
                                     ("fill", "none"), ("stroke", color), ("stroke-width", "1.5"), ("stroke-dasharray", dash)])
            }
            if old.origin != new.origin {
                svg.element("line", [("class", "movement"), ("x1", SVGWriter.number(old.minX)), ("y1", SVGWriter.number(old.minY)),
                                     ("x2", SVGWriter.number(new.minX)), ("y2", SVGWriter.number(new.minY)), ("stroke", color),
                                     ("stroke-width", "1.5")])
                svg.element("circle", [("class", "movement"), ("cx", SVGWriter.number(new.minX)), ("cy", SVGWriter.number(new.minY)),
                                       ("r", "2.5"), ("fill", color)])
            }
            svg.close("g")
        }
        svg.close("g")
    }
}

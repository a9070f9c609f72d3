import Foundation
import LayoutLab

/// A run drawn on its device's screen, one SVG point per point: the screen's outline, the
/// bands outside its safe area shaded, and the run's nodes (`RunDrawing`) at their global
/// frames, so that an element's `x`, `y`, `width` and `height` are the stored frame. The
/// document's `viewBox` starts where the picture does, so a pixel at (px, py) of a render at
/// 1× is the point (viewBox.minX + px, viewBox.minY + py).
public struct RunPicture: Sendable {
    /// The shading of the screen outside the safe area (UIKit's systemGray5).
    public static let unsafeAreaColor = "#e5e5ea"
    static let margin: CGFloat = 16
    static let captionHeight: CGFloat = 34

    public let snapshot: LayoutSnapshot
    /// The region drawn, in global points: the screen and every finite frame, with a margin
    /// and room for the caption above.
    public let viewBox: CGRect

    public init(_ snapshot: LayoutSnapshot) {
        self.snapshot = snapshot
        viewBox = Self.region(covering: snapshot.screen.bounds.union(snapshot.contentBounds ?? snapshot.screen.bounds))
    }

    static func region(covering area: CGRect) -> CGRect {
        CGRect(x: area.minX - margin, y: area.minY - margin - captionHeight,
               width: area.width + 2 * margin, height: area.height + 2 * margin + captionHeight)
    }

    /// The picture as a standalone SVG document.
    public var svg: String {
        var svg = SVGWriter()
        svg.raw(#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n")
        open(&svg, standalone: true)
        drawBody(into: &svg)
        svg.close("svg")
        return svg.text
    }

    /// The picture as an `<svg>` element to embed in HTML.
    var inlineSVG: String {
        var svg = SVGWriter()
        open(&svg, standalone: false)
        drawBody(into: &svg)
        svg.close("svg")
        return svg.text
    }

    private func open(_ svg: inout SVGWriter, standalone: Bool) {
        svg.open("svg", [
            ("xmlns", standalone ? "http://www.w3.org/2000/svg" : nil),
            ("id", "picture"), ("class", "run-picture"),
            ("viewBox", [viewBox.minX, viewBox.minY, viewBox.width, viewBox.height].map(SVGWriter.number).joined(separator: " ")),
            ("width", SVGWriter.number(viewBox.width)), ("height", SVGWriter.number(viewBox.height)),
            ("font-family", "-apple-system, 'Helvetica Neue', Arial, sans-serif"),
            ("data-run", snapshot.run.map(String.init)), ("data-display-scale", SVGWriter.number(snapshot.screen.displayScale)),
        ])
        svg.raw("\n")
        svg.element("style", content: Self.css)
    }

    private func drawBody(into svg: inout SVGWriter) {
        svg.element("rect", [("class", "page"), ("x", SVGWriter.number(viewBox.minX)), ("y", SVGWriter.number(viewBox.minY)),
                             ("width", SVGWriter.number(viewBox.width)), ("height", SVGWriter.number(viewBox.height)), ("fill", "#ffffff")])
        Self.drawScreen(snapshot.screen, dark: snapshot.prefersDarkScheme, into: &svg)
        for (line, text) in [snapshot.title, deviceCaption].enumerated() {
            svg.element("text", [("class", "caption"), ("x", SVGWriter.number(viewBox.minX + Self.margin)),
                                 ("y", SVGWriter.number(viewBox.minY + 14 + CGFloat(line) * 14)), ("font-size", line == 0 ? "12" : "11"),
                                 ("fill", line == 0 ? "#1c1c1e" : "#636366")], content: text)
        }
        svg.open("g", [("class", "nodes")])
        svg.raw("\n")
        RunDrawing(snapshot: snapshot, clip: viewBox).draw(into: &svg)
        svg.close("g")
    }

    private var deviceCaption: String {
        let screen = snapshot.screen
        return "\(screen.deviceName): \(Points.size(screen.size)) pt, \(Points.text(screen.displayScale))×, safe area shaded outside"
    }

    /// The screen, its scheme's background inside its safe area (white, or black for a run that
    /// prefers dark), shaded outside it.
    static func drawScreen(_ screen: LayoutSnapshot.Screen, dark: Bool, into svg: inout SVGWriter) {
        let bounds = screen.bounds, safe = screen.safeArea
        svg.open("g", [("class", "screen"), ("data-device", screen.deviceName)])
        svg.element("rect", [("class", "screen"), ("x", "0"), ("y", "0"), ("width", SVGWriter.number(bounds.width)),
                             ("height", SVGWriter.number(bounds.height)),
                             ("fill", SVGWriter.paint((dark ? SchemeColors.dark : .light).background).color)])
        let bands: [(String, CGRect)] = [
            ("top", CGRect(x: 0, y: 0, width: bounds.width, height: safe.minY)),
            ("bottom", CGRect(x: 0, y: safe.maxY, width: bounds.width, height: bounds.maxY - safe.maxY)),
            ("leading", CGRect(x: 0, y: safe.minY, width: safe.minX, height: safe.height)),
            ("trailing", CGRect(x: safe.maxX, y: safe.minY, width: bounds.maxX - safe.maxX, height: safe.height)),
        ]
        for (edge, band) in bands where band.width > 0 && band.height > 0 {
            svg.element("rect", [("class", "unsafe-area"), ("data-edge", edge), ("x", SVGWriter.number(band.minX)),
                                 ("y", SVGWriter.number(band.minY)), ("width", SVGWriter.number(band.width)),
                                 ("height", SVGWriter.number(band.height)), ("fill", unsafeAreaColor)])
        }
        svg.element("rect", [("class", "screen-outline"), ("x", "0"), ("y", "0"), ("width", SVGWriter.number(bounds.width)),
                             ("height", SVGWriter.number(bounds.height)), ("fill", "none"), ("stroke", "#8e8e93"), ("stroke-width", "1")])
        svg.close("g")
    }

    /// Hover and selection outlines, for browsers (renderers without CSS ignore them).
    static let css = """
        .node:hover > .frame { stroke: #0a84ff; stroke-width: 1.5px; stroke-dasharray: 4 2; }
        .node.selected > .frame { stroke: #ff9f0a; stroke-width: 3px; stroke-dasharray: none; }
        .node.related > .frame { stroke: #ff9f0a; stroke-width: 1px; stroke-dasharray: 3 2; }
        """
}

import Foundation
import LayoutLab

/// One run's nodes as SVG, in SwiftUI's drawing order (parents before children, a
/// background's content behind its view, siblings by `zIndex`). Each node is a group
/// `<g class="node …" id="node-N" data-node="N" …>` holding one `<rect class="frame">` whose
/// `x`, `y`, `width` and `height` are the node's stored frame in points, exactly, and a
/// `<title>` that browsers show on hover: its kind, tag, frame (as drawn, spec §10) and the
/// proposal it was placed with. What the node paints (a fill, a stroke inside its frame, text,
/// an image placeholder) is that rect or a sibling element in the same group.
struct RunDrawing {
    let snapshot: LayoutSnapshot
    /// Makes element ids unique when one document holds several runs (`c3-`).
    var idPrefix = ""
    /// Where frames that are not finite (a view proposed infinity) are cut.
    var clip: CGRect
    /// Hover titles; small multiples leave them out to stay small.
    var titles = true

    func draw(into svg: inout SVGWriter) {
        enum Step { case enter(LayoutSnapshot.Node, NodeStyle.Inherited), overlay(LayoutSnapshot.Node, Paint) }
        // Iterative, styles inherited on the way down: trees may be thousands of levels deep.
        var pending: [Step] = snapshot.roots.reversed().map { .enter($0, NodeStyle.Inherited(platform: snapshot.platform, scheme: scheme)) }
        while let step = pending.popLast() {
            switch step {
            case let .overlay(node, paint):
                svg.open("g", [("class", "overlay-style"), ("data-node", String(node.id))])
                if let frame = node.frame { rect(frame, paint: paint, into: &svg, attributes: [("class", "overlay-style")]) }
                svg.close("g")
            case let .enter(node, parentStyle):
                let inherited = parentStyle.passing(through: node)
                let style = NodeStyle(node, inherited)
                if node.frame != nil { drawNode(node, style, tag: inherited.tag, into: &svg) }
                if let overlay = style.overlayStyle, !style.hidden { pending.append(.overlay(node, overlay)) }
                for child in drawingOrder(node).reversed() { pending.append(.enter(child, inherited)) }
            }
        }
    }

    /// The node's children back to front.
    private func drawingOrder(_ node: LayoutSnapshot.Node) -> [LayoutSnapshot.Node] {
        var children = node.children.compactMap { snapshot[$0] }
        // `.background { … }`, `.backgroundPreferenceValue`: the content (the second child) is
        // drawn behind the view.
        if node.kind == "background" || node.kind == "backgroundPreferenceValue", children.count == 2 { children.reverse() }
        let z = children.enumerated().map { (index, child) in
            (child, child.attribute("zIndex").flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil } ?? 0, index)
        }
        return z.sorted { ($0.1, $0.2) < ($1.1, $1.2) }.map(\.0)
    }

    private func drawNode(_ node: LayoutSnapshot.Node, _ style: NodeStyle, tag: String?, into svg: inout SVGWriter) {
        guard let frame = node.frame else { return }
        var groupAttributes: [(String, String?)] = [
            ("id", "\(idPrefix)node-\(node.id)"), ("class", "node " + Self.roleClass(style.role)),
            ("data-node", String(node.id)), ("data-path", node.path), ("data-kind", node.kind), ("data-tag", node.tag),
        ]
        if style.opacity < 1 { groupAttributes.append(("opacity", SVGWriter.number(style.opacity))) }
        if style.hidden { groupAttributes.append(("visibility", "hidden")) }
        if style.offset != .zero {
            groupAttributes.append(("transform", "translate(\(SVGWriter.number(style.offset.width)) \(SVGWriter.number(style.offset.height)))"))
        }
        if !frame.isDrawable {
            groupAttributes.append(("data-frame", [frame.origin.x, frame.origin.y, frame.width, frame.height].map { "\(Double($0))" }.joined(separator: " ")))
        }
        svg.open("g", groupAttributes)
        if titles { svg.element("title", content: title(node, tag: tag)) }
        if let background = style.backgroundStyle {
            rect(frame, paint: background, corner: Self.corner(of: style.backgroundShape, in: frame), into: &svg,
                 attributes: [("class", "background-style")])
        }
        drawContent(node, style, frame, into: &svg)
        svg.close("g")
    }

    private func drawContent(_ node: LayoutSnapshot.Node, _ style: NodeStyle, _ frame: CGRect, into svg: inout SVGWriter) {
        let frameClass: [(String, String?)] = [("class", "frame")]
        switch style.role {
        case let .shape(shape):
            let square = min(frame.width, frame.height)
            let corner = Self.corner(of: shape, in: frame)
            if case .circle = shape, style.stroke == nil || frame.width != frame.height {
                rect(frame, paint: nil, into: &svg, attributes: frameClass)
                let (color, opacity) = SVGWriter.paint(style.fill)
                svg.element("circle", [("cx", SVGWriter.number(frame.midX)), ("cy", SVGWriter.number(frame.midY)),
                                       ("r", SVGWriter.number(square / 2)), ("fill", color), ("fill-opacity", opacity)])
            } else if let stroke = style.stroke, stroke.inset {
                // strokeBorder: the stroke lies inside the frame, half its width in from each edge.
                rect(frame, paint: nil, corner: corner, into: &svg, attributes: frameClass)
                let inset = frame.insetBy(dx: stroke.width / 2, dy: stroke.width / 2)
                if inset.width >= 0 && inset.height >= 0 {
                    rect(inset, paint: nil, corner: corner.map { (max($0.0 - stroke.width / 2, 0), max($0.1 - stroke.width / 2, 0)) },
                         stroke: (stroke.paint, stroke.width), into: &svg, attributes: [("class", "stroke")])
                }
            } else {
                rect(frame, paint: style.fill, corner: corner, stroke: style.stroke.map { ($0.paint, $0.width) },
                     into: &svg, attributes: frameClass)
            }
        case let .text(string):
            rect(frame, paint: nil, into: &svg, attributes: frameClass)
            text(string, style, frame, into: &svg)
        case let .image(name):
            rect(frame, paint: Paint(hex: 0xF2F2F7), stroke: (Paint(hex: 0xAEAEB2), 0.5), into: &svg, attributes: frameClass)
            if frame.isDrawable && frame.width > 0 && frame.height > 0 {
                let cross = "M\(SVGWriter.number(frame.minX)) \(SVGWriter.number(frame.minY))L\(SVGWriter.number(frame.maxX)) \(SVGWriter.number(frame.maxY))"
                    + "M\(SVGWriter.number(frame.maxX)) \(SVGWriter.number(frame.minY))L\(SVGWriter.number(frame.minX)) \(SVGWriter.number(frame.maxY))"
                svg.element("path", [("class", "placeholder"), ("d", cross), ("stroke", "#d1d1d6"), ("stroke-width", "0.5"), ("fill", "none")])
                let size = min(11, max(5, frame.height * 0.3))
                svg.element("text", [("class", "placeholder"), ("x", SVGWriter.number(frame.midX)), ("y", SVGWriter.number(frame.midY + size * 0.35)),
                                     ("font-size", SVGWriter.number(size)), ("text-anchor", "middle"), ("fill", "#636366")], content: name)
            }
        case .divider:
            rect(frame, paint: style.fill, into: &svg, attributes: frameClass)
        case .progress:
            rect(frame, paint: nil, into: &svg, attributes: frameClass)
            let radius = min(frame.width, frame.height) / 2 - 1
            if frame.isDrawable && radius > 0 {
                svg.element("circle", [("class", "placeholder"), ("cx", SVGWriter.number(frame.midX)), ("cy", SVGWriter.number(frame.midY)),
                                       ("r", SVGWriter.number(radius)), ("fill", "none"), ("stroke", "#8e8e93"), ("stroke-width", "2"),
                                       ("stroke-dasharray", "3 2")])
            }
        case let .control(kind):
            drawControl(kind, node, style, frame, into: &svg)
        case .layout:
            drawChrome(node, style, frame, into: &svg)
            rect(frame, paint: nil, into: &svg, attributes: frameClass + [("pointer-events", "all")])
        case .unknown:
            rect(frame, paint: nil, stroke: (Paint(hex: 0x8E8E93), 0.5), into: &svg, attributes: frameClass + [("stroke-dasharray", "3 2")])
            if frame.isDrawable {
                svg.element("text", [("class", "kind-label"), ("x", SVGWriter.number(frame.minX + 2)), ("y", SVGWriter.number(frame.minY + 8)),
                                     ("font-size", "7"), ("fill", "#8e8e93")], content: node.kind)
            }
        }
    }

    /// The Text's lines in its font, each stretched or squeezed to the width the engine's
    /// font model gives it, so that the drawn string spans what the layout measured.
    private func text(_ string: String, _ style: NodeStyle, _ frame: CGRect, into svg: inout SVGWriter) {
        guard frame.isDrawable else { return }
        let metrics = TextLines.model.metrics(of: style.font)
        let family = style.font.design == .monospaced
            ? "ui-monospace, Menlo, 'DejaVu Sans Mono', monospace" : "-apple-system, 'SF Pro Text', 'Helvetica Neue', Arial, sans-serif"
        let (color, opacity) = SVGWriter.paint(style.fill)
        let shown = string.count > 2_000 ? String(string.prefix(2_000)) : string
        for (index, line) in TextLines.lines(shown, font: style.font, frame: frame).enumerated() where !line.text.isEmpty {
            svg.element("text", [
                ("class", "text"), ("x", SVGWriter.number(frame.minX)),
                ("y", SVGWriter.number(frame.minY + metrics.ascent + CGFloat(index) * metrics.lineSpacing)),
                ("font-size", SVGWriter.number(style.font.size)), ("font-family", family),
                ("font-weight", String(NodeStyle.cssWeight(style.font))), ("font-style", style.font.isItalic ? "italic" : nil),
                ("fill", color), ("fill-opacity", opacity),
                ("textLength", line.width > 0 ? SVGWriter.number(line.width) : nil),
                ("lengthAdjust", line.width > 0 ? "spacingAndGlyphs" : nil), ("xml:space", "preserve"),
            ], content: line.text)
        }
    }

    /// A rect; a frame that is not finite is cut to `clip`.
    /// The corner radii that draw `shape` as a rect (nil: square corners, or a circle in a
    /// frame that is not square, drawn apart).
    private static func corner(of shape: NodeStyle.Shape, in frame: CGRect) -> (CGFloat, CGFloat)? {
        let square = min(frame.width, frame.height)
        switch shape {
        case .rectangle: return nil
        case let .roundedRectangle(radius): return (radius, radius)
        case .capsule: return (square / 2, square / 2)
        case .ellipse: return (frame.width / 2, frame.height / 2)
        case .circle: return frame.width == frame.height ? (square / 2, square / 2) : nil
        }
    }

    func rect(_ frame: CGRect, paint: Paint?, corner: (CGFloat, CGFloat)? = nil, stroke: (Paint, CGFloat)? = nil,
                      into svg: inout SVGWriter, attributes: [(String, String?)]) {
        let shown = frame.isDrawable ? frame : Self.cut(frame, to: clip)
        let (fill, fillOpacity) = SVGWriter.paint(paint)
        let (strokeColor, strokeOpacity) = stroke.map { SVGWriter.paint($0.0) } ?? ("none", nil)
        svg.element("rect", attributes + [
            ("x", SVGWriter.number(shown.origin.x)), ("y", SVGWriter.number(shown.origin.y)),
            ("width", SVGWriter.number(shown.width)), ("height", SVGWriter.number(shown.height)),
            ("rx", corner.map { SVGWriter.number(min($0.0, shown.width / 2)) }),
            ("ry", corner.map { SVGWriter.number(min($0.1, shown.height / 2)) }),
            ("fill", fill), ("fill-opacity", fillOpacity),
            ("stroke", stroke == nil ? nil : strokeColor), ("stroke-opacity", strokeOpacity),
            ("stroke-width", stroke.map { SVGWriter.number($0.1) }),
        ])
    }

    /// A frame with infinite or NaN edges, cut to `clip` where it runs off.
    static func cut(_ frame: CGRect, to clip: CGRect) -> CGRect {
        func span(_ origin: CGFloat, _ length: CGFloat, _ low: CGFloat, _ high: CGFloat) -> (CGFloat, CGFloat) {
            let start = origin.isFinite ? origin : (origin == .infinity ? high : low)
            let end = (origin + length).isFinite ? origin + length : high
            let a = min(max(start, low), high), b = min(max(end, low), high)
            return (a, max(b - a, 0))
        }
        let (x, width) = span(frame.origin.x, frame.width, clip.minX, clip.maxX)
        let (y, height) = span(frame.origin.y, frame.height, clip.minY, clip.maxY)
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// What a browser shows on hover.
    private func title(_ node: LayoutSnapshot.Node, tag: String?) -> String {
        var parts = [node.name + " (" + node.path + ")"]
        if let tag { parts.append("tag \(tag)") }
        if let frame = node.frame {
            let drawn = PixelRounding.round(frame, displayScale: snapshot.screen.displayScale)
            parts.append("frame " + Points.frame(drawn))
        }
        if let placement = node.placement { parts.append("placed with " + Points.proposal(placement)) }
        return parts.joined(separator: " · ")
    }

    static func roleClass(_ role: NodeStyle.Role) -> String {
        switch role {
        case .shape: "shape"
        case .text: "text"
        case .image: "image"
        case .divider: "divider"
        case .progress: "progress"
        case .control: "control"
        case .layout: "layout"
        case .unknown: "unknown"
        }
    }
}

import Foundation
import LayoutLab

// What SwiftUI draws around and behind the views themselves, from the run's frames and its
// release's table (PlatformMetrics): a navigation stack's bar and title, a grouped list's
// background, its sections' cards and the separators between their rows. Drawing only: no
// frame changes, and each part is an element of its own class (`navigation-bar`,
// `navigation-title`, `list-background`, `list-card`, `row-separator`).
extension RunDrawing {
    /// The release table the run was laid out with.
    var metrics: PlatformMetrics { NodeStyle.metrics(snapshot.platform) }

    /// The colours of the run's colour scheme.
    var scheme: SchemeColors { snapshot.prefersDarkScheme ? .dark : .light }

    /// Draws what a container shows behind its children (called before them).
    func drawChrome(_ node: LayoutSnapshot.Node, _ style: NodeStyle, _ frame: CGRect, into svg: inout SVGWriter) {
        guard frame.isDrawable else { return }
        switch node.kind {
        case "NavigationStack", "NavigationView": navigationBar(node, frame, into: &svg)
        case "List", "Form": groupedList(node, listStyle: style.listStyle, frame, into: &svg)
        default: break
        }
    }

    /// The bar at the top of the stack: the release's phone bar (PlatformMetrics, the compact
    /// one on its side; an iPad's regular bar is not told apart, 6 pt short on iOS 18) and the
    /// large title's band unless the title is inline, with the first navigation title inside. Bars are clear on iOS 26: a grouped list's grey
    /// shows through. The title's baseline (11 above a large title's band, centred in an
    /// inline bar) and its 16-pt leading margin are drawing choices, UNCERTAIN: no
    /// measurement of the bar's text was found.
    private func navigationBar(_ node: LayoutSnapshot.Node, _ frame: CGRect, into svg: inout SVGWriter) {
        let inside = snapshot.nodes.filter { $0.path.hasPrefix(node.path + ".") }
        guard let title = inside.lazy.compactMap({ $0.attribute("navigationTitle") }).first else { return }
        let landscape = snapshot.screen.size.width > snapshot.screen.size.height
        let inline = landscape || inside.contains { $0.attribute("navigationBarTitleDisplayMode") == "inline" }
        let bar = landscape ? metrics.compactHeightNavigationBar : metrics.navigationBar
        let band = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: bar + (inline ? 0 : metrics.largeTitle))
        let grouped = inside.contains { $0.kind == "List" || $0.kind == "Form" } && !inside.contains { $0.attribute("listStyle") == "plain" }
        svg.element("rect", [("class", "navigation-bar"), ("x", SVGWriter.number(band.minX)), ("y", SVGWriter.number(band.minY)),
                             ("width", SVGWriter.number(band.width)), ("height", SVGWriter.number(band.height)),
                             ("fill", SVGWriter.paint(grouped ? scheme.groupedBackground : scheme.background).color)])
        svg.element("text", [
            ("class", "navigation-title"),
            ("x", SVGWriter.number(inline ? band.midX : band.minX + 16)),
            ("y", SVGWriter.number(inline ? band.minY + bar / 2 + 6 : band.maxY - 11)),
            ("text-anchor", inline ? "middle" : nil),
            ("font-size", inline ? "17" : "34"), ("font-weight", inline ? "600" : "700"),
            ("fill", SVGWriter.paint(scheme.primary).color),
        ], content: title)
    }

    /// A grouped list's grey, and a white card behind each run of rows that touch (rows of
    /// one section follow each other without a gap; sections are apart by their spacing), with
    /// a hairline between two rows from the lower row's leading edge to the card's trailing one.
    /// A row's band is the release's: its height plus the default row insets, at least the
    /// minimum row height, centred on the row (as ListLayout places it); `.listRowInsets`,
    /// `.defaultMinListRowHeight` and `.contentMargins` are not read back, so a list that sets
    /// them draws its cards approximately. A plain list draws none of this.
    private func groupedList(_ node: LayoutSnapshot.Node, listStyle: String, _ frame: CGRect, into svg: inout SVGWriter) {
        guard listStyle != "plain" else { return }
        rect(frame, paint: scheme.groupedBackground, into: &svg, attributes: [("class", "list-background")])
        let grouped = listStyle == "grouped"
        let inset = grouped ? 0 : frame.width <= PlatformMetrics.narrowListWidth
            ? metrics.narrowListCardInset ?? metrics.insetGroupedCardInset : metrics.insetGroupedCardInset
        let insets = metrics.listRowInsets
        var cards: [[(band: CGRect, row: CGRect)]] = []
        for child in node.children.compactMap({ snapshot[$0] }) where child.attribute("section") == nil {
            guard let row = child.frame, row.isDrawable else { continue }
            let height = max(metrics.minimumListRowHeight, row.height + insets.top + insets.bottom)
            let band = CGRect(x: frame.minX + inset, y: row.midY - height / 2, width: max(frame.width - 2 * inset, 0), height: height)
            if let last = cards.last?.last, abs(last.band.maxY - band.minY) < 0.5 {
                cards[cards.count - 1].append((band, row))
            } else {
                cards.append([(band, row)])
            }
        }
        let corner = grouped ? nil : (metrics.insetGroupedCornerRadius, metrics.insetGroupedCornerRadius)
        let hairline = 1 / max(snapshot.screen.displayScale, 1)
        for card in cards {
            let area = card[0].band.union(card[card.count - 1].band)
            rect(area, paint: scheme.card, corner: corner, into: &svg, attributes: [("class", "list-card")])
            for row in card.dropFirst() {
                svg.element("line", [("class", "row-separator"), ("x1", SVGWriter.number(row.row.minX)), ("x2", SVGWriter.number(area.maxX)),
                                     ("y1", SVGWriter.number(row.band.minY)), ("y2", SVGWriter.number(row.band.minY)),
                                     ("stroke", SVGWriter.paint(scheme.separator).color), ("stroke-width", SVGWriter.number(hairline))])
            }
        }
    }
}

extension RunDrawing {
    /// A control's part as a glyph in its frame, as UIKit draws it: a switch's
    /// track (green when on) and knob, a stepper's − and + halves, a menu picker's chevrons, a
    /// slider's track filled (in the accent colour; `.tint` is not read) up to its thumb. Sizes are the frames the engine
    /// gave; the shapes inside them are drawing choices.
    func drawControl(_ kind: String, _ node: LayoutSnapshot.Node, _ style: NodeStyle, _ frame: CGRect, into svg: inout SVGWriter) {
        rect(frame, paint: nil, into: &svg, attributes: [("class", "frame")])
        guard frame.isDrawable, frame.width > 0, frame.height > 0 else { return }
        let n: (CGFloat) -> String = SVGWriter.number
        let grey = Paint(hex: 0x787880, opacity: 0.16), knob = SchemeColors.light.background, edge = Paint(hex: 0xD1D1D6)
        let capsule = (frame.height / 2, frame.height / 2)
        switch kind {
        case "Switch":
            let on = style.isOn == true
            rect(frame, paint: on ? SystemColors.named["green"] : grey, corner: capsule, into: &svg,
                 attributes: [("class", "control-glyph"), ("data-on", style.isOn.map { "\($0)" })])
            let diameter = frame.height - 4
            let x = on ? frame.maxX - 2 - diameter : frame.minX + 2
            rect(CGRect(x: x, y: frame.minY + 2, width: diameter, height: diameter), paint: knob, corner: (diameter / 2, diameter / 2),
                 into: &svg, attributes: [("class", "control-glyph")])
        case "StepperControl":
            rect(frame, paint: Paint(hex: 0x767680, opacity: 0.12), corner: capsule, into: &svg, attributes: [("class", "control-glyph")])
            svg.element("line", [("class", "control-glyph"), ("x1", n(frame.midX)), ("x2", n(frame.midX)),
                                 ("y1", n(frame.minY + frame.height / 4)), ("y2", n(frame.maxY - frame.height / 4)),
                                 ("stroke", "#c6c6c8"), ("stroke-width", "1")])
            for (sign, x) in [("−", frame.minX + frame.width / 4), ("+", frame.maxX - frame.width / 4)] {
                svg.element("text", [("class", "control-glyph"), ("x", n(x)), ("y", n(frame.midY + 7)), ("text-anchor", "middle"),
                                     ("font-size", "20"), ("fill", SVGWriter.paint(scheme.primary).color)], content: sign)
            }
        case "PickerIndicator":
            let (x, y, w) = (frame.midX, frame.midY, min(frame.width, 10) / 2)
            let chevrons = "M\(n(x - w)) \(n(y - 2))L\(n(x)) \(n(y - 6))L\(n(x + w)) \(n(y - 2))"
                + "M\(n(x - w)) \(n(y + 2))L\(n(x)) \(n(y + 6))L\(n(x + w)) \(n(y + 2))"
            svg.element("path", [("class", "control-glyph"), ("d", chevrons), ("fill", "none"), ("stroke", "#8e8e93"),
                                 ("stroke-width", "1.5"), ("stroke-linecap", "round"), ("stroke-linejoin", "round")])
        case "Slider":
            let track = CGRect(x: frame.minX, y: frame.midY - 2, width: frame.width, height: 4)
            rect(track, paint: grey, corner: (2, 2), into: &svg, attributes: [("class", "control-glyph")])
            // The value is not recorded (no geometry depends on it): the thumb sits half way.
            let fraction: CGFloat = 0.5
            let thumb = CGSize(width: min(37, frame.width), height: min(24, frame.height))
            let x = frame.minX + (frame.width - thumb.width) * fraction
            rect(CGRect(x: frame.minX, y: track.minY, width: x + thumb.width / 2 - frame.minX, height: 4),
                 paint: SystemColors.named["accentColor"],
                 corner: (2, 2), into: &svg, attributes: [("class", "control-glyph")])
            rect(CGRect(x: x, y: frame.midY - thumb.height / 2, width: thumb.width, height: thumb.height), paint: knob,
                 corner: (thumb.height / 2, thumb.height / 2), stroke: (edge, 0.5), into: &svg, attributes: [("class", "control-glyph")])
        default:
            break
        }
    }
}

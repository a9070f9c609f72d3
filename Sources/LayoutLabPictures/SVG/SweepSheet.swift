import Foundation
import LayoutLab

/// A sweep as small multiples: one panel per case, in case order, each the case's run drawn
/// at one point per point over the same region (the union of every run's frames), so that
/// panels compare at a glance; each panel labelled with the case's parameters and, for a
/// study that declares what to observe, the candidate its node adopted (seed 001's notation).
/// Seed 001 published one screenshot per case; `layoutlab draw --sweep` of its 24-case study
/// puts them on one sheet.
public struct SweepSheet: Picture, Sendable {
    public struct Panel: Sendable {
        public var caseIndex: Int
        /// Nil for a case with no recorded run (a sweep being recorded, or resumed).
        public var snapshot: LayoutSnapshot?
        /// Label lines under the case number: `parent=100 minWidth=200`, `parent < ideal < (min)`.
        public var lines: [String]
        /// Whether the case matched what the study expected; nil when nothing is expected.
        public var matches: Bool?

        public init(caseIndex: Int, snapshot: LayoutSnapshot?, lines: [String], matches: Bool? = nil) {
            self.caseIndex = caseIndex
            self.snapshot = snapshot
            self.lines = lines
            self.matches = matches
        }
    }

    static let gap: CGFloat = 12
    static let labelLine: CGFloat = 14
    static let padding: CGFloat = 8
    static let titleHeight: CGFloat = 30

    public let title: String
    public let panels: [Panel]
    public let columns: Int
    /// The region of global points every panel shows.
    public let region: CGRect
    let panelSize: CGSize
    let labelHeight: CGFloat

    public init(title: String, panels: [Panel], columns: Int? = nil) {
        self.title = title
        let content = panels.compactMap { $0.snapshot?.contentBounds }.reduce(nil as CGRect?) { partial, next in partial.map { $0.union(next) } ?? next }
            ?? CGRect(x: 0, y: 0, width: 100, height: 40)
        region = content.insetBy(dx: -Self.padding, dy: -Self.padding)
        let width = max(region.width, 220)
        // Label lines wrap at the panel's width (about 5.6 points per character at 10.5 pt).
        let characters = max(20, Int(width / 5.6))
        self.panels = panels.map { panel in
            var wrapped = panel
            wrapped.lines = panel.lines.flatMap { Self.wrap($0, characters: characters) }
            return wrapped
        }
        labelHeight = CGFloat((self.panels.map(\.lines.count).max() ?? 0) + 1) * Self.labelLine + 6
        panelSize = CGSize(width: width, height: region.height + labelHeight)
        let fitting = max(1, Int((1_600 / (panelSize.width + Self.gap)).rounded(.down)))
        self.columns = max(1, min(columns ?? fitting, max(panels.count, 1)))
    }

    /// `text` in lines of at most `characters`, broken at spaces where it can be.
    static func wrap(_ text: String, characters: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if !line.isEmpty && line.count + 1 + word.count > characters {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
            while line.count > characters {
                lines.append(String(line.prefix(characters)))
                line = String(line.dropFirst(characters))
            }
        }
        return lines + (line.isEmpty && !lines.isEmpty ? [] : [line])
    }

    public var size: CGSize {
        let rows = max(1, (panels.count + columns - 1) / columns)
        return CGSize(width: CGFloat(columns) * (panelSize.width + Self.gap) + Self.gap,
                      height: Self.titleHeight + CGFloat(rows) * (panelSize.height + Self.gap) + Self.gap)
    }

    /// Where panel `index` (its position on the sheet) starts.
    public func origin(ofPanel index: Int) -> CGPoint {
        CGPoint(x: Self.gap + CGFloat(index % columns) * (panelSize.width + Self.gap),
                y: Self.titleHeight + CGFloat(index / columns) * (panelSize.height + Self.gap))
    }

    /// Where panel `index` draws the global point `point`.
    public func position(of point: CGPoint, inPanel index: Int) -> CGPoint {
        let origin = origin(ofPanel: index)
        return CGPoint(x: origin.x + point.x - region.minX, y: origin.y + labelHeight + point.y - region.minY)
    }

    public var svg: String {
        var svg = SVGWriter()
        svg.raw(#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n")
        svg.open("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("class", "sweep-sheet"),
                         ("viewBox", "0 0 \(SVGWriter.number(size.width)) \(SVGWriter.number(size.height))"),
                         ("width", SVGWriter.number(size.width)), ("height", SVGWriter.number(size.height)),
                         ("font-family", "-apple-system, 'Helvetica Neue', Arial, sans-serif"), ("data-panels", String(panels.count))])
        svg.raw("\n")
        svg.element("style", content: RunPicture.css)
        svg.element("rect", [("class", "page"), ("x", "0"), ("y", "0"), ("width", SVGWriter.number(size.width)),
                             ("height", SVGWriter.number(size.height)), ("fill", "#f2f2f7")])
        svg.element("text", [("class", "caption"), ("x", SVGWriter.number(Self.gap)), ("y", "20"), ("font-size", "14"),
                             ("font-weight", "600"), ("fill", "#1c1c1e")], content: title)
        for (index, panel) in panels.enumerated() { draw(panel, at: index, into: &svg) }
        svg.close("svg")
        return svg.text
    }

    public var html: String { StaticPage.html(title: title, svg: StaticPage.inline(svg)) }

    private func draw(_ panel: Panel, at index: Int, into svg: inout SVGWriter) {
        let origin = origin(ofPanel: index)
        svg.open("g", [("class", "panel"), ("id", "case-\(panel.caseIndex)"), ("data-case", String(panel.caseIndex)),
                       ("data-run", panel.snapshot?.run.map(String.init)),
                       ("transform", "translate(\(SVGWriter.number(origin.x)) \(SVGWriter.number(origin.y)))")])
        svg.raw("\n")
        svg.element("rect", [("class", "panel-background"), ("x", "0"), ("y", "0"), ("width", SVGWriter.number(panelSize.width)),
                             ("height", SVGWriter.number(panelSize.height)), ("fill", "#ffffff"), ("stroke", "#c7c7cc")])
        let mark = panel.matches.map { $0 ? " ✓" : " ✗ expected otherwise" } ?? ""
        let run = panel.snapshot?.run.map { " · run \($0)" } ?? " · not recorded"
        for (line, text) in (["case \(panel.caseIndex)\(run)"] + panel.lines).enumerated() {
            svg.element("text", [("class", line == 0 ? "panel-title" : "panel-label"), ("x", "6"),
                                 ("y", SVGWriter.number(CGFloat(line + 1) * Self.labelLine)),
                                 ("font-size", line == 0 ? "11" : "10.5"), ("font-weight", line == 0 ? "600" : nil),
                                 ("fill", line == panel.lines.count && panel.matches == false ? "#ff3b30" : "#3c3c43")],
                        content: text + (line == panel.lines.count ? mark : ""))
        }
        if let snapshot = panel.snapshot {
            // Global coordinates inside: each rect's x, y, width, height are its stored frame.
            svg.open("g", [("class", "panel-drawing"),
                           ("transform", "translate(\(SVGWriter.number(-region.minX)) \(SVGWriter.number(labelHeight - region.minY)))")])
            svg.raw("\n")
            if let root = snapshot.roots.first?.frame, root.isDrawable {
                // The root's frame, faint: what the case's parent offered.
                svg.element("rect", [("class", "root-outline"), ("x", SVGWriter.number(root.minX)), ("y", SVGWriter.number(root.minY)),
                                     ("width", SVGWriter.number(root.width)), ("height", SVGWriter.number(root.height)),
                                     ("fill", "#f2f2f7"), ("stroke", "#c7c7cc"), ("stroke-dasharray", "3 2"), ("stroke-width", "0.5")])
            }
            RunDrawing(snapshot: snapshot, idPrefix: "c\(panel.caseIndex)-", clip: region).draw(into: &svg)
            svg.close("g")
        }
        svg.close("g")
    }
}

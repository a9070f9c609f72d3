import Foundation
import Testing
import LayoutLab
@testable import LayoutLabPictures
@testable import LayoutLabStore
import TestSupport

@Suite("Small multiples, overlays and plots")
struct SheetDiffPlotTests {
    /// Seed 001's MyText under .frame(minWidth:) in a leading VStack of the parent's width.
    struct Case: View {
        var parent: CGFloat
        var minWidth: CGFloat?
        var body: some View {
            VStack(alignment: .leading) {
                Text("123456789012345").font(.system(size: 16, design: .monospaced)).lineLimit(1)
                    .frame(minWidth: minWidth).inspectLayoutProcess("frame")
            }
            .frame(width: parent)
        }
    }

    func record(_ views: [Case]) throws -> (TemporaryDirectory, [LayoutSnapshot]) {
        let directory = try TemporaryDirectory()
        let store = try RunStore(path: directory.path("sheet.sqlite"))
        let ids = try views.map { try recordLayout(ViewTree($0), in: store).runID }
        let reader = try StoreReader(path: directory.path("sheet.sqlite"))
        return (directory, try ids.map { try LayoutSnapshot(reader: reader, run: $0) })
    }

    @Test("A sheet: one panel per case over one region; inside, every rect.frame is the run's stored frame")
    func sheet() throws {
        let (_, snapshots) = try record([Case(parent: 100, minWidth: 200), Case(parent: 200, minWidth: nil), Case(parent: 300, minWidth: 100)])
        let panels = snapshots.enumerated().map { index, snapshot in
            SweepSheet.Panel(caseIndex: index, snapshot: snapshot, lines: ["parent=\(index)"], matches: index != 1)
        }
        let sheet = SweepSheet(title: "three cases", panels: panels, columns: 2)
        let document = try SVGDocument(sheet.svg)
        #expect(document.all("g", class: "panel").map { $0.attributes["data-case"] } == ["0", "1", "2"])
        for (index, snapshot) in snapshots.enumerated() {
            let rects = document.all("rect", class: "frame").filter { $0.groups.contains { $0["data-case"] == String(index) } }
            let expected = snapshot.nodes.compactMap(\.frame)
            #expect(rects.compactMap(\.rect) == expected, "case \(index)")
        }
        // The region covers every case's frames: the widest frame (the 200-point minimum) fits.
        let widest = snapshots.flatMap { $0.nodes.compactMap(\.frame) }.reduce(CGRect.null) { $0.union($1) }
        #expect(sheet.region.contains(widest))
        #expect(sheet.origin(ofPanel: 2).y > sheet.origin(ofPanel: 1).y && sheet.origin(ofPanel: 1).x > sheet.origin(ofPanel: 0).x)
        #expect(document.all("text", class: "panel-label").contains { $0.text.hasSuffix("✗ expected otherwise") })
    }

    @Test("An overlay marks what moved and resized, with both frames")
    func diff() throws {
        let (_, snapshots) = try record([Case(parent: 100, minWidth: nil), Case(parent: 300, minWidth: 250)])
        func change(_ path: String, _ kind: String) -> NodeDifference {
            func frame(_ snapshot: LayoutSnapshot) -> CGRect? { snapshot.nodes.first { $0.path == path && $0.kind == kind }?.frame }
            return NodeDifference(path: path, kind: kind, label: nil, before: frame(snapshots[0]), after: frame(snapshots[1]), change: .movedAndResized)
        }
        let changes = [change("0.0.0", "inspectLayoutProcess"), change("0.0.0.0", "frame"), change("0", "frame")]
        let picture = DiffPicture(before: snapshots[0], after: snapshots[1], changes: changes)
        let document = try SVGDocument(picture.svg)
        let marks = document.all("g", class: "change")
        // The inspector and its frame share one frame in each run: one mark for both.
        #expect(marks.map { $0.attributes["data-path"] } == ["0.0.0", "0"])
        let before = try #require(document.all("rect", class: "before-frame").first?.rect)
        let after = try #require(document.all("rect", class: "after-frame").first?.rect)
        #expect(before == snapshots[0].nodes.first { $0.path == "0.0.0" }?.frame)
        #expect(after == snapshots[1].nodes.first { $0.path == "0.0.0" }?.frame)
        #expect(document.all("g", class: "before").count == 1 && document.frameRects.count == snapshots[1].nodes.count)
    }

    @Test("A line chart: one line per series, points where the values are, axes in points")
    func chart() throws {
        let chart = LineChart(title: "width", xLabel: "parent", yLabel: "width(frame)", series: [
            .init(name: "minWidth=nil", points: [.init(x: "100", y: 100), .init(x: "200", y: 150), .init(x: "50", y: 50)]),
            .init(name: "minWidth=200", points: [.init(x: "100", y: 200), .init(x: "200", y: .infinity), .init(x: "50", y: nil)]),
        ])
        #expect(chart.xValues == ["50", "100", "200"] && chart.numericX)
        let document = try SVGDocument(chart.svg)
        let series = document.all("g", class: "series")
        #expect(series.map { $0.attributes["data-series"] } == ["minWidth=nil", "minWidth=200"])
        let circles = document.all("circle")
        #expect(circles.count == 4)
        // Linear: 100 is a third of the way from 50 to 200 (the axis is padded to nice numbers).
        let x50 = try #require(circles.first { $0.attributes["data-x"] == "50" }?.number("cx"))
        let x100 = try #require(circles.first { $0.attributes["data-x"] == "100" }?.number("cx"))
        let x200 = try #require(circles.first { $0.attributes["data-x"] == "200" }?.number("cx"))
        #expect(abs((x100 - x50) * 3 - (x200 - x50)) < 1e-9)
        #expect(document.all("text", class: "y-label").first?.text == "width(frame) (points)")
        #expect(document.all("text", class: "x-label").first?.text == "parent")
        #expect(LineChart.tickStep(250) == 50 && LineChart.tickStep(7) == 2)
    }
}

@Test("A sweep's lines: one per series value, filtered by --where, crowded when another parameter varies")
func sweepSeries() {
    func sweepCase(_ index: Int, _ parent: String, _ minWidth: String, run: Int64? = 1) -> SweepCase {
        SweepCase(index: index, parameters: [RunParameter("parent", parent), RunParameter("minWidth", minWidth)], run: run)
    }
    let cases = [sweepCase(0, "100", "nil"), sweepCase(1, "100", "200"), sweepCase(2, "200", "nil"), sweepCase(3, "200", "200", run: nil)]
    let measured = [0: 100.0, 1: 200, 2: 150]
    let (byMinWidth, crowded) = LineChart.series(cases: cases, measured: measured, x: "parent", series: "minWidth", required: [:], label: "w")
    #expect(byMinWidth.map(\.name) == ["minWidth=nil", "minWidth=200"])
    #expect(byMinWidth[0].points == [.init(x: "100", y: 100), .init(x: "200", y: 150)])
    #expect(byMinWidth[1].points == [.init(x: "100", y: 200)])
    #expect(!crowded)
    #expect(LineChart.series(cases: cases, measured: measured, x: "parent", series: nil, required: [:], label: "w").crowded)
    let filtered = LineChart.series(cases: cases, measured: measured, x: "parent", series: nil, required: ["minWidth": "nil"], label: "w")
    #expect(filtered.series.map(\.name) == ["w"] && filtered.series[0].points.count == 2 && !filtered.crowded)
}

import Foundation

/// A measured value across a sweep as a line chart: one line per series, x the value of a
/// parameter (numbers on a linear axis, anything else one tick per value in sweep order),
/// y the measure in points. `layoutlab plot` shows where a frame's width switches from its
/// parent's to its minimum.
public struct LineChart: Picture, Sendable {
    public struct Point: Hashable, Sendable {
        /// The parameter's value as written (`200`, `nil`, `"12345"`).
        public var x: String
        /// Nil when the run has no value (a node never placed); infinite values are left out too.
        public var y: Double?

        public init(x: String, y: Double?) {
            self.x = x
            self.y = y
        }
    }

    public struct Series: Hashable, Sendable {
        public var name: String
        public var points: [Point]

        public init(name: String, points: [Point]) {
            self.name = name
            self.points = points
        }
    }

    static let palette = ["#007aff", "#ff3b30", "#34c759", "#ff9500", "#af52de", "#5856d6", "#ff2d55", "#a2845e", "#30b0c7", "#8e8e93"]
    static let plot = CGRect(x: 70, y: 44, width: 640, height: 380)

    public let title: String
    public let xLabel: String
    public let yLabel: String
    public let series: [Series]
    /// The x values in axis order.
    public let xValues: [String]
    /// True when every x value is a number: a linear axis.
    public let numericX: Bool
    let xRange: ClosedRange<Double>
    let yRange: ClosedRange<Double>

    public init(title: String, xLabel: String, yLabel: String, series: [Series]) {
        self.title = title
        self.xLabel = xLabel
        self.yLabel = yLabel
        self.series = series
        var seen: [String] = []
        for point in series.flatMap(\.points) where !seen.contains(point.x) { seen.append(point.x) }
        let numbers = seen.map { Double($0.trimmingCharacters(in: .whitespaces)) }
        numericX = !seen.isEmpty && numbers.allSatisfy { $0?.isFinite == true }
        xValues = numericX ? zip(seen, numbers).sorted { $0.1! < $1.1! }.map(\.0) : seen
        xRange = numericX ? Self.padded(numbers.compactMap { $0 }) : 0...Double(max(seen.count - 1, 1))
        let ys = series.flatMap(\.points).compactMap(\.y).filter(\.isFinite)
        yRange = Self.padded(ys)
    }

    /// The values' extent, widened to nice numbers; a single value gets a range around it.
    static func padded(_ values: [Double]) -> ClosedRange<Double> {
        guard var low = values.min(), var high = values.max() else { return 0...1 }
        if low == high { low -= max(abs(low) * 0.1, 1); high += max(abs(high) * 0.1, 1) }
        let step = tickStep(high - low)
        return (low / step).rounded(.down) * step...(high / step).rounded(.up) * step
    }

    /// 1, 2 or 5 times a power of ten, about five ticks over `span`.
    static func tickStep(_ span: Double) -> Double {
        guard span > 0, span.isFinite else { return 1 }
        let raw = span / 5
        let power = pow(10, (log10(raw)).rounded(.down))
        let fraction = raw / power
        return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * power
    }

    public var size: CGSize {
        CGSize(width: Self.plot.maxX + 180, height: Self.plot.maxY + 56)
    }

    /// Where the parameter value `value` lies on the x axis.
    func x(_ value: String) -> CGFloat {
        x(position: numericX ? (Double(value.trimmingCharacters(in: .whitespaces)) ?? 0) : Double(xValues.firstIndex(of: value) ?? 0))
    }

    func x(position: Double) -> CGFloat {
        Self.plot.minX + CGFloat((position - xRange.lowerBound) / (xRange.upperBound - xRange.lowerBound)) * Self.plot.width
    }

    func y(_ value: Double) -> CGFloat {
        Self.plot.maxY - CGFloat((value - yRange.lowerBound) / (yRange.upperBound - yRange.lowerBound)) * Self.plot.height
    }

    public var svg: String {
        var svg = SVGWriter()
        let plot = Self.plot
        svg.raw(#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n")
        svg.open("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("class", "line-chart"),
                         ("viewBox", "0 0 \(SVGWriter.number(size.width)) \(SVGWriter.number(size.height))"),
                         ("width", SVGWriter.number(size.width)), ("height", SVGWriter.number(size.height)),
                         ("font-family", "-apple-system, 'Helvetica Neue', Arial, sans-serif"), ("font-size", "11")])
        svg.raw("\n")
        svg.element("rect", [("x", "0"), ("y", "0"), ("width", SVGWriter.number(size.width)), ("height", SVGWriter.number(size.height)),
                             ("fill", "#ffffff")])
        svg.element("text", [("class", "title"), ("x", SVGWriter.number(plot.minX)), ("y", "24"), ("font-size", "14"),
                             ("font-weight", "600"), ("fill", "#1c1c1e")], content: title)
        // y axis: the measure, in points.
        let yStep = Self.tickStep(yRange.upperBound - yRange.lowerBound)
        var tick = yRange.lowerBound
        while tick <= yRange.upperBound + yStep / 1e6 {
            let position = y(tick)
            svg.element("line", [("class", "grid"), ("x1", SVGWriter.number(plot.minX)), ("x2", SVGWriter.number(plot.maxX)),
                                 ("y1", SVGWriter.number(position)), ("y2", SVGWriter.number(position)), ("stroke", "#e5e5ea")])
            svg.element("text", [("class", "y-tick"), ("x", SVGWriter.number(plot.minX - 6)), ("y", SVGWriter.number(position + 4)),
                                 ("text-anchor", "end"), ("fill", "#3c3c43")], content: Points.text(CGFloat(tick)))
            tick += yStep
        }
        svg.element("text", [("class", "y-label"), ("x", "16"), ("y", SVGWriter.number(plot.midY)), ("text-anchor", "middle"),
                             ("transform", "rotate(-90 16 \(SVGWriter.number(plot.midY)))"), ("fill", "#1c1c1e")],
                    content: yLabel + " (points)")
        // x axis: the parameter.
        let xTicks: [(String, CGFloat)]
        if numericX {
            let step = Self.tickStep(xRange.upperBound - xRange.lowerBound)
            xTicks = stride(from: xRange.lowerBound, through: xRange.upperBound + step / 1e6, by: step).map {
                (Points.text(CGFloat($0)), x(position: $0))
            }
        } else {
            xTicks = xValues.map { ($0, x($0)) }
        }
        for (label, position) in xTicks {
            svg.element("line", [("class", "grid"), ("x1", SVGWriter.number(position)), ("x2", SVGWriter.number(position)),
                                 ("y1", SVGWriter.number(plot.minY)), ("y2", SVGWriter.number(plot.maxY)), ("stroke", "#f2f2f7")])
            svg.element("text", [("class", "x-tick"), ("x", SVGWriter.number(position)), ("y", SVGWriter.number(plot.maxY + 16)),
                                 ("text-anchor", "middle"), ("fill", "#3c3c43")], content: label)
        }
        svg.element("text", [("class", "x-label"), ("x", SVGWriter.number(plot.midX)), ("y", SVGWriter.number(plot.maxY + 38)),
                             ("text-anchor", "middle"), ("fill", "#1c1c1e")], content: xLabel)
        svg.element("rect", [("class", "axes"), ("x", SVGWriter.number(plot.minX)), ("y", SVGWriter.number(plot.minY)),
                             ("width", SVGWriter.number(plot.width)), ("height", SVGWriter.number(plot.height)),
                             ("fill", "none"), ("stroke", "#8e8e93")])
        for (index, line) in series.enumerated() {
            let color = Self.palette[index % Self.palette.count]
            let points = line.points.compactMap { point -> (String, Double)? in
                guard let value = point.y, value.isFinite else { return nil }
                return (point.x, value)
            }.sorted { (xValues.firstIndex(of: $0.0) ?? 0) < (xValues.firstIndex(of: $1.0) ?? 0) }
            svg.open("g", [("class", "series"), ("data-series", line.name)])
            svg.element("polyline", [("points", points.map { "\(SVGWriter.number(x($0.0))),\(SVGWriter.number(y($0.1)))" }.joined(separator: " ")),
                                     ("fill", "none"), ("stroke", color), ("stroke-width", "2")])
            for (xValue, value) in points {
                svg.open("circle", [("cx", SVGWriter.number(x(xValue))), ("cy", SVGWriter.number(y(value))), ("r", "3.5"), ("fill", color),
                                    ("data-x", xValue), ("data-y", SVGWriter.number(value))])
                svg.element("title", content: "\(line.name): \(xLabel) = \(xValue), \(yLabel) = \(Points.text(CGFloat(value))) pt")
                svg.close("circle")
            }
            let legendY = plot.minY + 8 + CGFloat(index) * 18
            svg.element("line", [("x1", SVGWriter.number(plot.maxX + 16)), ("x2", SVGWriter.number(plot.maxX + 36)),
                                 ("y1", SVGWriter.number(legendY)), ("y2", SVGWriter.number(legendY)), ("stroke", color), ("stroke-width", "2")])
            svg.element("text", [("class", "legend"), ("x", SVGWriter.number(plot.maxX + 42)), ("y", SVGWriter.number(legendY + 4)),
                                 ("fill", "#1c1c1e")], content: line.name)
            svg.close("g")
        }
        svg.close("svg")
        return svg.text
    }

    /// The chart and its data as a table.
    public var html: String {
        var table = "<table><tr><th>\(SVGWriter.escape(xLabel))</th>"
        table += series.map { "<th>\(SVGWriter.escape($0.name))</th>" }.joined() + "</tr>\n"
        for value in xValues {
            table += "<tr><td>\(SVGWriter.escape(value))</td>"
            for line in series {
                let y = line.points.first { $0.x == value }?.y
                table += "<td>\(y.map { Points.text(CGFloat($0)) } ?? "")</td>"
            }
            table += "</tr>\n"
        }
        return StaticPage.html(title: title, svg: StaticPage.inline(svg), after: table + "</table>")
    }
}

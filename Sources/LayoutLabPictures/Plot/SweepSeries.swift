import Foundation
import LayoutLabStore

extension LineChart {
    /// The lines of a sweep's chart: for each recorded case that has the `required` parameter
    /// values, the point (its value of `x`, its measured value), one line per value of
    /// `series` (or a single line named `label`), in the order the sweep first sets them.
    /// `crowded` is true when a line has several points at one x: other parameters vary too.
    public static func series(
        cases: [SweepCase], measured: [Int: Double], x: String, series: String?, required: [String: String], label: String
    ) -> (series: [Series], crowded: Bool) {
        var lines: [Series] = []
        var crowded = false
        for sweepCase in cases where sweepCase.run != nil {
            func value(_ name: String) -> String? { sweepCase.parameters.first { $0.name == name }?.value }
            guard required.allSatisfy({ value($0.key) == $0.value }), let xValue = value(x) else { continue }
            let name = series.map { "\($0)=\(value($0) ?? "nil")" } ?? label
            let point = Point(x: xValue, y: measured[sweepCase.index])
            if let index = lines.firstIndex(where: { $0.name == name }) {
                crowded = crowded || lines[index].points.contains { $0.x == xValue }
                lines[index].points.append(point)
            } else {
                lines.append(Series(name: name, points: [point]))
            }
        }
        return (lines, crowded)
    }
}

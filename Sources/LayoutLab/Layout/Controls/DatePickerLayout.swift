import Foundation

// Spec §22.1 — DatePicker and ColorPicker in their compact style (iOS's default): labeled content whose
// content is the date and time "pills", 8 apart, or the colour well (ControlMetrics,
// UNCERTAIN: no source gives their sizes). The other date picker styles (graphical, wheel)
// are not modelled.

extension TreeBuilder {
    func datePicker(title: String?, label: [Int], date: Bool, time: Bool) -> Int {
        var pills: [Int] = []
        if date { pills.append(fixedControl("DatePill", ControlMetrics.datePillSize)) }
        if time { pills.append(fixedControl("TimePill", ControlMetrics.timePillSize)) }
        let control = implicitStack(.horizontal, spacing: ControlMetrics.datePillSpacing, children: pills, for: "DatePicker")
        return labeledContent(kind: "DatePicker", title: title, label: label, content: [control])
    }

    func colorPicker(title: String?, label: [Int]) -> Int {
        labeledContent(kind: "ColorPicker", title: title, label: label, content: [fixedControl("ColorWell", ControlMetrics.colorWellSize)])
    }
}

import Foundation

// Spec §22.2 — Toggle, in the switch style iOS gives it by default:
// `LabeledContent { Switch() } label: { label }` (OpenSwiftUI `SwitchToggleStyle`), laid out
// by LabeledContentLayout. The switch is a UISwitch, 51×31 whatever it is offered
// (ControlMetrics). §22.5(a): `Toggle("Wi-Fi")` at the root is (402, 31), its label at
// (0, 5.333), its switch at (351, 0): the label wraps at 402 − 8 − 51 = 343.

extension TreeBuilder {
    func toggle(title: String?, label: [Int]) -> Int {
        labeledContent(kind: "Toggle", title: title, label: label, content: [fixedControl("Switch", ControlMetrics.switchSize)])
    }
}

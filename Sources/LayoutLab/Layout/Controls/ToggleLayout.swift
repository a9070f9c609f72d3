import Foundation

// Spec §22.2 — Toggle, in the switch style iOS gives it by default:
// `LabeledContent { Switch() } label: { label }` (OpenSwiftUI `SwitchToggleStyle`), laid out
// by LabeledContentLayout. The switch is a UISwitch of the release's size whatever it is
// offered (PlatformMetrics: 51×31 to iOS 18, 63×28 from iOS 26). §22.5(a), iOS 18:
// `Toggle("Wi-Fi")` at the root is (402, 31), its label at (0, 5.333), its switch at (351, 0):
// the label wraps at 402 − 8 − 51 = 343; on iOS 26 (platforms §2.2) it is (402, 28), the
// switch at x = 339, the label wrapping at 331.

extension TreeBuilder {
    func toggle(title: String?, label: [Int], isOn: Bool) -> Int {
        labeledContent(kind: "Toggle", title: title, label: label, content: [platformControl("Switch", \.switchSize)],
                       attributes: [NodeAttribute("isOn", "\(isOn)")])
    }
}

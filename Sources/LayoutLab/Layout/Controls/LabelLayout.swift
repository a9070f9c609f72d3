import Foundation

// Spec §22.1, §22.4 — Label: its icon and title side by side, an HStack with the default
// spacing (8 between an image and a Text, §6.2); it hugs both ways. `.labelStyle` travels in
// the environment: `.titleOnly` and `.iconOnly` lay out one of the two (the other is in the
// tree but never placed), `.titleAndIcon` and `.automatic` both. UNCERTAIN: a List's automatic
// style puts icons in a column of their own; LayoutLab does not.

struct LabelLayout: ContainerLayout {
    func makeComputer(engine: LayoutEngine, node: Int, children: [Int]) -> NodeComputer {
        let shown: [Int] = switch engine.environment(of: node).labelStyle {
        case .titleOnly: [children[1]]
        case .iconOnly: [children[0]]
        case .automatic, .titleAndIcon: children
        }
        return StackComputer(
            engine: engine, node: node, children: shown,
            stack: StackLayout(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: nil))
    }
}

/// The built-in label styles (SwiftUI's `LabelStyle` values).
public enum _LabelStyleKind: String, Hashable, Sendable {
    case automatic, titleOnly, iconOnly, titleAndIcon
}

private struct LabelStyleKey: EnvironmentKey { static let defaultValue = _LabelStyleKind.automatic }

extension EnvironmentValues {
    var labelStyle: _LabelStyleKind {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

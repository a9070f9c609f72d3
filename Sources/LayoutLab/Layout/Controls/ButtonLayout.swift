import Foundation

// Spec §22.3 — Button, Link, Menu. The default style on iOS is borderless: the label laid out
// unchanged, no insets (fivestars "Exploring SwiftUI's Button styles"; OpenSwiftUI
// `BorderlessButtonStyle`/`PlainButtonStyle`); `.plain` lays out the same. `.bordered` and
// `.borderedProminent` pad the label by the control size's insets (PlatformMetrics, UNCERTAIN:
// rounded rectangles to iOS 18, capsules 28/28/34/50/60 tall from iOS 26) — a padding, so
// priority 0 and plain spacing on the padded edges (§4.1). A label of several views is an
// HStack of them. The style and control size travel in the environment and are
// read when the button's computer is made.

/// A Button node: its computer depends on the button style in its environment.
struct ButtonLayout: ContainerLayout {
    func makeComputer(engine: LayoutEngine, node: Int, children: [Int]) -> NodeComputer {
        let environment = engine.environment(of: node)
        switch environment.buttonStyle {
        case .bordered, .borderedProminent:
            let padding = PaddingLayout(insets: environment.platformMetrics.borderedInsets(environment.controlSize))
            return UnaryComputer(engine: engine, node: node, child: children[0], unary: padding)
        case .automatic, .borderless, .plain:
            return UnaryComputer(engine: engine, node: node, child: children[0], unary: BorderlessButtonLayout())
        }
    }
}

/// A borderless button: its label's layout, passed through (priority included).
struct BorderlessButtonLayout: UnaryLayout {
    func sizeThatFits(in proposal: ProposedViewSize, child: LayoutProxy) -> CGSize {
        child.size(in: proposal)
    }

    func placement(of child: LayoutProxy, in context: PlacementContext) -> Placement {
        Placement(proposal: context.proposal, aligning: .center, in: context.size.value)
    }

    func layoutPriority(child: LayoutProxy) -> Double { child.layoutPriority }
}

/// The built-in button styles (SwiftUI's `PrimitiveButtonStyle` values).
public enum _ButtonStyleKind: String, Hashable, Sendable {
    case automatic, bordered, borderedProminent, borderless, plain
}

private struct ButtonStyleKey: EnvironmentKey { static let defaultValue = _ButtonStyleKind.automatic }
private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }

extension EnvironmentValues {
    var buttonStyle: _ButtonStyleKind {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }

    /// The size bordered buttons are laid out at.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

/// The size of controls (mirrors SwiftUI's `ControlSize`), smallest first.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

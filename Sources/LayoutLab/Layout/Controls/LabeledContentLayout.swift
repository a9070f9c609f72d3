import Foundation

// Spec §22.2, §23.1 — LabeledContent, and the controls built on it (Toggle, Stepper, the
// compact DatePicker and ColorPicker, a menu Picker in a Form). Its leading-trailing style:
//     HStack { VStack(alignment: .leading) { label }; Spacer().layoutPriority(-1); HStack { content } }
// whose outer stack publishes no spacing of its own (OpenSwiftUI
// `LeadingTrailingLabeledContentStyle`, `SwitchToggleStyle`). With the stack rules of §6 the
// control takes the whole proposed width (the priority −1 Spacer absorbs what is left), is as
// tall as the taller of label and content, and the label wraps at proposal − 8 − content.
// Inside a List or Form the list's own labeled-content style applies (§23.1,
// `LeadingTrailingLabeledContentStyle_Phone`); OpenSwiftUI has it only as work in progress
// and no measurement shows a different geometry, so LayoutLab uses the same structure there.
// `.labelsHidden()` leaves only the content's HStack.

struct LabeledContentLayout: ContainerLayout {
    func makeComputer(engine: LayoutEngine, node: Int, children: [Int]) -> NodeComputer {
        let shown = engine.environment(of: node).labelsHidden ? [children[2]] : children
        return LabeledContentComputer(
            engine: engine, node: node, children: shown,
            stack: StackLayout(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: nil))
    }
}

/// The outer HStack: a stack that publishes empty spacing.
final class LabeledContentComputer: StackComputer {
    override var spacing: Spacing { .empty }
}

/// A control's part of a fixed size whatever it is offered: UISwitch, UIStepper, the date
/// pills, the colour well, a menu's chevrons (ControlMetrics); the switch and the stepper take
/// the size of the release laid out for (PlatformMetrics), read when laid out.
struct FixedControlLayout: LeafLayout {
    let size: (PlatformMetrics) -> CGSize

    func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> CGSize {
        size(context.environment.platformMetrics)
    }
}

extension TreeBuilder {
    /// The labeled-content structure above, as the node `kind` (Toggle, Stepper, …).
    func labeledContent(kind: String, title: String?, label: [Int], content: [Int], attributes: [NodeAttribute] = []) -> Int {
        add(.container(LabeledContentLayout()), kind: kind, label: title, attributes: attributes,
            children: labeledContentParts(kind: kind, label: label, content: content))
    }

    /// The outer stack's three children: the label's VStack, the flexible Spacer, the content's HStack.
    func labeledContentParts(kind: String, label: [Int], content: [Int]) -> [Int] {
        let labelStack = implicitStack(.vertical, alignment: HorizontalAlignment.leading.key, children: label, for: kind)
        let spacer = add(.leaf(SpacerLayout(minLength: nil)), kind: "Spacer")
        let flexible = add(.unary(LayoutPriorityLayout(priority: -1)), kind: "layoutPriority",
                           attributes: [NodeAttribute("priority", "-1.0")], children: [spacer])
        return [labelStack, flexible, implicitStack(.horizontal, children: content, for: kind)]
    }

    /// A fixed-size control part.
    func fixedControl(_ kind: String, _ size: CGSize) -> Int {
        add(.leaf(FixedControlLayout(size: { _ in size })), kind: kind)
    }

    /// A control part whose size is the release's (`\.switchSize`, `\.stepperSize`).
    func platformControl(_ kind: String, _ size: KeyPath<PlatformMetrics, CGSize> & Sendable) -> Int {
        add(.leaf(FixedControlLayout(size: { $0[keyPath: size] })), kind: kind)
    }
}

private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether labeled controls show their content only (`.labelsHidden()`).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

import Foundation

// Spec §22.4, §23.1 — Picker. Its style travels in the environment and is read when the
// picker's computer is made:
// - menu (iOS's automatic style): outside a List or Form, a borderless button whose label is
//   the selected option and a chevron (§22.4); inside one, labeled content: the picker's label
//   leading, that button's label trailing (§23.1).
// - segmented: a UISegmentedControl: 32 tall; with an unspecified width each segment is its
//   title plus 12 on each side, else the width is shared equally; each option is proposed its
//   segment's width less the padding and centred in it (ControlMetrics, UNCERTAIN).
// - wheel: a UIPickerView, 216 tall, the proposed width (nil → 320); the selected option
//   centred in it (ControlMetrics, UNCERTAIN).
// - inline: inside a List or Form its options are rows of their own section, headed by the
//   picker's label (ListLayout); elsewhere iOS shows a wheel.
// The picker's children: [label VStack, flexible Spacer, value, options…] where the value
// holds a copy of every option and the chevron, and shows the selected copy only. Options are
// matched by tag (`.tag`, else their ForEach id); with no match the value shows none.

struct PickerLayout: ContainerLayout {
    /// The bound selection when the picker was made.
    let selection: AnyHashable?

    enum Resolved { case menuButton, menuRow, segmented, wheel, inlineSection }

    static func resolve(_ environment: EnvironmentValues) -> Resolved {
        switch environment.pickerStyle {
        case .automatic, .menu: environment.isInList && !environment.labelsHidden ? .menuRow : .menuButton
        case .segmented: .segmented
        case .wheel: .wheel
        case .inline: environment.isInList ? .inlineSection : .wheel
        }
    }

    func makeComputer(engine: LayoutEngine, node: Int, children: [Int]) -> NodeComputer {
        let options = Array(children.dropFirst(3))
        switch Self.resolve(engine.environment(of: node)) {
        case .menuButton:
            return UnaryComputer(engine: engine, node: node, child: children[2], unary: BorderlessButtonLayout())
        case .menuRow:
            return LabeledContentComputer(
                engine: engine, node: node, children: Array(children.prefix(3)),
                stack: StackLayout(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: nil))
        case .segmented:
            return SegmentedPickerComputer(engine: engine, node: node, children: options)
        case .wheel:
            return WheelPickerComputer(engine: engine, node: node, options: options, selection: selection)
        case .inlineSection:
            // Laid out by the List as a section; asked on its own, its options stack up.
            return StackComputer(
                engine: engine, node: node, children: options,
                stack: StackLayout(axis: .vertical, alignment: HorizontalAlignment.leading.key, spacing: 0))
        }
    }
}

extension PickerLayout: ListSectionSource {
    /// An inline picker in a List: its label heads a section of its options.
    func listSection(engine: LayoutEngine, node: Int) -> ListSectionParts? {
        guard Self.resolve(engine.environment(of: node)) == .inlineSection else { return nil }
        let children = engine.tree.nodes[node].children
        return ListSectionParts(header: children[0], rows: Array(children.dropFirst(3)), footer: nil)
    }
}

/// The menu's value: the selected option's copy and the chevron, side by side.
struct PickerValueLayout: ContainerLayout {
    let selection: AnyHashable?

    func makeComputer(engine: LayoutEngine, node: Int, children: [Int]) -> NodeComputer {
        PickerValueComputer(engine: engine, node: node, children: children, selection: selection)
    }
}

final class PickerValueComputer: StackComputer {
    private let selection: AnyHashable?
    private var resolved = false

    init(engine: LayoutEngine, node: Int, children: [Int], selection: AnyHashable?) {
        self.selection = selection
        super.init(engine: engine, node: node, children: children,
                   stack: StackLayout(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: nil))
    }

    /// Keeps the selected copy and the chevron; tags are read once every computer exists.
    private func resolve() {
        guard !resolved else { return }
        resolved = true
        let copies = Array(children.dropLast()), chevron = children[children.count - 1]
        children = (engine.index(ofTag: selection, among: copies).map { [copies[$0]] } ?? []) + [chevron]
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        resolve()
        return super.sizeThatFits(proposal)
    }
    override func childGeometries(at size: ViewSize, origin: CGPoint) -> [ChildGeometry] {
        resolve()
        return super.childGeometries(at: size, origin: origin)
    }
    override func explicitAlignment(_ key: AlignmentKey, at size: ViewSize) -> CGFloat? {
        resolve()
        return super.explicitAlignment(key, at: size)
    }
    override var spacing: Spacing {
        resolve()
        return super.spacing
    }
}

final class SegmentedPickerComputer: NodeComputer {
    private var padding: CGFloat { ControlMetrics.segmentPadding }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width ?? proxies.reduce(0) { $0 + $1.size(in: .unspecified).width + 2 * padding }
        return CGSize(width: width, height: engine.environment(of: node).platformMetrics.segmentedHeight)
    }

    override func childGeometries(at size: ViewSize, origin: CGPoint) -> [ChildGeometry] {
        guard !children.isEmpty else { return [] }
        let segment = size.value.width / CGFloat(children.count)
        let proposal = ProposedViewSize(width: max(segment - 2 * padding, 0), height: nil)
        return proxies.enumerated().map { index, option in
            let optionSize = option.size(in: proposal)
            let local = CGPoint(x: CGFloat(index) * segment + (segment - optionSize.width) / 2,
                                y: (size.value.height - optionSize.height) / 2)
            return ChildGeometry(node: option.node, origin: local.offset(by: origin), size: ViewSize(optionSize, proposal: proposal))
        }
    }

    override func orientation(ofChildAt order: Int) -> ChildOrientation { .stack(.horizontal) }
}

final class WheelPickerComputer: NodeComputer {
    private let selection: AnyHashable?

    init(engine: LayoutEngine, node: Int, options: [Int], selection: AnyHashable?) {
        self.selection = selection
        super.init(engine: engine, node: node, children: options)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: proposal.width ?? ControlMetrics.wheelUnspecifiedWidth, height: ControlMetrics.wheelHeight)
    }

    /// The selected option, centred; the others turn out of sight and are not placed.
    override func childGeometries(at size: ViewSize, origin: CGPoint) -> [ChildGeometry] {
        guard let index = engine.index(ofTag: selection, among: children) else { return [] }
        let proposal = ProposedViewSize(width: size.value.width, height: nil)
        let optionSize = proxy(index).size(in: proposal)
        let placement = Placement(proposal: proposal, aligning: .center, in: size.value)
        return [ChildGeometry(node: children[index], origin: placement.origin(childSize: optionSize).offset(by: origin),
                              size: ViewSize(optionSize, proposal: proposal))]
    }

    override func orientation(ofChildAt order: Int) -> ChildOrientation { .layered }
}

/// The built-in picker styles (SwiftUI's `PickerStyle` values).
public enum _PickerStyleKind: String, Hashable, Sendable {
    case automatic, menu, segmented, wheel, inline
}

private struct PickerStyleKey: EnvironmentKey { static let defaultValue = _PickerStyleKind.automatic }

extension EnvironmentValues {
    var pickerStyle: _PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

import Foundation

/// A button. With the default style outside lists and toolbars it is laid out as its label
/// (a borderless button: no padding), which is how LayoutLab models it.
public struct Button<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let title: String?

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        title = nil
    }

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        buildView(label, into: builder).map {
            builder.add(.unary(ButtonLayout()), kind: "Button", label: title, children: [$0])
        }
    }
}

extension Button where Label == Text {
    public init(_ title: String, action: @escaping () -> Void) {
        label = Text(title)
        self.title = title
    }
}

/// A progress indicator: a linear bar with a value, a spinner without (see `ProgressViewLayout`).
public struct ProgressView: View, PrimitiveView {
    public typealias Body = Never
    let value: Double?
    let total: Double
    let title: String?

    public init() {
        value = nil
        total = 1
        title = nil
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.value = value.map { Double($0) }
        self.total = Double(total)
        title = nil
    }

    public init<V: BinaryFloatingPoint>(_ title: String, value: V?, total: V = 1.0) {
        self.value = value.map { Double($0) }
        self.total = Double(total)
        self.title = title
    }

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        let bar = builder.add(
            .leaf(ProgressViewLayout(isLinear: value != nil)), kind: "ProgressView",
            attributes: value.map { [NodeAttribute("value", "\($0) of \(total)")] } ?? [])
        guard let title else { return [bar] }
        // A titled progress view shows its title above the bar.
        let label = Text(title).buildNodes(into: builder)
        return [builder.add(
            .container(StackLayout(axis: .vertical, alignment: HorizontalAlignment.leading.key, spacing: nil)),
            kind: "VStack", attributes: [NodeAttribute("implicit", "ProgressView")], children: label + [bar])]
    }
}

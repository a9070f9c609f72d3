import Foundation

/// A button. With the default style it is laid out as its label (a borderless button: no
/// padding); `.buttonStyle(.bordered)` pads it (spec §22.3).
public struct Button<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let title: String?

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        title = nil
    }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label)
    }

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        [builder.button(kind: "Button", title: title, label: buildView(label, into: builder))]
    }
}

extension Button where Label == Text {
    public init(_ title: String, action: @escaping () -> Void) {
        label = Text(title: title)
        self.title = title
    }

    public init(_ title: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(title, action: action)
    }
}

extension Button where Label == LayoutLab.Label<Text, Image> {
    /// A button whose label is a Label of the title and an SF Symbol (iOS 17).
    public init(_ title: String, systemImage: String, action: @escaping () -> Void) {
        label = LayoutLab.Label(title, systemImage: systemImage)
        self.title = title
    }

    public init(_ title: String, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(title, systemImage: systemImage, action: action)
    }
}

/// A button's semantic role; it changes colours, not layout.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

extension TreeBuilder {
    /// A button-like node around its label (Button, Link, Menu, NavigationLink).
    func button(kind: String, title: String?, label: [Int], attributes: [NodeAttribute] = []) -> Int {
        add(.container(ButtonLayout()), kind: kind, label: title, attributes: attributes,
            children: [single(label, for: kind)])
    }
}

/// A control that opens a URL: a Button with that label (spec §22.3, OpenSwiftUI `Link`).
public struct Link<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let title: String?
    let destination: URL

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
        title = nil
    }

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        [builder.button(kind: "Link", title: title, label: buildView(label, into: builder),
                        attributes: [NodeAttribute("destination", destination.absoluteString)])]
    }
}

extension Link where Label == Text {
    public init(_ title: String, destination: URL) {
        label = Text(title: title)
        self.title = title
        self.destination = destination
    }
}

/// A button that shows a menu of its content when tapped. It is laid out as a borderless
/// button with its label; the menu's items appear in a pop-up, outside the layout, and are
/// not part of the tree.
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let title: String?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        title = nil
    }

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        [builder.button(kind: "Menu", title: title, label: buildView(label, into: builder))]
    }
}

extension Menu where Label == Text {
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        label = Text(title: title)
        self.title = title
    }
}

/// A progress indicator: a linear bar with a value, a spinner without (§22.4, ControlMetrics).
public struct ProgressView: View, PrimitiveView {
    public typealias Body = Never
    let value: Double?
    let total: Double
    /// The title shown above the bar, made when the view is (`Text(title:)`).
    let title: Text?

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
        self.title = Text(title: title)
    }

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        let bar = builder.add(
            .leaf(ProgressViewLayout(isDeterminate: value != nil)), kind: "ProgressView",
            attributes: value.map { [NodeAttribute("value", "\($0) of \(total)")] } ?? [])
        guard let title else { return [bar] }
        // A titled progress view shows its title above the bar.
        let label = title.buildNodes(into: builder)
        return [builder.implicitStack(.vertical, alignment: HorizontalAlignment.leading.key, children: label + [bar], for: "ProgressView")]
    }
}

// MARK: - Button styles

/// A style for buttons (SwiftUI's `PrimitiveButtonStyle`): LayoutLab knows the built-in ones.
public protocol PrimitiveButtonStyle {
    var _kind: _ButtonStyleKind { get }
}

public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var _kind: _ButtonStyleKind { .automatic }
}

public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var _kind: _ButtonStyleKind { .bordered }
}

public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var _kind: _ButtonStyleKind { .borderedProminent }
}

public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var _kind: _ButtonStyleKind { .borderless }
}

public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var _kind: _ButtonStyleKind { .plain }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension View {
    /// Sets the style of the buttons inside this view (spec §22.3).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environmentWrite(\.buttonStyle, style._kind, attribute: "buttonStyle", style._kind.rawValue)
    }

    /// Sets the size of the controls inside this view.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environmentWrite(\.controlSize, controlSize, attribute: "controlSize", "\(controlSize)")
    }
}

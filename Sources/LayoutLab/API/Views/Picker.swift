import Foundation

/// A control for choosing one of its options, matched to the selection by tag (spec §22.4;
/// Layout/Controls/PickerLayout.swift for the styles).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let content: Content
    let selection: SelectionValue
    let title: String?

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.selection = selection.wrappedValue
        title = nil
    }

    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
        self.selection = selection.wrappedValue
        title = nil
    }

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        let selection = AnyHashable(selection)
        // The menu's value: a copy of every option (the selected one is shown) and the chevron.
        let copies = buildView(content, into: builder)
        let chevron = builder.fixedControl("PickerIndicator", ControlMetrics.menuIndicatorSize)
        let value = builder.add(.container(PickerValueLayout(selection: selection)), kind: "PickerValue",
                                children: copies + [chevron])
        let parts = builder.labeledContentParts(kind: "Picker", label: buildView(label, into: builder), content: [value])
        // An inline picker in a list heads its section with its label, styled as a header.
        builder.modify(parts[0]) { draft in
            draft.environment.append(EnvironmentWrite { environment in
                if environment.isInList && environment.pickerStyle == .inline { environment.font = environment.platformMetrics.listSectionHeaderFont }
            })
        }
        let options = buildView(content, into: builder)
        return [builder.add(.container(PickerLayout(selection: selection)), kind: "Picker", label: title,
                            attributes: [NodeAttribute("selection", "\(self.selection)")], children: parts + options)]
    }
}

extension Picker where Label == Text {
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        label = Text(title: title)
        self.content = content()
        self.selection = selection.wrappedValue
        self.title = String(title)
    }
}

/// A style for pickers (SwiftUI's `PickerStyle`): LayoutLab knows the built-in iOS ones.
public protocol PickerStyle {
    var _kind: _PickerStyleKind { get }
}

public struct DefaultPickerStyle: PickerStyle {
    public init() {}
    public var _kind: _PickerStyleKind { .automatic }
}

public struct MenuPickerStyle: PickerStyle {
    public init() {}
    public var _kind: _PickerStyleKind { .menu }
}

public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
    public var _kind: _PickerStyleKind { .segmented }
}

public struct WheelPickerStyle: PickerStyle {
    public init() {}
    public var _kind: _PickerStyleKind { .wheel }
}

public struct InlinePickerStyle: PickerStyle {
    public init() {}
    public var _kind: _PickerStyleKind { .inline }
}

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension View {
    /// Sets the style of the pickers inside this view.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environmentWrite(\.pickerStyle, style._kind, attribute: "pickerStyle", style._kind.rawValue)
    }
}

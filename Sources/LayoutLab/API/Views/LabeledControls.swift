import Foundation

// Controls laid out as labeled content: the label leading, the control trailing, a Spacer
// between (spec §22.2, Layout/Controls/LabeledContentLayout.swift).

/// A label beside a value or a control (mirrors SwiftUI's `LabeledContent`).
public struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let content: Content
    let title: String?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        title = nil
    }

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        [builder.labeledContent(kind: "LabeledContent", title: title, label: buildView(label, into: builder),
                                content: buildView(content, into: builder))]
    }
}

extension LabeledContent where Label == Text {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        label = Text(title: title)
        self.content = content()
        self.title = String(title)
    }
}

extension LabeledContent where Label == Text, Content == Text {
    public init<S: StringProtocol, F: StringProtocol>(_ title: S, value: F) {
        label = Text(title: title)
        content = Text(value)
        self.title = String(title)
    }

    /// The value as `Text(_:format:)` shows it (iOS 16).
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(title, value: format.format(value))
    }
}

/// A switch with a label (spec §22.2): the label, then a 51×31 switch at the trailing edge.
public struct Toggle<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let title: String?
    /// The value when the view was built: drawn only (the switch's size does not depend on it).
    let isOn: Bool

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        title = nil
        self.isOn = isOn.get()
    }

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        [builder.toggle(title: title, label: buildView(label, into: builder), isOn: isOn)]
    }
}

extension Toggle where Label == Text {
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        label = Text(title: title)
        self.title = String(title)
        self.isOn = isOn.get()
    }
}

/// A control that increments and decrements a value (§22.4): labeled content with a 94×32
/// UIStepper.
public struct Stepper<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let title: String?

    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        title = nil
    }

    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        title = nil
    }

    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        title = nil
    }

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        [builder.stepper(title: title, label: buildView(label, into: builder))]
    }
}

extension Stepper where Label == Text {
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        label = Text(title: title)
        self.title = String(title)
    }

    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        label = Text(title: title)
        self.title = String(title)
    }

    public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        label = Text(title: title)
        self.title = String(title)
    }
}

/// Which parts of a date a DatePicker shows.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// A date picker in its compact style (iOS's default): the label, then the date and time
/// pills (ControlMetrics, UNCERTAIN).
public struct DatePicker<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    public typealias Components = DatePickerComponents
    let label: Label
    let title: String?
    let components: DatePickerComponents

    public init(
        selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        title = nil
        components = displayedComponents
    }

    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        [builder.datePicker(title: title, label: buildView(label, into: builder),
                            date: components.contains(.date), time: components.contains(.hourAndMinute))]
    }
}

extension DatePicker where Label == Text {
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        label = Text(title: title)
        self.title = String(title)
        components = displayedComponents
    }

    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(title, selection: selection, displayedComponents: displayedComponents)
    }
}

/// A date picker's style (SwiftUI's `DatePickerStyle`): LayoutLab lays out the compact one only.
public protocol DatePickerStyle {}

/// The compact date picker style, the only one LayoutLab lays out.
public struct CompactDatePickerStyle: DatePickerStyle, Sendable {
    public init() {}
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// `.datePickerStyle(.compact)`, `.automatic` (iOS's default is the compact style).
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
    public static var automatic: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension View {
    /// The compact style is iOS's default; LayoutLab models no other.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { attribute("datePickerStyle", "compact") }
}

/// A colour well with a label (compact, iOS's only style): the label, then a 28×28 well.
public struct ColorPicker<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let title: String?

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        title = nil
    }

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        [builder.colorPicker(title: title, label: buildView(label, into: builder))]
    }
}

extension ColorPicker where Label == Text {
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        label = Text(title: title)
        self.title = String(title)
    }
}

/// A slider (§22.4): the proposed width, 30 tall. Its label is not shown on iOS; minimum and
/// maximum value labels sit beside the track.
public struct Slider<Label: View, ValueLabel: View>: View, PrimitiveView {
    public typealias Body = Never
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
    }

    /// The iOS 13 form, value labels before the label (deprecated in SwiftUI, still common).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel, label: label)
    }

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        let track = builder.add(.leaf(SliderLayout()), kind: "Slider")
        guard let minimumValueLabel, let maximumValueLabel else { return [track] }
        let parts = buildView(minimumValueLabel, into: builder) + [track] + buildView(maximumValueLabel, into: builder)
        return [builder.implicitStack(.horizontal, children: parts, for: "Slider")]
    }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        minimumValueLabel = nil
        maximumValueLabel = nil
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

extension View {
    /// Hides the labels of the controls inside this view: labeled content shows its content only.
    public func labelsHidden() -> some View {
        environmentWrite(\.labelsHidden, true, attribute: "labelsHidden", "true")
    }
}

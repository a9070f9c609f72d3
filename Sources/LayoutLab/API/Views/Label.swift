import Foundation

/// A title with an icon (spec §22.4): an HStack of the icon and the title.
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    public typealias Body = Never
    let title: Title
    let icon: Icon
    let name: String?

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
        name = nil
    }

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        let iconNode = builder.single(buildView(icon, into: builder), for: "Label")
        let titleNode = builder.single(buildView(title, into: builder), for: "Label")
        return [builder.add(.container(LabelLayout()), kind: "Label", label: name, children: [iconNode, titleNode])]
    }
}

extension Label where Title == Text, Icon == Image {
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.title = Text(title: title)
        icon = Image(systemName: name)
        self.name = String(title)
    }

    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.title = Text(title: title)
        icon = Image(name)
        self.name = String(title)
    }
}

/// A style for labels (SwiftUI's `LabelStyle`): LayoutLab knows the built-in ones.
public protocol LabelStyle {
    var _kind: _LabelStyleKind { get }
}

public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public var _kind: _LabelStyleKind { .automatic }
}

public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public var _kind: _LabelStyleKind { .titleOnly }
}

public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public var _kind: _LabelStyleKind { .iconOnly }
}

public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public var _kind: _LabelStyleKind { .titleAndIcon }
}

extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension View {
    /// Sets the style of the labels inside this view.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environmentWrite(\.labelStyle, style._kind, attribute: "labelStyle", style._kind.rawValue)
    }
}

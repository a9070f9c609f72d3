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
        self.title = Text(title)
        icon = Image(systemName: name)
        self.name = String(title)
    }

    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.title = Text(title)
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

/// What a view shows when it has no content (iOS 17): an icon above a title, a description and
/// actions, centred in all the space offered. UNCERTAIN (no source): the sizes and gaps are
/// ControlMetrics' (a 48 pt icon, title2 title, subheadline description, 16 apart, padded 16).
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let description: Description
    let actions: Actions

    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        let body = VStack(spacing: ControlMetrics.unavailableSpacing) {
            label
            description.font(.subheadline)
            actions
        }
        .multilineTextAlignment(.center)
        .padding(.horizontal, ControlMetrics.unavailablePadding)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        return buildView(body, into: builder).map { builder.annotate($0, kind: "ContentUnavailableView") }
    }
}

/// The icon above the title, as ContentUnavailableView's label style lays a Label out.
public struct _UnavailableLabel: View {
    let title: String
    let systemImage: String

    public var body: some View {
        VStack(spacing: ControlMetrics.unavailableTitleSpacing) {
            Image(systemName: systemImage).resizable().scaledToFit()
                .frame(width: ControlMetrics.unavailableIconSide, height: ControlMetrics.unavailableIconSide)
            Text(title).font(.title2.bold())
        }
    }
}

extension ContentUnavailableView where Label == _UnavailableLabel, Description == Text?, Actions == EmptyView {
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        label = _UnavailableLabel(title: String(title), systemImage: name)
        self.description = description
        actions = EmptyView()
    }

    /// "No Results" for a search (`ContentUnavailableView.search`).
    public static var search: Self {
        Self("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }

    /// "No Results for "text"" for a search.
    public static func search(text: String) -> Self {
        Self("No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass",
             description: Text("Check the spelling or try a new search."))
    }
}

extension TreeBuilder {
    /// Names the outermost node of a view made of others after the view it implements.
    func annotate(_ id: Int, kind: String) -> Int {
        modify(id) { $0.attributes.append(NodeAttribute("view", kind)) }
        return id
    }
}

import Foundation

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
        builder.contentUnavailable(label: label, description: description, actions: actions)
    }
}

extension ContentUnavailableView where Label == _UnavailableLabel, Description == Text?, Actions == EmptyView {
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        label = _UnavailableLabel(title: Text(title: title), systemImage: name)
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

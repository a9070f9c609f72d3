import Foundation
@_spi(Interpreter) import LayoutLab

/// A view the interpreter has built, kept in its most specific form so that the modifiers
/// that only exist on it still apply: `Text(…).bold()`, `Image(…).resizable()`,
/// `Rectangle().fill(…)`, `Color.red.opacity(…)`.
struct ViewValue {
    enum Content {
        /// A view already built into the engine's views.
        case view(AnyView)
        /// A view built into the engine's views when it is used: containers and modifiers
        /// build their content then, so that bodies run top-down in the environment of where
        /// they are used (`.environmentObject` around a VStack reaches the VStack's views).
        case deferred(() throws -> AnyView)
        case text(Text)
        case image(Image)
        case shape(any Shape)
        case color(Color)
        /// A view struct declared in the file: its `body` is evaluated when the view is built,
        /// in the environment of the place it is used.
        case instance(Record)
        /// Several views in a row (a view builder block, a `ForEach`): they join the enclosing
        /// container's children.
        case list([ViewValue])
        /// Toolbar items (`ToolbarItem`, `ToolbarItemGroup`) where they are placed: what
        /// `.toolbar { … }` collects; they go in the bars, not where they are written.
        case toolbarContent([ToolbarItemPlacement])
    }

    var content: Content
    /// Where the view was written; nodes built from it carry this position.
    var source: SourcePosition?
    /// What the view asks of Xcode's canvas when it is a preview (`.previewDevice`, …).
    var preview: PreviewRequest?

    init(_ content: Content, source: SourcePosition?) {
        self.content = content
        self.source = source
    }

    static var empty: ViewValue { ViewValue(.list([]), source: nil) }

    /// A view built when it is used (see `Content.deferred`).
    static func deferred(_ build: @escaping () throws -> any View) -> ViewValue {
        ViewValue(.deferred { AnyView(existential: try build()) }, source: nil)
    }

    var typeName: String {
        switch content {
        case .view, .deferred: "some View"
        case .text: "Text"
        case .image: "Image"
        // A shape the file names keeps its name; a built-in one is named by its type.
        case let .shape(shape): (shape as? AnyShape)?.name ?? String(describing: type(of: shape))
        case .color: "Color"
        case let .instance(record): record.type.qualifiedName
        case .list: "some View"
        case .toolbarContent: "some ToolbarContent"
        }
    }

    /// The views of a list, flattened; a single view is a list of one.
    var flattened: [ViewValue] {
        if case let .list(items) = content { return items.flatMap(\.flattened) }
        return [self]
    }
}

extension AnyView {
    /// An `any View` (what a bridge returns) as an `AnyView`.
    init(existential view: any View) {
        self = Self.open(view)
    }

    private static func open(_ view: some View) -> AnyView { AnyView(view) }
}

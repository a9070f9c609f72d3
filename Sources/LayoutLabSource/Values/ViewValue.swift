import Foundation
import LayoutLab

/// A view the interpreter has built, kept in its most specific form so that the modifiers
/// that only exist on it still apply: `Text(…).bold()`, `Image(…).resizable()`,
/// `Rectangle().fill(…)`, `Color.red.opacity(…)`.
struct ViewValue {
    enum Content {
        case view(AnyView)
        case text(Text)
        case image(Image)
        case shape(any Shape)
        case color(Color)
        /// A view struct declared in the file: its `body` is evaluated when the view is used.
        case instance(Instance)
        /// Several views in a row (a view builder block, a `ForEach`): they join the
        /// enclosing container's children.
        case list([ViewValue])
    }

    var content: Content
    /// Where the view was written; nodes built from it carry this position.
    var source: SourcePosition?

    init(_ content: Content, source: SourcePosition?) {
        self.content = content
        self.source = source
    }

    static var empty: ViewValue { ViewValue(.list([]), source: nil) }

    var typeName: String {
        switch content {
        case .view: "some View"
        case .text: "Text"
        case .image: "Image"
        case let .shape(shape): String(describing: type(of: shape))
        case .color: "Color"
        case let .instance(instance): instance.type.name
        case .list: "some View"
        }
    }

    /// The views of a list, flattened; a single view is a list of one.
    var flattened: [ViewValue] {
        if case let .list(items) = content { return items.flatMap(\.flattened) }
        return [self]
    }
}

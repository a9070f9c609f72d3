import Foundation

/// Builds a view list from closures, as SwiftUI's `@ViewBuilder` does.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var views: [AnyView] = []
        for view in repeat each content { views.append(AnyView(view)) }
        return TupleView(value: (repeat each content), views: views)
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views in a row: a view list, flattened into whatever container holds it.
public struct TupleView<T>: View, PrimitiveView {
    public typealias Body = Never
    public var value: T
    let views: [AnyView]

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        views.flatMap { $0.buildNodes(into: builder) }
    }
}

/// The result of an `if`/`else` or `switch` in a view builder.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        switch storage {
        case let .trueContent(view): buildView(view, into: builder)
        case let .falseContent(view): buildView(view, into: builder)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func buildNodes(into builder: TreeBuilder) -> [Int] {
        map { buildView($0, into: builder) } ?? []
    }
}

/// A view that produces no view at all: not laid out, not counted, not spaced (spec §2.7).
public struct EmptyView: View, PrimitiveView {
    public typealias Body = Never
    public init() {}
    func buildNodes(into builder: TreeBuilder) -> [Int] { [] }
}

/// A type-erased view.
public struct AnyView: View, PrimitiveView {
    public typealias Body = Never
    let build: (TreeBuilder) -> [Int]

    public init<V: View>(_ view: V) {
        if let erased = view as? AnyView {
            build = erased.build
        } else {
            build = { buildView(view, into: $0) }
        }
    }

    public init<V: View>(erasing view: V) { self.init(view) }

    func buildNodes(into builder: TreeBuilder) -> [Int] { build(builder) }
}

/// Groups views without a container: its views join the enclosing view list.
public struct Group<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func buildNodes(into builder: TreeBuilder) -> [Int] { buildView(content, into: builder) }
}

/// Several views side by side in the enclosing view list, as a view builder block's are: an
/// interpreter's block of a run-time length. Unlike ForEach it gives its views no ids.
@_spi(Interpreter)
public struct _ViewList: View, PrimitiveView {
    public typealias Body = Never
    let views: [AnyView]
    public init(_ views: [AnyView]) { self.views = views }
    func buildNodes(into builder: TreeBuilder) -> [Int] { views.flatMap { buildView($0, into: builder) } }
}

/// Views computed from a collection, one per element.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = id
    }

    /// Each element's views carry its id as an implicit tag, which a `.tag` overrides (what a
    /// Picker's options and a TabView's tabs are matched by).
    func buildNodes(into builder: TreeBuilder) -> [Int] {
        data.flatMap { element in
            let ids = buildView(content(element), into: builder)
            let tag = ImplicitTag(value: AnyHashable(element[keyPath: id]))
            for node in ids { builder.modify(node) { $0.implicitTag = tag } }
            return ids
        }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

// SwiftUI's forms over a binding to a collection (iOS 15): `ForEach($items) { $item in … }`
// gives each element as a binding to it, identified as the element itself would be. (SwiftUI
// writes the row type as a generic R == Content, which Swift 6 refuses in source; same labels.)
extension ForEach {
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
    }

    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
        let collection = data.wrappedValue
        self.init(collection.indices.lazy.map { ($0, collection[$0][keyPath: id]) }, id: \.1) { element in
            content(Binding(get: { data.wrappedValue[element.0] }, set: { data.wrappedValue[element.0] = $0 }))
        }
    }

    // The editable forms (iOS 16). SwiftUI's Data and Content here are IndexedIdentifierCollection
    // and EditableCollectionContent, which hold the same elements and row views as the binding
    // forms above; moving and deleting rows are gestures, which change no layout.
    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
    }

    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
        self.init(data, id: id, content: content)
    }
}

/// The edits a ForEach's rows allow (mirrors SwiftUI's `EditActions`, iOS 16).
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static var move: EditActions { EditActions(rawValue: 1) }
    public static var delete: EditActions { EditActions(rawValue: 2) }
    public static var all: EditActions { [.move, .delete] }
}

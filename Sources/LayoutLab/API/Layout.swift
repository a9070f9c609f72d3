import Foundation

/// A type that defines the geometry of a collection of views (mirrors SwiftUI's `Layout`).
///
/// A SwiftUI `Layout` compiles against LayoutLab unchanged but for the import, and runs
/// inside the engine like any container: its queries are traced and memoised (spec §1.4).
public protocol Layout {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    static var layoutProperties: LayoutProperties { get }
    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache) -> CGFloat?
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// By default a layout publishes the union of its subviews' spacing preferences.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews._defaultSpacing
    }

    /// By default the subviews' explicit guides are merged: the layout is placed at the origin
    /// with its current size and each placed subview is asked (spec §1.5).
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        subviews._defaultExplicitAlignment(guide, in: bounds, proposal: proposal) {
            placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        subviews._defaultExplicitAlignment(guide, in: bounds, proposal: proposal) {
            placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    /// Lays out `content` with this layout: `MyLayout { … }`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        CustomLayoutView(box: LayoutBox(self), content: content())
    }
}

extension LayoutSubviews {
    /// The default `explicitAlignment` of a layout (its subviews' guides, merged, after placing
    /// them at the origin), for a layout that only sometimes declares its own: the source front
    /// end's interpreted layouts.
    @_spi(Interpreter) public func _defaultExplicitAlignment(
        _ guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, placeSubviews: () -> Void
    ) -> CGFloat? {
        engine.mergedChildAlignment(container, guide.key, size: ViewSize(bounds.size, proposal: proposal), placeSubviews: placeSubviews)
    }

    @_spi(Interpreter) public func _defaultExplicitAlignment(
        _ guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, placeSubviews: () -> Void
    ) -> CGFloat? {
        engine.mergedChildAlignment(container, guide.key, size: ViewSize(bounds.size, proposal: proposal), placeSubviews: placeSubviews)
    }

    /// The default `spacing` of a layout: the union of its subviews' preferences.
    @_spi(Interpreter) public var _defaultSpacing: ViewSpacing {
        reduce(into: ViewSpacing(.empty)) { $0.formUnion($1.spacing) }
    }
}

extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

public struct LayoutProperties: Sendable {
    /// The axis of a stack-like layout; Spacer and Divider inside it follow this axis.
    public var stackOrientation: Axis?
    public init() {}
}

public enum LayoutDirection: Hashable, Sendable {
    case leftToRight, rightToLeft
}

/// The subviews of a custom layout, as proxies (mirrors SwiftUI).
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    public typealias Index = Int
    public typealias Element = LayoutSubview
    public typealias SubSequence = LayoutSubviews

    unowned(unsafe) let engine: LayoutEngine
    let container: Int
    /// The indices of these subviews among the container's children.
    let childIndices: [Int]

    init(engine: LayoutEngine, container: Int, range: Range<Int>) {
        self.engine = engine
        self.container = container
        self.childIndices = Array(range)
    }

    private init(engine: LayoutEngine, container: Int, childIndices: [Int]) {
        self.engine = engine
        self.container = container
        self.childIndices = childIndices
    }

    public var layoutDirection: LayoutDirection { .leftToRight }
    public var startIndex: Int { 0 }
    public var endIndex: Int { childIndices.count }

    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(engine: engine, container: container, index: childIndices[index])
    }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(engine: engine, container: container, childIndices: Array(childIndices[bounds]))
    }

    public subscript<S: Sequence<Int>>(indices: S) -> LayoutSubviews {
        LayoutSubviews(engine: engine, container: container, childIndices: indices.map { childIndices[$0] })
    }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.engine === b.engine && a.container == b.container && a.childIndices == b.childIndices
    }
}

/// One subview of a custom layout: ask it for sizes, then place it (mirrors SwiftUI).
public struct LayoutSubview: Equatable {
    unowned(unsafe) let engine: LayoutEngine
    let container: Int
    let index: Int

    var node: Int { engine.childNode(index, of: container) }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        engine.sizeThatFits(node, proposal)
    }

    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        engine.dimensions(node, ViewSize(engine.sizeThatFits(node, proposal), proposal: proposal))
    }

    public var priority: Double { engine.layoutPriority(node) }

    public var spacing: ViewSpacing { ViewSpacing(engine.spacing(node)) }

    /// Places the subview so that its `anchor` sits at `position` (global coordinates, like
    /// the bounds `placeSubviews` receives), sized for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        engine.placeSubview(index, of: container, at: position, anchor: anchor, proposal: proposal)
    }

    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        (engine.traits(node)[TraitKey(K.self)]?.value as? K.Value) ?? K.defaultValue
    }

    public var containerValues: ContainerValues {
        ContainerValues(traits: engine.traits(node))
    }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool {
        a.engine === b.engine && a.container == b.container && a.index == b.index
    }
}

/// A key for a value a view passes to the layout that contains it.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// A key for a container value (mirrors SwiftUI; declare the property by hand instead of `@Entry`).
public protocol ContainerValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The container values of a view, as its container reads them.
public struct ContainerValues {
    var traits: [TraitKey: TraitValue]

    init(traits: [TraitKey: TraitValue] = [:]) { self.traits = traits }

    public subscript<K: ContainerValueKey>(key: K.Type) -> K.Value {
        get { (traits[TraitKey(K.self)]?.value as? K.Value) ?? K.defaultValue }
        set { traits[TraitKey(K.self)] = TraitValue(value: newValue, description: "\(newValue)") }
    }
}

extension View {
    /// Passes a value to the layout that contains this view.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        annotated { draft in
            draft.traits[TraitKey(key)] = TraitValue(value: value, description: "\(value)")
            draft.attributes.append(NodeAttribute("layoutValue", "\(K.self) = \(value)"))
        }
    }

    /// Sets a container value for the container that holds this view.
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        var values = ContainerValues()
        values[keyPath: keyPath] = value
        let written = values.traits
        return annotated { draft in
            draft.traits.merge(written) { _, new in new }
            for (key, value) in written {
                draft.attributes.append(NodeAttribute("containerValue", "\(key.name) = \(value.description)"))
            }
        }
    }
}

// MARK: - Keys named at run time (for an interpreter, which cannot declare key types)

extension View {
    /// `.layoutValue(key:value:)` for a key named at run time: the value reads back through
    /// `LayoutSubview[trait:]`; the key's default stays with the caller (nil when unset).
    ///
    ///     let rank = TraitKey(name: "Rank")
    ///     Text("a").layoutValue(rank, value: 3)   // then subview[trait: rank] as? Int == 3
    @_spi(Interpreter)
    public func layoutValue(_ key: TraitKey, value: Any) -> some View {
        annotated { draft in
            draft.traits[key] = TraitValue(value: value, description: "\(value)")
            draft.attributes.append(NodeAttribute("layoutValue", "\(key.name) = \(value)"))
        }
    }
}

extension LayoutSubview {
    /// The value set for a key named at run time, or nil when this subview sets none.
    @_spi(Interpreter)
    public subscript(trait key: TraitKey) -> Any? { engine.traits(node)[key]?.value }
}

extension ContainerValues {
    /// A container value for a key named at run time; nil when unset. As a key path it
    /// writes one: `.containerValue(\.[trait: TraitKey(name: "badge")], 3)`.
    @_spi(Interpreter)
    public subscript(trait key: TraitKey) -> Any? {
        get { traits[key]?.value }
        set { traits[key] = newValue.map { TraitValue(value: $0, description: "\($0)") } }
    }
}

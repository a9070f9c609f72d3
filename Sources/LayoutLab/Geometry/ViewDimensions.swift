import Foundation

/// A view's size and its alignment guides, as a container sees them (mirrors SwiftUI).
public struct ViewDimensions {
    public let width: CGFloat
    public let height: CGFloat
    let size: ViewSize
    /// The engine that answers explicit guides for `node`; nil for a view without guides.
    /// Unretained: dimensions are made on every alignment query and are only valid while the
    /// layout that made them runs (as SwiftUI's, handed to alignment guides).
    /// (Unmanaged rather than `unowned(unsafe)`: a struct holding an unowned optional fails
    /// dynamic casts from `Any` on Linux, which the interpreter's values rely on.)
    private let engine: Unmanaged<LayoutEngine>?
    private let node: Int

    init(size: ViewSize, engine: LayoutEngine?, node: Int) {
        self.init(size: size, engineReference: engine.map { Unmanaged.passUnretained($0) }, node: node)
    }

    init(size: ViewSize, engineReference: Unmanaged<LayoutEngine>?, node: Int) {
        self.width = size.value.width
        self.height = size.value.height
        self.size = size
        self.engine = engineReference
        self.node = node
    }

    /// Dimensions of a view without explicit guides.
    init(plain size: CGSize) {
        self.init(size: ViewSize(size, proposal: ProposedViewSize(size)), engine: nil, node: 0)
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { self[explicit: guide.key] }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { self[explicit: guide.key] }

    /// (Called through `_withUnsafeGuaranteedRef`: no retain/release pair per guide.)
    subscript(explicit key: AlignmentKey) -> CGFloat? {
        engine?._withUnsafeGuaranteedRef { $0.explicitAlignment(node, key, at: size) }
    }

    /// The explicit value of the guide, or its default (spec §1.3).
    subscript(key: AlignmentKey) -> CGFloat {
        self[explicit: key] ?? key.defaultValue(in: self)
    }
}

/// A size together with the proposal it answered: what a container knows about a child
/// at placement time (spec §1.2).
struct ViewSize: Hashable {
    var value: CGSize
    var proposal: ProposedViewSize

    init(_ value: CGSize, proposal: ProposedViewSize) {
        self.value = value
        self.proposal = proposal
    }

    subscript(axis: Axis) -> CGFloat { value[axis] }

    /// The proposals are compared first: memos keyed by sizes (a modifier's placements, a
    /// layout engine's guides) mostly hold the same answer for different proposals, so a
    /// mismatch shows there first.
    @inline(__always)
    static func == (a: ViewSize, b: ViewSize) -> Bool {
        a.proposal == b.proposal && a.value == b.value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(value.width)
        hasher.combine(value.height)
        hasher.combine(proposal)
    }
}

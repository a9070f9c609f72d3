import Foundation

/// A view's size and its alignment guides, as a container sees them (mirrors SwiftUI).
public struct ViewDimensions {
    public let width: CGFloat
    public let height: CGFloat
    let size: ViewSize
    /// Answers explicit guide values for the view these dimensions belong to.
    let guides: (AlignmentKey, ViewSize) -> CGFloat?

    init(size: ViewSize, guides: @escaping (AlignmentKey, ViewSize) -> CGFloat?) {
        self.width = size.value.width
        self.height = size.value.height
        self.size = size
        self.guides = guides
    }

    /// Dimensions of a view without explicit guides.
    init(plain size: CGSize) {
        self.init(size: ViewSize(size, proposal: ProposedViewSize(size)), guides: { _, _ in nil })
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { guides(guide.key, size) }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { guides(guide.key, size) }

    /// The explicit value of the guide, or its default (spec §1.3).
    subscript(key: AlignmentKey) -> CGFloat {
        guides(key, size) ?? key.defaultValue(in: self)
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

    func hash(into hasher: inout Hasher) {
        hasher.combine(value.width)
        hasher.combine(value.height)
        hasher.combine(proposal)
    }
}

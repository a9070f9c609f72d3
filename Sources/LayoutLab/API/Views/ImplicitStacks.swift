import Foundation

extension TreeBuilder {
    /// An HStack or VStack that a view makes itself (a control's parts, a label of several
    /// views), marked `implicit` with the view it belongs to.
    func implicitStack(
        _ axis: Axis, alignment: AlignmentKey? = nil, spacing: CGFloat? = nil, children: [Int], for owner: String
    ) -> Int {
        let alignment = alignment ?? (axis == .horizontal ? VerticalAlignment.center.key : HorizontalAlignment.center.key)
        return add(.container(StackLayout(axis: axis, alignment: alignment, spacing: spacing)),
                   kind: axis == .horizontal ? "HStack" : "VStack", attributes: [NodeAttribute("implicit", owner)],
                   children: children)
    }

    /// One node for a view list: itself when it has exactly one, else an HStack of them (a
    /// Button's label, spec §22.3).
    func single(_ ids: [Int], for owner: String) -> Int {
        ids.count == 1 ? ids[0] : implicitStack(.horizontal, children: ids, for: owner)
    }
}

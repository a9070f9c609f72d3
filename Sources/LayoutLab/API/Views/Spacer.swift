import Foundation

/// Flexible space that expands along the axis of its stack (spec §2.2).
public struct Spacer: View, PrimitiveView {
    public typealias Body = Never
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        let attributes = minLength.map { [NodeAttribute("minLength", $0.swiftDescription)] } ?? []
        return [builder.add(.leaf(SpacerLayout(minLength: minLength)), kind: "Spacer", attributes: attributes)]
    }
}

/// A thin line across the axis of its stack (spec §2.3).
public struct Divider: View, PrimitiveView {
    public typealias Body = Never
    public init() {}

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        [builder.add(.leaf(DividerLayout()), kind: "Divider")]
    }
}

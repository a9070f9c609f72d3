import Foundation

/// The seed article's pass-through `Layout` that prints each proposal, report and position
/// of the view it wraps (seed 000). LayoutLab's trace records what it would print; the
/// inspector printer (`InspectorPrinter`) renders it in the article's format.
///
/// Because it is a `Layout`, it is not transparent (seed 000, "Considerations"): the view
/// it wraps loses its `layoutPriority` and its layout and container values for the layout
/// above, and a parent's alignment query runs its `placeSubviews` at (0, 0) first.
public struct LayoutProcessInspector: Layout {
    public var tag: String
    public var printPosition: Bool

    public init(_ tag: String, printPosition: Bool = false) {
        self.tag = tag
        self.printPosition = printPosition
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
}

// Named `inspectLayoutProcess` in traces (the modifier the article uses), and tagged, which
// is what makes the inspector printer print its node.
extension LayoutProcessInspector: TraceNamedLayout, InspectorTagged {
    public var traceName: String { "inspectLayoutProcess" }
    var inspectorTag: InspectorTag { InspectorTag(tag: tag, printPosition: printPosition) }
}

/// A layout whose node the inspector printer prints (spec: seed 000).
protocol InspectorTagged {
    var inspectorTag: InspectorTag { get }
}

extension View {
    /// Observes this view's layout process under `tag` (seed 000's modifier).
    ///
    /// Generic over the tag's type on purpose: a file that pastes the article's own
    /// `func inspectLayoutProcess(_ tag: String, …)` gets the more specific overload, its own,
    /// instead of an ambiguity, so the listing compiles unchanged.
    public func inspectLayoutProcess<Tag: StringProtocol>(_ tag: Tag, printPosition: Bool = false) -> some View {
        LayoutProcessInspector(String(tag), printPosition: printPosition) { self }
    }
}

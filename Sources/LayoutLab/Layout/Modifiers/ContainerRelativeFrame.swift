import Foundation

// Spec §20.3 — `.containerRelativeFrame(_:alignment:)`, `(_:count:span:spacing:alignment:)` and
// `(_:alignment:_:)` (iOS 17).
// The container is the nearest scroll view, List, NavigationStack, tab, split-view column —
// whichever ancestor's computer answers `containerRelativeSize(forChildAt:)` — else the window;
// its size minus its safe-area insets. Only that size matters, not the proposal (a VStack is
// not a container).
// Length along each listed axis: the container's length; with a grid,
//   available = container − spacing·(count − 1), column = available / count,
//   item = column·span + (span − 1)·spacing;
// with a closure, whatever it returns for (container length, axis).
// UNCERTAIN (spec §20.3, [INF]): it then behaves as `.frame(width:height:alignment:)` (§3.1)
// with those lengths on the listed axes and the proposal passed through on the others.

struct ContainerRelativeFrameLayout: UnaryLayout {
    enum Length {
        /// The whole container length.
        case container
        case grid(count: Int, span: Int, spacing: CGFloat)
        case custom((CGFloat, Axis) -> CGFloat)
    }

    let axes: Axis.Set
    let length: Length
    let alignment: Alignment

    /// UNCERTAIN (Apple's documentation gives no rule): a count or span below 1 counts as 1,
    /// and a closure's negative or non-finite length is dropped like an invalid frame
    /// dimension; each with a diagnostic.
    private func length(along axis: Axis, of container: CGFloat, diagnose: (String) -> Void) -> CGFloat? {
        guard axes.contains(axis.set) else { return nil }
        switch length {
        case .container:
            return container
        case let .grid(count, span, spacing):
            if count < 1 || span < 1 { diagnose("containerRelativeFrame: count and span must be at least 1; 1 used") }
            let count = CGFloat(max(count, 1)), span = CGFloat(max(span, 1))
            let column = (container - spacing * (count - 1)) / count
            return column * span + (span - 1) * spacing
        case let .custom(closure):
            let value = closure(container, axis)
            guard value.isFinite, value >= 0 else {
                diagnose("containerRelativeFrame: the length closure returned \(value.swiftDescription); ignored")
                return nil
            }
            return value
        }
    }

    /// The fixed frame these lengths make, for the container `child` is in now.
    private func frame(for child: LayoutProxy) -> FixedFrameLayout {
        let container = child.engine.containerRelativeSize(of: child.node)
        let diagnose = { child.engine.diagnose($0) }
        return FixedFrameLayout(
            width: length(along: .horizontal, of: container.width, diagnose: diagnose),
            height: length(along: .vertical, of: container.height, diagnose: diagnose),
            alignment: alignment)
    }

    func sizeThatFits(in proposal: ProposedViewSize, child: LayoutProxy) -> CGSize {
        frame(for: child).sizeThatFits(in: proposal, child: child)
    }

    func placement(of child: LayoutProxy, in context: PlacementContext) -> Placement {
        frame(for: child).placement(of: child, in: context)
    }

    /// As a fixed frame's: edges along the listed axes publish plain-view spacing (§3.1).
    func spacing(child: LayoutProxy) -> Spacing {
        var spacing = child.spacing
        spacing.reset(Axis.allCases.filter { axes.contains($0.set) }.flatMap(Spacing.edges(of:)))
        return spacing
    }
}

extension LayoutConfiguration {
    /// The window as a container (spec §20.3): what the root is proposed, its safe area. An
    /// unspecified or infinite root proposal measures against the device's safe area instead.
    var windowContainerSize: CGSize {
        let safe = device.safeAreaSize
        func length(_ proposed: CGFloat?, _ fallback: CGFloat) -> CGFloat {
            guard let proposed, proposed.isFinite else { return fallback }
            return proposed
        }
        return CGSize(width: length(proposal.width, safe.width), height: length(proposal.height, safe.height))
    }
}

extension ProposedViewSize {
    /// What a container answers `containerRelativeSize(forChildAt:)` with while it lays its
    /// content out for this proposal: an unspecified length is not known (infinite), so the
    /// next container out gives it.
    var containerSize: CGSize { CGSize(width: width ?? .infinity, height: height ?? .infinity) }
}

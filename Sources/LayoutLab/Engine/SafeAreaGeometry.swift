import Foundation

// Spec §4.6, §9, §20.4, §24.2 — the safe area a view is placed in.
//
// SwiftUI chains one safe-area record per container that adds insets (OpenSwiftUI
// `SafeAreaInsets`: elements in a coordinate space of their own, and `next`, the record of the
// container outside): the hosting view adds the device's insets, a `.safeAreaInset` adds its
// content's length for its primary view, a NavigationStack its bars, a TabView its tab bar.
// LayoutLab keeps the same chain in global coordinates: each level is the rectangle a view
// ignoring the safe area may extend to (`bounds`) and the safe rectangle inside it (`safe`).
// Containers hand their content a new level at placement (`ChildGeometry.safeArea`); every
// other view inherits its parent's.

/// One container's safe area, and the container's outside it (nil at the root).
/// Used by the engine's one thread only.
final class SafeAreaGeometry: CustomStringConvertible {
    /// What a view that ignores this level's insets can extend to.
    let bounds: CGRect
    let next: SafeAreaGeometry?
    /// SwiftUI computes a level's insets only when a view reads them (a `.safeAreaInset`
    /// measures its content again for them); so does LayoutLab, so traces show those queries
    /// only when SwiftUI would make them.
    private var computeSafe: (() -> CGRect)?
    private var knownSafe: CGRect?

    init(bounds: CGRect, safe: CGRect, next: SafeAreaGeometry? = nil) {
        self.bounds = bounds
        self.knownSafe = safe
        self.next = next
    }

    init(bounds: CGRect, next: SafeAreaGeometry?, safe: @escaping () -> CGRect) {
        self.bounds = bounds
        self.computeSafe = safe
        self.next = next
    }

    /// The part of `bounds` inside the insets.
    var safe: CGRect {
        if let knownSafe { return knownSafe }
        let safe = computeSafe?() ?? bounds
        knownSafe = safe
        computeSafe = nil
        return safe
    }

    /// A level inside this one.
    func adding(bounds: CGRect, safe: CGRect) -> SafeAreaGeometry {
        SafeAreaGeometry(bounds: bounds, safe: safe, next: self)
    }

    /// Tolerance for "touches the safe edge": positions are unrounded sums (spec §9).
    private static let tolerance: CGFloat = 0.001

    /// How far a view with `frame` extends beyond it on `edges` when it ignores the safe area:
    /// each edge at or beyond a level's safe edge moves out to that level's bounds, level by
    /// level from the innermost outwards (a view that does not touch the safe edge keeps its
    /// edge). These are also the insets a GeometryProxy reports (spec §4.6).
    func insets(of frame: CGRect, edges: Edge.Set = .all) -> EdgeInsets {
        var rect = frame
        var level: SafeAreaGeometry? = self
        let tolerance = Self.tolerance
        while let current = level {
            let safe = current.safe, bounds = current.bounds
            var minX = rect.minX, minY = rect.minY, maxX = rect.maxX, maxY = rect.maxY
            if edges.contains(.top), minY <= safe.minY + tolerance { minY = min(minY, bounds.minY) }
            if edges.contains(.leading), minX <= safe.minX + tolerance { minX = min(minX, bounds.minX) }
            if edges.contains(.bottom), maxY >= safe.maxY - tolerance { maxY = max(maxY, bounds.maxY) }
            if edges.contains(.trailing), maxX >= safe.maxX - tolerance { maxX = max(maxX, bounds.maxX) }
            rect = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
            level = current.next
        }
        return EdgeInsets(
            top: frame.minY - rect.minY, leading: frame.minX - rect.minX,
            bottom: rect.maxY - frame.maxY, trailing: rect.maxX - frame.maxX)
    }

    var description: String {
        var parts: [String] = []
        var level: SafeAreaGeometry? = self
        while let current = level {
            parts.append("safe \(current.safe) in \(current.bounds)")
            level = current.next
        }
        return parts.joined(separator: " → ")
    }
}

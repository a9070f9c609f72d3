import Foundation

// `.safeAreaPadding` (spec §20.4): four nested `.safeAreaInset`s — top, bottom, leading,
// trailing, spacing 0 — whose content is a clear view as long as the inset on its edge and
// nothing across (OpenSwiftUI `SafeAreaPaddingModifier`). For a plain view the geometry is
// that of `.padding`; the difference is the safe area the view sees, which grows by the
// padding, and the minimum probes of each inset (§20.4 step 1).

extension View {
    /// Adds `insets` to the safe area of this view.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        safeAreaPadding(insets: insets)
    }

    /// Adds `length` (the default padding, 16, when nil) to the safe area on `edges`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        safeAreaPadding(insets: EdgeInsets(length ?? PaddingLayout.defaultLength, edges: edges))
    }

    /// Adds `length` to the safe area on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        safeAreaPadding(.all, length)
    }

    private func safeAreaPadding(insets: EdgeInsets) -> some View {
        func clear(_ edge: Edge) -> some View {
            Color.clear.frame(
                width: edge.axis == .horizontal ? insets[edge] : 0, height: edge.axis == .vertical ? insets[edge] : 0)
        }
        return safeAreaInset(edge: .top, spacing: 0) { clear(.top) }
            .safeAreaInset(edge: .bottom, spacing: 0) { clear(.bottom) }
            .safeAreaInset(edge: .leading, spacing: 0) { clear(.leading) }
            .safeAreaInset(edge: .trailing, spacing: 0) { clear(.trailing) }
    }
}

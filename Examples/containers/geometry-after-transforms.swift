import SwiftUI

// Issue 33 rule 5 — geometry after render transforms. The badge is scaled 1.5× and rotated
// 90°: layout still gives it its 120 × 40 frame (the VStack below is placed as if nothing were
// scaled), while .onGeometryChange reading frame(in: .global) sees the drawn frame: 60 wide
// and 180 tall about the same centre (the bounding box of the transformed corners). The
// caption under it measures that global width and shows it.

struct TransformedBadge: View {
    @State private var drawnWidth: CGFloat = 0

    var body: some View {
        VStack(spacing: 24) {
            Color.orange
                .frame(width: 120, height: 40)
                .onGeometryChange(for: CGFloat.self) { proxy in
                    proxy.frame(in: .global).width
                } action: { width in
                    drawnWidth = width
                }
                .scaleEffect(1.5)
                .rotationEffect(.degrees(90))
            Color.blue
                .frame(width: drawnWidth, height: 10)
        }
    }
}

#Preview {
    TransformedBadge()
}

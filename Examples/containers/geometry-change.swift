import SwiftUI

// A floating header over a scrolling list: the header measures itself with .onGeometryChange
// and the list starts with a spacer of that height, so no row hides under the header. The
// height is known only after the first layout, so the screen is laid out twice (spec §20,
// OpenSwiftUI's GeometryActionBinder): in the second pass the spacer is the header's 96.

struct FloatingHeaderList: View {
    @State private var headerHeight: CGFloat = 0

    var body: some View {
        ZStack(alignment: .top) {
            ScrollView {
                VStack(spacing: 0) {
                    Color.clear
                        .frame(height: headerHeight)
                    ForEach(1...15, id: \.self) { index in
                        Text("Row \(index)")
                            .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
                            .padding(.horizontal, 16)
                    }
                }
            }
            VStack(alignment: .leading, spacing: 4) {
                Text("Inbox")
                    .font(.largeTitle.bold())
                Text("15 conversations")
                    .font(.subheadline)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(16)
            .frame(height: 96)
            .background(.ultraThinMaterial)
            .onGeometryChange(for: CGFloat.self) { proxy in
                proxy.size.height
            } action: { height in
                headerHeight = height
            }
        }
    }
}

#Preview {
    FloatingHeaderList()
}

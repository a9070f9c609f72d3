import SwiftUI

// A product page that reads the horizontal size class: side by side in regular width (iPad,
// landscape Plus/Max phones), stacked in compact width, switching with AnyLayout.

struct ProductPage: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass

    private var isWide: Bool { horizontalSizeClass == .regular || verticalSizeClass == .compact }

    var body: some View {
        let layout = isWide ? AnyLayout(HStackLayout(spacing: 24)) : AnyLayout(VStackLayout(spacing: 16))
        layout {
            RoundedRectangle(cornerRadius: 16)
                .fill(Color.orange.gradient)
                .aspectRatio(4 / 3, contentMode: .fit)
            VStack(alignment: .leading, spacing: 8) {
                Text("Ceramic Pour-Over")
                    .font(.title.bold())
                Text("Hand-thrown stoneware dripper for one to two cups.")
                    .foregroundStyle(.secondary)
                Text("$38")
                    .font(.title2)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding()
    }
}

#Preview {
    ProductPage()
}

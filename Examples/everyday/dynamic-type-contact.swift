import SwiftUI

// A contact row that stacks vertically at accessibility text sizes: it reads
// @Environment(\.dynamicTypeSize) and picks an HStack or a VStack layout.

struct ContactRow: View {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    let name: String
    let role: String

    var body: some View {
        let layout = dynamicTypeSize.isAccessibilitySize
            ? AnyLayout(VStackLayout(alignment: .leading, spacing: 8))
            : AnyLayout(HStackLayout(spacing: 12))
        layout {
            Circle()
                .fill(Color.mint)
                .frame(width: 44, height: 44)
            VStack(alignment: .leading) {
                Text(name).font(.headline)
                Text(role).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
        }
        .padding()
    }
}

struct ContactCard: View {
    var body: some View {
        VStack(spacing: 0) {
            ContactRow(name: "Jonas Weber", role: "Product designer")
            ContactRow(name: "Jonas Weber", role: "Product designer")
                .dynamicTypeSize(.accessibility2)
        }
    }
}

#Preview {
    ContactCard()
}

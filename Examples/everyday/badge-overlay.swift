import SwiftUI

// An app icon with an unread badge pinned to its top-trailing corner.

struct AppIcon: View {
    var unread: Int

    var body: some View {
        RoundedRectangle(cornerRadius: 14, style: .continuous)
            .fill(Color.green)
            .frame(width: 64, height: 64)
            .overlay(alignment: .topTrailing) {
                if unread > 0 {
                    Circle()
                        .fill(.red)
                        .frame(width: 24, height: 24)
                        .offset(x: 8, y: -8)
                }
            }
    }
}

struct HomeRow: View {
    var body: some View {
        HStack(spacing: 24) {
            AppIcon(unread: 3)
            AppIcon(unread: 0)
            AppIcon(unread: 12)
        }
    }
}

#Preview {
    HomeRow()
}

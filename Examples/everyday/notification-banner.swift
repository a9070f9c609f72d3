import SwiftUI

// An in-app banner pinned below the top safe area with safeAreaInset, over scrolling-free
// content, and a bottom bar inset the same way.

struct Banner: View {
    var body: some View {
        HStack(spacing: 12) {
            Circle()
                .fill(Color.orange)
                .frame(width: 32, height: 32)
            RoundedRectangle(cornerRadius: 4)
                .fill(Color.primary.opacity(0.1))
                .frame(height: 12)
        }
        .padding(12)
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))
        .padding(.horizontal)
    }
}

struct BottomBar: View {
    var body: some View {
        HStack {
            ForEach(0..<4) { _ in
                Spacer()
                RoundedRectangle(cornerRadius: 6).frame(width: 28, height: 28)
                Spacer()
            }
        }
        .frame(height: 49)
        .background(.bar)
    }
}

struct InboxScreen: View {
    var body: some View {
        Color(.systemGroupedBackground)
            .safeAreaInset(edge: .top, spacing: 8) {
                Banner()
            }
            .safeAreaInset(edge: .bottom, spacing: 0) {
                BottomBar()
            }
    }
}

#Preview {
    InboxScreen()
}

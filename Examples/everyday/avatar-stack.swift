import SwiftUI

// "Liked by" avatars: overlapping circles in an HStack with negative spacing, each with a
// white ring, and a count bubble at the end.

struct Avatar: View {
    let color: Color
    var size: CGFloat = 36

    var body: some View {
        Circle()
            .fill(color.gradient)
            .frame(width: size, height: size)
            .overlay(Circle().stroke(Color.white, lineWidth: 2))
    }
}

struct LikedBy: View {
    let colors: [Color] = [.red, .orange, .green, .blue]

    var body: some View {
        HStack(spacing: -12) {
            ForEach(colors.indices, id: \.self) { index in
                Avatar(color: colors[index])
                    .zIndex(Double(colors.count - index))
            }
            Capsule()
                .fill(Color(.secondarySystemBackground))
                .frame(width: 48, height: 36)
                .padding(.leading, 16)
        }
        .padding(8)
        .background(Color(.systemBackground), in: Capsule())
        .shadow(radius: 4)
    }
}

#Preview {
    LikedBy()
}

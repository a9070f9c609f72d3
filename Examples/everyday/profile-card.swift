import SwiftUI

// A profile card: avatar, name and handle, and a row of counts separated by vertical
// dividers, in a rounded card with a shadow.

struct User {
    var name: String
    var handle: String
    var posts: Int
    var followers: Int
    var following: Int
}

struct StatColumn: View {
    let value: Int
    let label: String

    var body: some View {
        VStack(spacing: 2) {
            Text(value, format: .number)
                .font(.headline)
            Text(label)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
    }
}

struct ProfileCard: View {
    let user = User(name: "Mira Okafor", handle: "@mira", posts: 128, followers: 12_400, following: 310)

    var body: some View {
        VStack(spacing: 12) {
            Circle()
                .fill(LinearGradient(colors: [.pink, .orange], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 88, height: 88)
                .overlay(Circle().stroke(.white, lineWidth: 4))
                .shadow(radius: 3)
            VStack(spacing: 4) {
                Text(user.name)
                    .font(.title2.bold())
                Text(user.handle)
                    .foregroundStyle(.secondary)
            }
            HStack {
                StatColumn(value: user.posts, label: "Posts")
                Divider()
                StatColumn(value: user.followers, label: "Followers")
                Divider()
                StatColumn(value: user.following, label: "Following")
            }
            .fixedSize(horizontal: false, vertical: true)
        }
        .padding(20)
        .background(Color(.systemBackground))
        .clipShape(RoundedRectangle(cornerRadius: 20, style: .continuous))
        .shadow(color: .black.opacity(0.08), radius: 12, y: 6)
        .padding()
    }
}

#Preview {
    ProfileCard()
}

import SwiftUI

// A feed as an app writes it: its posts from the module's sample data, its images and colours
// from Assets.xcassets (issue 31, item 3).

enum PostKind: String, Codable {
    case photo, text
}

struct Post: Codable, Identifiable {
    let id: Int
    var title: String
    var author: String
    var subtitle: String?
    var published: Date
    var kind: PostKind

    enum CodingKeys: String, CodingKey {
        case id, title, subtitle, published, kind
        case author = "author_name"
    }
}

enum SampleData {
    static var posts: [Post] {
        let url = Bundle.main.url(forResource: "posts", withExtension: "json")!
        let data = try! Data(contentsOf: url)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try! decoder.decode([Post].self, from: data)
    }
}

struct FeedRow: View {
    let post: Post

    var body: some View {
        HStack(spacing: 12) {
            Image(.avatar)
            VStack(alignment: .leading) {
                Text(post.title).font(.headline)
                Text(post.author).foregroundStyle(Color(.brand))
            }
            Spacer()
        }
        .padding(.horizontal)
    }
}

struct FeedView: View {
    let posts = SampleData.posts

    var body: some View {
        VStack(spacing: 8) {
            Image("logo")
            ForEach(posts) { post in
                FeedRow(post: post)
            }
            Image(.photo)
        }
    }
}

#Preview {
    FeedView()
}

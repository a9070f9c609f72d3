import SwiftUI

// A news feed: a title bar over a vertical ScrollView of story cards, and a ScrollViewReader
// whose button scrolls back to the first story. Scrolling is not layout: every position is the
// one at scroll offset 0 (spec §16.5).
//
// The ScrollView takes what the title leaves (778 − 52 = 726) and its content is proposed
// (402, nil) (§16.2): each card is 370 wide (the padding takes 16 a side) and 64 + 24 = 88 tall.

struct Story: Identifiable {
    let id: Int
    let title: String
    let minutes: Int
}

struct StoryCard: View {
    let story: Story

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 8)
                .fill(Color.blue.opacity(0.3))
                .frame(width: 64, height: 64)
            VStack(alignment: .leading, spacing: 4) {
                Text(story.title)
                    .font(.headline)
                Text("\(story.minutes) min read")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding(12)
        .background(Color.gray.opacity(0.1), in: RoundedRectangle(cornerRadius: 12))
    }
}

struct FeedView: View {
    let stories = (1...12).map { Story(id: $0, title: "Story \($0)", minutes: 2 + $0 % 5) }

    var body: some View {
        VStack(spacing: 0) {
            Text("Today")
                .font(.largeTitle.bold())
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal, 16)
                .frame(height: 52)
            ScrollViewReader { proxy in
                ScrollView {
                    VStack(spacing: 12) {
                        ForEach(stories) { story in
                            StoryCard(story: story)
                                .id(story.id)
                        }
                        Button("Back to top") {
                            proxy.scrollTo(stories[0].id, anchor: .top)
                        }
                    }
                    .padding(16)
                }
                .scrollIndicators(.hidden)
                .scrollBounceBehavior(.basedOnSize)
            }
        }
    }
}

#Preview {
    FeedView()
}

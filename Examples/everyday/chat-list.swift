import SwiftUI
import Combine

// An inbox: a List of conversations from an ObservableObject, each row an avatar, a name,
// a preview line and a time, with swipe-to-delete.

struct Conversation: Identifiable {
    let id = UUID()
    let name: String
    let preview: String
    let time: String
    let unread: Bool
}

final class InboxModel: ObservableObject {
    @Published var conversations = [
        Conversation(name: "Sam", preview: "See you at 7!", time: "9:41", unread: true),
        Conversation(name: "Design team", preview: "New mockups are up for review", time: "9:12", unread: true),
        Conversation(name: "Mum", preview: "Call me when you land", time: "Yesterday", unread: false),
        Conversation(name: "Priya", preview: "Thanks for the book recommendation", time: "Mon", unread: false),
    ]

    func delete(at offsets: IndexSet) {
        conversations.remove(atOffsets: offsets)
    }
}

struct ConversationRow: View {
    let conversation: Conversation

    var body: some View {
        HStack(spacing: 12) {
            Circle()
                .fill(conversation.unread ? Color.blue : Color.gray.opacity(0.4))
                .frame(width: 44, height: 44)
            VStack(alignment: .leading, spacing: 2) {
                HStack {
                    Text(conversation.name)
                        .font(.headline)
                    Spacer()
                    Text(conversation.time)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Text(conversation.preview)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
        }
    }
}

struct InboxView: View {
    @StateObject private var model = InboxModel()

    var body: some View {
        NavigationStack {
            List {
                ForEach(model.conversations) { conversation in
                    ConversationRow(conversation: conversation)
                }
                .onDelete(perform: model.delete)
            }
            .listStyle(.plain)
            .navigationTitle("Messages")
        }
    }
}

#Preview {
    InboxView()
}

import SwiftUI

// A conversation: incoming bubbles hug the leading edge and outgoing ones the trailing edge,
// each at most three quarters of the width, using frame(maxWidth:alignment:).

struct Message: Identifiable {
    let id = UUID()
    let text: String
    let isMine: Bool
}

struct Bubble: View {
    let message: Message

    var body: some View {
        Text(message.text)
            .padding(.horizontal, 14)
            .padding(.vertical, 8)
            .background(message.isMine ? Color.blue : Color(.secondarySystemBackground))
            .foregroundStyle(message.isMine ? .white : .primary)
            .clipShape(RoundedRectangle(cornerRadius: 18, style: .continuous))
            .frame(maxWidth: 300, alignment: message.isMine ? .trailing : .leading)
            .frame(maxWidth: .infinity, alignment: message.isMine ? .trailing : .leading)
    }
}

struct Conversation: View {
    let messages = [
        Message(text: "Are we still on for tonight?", isMine: false),
        Message(text: "Yes! 7pm at the usual place.", isMine: true),
        Message(text: "Perfect. I'll bring the board games, and maybe the new one with the tiny wooden trains.", isMine: false),
        Message(text: "👍", isMine: true),
    ]

    var body: some View {
        VStack(spacing: 6) {
            ForEach(messages) { message in
                Bubble(message: message)
            }
        }
        .padding(.horizontal, 12)
    }
}

#Preview {
    Conversation()
}

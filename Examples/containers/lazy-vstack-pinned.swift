import SwiftUI

// An inbox: a row of contact avatars in a horizontal LazyHStack, then the messages in a
// LazyVStack that pins its section headers. Pinning only changes positions while scrolling; at
// offset 0 every header is where it would be anyway (spec §17.3).
//
// A LazyVStack is as wide as it is offered (§17.2), so the rows are 402 wide whatever their
// text; its children are proposed (402, nil), one after another, `spacing` apart.

struct Message: Identifiable {
    let id: Int
    let sender: String
    let preview: String
}

struct MessageRow: View {
    let message: Message

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Circle()
                .fill(Color.indigo)
                .frame(width: 40, height: 40)
            VStack(alignment: .leading, spacing: 2) {
                Text(message.sender)
                    .font(.headline)
                Text(message.preview)
                    .font(.subheadline)
                    .lineLimit(1)
            }
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 16)
        .frame(height: 64)
    }
}

struct InboxView: View {
    let contacts = ["Ana", "Ben", "Chloe", "Dev", "Eli", "Femi", "Gus"]
    let today = [
        Message(id: 1, sender: "Ana", preview: "Lunch at noon?"),
        Message(id: 2, sender: "Ben", preview: "The build is green again"),
    ]
    let yesterday = [
        Message(id: 3, sender: "Chloe", preview: "Slides attached"),
        Message(id: 4, sender: "Dev", preview: "See you on Monday"),
        Message(id: 5, sender: "Eli", preview: "Thanks!"),
    ]

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionHeaders]) {
                ScrollView(.horizontal, showsIndicators: false) {
                    LazyHStack(spacing: 12) {
                        ForEach(contacts, id: \.self) { name in
                            Circle()
                                .fill(Color.orange)
                                .frame(width: 56, height: 56)
                                .overlay(Text(String(name.prefix(1))).font(.title3))
                        }
                    }
                    .padding(.horizontal, 16)
                }
                .frame(height: 72)
                header("Today")
                ForEach(today) { MessageRow(message: $0) }
                header("Yesterday")
                ForEach(yesterday) { MessageRow(message: $0) }
            }
        }
    }

    func header(_ title: String) -> some View {
        Text(title)
            .font(.footnote.weight(.semibold))
            .textCase(.uppercase)
            .padding(.horizontal, 16)
            .frame(maxWidth: .infinity, minHeight: 28, alignment: .leading)
            .background(.bar)
    }
}

#Preview {
    InboxView()
}

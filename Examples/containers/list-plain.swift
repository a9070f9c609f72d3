// A plain List of messages built from data (`List(items) { … }`): no cards, no bands between
// sections, rows as wide as the list less their insets (spec §23.2, ListMetrics).
//
//     layoutlab run Examples/containers/list-plain.swift

struct Message: Identifiable {
    let id: Int
    let sender: String
    let preview: String
    let time: String
}

let messages = (1...30).map { index in
    Message(id: index, sender: "Sender \(index)", preview: "A message long enough to wrap onto a second line in the row", time: "09:\(10 + index)")
}

struct Inbox: View {
    var body: some View {
        List(messages) { message in
            HStack(alignment: .firstTextBaseline) {
                VStack(alignment: .leading, spacing: 4) {
                    Text(message.sender).font(.headline)
                    Text(message.preview)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                        .lineLimit(2)
                }
                Spacer()
                Text(message.time).font(.caption)
            }
            .listRowSeparator(.hidden, edges: .top)
        }
        .listStyle(.plain)
    }
}

#Preview {
    Inbox()
}

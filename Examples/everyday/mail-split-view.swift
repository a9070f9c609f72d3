import SwiftUI

// A mailbox list and a detail in a NavigationSplitView: on an iPhone in portrait (compact
// width) it collapses into a stack showing the sidebar.

struct Mailbox: Identifiable, Hashable {
    let id: String
    let count: Int
}

struct MailSplitView: View {
    let mailboxes = [Mailbox(id: "Inbox", count: 12), Mailbox(id: "Drafts", count: 2), Mailbox(id: "Sent", count: 0),
                     Mailbox(id: "Archive", count: 340)]
    @State private var selection: Mailbox?

    var body: some View {
        NavigationSplitView {
            List(mailboxes, selection: $selection) { mailbox in
                HStack {
                    Label(mailbox.id, systemImage: "tray")
                    Spacer()
                    if mailbox.count > 0 {
                        Text("\(mailbox.count)")
                            .foregroundStyle(.secondary)
                    }
                }
                .tag(mailbox)
            }
            .navigationTitle("Mailboxes")
        } detail: {
            if let selection {
                Text(selection.id)
            } else {
                Text("Select a mailbox")
                    .foregroundStyle(.secondary)
            }
        }
    }
}

#Preview {
    MailSplitView()
}

// A NavigationSplitView. In a compact width (every iPhone in portrait) it is a stack of its
// sidebar; on an iPad its columns sit side by side:
//
//     layoutlab run Examples/containers/navigation-split-view.swift
//     layoutlab run Examples/containers/navigation-split-view.swift --device "iPad Pro 11"

struct Folder: Identifiable, Hashable {
    let id: String
    let count: Int
}

struct MailboxView: View {
    let folders = [Folder(id: "Inbox", count: 12), Folder(id: "Drafts", count: 2), Folder(id: "Sent", count: 0),
                   Folder(id: "Archive", count: 340)]
    @State private var selection: Folder.ID? = "Inbox"

    var body: some View {
        NavigationSplitView {
            List(folders, selection: $selection) { folder in
                Label(folder.id, systemImage: "folder")
                    .badge(folder.count)
            }
            .navigationTitle("Mailboxes")
        } detail: {
            ContentUnavailableView("No Message Selected", systemImage: "envelope.open")
        }
    }
}

#Preview {
    MailboxView()
}

// A TabView whose tabs are NavigationStacks: the selected tab's content sits between the
// large-title bar and the 49 pt tab bar, proposed 402×633 on the iPhone 16 Pro (spec §24.3).
// The other tabs are not laid out, as SwiftUI makes a tab only when it shows.
//
//     layoutlab run Examples/containers/tab-view.swift

enum Tab: Hashable {
    case today, library, search
}

struct MusicApp: View {
    @State private var selection = Tab.library

    var body: some View {
        TabView(selection: $selection) {
            NavigationStack {
                Text("Today").navigationTitle("Today")
            }
            .tabItem { Label("Today", systemImage: "sun.max") }
            .tag(Tab.today)

            NavigationStack {
                List {
                    ForEach(["Playlists", "Artists", "Albums", "Songs"], id: \.self) { item in
                        Label(item, systemImage: "music.note.list")
                    }
                }
                .navigationTitle("Library")
            }
            .tabItem { Label("Library", systemImage: "square.stack") }
            .tag(Tab.library)
            .badge(3)

            NavigationStack {
                Text("Search").navigationTitle("Search")
            }
            .tabItem { Label("Search", systemImage: "magnifyingglass") }
            .tag(Tab.search)
        }
    }
}

#Preview {
    MusicApp()
}

import SwiftUI

// An app's root: a TabView with three tabs, each tab a NavigationStack with its own title,
// and a badge on the inbox tab.

struct HomeTab: View {
    var body: some View {
        NavigationStack {
            VStack(spacing: 12) {
                ForEach(0..<3) { _ in
                    RoundedRectangle(cornerRadius: 12)
                        .fill(Color.blue.opacity(0.12))
                        .frame(height: 100)
                }
                Spacer()
            }
            .padding()
            .navigationTitle("Home")
        }
    }
}

struct RootTabs: View {
    @State private var tab = 0

    var body: some View {
        TabView(selection: $tab) {
            HomeTab()
                .tabItem { Label("Home", systemImage: "house") }
                .tag(0)
            NavigationStack {
                Text("No new messages")
                    .navigationTitle("Inbox")
            }
            .tabItem { Label("Inbox", systemImage: "tray") }
            .badge(3)
            .tag(1)
            NavigationStack {
                Text("Profile")
                    .navigationTitle("Me")
            }
            .tabItem { Label("Me", systemImage: "person.circle") }
            .tag(2)
        }
    }
}

#Preview {
    RootTabs()
}

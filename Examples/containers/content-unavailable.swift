// Empty states (iOS 17): a ContentUnavailableView fills the space it is offered and centres its
// icon, title, description and actions (ControlMetrics, UNCERTAIN sizes).
//
//     layoutlab run Examples/containers/content-unavailable.swift

struct FavoritesView: View {
    let favorites: [String] = []
    let query = "sushi"

    var body: some View {
        NavigationStack {
            Group {
                if favorites.isEmpty {
                    ContentUnavailableView {
                        Label("No Favorites", systemImage: "star")
                    } description: {
                        Text("Tap the star on a restaurant to keep it here.")
                    } actions: {
                        Button("Browse Restaurants") {}
                            .buttonStyle(.borderedProminent)
                    }
                } else {
                    List(favorites, id: \.self) { Text($0) }
                }
            }
            .navigationTitle("Favorites")
            .overlay(alignment: .bottom) {
                ContentUnavailableView.search(text: query)
                    .frame(height: 200)
            }
        }
    }
}

#Preview {
    FavoritesView()
}

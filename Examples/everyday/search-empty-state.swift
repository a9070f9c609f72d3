import SwiftUI

// A search screen that shows ContentUnavailableView when nothing matches, inside a
// NavigationStack with a search field.

struct RecipeSearch: View {
    @State private var query = "saffron"
    let recipes = ["Tomato soup", "Pesto pasta", "Lemon cake"]

    private var results: [String] {
        query.isEmpty ? recipes : recipes.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            Group {
                if results.isEmpty {
                    ContentUnavailableView.search(text: query)
                } else {
                    List(results, id: \.self) { Text($0) }
                }
            }
            .navigationTitle("Recipes")
        }
    }
}

#Preview {
    RecipeSearch()
}

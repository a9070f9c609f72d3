// A NavigationStack with the default large title: the content is proposed what the 96 pt bar
// leaves of the safe area, 402×682 on the iPhone 16 Pro, and centred in it (spec §24.3).
//
//     layoutlab run Examples/containers/navigation-stack-large-title.swift

struct Recipe: Hashable {
    let name: String
    let minutes: Int
}

struct RecipesView: View {
    let recipes = [Recipe(name: "Pancakes", minutes: 20), Recipe(name: "Risotto", minutes: 40), Recipe(name: "Salad", minutes: 10)]

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                ForEach(recipes, id: \.self) { recipe in
                    NavigationLink(value: recipe) {
                        HStack {
                            Text(recipe.name)
                            Spacer()
                            Text("\(recipe.minutes) min").foregroundStyle(.secondary)
                            Image(systemName: "chevron.right")
                        }
                    }
                }
                Spacer()
            }
            .padding()
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { recipe in
                Text(recipe.name)
            }
        }
    }
}

#Preview {
    RecipesView()
}

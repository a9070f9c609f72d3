import SwiftUI

// Browse by category: chips in two fixed rows that scroll sideways, under a heading.
//
// A LazyHGrid's rows come from its GridItems alone (spec §19.2, axes swapped): two rows of 44
// with 8 between them make the grid 96 tall (the ScrollView is given that height); the chips
// fill the rows top to bottom, one column after another, each column as wide as its widest chip.

struct CategoryBrowser: View {
    let categories = ["Music", "Podcasts", "News", "Sports", "Kids", "Comedy", "Science", "History", "Art"]
    let rows = [GridItem(.fixed(44)), GridItem(.fixed(44))]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Browse")
                .font(.title2.bold())
                .padding(.horizontal, 16)
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHGrid(rows: rows, spacing: 12) {
                    ForEach(categories, id: \.self) { category in
                        Text(category)
                            .font(.subheadline)
                            .padding(.horizontal, 14)
                            .frame(height: 36)
                            .background(Capsule().fill(Color.teal.opacity(0.2)))
                    }
                }
                .padding(.horizontal, 16)
            }
            .frame(height: 96)
        }
    }
}

#Preview {
    CategoryBrowser()
}

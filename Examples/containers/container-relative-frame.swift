import SwiftUI

// A store front: a banner a third of the screen tall, then a carousel of featured cards, each
// two of three columns of its ScrollView wide, so the next card peeks in. Spec §20.3.
//
// The banner's container is the vertical ScrollView (778 tall): 778 ÷ 3 = 259.333. The cards'
// container is the horizontal ScrollView, 402 wide: columns (402 − 2 × 10) ÷ 3 = 127.333, and a
// card spanning two is 2 × 127.333 + 10 = 264.667 wide.

struct Featured: Identifiable {
    let id: Int
    let title: String
}

struct StoreFront: View {
    let featured = (1...5).map { Featured(id: $0, title: "Pick \($0)") }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Color.purple
                    .containerRelativeFrame(.vertical) { length, _ in length / 3 }
                Text("Featured")
                    .font(.title2.bold())
                    .padding(.horizontal, 16)
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 10) {
                        ForEach(featured) { item in
                            RoundedRectangle(cornerRadius: 16)
                                .fill(Color.orange.gradient)
                                .overlay(alignment: .bottomLeading) {
                                    Text(item.title)
                                        .font(.headline)
                                        .padding()
                                }
                                .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
                                .frame(height: 180)
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.viewAligned)
                .scrollIndicators(.never)
                .frame(height: 180)
            }
        }
    }
}

#Preview {
    StoreFront()
}

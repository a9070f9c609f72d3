import SwiftUI

// A featured carousel: a horizontal ScrollView of cards, each 90% of the container's width
// with containerRelativeFrame, snapping card by card.

struct FeaturedCarousel: View {
    let colors: [Color] = [.red, .orange, .yellow, .green, .blue]

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: 12) {
                ForEach(colors.indices, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 20)
                        .fill(colors[index].gradient)
                        .containerRelativeFrame(.horizontal) { length, _ in length * 0.9 }
                        .frame(height: 200)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .contentMargins(.horizontal, 20, for: .scrollContent)
    }
}

#Preview {
    FeaturedCarousel()
}

import SwiftUI

// A five-star rating with half stars, as review screens draw it: ForEach over a range,
// SF Symbols chosen per position, and the average computed from the reviews.

struct Review {
    let author: String
    let stars: Int
}

struct StarRating: View {
    let rating: Double
    var maximum = 5

    private func symbol(at index: Int) -> String {
        let value = rating - Double(index)
        if value >= 1 { return "star.fill" }
        if value >= 0.5 { return "star.leadinghalf.filled" }
        return "star"
    }

    var body: some View {
        HStack(spacing: 2) {
            ForEach(0..<maximum, id: \.self) { index in
                Image(systemName: symbol(at: index))
                    .foregroundStyle(.yellow)
            }
        }
        .imageScale(.small)
    }
}

struct ReviewSummary: View {
    let reviews = [Review(author: "Ana", stars: 5), Review(author: "Ben", stars: 4), Review(author: "Chloe", stars: 4),
                   Review(author: "Dev", stars: 3)]

    var average: Double {
        guard !reviews.isEmpty else { return 0 }
        return Double(reviews.map(\.stars).reduce(0, +)) / Double(reviews.count)
    }

    var body: some View {
        HStack(spacing: 8) {
            Text(average, format: .number.precision(.fractionLength(1)))
                .font(.title.bold())
            StarRating(rating: average)
        }
    }
}

#Preview {
    ReviewSummary()
}

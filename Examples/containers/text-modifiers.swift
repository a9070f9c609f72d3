import SwiftUI

// An article page: a condensed serif headline, an upper-cased byline with tracking, a lede
// that always reserves three lines, a body with extra line spacing, and an italic pull quote
// held to two to four lines. Each modifier changes what the Text views inside measure
// (spec §2.5, §25).
//
// Body text is 17 pt: one line is 20.333 tall and each further line adds the style's leading,
// 22 (§25.2); .lineSpacing(6) adds 6 more per further line, so n lines are 20.333 + (n − 1) × 28.

struct ArticlePage: View {
    let lede = "A short summary."
    let body1 = "First line of the body\nSecond line of the body\nThird line of the body"

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Swift on the Server")
                .font(.extraLargeTitle)
                .fontDesign(.serif)
                .fontWidth(.condensed)
            Text("by Ana Lima · 5 min")
                .font(.caption)
                .textCase(.uppercase)
                .tracking(1.5)
            Text(lede)
                .lineLimit(3, reservesSpace: true)
            Text(body1)
                .lineSpacing(6)
            Text("“Measure twice, cut once.”")
                .italic()
                .kerning(0.5)
                .lineLimit(2...4)
                .allowsTightening(true)
        }
        .padding(.horizontal, 20)
        .fontDesign(.rounded)
    }
}

#Preview {
    ArticlePage()
}

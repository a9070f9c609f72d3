import SwiftUI

// A reading list: a scrolling column of cards kept 20 points from the screen's sides with
// .safeAreaPadding, 12 points of extra margin above and below its content with .contentMargins,
// and a bottom bar added to the safe area with .safeAreaInset. Spec §16.4, §20.4.
//
// The bottom bar is 56 tall, so the ScrollView gets 778 − 56 = 722; .safeAreaPadding(.horizontal, 20)
// offers it 402 − 40 = 362 and places it at x = 20 (§20.5(f)); the content margins shift the
// column down by 12 and add 24 to its height (§16.4, UNCERTAIN model).

struct ReadingList: View {
    let titles = ["The Pragmatic Programmer", "Designing Data-Intensive Applications", "Refactoring", "Clean Architecture",
                  "The Mythical Man-Month", "Domain-Driven Design"]

    var body: some View {
        ScrollView {
            VStack(spacing: 12) {
                ForEach(titles, id: \.self) { title in
                    Text(title)
                        .font(.headline)
                        .frame(maxWidth: .infinity, minHeight: 80, alignment: .leading)
                        .padding(.horizontal, 16)
                        .background(Color.yellow.opacity(0.2), in: RoundedRectangle(cornerRadius: 12))
                }
            }
        }
        .contentMargins(.vertical, 12, for: .scrollContent)
        .safeAreaPadding(.horizontal, 20)
        .safeAreaInset(edge: .bottom, spacing: 0) {
            HStack {
                Text("6 books")
                Spacer()
                Button("Add") {}
            }
            .padding(.horizontal, 20)
            .frame(height: 56)
            .background(.bar)
        }
    }
}

#Preview {
    ReadingList()
}

import SwiftUI

// Cards sized by their tab, not by the screen (issue 33 rule 2; spec §20.3, §24.3). Apple's
// containerRelativeFrame page names "a tab of a TabView" among the containers, and measures
// it "subtracting any safe area insets": the tab bar is one of them. The ScrollView, itself a
// container, is nearer still: it fills the tab and reaches under its bars, so its size less its
// safe area is the tab's. On the iPhone 16 Pro (a 49-pt tab bar above the 34-pt home
// indicator, spec §24.3) that is 402 × 729, and two cards 16 apart are (729 − 16) / 2 = 356.5
// tall each (drawn on whole pixels: 356.67, 356.33, …). In the second tab, a NavigationStack
// with a large title is nearer again: 402 × 633 under iOS 18's 96-pt bar, of which the
// banner takes a third (211).

struct HighlightsTabs: View {
    let cards: [Color] = [.orange, .teal, .indigo]

    var body: some View {
        TabView {
            ScrollView {
                VStack(spacing: 16) {
                    ForEach(cards, id: \.self) { color in
                        color.containerRelativeFrame(.vertical, count: 2, spacing: 16)
                    }
                }
            }
            .tabItem { Label("Highlights", systemImage: "star") }

            NavigationStack {
                Color.teal
                    .containerRelativeFrame(.vertical) { length, _ in length / 3 }
                    .navigationTitle("Library")
            }
            .tabItem { Label("Library", systemImage: "books.vertical") }
        }
    }
}

#Preview {
    HighlightsTabs()
        .previewDevice(PreviewDevice(rawValue: "iPhone 16 Pro"))
}

import SwiftUI

// A story reader: pages a full screen tall inside a NavigationStack with a large title, and a
// progress strip drawn over the ScrollView. Issue 33 rule 2; spec §20.3, §24.3.
//
// "The size provided to this modifier is the size of a container … subtracting any safe area
// insets" (Apple's containerRelativeFrame page). The nearest container of each page is the
// ScrollView, which sits inside the safe area the large title bar leaves: on the iPhone 17 Pro
// with iOS 26, 874 − 62 − 106 − 34 = 672 tall (682 under iOS 18's 96-pt bar, spec §24.3), so
// each page is 402 × 672. The strip is in the ScrollView's overlay, not inside it: its container
// is the NavigationStack, also 672 tall below its bar, of which it takes a tenth (67.33).

struct StoryReader: View {
    let pages = ["Once", "upon", "a time"]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(pages, id: \.self) { page in
                        Color.orange.opacity(0.3)
                            .overlay { Text(page).font(.largeTitle) }
                            .containerRelativeFrame(.vertical)
                    }
                }
            }
            .overlay(alignment: .top) {
                Color.black.opacity(0.2)
                    .containerRelativeFrame(.vertical) { length, _ in length / 10 }
            }
            .navigationTitle("Story")
        }
    }
}

#Preview {
    StoryReader()
}

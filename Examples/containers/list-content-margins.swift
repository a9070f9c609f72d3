import SwiftUI

// A settings list with wider side margins: .contentMargins(.horizontal, 40, for: .scrollContent)
// moves each inset-grouped card 40 points in from the list's sides, and .listSectionSpacing and
// .listRowInsets change the gap between sections and one row's insets. Issue 33 rule 4; spec
// §16.4, §23.
//
// The card is 402 − 2 × 40 = 322 wide (UNCERTAIN: the margin replaces the card inset,
// ListMetrics.sectionInsets); on iOS 26 a row's content is 16 inside it, so it is proposed
// 322 − 2 × 16 = 290 and starts at x = 56 (20 and 60 on iOS 18). The banner row has no insets:
// it spans its card, 322 wide at x = 40. Margins for .scrollIndicators move the indicators only.

struct AccountSettings: View {
    var body: some View {
        List {
            Section("Account") {
                Color.indigo
                    .frame(height: 60)
                    .listRowInsets(EdgeInsets())
                Text("Name")
                Text("Email")
            }
            Section("Notifications") {
                Text("Sounds")
                Text("Badges")
            }
        }
        .listSectionSpacing(16)
        .contentMargins(.horizontal, 40, for: .scrollContent)
        .contentMargins(.vertical, 8, for: .scrollIndicators)
    }
}

#Preview {
    AccountSettings()
}

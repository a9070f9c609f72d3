import SwiftUI

// A settings list on an iPad (issue 33 rule 4): the scroll modifiers a List takes (spec §23.1),
// laid out on an iPad Pro 11-inch in portrait (834 wide; 24 above and 20 or 25 below are
// the safe area, platforms §1.2).
//
//     layoutlab run Examples/containers/list-ipad-margins.swift --os 18
//
// - `.contentMargins(.horizontal, 60, for: .scrollContent)` puts the cards 60 from the list's
//   sides instead of 16 (UNCERTAIN, ListMetrics.sectionInsets: the margin replaces the card
//   inset); the rows' content, 20 inside the card, is proposed 834 − 120 − 40 = 674.
// - `.listRowInsets(EdgeInsets())` gives the banner row its card's whole width, 714.
// - `.listSectionSpacing(10)` puts 10 between the sections, not the release's 35 (§23.2).
// - `.safeAreaPadding(.bottom, 60)` leaves room for a bar of the app's own below the list.

struct PadSettings: View {
    var body: some View {
        List {
            Section("Display") {
                Color.orange.frame(height: 80)
                    .listRowInsets(EdgeInsets())
                Color.gray.opacity(0.3).frame(height: 30)
            }
            Section("Sound") {
                Color.gray.opacity(0.3).frame(height: 30)
                Color.gray.opacity(0.3).frame(height: 30)
            }
        }
        .contentMargins(.horizontal, 60, for: .scrollContent)
        .listSectionSpacing(10)
        .safeAreaPadding(.bottom, 60)
    }
}

#Preview {
    PadSettings()
        .previewDevice(PreviewDevice(rawValue: "iPad Pro 11"))
}

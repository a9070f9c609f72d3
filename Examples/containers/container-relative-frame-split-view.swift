import SwiftUI

// Each column of a NavigationSplitView is a container (issue 33 rule 2; spec §20.3): Apple's
// containerRelativeFrame page names "a NavigationSplitView column" among them, measured
// "subtracting any safe area insets". On an iPad Pro 11-inch in landscape the sidebar is 320
// wide and the detail column the rest, 890; each tile is half of its own column's width (160
// and 445), not of the screen's 1210:
//
//     layoutlab run Examples/containers/container-relative-frame-split-view.swift
//     layoutlab run Examples/containers/container-relative-frame-split-view.swift --os 18
//
// Vertically a column is its height less its safe area, the bar included: on iPadOS 26,
// 834 − 24 − 25 and the 54-pt bar (platforms §1.3, §2.1) = 731, so the detail tile is 365.5
// tall; on iPadOS 18, 834 − 24 − 20 − 50 = 740 and 370.

struct PhotoBrowser: View {
    var body: some View {
        NavigationSplitView {
            Color.orange
                .containerRelativeFrame(.horizontal, count: 2, spacing: 0)
        } detail: {
            Color.indigo
                .containerRelativeFrame([.horizontal, .vertical], count: 2, spacing: 0)
        }
    }
}

#Preview(traits: .landscapeLeft) {
    PhotoBrowser()
        .previewDevice(PreviewDevice(rawValue: "iPad Pro 11"))
}

import SwiftUI
import RemoteKit

// An opaque value where a number is needed: --placeholders does not guess one.
struct BadgeView: View {
    var body: some View {
        Text("New")
            .padding(RemoteMetrics.badgePadding)
    }
}

import SwiftUI

// Not in the target's Sources build phase: Xcode does not compile it.
struct Badge: View {
    var body: some View {
        Text("New").frame(width: 30)
    }
}

import SwiftUI

// A stale copy left in the folder: not a member of the Birds target (membershipExceptions).
struct BirdView: View {
    var body: some View {
        Text("Robin").frame(width: 50)
    }
}

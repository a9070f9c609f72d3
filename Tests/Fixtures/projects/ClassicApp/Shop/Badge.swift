import SwiftUI

struct Badge: View {
    var body: some View {
        Text("New").frame(width: 80)
    }
}

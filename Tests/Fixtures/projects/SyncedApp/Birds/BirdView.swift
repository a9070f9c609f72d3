import SwiftUI

struct BirdView: View {
    var body: some View {
        Text("Robin").frame(width: 120)
    }
}

import SwiftUI

struct ContentView: View {
    var body: some View {
        BirdView()
    }
}

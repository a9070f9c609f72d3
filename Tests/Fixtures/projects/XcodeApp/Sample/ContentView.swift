import SwiftUI

struct ContentView: View {
    var body: some View {
        Text("Hello").padding(Theme.padding)
    }
}

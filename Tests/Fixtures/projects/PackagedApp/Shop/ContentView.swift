import SwiftUI
import Kit

struct ContentView: View {
    var body: some View {
        PriceTag(price: "$4")
    }
}

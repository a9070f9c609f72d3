// Seed 000 (000_722b9c5ab6c8f212.txt), "Considerations › position: (0.0, 0.0)": the border's
// alignment query runs the inspector's placeSubviews at (0, 0) before the real position.

struct ContentView: View {
    var body: some View {
        Text("Hello, world.")
            .inspectLayoutProcess("Text", printPosition: true)
            .border(.pink)
    }
}

// Seed 000 (000_722b9c5ab6c8f212.txt), "Usage Examples › padding": the Text is offered the
// parent's proposal minus 10 pt on each edge.

struct ContentView: View {
    var body: some View {
        Text("Hello, world.")
            .inspectLayoutProcess("Text")
            .padding(10)
            .inspectLayoutProcess("padding")
    }
}

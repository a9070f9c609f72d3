// Seed 000 (000_722b9c5ab6c8f212.txt), "Usage Examples › fixedSize": before .fixedSize, the
// Text is offered the frame's 50×50 and wraps.

struct ContentView: View {
    var body: some View {
        Text("Hello, world.")
            .inspectLayoutProcess("Text")
            .frame(width: 50, height: 50)
            .border(.pink)
    }
}

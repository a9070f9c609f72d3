// Seed 000 (000_722b9c5ab6c8f212.txt), "Usage Examples › fixedSize": after
// .fixedSize(horizontal: true, vertical: false), the Text is offered a nil width.

struct ContentView: View {
    var body: some View {
        Text("Hello, world.")
            .inspectLayoutProcess("Text")
            .fixedSize(horizontal: true, vertical: false)
            .inspectLayoutProcess("fixedSize")
            .frame(width: 50, height: 50)
            .border(.pink)
    }
}

// Seed 000 (000_722b9c5ab6c8f212.txt), "Considerations › layoutPriority": an inspector applied
// after .layoutPriority hides the priority, so red stays 200 tall (the comments).

struct ContentView: View {
    var body: some View {
        VStack(spacing: .zero) {
            rectangle(color: .red, minHeight: 200, maxHeight: 250) // (300.0, 200.0)
                .inspectLayoutProcess("🟥")
            rectangle(color: .blue, minHeight: 0, maxHeight: 60) // (300.0, 60.0)
                .inspectLayoutProcess("🟦")
                .layoutPriority(1.0)
                .inspectLayoutProcess("layoutPriority")
        }
        .frame(width: 300, height: 300)
        .border(.primary)
    }
    
    func rectangle(color: Color, minHeight: CGFloat, maxHeight: CGFloat) -> some View {
        Rectangle()
            .fill(color)
            .frame(minHeight: minHeight, maxHeight: maxHeight)
    }
}

// Seed 000 (000_722b9c5ab6c8f212.txt), "おまけ 1": with .layoutPriority(1.0) on blue the
// VStack uses all 300 pt: red becomes 240 tall (the article's comment), blue 60.

struct ContentView: View {
    var body: some View {
        VStack(spacing: .zero) {
            rectangle(color: .red, minHeight: 200, maxHeight: 250) // (300.0, 240.0)
            rectangle(color: .blue, minHeight: 0, maxHeight: 60) // (300.0, 60.0)
                .layoutPriority(1.0)
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

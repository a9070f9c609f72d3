// Seed 000 (000_722b9c5ab6c8f212.txt), "おまけ 1": two flexible rectangles in a 300 pt tall
// VStack leave 40 pt unused. The comments are the sizes the article observed.

struct ContentView: View {
    var body: some View {
        VStack(spacing: .zero) {
            rectangle(color: .red, minHeight: 200, maxHeight: 250) // (300.0, 200.0)
            rectangle(color: .blue, minHeight: 0, maxHeight: 60) // (300.0, 60.0)
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

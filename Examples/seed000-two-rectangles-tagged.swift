// Seed 000 (000_722b9c5ab6c8f212.txt), "おまけ 1": the same VStack with the two
// .inspectLayoutProcess lines the article adds (marked ✅); it printed 12 lines.

struct ContentView: View {
    var body: some View {
        VStack(spacing: .zero) {
            rectangle(color: .red, minHeight: 200, maxHeight: 250)
                .inspectLayoutProcess("🟥") // ✅
            rectangle(color: .blue, minHeight: 0, maxHeight: 60)
                .inspectLayoutProcess("🟦") // ✅
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

// Seed 000 (000_722b9c5ab6c8f212.txt), "おまけ 2": the 🟥🟦🟨 VStack under .fixedSize() is
// proposed nil × nil, asks its children for ideal sizes in declaration order, then proposes
// them its own width (100, nil) when placing them.

struct ContentView: View {
    var body: some View {
        VStack(spacing: 10) {
            flexibleSizeRectangle(color: .red, minHeight: 10, maxHeight: 100)
                .inspectLayoutProcess("🟥")
            
            fixedSizeRectangle(color: .blue, size: 100)
                .inspectLayoutProcess("🟦")
            
            flexibleSizeRectangle(color: .yellow, minHeight: 50, maxHeight: 100)
                .inspectLayoutProcess("🟨")
        }
        .inspectLayoutProcess("VStack")
        .fixedSize()
        .border(.gray)
    }
    
    func flexibleSizeRectangle(color: Color, minHeight: CGFloat, maxHeight: CGFloat) -> some View {
        Rectangle()
            .fill(color)
            .frame(width: 100)
            .frame(minHeight: minHeight, maxHeight: maxHeight)
    }
    
    func fixedSizeRectangle(color: Color, size: CGFloat) -> some View {
        Rectangle()
            .fill(color)
            .frame(width: size, height: size)
    }
}

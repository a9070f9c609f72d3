// Seed 000 (000_722b9c5ab6c8f212.txt), "Usage Examples › VStack(HStack)": the 🟥🟦🟨 VStack in a
// 300×500 frame. The article printed 18 lines: the flexibility probes (300, 0) and (300, inf),
// then the real proposals in order of flexibility (🟦, 🟨, 🟥).

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
        .frame(width: 300, height: 500)
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

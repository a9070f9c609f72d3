// Seed 000 (000_722b9c5ab6c8f212.txt), "おまけ 3": RedRectangleProxy, a custom Layout that
// answers scripted sizes to the VStack's probes, shows that the probes' reported widths do
// not affect the VStack. LayoutLab interprets this Layout's code.

struct RedRectangleProxy: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        switch proposal {
        case .init(width: 300, height: .zero): .init(width: 90, height: 100)
        case .init(width: 300, height: .infinity): .init(width: 110, height: 100)
        default: .init(width: 100, height: 100)
        }
    }
    
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: .zero) {
            RedRectangleProxy {
                Rectangle()
                    .fill(.red)
                    .frame(width: 100, height: 100)
            }
            .inspectLayoutProcess("🟥")
            
            Rectangle()
                .fill(.blue)
                .frame(width: 100, height: 100)
                .inspectLayoutProcess("🟦")
        }
        .frame(width: 300, height: 300)
    }
}

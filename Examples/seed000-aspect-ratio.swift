// Seed 000 (000_722b9c5ab6c8f212.txt), "Usage Examples › aspectRatio" (Code & Output): four
// variants chosen by @State i; the doc comment above each variant is what it printed.
// `layoutlab run … --param i=2` picks flexibleRectangle_fit. The Button's action is kept,
// never run.

struct ContentView: View {
    @State private var i = 0
    
    var body: some View {
        VStack(spacing: .zero) {
            switch i {
            case 0: rectangle_fit
            case 1: rectangle_fill
            case 2: flexibleRectangle_fit
            case 3: flexibleRectangle_fill
            default: EmptyView()
            }
        }
        .frame(width: 350, height: 600)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .safeAreaInset(edge: .bottom) {
            Button("Change") {
                print("- - - - - - - - - -")
                i = (i + 1) % 4
            }
        }
    }
    
    /// 【aspectRatio】proposal size: ProposedViewSize(width: Optional(300.0), height: Optional(600.0))
    /// 【frame】proposal size: ProposedViewSize(width: Optional(300.0), height: Optional(300.0))
    /// 【frame】report size: (300.0, 300.0)
    /// 【aspectRatio】report size: (300.0, 300.0)
    ///
    var rectangle_fit: some View {
        Rectangle()
            .fill(.pink)
            .inspectLayoutProcess("frame")
            .aspectRatio(1, contentMode: .fit)
            .inspectLayoutProcess("aspectRatio")
            .frame(width: 300, height: 600)
    }
    
    /// 【aspectRatio】proposal size: ProposedViewSize(width: Optional(300.0), height: Optional(600.0))
    /// 【frame】proposal size: ProposedViewSize(width: Optional(600.0), height: Optional(600.0))
    /// 【frame】report size: (600.0, 600.0)
    /// 【aspectRatio】report size: (600.0, 600.0)
    ///
    var rectangle_fill: some View {
        Rectangle()
            .fill(.pink)
            .inspectLayoutProcess("frame")
            .aspectRatio(1, contentMode: .fill)
            .inspectLayoutProcess("aspectRatio")
            .frame(width: 300, height: 600)
    }
    
    /// 【aspectRatio】proposal size: ProposedViewSize(width: Optional(600.0), height: Optional(600.0))
    /// 【frame】proposal size: ProposedViewSize(width: Optional(300.0), height: Optional(600.0))
    /// 【frame】report size: (300.0, 600.0)
    /// 【aspectRatio】report size: (300.0, 600.0)
    ///
    var flexibleRectangle_fit: some View {
        Rectangle()
            .fill(.pink)
            .inspectLayoutProcess("frame")
            .aspectRatio(1/2, contentMode: .fit)
            .inspectLayoutProcess("aspectRatio")
            .frame(width: 600, height: 600)
    }
    
    /// 【aspectRatio】proposal size: ProposedViewSize(width: Optional(600.0), height: Optional(600.0))
    /// 【frame】proposal size: ProposedViewSize(width: Optional(600.0), height: Optional(1200.0))
    /// 【frame】report size: (600.0, 1200.0)
    /// 【aspectRatio】report size: (600.0, 1200.0)
    ///
    var flexibleRectangle_fill: some View {
        Rectangle()
            .fill(.pink)
            .inspectLayoutProcess("frame")
            .aspectRatio(1/2, contentMode: .fill)
            .inspectLayoutProcess("aspectRatio")
            .frame(width: 600, height: 600)
    }
}

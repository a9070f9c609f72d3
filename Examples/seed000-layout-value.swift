// Seed 000 (000_722b9c5ab6c8f212.txt), "Considerations › ContainerValue & LayoutValue ›
// LayoutValue": the inspector hides the layout value too, so the layout prints nil.

struct MyLayoutValue: LayoutValueKey {
    static let defaultValue: Int? = nil
}

struct MyLayoutValueChecker: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let subview = subviews.first else {
            return .zero
        }
        
        print("subview[MyLayoutValue.self]:", subview[MyLayoutValue.self] as Any)
        
        return subview.sizeThatFits(proposal)
    }
    
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
}

struct ContentView: View {
    var body: some View {
        MyLayoutValueChecker {
            Text("Hello, world.")
                .layoutValue(key: MyLayoutValue.self, value: 777)
                .inspectLayoutProcess("Text")
        }
    }
}

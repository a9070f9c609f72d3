// Seed 000 (000_722b9c5ab6c8f212.txt), "Considerations › ContainerValue & LayoutValue ›
// ContainerValue": the inspector between the Text and the checking layout hides the
// container value, so the layout prints nil.

extension ContainerValues {
    @Entry var myContainerValue: Int? = nil
}

struct MyContainerValueChecker: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let subview = subviews.first else {
            return .zero
        }

        print("subview.containerValues.myContainerValue:", subview.containerValues.myContainerValue as Any)

        return subview.sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
}

struct ContentView: View {
    var body: some View {
        MyContainerValueChecker {
            Text("Hello, world.")
                .containerValue(\.myContainerValue, 777)
                .inspectLayoutProcess("Text")
        }
    }
}

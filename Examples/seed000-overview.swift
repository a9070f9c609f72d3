// Seed 000 (000_722b9c5ab6c8f212.txt), "Overview": a Text in a VStack in a 300×300 frame,
// inspected with printPosition: true, and the article's LayoutProcessInspector with its
// View extension (LayoutLab recognises both and runs its built-in inspector).

import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack {
            Text("Hello, world.")
                .inspectLayoutProcess("Text", printPosition: true)
        }
        .frame(width: 300, height: 300)
    }
}

struct LayoutProcessInspector: Layout {
    var tag: String
    var printPosition: Bool

    init(_ tag: String, printPosition: Bool = false) {
        self.tag = tag
        self.printPosition = printPosition
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        print("【\(tag)】proposal size:", proposal)
        let size = subviews[0].sizeThatFits(proposal)
        print("【\(tag)】report size:", size)
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let position = bounds.origin
        subviews[0].place(at: position, proposal: proposal)
        if printPosition == true { print("【\(tag)】position: \(position)") }
    }
}

extension View {
    func inspectLayoutProcess(_ tag: String, printPosition: Bool = false) -> some View {
        LayoutProcessInspector(tag, printPosition: printPosition) { self }
    }
}

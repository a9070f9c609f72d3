// Seed 000 (000_722b9c5ab6c8f212.txt), "VStack(HStack)": the 🟥🟦🟨 VStack with
// .inspectLayoutProcess("VStack") applied (the listing marked ✅). The article printed 20 lines.
// The fragment is pasted as published; the helper functions come from the listing above it,
// and LayoutProcessInspector with its View extension from the article's introduction.

import SwiftUI

VStack(spacing: 10) {
    flexibleSizeRectangle(color: .red, minHeight: 10, maxHeight: 100)
        .inspectLayoutProcess("🟥")
    
    fixedSizeRectangle(color: .blue, size: 100)
        .inspectLayoutProcess("🟦")
    
    flexibleSizeRectangle(color: .yellow, minHeight: 50, maxHeight: 100)
        .inspectLayoutProcess("🟨")
}
.inspectLayoutProcess("VStack") // ✅
.frame(width: 300, height: 500)
.border(.gray)

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

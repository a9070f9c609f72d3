import SwiftUI

// A custom Layout that prints what it is proposed and where it places its views, as people
// debug one in Xcode (issue 33 rule 8). `layoutlab run` prints the lines a device's console
// would show, once each: the recorder also measures the layout on a side copy for the
// flexibility table (proposals of 0, ∞ and nil), and those measurements print nothing.
//
//     layoutlab run Examples/containers/custom-layout-prints.swift
//
// prints, on the default iPhone (402 × 778 safe area below a 62-pt top inset):
//
//     sizeThatFits 402.0 x 778.0 -> 196.0 x 40.0
//     placeSubviews at (103.0, 431.0) size 196.0 x 40.0
//
// and `layoutlab verify console.log --source` this file compares a device's console with them.

struct EqualColumns: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let widest = sizes.map(\.width).max() ?? 0
        let count = CGFloat(subviews.count)
        let size = CGSize(width: widest * count + spacing * (count - 1), height: sizes.map(\.height).max() ?? 0)
        print("sizeThatFits \(proposal.width ?? -1) x \(proposal.height ?? -1) -> \(size.width) x \(size.height)")
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        print("placeSubviews at (\(bounds.minX), \(bounds.minY)) size \(bounds.width) x \(bounds.height)")
        let count = CGFloat(subviews.count)
        let width = (bounds.width - spacing * (count - 1)) / count
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(index) * (width + spacing), y: bounds.minY),
                          proposal: ProposedViewSize(width: width, height: bounds.height))
        }
    }
}

struct ColourSwatches: View {
    var body: some View {
        EqualColumns {
            Color.red.frame(width: 60, height: 40)
            Color.green.frame(width: 40, height: 40)
            Color.blue.frame(width: 60, height: 30)
        }
    }
}

#Preview {
    ColourSwatches()
}

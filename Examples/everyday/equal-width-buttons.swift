import SwiftUI

// Buttons of equal width, however long their titles: a custom Layout with a cache that
// measures every subview once at its ideal size and gives each the widest width.

struct EqualWidthHStack: Layout {
    var spacing: CGFloat = 10

    struct CacheData {
        var maxSize: CGSize
    }

    func makeCache(subviews: Subviews) -> CacheData {
        CacheData(maxSize: maxSize(subviews))
    }

    func updateCache(_ cache: inout CacheData, subviews: Subviews) {
        cache.maxSize = maxSize(subviews)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let total = cache.maxSize.width * CGFloat(subviews.count) + spacing * CGFloat(subviews.count - 1)
        return CGSize(width: total, height: cache.maxSize.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) {
        let proposal = ProposedViewSize(width: cache.maxSize.width, height: cache.maxSize.height)
        var x = bounds.minX + cache.maxSize.width / 2
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: proposal)
            x += cache.maxSize.width + spacing
        }
    }

    private func maxSize(_ subviews: Subviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) { current, size in
            CGSize(width: max(current.width, size.width), height: max(current.height, size.height))
        }
    }
}

struct Pill: View {
    let width: CGFloat

    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(Color.accentColor)
            .frame(minWidth: width, maxWidth: .infinity, minHeight: 36)
            .fixedSize(horizontal: false, vertical: true)
    }
}

struct VoteButtons: View {
    var body: some View {
        EqualWidthHStack(spacing: 12) {
            Pill(width: 60)
            Pill(width: 110)
            Pill(width: 80)
        }
    }
}

#Preview {
    VoteButtons()
}

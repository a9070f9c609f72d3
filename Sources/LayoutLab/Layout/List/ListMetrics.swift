import Foundation

// Spec §23.1, §23.2 — the geometry of List and Form rows, headers and sections, per list
// style, with its source: one line per number. Everything but the minimum row height is
// UNCERTAIN: the spec's proposed defaults (§23.2, no measurement found) or, where it says
// nothing, LayoutLab's choice (marked so). The numbers that differ between iOS releases (card
// inset, row insets and minimum height, section spacing) are each release's
// (Platform/PlatformMetrics.swift).

struct ListMetrics: Equatable {
    /// How far each section's card is inset from the list's sides (the release's: 16 in
    /// `.insetGrouped` to iOS 18, §23.2; 20 from iOS 26, 16 on a ≤ 375-pt list), 0 where rows
    /// span the list.
    var cardInset: CGFloat
    /// The card inset of a list at most `PlatformMetrics.narrowListWidth` wide, when it differs.
    var narrowCardInset: CGFloat?
    /// The band above the first section (§23.2: the first section header band, 35).
    var firstSectionTop: CGFloat
    /// Between sections: the release's (35, §23.2; 20 from iOS 26) by default;
    /// `.listSectionSpacing` changes it.
    var sectionSpacing: CGFloat
    /// The insets of a row's content from the card's edges (the release's: 20 across and 11
    /// down, §23.2; 16 across and 15 down from iOS 26); `.listRowInsets` replaces them per row.
    var rowInsets: EdgeInsets

    /// The card inset for a list `width` wide.
    func cardInset(forWidth width: CGFloat) -> CGFloat {
        guard let narrowCardInset, width <= PlatformMetrics.narrowListWidth else { return cardInset }
        return narrowCardInset
    }

    /// Where the sections of a list `width` wide start: how far in from each side, and how far
    /// down the first section's band begins, with `.contentMargins` for the content (or
    /// `.automatic`) of `margins` on `edges` (Lists "accept the same scroll modifiers, including
    /// `.contentMargins`", spec §23.1). UNCERTAIN (no measurement found, spec §16.6.3): on the
    /// leading or trailing edge the margin replaces the card inset, as the list's own margin
    /// (an insetGrouped card moves to the margin; a plain list's rows, inset by none, move in by
    /// it); at the top it is added above the first section's band, as a ScrollView adds it above
    /// its content (§16.4); at the bottom it changes nothing at offset 0.
    func sectionInsets(forWidth width: CGFloat, margins: EdgeInsets, on edges: Edge.Set) -> EdgeInsets {
        let card = cardInset(forWidth: width)
        return EdgeInsets(
            top: edges.contains(.top) ? margins.top : 0,
            leading: edges.contains(.leading) ? margins.leading : card,
            bottom: 0,
            trailing: edges.contains(.trailing) ? margins.trailing : card)
    }

    /// Section headers and footers sit `headerInset` from the card's leading edge, like row
    /// content; a header's band is at least the section gap, and its bottom is
    /// `headerBottomPadding` above the card, its top `headerTopPadding` below the band's top;
    /// a footer starts `footerTopPadding` below the card. Their fonts are the release's
    /// (`PlatformMetrics.listSectionHeaderFont`, `listSectionFooterFont`). UNCERTAIN:
    /// LayoutLab's choice (§23.2 gives only the 35 band).
    static let headerInset: CGFloat = 20
    static let headerTopPadding: CGFloat = 16
    static let headerBottomPadding: CGFloat = 6
    static let footerTopPadding: CGFloat = 6
    /// `.listSectionSpacing(.compact)`. UNCERTAIN: LayoutLab's choice.
    static let compactSectionSpacing: CGFloat = 20
    /// A List's length along an unspecified axis: a platform scroll view has no ideal size
    /// (a List in a ScrollView collapses), like a shape's 10 (§1.1). UNCERTAIN.
    static let unspecifiedLength: CGFloat = 10

    /// The metrics of `style` on the release whose table is `platform`. `.automatic` and
    /// `.sidebar` are `.insetGrouped` on iPhone; `.grouped` has the same sections with rows the
    /// list's full width (UNCERTAIN); `.plain` has rows end to end and no bands between
    /// sections (UNCERTAIN).
    static func style(_ style: _ListStyleKind, on platform: PlatformMetrics) -> ListMetrics {
        let top = platform.listFirstSectionTop, spacing = platform.listSectionSpacing, insets = platform.listRowInsets
        switch style {
        case .automatic, .insetGrouped, .sidebar:
            return ListMetrics(cardInset: platform.insetGroupedCardInset, narrowCardInset: platform.narrowListCardInset,
                               firstSectionTop: top, sectionSpacing: spacing, rowInsets: insets)
        case .grouped:
            return ListMetrics(cardInset: 0, firstSectionTop: top, sectionSpacing: spacing, rowInsets: insets)
        case .plain:
            return ListMetrics(cardInset: 0, firstSectionTop: 0, sectionSpacing: 0, rowInsets: insets)
        }
    }
}

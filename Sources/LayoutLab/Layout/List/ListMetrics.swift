import Foundation

// Spec §23.1, §23.2 — the geometry of List and Form rows, headers and sections, per list
// style, with its source: one line per number. Everything but the minimum row height is
// UNCERTAIN: the spec's proposed defaults (§23.2, no measurement found) or, where it says
// nothing, LayoutLab's choice (marked so).

struct ListMetrics: Equatable {
    /// How far each section's card is inset from the list's sides: 16 in `.insetGrouped`
    /// (§23.2), 0 where rows span the list.
    var cardInset: CGFloat
    /// The band above the first section (§23.2: the first section header band, 35).
    var firstSectionTop: CGFloat
    /// Between sections: 35 (§23.2) by default; `.listSectionSpacing` changes it.
    var sectionSpacing: CGFloat

    /// The insets of a row's content from the card's edges (§23.2: 20 across, 11 down);
    /// `.listRowInsets` replaces them per row.
    static let rowInsets = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
    /// `defaultMinListRowHeight`: rows are at least this tall (Apple doc: "bounded below by"
    /// it); 44, the HIG's minimum tappable size (§23.1) — UNCERTAIN as the environment default.
    static let minimumRowHeight: CGFloat = 44
    /// Section headers and footers sit `headerInset` from the card's leading edge, like row
    /// content; a header's band is at least the section gap, and its bottom is
    /// `headerBottomPadding` above the card, its top `headerTopPadding` below the band's top;
    /// a footer starts `footerTopPadding` below the card. Headers and footers use the footnote
    /// style. UNCERTAIN: LayoutLab's choice (§23.2 gives only the 35 band).
    static let headerInset: CGFloat = 20
    static let headerTopPadding: CGFloat = 16
    static let headerBottomPadding: CGFloat = 6
    static let footerTopPadding: CGFloat = 6
    static let headerFont = Font.footnote
    /// `.listSectionSpacing(.compact)`. UNCERTAIN: LayoutLab's choice.
    static let compactSectionSpacing: CGFloat = 20
    /// A List's length along an unspecified axis: a platform scroll view has no ideal size
    /// (a List in a ScrollView collapses), like a shape's 10 (§1.1). UNCERTAIN.
    static let unspecifiedLength: CGFloat = 10

    /// `.insetGrouped` (iPhone's automatic style for List and Form, iOS 17/18) and `.sidebar`
    /// (laid out as insetGrouped on iPhone).
    static let insetGrouped = ListMetrics(cardInset: 16, firstSectionTop: 35, sectionSpacing: 35)
    /// `.grouped`: the same sections, rows the list's full width. UNCERTAIN.
    static let grouped = ListMetrics(cardInset: 0, firstSectionTop: 35, sectionSpacing: 35)
    /// `.plain`: rows end to end, no bands between sections. UNCERTAIN.
    static let plain = ListMetrics(cardInset: 0, firstSectionTop: 0, sectionSpacing: 0)

    static func style(_ style: _ListStyleKind) -> ListMetrics {
        switch style {
        case .automatic, .insetGrouped, .sidebar: .insetGrouped
        case .grouped: .grouped
        case .plain: .plain
        }
    }
}

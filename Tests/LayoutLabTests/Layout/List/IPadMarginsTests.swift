import Foundation
import Testing
@testable import LayoutLab

// Issue 33 rule 4 on an iPad: `.contentMargins`, `.listRowInsets`, `.listSectionSpacing` and
// `.safeAreaPadding` on a List and a ScrollView, laid out on an iPad Pro 11-inch in portrait
// with iPadOS 18 (834 × 1210; safe area 24 above, 20 below: platforms §1.2). The modifiers
// are the ones of the iPhone tests; the iPad changes the numbers they start from.
@Suite("Lists and scroll views on an iPad (issue 33 rule 4)")
struct IPadMarginsTests {
    static let iPad = configuration(.iPadPro11)
    /// A row's content: fixed, so no number here depends on text widths.
    static var row: some View { Color.red.frame(height: 30) }

    /// Apple's `contentMargins(_:_:for:)` page: `.contentMargins(.horizontal, 20.0)` "will
    /// automatically inset its content by the safe area plus an additional 20 points on the
    /// leading and trailing edge"; an iPad in portrait has no side insets, so the content is 20
    /// in from each side of the 834: 794 wide at x = 20. Spec §16.4.
    @Test("contentMargins(.horizontal, 20) on a ScrollView: content 794 wide at x = 20, below the 24-pt top inset (Apple: contentMargins(_:_:for:))")
    func scrollViewContentMargins() throws {
        let trace = try LaidOut(ScrollView { Self.row }.contentMargins(.horizontal, 20.0), configuration: Self.iPad)
        #expect(try trace.placed("ScrollView") == CGRect(x: 0, y: 24, width: 834, height: 1166))
        #expect(try trace.proposals("frame", pass: .sizing) == [proposal(794, nil)])
        #expect(try trace.placed("frame") == CGRect(x: 20, y: 24, width: 794, height: 30))
    }

    /// Apple's `safeAreaPadding(_:_:)` page gives `ScrollView(.horizontal) { … }
    /// .safeAreaPadding(.horizontal, 20)`: the padding is added to the safe area, and a scroll
    /// view insets its content by its safe area (spec §16.4, §20.4), so the content sits where
    /// `.contentMargins` would put it.
    @Test("safeAreaPadding(.horizontal, 20) on a ScrollView insets its content as contentMargins does (Apple: safeAreaPadding(_:_:))")
    func scrollViewSafeAreaPadding() throws {
        let trace = try LaidOut(ScrollView { Self.row }.safeAreaPadding(.horizontal, 20), configuration: Self.iPad)
        #expect(try trace.placed("frame") == CGRect(x: 20, y: 24, width: 794, height: 30))
    }

    /// Spec §23.1 (lists take the scroll modifiers) and `ListMetrics.sectionInsets` (the
    /// UNCERTAIN choice: a horizontal margin replaces the card inset); the row insets (20 across,
    /// 11 down) and the first band (35) are the release's (§23.2).
    @Test("contentMargins(.horizontal, 40, for: .scrollContent) on a List: cards 40 from the iPad's sides, rows proposed 834 − 80 − 40")
    func listContentMargins() throws {
        let trace = try LaidOut(List { Self.row }.contentMargins(.horizontal, 40, for: .scrollContent), configuration: Self.iPad)
        #expect(try trace.placed("List") == CGRect(x: 0, y: 24, width: 834, height: 1166))
        #expect(try trace.proposals("frame") == [proposal(714, nil)])
        #expect(try trace.placed("frame") == CGRect(x: 60, y: 24 + 35 + 11, width: 714, height: 30))
        let indicators = try LaidOut(List { Self.row }.contentMargins(.horizontal, 40, for: .scrollIndicators),
                                     configuration: Self.iPad)
        // The indicators' margins move nothing: the card stays 16 in.
        #expect(try indicators.placed("frame") == CGRect(x: 36, y: 24 + 35 + 11, width: 762, height: 30))
    }

    /// `.safeAreaPadding` on a List adds to its safe area (spec §20.4): the card starts 30 + 16
    /// in, the row's content 20 further. The List itself is placed inside the padding, as
    /// Apple's safeAreaInset page places any modified view ("inset by the width of content");
    /// spec §20.4's reading, a scrollable view reaching back under the padding, has no source
    /// that shows geometry, so the choice is UNCERTAIN (said once, in SafeAreaInset.swift) and
    /// would move the List's frame, not its rows.
    @Test("safeAreaPadding(.horizontal, 30) on a List: the List 774 wide at x = 30 (UNCERTAIN, §20.4), rows proposed 834 − 60 − 32 − 40 = 702 at x = 66")
    func listSafeAreaPadding() throws {
        let trace = try LaidOut(List { Self.row }.safeAreaPadding(.horizontal, 30), configuration: Self.iPad)
        #expect(try trace.placed("List") == CGRect(x: 30, y: 24, width: 774, height: 1166))
        #expect(try trace.proposals("frame") == [proposal(702, nil)])
        #expect(try trace.placed("frame").minX == 66)
    }

    /// `.listRowInsets` replaces a row's insets (Apple's `listRowInsets(_:)` page); the card
    /// keeps its 16 (§23.2).
    @Test("listRowInsets(EdgeInsets()) on an iPad: the row's content spans its card, 834 − 32 wide at x = 16")
    func listRowInsets() throws {
        let trace = try LaidOut(List { Self.row.listRowInsets(EdgeInsets()) }, configuration: Self.iPad)
        #expect(try trace.proposals("frame") == [proposal(802, nil)])
        #expect(try trace.placed("frame").minX == 16)
    }

    /// `.listSectionSpacing` sets the gap between sections (Apple's `listSectionSpacing(_:)`
    /// page); a row of a 30-tall content is 30 + 22 = 52 (§23.2).
    @Test("listSectionSpacing(10) on an iPad: the second section's row starts 52 + 10 below the first's")
    func listSectionSpacing() throws {
        let trace = try LaidOut(List {
            Section { Color.red.frame(height: 30).inspectLayoutProcess("A") }
            Section { Color.blue.frame(height: 30).inspectLayoutProcess("B") }
        }.listSectionSpacing(10), configuration: Self.iPad)
        #expect(try trace.placed("B").minY - trace.placed("A").minY == 52 + 10)
    }
}

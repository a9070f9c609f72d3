import Foundation
import LayoutLab
import LayoutLabSource
import Testing

// Examples/everyday: files written the way apps and tutorials write SwiftUI, run as pasted.
// The frames below are derived by hand from the spec's rules on the default device (iPhone 16
// Pro: 402 × 874 points, safe area 62 top and 34 bottom, so the root is proposed 402 × 778 and
// centred in the safe area, spec §9), not copied from LayoutLab's output. Each derivation is
// in the comment beside it.

private func everyday(_ name: String) throws -> SourceRun {
    try runExample("everyday/\(name)")
}

extension SourceRun {
    /// The frame of the node at `path` (`0.1.2`), as laid out.
    func frame(at path: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> CGRect {
        let node = try #require(tree.nodes.first { $0.path == path }, "no node at \(path)", sourceLocation: sourceLocation)
        return try #require(result.frame(of: node.id), "\(path) was not placed", sourceLocation: sourceLocation)
    }

    func kind(at path: String) -> String? { tree.nodes.first { $0.path == path }?.kind }
}

/// The root's origin for a root of `size`: centred in the 402 × 778 safe area below y = 62.
private func rootOrigin(_ width: CGFloat, _ height: CGFloat) -> CGPoint {
    CGPoint(x: (402 - width) / 2, y: 62 + (778 - height) / 2)
}

@Suite("Examples/everyday: frames derived by hand")
struct EverydayExampleTests {
    @Test("progress-steps: four dots (16, 16, 24, 16) take their size; three capsules share 354 − 72 = 282, 94 each (§6.3)")
    func progressSteps() throws {
        let run = try everyday("progress-steps")
        // frame(height: 44) of the padded HStack; padding 24 leaves 402 − 48 = 354.
        #expect(try run.frame(at: "0") == CGRect(x: 0, y: 62 + (778 - 44) / 2, width: 402, height: 44))
        #expect(try run.frame(at: "0.0.0") == CGRect(x: 24, y: 439, width: 354, height: 24))
        let expected: [(String, CGRect)] = [
            ("0.0.0.0", CGRect(x: 24, y: 443, width: 16, height: 16)), ("0.0.0.1", CGRect(x: 40, y: 449, width: 94, height: 4)),
            ("0.0.0.2", CGRect(x: 134, y: 443, width: 16, height: 16)), ("0.0.0.3", CGRect(x: 150, y: 449, width: 94, height: 4)),
            ("0.0.0.4", CGRect(x: 244, y: 439, width: 24, height: 24)), ("0.0.0.5", CGRect(x: 268, y: 449, width: 94, height: 4)),
            ("0.0.0.6", CGRect(x: 362, y: 443, width: 16, height: 16)),
        ]
        for (path, frame) in expected { #expect(try run.frame(at: path) == frame, "\(path)") }
    }

    @Test("bar-chart: seven bars share 370 − 6 × 8 = 322 (46 each); heights are 180 × minutes ÷ 90, bottom-aligned")
    func barChart() throws {
        let run = try everyday("bar-chart")
        let origin = rootOrigin(402, 180 + 32)
        #expect(try run.frame(at: "0") == CGRect(x: 0, y: origin.y, width: 402, height: 212))
        let minutes: [CGFloat] = [30, 45, 60, 15, 90, 75, 0]
        for (index, value) in minutes.enumerated() {
            let height = 180 * value / 90
            #expect(try run.frame(at: "0.0.0.0.\(index)") ==
                    CGRect(x: 16 + CGFloat(index) * 54, y: origin.y + 16 + 180 - height, width: 46, height: height))
        }
    }

    @Test("wave-header: ignoring the top safe area gives the VStack 778 + 62 = 840 from y = 0; the custom Shape takes its 220-point frame")
    func waveHeader() throws {
        let run = try everyday("wave-header")
        #expect(try run.frame(at: "0.0") == CGRect(x: 0, y: 0, width: 402, height: 840))
        #expect(run.kind(at: "0.0.0.0") == "Wave")
        #expect(try run.frame(at: "0.0.0.0") == CGRect(x: 0, y: 0, width: 402, height: 220))
        #expect(try run.frame(at: "0.0.1") == CGRect(x: 0, y: 220, width: 402, height: 620))
    }

    @Test("avatar-stack: spacing −12 overlaps four 36-point avatars (4 × 36 − 3 × 12 = 108); the padded capsule follows at −12")
    func avatarStack() throws {
        let run = try everyday("avatar-stack")
        // 108 − 12 + (16 + 48) = 160 wide, 36 high; padding 8 → 176 × 52.
        let origin = rootOrigin(176, 52)
        #expect(try run.frame(at: "0") == CGRect(x: origin.x, y: origin.y, width: 176, height: 52))
        for index in 0..<4 {
            #expect(try run.frame(at: "0.0.\(index)") == CGRect(x: origin.x + 8 + CGFloat(index) * 24, y: origin.y + 8, width: 36, height: 36))
        }
        #expect(try run.frame(at: "0.0.4.0") == CGRect(x: origin.x + 8 + 96 + 16, y: origin.y + 8, width: 48, height: 36))
    }

    @Test("badge-overlay: a top-trailing overlay puts the 24-point badge in the icon's top-right corner (offset is drawing only)")
    func badgeOverlay() throws {
        let run = try everyday("badge-overlay")
        // Three 64-point icons 24 apart: 240 wide.
        let origin = rootOrigin(240, 64)
        #expect(try run.frame(at: "0") == CGRect(x: origin.x, y: origin.y, width: 240, height: 64))
        #expect(try run.frame(at: "0.0.1") == CGRect(x: origin.x + 64 - 24, y: origin.y, width: 24, height: 24))
        #expect(try run.frame(at: "0.2.1") == CGRect(x: origin.x + 176 + 64 - 24, y: origin.y, width: 24, height: 24))
        #expect(run.kind(at: "0.1.1") == "ZStack", "no badge: the overlay's content is empty")
    }

    @Test("generic-card: each Card is as tall as its padded content (fixedSize vertically); the accent bar gets that height")
    func genericCard() throws {
        let run = try everyday("generic-card")
        // Card 1: 3 swatches (3 × 40 + 2 × 8 = 136) padded 12 → 64 high; card 2 the same height.
        // VStack: 64 + 16 + 64 = 144, padded 20 → 184.
        let origin = rootOrigin(402, 184)
        #expect(try run.frame(at: "0.0.0") == CGRect(x: 20, y: origin.y + 20, width: 362, height: 64))
        #expect(try run.frame(at: "0.0.0.0.0") == CGRect(x: 20, y: origin.y + 20, width: 6, height: 64))
        #expect(try run.frame(at: "0.0.0.0.1") == CGRect(x: 26, y: origin.y + 20, width: 356, height: 64))
        #expect(try run.frame(at: "0.0.0.0.1.0.0.0") == CGRect(x: 38, y: origin.y + 32, width: 40, height: 40))
        #expect(try run.frame(at: "0.0.1") == CGRect(x: 20, y: origin.y + 100, width: 362, height: 64))
    }

    @Test("observable-object-model: rows of seven 28-point days 6 apart (232); the streak bar is 7 × 34 − 6 = 232 wide")
    func observableObjectModel() throws {
        let run = try everyday("observable-object-model")
        // 3 rows of 28 + a 6-point bar, 10 apart: 120; padding 16 → 264 × 152.
        let origin = rootOrigin(264, 152)
        #expect(try run.frame(at: "0") == CGRect(x: origin.x, y: origin.y, width: 264, height: 152))
        #expect(try run.frame(at: "0.0.1.6") == CGRect(x: origin.x + 16 + 6 * 34, y: origin.y + 16 + 38, width: 28, height: 28))
        #expect(try run.frame(at: "0.0.3") == CGRect(x: origin.x + 16, y: origin.y + 16 + 3 * 38, width: 232, height: 6))
    }

    @Test("observation-macro: the meter (156 × 35) and the 44-point button are bottom-aligned; bars are centred in the meter")
    func observationMacro() throws {
        let run = try everyday("observation-macro")
        // 156 + 20 + 44 = 220 wide, 44 high; padding 16 → 252 × 76.
        let origin = rootOrigin(252, 76)
        let bottom = origin.y + 16 + 44
        #expect(try run.frame(at: "0.0.0") == CGRect(x: origin.x + 16, y: bottom - 35, width: 156, height: 35))
        for index in [0, 5, 9] {
            let height = CGFloat(8 + 3 * index)
            #expect(try run.frame(at: "0.0.0.\(index)") ==
                    CGRect(x: origin.x + 16 + CGFloat(index) * 16, y: bottom - 35 + (35 - height) / 2, width: 12, height: height))
        }
        #expect(try run.frame(at: "0.0.1") == CGRect(x: origin.x + 16 + 176, y: origin.y + 16, width: 44, height: 44))
    }

    @Test("order-status-badges: a shipped badge with a long carrier is 96 wide; rows are leading-aligned, 24 high, 12 apart")
    func orderStatusBadges() throws {
        let run = try everyday("order-status-badges")
        // Widest row: 96 + 8 + (3 dots: 3 × 6 + 2 × 3 = 24) = 128; 4 × 24 + 3 × 12 = 132 high.
        let origin = rootOrigin(128, 132)
        #expect(try run.frame(at: "0") == CGRect(x: origin.x, y: origin.y, width: 128, height: 132))
        #expect(try run.frame(at: "0.1.0") == CGRect(x: origin.x, y: origin.y + 36, width: 96, height: 24))
        // Two dots (normal priority) beside a 60-point delayed badge, centred on the row.
        #expect(try run.frame(at: "0.2.1") == CGRect(x: origin.x + 68, y: origin.y + 72 + 9, width: 15, height: 6))
    }

    @Test("brand-palette: extension constants size the swatches (.swatch = 72, .gutter = 16); cardStyle pads by 16")
    func brandPalette() throws {
        let run = try everyday("brand-palette")
        let origin = rootOrigin(3 * 72 + 2 * 16 + 32, 72 + 32)
        #expect(try run.frame(at: "0") == CGRect(x: origin.x, y: origin.y, width: 280, height: 104))
        #expect(try run.frame(at: "0.0.2") == CGRect(x: origin.x + 16 + 176, y: origin.y + 16, width: 72, height: 72))
    }

    @Test("flow-tags: the flow layout breaks rows before a tag would pass 320: [80 120 60] [100 90] [140 70]")
    func flowTags() throws {
        let run = try everyday("flow-tags")
        // Widest row 80 + 10 + 120 + 10 + 60 = 280, three rows 30 high 10 apart = 110, centred in the 320 frame.
        let origin = rootOrigin(320, 110)
        #expect(try run.frame(at: "0.0") == CGRect(x: origin.x + 20, y: origin.y, width: 280, height: 110))
        let expected: [(Int, CGFloat, CGFloat, CGFloat)] = [(0, 0, 0, 80), (1, 90, 0, 120), (2, 220, 0, 60), (3, 0, 40, 100),
                                                           (4, 110, 40, 90), (5, 0, 80, 140), (6, 150, 80, 70)]
        for (index, x, y, width) in expected {
            #expect(try run.frame(at: "0.0.\(index)") == CGRect(x: origin.x + 20 + x, y: origin.y + y, width: width, height: 30))
        }
    }

    @Test("equal-width-buttons: every pill gets the widest ideal width, 110 (minWidth of the widest); 3 × 110 + 2 × 12 = 354")
    func equalWidthButtons() throws {
        let run = try everyday("equal-width-buttons")
        let origin = rootOrigin(354, 36)
        #expect(try run.frame(at: "0") == CGRect(x: origin.x, y: origin.y, width: 354, height: 36))
        for index in 0..<3 {
            #expect(try run.frame(at: "0.\(index)") == CGRect(x: origin.x + CGFloat(index) * 122, y: origin.y, width: 110, height: 36))
        }
    }

    @Test("timeline-rows: alignmentGuide(.top) { d[.top] − 2 } lowers each detail by 2, so a row is its detail's height + 2")
    func timelineRows() throws {
        let run = try everyday("timeline-rows")
        // Rows 62, 42 and 82 (the last has no connecting line); padding 16 → 218.
        let origin = rootOrigin(402, 218)
        #expect(try run.frame(at: "0.0.0") == CGRect(x: 16, y: origin.y + 16, width: 370, height: 62))
        #expect(try run.frame(at: "0.0.0.0.1") == CGRect(x: 48, y: origin.y + 18, width: 338, height: 60))
        // The connecting line fills the row below the 20-point dot column.
        #expect(try run.frame(at: "0.0.0.0.0.1") == CGRect(x: 25, y: origin.y + 36, width: 2, height: 42))
        #expect(try run.frame(at: "0.0.2") == CGRect(x: 16, y: origin.y + 16 + 104, width: 370, height: 82))
    }

    @Test("activity-rings: diameters from stride(200, through: 120, by: −40); rings are centred in the ZStack")
    func activityRings() throws {
        let run = try everyday("activity-rings")
        let origin = rootOrigin(218, 218)
        for (index, diameter) in [CGFloat(200), 160, 120].enumerated() {
            let inset = 9 + (200 - diameter) / 2
            #expect(try run.frame(at: "0.0.\(index)") == CGRect(x: origin.x + inset, y: origin.y + inset, width: diameter, height: diameter))
        }
    }

    @Test("leaderboard: sorted by score, the top three bars are 240 × score ÷ 540 wide; medals centred in a 28-point column")
    func leaderboard() throws {
        let run = try everyday("leaderboard")
        // Widest row 28 + 10 + 240 = 278; rows 28, 24, 20 high, 10 apart = 92; padding 16 → 310 × 124.
        let origin = rootOrigin(310, 124)
        #expect(try run.frame(at: "0") == CGRect(x: origin.x, y: origin.y, width: 310, height: 124))
        #expect(try run.frame(at: "0.0.1.1") == CGRect(x: origin.x + 54, y: origin.y + 16 + 38 + 5, width: 240 * 410 / 540, height: 14))
        #expect(try run.frame(at: "0.0.2.0.0") == CGRect(x: origin.x + 16 + 4, y: origin.y + 16 + 72, width: 20, height: 20))
    }

    @Test("storage-backed-settings: @AppStorage defaults (regular density, 4 rows): 4 × 44 + 3 = 179 high")
    func storageBackedSettings() throws {
        let run = try everyday("storage-backed-settings")
        let origin = rootOrigin(402, 179)
        #expect(try run.frame(at: "0") == CGRect(x: 0, y: origin.y, width: 402, height: 179))
        #expect(try run.frame(at: "0.0.3") == CGRect(x: 20, y: origin.y + 135, width: 362, height: 44))
    }
}

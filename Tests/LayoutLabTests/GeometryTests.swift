import Foundation
import Testing
@testable import LayoutLab

@Suite struct ProposedViewSizeTests {
    @Test func describesItselfAsApplePrintsIt() {
        #expect(ProposedViewSize(width: 300, height: 0).description
            == "ProposedViewSize(width: Optional(300.0), height: Optional(0.0))")
        #expect(ProposedViewSize(width: nil, height: 50).description
            == "ProposedViewSize(width: nil, height: Optional(50.0))")
        #expect(ProposedViewSize(width: 300, height: .infinity).description
            == "ProposedViewSize(width: Optional(300.0), height: Optional(inf))")
    }

    @Test func replacesUnspecifiedDimensionsWithTen() {
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
        #expect(ProposedViewSize(width: 300, height: nil).replacingUnspecifiedDimensions() == CGSize(width: 300, height: 10))
    }

    @Test("Proposals compare as their optional lengths do, though stored as bit patterns")
    func equalityIsTheOptionals() {
        let lengths: [CGFloat?] = [
            nil, 0, -0.0, 1, -1, 0.5, 402, .infinity, -.infinity, .nan, -.nan, .signalingNaN,
            .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .greatestFiniteMagnitude, 1e-300,
        ]
        for a in lengths {
            for b in lengths {
                #expect((ProposedViewSize(width: a, height: 7) == ProposedViewSize(width: b, height: 7)) == (a == b),
                        "width \(String(describing: a)) against \(String(describing: b))")
                #expect((ProposedViewSize(width: nil, height: a) == ProposedViewSize(width: nil, height: b)) == (a == b),
                        "height \(String(describing: a)) against \(String(describing: b))")
            }
        }
    }

    @Test func sizesAndPointsPrintInApplesForm() {
        #expect(CGSize(width: 94.33333333333333, height: 20.333333333333332).appleDescription
            == "(94.33333333333333, 20.333333333333332)")
        #expect(CGPoint(x: 153.83333333333334, y: 440.83333333333337).appleDescription
            == "(153.83333333333334, 440.83333333333337)")
    }
}

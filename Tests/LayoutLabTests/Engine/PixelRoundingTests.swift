import Foundation
import Testing
import LayoutLab

@Suite("Pixel rounding (spec §10)")
struct PixelRoundingTests {
    @Test("§10: x = 153.8333 with width 94.3333 at 3× is drawn from 154 with width 94.3333 (both edges tie, both round up)")
    func specExample() {
        let frame = CGRect(x: 153.83333333333334, y: 440.8333333333333, width: 283.0 / 3, height: 61.0 / 3)
        let drawn = PixelRounding.round(frame, displayScale: 3)
        #expect(drawn.minX == 154)
        #expect(abs(drawn.width - 283.0 / 3) < 1e-12)
        #expect(drawn.minY == 441)
        #expect(abs(drawn.height - 61.0 / 3) < 1e-12)
    }

    @Test("§9/§10: the frame layout gives the seed's Text-sized view is unrounded; drawn, it snaps to the 1/3 pt grid")
    func layoutThenDraw() throws {
        // The size seed 000 logged for its Text, 94⅓ × 20⅓, as a Color: no font model involved.
        let result = try VStack { Color.red.frame(width: 283.0 / 3, height: 61.0 / 3) }
            .frame(width: 300, height: 300)
            .layout()
        let color = try #require(result.tree.nodes.first { $0.kind == "Color" })
        let exact = try #require(result.frame(of: color.id))
        // Layout positions stay half a pixel off the grid (spec §9): (153.8333, 440.8333).
        #expect(abs(exact.minX - (153 + 5.0 / 6)) < 1e-9)
        #expect(abs(exact.minY - (440 + 5.0 / 6)) < 1e-9)
        let drawn = exact.roundedToPixels(displayScale: 3)
        #expect(drawn.origin == CGPoint(x: 154, y: 441))
        #expect(abs(drawn.width * 3 - 283) < 1e-9 && abs(drawn.height * 3 - 61) < 1e-9)
    }

    @Test("§10: nearest pixel, ties up, at 2× (m = 0.5)")
    func twoX() {
        #expect(PixelRounding.round(10.2, displayScale: 2) == 10)
        #expect(PixelRounding.round(10.25, displayScale: 2) == 10.5)
        #expect(PixelRounding.round(10.3, displayScale: 2) == 10.5)
        #expect(PixelRounding.round(-0.25, displayScale: 2) == 0)
        // Both corners, then the size from them: 10.2…20.7 is drawn 10…20.5.
        #expect(PixelRounding.round(CGRect(x: 10.2, y: 0, width: 10.5, height: 1), displayScale: 2)
                == CGRect(x: 10, y: 0, width: 10.5, height: 1))
    }

    @Test("§10: values already on the grid stay; noise around a grid value is removed")
    func onGrid() {
        #expect(PixelRounding.round(CGRect(x: 51, y: 201, width: 100, height: 320), displayScale: 3)
                == CGRect(x: 51, y: 201, width: 100, height: 320))
        let noisy = PixelRounding.round(CGRect(x: 0.1 + 0.2, y: 0, width: 1.0 / 3 * 3, height: 0), displayScale: 10)
        #expect(noisy.minX == 0.3 && noisy.width == 1)
    }

    @Test("Non-finite frames are drawn as they are, never NaN")
    func nonFinite() {
        let wide = PixelRounding.round(CGRect(x: 0.1, y: 0, width: CGFloat.infinity, height: 10), displayScale: 3)
        #expect(wide.minX == 0 && wide.width == .infinity)
        #expect(PixelRounding.round(12.34, displayScale: 0) == 12.34)
        #expect(PixelRounding.round(.infinity, displayScale: 3) == .infinity)
    }
}

import Foundation
import Testing
@testable import LayoutLab

@Suite("§2.4: SF Symbol images follow their font and image scale")
struct SymbolImageTests {
    @Test("Seed 000: Image(systemName: \"swift\") is 22.000000000000004 × 18.666666666666668 at the body font, and resizable its ideal size is the glyph's")
    func measuredSymbolAtBody() throws {
        let plain = try LaidOut(Image(systemName: "swift"))
        #expect(try plain.placed("Image").size == CGSize(width: 22.000000000000004, height: 18.666666666666668))
        let resizable = try LaidOut(Image(systemName: "swift").resizable().fixedSize())
        #expect(try resizable.placed("Image").size == CGSize(width: 18.666667938232422, height: 16.666667938232422))
        #expect(plain.result.diagnostics.isEmpty)
    }

    @Test("A symbol scales with its font's point size: the title font (28 pt) makes \"swift\" 28/17 as large")
    func scalesWithFont() throws {
        let traced = try LaidOut(Image(systemName: "swift").font(.title))
        let size = try traced.placed("Image").size
        #expect(abs(size.width - 22.000000000000004 * 28 / 17) < 1e-9)
        #expect(abs(size.height - 18.666666666666668 * 28 / 17) < 1e-9)
    }

    @Test("imageScale(.large) and (.small) scale the symbol relative to medium; the innermost imageScale wins")
    func imageScale() throws {
        let large = try LaidOut(Image(systemName: "swift").imageScale(.large))
        #expect(abs(try large.placed("Image").width - 22.000000000000004 * SymbolImageMetrics.factor(for: .large)) < 1e-9)
        let small = try LaidOut(Image(systemName: "swift").imageScale(.small).imageScale(.large))
        #expect(abs(try small.placed("Image").width - 22.000000000000004 * SymbolImageMetrics.factor(for: .small)) < 1e-9)
        #expect(SymbolImageMetrics.factor(for: .small) < 1 && SymbolImageMetrics.factor(for: .large) > 1)
    }

    @Test("A bitmap asset does not follow the font")
    func assetsIgnoreFont() throws {
        var configuration = LayoutConfiguration()
        configuration.images.assets["logo"] = CGSize(width: 40, height: 30)
        let traced = try LaidOut(Image("logo").font(.largeTitle).imageScale(.large), configuration: configuration)
        #expect(try traced.placed("Image").size == CGSize(width: 40, height: 30))
    }

    @Test("Images of unknown size are assumed and named in one note per run, not one per image")
    func oneNoteForUnknownImages() throws {
        let traced = try LaidOut(VStack {
            Image(systemName: "star.fill")
            Image(systemName: "heart")
            Image(systemName: "star.fill").font(.title)
            Image("avatar")
        })
        #expect(traced.result.diagnostics == [
            "the size of 2 SF Symbols is not known (\"star.fill\", \"heart\"): each assumed (20.0, 20.0) at the body font, scaled with its font; give sizes with --image NAME=WxH",
            "the size of 1 image is not known (\"avatar\"): each assumed (100.0, 100.0); give sizes with --image NAME=WxH",
        ])
        #expect(try traced.placed("star.fill", 1).size == CGSize(width: 20 * 28 / 17.0, height: 20 * 28 / 17.0))
    }

    @Test("A size given by name (--image) is used as it is, whatever the font")
    func givenSizeWins() throws {
        var configuration = LayoutConfiguration()
        configuration.images.givenSizes["star.fill"] = CGSize(width: 24, height: 22)
        let traced = try LaidOut(Image(systemName: "star.fill").font(.largeTitle), configuration: configuration)
        #expect(try traced.placed("Image").size == CGSize(width: 24, height: 22))
        #expect(traced.result.diagnostics.isEmpty)
    }
}

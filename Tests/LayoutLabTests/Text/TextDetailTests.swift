import Foundation
import Testing
@testable import LayoutLab

private func size<V: View>(_ view: V, _ configuration: LayoutConfiguration = LayoutConfiguration()) throws -> CGSize {
    let result = try view.layout(configuration: configuration)
    let text = try #require(result.tree.nodes.first { $0.kind == "Text" })
    return try #require(result.frame(of: text.id)).size
}

@Suite("§25: Text details")
struct TextDetailTests {
    @Test("§25.5: Text(\"a\\nb\\nc\") in the body font is 20.333 + 2 × 22 = 64.333 tall; with .lineSpacing(10), 84.333")
    func workedExampleLines() throws {
        let traced = try LaidOut(Text("a\nb\nc"))
        #expect(close(try traced.placed("Text").height, 193.0 / 3))
        #expect(try traced.proposals("Text") == [ProposedViewSize(width: 402, height: 778)])
        #expect(close(try size(Text("a\nb\nc").lineSpacing(10)).height, 253.0 / 3))
        // One line: lineSpacing changes nothing (§25.2).
        #expect(try size(Text("a").lineSpacing(10)).height == size(Text("a")).height)
    }

    @Test("§25.2: .lineSpacing also spaces the lines a proposal wraps, in any font; a negative amount adds nothing")
    func lineSpacingWrapped() throws {
        // Seed 000's wrap: "Hello, " | "world." proposed 50 is 20.287 + 22 = 42.333; 5 more between the lines.
        #expect(close(try size(Text("Hello, world.").lineSpacing(5).frame(width: 50, height: 100)).height, 142.0 / 3))
        #expect(close(try size(Text("Hello, world.").lineSpacing(-5).frame(width: 50, height: 100)).height, 127.0 / 3))
        // A font that is no text style spaces its lines by its line height, 20.287 at 17 pt.
        #expect(close(try size(Text("a\nb").font(.system(size: 17)).lineSpacing(4)).height, 134.0 / 3))
    }

    @Test("Concatenated Texts: each run in its own font (SF Pro measured), no kerning across runs; runs in one font kern as one")
    func concatenatedRuns() throws {
        // regular "Hello, " 47.61328125 + bold "world" 45.88671875 = 93.5 (all bold: 97.0; all regular: 89.667).
        #expect(close(try size(Text("Hello, ") + Text("world").bold()).width, 281.0 / 3))
        #expect(try size(Text("Hello, ") + Text("world").fontWeight(.bold)) == size(Text("Hello, ") + Text("world").bold()))
        // "To" kerns by -200 units at 17 pt in one font: 18.333; a bold "o" is its own run: 20.667.
        #expect(close(try size(Text("T") + Text("o")).width, 55.0 / 3))
        #expect(close(try size(Text("T") + Text("o").bold()).width, 62.0 / 3))
        // The concatenation's own modifier applies under each run's: a run's own weight wins.
        #expect(close(try size((Text("Hello, ") + Text("world").bold()).fontWeight(.regular)).width, 281.0 / 3))
        // The environment's font reaches the runs that have none.
        #expect(try size((Text("Hello, ") + Text("world").bold()).font(.title)).width
            > size(Text("Hello, ") + Text("world").bold()).width)
    }

    @Test("A concatenation with an italic run: the italic part is approximate and the run says so once")
    func concatenatedItalic() throws {
        let result = try (Text("Hello, ") + Text("world").italic()).layout()
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.contains("approximate") == true)
    }

    @Test("§25.5: ten one-line body Texts in VStack(spacing: 0) are 203.333 tall @3× and 205.0 @2×")
    func workedExampleTenTexts() throws {
        let tenTexts = VStack(spacing: 0) { ForEach(0..<10) { _ in Text("Line") } }
        let traced = try LaidOut(tenTexts)
        #expect(close(traced.result.rootSize.height, 610.0 / 3))
        // Each Text is probed at heights 0 and ∞ (§6.3), then offered its tenth of 778.
        #expect(try traced.proposals("0.0") == [
            ProposedViewSize(width: 402, height: 0), ProposedViewSize(width: 402, height: .infinity),
            ProposedViewSize(width: 402, height: 77.8),
        ])
        let at2x = try tenTexts.layout(configuration: LayoutConfiguration(device: .iPhoneSE))
        #expect(at2x.rootSize.height == 205)
    }

    @Test("§25.2: a ten-line body Text is 20.333 + 9 × 22 = 218.333 @3× and 218.5 @2×")
    func tenLines() throws {
        let text = Text((1...10).map(String.init).joined(separator: "\n"))
        #expect(close(try size(text).height, 655.0 / 3))
        #expect(try size(text, LayoutConfiguration(device: .iPhoneSE)).height == 218.5)
    }

    @Test("§25.2: one-line heights of the text styles @3×", arguments: [
        (Font.caption2, 13.333), (.caption, 14.333), (.footnote, 15.667), (.subheadline, 18.0), (.callout, 19.333),
        (.body, 20.333), (.title3, 24.0), (.title2, 26.333), (.title, 33.667), (.largeTitle, 40.667),
    ])
    func styleHeights(font: Font, height: CGFloat) throws {
        #expect(close(try size(Text("Ag").font(font)).height, height, tolerance: 0.001))
    }

    @Test("§25.1: sizes and leadings of the text styles", arguments: [
        (Font.TextStyle.largeTitle, 34.0, 41.0), (.title, 28, 34), (.title2, 22, 28), (.title3, 20, 25),
        (.headline, 17, 22), (.body, 17, 22), (.callout, 16, 21), (.subheadline, 15, 20), (.footnote, 13, 18),
        (.caption, 12, 16), (.caption2, 11, 13),
    ])
    func styleTable(style: Font.TextStyle, points: CGFloat, leading: CGFloat) throws {
        let metrics = TextStyleMetrics.of(style)
        #expect(metrics.size == points && metrics.leading == leading)
        // The second line starts one leading below the first.
        let two = try size(Text("a\nb").font(.system(style)))
        let one = try size(Text("a").font(.system(style)))
        #expect(close(two.height - one.height, leading, tolerance: 1.0 / 3))
        #expect(Font.headline.weight == .semibold && Font.extraLargeTitle.weight == .bold && Font.extraLargeTitle.size == 36)
    }

    @Test("§25.4: multilineTextAlignment does not change a Text's size")
    func multilineTextAlignment() throws {
        let text = Text("one two three four five six").frame(width: 80)
        let leading = try text.layout(), centred = try text.multilineTextAlignment(.center).layout()
        #expect(leading.frames == centred.frames)
    }

    @Test("§25: View.bold(), fontWeight, fontWidth and fontDesign reach the Text inside and change its width")
    func fontModifiersInEnvironment() throws {
        let plain = try size(Text("Hello world"))
        #expect(try size(VStack { Text("Hello world") }.bold()).width > plain.width)
        #expect(try size(VStack { Text("Hello world") }.fontWeight(.semibold)).width > plain.width)
        #expect(try size(VStack { Text("Hello world") }.fontWidth(.condensed)).width < plain.width)
        // 11 × 17 × 0.625 = 116.875, rounded up to the 1/3-pt grid.
        #expect(try size(VStack { Text("Hello world") }.fontDesign(.monospaced)).width == 117)
        // The Text's own modifiers win over its container's; the inherited font stays.
        #expect(try size(VStack { Text("Hello world").fontWeight(.regular) }.bold()) == plain)
        let titleBold = try size(VStack { Text("Hello world").bold() }.font(.title))
        #expect(try titleBold == size(Text("Hello world").font(.title.bold())))
        // Italic widths are not measured yet: the approximate model measures italic as upright,
        // so it differs from the measured upright body font in width only (issue 32).
        let italic = try size(VStack { Text("Hello world") }.italic())
        let ownItalic = try size(Text("Hello world").italic())
        #expect(italic == ownItalic && italic.height == plain.height)
    }

    @Test("§25: kerning adds its amount after every character, tracking between characters")
    func kerningAndTracking() throws {
        let font = Font.system(size: 16, design: .monospaced)
        let base = try size(Text("abcd").font(font)).width
        #expect(base == 40)
        #expect(try size(Text("abcd").font(font).kerning(2)).width == 48)
        #expect(try size(Text("abcd").font(font).tracking(2)).width == 46)
        #expect(try size(VStack { Text("abcd").font(font) }.tracking(-1)).width == 37)
        // Wrapping measures with the extra space: 2 × 4 characters no longer fit 45 pt.
        #expect(try size(Text("abcd abcd").font(font).kerning(2).frame(width: 100)).height > size(Text("abcd abcd").font(font).frame(width: 100)).height)
    }

    @Test("§25: textCase changes the string that is measured")
    func textCase() throws {
        let lower = try size(Text("hello"))
        let upper = try size(Text("hello").textCase(.uppercase))
        #expect(upper.width > lower.width)
        #expect(try upper == size(Text("HELLO")))
        #expect(try size(Text("HELLO").textCase(.lowercase)) == lower)
    }

    @Test("§25: lineLimit(_:reservesSpace:) and lineLimit(range) reserve the lines' height; lineLimit(...n) caps it")
    func lineLimits() throws {
        let one = try size(Text("a")).height
        #expect(close(try size(Text("a").lineLimit(3, reservesSpace: true)).height, one + 44))
        #expect(try size(Text("a").lineLimit(3, reservesSpace: false)).height == one)
        #expect(close(try size(Text("a").lineLimit(2...4)).height, one + 22))
        #expect(close(try size(Text("a").lineLimit(2...)).height, one + 22))
        #expect(close(try size(Text("a\nb\nc\nd").lineLimit(...2)).height, one + 22))
        #expect(close(try size(Text("a\nb\nc\nd\ne").lineLimit(2...4)).height, one + 3 * 22))
    }

    @Test("§25: allowsTightening and minimumScaleFactor are recorded in the environment and change no size (UNCERTAIN)")
    func recordedOnly() throws {
        let text = Text("A long line of text that must wrap").frame(width: 100)
        let plain = try text.layout()
        let tightened = try text.allowsTightening(true).minimumScaleFactor(0.5).layout()
        #expect(plain.frames == tightened.frames)
        #expect(tightened.tree.root.attributes.contains(NodeAttribute("minimumScaleFactor", "0.5")))
    }

    @Test("Text layouts shared between layouts: a font model from elsewhere is measured each time, whatever its name")
    func sharedLayoutsAreTheBuiltInModels() throws {
        /// The system model's name, twice its widths.
        struct Wide: FontModel {
            let system = SystemFontModel()
            var name: String { system.name }
            func metrics(of font: Font) -> FontMetrics { system.metrics(of: font) }
            func width(of text: Substring, in font: Font) -> CGFloat { 2 * system.width(of: text, in: font) }
        }
        let text = Text("Shared layouts").fixedSize()
        let system = try size(text)
        let wide = try size(text, LayoutConfiguration(fontModel: Wide()))
        #expect(wide.width > 1.9 * system.width)
        // The system model's layout, made again or found, is the same.
        #expect(try size(text) == system)
        #expect(try size(Text("Shared layouts").lineLimit(1).frame(width: 40)) != size(Text("Shared layouts").frame(width: 40)))
    }

    @Test("Two lines of a text style at xSmall and AX1 are spaced by the HIG's leading there, not in proportion to Large's")
    func dynamicTypeLeading() throws {
        // Body xSmall 14/19 (the proportional rule gave 22 × 14/17 = 18.12), AX1 28/34; one line is
        // 2444/2048 em: 16.707 and 33.414 pt (text-metrics §4).
        let xSmall = try size(Text("a\nb").dynamicTypeSize(.xSmall))
        #expect(abs(xSmall.height - ((14 * 2444 / 2048.0 + 19) * 3).rounded(.up) / 3) < 1e-9)
        let ax1 = try size(Text("a\nb").dynamicTypeSize(.accessibility1))
        #expect(abs(ax1.height - ((28 * 2444 / 2048.0 + 34) * 3).rounded(.up) / 3) < 1e-9)
        // Large keeps 22; xLarge (19 pt, not in the captured tables) keeps Large's in proportion.
        #expect(abs(try size(Text("a\nb")).height - 127.0 / 3) < 1e-9)
        #expect(TextStyleMetrics.leading(of: .body, at: 19) == 22 * 19 / 17.0)
        #expect(TextStyleMetrics.leading(of: .footnote, at: 23) == 29)
    }
}

@Suite("§2.5: truncation keeps the longest candidate that fits")
struct TextTruncationTests {
    @Test("issue 14: \"a b\" × 20,000 in a 100 × 30 frame is one line, 98 wide, as \"a b\" × 3,000 (it took minutes: each shorter candidate was measured in turn)")
    func longParagraphInOneLine() throws {
        let long = try size(Text(String(repeating: "a b", count: 20_000)).frame(width: 100, height: 30))
        #expect(close(long.width, 98))
        #expect(close(long.height, 61.0 / 3))
        #expect(try size(Text(String(repeating: "a b", count: 3_000)).frame(width: 100, height: 30)) == long)
    }

    @Test("issue 14: a long Text keeps one layout per proposal for the pass, nil and ∞ alike, and reports what a fresh layout gives (a word of a million characters was wrapped nine times)")
    func longTextMemo() throws {
        // 12,000 bytes: past the 10,000 from which layouts are kept. One character a line.
        let text = String(repeating: "ab", count: 6_000)
        let trace = try LaidOut(VStack { Text(text).frame(width: 10).fixedSize(horizontal: false, vertical: true) })
        let configuration = LayoutConfiguration()
        func fresh(_ proposal: ProposedViewSize) -> TextLayout {
            TextLayout(text, font: .body, model: configuration.fontModel, proposal: proposal, lineLimit: nil, truncationMode: .tail)
        }
        let proposals = try trace.proposals("Text"), reports = try trace.reports("Text")
        #expect(proposals.contains(ProposedViewSize(width: 10, height: nil)))
        #expect(proposals.count == reports.count)
        for (proposal, report) in zip(proposals, reports) where proposal != .zero {
            #expect(report == fresh(proposal).size(displayScale: 3), "\(proposal)")
        }
        // Width 10 with an unbounded height, nil or ∞ alike: a line per character.
        let unbounded = fresh(ProposedViewSize(width: 10, height: nil)), infinite = fresh(ProposedViewSize(width: 10, height: .infinity))
        #expect(unbounded.lines.count == 12_000)
        #expect(infinite.lines == unbounded.lines && infinite.size(displayScale: 3) == unbounded.size(displayScale: 3))
    }

    @Test("Each truncation mode: the line fits its width, and a wider proposal never keeps less",
          arguments: [Text.TruncationMode.tail, .head, .middle])
    func widerKeepsMore(mode: Text.TruncationMode) throws {
        let text = "The quick brown fox jumps over the lazy dog, twice over again"
        var previous: CGFloat = 0
        // From 20: narrower than the ellipsis (17), the ellipsis alone is shown.
        for width in stride(from: CGFloat(20), through: 600, by: 7) {
            let line = try size(Text(text).lineLimit(1).truncationMode(mode).frame(width: width))
            #expect(line.width <= width + 1e-9, "\(mode) at \(width)")
            #expect(line.width >= previous, "\(mode) at \(width)")
            #expect(close(line.height, 61.0 / 3))
            previous = line.width
        }
        // Wide enough, nothing is cut.
        #expect(previous == (try size(Text(text).fixedSize())).width)
    }
}

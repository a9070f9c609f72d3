import Foundation
import Synchronization
import Testing
@testable import LayoutLab

/// Counts the characters a layout measures: a budget of work, not of seconds, so a busy machine
/// cannot fail it and a quadratic wrap still does (issue 34 item 4; these replace the fuzz
/// regressions' wall-clock limits of 10 and 20 s on the same paragraphs, issue 14).
private final class CountingFontModel: FontModel {
    let base = SystemFontModel()
    let measured = Atomic<Int>(0)
    var name: String { "counting " + base.name }
    func metrics(of font: Font) -> FontMetrics { base.metrics(of: font) }
    func width(of text: Substring, in font: Font) -> CGFloat {
        measured.add(text.utf8.count, ordering: .relaxed)
        return base.width(of: text, in: font)
    }
}

@Suite("Text wrapping measures in n log n, counted (issue 14, issue 34)")
struct TextMeasuringBudgetTests {
    /// Characters measured to lay `text` out at `width`.
    private func measured(_ text: String, width: CGFloat) -> Int {
        let model = CountingFontModel()
        let layout = TextLayout(text, font: .body, model: model, proposal: ProposedViewSize(width: width, height: nil),
                                lineLimit: nil, truncationMode: .tail)
        #expect(layout.lines.count >= 1)
        return model.measured.load(ordering: .relaxed)
    }

    @Test("200,000 spaces then a word, 100 wide: the spaces are not measured one line each (it was quadratic)")
    func spaces() {
        let text = String(repeating: " ", count: 200_000) + "word"
        // Doubling then bisection: about 2 log₂ n measurements of at most the line's length each.
        #expect(measured(text, width: 100) < 50 * text.utf8.count)
    }

    @Test("100,000 characters wrapped 50 wide and at width 0, without measuring the rest of the paragraph for every line",
          arguments: ["مرحبا ", "👩‍👩‍👧‍👦", "\u{0}", "word "])
    func longParagraph(word: String) {
        let text = String(repeating: word, count: 100_000 / word.unicodeScalars.count)
        // Measuring the rest for every line would be n² / 2 characters at width 0: 5 × 10⁹ bytes.
        #expect(measured(text, width: 50) < 50 * text.utf8.count)
        #expect(measured(text, width: 0) < 50 * text.utf8.count)
    }
}

@Suite("Text wrapping steps ASCII paragraphs by UTF-8 bytes (fuzz input 92)")
struct CharacterStepsTests {
    /// Byte steps are taken only where they land on the same characters as Character steps: the
    /// two ways agree on every index, distance and space, for ASCII with spaces and controls, and a
    /// paragraph with a carriage return or a non-ASCII character is stepped by Characters.
    @Test("Byte steps and Character steps agree on ASCII paragraphs; \\r\\n and é take Character steps")
    func byteStepsAreCharacterSteps() {
        // Every paragraph of up to five characters from a letter, a space, a tab, a bell and a period.
        let alphabet = ["a", " ", "\t", "\u{7}", "."]
        var paragraphs = [""], longest = [""]
        for _ in 0..<5 {
            longest = longest.flatMap { paragraph in alphabet.map { paragraph + $0 } }
            paragraphs += longest
        }
        #expect(paragraphs.count == 3_906)
        for text in paragraphs {
            let paragraph = Substring(text)
            let fast = TextLayout.CharacterSteps(paragraph), slow = TextLayout.CharacterSteps(byCharacters: paragraph)
            #expect(fast.isSingleByte)
            var index = paragraph.startIndex
            while index < paragraph.endIndex {
                #expect(fast.isSpace(index) == slow.isSpace(index))
                #expect(fast.index(after: index) == slow.index(after: index))
                for distance in [0, 1, 3, 17] {
                    #expect(fast.index(index, offsetBy: distance, limitedBy: paragraph.endIndex)
                            == slow.index(index, offsetBy: distance, limitedBy: paragraph.endIndex))
                }
                #expect(fast.distance(from: index, to: paragraph.endIndex) == slow.distance(from: index, to: paragraph.endIndex))
                index = fast.index(after: index)
                if index < paragraph.endIndex { #expect(fast.index(before: index) == slow.index(before: index)) }
            }
        }
        #expect(!TextLayout.CharacterSteps("a\r\nb").isSingleByte)
        #expect(!TextLayout.CharacterSteps("café").isSingleByte)
    }
}

@Suite("Trailing spaces are found in UTF-8 (fuzz input 1357 of seed 83)")
struct TrailingSpacesTests {
    /// The Character-at-a-time definition the UTF-8 scan replaced: trailing Characters equal to " ".
    private func characterByCharacter(_ text: Substring) -> Substring {
        var end = text.endIndex
        while end > text.startIndex, text[text.index(before: end)] == " " { end = text.index(before: end) }
        return text[text.startIndex..<end]
    }

    @Test("The same text as trimming a Character at a time, where a space joins a Prepend scalar or a mark joins a space",
          arguments: ["", " ", "   ", "a", "a ", "a  ", " a", "a b  ", "é  ", "e\u{301} ", " \u{301}", "  \u{301}", "a \u{301} ",
                      "\u{600} ", "\u{600}  ", "a\u{600} ", "\r\n ", "👩‍👩‍👧‍👦  ", "مرحبا  ", "\t ", " \t"])
    func sameAsCharacters(text: String) {
        let whole = Substring(text)
        #expect(whole.trimmingTrailingSpaces == characterByCharacter(whole))
        // And inside a longer string, as a line of a paragraph is.
        let paragraph = "x" + text + "y"
        let line = paragraph[paragraph.index(after: paragraph.startIndex)..<paragraph.index(before: paragraph.endIndex)]
        #expect(line.trimmingTrailingSpaces == characterByCharacter(line))
        #expect(line.trimmingTrailingSpaces.endIndex == characterByCharacter(line).endIndex)
    }
}

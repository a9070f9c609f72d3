import Foundation
import Testing
@testable import LayoutLab

private func size<V: View>(_ view: V, _ configuration: LayoutConfiguration = LayoutConfiguration()) throws -> CGSize {
    let result = try view.layout(configuration: configuration)
    let text = try #require(result.tree.nodes.first { $0.kind == "Text" })
    return try #require(result.frame(of: text.id)).size
}

/// One published measurement of the iOS 26.1 system font: Vercantez/openuikit
/// `golden/font_metrics_ios.json` @ 32cc00a35acc, entry `id`: `stringWidths` (CoreText's raw
/// width) and `labelWidths` (UILabel's, rounded up to the 3× pixel grid).
struct SFProPublishedWidth: CustomTestStringConvertible, Sendable {
    let id: String
    let size: CGFloat
    let string: String
    let raw: CGFloat
    let label: CGFloat
    var testDescription: String { "\(id) \"\(string)\" \(label)" }
}

private let strings = [
    "0123456789", "AVAST Wavy To. LT", "Hello UIKit", "iiiiillll", "The quick brown fox jumps over the lazy dog", "WWWW MMMM",
]

private func rows(_ id: String, _ size: CGFloat, raw: [CGFloat], label: [CGFloat]) -> [SFProPublishedWidth] {
    zip(strings, zip(raw, label)).map { SFProPublishedWidth(id: id, size: size, string: $0, raw: $1.0, label: $1.1) }
}

private let published: [SFProPublishedWidth] =
    rows("system-regular-12.0", 12,
         raw: [72.6328125, 108.8203125, 59.583984375, 26.96484375, 252.36328125, 91.78125],
         label: [72.666666666666671, 109, 59.666666666666664, 27, 252.66666666666666, 92])
    + rows("system-regular-13.0", 13,
           raw: [77.923828125, 116.59375, 63.71142578125, 28.5263671875, 270.1181640625, 98.744140625],
           label: [78, 116.66666666666667, 64, 28.666666666666668, 270.33333333333331, 99])
    + rows("system-regular-16.0", 16,
           raw: [93.71875, 139.78125, 76.0078125, 33.140625, 323.046875, 119.5625],
           label: [94, 140, 76.333333333333329, 33.333333333333336, 323.33333333333331, 119.66666666666667])
    + rows("system-regular-17.0", 17,
           raw: [98.580078125, 146.82421875, 79.66259765625, 34.3154296875, 338.9541015625, 126.138671875],
           label: [98.666666666666671, 147, 79.666666666666671, 34.333333333333336, 339, 126.33333333333333])

@Suite("Text: SF Pro measured (issue 32)")
struct SFProMeasurementTests {
    @Test("A published string width: the raw sum of advances and kerning to 1e-6 pt, the Text's width to 0.01 pt",
          arguments: published)
    func publishedWidth(_ row: SFProPublishedWidth) throws {
        let font = Font.system(size: row.size)
        let raw = try #require(SFProMeasurements.width(of: Substring(row.string), in: font))
        #expect(abs(raw - row.raw) < 1e-6)
        let width = try size(Text(row.string).font(font)).width
        #expect(abs(width - row.label) < 0.01)
    }

    @Test("Seed 000: Text(\"Hello, world.\") is 94.333 × 20.333; proposed 50 × 50 it wraps to 47.667 × 42.333, its first line counting the space at the break")
    func seed000() throws {
        #expect(SFProMeasurements.width(of: "Hello, world.", in: .body) == 94.1640625)
        let whole = try size(Text("Hello, world."))
        #expect(close(whole.width, 283.0 / 3) && close(whole.height, 61.0 / 3))
        let wrapped = try size(Text("Hello, world.").frame(width: 50, height: 50))
        #expect(close(wrapped.width, 143.0 / 3) && close(wrapped.height, 127.0 / 3))
    }

    @Test("UILabel(\"Hello\") is 39.0 wide in the body font (a public UIKit print; text-metrics §3.3): 38.814 rounded up")
    func hello() throws {
        #expect(SFProMeasurements.width(of: "Hello", in: .body) == 38.814453125)
        #expect(try size(Text("Hello")).width == 39)
    }

    @Test("Only the measured fonts are measured: other sizes, weights, designs and non-ASCII fall back to the approximation")
    func fallback() {
        #expect(SFProMeasurements.width(of: "Hello", in: .system(size: 15)) == nil)
        #expect(SFProMeasurements.width(of: "Hello", in: .system(size: 17, weight: .semibold)) == nil)
        #expect(SFProMeasurements.width(of: "Hello", in: .system(size: 17, design: .rounded)) == nil)
        #expect(SFProMeasurements.width(of: "Héllo", in: .body) == nil)
        #expect(SFProMeasurements.width(of: "", in: .body) == 0)
    }

    @Test("Bad input gives a size, never a trap or a hang: empty, 100,000 characters, emoji and combining marks, sizes 0, 1e6 and NaN")
    func badInput() throws {
        #expect(try size(Text("")) == .zero)
        let long = String(repeating: "Hello, world. ", count: 7_143)
        #expect(try size(Text(long)).height > 20)
        #expect(try size(Text(long).lineLimit(1)).width <= 402)
        #expect(try size(Text("👩‍👩‍👧 e\u{301}\u{301}")).width > 0)
        #expect(try size(Text("Hello").font(.system(size: 0))).width == 0)
        #expect(try size(Text("Hello").font(.system(size: 1e6))).width.isFinite)
        _ = try size(Text("Hello").font(.system(size: .nan)))
    }
}

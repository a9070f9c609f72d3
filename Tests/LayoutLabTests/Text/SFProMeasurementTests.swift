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
/// width) and `labelWidths` (UILabel's, rounded up to the 3× pixel grid; nil where it was not read).
struct SFProPublishedWidth: CustomTestStringConvertible, Sendable {
    let id: String
    let string: String
    let raw: CGFloat
    let label: CGFloat?
    /// `system-semibold-17.0` → 17.
    var size: CGFloat { CGFloat(Double(id.split(separator: "-").last!)!) }
    var weight: Font.Weight {
        switch id.split(separator: "-")[1] {
        case "semibold": .semibold
        case "bold": .bold
        case "medium": .medium
        default: .regular
        }
    }
    var font: Font { .system(size: size, weight: weight) }
    var testDescription: String { "\(id) \"\(string)\" \(label.map { "\($0)" } ?? "raw \(raw)")" }
}

private let strings = [
    "0123456789", "AVAST Wavy To. LT", "Hello UIKit", "iiiiillll", "The quick brown fox jumps over the lazy dog", "WWWW MMMM",
]

private func rows(_ id: String, raw: [CGFloat], label: [CGFloat]? = nil) -> [SFProPublishedWidth] {
    strings.indices.map { SFProPublishedWidth(id: id, string: strings[$0], raw: raw[$0], label: label?[$0]) }
}

/// Every published row read of the measured weights at 8 to 17 pt: 90 string widths, 84 with
/// their UILabel width (system-regular-11.0's labelWidths were not read).
private let published: [SFProPublishedWidth] =
    rows("system-regular-8.0", raw: [50.453125, 76, 41.95703125, 19.8046875, 176.9765625, 63.015625],
         label: [50.666666666666664, 76, 42, 20, 177, 63.333333333333336])
    + rows("system-regular-11.0", raw: [67.224609375, 100.84765625, 55.32763671875, 25.2978515625, 234.1044921875, 84.712890625])
    + rows("system-regular-12.0", raw: [72.6328125, 108.8203125, 59.583984375, 26.96484375, 252.36328125, 91.78125],
           label: [72.666666666666671, 109, 59.666666666666664, 27, 252.66666666666666, 92])
    + rows("system-regular-13.0", raw: [77.923828125, 116.59375, 63.71142578125, 28.5263671875, 270.1181640625, 98.744140625],
           label: [78, 116.66666666666667, 64, 28.666666666666668, 270.33333333333331, 99])
    + rows("system-regular-15.0", raw: [88.447265625, 132.041015625, 71.90185546875, 31.5966796875, 305.3759765625, 112.6171875],
           label: [88.666666666666671, 132.33333333333334, 72, 31.666666666666668, 305.66666666666669, 112.66666666666667])
    + rows("system-regular-16.0", raw: [93.71875, 139.78125, 76.0078125, 33.140625, 323.046875, 119.5625],
           label: [94, 140, 76.333333333333329, 33.333333333333336, 323.33333333333331, 119.66666666666667])
    + rows("system-regular-17.0", raw: [98.580078125, 146.82421875, 79.66259765625, 34.3154296875, 338.9541015625, 126.138671875],
           label: [98.666666666666671, 147, 79.666666666666671, 34.333333333333336, 339, 126.33333333333333])
    + rows("system-semibold-8.0",
           raw: [52.767394065856934, 78.455277442932129, 43.849512100219727, 21.669956207275391, 183.29101657867432, 64.396022796630859],
           label: [53, 78.666666666666671, 44, 22, 183.33333333333334, 64.666666666666671])
    + rows("system-semibold-11.0",
           raw: [70.406729340553284, 104.22366273403168, 57.929797887802124, 27.862596035003662, 242.78686654567719, 86.610937595367432],
           label: [70.666666666666671, 104.33333333333333, 58, 28, 243, 86.666666666666671])
    + rows("system-semibold-15.0",
           raw: [92.78652012348175, 136.64466083049774, 75.450257062911987, 35.094058513641357, 317.21557796001434, 115.20543336868286],
           label: [93, 136.66666666666666, 75.666666666666671, 35.333333333333336, 317.33333333333331, 115.33333333333333])
    + rows("system-semibold-17.0",
           raw: [103.49789988994598, 152.04168331623077, 83.684119462966919, 38.279125690460205, 352.37231647968292, 129.07201719284058],
           label: [103.66666666666667, 152.33333333333334, 84, 38.333333333333336, 352.66666666666669, 129.33333333333334])
    + rows("system-bold-11.0", raw: [72.249267578125, 106.178466796875, 59.4365234375, 29.34765625, 247.814208984375, 87.7099609375],
           label: [72.333333333333329, 106.33333333333333, 59.666666666666664, 29.666666666666668, 248, 88])
    + rows("system-bold-15.0", raw: [95.299072265625, 139.310302734375, 77.5048828125, 37.119140625, 324.071044921875, 116.7041015625],
           label: [95.333333333333329, 139.33333333333334, 77.666666666666671, 37.333333333333336, 324.33333333333331, 117])
    + rows("system-bold-17.0", raw: [106.345458984375, 155.062744140625, 86.0126953125, 40.57421875, 360.141845703125, 130.7705078125],
           label: [106.66666666666667, 155.33333333333334, 86.333333333333329, 40.666666666666664, 360.33333333333331, 131])

/// A weight the table does not hold: medium (published at 17 pt) falls back to the approximation.
private let medium17 = rows("system-medium-17.0",
    raw: [101.42763721942902, 149.84527957439423, 81.991173505783081, 36.610522747039795, 346.72363078594208, 127.83716249465942],
    label: [101.66666666666667, 150, 82, 36.666666666666664, 347, 128])

@Suite("Text: SF Pro measured (issue 32)")
struct SFProMeasurementTests {
    @Test("A published string width: the raw sum of advances and kerning to 1e-6 pt, the Text's width to 0.01 pt",
          arguments: published)
    func publishedWidth(_ row: SFProPublishedWidth) throws {
        let raw = try #require(SFProMeasurements.width(of: Substring(row.string), in: row.font))
        // Regular and bold are whole or half font units: exact. Semibold's kerning is published
        // in rounded millionths of an em: within 4e-5 pt over 43 characters.
        #expect(abs(raw - row.raw) < (row.weight == .semibold ? 1e-4 : 1e-9))
        let result = try Text(row.string).font(row.font).layout()
        let text = try #require(result.tree.nodes.first { $0.kind == "Text" })
        if let label = row.label { #expect(abs(try #require(result.frame(of: text.id)).width - label) < 0.01) }
        #expect(result.diagnostics.isEmpty)
    }

    @Test("Headline is semibold 17 pt and .bold() is bold: measured, as UILabel measures them")
    func headlineAndBold() throws {
        #expect(try size(Text("Hello UIKit").font(.headline)).width == 84)
        #expect(try size(Text("Hello UIKit").bold()).width == 86.333333333333329)
        #expect(try size(Text("Hello UIKit").fontWeight(.semibold)).width == 84)
        #expect(try size(Text("Hello UIKit").font(.caption2.bold())).width == 59.666666666666664)
    }

    @Test("A weight not measured (medium) keeps the approximation, and the run says so once", arguments: [medium17])
    func mediumFallsBack(_ rows: [SFProPublishedWidth]) throws {
        let view = VStack { ForEach(rows.indices, id: \.self) { Text(rows[$0].string).font(rows[$0].font) } }
        let result = try view.layout()
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.contains("approximate") == true)
        let widths = result.tree.nodes.filter { $0.kind == "Text" }.compactMap { result.frame(of: $0.id)?.width }
        // The approximation is not the published width (the table does not claim to be exact here).
        #expect(zip(widths, rows).contains { abs($0 - $1.label!) > 0.01 })
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
        #expect(SFProMeasurements.width(of: "Hello", in: .system(size: 18)) == nil)
        #expect(SFProMeasurements.width(of: "Hello", in: .system(size: 7.5)) == nil)
        #expect(SFProMeasurements.width(of: "Hello", in: .title) == nil)
        #expect(SFProMeasurements.width(of: "Hello", in: .system(size: 17, weight: .medium)) == nil)
        #expect(SFProMeasurements.width(of: "Hello", in: .system(size: 17, design: .rounded)) == nil)
        #expect(SFProMeasurements.width(of: "Hello", in: Font.body.italic()) == nil)
        #expect(SFProMeasurements.width(of: "Hello", in: .custom("Avenir", size: 17)) == nil)
        #expect(SFProMeasurements.width(of: "Héllo", in: .body) == nil)
        #expect(SFProMeasurements.width(of: "", in: .body) == 0)
        #expect(SFProMeasurements.measures("Two\nlines", in: .body))
        #expect(!SFProMeasurements.measures("Héllo", in: .body) && !SFProMeasurements.measures("Hello", in: .title))
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

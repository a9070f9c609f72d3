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
        case "heavy": .heavy
        case "black": .black
        case "light": .light
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

/// Every published row read of the measured weights: 342 string widths from 8 to 40 pt (regular,
/// medium, semibold, bold, heavy, black), 318 with their UILabel width (the rest were not read).
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
    + rows("system-medium-17.0",
           raw: [101.42763721942902, 149.84527957439423, 81.991173505783081, 36.610522747039795, 346.72363078594208, 127.83716249465942],
           label: [101.66666666666667, 150, 82, 36.666666666666664, 347, 128])
    + rows("system-medium-8.0", raw: [51.793152809143066, 77.42167568206787, 43.05283164978027, 20.88473129272461, 180.63281154632568, 63.81491470336914],
           label: [52, 77.66666666666667, 43.333333333333336, 21, 180.66666666666666, 64])
    + rows("system-bold-18.0", raw: [112.49170580506325, 163.60308256745338, 90.7922405898571, 42.75665885210037, 380.16280487179756, 138.27939373254776],
           label: [112.66666666666667, 163.66666666666666, 91, 43, 380.3333333333333, 138.33333333333334])
    + rows("system-medium-18.0", raw: [107.3176297108439, 158.0595994132018, 86.53276663723227, 38.58182379670325, 365.78532781080867, 135.17020841463818],
           label: [107.33333333333333, 158.33333333333334, 86.66666666666667, 38.666666666666664, 366, 135.33333333333334])
    + rows("system-regular-18.0", raw: [104.32169204950333, 154.84976452589035, 84.0664097070694, 36.164475202560425, 357.460358440876, 133.3699014186859],
           label: [104.33333333333333, 155, 84.33333333333333, 36.333333333333336, 357.6666666666667, 133.66666666666666])
    + rows("system-bold-19.0", raw: [118.62620459496975, 172.08011208474636, 95.54134269058704, 44.91691491007805, 400.05716674029827, 145.7683752477169],
           label: [118.66666666666667, 172.33333333333334, 95.66666666666667, 45, 400.3333333333333, 146])
    + rows("system-medium-19.0", raw: [113.1994972964676, 166.2085142050273, 91.04376389329991, 40.53335621890437, 384.70178440576274, 142.48298900540976],
           label: [113.33333333333333, 166.33333333333334, 91.33333333333333, 40.666666666666664, 385, 142.66666666666666])
    + rows("system-regular-19.0", raw: [110.05727896094322, 162.80869153141975, 88.43953746557236, 37.995150685310364, 375.8105799853802, 140.5806566476822],
           label: [110.33333333333333, 163, 88.66666666666667, 38, 376, 140.66666666666666])
    + rows("system-semibold-19.0", raw: [115.48398625944537, 168.6802894111388, 92.93711626285949, 42.37870937648404, 391.1659623199157, 143.86604288998933],
           label: [115.66666666666667, 169, 93, 42.666666666666664, 391.3333333333333, 144])
    + rows("system-black-20.0", raw: [132.88612365722656, 188.20865631103516, 106.58563613891602, 53.330955505371094, 441.6063690185547, 157.88097381591797],
           label: [133, 188.33333333333334, 106.66666666666667, 53.333333333333336, 441.6666666666667, 158])
    + rows("system-bold-20.0", raw: [124.05156135559082, 178.34202766418457, 99.10223960876465, 46.168460845947266, 415.12986183166504, 152.40175247192383],
           label: [124.33333333333333, 178.66666666666666, 99.33333333333333, 46.333333333333336, 415.3333333333333, 152.66666666666666])
    + rows("system-heavy-20.0", raw: [128.76325602061115, 183.60414931434207, 103.09332352480851, 49.98839970910922, 429.25045019830577, 155.32395926536992],
           label: [129, 183.66666666666666, 103.33333333333333, 50, 429.3333333333333, 155.33333333333334])
    + rows("system-medium-20.0", raw: [118.4566261479631, 172.09348403383046, 94.36299873981625, 41.6324473824352, 398.3622691454366, 148.93175731413066],
           label: [118.66666666666667, 172.33333333333334, 94.66666666666667, 41.666666666666664, 398.6666666666667, 149])
    + rows("system-regular-20.0", raw: [115.21699905395508, 168.47539901733398, 91.61884307861328, 39.00596618652344, 388.6533546447754, 146.9225311279297],
           label: [115.33333333333333, 168.66666666666666, 91.66666666666667, 39.333333333333336, 388.6666666666667, 147])
    + rows("system-semibold-20.0", raw: [120.81193426158279, 174.7239426476881, 96.35808394756168, 43.5419796500355, 405.42094733100384, 150.39252628572285],
           label: [121, 175, 96.66666666666667, 43.666666666666664, 405.6666666666667, 150.66666666666666])
    + rows("system-bold-21.0", raw: [130.31751036643982, 185.8919198513031, 103.53077244758606, 48.138755321502686, 433.56951785087585, 159.761296749115],
           label: [130.33333333333334, 186, 103.66666666666667, 48.333333333333336, 433.6666666666667, 160])
    + rows("system-regular-21.0", raw: [121.23592901229858, 175.41931200027466, 95.66499996185303, 40.747941970825195, 404.7672915458679, 153.9887180328369],
           label: [121.33333333333333, 175.66666666666666, 95.66666666666667, 41, 405, 154])
    + rows("system-bold-22.0", raw: [136.58996251225471, 193.31304505467415, 107.90993151068687, 50.07744175195694, 451.7916721403599, 167.0965879559517],
           label: [136.66666666666666, 193.33333333333334, 108, 50.333333333333336, 452, 167.33333333333334])
    + rows("system-medium-22.0", raw: [130.69384215249738, 186.29020428862714, 102.68587999524607, 45.26003252118244, 432.0181702273694, 163.2538614142395],
           label: [131, 186.33333333333334, 103, 45.333333333333336, 432.3333333333333, 163.33333333333334])
    + rows("system-regular-22.0", raw: [127.27982026338577, 182.22377914190292, 99.66100513935089, 42.47061514854431, 420.56874853372574, 161.028813123703],
           label: [127.33333333333333, 182.33333333333334, 99.66666666666667, 42.666666666666664, 420.6666666666667, 161.33333333333334])
    + rows("system-semibold-22.0", raw: [133.1759406231431, 189.24661990794993, 104.8850566547917, 47.28802437931881, 440.3422504467162, 164.87153966541518],
           label: [133.33333333333334, 189.33333333333334, 105, 47.333333333333336, 440.6666666666667, 165])
    + rows("system-regular-23.0", raw: [133.7975440621376, 189.65111511945724, 104.10028994083405, 44.57779383659363, 437.9861028790474, 168.4465959072113],
           label: [134, 189.66666666666666, 104.33333333333333, 44.666666666666664, 438, 168.66666666666666])
    + rows("system-semibold-23.0", raw: [139.8266733886412, 197.0712773460982, 109.56748785117816, 49.52417854478699, 459.3530375177361, 172.47743976479978],
           label: [140, 197.33333333333334, 109.66666666666667, 49.666666666666664, 459.6666666666667, 172.66666666666666])
    + rows("system-bold-24.0", raw: [150.09060037136078, 209.3588079214096, 117.54926025867462, 54.70211863517761, 491.6061362028122, 182.53663229942322],
           label: [150.33333333333334, 209.66666666666666, 117.66666666666667, 55, 491.6666666666667, 182.66666666666666])
    + rows("system-medium-24.0", raw: [143.94020090455888, 201.53453280584654, 111.83842121361522, 49.63458433386404, 468.5853656050167, 178.3165017409483],
           label: [144, 201.66666666666666, 112, 49.666666666666664, 468.6666666666667, 178.33333333333334])
    + rows("system-regular-24.0", raw: [140.37894415855408, 197.00405430793762, 108.53168249130249, 46.700337409973145, 455.2556827068329, 175.87292575836182],
           label: [140.66666666666666, 197.33333333333334, 108.66666666666667, 47, 455.3333333333333, 176])
    + rows("system-semibold-24.0", raw: [146.52934362535598, 204.8283294235007, 114.24252153636189, 51.767871711286716, 478.2764533046284, 180.09305631683674],
           label: [146.66666666666666, 205, 114.33333333333333, 52, 478.3333333333333, 180.33333333333334])
    + rows("system-bold-28.0", raw: [176.33984375, 243.892578125, 137.5048828125, 64.271484375, 574.533203125, 213.541015625],
           label: [176.66666666666666, 244, 137.66666666666666, 64.33333333333333, 574.6666666666666, 213.66666666666666])
    + rows("system-heavy-28.0", raw: [182.20954585075378, 251.67995929718018, 143.1230262517929, 69.13495182991028, 598.0411777496338, 217.70449376106262],
           label: [182.33333333333334, 252, 143.33333333333334, 69.33333333333333, 598.3333333333334, 218])
    + rows("system-medium-28.0", raw: [169.36982440948486, 234.6453971862793, 130.83357858657837, 58.49632549285889, 546.6184921264648, 208.5970640182495],
           label: [169.66666666666666, 234.66666666666666, 131, 58.666666666666664, 546.6666666666666, 208.66666666666666])
    + rows("system-regular-28.0", raw: [165.333984375, 229.291015625, 126.970703125, 55.15234375, 530.455078125, 205.734375],
           label: [165.66666666666666, 229.33333333333334, 127, 55.333333333333336, 530.6666666666666, 206])
    + rows("system-semibold-28.0", raw: [172.30400371551514, 238.5381965637207, 133.64200735092163, 60.92750263214111, 558.3697891235352, 210.6783266067505],
           label: [172.33333333333334, 238.66666666666666, 133.66666666666666, 61, 558.6666666666666, 211])
    + rows("system-medium-31.0", raw: [187.2138569355011, 259.2713270187378, 144.5184541940689, 64.49132800102234, 603.8830013275146, 230.67428851127625])
    + rows("system-regular-31.0", raw: [182.74560546875, 253.34326171875, 140.24169921875, 60.7890625, 585.98779296875, 227.5048828125],
           label: [183, 253.66666666666666, 140.33333333333334, 61, 586, 227.66666666666666])
    + rows("system-semibold-31.0", raw: [190.4624125957489, 263.5812120437622, 147.6277860403061, 67.18298840522766, 616.8933658599854, 232.97854351997375])
    + rows("system-black-34.0", raw: [226.6611328125, 312.474609375, 178.8486328125, 88.3701171875, 747.6015625, 268.0322265625],
           label: [226.66666666666666, 312.6666666666667, 179, 88.66666666666667, 747.6666666666666, 268.3333333333333])
    + rows("system-bold-34.0", raw: [213.296875, 294.744140625, 166.05712890625, 77.296875, 694.078125, 258.552734375],
           label: [213.33333333333334, 295, 166.33333333333334, 77.33333333333333, 694.3333333333334, 258.6666666666667])
    + rows("system-heavy-34.0", raw: [220.42437040805817, 304.2002463340759, 172.8791602253914, 83.20251405239105, 722.6235227584839, 263.60838639736176],
           label: [220.66666666666666, 304.3333333333333, 173, 83.33333333333333, 722.6666666666666, 263.6666666666667])
    + rows("system-medium-34.0", raw: [204.83328008651733, 283.5154209136963, 157.95625948905945, 70.28418207168579, 660.1816902160645, 252.54936456680298],
           label: [205, 283.6666666666667, 158, 70.33333333333333, 660.3333333333334, 252.66666666666666])
    + rows("system-regular-34.0", raw: [199.9326171875, 277.013671875, 153.265625, 66.2236328125, 640.5546875, 249.0732421875],
           label: [200, 277.3333333333333, 153.33333333333334, 66.33333333333333, 640.6666666666666, 249.33333333333334])
    + rows("system-semibold-34.0", raw: [208.39621210098267, 288.2423915863037, 161.36649441719055, 73.23632574081421, 674.4511222839355, 255.07661199569702],
           label: [208.66666666666666, 288.3333333333333, 161.66666666666666, 73.33333333333333, 674.6666666666666, 255.33333333333334])
    + rows("system-regular-40.0", raw: [234.43359375, 324.5703125, 179.453125, 77.20703125, 750.234375, 292.32421875],
           label: [234.66666666666666, 324.6666666666667, 179.66666666666666, 77.33333333333333, 750.3333333333334, 292.3333333333333])

/// A weight the table does not hold: light (published at 28 pt) falls back to the approximation.
private let light28 = rows("system-light-28.0",
    raw: [161.7077648639679, 222.95589816570282, 121.95342791080475, 50.104921817779541, 519.20173895359039, 201.23820734024048],
    label: [162, 223, 122, 50.333333333333336, 519.33333333333337, 201.33333333333334])

@Suite("Text: SF Pro measured (issue 32)")
struct SFProMeasurementTests {
    @Test("A published string width: the raw sum of advances and kerning to 1e-4 pt, the Text's width to 0.01 pt",
          arguments: published)
    func publishedWidth(_ row: SFProPublishedWidth) throws {
        let raw = try #require(SFProMeasurements.width(of: Substring(row.string), in: row.font))
        // Kerning is published in rounded millionths of an em (snapped to the half unit it rounds),
        // and the weights between the masters in CoreText's float arithmetic: within 4e-5 pt over
        // 43 characters, the bound sf-pro-table.py checks.
        #expect(abs(raw - row.raw) < 1e-4)
        // Unwrapped, as UILabel's intrinsic size is: the widest rows are wider than the screen.
        let result = try Text(row.string).font(row.font).fixedSize().layout()
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

    @Test("The text styles above 17 pt are measured: title 3, title 2, title and large title as UILabel measures regular 20, 22, 28 and 34 pt")
    func largeTextStyles() throws {
        // system-regular-{20,22,28,34}.0 "Hello UIKit" labelWidths.
        #expect(close(try size(Text("Hello UIKit").font(.title3)).width, 275.0 / 3))
        #expect(close(try size(Text("Hello UIKit").font(.title2)).width, 299.0 / 3))
        #expect(close(try size(Text("Hello UIKit").font(.title)).width, 127))
        #expect(close(try size(Text("Hello UIKit").font(.largeTitle)).width, 460.0 / 3))
        // system-bold-34.0: a bold large title.
        #expect(close(try size(Text("Hello UIKit").font(.largeTitle.bold())).width, 499.0 / 3))
    }

    @Test("A weight not measured (light) keeps the approximation, and the run says so once", arguments: [light28])
    func lightFallsBack(_ rows: [SFProPublishedWidth]) throws {
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

    @Test("Only the measured fonts are measured: sizes outside 8...40, the light weights, designs, italic and non-ASCII fall back to the approximation")
    func fallback() {
        #expect(SFProMeasurements.width(of: "Hello", in: .system(size: 40.5)) == nil)
        #expect(SFProMeasurements.width(of: "Hello", in: .system(size: 7.5)) == nil)
        #expect(SFProMeasurements.width(of: "Hello", in: .system(size: 17, weight: .light)) == nil)
        #expect(SFProMeasurements.width(of: "Hello", in: .system(size: 17, design: .rounded)) == nil)
        #expect(SFProMeasurements.width(of: "Hello", in: Font.body.italic()) == nil)
        #expect(SFProMeasurements.width(of: "Hello", in: .custom("Avenir", size: 17)) == nil)
        #expect(SFProMeasurements.width(of: "Héllo", in: .body) == nil)
        #expect(SFProMeasurements.width(of: "", in: .body) == 0)
        #expect(SFProMeasurements.measures("Two\nlines", in: .body))
        #expect(!SFProMeasurements.measures("Héllo", in: .body) && !SFProMeasurements.measures("Hello", in: .system(size: 41)))
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

import Foundation
import Testing
import LayoutLab
import LayoutLabPictures
import LayoutLabStore
import TestSupport

// The pictures checked in a real browser: headless Chromium renders the SVG and HTML that
// `layoutlab draw` writes, takes a screenshot, and the pixels are checked against the stored
// frames. Chromium is Debian's `chromium` package, which `.ci/run` installs. Without it the
// tests are skipped, saying so; on CI (the CI variable set) they run and fail instead.

enum Browser {
    static let names = ["chromium", "chromium-headless-shell", "chromium-browser", "google-chrome"]

    static let executable: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in names {
            for directory in path.split(separator: ":") {
                let url = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: url.path) { return url }
            }
        }
        return nil
    }()

    static var onCI: Bool { !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty }

    /// Run when Chromium is installed, and always on CI, where its absence is a failure.
    static var shouldRun: Bool { executable != nil || onCI }

    static let missing = "headless Chromium is not installed (apt-get install chromium; .ci/run installs it): the browser tests cannot run"

    /// A screenshot of `url` in a `width` × `height` window at one pixel per CSS pixel.
    static func screenshot(_ url: URL, width: Int, height: Int) throws -> PNGImage {
        guard let executable else {
            Issue.record(Comment(rawValue: missing))
            throw PNGImage.DecodingError(description: missing)
        }
        let directory = try BinaryRunner.temporaryDirectory()
        let output = directory.appendingPathComponent("screenshot.png")
        let process = Process()
        process.executableURL = executable
        process.arguments = PNGRenderer.chromiumScreenshot(of: url, width: CGFloat(width), height: CGFloat(height), to: output,
                                                           profile: directory.appendingPathComponent("profile"))
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let image = try PNGImage(contentsOf: output)
        #expect(image.width == width && image.height == height)
        return image
    }

    /// The numbers that follow `pattern` in `text`, up to the closing quote or parenthesis:
    /// `viewBox="` gives the view box, `transform="translate(` an offset.
    static func numbers(in text: String, after pattern: String) -> [Double] {
        guard let range = text.range(of: pattern) else { return [] }
        let rest = text[range.upperBound...]
        let numbers = rest.prefix { $0 != "\"" && $0 != ")" }.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
        return numbers
    }
}

@Suite("Pictures in a real browser (headless Chromium)", .enabled(if: Browser.shouldRun, Comment(rawValue: Browser.missing)), .serialized)
struct BrowserTests {
    static let red = PNGImage.Pixel(0xFF, 0x3B, 0x30)
    static let blue = PNGImage.Pixel(0x00, 0x7A, 0xFF)
    static let yellow = PNGImage.Pixel(0xFF, 0xCC, 0x00)
    static let unsafeArea = PNGImage.Pixel(0xE5, 0xE5, 0xEA)
    static let white = PNGImage.Pixel(0xFF, 0xFF, 0xFF)

    /// Seed 000's three rectangles recorded as run 1, and their stored frames by colour.
    struct Recorded {
        let directory: URL
        let rectangles: [(colour: PNGImage.Pixel, frame: CGRect)]

        init() throws {
            directory = try BinaryRunner.temporaryDirectory()
            let run = try BinaryRunner.run(["run", BinaryRunner.example("seed000-vstack-tagged"), "--format", "tree"], in: directory)
            #expect(run.status == 0, "\(run.stderr)")
            let details = try StoreReader(path: directory.appendingPathComponent("layoutlab.sqlite").path).nodeDetails(run: 1)
            let filled = details.filter { $0.node.kind == "Rectangle" && $0.attribute("fill") != nil }
            rectangles = try zip([red, blue, yellow], filled).map { colour, detail in (colour, try #require(detail.node.frame)) }
            #expect(rectangles.count == 3)
        }
    }

    @Test("The SVG of seed 000's VStack: each rectangle's centre has its fill colour; the safe-area bands are the device's")
    func runSVG() throws {
        if Browser.executable == nil { Issue.record(Comment(rawValue: Browser.missing)); return }
        let recorded = try Recorded()
        let draw = try BinaryRunner.run(["draw", "1", "--output", "run.svg"], in: recorded.directory)
        #expect(draw.status == 0, "\(draw.stderr)")
        let url = recorded.directory.appendingPathComponent("run.svg")
        let svg = try String(contentsOf: url, encoding: .utf8)
        let viewBox = Browser.numbers(in: svg, after: "viewBox=\"")
        try #require(viewBox.count == 4)
        let image = try Browser.screenshot(url, width: Int(viewBox[2]), height: Int(viewBox[3]))
        // A point (x, y) is the pixel (x - viewBox.x, y - viewBox.y).
        func pixel(_ x: CGFloat, _ y: CGFloat) -> PNGImage.Pixel { image[Int(x - viewBox[0]), Int(y - viewBox[1])] }
        for (colour, frame) in recorded.rectangles {
            #expect(pixel(frame.midX, frame.midY) == colour, "\(frame)")
            // Just inside each corner too: the rect spans exactly its stored frame.
            #expect(pixel(frame.minX + 1, frame.minY + 1) == colour)
            #expect(pixel(frame.maxX - 1, frame.maxY - 1) == colour)
        }
        // iPhone 16 Pro: 402 × 874, insets 62 top and 34 bottom.
        #expect(pixel(201, 31) == Self.unsafeArea)
        #expect(pixel(201, 61.5) == Self.unsafeArea)
        #expect(pixel(201, 62.5) == Self.white)
        #expect(pixel(201, 839.5) == Self.white)
        #expect(pixel(201, 840.5) == Self.unsafeArea)
        #expect(pixel(201, 872.5) == Self.unsafeArea)
        #expect(pixel(20, 450) == Self.white)
    }

    @Test("The HTML page of seed 000's VStack: the picture beside tree and trace, the same pixels; #step selects an event")
    func runHTML() throws {
        if Browser.executable == nil { Issue.record(Comment(rawValue: Browser.missing)); return }
        let recorded = try Recorded()
        let draw = try BinaryRunner.run(["draw", "1", "--output", "run.html"], in: recorded.directory)
        #expect(draw.status == 0, "\(draw.stderr)")
        let url = recorded.directory.appendingPathComponent("run.html")
        let html = try String(contentsOf: url, encoding: .utf8)
        #expect(!html.contains("src=") && !html.contains("href=") && !html.contains("@import"), "self-contained")
        let image = try Browser.screenshot(url, width: 1400, height: 1100)
        // Where the page put the picture: the red rectangle's pixels, against its stored frame.
        let red = try #require(image.bounds(of: Self.red))
        let (redColour, redFrame) = recorded.rectangles[0]
        #expect(redColour == Self.red)
        #expect(red.maxX - red.minX + 1 == Int(redFrame.width) && red.maxY - red.minY + 1 == Int(redFrame.height))
        let dx = CGFloat(red.minX) - redFrame.minX, dy = CGFloat(red.minY) - redFrame.minY
        func pixel(_ x: CGFloat, _ y: CGFloat) -> PNGImage.Pixel { image[Int(x + dx), Int(y + dy)] }
        for (colour, frame) in recorded.rectangles {
            #expect(pixel(frame.midX, frame.midY) == colour, "\(frame)")
        }
        #expect(pixel(201, 31) == Self.unsafeArea)
        #expect(pixel(201, 62.5) == Self.white)
        #expect(pixel(201, 860) == Self.unsafeArea)
        // The tree is beside the picture, right of the screen.
        #expect(html.contains("class=\"tree-row\"") && html.contains("<table class=\"trace\">"))

        // Step 20 is a proposal to 🟥's Rectangle (`trace 1` shows it): the node is outlined in orange.
        let trace = try BinaryRunner.run(["trace", "1", "--format", "csv"], in: recorded.directory)
        let step20 = try #require(trace.lines.dropFirst(21).first)
        #expect(step20.hasPrefix("20,placement,proposal,7,0.0.0.0.0.0.0.0,Rectangle,"), "\(step20)")
        var stepped = URLComponents(url: url, resolvingAgainstBaseURL: false)!
        stepped.fragment = "step=20"
        let selected = try Browser.screenshot(stepped.url!, width: 1400, height: 1100)
        let orange = PNGImage.Pixel(0xFF, 0x9F, 0x0A)
        // The outline is 3 pt wide, centred on the frame's edge.
        #expect(selected[Int(redFrame.minX + dx), Int(redFrame.midY + dy)].isClose(to: orange, tolerance: 8))
        #expect(image[Int(redFrame.minX + dx), Int(redFrame.midY + dy)] == Self.red)
    }

    @Test("The 24-case sheet of seed 001's study: all 24 panels drawn, each Text where its run put it")
    func sweepSheet() throws {
        if Browser.executable == nil { Issue.record(Comment(rawValue: Browser.missing)); return }
        let directory = try BinaryRunner.temporaryDirectory()
        #expect(try BinaryRunner.run(["sweep", BinaryRunner.example("frame-24-cases")], in: directory).status == 0)
        for format in ["svg", "html"] {
            let draw = try BinaryRunner.run(["draw", "--sweep", "1", "--output", "sheet.\(format)"], in: directory)
            #expect(draw.status == 0, "\(draw.stderr)")
        }
        let svgURL = directory.appendingPathComponent("sheet.svg")
        let svg = try String(contentsOf: svgURL, encoding: .utf8)
        let size = Browser.numbers(in: svg, after: "viewBox=\"")
        try #require(size.count == 4)
        let reader = try StoreReader(path: directory.appendingPathComponent("layoutlab.sqlite").path)
        let cases = try reader.sweepCases(1)
        #expect(cases.count == 24)
        let panelDrawing = Browser.numbers(in: svg, after: "class=\"panel-drawing\" transform=\"translate(")

        for (format, window) in [("svg", (Int(size[2]), Int(size[3]))), ("html", (Int(size[2]) + 40, Int(size[3]) + 80))] {
            let image = try Browser.screenshot(directory.appendingPathComponent("sheet.\(format)"), width: window.0, height: window.1)
            // The HTML page puts the sheet below its heading: the sheet starts at the first pixel
            // of its page colour (the page around it is white).
            let page = PNGImage.Pixel(0xF2, 0xF2, 0xF7)
            let found = try #require((0..<min(300, image.height)).lazy.compactMap { y in
                (0..<min(300, image.width)).first { x in image[x, y] == page }.map { ($0, y) }
            }.first)
            let offset = (x: found.0, y: found.1)
            #expect(format == "html" || (offset.x == 0 && offset.y == 0))
            var drawn = 0
            for sweepCase in cases {
                let run = try #require(sweepCase.run)
                let origin = Browser.numbers(in: svg, after: "id=\"case-\(sweepCase.index)\" data-case=\"\(sweepCase.index)\" data-run=\"\(run)\" transform=\"translate(")
                try #require(origin.count == 2)
                let text = try #require(try reader.nodeDetails(run: run).first { $0.node.kind == "Text" }?.node.frame)
                // The Text's row, across its frame: some pixels are ink (dark).
                let y = Int(origin[1] + panelDrawing[1] + text.midY) + offset.y
                let xs = Int(origin[0] + panelDrawing[0] + text.minX) + offset.x..<Int(origin[0] + panelDrawing[0] + text.maxX) + offset.x
                let ink = xs.filter { x in let p = image[x, y]; return Int(p.red) + Int(p.green) + Int(p.blue) < 200 }
                #expect(ink.count > 5, "case \(sweepCase.index) (\(format)): the Text at \(text) is not drawn")
                // The panel's white background, just inside its corner.
                #expect(image[Int(origin[0]) + 3 + offset.x, Int(origin[1]) + 3 + offset.y] == Self.white, "case \(sweepCase.index)")
                if ink.count > 5 { drawn += 1 }
            }
            #expect(drawn == 24, "\(format)")
        }
    }
}

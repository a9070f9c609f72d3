import Foundation
import Testing
import LayoutLabPictures
import TestSupport

// Issue 35 in headless Chromium (as BrowserTests): the page `layoutlab watch` serves shows the
// newest frame after a save, and pictures draw inherited foreground styles and Circle shapes.

@Suite("watch and pictures in a real browser (headless Chromium)", .enabled(if: Browser.shouldRun, Comment(rawValue: Browser.missing)), .serialized)
struct WatchBrowserTests {
    @Test("The watch page, screenshotted from 127.0.0.1: the red Color is 120 wide, then 160 after the save")
    func watchPage() throws {
        if Browser.executable == nil { Issue.record(Comment(rawValue: Browser.missing)); return }
        let file = try BinaryRunner.temporaryFile(WatchCommandTests.rectangle(width: 120), name: "Box.swift")
        let watching = try WatchCommandTests.Watching([file, "--port", "0", "--no-record"])
        defer { _ = watching.stop() }
        #expect(watching.wait { watching.url != nil }, "\(watching.stderr)")
        let url = try #require(watching.url.flatMap(URL.init(string:)))
        func redWidth() throws -> Int? {
            try Browser.screenshot(url, width: 1400, height: 1100).bounds(of: BrowserTests.red).map { $0.maxX - $0.minX + 1 }
        }
        #expect(try redWidth() == 120)
        try Data(WatchCommandTests.rectangle(width: 160).utf8).write(to: URL(fileURLWithPath: file))
        #expect(try watching.wait { try WatchCommandTests.get(url.absoluteString + "version") == "2" })
        #expect(try redWidth() == 160)
    }

    @Test("One open tab of the watch page reloads by itself after a save and shows the new frame (read through DevTools)")
    func pageReloadsItself() throws {
        guard let chromium = Browser.executable else { Issue.record(Comment(rawValue: Browser.missing)); return }
        let file = try BinaryRunner.temporaryFile(WatchCommandTests.rectangle(width: 120), name: "Box.swift")
        let watching = try WatchCommandTests.Watching([file, "--port", "0", "--no-record"])
        defer { _ = watching.stop() }
        #expect(watching.wait { watching.url != nil }, "\(watching.stderr)")
        let url = try #require(watching.url.flatMap(URL.init(string:)))
        let tab = try DevToolsTab(chromium, url: url)
        defer { tab.close() }
        // What the tab shows: the page's version, how it was last loaded, and the Color's frame.
        let shown = """
            [document.getElementById('watch-status')?.dataset.version,
             performance.getEntriesByType('navigation')[0]?.type,
             document.querySelector('g[data-kind="Color"] rect.frame')?.getAttribute('width')].join(' ')
            """
        #expect(try tab.poll(shown) { $0 == "1 navigate 120" } == "1 navigate 120")
        try Data(WatchCommandTests.rectangle(width: 160).utf8).write(to: URL(fileURLWithPath: file))
        // Nothing navigates the tab but its own script: a reload that shows version 2 and its 160.
        #expect(try tab.poll(shown) { $0.hasPrefix("2 ") } == "2 reload 160", "\(watching.stderr)")
    }

    @Test("The settings screen (Examples/everyday/settings-form.swift): its bar and large title, the grouped list's grey, cards and separators, headers whole in their font")
    func settingsScreen() throws {
        if Browser.executable == nil { Issue.record(Comment(rawValue: Browser.missing)); return }
        let directory = try BinaryRunner.temporaryDirectory()
        let run = try BinaryRunner.run(["run", BinaryRunner.example("everyday/settings-form"), "--no-record", "--draw", "settings.svg"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        let svgURL = directory.appendingPathComponent("settings.svg")
        let svg = try String(contentsOf: svgURL, encoding: .utf8)
        func count(_ text: String) -> Int { svg.components(separatedBy: text).count - 1 }
        // The bar: iOS 27's 54 + the large title's 52 from the safe area's top (62), the title in it.
        #expect(svg.contains(##"<rect class="navigation-bar" x="0" y="62" width="402" height="106" fill="#f2f2f7"/>"##), "\(svg.prefix(4000))")
        #expect(svg.contains(##"font-size="34" font-weight="700" fill="#000000">Settings</text>"##))
        // The grouped list: its grey, one card a section (Alerts, Display, Sign Out), a separator
        // between the two rows of each of the first two, corners of iOS 26's 26.
        #expect(count(#"class="list-background""#) == 1)
        #expect(count(#"class="list-card""#) == 3)
        #expect(count(#"class="row-separator""#) == 2)
        #expect(count(#"class="list-card" x="20""#) == 3 && count(#"rx="26""#) >= 3)
        // Headers in the headline style (17-pt semibold, platforms §2.1), whole; the footer in 13 pt.
        /// The `<text …>` element that draws `content`.
        func text(_ content: String) -> Substring? {
            guard let end = svg.range(of: ">\(content)</text>"), let start = svg[..<end.lowerBound].range(of: "<text", options: .backwards) else { return nil }
            return svg[start.lowerBound..<end.upperBound]
        }
        for header in ["Alerts", "Display"] {
            let element = try #require(text(header), "\(header) is drawn whole")
            #expect(element.contains(#"font-size="17""#) && element.contains(#"font-weight="600""#), "\(element)")
        }
        let footer = try #require(text("Sounds play only when notifications are on."))
        #expect(footer.contains(#"font-size="13""#) && footer.contains(#"font-weight="400""#), "\(footer)")
        // In Chromium: grey between the cards, white inside them, ink in the title's band.
        let viewBox = Browser.numbers(in: svg, after: "viewBox=\"")
        try #require(viewBox.count == 4)
        let image = try Browser.screenshot(svgURL, width: Int(viewBox[2]), height: Int(viewBox[3]))
        func pixel(_ x: Double, _ y: Double) -> PNGImage.Pixel { image[Int(x - viewBox[0]), Int(y - viewBox[1])] }
        let grey = PNGImage.Pixel(0xF2, 0xF2, 0xF7)
        #expect(pixel(10, 400) == grey)
        #expect(pixel(10, 100) == grey)
        #expect(pixel(380, 240) == BrowserTests.white)
        let titleInk = (16...120).contains { x in (130...160).contains { y in
            let ink = pixel(Double(x), Double(y)); return Int(ink.red) + Int(ink.green) + Int(ink.blue) < 200 } }
        #expect(titleInk)
    }

    @Test("A white foregroundStyle on a VStack draws its Texts white; a Circle background is an SVG circle")
    func inheritedForegroundAndCircle() throws {
        if Browser.executable == nil { Issue.record(Comment(rawValue: Browser.missing)); return }
        let file = try BinaryRunner.temporaryFile("""
            ZStack {
                VStack {
                    Text("Account")
                    Text("Privacy")
                }
                .foregroundStyle(.white)
                .padding()
                .background(Circle().fill(.blue))
            }
            """, name: "White.swift")
        let directory = try BinaryRunner.temporaryDirectory()
        let run = try BinaryRunner.run(["run", file, "--no-record", "--draw", "white.svg"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        let svgURL = directory.appendingPathComponent("white.svg")
        let svg = try String(contentsOf: svgURL, encoding: .utf8)
        let texts = svg.components(separatedBy: "<text class=\"text\"").dropFirst()
        #expect(texts.count == 2 && texts.allSatisfy { $0.contains("fill=\"#ffffff\"") }, "\(svg)")
        let circle = Browser.numbers(in: svg, after: "<circle cx=\"")
        try #require(circle.count >= 1)
        let cy = Browser.numbers(in: svg, after: "\" cy=\""), r = Browser.numbers(in: svg, after: "\" r=\"")
        try #require(cy.count >= 1 && r.count >= 1)
        let viewBox = Browser.numbers(in: svg, after: "viewBox=\"")
        try #require(viewBox.count == 4)
        let image = try Browser.screenshot(svgURL, width: Int(viewBox[2]), height: Int(viewBox[3]))
        func pixel(_ x: Double, _ y: Double) -> PNGImage.Pixel { image[Int(x - viewBox[0]), Int(y - viewBox[1])] }
        let (cx, y, radius) = (circle[0], cy[0], r[0])
        // Inside the circle, left of the Texts: blue. The corner of its square frame: the white screen.
        #expect(pixel(cx - radius + 3, y) == BrowserTests.blue)
        #expect(pixel(cx - radius + 2, y - radius + 2) == BrowserTests.white)
        // Across the Texts' rows, no dark ink: white glyphs on blue.
        var dark: [PNGImage.Pixel] = []
        for x in Int(cx) - 30...Int(cx) + 30 {
            for row in [y - 10, y + 10] {
                let ink = pixel(Double(x), row)
                if Int(ink.red) + Int(ink.green) + Int(ink.blue) < 200 { dark.append(ink) }
            }
        }
        #expect(dark.isEmpty, "\(dark.prefix(5))")
    }
}

import Foundation
import Testing
import LayoutLab
import LayoutLabStore
import TestSupport

@Suite("layoutlab tree, draw, plot, diff --draw, delete")
struct PictureCommandTests {
    @Test("tree --format csv gives drawn and stored frames at full precision; --node and --depth select")
    func treeFormats() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        #expect(try BinaryRunner.run(["run", BinaryRunner.example("seed000-padding")], in: directory).status == 0)
        let csv = try BinaryRunner.run(["tree", "1", "--format", "csv"], in: directory)
        #expect(csv.lines.first == "node,path,depth,view,label,x,y,width,height,layout_x,layout_y,layout_width,layout_height")
        // Seed 000's "Hello, world." with padding: laid out at 153.8333…, drawn at 154 (spec §10).
        let text = try #require(csv.lines.first { $0.contains(",Text,") })
        let fields = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let (x, layoutX) = (try #require(Double(fields[5])), try #require(Double(fields[9])))
        #expect(abs(x * 3 - (x * 3).rounded()) < 1e-9, "x = \(x) is on the 1/3 pt grid")
        #expect(abs(x - layoutX) <= 1.0 / 6 + 1e-9 && x != layoutX)
        let json = try BinaryRunner.run(["tree", "1", "--format", "json"], in: directory)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(rows.count == csv.lines.count - 1)
        let subtree = try BinaryRunner.run(["tree", "1", "--node", "Text", "--depth", "0"], in: directory)
        #expect(subtree.lines.count == 3, "\(subtree.stdout)")
        let unknown = try BinaryRunner.run(["tree", "1", "--node", "Nothing"], in: directory)
        #expect(unknown.status == 2 && unknown.stderr.contains("run 1 has no node"))
        let negative = try BinaryRunner.run(["tree", "1", "--depth=-1"], in: directory)
        #expect(negative.status == 2 && negative.stderr.contains("--depth must be 0 or more"))
    }

    @Test("Controls as glyphs (a Toggle on, one off, a stepper's − and +, a slider), bordered buttons in their tint, and a run that prefers dark drawn dark")
    func controlsButtonsAndDark() throws {
        let file = try BinaryRunner.temporaryFile("""
            NavigationStack {
                Form {
                    Section("Options") {
                        Toggle("On", isOn: .constant(true))
                        Toggle("Off", isOn: .constant(false))
                        Stepper("Count", value: .constant(1), in: 0...9)
                        Slider(value: .constant(0.5))
                    }
                    Button("Bordered") {}.buttonStyle(.bordered)
                    Button("Prominent") {}.buttonStyle(.borderedProminent)
                }
                .navigationTitle("Dark")
            }
            .preferredColorScheme(.dark)
            """, name: "Controls.swift")
        let directory = try BinaryRunner.temporaryDirectory()
        let run = try BinaryRunner.run(["run", file, "--no-record", "--draw", "controls.svg"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        let svg = try String(contentsOf: directory.appendingPathComponent("controls.svg"), encoding: .utf8)
        // The switches: green with data-on="true", grey with "false".
        let switches = svg.components(separatedBy: "<rect class=\"control-glyph\" data-on=").dropFirst().map { $0.prefix(200) }
        #expect(switches.count == 2 && switches[0].hasPrefix(#""true""#) && switches[0].contains(##"fill="#34c759""##)
            && switches[1].hasPrefix(#""false""#) && !switches[1].contains("#34c759"), "\(switches)")
        #expect(svg.contains(">−</text>") && svg.contains(">+</text>"))
        #expect(svg.components(separatedBy: #"class="control-glyph""#).count - 1 >= 3 + 4 + 3)
        // .bordered: the accent at 15 %; .borderedProminent: the accent, its label white.
        #expect(svg.contains(##"fill="#007aff" fill-opacity="0.15""##))
        let prominent = try #require(svg.range(of: ">Prominent</text>").map { svg[..<$0.lowerBound] })
        #expect(prominent.suffix(400).contains(##"fill="#ffffff""##))
        // Dark: a black screen and grouped background, cards of #1c1c1e, white titles and labels.
        #expect(svg.contains(##"<rect class="screen" x="0" y="0" width="402" height="874" fill="#000000"/>"##))
        #expect(svg.contains(#"class="list-card""#) && svg.contains(##"fill="#1c1c1e""##))
        #expect(svg.contains(##"fill="#ffffff">Dark</text>"##))
        let label = try #require(svg.range(of: ">Count</text>").map { svg[..<$0.lowerBound].suffix(400) })
        #expect(label.contains(##"fill="#ffffff""##))
    }

    @Test("draw writes SVG to stdout or to --output (SVG, HTML, PNG); a bad extension or no run is refused")
    func draw() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        #expect(try BinaryRunner.run(["run", BinaryRunner.example("seed000-vstack-tagged")], in: directory).status == 0)
        let stdout = try BinaryRunner.run(["draw", "1"], in: directory)
        #expect(stdout.status == 0 && stdout.stdout.hasPrefix("<?xml") && stdout.stdout.contains("<g id=\"node-7\""))
        let file = try BinaryRunner.run(["draw", "1", "--output", "run.svg"], in: directory)
        #expect(file.stderr == "wrote run.svg\n")
        #expect(try String(contentsOf: directory.appendingPathComponent("run.svg"), encoding: .utf8) == stdout.stdout)
        let html = try BinaryRunner.run(["draw", "1", "--output", "run.html"], in: directory)
        #expect(html.status == 0)
        let page = try String(contentsOf: directory.appendingPathComponent("run.html"), encoding: .utf8)
        #expect(page.contains("<tr data-step=\"163\""))
        #expect(try BinaryRunner.run(["draw", "1", "--html"], in: directory).stdout == page)
        if Browser.executable != nil || FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert") {
            let png = try BinaryRunner.run(["draw", "1", "--output", "run.png"], in: directory)
            #expect(png.status == 0, "\(png.stderr)")
            let image = try PNGImage(contentsOf: directory.appendingPathComponent("run.png"))
            #expect(image.width == 434 && image.height == 940)
            // The red rectangle at (151, 291), the picture starting at (-16, -50).
            #expect(image[151 + 16 + 50, 291 + 50 + 50] == PNGImage.Pixel(0xFF, 0x3B, 0x30))
        }
        let jpeg = try BinaryRunner.run(["draw", "1", "--output", "run.jpg"], in: directory)
        #expect(jpeg.status == 2 && jpeg.stderr.contains("invalid for '--output <file>'"))
        let neither = try BinaryRunner.run(["draw"], in: directory)
        #expect(neither.status == 2 && neither.stderr.contains("give the run id to draw, or --sweep SWEEP"))
        let missing = try BinaryRunner.run(["draw", "9"], in: directory)
        #expect(missing.status == 2 && missing.stderr.contains("no run 9"))
    }

    @Test("draw --sweep labels each panel with its parameters and, for an observe study, the adopted candidate")
    func sweepSheet() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        #expect(try BinaryRunner.run(["sweep", BinaryRunner.example("frame-24-cases")], in: directory).status == 0)
        let sheet = try BinaryRunner.run(["draw", "--sweep", "1", "--columns", "6"], in: directory)
        #expect(sheet.status == 0)
        #expect(sheet.stdout.components(separatedBy: "<g class=\"panel\"").count - 1 == 24)
        #expect(sheet.stdout.contains("parent &lt; ideal &lt; (min) ✓"))
        #expect(sheet.stdout.contains("str=123456789012345 parent=100 minWidth=200"))
        #expect(!sheet.stdout.contains("✗"))
        #expect(sheet.stdout.contains("<g class=\"panel\" id=\"case-6\" data-case=\"6\" data-run=\"7\" transform=\"translate(12 "))
    }

    @Test("plot draws width(frame) across parent, one line per minWidth; matrix takes one parameter")
    func plotAndMatrix() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        #expect(try BinaryRunner.run(["sweep", BinaryRunner.example("frame-24-cases"), "--param", "parent=50...250:50",
                                      "--param", "minWidth=nil,200"], in: directory).status == 0)
        let plot = try BinaryRunner.run(["plot", "1", "--x", "parent", "--y", "width(frame)", "--series", "minWidth"], in: directory)
        #expect(plot.status == 0, "\(plot.stderr)")
        #expect(plot.stdout.contains("data-series=\"minWidth=nil\"") && plot.stdout.contains("data-series=\"minWidth=200\""))
        #expect(plot.stdout.components(separatedBy: "<circle").count - 1 == 10)
        #expect(plot.stdout.contains("width(frame) (points)"))
        let crowded = try BinaryRunner.run(["plot", "1", "--x", "parent", "--y", "width(frame)"], in: directory)
        #expect(crowded.stderr.contains("note: some values of parent have several runs"))
        let html = try BinaryRunner.run(["plot", "1", "--x", "parent", "--y", "width(frame)", "--where", "minWidth=200", "--output", "p.html"],
                                        in: directory)
        #expect(html.status == 0)
        let page = try String(contentsOf: directory.appendingPathComponent("p.html"), encoding: .utf8)
        #expect(page.contains("<tr><td>50</td><td>200</td></tr>"))
        let badMeasure = try BinaryRunner.run(["plot", "1", "--x", "parent", "--y", "wide(frame)"], in: directory)
        #expect(badMeasure.status == 2 && badMeasure.stderr.contains("invalid for '--y <expression>'"))
        let badParameter = try BinaryRunner.run(["plot", "1", "--x", "parnet", "--y", "width(frame)"], in: directory)
        #expect(badParameter.status == 2 && badParameter.stderr.contains("no case of sweep 1 sets a parameter named 'parnet'"))

        let column = try BinaryRunner.run(["matrix", "1", "--rows", "parent", "--value", "width(frame)", "--where", "minWidth=nil",
                                           "--format", "csv"], in: directory)
        #expect(column.lines == ["parent \\ width(frame),width(frame)", "50,50.0", "100,100.0", "150,150.0", "200,150.0", "250,150.0"])
        let row = try BinaryRunner.run(["matrix", "1", "--cols", "minWidth", "--value", "width(frame)", "--where", "parent=100",
                                        "--format", "csv"], in: directory)
        #expect(row.lines == ["width(frame) \\ minWidth,nil,200", "width(frame),100.0,200.0"])
    }

    @Test("diff --draw overlays the two runs and marks what moved")
    func diffDraw() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let example = BinaryRunner.example("seed000-vstack-tagged")
        #expect(try BinaryRunner.run(["run", example], in: directory).status == 0)
        #expect(try BinaryRunner.run(["run", example, "--proposal", "300x600"], in: directory).status == 0)
        let diff = try BinaryRunner.run(["diff", "1", "2", "--only-changed", "--draw", "diff.svg"], in: directory)
        #expect(diff.status == 0, "\(diff.stderr)")
        #expect(diff.stdout.contains("moved"))
        let svg = try String(contentsOf: directory.appendingPathComponent("diff.svg"), encoding: .utf8)
        #expect(svg.contains("class=\"change\"") && svg.contains("data-change=\"moved\""))
        #expect(svg.contains("id=\"a-node-7\"") && svg.contains("id=\"b-node-7\""))
    }

    @Test("runs --limit, and delete: runs or a sweep in one transaction, nothing when an id is unknown")
    func deleteAndLimit() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        for _ in 0..<3 { #expect(try BinaryRunner.run(["run", BinaryRunner.example("seed000-padding")], in: directory).status == 0) }
        let limited = try BinaryRunner.run(["runs", "--limit", "2", "--format", "csv"], in: directory)
        #expect(limited.lines.count == 3 && limited.lines[1].hasPrefix("3,") && limited.lines[2].hasPrefix("2,"))
        #expect(try BinaryRunner.run(["runs", "--limit", "0"], in: directory).status == 2)

        let refused = try BinaryRunner.run(["delete", "1", "7"], in: directory)
        #expect(refused.status == 2 && refused.stderr.contains("no run 7"))
        #expect(try BinaryRunner.run(["runs", "--format", "csv"], in: directory).lines.count == 4)
        let deleted = try BinaryRunner.run(["delete", "1", "3"], in: directory)
        #expect(deleted.status == 0 && deleted.stderr.contains("deleted runs 1, 3"))
        #expect(try BinaryRunner.run(["runs", "--format", "csv"], in: directory).lines.dropFirst().map { $0.prefix(2) } == ["2,"])
        let sql = try BinaryRunner.run(["sql", "SELECT count(*) AS n FROM events WHERE run_id IN (1, 3)", "--format", "csv"], in: directory)
        #expect(sql.lines == ["n", "0"])

        #expect(try BinaryRunner.run(["sweep", BinaryRunner.example("frame-24-cases")], in: directory).status == 0)
        let sweep = try BinaryRunner.run(["delete", "--sweep", "1"], in: directory)
        #expect(sweep.status == 0 && sweep.stderr.contains("deleted sweep 1 and its 24 runs"))
        #expect(try BinaryRunner.run(["runs", "--format", "csv"], in: directory).lines.count == 2)
        #expect(try BinaryRunner.run(["delete"], in: directory).status == 2)
        #expect(try BinaryRunner.run(["delete", "2", "--sweep", "1"], in: directory).status == 2)
        let noDatabase = try BinaryRunner.run(["delete", "1"])
        #expect(noDatabase.status == 2 && noDatabase.stderr.contains("no LayoutLab database"))
    }

    @Test("README's pictures are what `bash Documentation/Images/regenerate.sh` draws today")
    func readmePictures() throws {
        let database = try BinaryRunner.temporaryDirectory().appendingPathComponent("readme.sqlite").path
        // As the script runs them: from the repository, with the files' relative names.
        #expect(try BinaryRunner.run(["run", "Examples/seed000-vstack-tagged.swift", "--db", database], in: BinaryRunner.repository).status == 0)
        #expect(try BinaryRunner.run(["sweep", "Examples/frame-24-cases.swift", "--db", database], in: BinaryRunner.repository).status == 0)
        #expect(try BinaryRunner.run(["sweep", "Examples/everyday/settings-form.swift", "--db", database, "--param", "os=18,26",
                                      "--param", "device=iPhone SE,iPhone 17 Pro,iPad mini"], in: BinaryRunner.repository).status == 0)
        for (arguments, image) in [(["draw", "1"], "seed000-vstack.svg"), (["draw", "--sweep", "1"], "frame-24-cases.svg"),
                                   (["draw", "--sweep", "2", "--columns", "3"], "settings-os-devices.svg")] {
            let drawn = try BinaryRunner.run(arguments + ["--db", database])
            let committed = try String(contentsOf: BinaryRunner.repository.appendingPathComponent("Documentation/Images/\(image)"), encoding: .utf8)
            #expect(drawn.stdout == committed, "Documentation/Images/\(image) is out of date: bash Documentation/Images/regenerate.sh")
        }
    }
}

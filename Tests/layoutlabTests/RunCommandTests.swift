import Foundation
import Testing

// `layoutlab run FILE`, end to end: the built binary run as a process.

@Suite("layoutlab run")
struct RunCommandTests {
    @Test("Acceptance 1: the tagged 🟥🟦🟨 VStack prints the article's 20 lines, identical to the character")
    func taggedVStack() throws {
        let outcome = try BinaryRunner.run(["run", BinaryRunner.example("seed000-vstack-tagged"), "--format", "inspector"])
        #expect(outcome.status == 0)
        #expect(outcome.stderr == "recorded run 1 in layoutlab.sqlite\n")
        let expected = try BinaryRunner.fixture("seed-000/vstack-three-rectangles-tagged")
        #expect(expected.count == 20)
        #expect(outcome.lines == expected)
        #expect(outcome.stdout == expected.joined(separator: "\n") + "\n")
    }

    @Test("inspector is the default format; --param i=2 picks the third aspectRatio variant")
    func parameter() throws {
        let outcome = try BinaryRunner.run(["run", BinaryRunner.example("seed000-aspect-ratio"), "--param", "i=2"])
        #expect(outcome.status == 0)
        #expect(outcome.lines == (try BinaryRunner.fixture("seed-000/aspect-ratio-flexible-fit")))
    }

    @Test("--device and --proposal change the root's proposal (nil and inf accepted)")
    func rootProposal() throws {
        let padding = BinaryRunner.example("seed000-padding")
        let device = try BinaryRunner.run(["run", padding, "--device", "iPhone SE"])
        #expect(device.lines.first == "【padding】proposal size: ProposedViewSize(width: Optional(375.0), height: Optional(647.0))")
        let proposal = try BinaryRunner.run(["run", padding, "--proposal", "300xnil"])
        #expect(proposal.lines.first == "【padding】proposal size: ProposedViewSize(width: Optional(300.0), height: nil)")
        #expect(proposal.lines.dropFirst().first == "【Text】proposal size: ProposedViewSize(width: Optional(280.0), height: nil)")
        let infinite = try BinaryRunner.run(["run", padding, "--proposal", "infx500"])
        #expect(infinite.lines.first == "【padding】proposal size: ProposedViewSize(width: Optional(inf), height: Optional(500.0))")
    }

    @Test("--format trace: an aligned table, indented by depth, with nil and ∞ readable")
    func trace() throws {
        let outcome = try BinaryRunner.run(["run", BinaryRunner.example("seed000-vstack-fixed-size"), "--format", "trace"])
        #expect(outcome.status == 0)
        let lines = outcome.lines
        #expect(lines.first?.split(separator: " ").map(String.init) == ["seq", "pass", "event", "node", "view", "proposal", "answer", "cache"])
        #expect(lines.contains { $0.contains("nil × nil") })
        let stackRow = try #require(lines.first { $0.contains("  VStack  ") && $0.contains("proposal") })
        let inspectorRow = try #require(lines.first { $0.contains("inspectLayoutProcess VStack") })
        // The VStack is one level deeper than its inspector: two more spaces before its name.
        let indent = { (row: String, name: String) in row.components(separatedBy: name)[0].count }
        #expect(indent(stackRow, "VStack") - indent(inspectorRow, "inspectLayoutProcess") == 2)
        // Aligned: every row's "event" cell starts where the header's does.
        let eventColumn = try #require(lines.first?.range(of: "event")?.lowerBound.utf16Offset(in: lines[0]))
        #expect(lines.dropFirst().allSatisfy { row in
            ["proposal", "report", "place"].contains { row.dropFirst(eventColumn).hasPrefix($0) }
        })
        let vstack = try BinaryRunner.run(["run", BinaryRunner.example("seed000-vstack"), "--format", "trace"])
        #expect(vstack.lines.contains { $0.contains("300 × ∞") })
    }

    @Test("--format jsonl: one event per line; --format json: the same objects as one array; nil is null, infinity the string \"inf\"")
    func json() throws {
        let outcome = try BinaryRunner.run(["run", BinaryRunner.example("seed000-vstack"), "--format", "jsonl"])
        #expect(outcome.status == 0)
        var sawInfinity = false
        var objects: [[String: Any]] = []
        for line in outcome.lines {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            for key in ["seq", "pass", "event", "node", "path", "view", "cache"] { #expect(object[key] != nil, "\(key) in \(line)") }
            if let proposal = object["proposal"] as? [String: Any], proposal["height"] as? String == "inf" { sawInfinity = true }
            objects.append(object)
        }
        #expect(sawInfinity)
        let fixed = try BinaryRunner.run(["run", BinaryRunner.example("seed000-vstack-fixed-size"), "--format", "jsonl"])
        #expect(fixed.lines.contains { $0.contains(#""proposal":{"width":null,"height":null}"#) })
        let document = try BinaryRunner.run(["run", BinaryRunner.example("seed000-vstack"), "--format", "json"])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(document.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == objects.count)
        #expect(array.map { $0["seq"] as? Int } == objects.map { $0["seq"] as? Int })
    }

    @Test("--format table, csv, tsv and markdown print the events as rows, one per event")
    func tableFormats() throws {
        let jsonl = try BinaryRunner.run(["run", BinaryRunner.example("seed000-vstack"), "--format", "jsonl"])
        let csv = try BinaryRunner.run(["run", BinaryRunner.example("seed000-vstack"), "--format", "csv"])
        #expect(csv.lines.first == "seq,pass,event,node,path,view,label,cache,proposal_width,proposal_height,size_width,size_height,x,y,length,axis")
        #expect(csv.lines.count == jsonl.lines.count + 1)
        #expect(csv.lines.contains { $0.hasPrefix("0,sizing,proposal,0,0,") })
        let tsv = try BinaryRunner.run(["run", BinaryRunner.example("seed000-vstack"), "--format", "tsv"])
        #expect(tsv.lines.count == csv.lines.count && tsv.lines[0].split(separator: "\t").count == 16)
        let markdown = try BinaryRunner.run(["run", BinaryRunner.example("seed000-vstack"), "--format", "markdown"])
        #expect(markdown.lines.count == csv.lines.count + 1 && markdown.lines[1].hasPrefix("| --"))
        let table = try BinaryRunner.run(["run", BinaryRunner.example("seed000-vstack"), "--format", "table"])
        #expect(table.lines.last == "(\(jsonl.lines.count) rows)")
    }

    @Test("print in an interpreted layout goes to stdout with inspector, to stderr otherwise")
    func printRouting() throws {
        let example = BinaryRunner.example("seed000-container-value")
        let inspector = try BinaryRunner.run(["run", example])
        #expect(inspector.lines.first == "subview.containerValues.myContainerValue: nil")
        let trace = try BinaryRunner.run(["run", example, "--format", "trace"])
        #expect(trace.stderr.contains("subview.containerValues.myContainerValue: nil"))
        #expect(!trace.stdout.contains("myContainerValue"))
    }

    @Test("--root picks a view; --image gives a symbol its size; --lenient warns and runs")
    func options() throws {
        let sample = try BinaryRunner.run(["run", BinaryRunner.example("seed003-sample-view2"), "--root", "SampleView2", "--format", "json"])
        #expect(sample.status == 0)
        #expect(sample.stdout.contains(#""view":"ViewThatFits""#))
        let verification = BinaryRunner.example("seed003-verification")
        let unknownSymbol = try BinaryRunner.run(["run", verification, "--proposal", "700x1000"])
        #expect(unknownSymbol.stderr.contains("warning: the size of 1 SF Symbol is not known (\"globe\")"))
        let knownSymbol = try BinaryRunner.run(["run", verification, "--proposal", "700x1000", "--image", "globe=20x20"])
        #expect(knownSymbol.status == 0 && !knownSymbol.stderr.contains("warning"))
        let file = try BinaryRunner.temporaryFile("Color.red.frame(width: 10, height: 10)\n    .sparkle(Rectangle())\n")
        let strict = try BinaryRunner.run(["run", file])
        #expect(strict.status == 2)
        let lenient = try BinaryRunner.run(["run", file, "--lenient", "--format", "json"])
        #expect(lenient.status == 0)
        #expect(lenient.stderr.contains("Input.swift:2:6: warning: unknown modifier 'sparkle' skipped"))
        #expect(!lenient.stdout.isEmpty)
    }

    @Test("A file without inspector tags prints its view tree: frames snapped to the pixel grid (spec §10), two decimals at most, aligned")
    func noTags() throws {
        let outcome = try BinaryRunner.run(["run", BinaryRunner.example("seed001-apart")])
        #expect(outcome.status == 0)
        #expect(outcome.stderr == "recorded run 1 in layoutlab.sqlite\n")
        let lines = outcome.lines
        #expect(lines.first?.split(separator: " ") == ["node", "view", "x", "y", "width", "height"])
        // The first MyText: a 16 pt monospaced Text, 10 pt per character, 19⅓ tall.
        #expect(lines.contains { $0.hasPrefix("0.0.0.0.0 ") && $0.hasSuffix(#"Text "1234567890"                 101     356    100   19.33"#) })
        // Below it, y = 385.33: the layout's 385.3333… on the 1/3 pt grid, shown to two decimals.
        #expect(lines.contains { $0.hasPrefix("0.0.0.1 ") && $0.contains("385.33") })
        // Columns line up: every row's height ends where the header's does.
        let width = try #require(lines.first?.count)
        #expect(lines.allSatisfy { $0.count == width })
        #expect(!outcome.stdout.contains("3333"))
        // Explicitly asking for the inspector keeps the note.
        let inspector = try BinaryRunner.run(["run", BinaryRunner.example("seed001-apart"), "--format", "inspector"])
        #expect(inspector.stdout.isEmpty)
        #expect(inspector.stderr.contains("note: ") && inspector.stderr.contains("--format tree"))
    }

    @Test("--format tree on a tagged file prints the tree; `tree RUN` prints the same from the recording")
    func treeFormat() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let live = try BinaryRunner.run(["run", BinaryRunner.example("seed000-vstack-tagged"), "--format", "tree"], in: directory)
        #expect(live.status == 0)
        #expect(live.lines.contains { $0.hasPrefix("0.0.0.0.0 ") && $0.contains("inspectLayoutProcess 🟥") && $0.hasSuffix("151  291    100     100") })
        let recorded = try BinaryRunner.run(["tree", "1"], in: directory)
        #expect(recorded.stdout == live.stdout)
    }

    @Test("The help lists the devices and the formats")
    func help() throws {
        let outcome = try BinaryRunner.run(["run", "--help"])
        #expect(outcome.status == 0)
        for text in ["--device", "iPhone SE", "iPad Pro 13", "--proposal", "--param", "--format", "--lenient", "--image", "--root"] {
            #expect(outcome.stdout.contains(text), "\(text)")
        }
    }
}

@Suite("layoutlab run: bad input exits 2 with a located message")
struct RunBadInputTests {
    static let files: [(name: String, contents: String, location: String, message: String)] = [
        ("syntax error", "VStack {\n    Text(\"a\"\n}\n", "Input.swift:2:", "error: expected ')'"),
        ("unknown view", "Txt(\"a\")\n", "Input.swift:1:1:", "error: 'Txt' is not a view or type LayoutLab models"),
        ("unknown modifier", "Text(\"a\")\n    .framee(width: 1)\n", "Input.swift:2:6:", "error: 'framee' is not a modifier"),
        ("wrong label", "Text(\"a\").frame(widht: 1)\n", "Input.swift:1:17:", "error: no 'frame' accepts the arguments (widht:)"),
        ("negative size", "Color.red.frame(width: -1)\n", "Input.swift:1:24:", "error: frame: 'width' must be a finite, non-negative"),
        ("empty file", "", "Input.swift:1:1:", "error: the file contains no view to lay out"),
        ("deep nesting", String(repeating: "VStack { ", count: 10_000) + String(repeating: "}", count: 10_000),
         "Input.swift:1:", "error: parsing has exceeded the maximum nesting level"),
        ("a construct the interpreter does not run", """
            func label() -> some View {
                struct Local { let text = "a" }
                return Text(Local().text)
            }
            label()
            """, "Input.swift:2:5:", "a local declaration of this kind is not supported"),
    ]

    @Test("Bad files", arguments: files.indices)
    func badFile(_ index: Int) throws {
        let file = Self.files[index]
        let outcome = try BinaryRunner.run(["run", try BinaryRunner.temporaryFile(file.contents)])
        #expect(outcome.status == 2, "\(file.name)")
        #expect(outcome.stdout.isEmpty)
        let first = try #require(outcome.stderr.split(separator: "\n").first)
        #expect(first.hasSuffix(".swift") == false)
        #expect(first.contains(file.location), "\(file.name): \(first)")
        #expect(outcome.stderr.contains(file.message), "\(file.name): \(outcome.stderr)")
        #expect(outcome.stderr.contains("`- error:"), "the caret line")
    }

    @Test("Binary garbage is reported at its first bad byte")
    func binary() throws {
        let outcome = try BinaryRunner.run(["run", try BinaryRunner.temporaryFile(Data([0x54, 0x0A, 0xFF, 0xFE, 0xFD]))])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("Input.swift:2:1: error: the file is not UTF-8 text"))
    }

    @Test("Bad options exit 2", arguments: [
        (["--device", "Pixel 9"], "--device Pixel 9: unknown device"),
        (["--proposal", "300"], "--proposal 300: expected WIDTHxHEIGHT"),
        (["--proposal=-5x10"], "is not a non-negative number, nil or inf"),
        (["--param", "nope"], "--param nope: expected name=value"),
        (["--param", "zzz=1"], "--param zzz: the file has no top-level constant or @State property named 'zzz'"),
        (["--param", "i=abc"], "--param i=abc"),
        (["--root", "Nothing"], "--root Nothing: the file declares no view or preview named 'Nothing'"),
        (["--image", "globe"], "--image globe: expected NAME=WIDTHxHEIGHT"),
        // Issue 34: the size's error names --image, not --proposal.
        (["--image", "star=NaNx1"], "--image star=NaNx1: 'nan' is not a non-negative number, nil or inf"),
    ])
    func badOption(arguments: [String], message: String) throws {
        let outcome = try BinaryRunner.run(["run", BinaryRunner.example("seed000-aspect-ratio")] + arguments)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains(message), "\(outcome.stderr)")
        #expect(outcome.stdout.isEmpty)
    }

    @Test("A missing file exits 2")
    func missingFile() throws {
        let outcome = try BinaryRunner.run(["run", "/nonexistent/ContentView.swift"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("error: cannot read /nonexistent/ContentView.swift: no such file"))
    }

    @Test("`run .` says the path is a directory, in the tool's words (issue 34)")
    func directoryPath() throws {
        let outcome = try BinaryRunner.run(["run", "."])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("error: cannot read .: it is a directory; name a .swift file in it"), "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("NSCocoaErrorDomain"))
    }
}

@Test("Every Examples/ file that README and --help name exists")
func namedExamplesExist() throws {
    let commands = try FileManager.default.contentsOfDirectory(
        at: BinaryRunner.repository.appendingPathComponent("Sources/layoutlab/Commands"), includingPropertiesForKeys: nil)
    let texts = try (commands + ["README.md", "Examples/README.md"].map { BinaryRunner.repository.appendingPathComponent($0) })
        .map { try String(contentsOf: $0, encoding: .utf8) }
    let named = Set(texts.flatMap { text in
        text.matches(of: /Examples\/[A-Za-z0-9_-]+\.swift/).map { String($0.output) }
    })
    #expect(named.count > 3)
    for path in named.sorted() {
        #expect(FileManager.default.fileExists(atPath: BinaryRunner.repository.appendingPathComponent(path).path), "\(path)")
    }
}

@Test("README's command table names every subcommand that --help lists, and --help puts each in a group")
func readmeNamesEverySubcommand() throws {
    let help = try BinaryRunner.run(["--help"])
    #expect(help.status == 0)
    // ArgumentParser prints each group as "NAME SUBCOMMANDS:" followed by "  name   abstract" rows.
    var listed: [String] = []
    var inGroup = false
    for line in help.stdout.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasSuffix("SUBCOMMANDS:") { inGroup = true; continue }
        if line.isEmpty { inGroup = false; continue }
        if inGroup, line.hasPrefix("  "), let name = line.split(separator: " ").first, !line.hasPrefix("   ") {
            listed.append(String(name))
        }
    }
    #expect(!help.stdout.contains("\nSUBCOMMANDS:"), "every subcommand belongs to a named group")
    #expect(listed.count == 21, "\(listed)")
    let readme = try String(contentsOf: BinaryRunner.repository.appendingPathComponent("README.md"), encoding: .utf8)
    for name in listed {
        #expect(readme.contains("`layoutlab \(name)"), "README's command table lacks \(name)")
    }
}

import Foundation
import Testing
import LayoutLab
import LayoutLabStore

// Issue 30, the CLI and store half: `--os` and `--design` on every command that lays out a
// file, recorded with each run (never `latest`), `runs --os`, the OS and the device swept as
// parameters, `diff` naming a changed OS, device or source first, and bad values refused with
// the known ones.

@Suite("layoutlab --os and --design")
struct PlatformOptionTests {
    @Test("--help of each command that lays out a file gives --os with its versions and default, and --design",
          arguments: ["run", "sweep", "observe", "import", "verify"])
    func help(_ command: String) throws {
        let outcome = try BinaryRunner.run([command, "--help"])
        #expect(outcome.status == 0)
        let help = outcome.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("--os <version>"))
        #expect(help.contains("(default: latest, = 27;"))
        #expect(help.contains("(values: 17, 18, 26, 27, latest)"))
        #expect(help.contains("--design <design>"))
        #expect(help.contains("(values: glass, classic)"))
    }

    @Test("An unknown OS lists the known ones; classic on iOS 27 is refused with the engine's message; nothing is recorded")
    func refused() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let example = BinaryRunner.example("seed000-padding")
        let unknown = try BinaryRunner.run(["run", example, "--os", "19"], in: directory)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("The value '19' is invalid for '--os <version>'. Please provide one of '17', '18', '26', '27' or 'latest'."),
                "\(unknown.stderr)")
        let classic = try BinaryRunner.run(["run", example, "--os", "27", "--design", "classic"], in: directory)
        #expect(classic.status == 2)
        #expect(classic.stderr == "error: --design classic is not available on iOS 27: UIDesignRequiresCompatibility is ignored from iOS 27; use --os 26 or --os 18\n")
        let glass = try BinaryRunner.run(["run", example, "--os", "18", "--design", "glass"], in: directory)
        #expect(glass.stderr == "error: --design glass needs iOS 26 or newer; iOS 18 has only the classic design\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test("Each run records the OS it resolved to and its design; runs shows them and --os filters")
    func recorded() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let example = BinaryRunner.example("seed000-padding")
        for options in [[], ["--os", "iOS 26.1"], ["--os", "26", "--design", "classic"], ["--os", "ios18"]] {
            let outcome = try BinaryRunner.run(["run", example] + options, in: directory)
            #expect(outcome.status == 0, "\(options): \(outcome.stderr)")
        }
        let all = tsvRows(try BinaryRunner.run(["runs", "--format", "tsv"], in: directory).lines)
        #expect(all.map { [$0["run"], $0["os"], $0["design"]] } == [
            ["4", "18", "classic"], ["3", "26", "classic"], ["2", "26", "glass"], ["1", "27", "glass"],
        ])
        let ios26 = tsvRows(try BinaryRunner.run(["runs", "--os", "iOS 26", "--format", "tsv"], in: directory).lines)
        #expect(ios26.map { $0["run"] } == ["3", "2"])
        #expect(tsvRows(try BinaryRunner.run(["runs", "--os", "17", "--format", "tsv"], in: directory).lines).isEmpty)
        // `latest` is stored as what it meant: 27, in JSON as a number.
        let json = try BinaryRunner.run(["runs", "--os", "latest", "--format", "json"], in: directory)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(rows.count == 1)
        #expect(rows.first?["os"] as? Int == 27 && rows.first?["design"] as? String == "glass")
    }

    @Test("sweep --param os=… --param device=… lays out each case for its OS and device, normalised, side by side in matrix")
    func sweptOSAndDevice() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let example = BinaryRunner.example("seed000-padding")
        let outcome = try BinaryRunner.run(["sweep", example, "--param", "os=18,latest", "--param", "device=\"iPhone SE\",iPhone 16 Pro",
                                            "--design", "classic", "--os", "26"], in: directory)
        // Classic is iOS 26's compatibility mode: a case on iOS 27 cannot have it.
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("error: --param os=27: --design classic is not available on iOS 27"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("nothing was recorded"))

        let sweep = try BinaryRunner.run(["sweep", example, "--param", "os=18,latest", "--param", "device=\"iPhone SE\",iPhone 16 Pro"], in: directory)
        #expect(sweep.status == 0, "\(sweep.stderr)")
        let runs = tsvRows(try BinaryRunner.run(["runs", "--format", "tsv"], in: directory).lines).reversed()
        #expect(runs.map { [$0["os"], $0["design"], $0["device"], $0["proposal_width"], $0["proposal_height"], $0["parameters"]] } == [
            ["18", "classic", "iPhone SE", "375.0", "647.0", "os=18 device=iPhone SE"],
            ["18", "classic", "iPhone 16 Pro", "402.0", "778.0", "os=18 device=iPhone 16 Pro"],
            ["27", "glass", "iPhone SE", "375.0", "647.0", "os=27 device=iPhone SE"],
            ["27", "glass", "iPhone 16 Pro", "402.0", "778.0", "os=27 device=iPhone 16 Pro"],
        ])
        let matrix = try BinaryRunner.run(["matrix", "1", "--rows", "device", "--cols", "os", "--value", "proposal_width(padding)",
                                           "--format", "tsv"], in: directory)
        #expect(matrix.lines == ["device \\\\ os\t18\t27", "iPhone SE\t375.0\t375.0", "iPhone 16 Pro\t402.0\t402.0"], "\(matrix.stdout)\(matrix.stderr)")

        // A resumed case is laid out as the sweep began: for its own OS and device.
        #expect(try BinaryRunner.run(["delete", "3"], in: directory).status == 0)
        #expect(try BinaryRunner.run(["sweep", "--resume", "1"], in: directory).status == 0)
        let resumed = tsvRows(try BinaryRunner.run(["runs", "--limit", "1", "--format", "tsv"], in: directory).lines)
        #expect(resumed.map { [$0["os"], $0["device"], $0["parameters"]] } == [["27", "iPhone SE", "os=27 device=iPhone SE"]])
    }

    @Test("An unknown OS or device given as a parameter lists the known ones, and nothing is recorded")
    func badParameters() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let example = BinaryRunner.example("seed000-padding")
        let os = try BinaryRunner.run(["sweep", example, "--param", "os=18,19"], in: directory)
        #expect(os.status == 2)
        #expect(os.stderr.contains("error: --param os=19: unknown OS version\nhint: versions: 17, 18, 26, 27, latest (= 27)"), "\(os.stderr)")
        let device = try BinaryRunner.run(["run", example, "--param", "device=Pixel 9"], in: directory)
        #expect(device.status == 2)
        #expect(device.stderr.contains("error: --param device=Pixel 9: unknown device\nhint: every device: \"iPhone 17 Pro\""), "\(device.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test("diff names a changed OS, design, device or source before its tables, and nothing when they are the same")
    func diffLeadsWithTheSetup() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let example = BinaryRunner.example("seed000-padding")
        for options in [["--os", "18"], ["--os", "26", "--device", "iPhone SE"], ["--os", "26", "--device", "iPhone SE"]] {
            #expect(try BinaryRunner.run(["run", example] + options, in: directory).status == 0)
        }
        #expect(try BinaryRunner.run(["run", BinaryRunner.example("seed000-vstack"), "--os", "26", "--device", "iPhone SE"], in: directory).status == 0)
        let changed = try BinaryRunner.run(["diff", "1", "2", "--format", "json"], in: directory)
        #expect(changed.status == 0)
        #expect(changed.stderr == "note: run 1 and run 2 were laid out differently: device iPhone 17 Pro → iPhone SE; os 18 → 26; "
            + "design classic → glass\n")
        #expect(try BinaryRunner.run(["diff", "2", "3"], in: directory).stderr.isEmpty)
        let source = try BinaryRunner.run(["diff", "3", "4"], in: directory).stderr
        #expect(source.hasPrefix("note: run 3 and run 4 were laid out differently: source /"), "\(source)")
        #expect(source.contains("/seed000-padding.swift ") && source.contains(" → /") && source.contains("/seed000-vstack.swift "))
        #expect(!source.contains("device") && !source.contains("os "))
    }

    @Test("devices lists every device --device knows with its screen, scale and safe area on the release --os names")
    func devices() throws {
        let portrait = try BinaryRunner.run(["devices", "--os", "18", "--format", "csv"])
        #expect(portrait.status == 0, "\(portrait.stderr)")
        #expect(portrait.lines.first == "device,width,height,scale,idiom,safe_area_top,safe_area_leading,safe_area_bottom,safe_area_trailing,"
            + "proposal_width,proposal_height")
        #expect(portrait.lines.dropFirst().map { String($0.prefix { $0 != "," }) } == Device.all.map(\.name))
        // The spec's reference device (§9) and a home-button phone: the root proposals the seeds print.
        #expect(portrait.lines.contains("iPhone 16 Pro,402.0,874.0,3.0,phone,62.0,0.0,34.0,0.0,402.0,778.0"))
        #expect(portrait.lines.contains("iPhone SE,375.0,667.0,2.0,phone,20.0,0.0,0.0,0.0,375.0,647.0"))
        let landscape = try BinaryRunner.run(["devices", "--os", "18", "--landscape", "--format", "csv"])
        #expect(landscape.lines.contains("iPhone 16 Pro landscape,874.0,402.0,3.0,phone,0.0,62.0,21.0,62.0,750.0,381.0"))
        #expect(try BinaryRunner.run(["devices", "--os", "16"]).status == 2)
    }
}

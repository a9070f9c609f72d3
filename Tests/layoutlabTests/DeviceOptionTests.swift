import Foundation
import LayoutLab
import Testing

@Suite("layoutlab run --device: the line-up and landscape")
struct DeviceOptionTests {
    @Test("--help lists every device and the landscape spelling")
    func help() throws {
        let outcome = try BinaryRunner.run(["run", "--help"])
        #expect(outcome.status == 0)
        // ArgumentParser wraps help lines; compare without line breaks.
        let help = outcome.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for device in Device.all {
            #expect(help.contains("\"\(device.name)\""), "\(device.name)")
        }
        #expect(help.contains("\"iPhone 17 Pro landscape\""))
    }

    @Test("An unknown device lists the devices and the landscape spelling")
    func unknown() throws {
        let outcome = try BinaryRunner.run(["run", BinaryRunner.example("seed000-padding"), "--device", "Pixel 9"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("hint: every device: \"iPhone 17 Pro\", \"iPhone 17 Pro Max\""))
        #expect(outcome.stderr.contains("\"iPad Pro 13\""))
        #expect(outcome.stderr.contains("\"iPhone 17 Pro landscape\""))
        #expect(!outcome.stderr.contains("nearest"), "no name is near 'Pixel 9'")
    }

    @Test("A misspelt device names the nearest devices first")
    func nearest() throws {
        let outcome = try BinaryRunner.run(["run", BinaryRunner.example("seed000-padding"), "--device", "iPhone 17 Prp", "--no-record"])
        #expect(outcome.status == 2)
        let lines = outcome.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "error: --device iPhone 17 Prp: unknown device")
        #expect(lines.dropFirst().first?.hasPrefix("hint: nearest: \"iPhone 17 Pro\"") == true, "\(outcome.stderr)")
    }

    @Test("A landscape device proposes its landscape safe area")
    func landscape() throws {
        let outcome = try BinaryRunner.run(["run", BinaryRunner.example("seed000-padding"), "--device", "iPhone 16 Pro landscape", "--no-record"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        // The latest release's insets: landscape bottom 20 and iPad bottom 25 from iOS 26 (the
        // shared platforms reference §1.3); 21 and 20 on iOS 18.
        #expect(outcome.lines.first == "【padding】proposal size: ProposedViewSize(width: Optional(750.0), height: Optional(382.0))")
        let pad = try BinaryRunner.run(["run", BinaryRunner.example("seed000-padding"), "--device", "iPad mini", "--no-record"])
        #expect(pad.lines.first == "【padding】proposal size: ProposedViewSize(width: Optional(744.0), height: Optional(1084.0))")
    }
}

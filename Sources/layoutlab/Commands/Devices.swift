import ArgumentParser
import Foundation
import LayoutLab
import LayoutLabStore

struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the devices --device knows, with their screens and safe areas on an iOS release.",
        discussion: """
        One row per device, as `--device` names it: its screen in points, its scale (pixels per \
        point), its idiom, its safe-area insets on the release --os names (they moved between \
        releases on some devices) and the safe area a root is proposed there. --landscape lists \
        each device turned (`--device "NAME landscape"`).

        Examples:
          layoutlab devices
          layoutlab devices --os 18 --landscape
          layoutlab devices --format csv
        """)

    @Option(help: ArgumentHelp("The iOS release whose safe areas to list (default: latest).", valueName: "version"))
    var os: OSArgument?

    @Flag(help: "Each device in landscape.")
    var landscape = false

    @OptionGroup var output: TableFormatOptions

    func run() {
        let platform = Platform(os: os?.os ?? .latest)
        let stdout = StandardOutput()
        output.format.writer(to: stdout).write(
            columns: ["device", "width", "height", "scale", "idiom", "safe_area_top", "safe_area_leading", "safe_area_bottom",
                      "safe_area_trailing", "proposal_width", "proposal_height"],
            rows: Device.all.map { hardware in
                // The device as a run on that release sees it (the configuration owns which
                // release's insets apply).
                let device = LayoutConfiguration(device: landscape ? hardware.landscape : hardware, platform: platform).device
                let insets = device.safeAreaInsets
                let lengths = [device.screenSize.width, device.screenSize.height, device.displayScale, insets.top, insets.leading,
                               insets.bottom, insets.trailing, device.safeAreaSize.width, device.safeAreaSize.height]
                    .map { SQLValue.real(Double($0)) }
                return [.text(device.name)] + lengths.prefix(3) + [.text(device.idiom.rawValue)] + lengths.dropFirst(3)
            })
        stdout.flush()
    }
}

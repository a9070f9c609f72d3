import ArgumentParser
import Foundation
import LayoutLab
import LayoutLabStore

/// How a file is laid out: `--root`, `--device`, `--proposal`, `--lenient`, `--image`, shared
/// by `run`, `sweep` and `observe`. A sweep stores them as written (`SweepLayoutOptions`), so
/// that `--resume` lays out the missing cases as the first ones were.
struct LayoutOptions: ParsableArguments {
    @Option(help: "The view to lay out (default: ContentView, then #Preview, then the file's top-level views).")
    var root: String?

    @Option(help: "The device whose safe area the root is proposed: \(RunInput.deviceNames) (default: \"iPhone 16 Pro\"); add \"\(Device.landscapeSuffix.dropFirst())\" for landscape (\"iPhone 16 Pro\(Device.landscapeSuffix)\").")
    var device: String?

    @Option(help: "Propose WIDTHxHEIGHT to the root instead of the device's safe area; nil and inf allowed (300xnil).")
    var proposal: String?

    @Flag(help: "Skip unknown modifiers that do not change layout, with a warning, instead of failing.")
    var lenient = false

    @Option(name: .customLong("image"), help: "The natural size of an SF Symbol or image: NAME=WIDTHxHEIGHT (repeatable).")
    var images: [String] = []

    /// True when none is given.
    var areDefault: Bool { root == nil && device == nil && proposal == nil && !lenient && images.isEmpty }

    /// The options as a sweep stores them; the device by its full name.
    func stored() throws -> SweepLayoutOptions {
        SweepLayoutOptions(rootView: root, device: try RunInput.device(device).name, rootProposal: proposal,
                           images: images, lenient: lenient)
    }
}

extension SweepLayoutOptions {
    /// The engine's configuration for these options; a bad value is a `RunInputError`.
    func configuration() throws -> LayoutConfiguration {
        LayoutConfiguration(device: try RunInput.device(device), rootProposal: try rootProposal.map(RunInput.proposal),
                            images: try RunInput.images(images))
    }
}

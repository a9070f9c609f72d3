import ArgumentParser
import Foundation
import LayoutLab
import LayoutLabSource
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

    @Option(help: "Stop interpreting after this many evaluation steps (loops and recursion included).")
    var maxSteps = EvaluationLimits.standard.steps

    @Option(help: "Stop at this depth of nested calls and views.")
    var maxDepth = EvaluationLimits.standard.depth

    @Option(help: "Stop at a collection, range or ForEach of more elements than this.")
    var maxElements = EvaluationLimits.standard.elements

    @Option(help: "Stop when one layout builds more views than this.")
    var maxViews = EvaluationLimits.standard.views

    /// The interpreter's budgets (issue 14): each a located error naming its flag when reached.
    /// Not stored with a sweep: `--resume` uses the defaults.
    var limits: EvaluationLimits {
        EvaluationLimits(steps: maxSteps, depth: maxDepth, elements: maxElements, views: maxViews)
    }

    mutating func validate() throws {
        for (flag, value) in [("--max-steps", maxSteps), ("--max-depth", maxDepth), ("--max-elements", maxElements), ("--max-views", maxViews)]
        where value < 1 {
            throw ValidationError("\(flag) \(value): give at least 1")
        }
    }

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

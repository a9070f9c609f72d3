import ArgumentParser
import Foundation
import LayoutLab
import LayoutLabSource
import LayoutLabStore
import LayoutLabStudies

/// How a file is laid out: `--root`, `--device`, `--os`, `--design`, `--proposal`, `--lenient`,
/// `--image`, shared by `run`, `sweep`, `observe`, `import` and `verify`. A sweep stores them as
/// written, the OS as resolved (`SweepLayoutOptions`), so that `--resume` lays out the missing
/// cases as the first ones were.
struct LayoutOptions: ParsableArguments {
    @Option(help: "The view to lay out (default: ContentView, then #Preview, then the file's top-level views).")
    var root: String?

    @Option(help: "The device whose safe area the root is proposed: \(RunInput.deviceNames) (default: \"\(RunInput.defaultDevice.name)\"); add \"\(Device.landscapeSuffix.dropFirst())\" for landscape (\"\(RunInput.defaultDevice.name)\(Device.landscapeSuffix)\"); `layoutlab devices` lists each with its insets.")
    var device: String?

    @Option(help: ArgumentHelp("The iOS release to lay out for, which sets its controls', bars', lists' and safe areas' metrics "
                               + "(default: latest, = \(OperatingSystem.latest.version); also written \"iOS 26\" or 26.1).",
                               valueName: "version"))
    var os: OSArgument?

    @Option(help: ArgumentHelp("The design (default: the release's own, glass from iOS 26); classic on iOS 26 is an app with "
                               + "UIDesignRequiresCompatibility (iOS 18's metrics); iOS 27 has no classic design.",
                               valueName: "design"))
    var design: InterfaceDesign?

    @Option(help: "Propose WIDTHxHEIGHT to the root instead of the device's safe area; nil and inf allowed (300xnil).")
    var proposal: String?

    @Flag(help: "Skip unknown modifiers that do not change layout, with a warning, instead of failing.")
    var lenient = false

    @Option(name: .customLong("image"), help: "The natural size of an SF Symbol or image: NAME=WIDTHxHEIGHT (repeatable).")
    var images: [String] = []

    @Option(help: "Stop interpreting after this many evaluation steps, loops and recursion included (default: \(EvaluationLimits.standard.steps)).")
    var maxSteps: Int?

    @Option(help: "Stop at this depth of nested calls and views (default: \(EvaluationLimits.standard.depth)).")
    var maxDepth: Int?

    @Option(help: "Stop at a collection, range or ForEach of more elements than this (default: \(EvaluationLimits.standard.elements)).")
    var maxElements: Int?

    @Option(help: "Stop when one layout builds more views than this (default: \(EvaluationLimits.standard.views)).")
    var maxViews: Int?

    @Option(help: "Stop a layout that hands the trace, the database or a printer more events than this (default: \(EvaluationLimits.standard.events)).")
    var maxEvents: Int?

    /// The interpreter's budgets (issue 14): each a located error naming its flag when reached.
    var limits: EvaluationLimits { storedLimits.evaluationLimits }

    /// The budgets given as flags, as a sweep stores them (a resumed sweep uses them again).
    var storedLimits: SweepLimits { SweepLimits(steps: maxSteps, depth: maxDepth, elements: maxElements, views: maxViews, events: maxEvents) }

    mutating func validate() throws {
        for (flag, value) in [("--max-steps", maxSteps), ("--max-depth", maxDepth), ("--max-elements", maxElements), ("--max-views", maxViews),
                              ("--max-events", maxEvents)] {
            if let value, value < 1 { throw ValidationError("\(flag) \(value): give at least 1") }
        }
    }

    /// True when none is given.
    var areDefault: Bool {
        root == nil && device == nil && os == nil && design == nil && proposal == nil && !lenient && images.isEmpty
    }

    /// `--os` and `--design`: the newest release in its own design unless they say otherwise;
    /// a design the release does not have is refused with the engine's message.
    func platform() throws -> Platform {
        let os = os?.os ?? .latest
        guard let design else { return Platform(os: os) }
        do throws(PlatformError) {
            return try Platform(os: os, design: design)
        } catch {
            throw RunInputError(message: error.message)
        }
    }

    /// The options as a sweep stores them; the device by its full name, the OS as resolved.
    func stored() throws -> SweepLayoutOptions {
        SweepLayoutOptions(rootView: root, device: try RunInput.device(device).name, platform: try platform(),
                           rootProposal: proposal, images: images, lenient: lenient, limits: storedLimits)
    }
}

extension SweepLimits {
    /// The budgets: those given, the defaults for the others.
    var evaluationLimits: EvaluationLimits {
        let standard = EvaluationLimits.standard
        return EvaluationLimits(steps: steps ?? standard.steps, depth: depth ?? standard.depth,
                                elements: elements ?? standard.elements, views: views ?? standard.views, events: events ?? standard.events)
    }

    /// These budgets with those of `overrides` that are given in their place.
    func overridden(by overrides: SweepLimits) -> SweepLimits {
        SweepLimits(steps: overrides.steps ?? steps, depth: overrides.depth ?? depth,
                    elements: overrides.elements ?? elements, views: overrides.views ?? views, events: overrides.events ?? events)
    }
}

extension SweepLayoutOptions {
    /// The engine's configuration for these options; a bad value is a `RunInputError`.
    func configuration() throws -> LayoutConfiguration {
        LayoutConfiguration(device: try RunInput.device(device), platform: platform,
                            rootProposal: try rootProposal.map { try RunInput.proposal($0) }, images: try RunInput.images(images))
    }
}

import ArgumentParser
import LayoutLab

// The engine's platform types become option values here, so that the engine needs no
// ArgumentParser; `OperatingSystem(parsing:)` is the one parser of an OS version.

/// `--os VERSION`: the release a layout models, with the version as written, for the record an
/// observation keeps of the OS its log was printed on ("iOS 18.2"; `latest` as what it means).
struct OSArgument: ExpressibleByArgument {
    let os: OperatingSystem
    /// "iOS 18.2", "iOS 26": never "latest".
    let version: String

    init?(argument: String) {
        guard let os = OperatingSystem(parsing: argument) else { return nil }
        self.os = os
        let number = argument.lowercased().filter { !$0.isWhitespace }.replacing("ios", with: "")
        version = number == "latest" ? os.description : "iOS " + number
    }

    /// What ArgumentParser lists when a value does not parse.
    static var allValueStrings: [String] { OperatingSystem.allCases.map { String($0.version) } + ["latest"] }

    /// The versions, for help and errors: "17, 18, 26, 27, latest (= 27)".
    static let help = "\(OperatingSystem.spellings); also written \"iOS 26\" or 26.1"
}

extension InterfaceDesign: ExpressibleByArgument {}

import Foundation

/// The iOS release a layout models (`--os`): which control, bar, list and safe-area numbers
/// apply, and which APIs exist. Source: the platforms note's summary and recommended flags (iOS 27
/// is iOS 26's metric table plus the deltas found; none found for layout yet).
public enum OperatingSystem: Int, CaseIterable, Comparable, Hashable, Sendable, CustomStringConvertible {
    case iOS17 = 17
    case iOS18 = 18
    case iOS26 = 26
    case iOS27 = 27

    /// The newest release LayoutLab models: what `latest` and a run without `--os` mean.
    public static let latest: OperatingSystem = .iOS27

    /// The major version, as `--os` and the recorded run write it.
    public var version: Int { rawValue }

    /// "iOS 26".
    public var description: String { "iOS \(rawValue)" }

    public static func < (a: OperatingSystem, b: OperatingSystem) -> Bool { a.rawValue < b.rawValue }

    /// `17`, `18`, `26`, `27`, `iOS 26`, `ios26`, `26.1`, `iOS 18.2`, `latest` (any case);
    /// nil for anything else.
    public init?(parsing text: String) {
        var key = text.lowercased().filter { !$0.isWhitespace }
        if key == "latest" { self = .latest; return }
        if key.hasPrefix("ios") { key.removeFirst(3) }
        let major = key.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? key
        guard let number = Int(major), let os = OperatingSystem(rawValue: number) else { return nil }
        if key.contains(".") {
            // "26.1": the minor part must be a number too.
            let minor = key.split(separator: ".", maxSplits: 1).dropFirst().first.map(String.init) ?? ""
            guard !minor.isEmpty, minor.allSatisfy({ $0.isNumber || $0 == "." }) else { return nil }
        }
        self = os
    }

    /// The spellings `--os` lists in help and errors: "17, 18, 26, 27, latest (= 27)".
    public static var spellings: String {
        allCases.map { String($0.rawValue) }.joined(separator: ", ") + ", latest (= \(latest.rawValue))"
    }
}

/// Which look an iOS 26 app has: Liquid Glass, or the classic one an app keeps with
/// `UIDesignRequiresCompatibility` (iOS 18's metrics). iOS 27 ignores that key (Apple's
/// UIDesignRequiresCompatibility documentation, as the platforms note quotes it).
public enum InterfaceDesign: String, CaseIterable, Hashable, Sendable {
    case glass
    case classic
}

/// The OS and design a layout models; a run parameter beside the device.
public struct Platform: Hashable, Sendable, CustomStringConvertible {
    public let os: OperatingSystem
    public let design: InterfaceDesign

    /// The default: the newest OS, in its own design.
    public static let latest = Platform(os: .latest)

    /// `os` in its own design: glass from iOS 26, classic before.
    public init(os: OperatingSystem) {
        self.os = os
        design = os >= .iOS26 ? .glass : .classic
    }

    /// `os` with `design`. Classic is iOS 26's compatibility mode (iOS 18's metrics); iOS 27
    /// removed it, and earlier releases only have classic.
    public init(os: OperatingSystem, design: InterfaceDesign) throws(PlatformError) {
        switch (os, design) {
        case (.iOS27, .classic):
            throw PlatformError("--design classic is not available on iOS 27: UIDesignRequiresCompatibility is ignored from iOS 27; use --os 26 or --os 18")
        case (.iOS17, .glass), (.iOS18, .glass):
            throw PlatformError("--design glass needs iOS 26 or newer; \(os) has only the classic design")
        default:
            self.os = os
            self.design = design
        }
    }

    /// The release whose metrics apply: iOS 26 in the classic design lays out as iOS 18.
    public var metricsOS: OperatingSystem { design == .classic && os >= .iOS26 ? .iOS18 : os }

    /// "iOS 26", or "iOS 26 (classic design)".
    public var description: String { design == .classic && os >= .iOS26 ? "\(os) (classic design)" : "\(os)" }
}

public struct PlatformError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

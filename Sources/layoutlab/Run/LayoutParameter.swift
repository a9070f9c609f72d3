import Foundation
import LayoutLab
import LayoutLabStore
import LayoutLabStudies

/// `--param os=26` and `--param device="iPhone SE"`: parameters that set what `--os` and
/// `--device` set, for one run or one sweep case, so that a sweep varies the OS and the device
/// like any parameter (`sweep --param os=18,26 --param device="iPhone SE","iPhone 17 Pro"`) and
/// `matrix` and `draw --sweep` put them side by side. They are the run's, never the file's
/// constants, and a case's value replaces the option's. Recorded with the run's other
/// parameters, normalised (`os=26`, never `latest`; a device by its full name), and in the
/// run's own `os`, `design` and `device` columns.
enum LayoutParameter: String, CaseIterable {
    case os
    case device

    /// `parameter` as it is recorded: the version it resolves to, the device's full name.
    /// Other parameters are returned as they are.
    static func normalized(_ parameter: RunParameter) throws -> RunParameter {
        switch LayoutParameter(rawValue: parameter.name) {
        case .os?: RunParameter(parameter.name, String(try operatingSystem(parameter).version))
        case .device?: RunParameter(parameter.name, try device(parameter).name)
        case nil: parameter
        }
    }

    /// The parameters that set constants of the file: those that are not layout parameters.
    static func fileParameters(_ parameters: [RunParameter]) -> [RunParameter] {
        parameters.filter { LayoutParameter(rawValue: $0.name) == nil }
    }

    /// `configuration` with the OS and device the parameters give. An explicit classic design
    /// (iOS 26 with UIDesignRequiresCompatibility) is kept for the case's OS, and refused with
    /// the engine's message on one that has none (iOS 27); otherwise each OS has its own design.
    static func configuration(_ configuration: LayoutConfiguration, with parameters: [RunParameter]) throws -> LayoutConfiguration {
        var configuration = configuration
        for parameter in parameters {
            switch LayoutParameter(rawValue: parameter.name) {
            case .os?:
                let os = try operatingSystem(parameter)
                let current = configuration.platform
                let explicitDesign = current.design == Platform(os: current.os).design ? nil : current.design
                do throws(PlatformError) {
                    configuration.platform = if let explicitDesign { try Platform(os: os, design: explicitDesign) } else { Platform(os: os) }
                } catch {
                    throw RunInputError(message: "--param os=\(parameter.value): \(error.message)")
                }
            case .device?:
                configuration.device = try device(parameter)
            case nil:
                break
            }
        }
        return configuration
    }

    private static func operatingSystem(_ parameter: RunParameter) throws -> OperatingSystem {
        try RunInput.operatingSystem(unquoted(parameter.value), given: "--param os=")
    }

    private static func device(_ parameter: RunParameter) throws -> Device {
        try RunInput.device(unquoted(parameter.value), given: "--param device=")
    }

    /// `"iPhone SE"` as a Swift string literal (the shell kept the quotes) or bare.
    private static func unquoted(_ value: String) -> String {
        let value = value.trimmingCharacters(in: .whitespaces)
        return value.count >= 2 && value.hasPrefix("\"") && value.hasSuffix("\"") ? String(value.dropFirst().dropLast()) : value
    }
}

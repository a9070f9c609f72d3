import Foundation
import LayoutLab
import LayoutLabSource
import LayoutLabStore
import LayoutLabStudies

/// Parsing of `run`'s option values.
enum RunInput {
    /// `300x500`, `300xnil`, `infxinf`: each dimension a non-negative number, `nil` or `inf`.
    /// Errors begin with `option` (`--image star=NaNx1` names `--image`, not `--proposal`).
    static func proposal(_ text: String, option: String? = nil) throws -> ProposedViewSize {
        let option = option ?? "--proposal \(text)"
        let parts = text.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" }).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard parts.count == 2 else {
            throw RunInputError(message: "\(option): expected WIDTHxHEIGHT", hints: ["for example 300x500, 300xnil or infxinf"])
        }
        func dimension(_ part: String) throws -> CGFloat? {
            switch part {
            case "nil", "unspecified": return nil
            case "inf", "infinity", "∞", ".infinity": return .infinity
            default:
                guard let value = Double(part), !value.isNaN, value >= 0, value.isFinite else {
                    throw RunInputError(message: "\(option): '\(part)' is not a non-negative number, nil or inf")
                }
                return CGFloat(value)
            }
        }
        return ProposedViewSize(width: try dimension(parts[0]), height: try dimension(parts[1]))
    }

    /// `--param name=value`, repeatable; a name given twice is an error.
    static func parameters(_ texts: [String]) throws -> [String: String] {
        var result: [String: String] = [:]
        for text in texts {
            guard let equals = text.firstIndex(of: "=") else {
                throw RunInputError(message: "--param \(text): expected name=value", hints: ["for example --param i=2"])
            }
            let name = text[..<equals].trimmingCharacters(in: .whitespaces)
            let value = String(text[text.index(after: equals)...])
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                throw RunInputError(message: "--param \(text): '\(name)' is not a Swift identifier")
            }
            guard result[name] == nil else { throw RunInputError(message: "--param \(name) is given twice") }
            result[name] = value
        }
        return result
    }

    /// `run --param` values as a run records them: sorted by name, `os` and `device` normalised
    /// (`LayoutParameter`).
    static func runParameters(_ texts: [String]) throws -> [RunParameter] {
        try parameters(texts).sorted { $0.key < $1.key }.map { try LayoutParameter.normalized(RunParameter($0.key, $0.value)) }
    }

    /// `--image star.fill=24x22`: the natural size of an SF Symbol or an asset image.
    static func images(_ texts: [String]) throws -> ImageCatalog {
        var catalog = ImageCatalog.standard
        for text in texts {
            guard let equals = text.lastIndex(of: "=") else {
                throw RunInputError(message: "--image \(text): expected NAME=WIDTHxHEIGHT", hints: ["for example --image globe=20x20"])
            }
            let name = String(text[..<equals])
            let size = try proposal(String(text[text.index(after: equals)...]), option: "--image \(text)")
            guard !name.isEmpty, let width = size.width, let height = size.height, width.isFinite, height.isFinite else {
                throw RunInputError(message: "--image \(text): the name must not be empty and the size must be two finite numbers")
            }
            let natural = CGSize(width: width, height: height)
            catalog.givenSizes[name] = natural
        }
        return catalog
    }

    /// The device laid out on without `--device`: the engine's standard device (iPhone 17 Pro,
    /// the reference device's 402×874 screen, spec §9).
    static let defaultDevice = Device.standard

    /// The device `name`s (`--device`, or `--param device=` as `given` says), the default for nil.
    static func device(_ name: String?, given option: String = "--device ") throws -> Device {
        guard let name else { return defaultDevice }
        guard let device = Device.named(name) else {
            throw RunInputError(message: "\(option)\(name): unknown device",
                                hints: nearestDevices(to: name) + ["every device: " + deviceNames,
                                        "add \"\(Device.landscapeSuffix.dropFirst())\" for landscape: \"\(defaultDevice.name)\(Device.landscapeSuffix)\""])
        }
        return device
    }

    /// `--param os=26`: a version as `--os` takes it (`OSArgument`), by the engine's parser.
    static func operatingSystem(_ text: String, given option: String) throws -> OperatingSystem {
        guard let os = OperatingSystem(parsing: text) else {
            throw RunInputError(message: "\(option)\(text): unknown OS version", hints: ["versions: \(OSArgument.help)"])
        }
        return os
    }

    /// "nearest: "iPhone 17", "iPhone 17 Pro"" when some names are close to `name`.
    private static func nearestDevices(to name: String) -> [String] {
        let nearest = Device.suggestions(for: name)
        return nearest.isEmpty ? [] : ["nearest: " + nearest.map { "\"\($0)\"" }.joined(separator: ", ")]
    }

    /// The devices `--device` knows, quoted, for help and errors.
    static var deviceNames: String { Device.all.map { "\"\($0.name)\"" }.joined(separator: ", ") }

    static func read(_ path: String) throws -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw RunInputError(message: "cannot read \(path): \(unreadableReason(path))")
        }
    }

    /// The UTF-8 text of the file at `path`.
    static func readText(_ path: String) throws -> String {
        guard let text = String(data: try read(path), encoding: .utf8) else { throw RunInputError(message: "\(path) is not UTF-8 text") }
        return text
    }
}

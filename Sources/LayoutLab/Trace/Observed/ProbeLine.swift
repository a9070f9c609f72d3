import Foundation

/// One line of LayoutLab's probe (Observations/Probe/LayoutProbe.swift), a JSON object with a
/// "probe" key after whatever prefix the console adds:
///
///     {"probe":1,"tag":"🟦","event":"proposal","proposal":{"width":300.0,"height":null}}
///     {"probe":1,"tag":"🟦","event":"report","size":{"width":100.0,"height":100.0}}
///     {"probe":1,"tag":"🟦","event":"placeSubviews","proposal":{"width":300.0,"height":160.0},
///      "size":{"width":100.0,"height":160.0},"position":{"x":151.0,"y":197.0}}   (one line)
///
/// `probe` is the format's version (1). Lengths are numbers as `Double.description` writes
/// them, `null` for a proposal's nil, the strings "inf" and "-inf" for infinities (JSON has none).
/// The tag is the view's identity: the `.inspectLayoutProcess(tag)` it is tagged with. Every
/// event the probe prints reached the view's `Layout` (SwiftUI's own cache answered none of
/// them: its hits never reach a `Layout`), so an observed event's cache outcome is `miss`.
enum ProbeLine {
    static let marker = "\"probe\":"
    static let version = 1

    private struct Line: Decodable {
        var probe: Int
        var tag: String
        var event: String
        var proposal: Proposal?
        var size: Size?
        var position: Point?
    }

    private struct Proposal: Decodable {
        var width: Length?
        var height: Length?
    }

    private struct Size: Decodable {
        var width: Length
        var height: Length
    }

    private struct Point: Decodable {
        var x: Length
        var y: Length
    }

    /// A number, or "inf"/"-inf".
    private struct Length: Decodable {
        var value: CGFloat

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) {
                value = CGFloat(number)
            } else if let text = try? container.decode(String.self), let number = InspectorLine.number(text) {
                value = number
            } else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "a length is a number, \"inf\" or \"-inf\"")
            }
        }
    }

    /// The event on `line`, nil when it holds no probe object.
    static func events(in line: Substring, line number: Int) throws(DeviceLogError.Problem) -> ObservedEvent? {
        // The object starts at the line's first brace (the probe writes "probe" first, but a
        // log rewritten by a JSON tool may have sorted the keys).
        guard line.contains(marker), let start = line.firstIndex(of: "{") else { return nil }
        let json = line[start...].trimmingCharacters(in: .whitespaces)
        let decoded: Line
        do {
            decoded = try JSONDecoder().decode(Line.self, from: Data(json.utf8))
        } catch {
            throw DeviceLogError.Problem(line: number, message: "cannot read the probe's JSON: \(Self.reason(error))")
        }
        func problem(_ message: String) -> DeviceLogError.Problem { DeviceLogError.Problem(line: number, message: message) }
        guard decoded.probe == version else { throw problem("probe format \(decoded.probe); this LayoutLab reads format \(version)") }
        let proposal = decoded.proposal.map { ProposedViewSize(width: $0.width?.value, height: $0.height?.value) }
        let size = decoded.size.map { CGSize(width: $0.width.value, height: $0.height.value) }
        let position = decoded.position.map { CGPoint(x: $0.x.value, y: $0.y.value) }
        let event = ObservedEvent(tag: decoded.tag, kind: .proposal, proposal: proposal, size: size, position: position, line: number)
        switch decoded.event {
        case "proposal":
            guard proposal != nil else { throw problem("a proposal needs \"proposal\"") }
            return ObservedEvent(tag: event.tag, kind: .proposal, proposal: proposal, line: number)
        case "report":
            guard size != nil else { throw problem("a report needs \"size\"") }
            return ObservedEvent(tag: event.tag, kind: .report, size: size, line: number)
        case "placeSubviews":
            guard proposal != nil, size != nil, position != nil else {
                throw problem("placeSubviews needs \"proposal\", \"size\" and \"position\"")
            }
            var placement = event
            placement.kind = .placeSubviews
            return placement
        default:
            throw problem("unknown event \"\(decoded.event)\" (proposal, report or placeSubviews)")
        }
    }

    private static func reason(_ error: any Error) -> String {
        switch error {
        case let DecodingError.keyNotFound(key, _): "missing \"\(key.stringValue)\""
        case let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context),
             let DecodingError.dataCorrupted(context):
            (context.codingPath.map(\.stringValue).joined(separator: ".") + " " + context.debugDescription)
                .trimmingCharacters(in: .whitespaces)
        default: "\(error)"
        }
    }
}

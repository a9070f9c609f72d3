import Foundation

/// What an `observe` candidate measures: a parameter of the run (`minWidth`: present when
/// the run's value reads as a number, so `nil` or an unset parameter is no candidate), or a
/// `MeasureExpression` (`ideal(Text)`).
public enum CandidateExpression: Hashable {
    case parameter(String)
    case measure(MeasureExpression)

    init(parsing text: String, axis: ObservedAxis) throws {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.contains("(") {
            self = .measure(try MeasureExpression(parsing: trimmed, axis: axis))
        } else if let first = trimmed.first, first.isLetter || first == "_",
                  trimmed.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            self = .parameter(trimmed)
        } else {
            throw RunInputError(message: "'\(text)' is neither a parameter name nor FUNCTION(NODE)",
                                hints: ["for example minWidth, ideal(Text) or proposal(frame)"])
        }
    }

    /// Why `text` is no candidate expression, or nil: for the front end's located errors.
    public static func problem(_ text: String) -> String? {
        do {
            _ = try CandidateExpression(parsing: text, axis: .width)
            return nil
        } catch let error as RunInputError {
            return ([error.message] + error.hints).joined(separator: "; ")
        } catch {
            return "\(error)"
        }
    }
}

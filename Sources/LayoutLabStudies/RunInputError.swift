/// A command-line value `layoutlab run` cannot use: reported on stderr, exit status 2.
///
/// Here rather than in the CLI because the sweep grid and the study expressions, which take
/// the CLI's values, throw it; the CLI prints `description` as it always has.
public struct RunInputError: Error, CustomStringConvertible {
    public let message: String
    public var hints: [String]

    public init(message: String, hints: [String] = []) {
        self.message = message
        self.hints = hints
    }

    public var description: String {
        (["error: " + message] + hints.map { "hint: " + $0 }).joined(separator: "\n")
    }
}

import Foundation

/// The page `layoutlab watch` serves, run after run: the newest good layout's page, with a
/// banner for the newest error above it (a file that does not parse, or was deleted), so that
/// the last good layout stays visible while the file is being fixed.
public struct WatchPage: Sendable {
    /// The newest good layout's page (`RunPicture.html(events:)`), before live reload is added.
    public private(set) var lastGood: String?
    public private(set) var error: String?
    public private(set) var status = "waiting for the first run"

    public init() {}

    /// A run that laid the file out.
    public mutating func laidOut(_ page: String, status: String) {
        lastGood = page
        error = nil
        self.status = status
    }

    /// A run that failed, or a file that went away: the message, over the last good layout.
    public mutating func failed(_ message: String, status: String) {
        error = message
        self.status = status
    }

    /// The page to serve as `version`.
    public func html(version: Int) -> String {
        LiveReload.page(lastGood ?? "", version: version, status: status, error: error)
    }
}

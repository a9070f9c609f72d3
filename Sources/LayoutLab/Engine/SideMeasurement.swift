import Foundation

/// Whether the engine is measuring on a side copy of a laid-out tree (`ViewTree.flexibilities`,
/// the recorder's flexibility table) rather than laying it out. SwiftUI never makes those
/// measurements, so what a custom `Layout` does during them must not be seen: a front end
/// drops the `print`s its code makes while `isActive` (issue 33, rule 8).
///
/// Per thread, not global: concurrent layouts (tests, a sweep's workers) each measure on
/// their own thread, and one's side copy must not mute another's prints.
public enum SideMeasurement {
    private static let key = "LayoutLab.SideMeasurement"

    /// True while the current thread measures on a side copy.
    public static var isActive: Bool { Thread.current.threadDictionary[key] != nil }

    /// Runs `body` as a side measurement on the current thread.
    static func run<T>(_ body: () -> T) -> T {
        let dictionary = Thread.current.threadDictionary
        let outer = dictionary[key]
        dictionary[key] = true
        defer { dictionary[key] = outer }
        return body()
    }
}

import Foundation

/// Why the file at `path` could not be read, in LayoutLab's words: Foundation's own
/// (`The operation could not be completed. (NSCocoaErrorDomain error 256.)` for `run .`) name
/// neither the problem nor what to do (issue 34).
public func unreadableReason(_ path: String) -> String {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return "no such file" }
    if isDirectory.boolValue { return "it is a directory; name a .swift file in it" }
    let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
    if type != .typeRegular { return "it is not a regular file" }
    if !FileManager.default.isReadableFile(atPath: path) { return "permission denied" }
    return "the file could not be read"
}

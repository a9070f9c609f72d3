import Foundation

/// Which Swift files of an app folder its Xcode target compiles, read from `project.pbxproj`
/// (issue 31): Xcode builds only its target's members, so a stale file left in the folder (as in
/// Backyard Birds) must not collide with the file that replaced it.
///
/// Two ways a project names them:
/// - Xcode 16's `PBXFileSystemSynchronizedRootGroup`: every file under the group's folder, less
///   the `membershipExceptions` of the exception sets (`PBXFileSystemSynchronizedBuildFileExceptionSet`)
///   whose `target` is the target listing the group in its `fileSystemSynchronizedGroups`.
/// - Older projects: the files a `PBXSourcesBuildPhase` lists, by the file names Xcode writes in
///   each entry's comment (`/* ContentView.swift in Sources */`). Matched by name, not path:
///   two members of one name in different folders are both read.
///
/// The project file is read as text, object by object (`ID /* … */ = { … };`), never run.
struct TargetMembership {
    /// Paths relative to the synchronized group's folder that the target does not compile.
    var excludedPaths: Set<String> = []
    /// File names the sources build phases list; nil when the project lists none (a
    /// synchronized group, or no build phase at all: every file is read).
    var memberNames: Set<String>?

    init(projectText text: String, groupPath: String) {
        let objects = Self.objects(in: text)
        let groups = objects.filter { $0.value.isa == "PBXFileSystemSynchronizedRootGroup" && $0.value.values["path"] == groupPath }
        if !groups.isEmpty {
            let targets = objects.filter { object in
                object.value.isa == "PBXNativeTarget"
                    && Self.identifiers(object.value.values["fileSystemSynchronizedGroups"]).contains(where: { groups[$0] != nil })
            }
            for (_, set) in objects where set.isa == "PBXFileSystemSynchronizedBuildFileExceptionSet" {
                guard let target = Self.identifiers(set.values["target"]).first, targets[target] != nil else { continue }
                excludedPaths.formUnion(Self.list(set.values["membershipExceptions"]))
            }
            return
        }
        var names: Set<String> = []
        for (_, phase) in objects where phase.isa == "PBXSourcesBuildPhase" {
            for match in (phase.values["files"] ?? "").matches(of: /\/\* (.+?) in Sources \*\//) { names.insert(String(match.output.1)) }
        }
        memberNames = names.isEmpty ? nil : names
    }

    /// Whether the target compiles `file`, a file under the group's folder `folder`.
    func contains(_ file: URL, in folder: URL) -> Bool {
        let relative = String(file.path.dropFirst(folder.path.count + 1))
        if excludedPaths.contains(relative) { return false }
        return memberNames?.contains(file.lastPathComponent) ?? true
    }

    // MARK: Reading the project file

    struct Object {
        var isa: String?
        /// Each `key = value;` of the object, the value as written (a list with its parentheses).
        var values: [String: String] = [:]
    }

    /// The objects of the `objects = { … }` dictionary, by identifier.
    static func objects(in text: String) -> [String: Object] {
        var objects: [String: Object] = [:]
        for match in text.matches(of: /(?m)^\s*([0-9A-Fa-f]{24})(?: \/\*[^\n]*?\*\/)? = \{(.*?)\};\s*$/.dotMatchesNewlines()) {
            var object = Object()
            for field in match.output.2.matches(of: /([A-Za-z]+) = (\([^)]*\)|"(?:[^"\\]|\\.)*"|[^;]*);/) {
                object.values[String(field.output.1)] = String(field.output.2)
            }
            object.isa = object.values["isa"]
            objects[String(match.output.1)] = object
        }
        return objects
    }

    /// The identifiers in a value: `ID /* Name */` or a list of them.
    static func identifiers(_ value: String?) -> [String] {
        (value ?? "").matches(of: /\b([0-9A-Fa-f]{24})\b/).map { String($0.output.1) }
    }

    /// The entries of a list value, unquoted, comments left out: `( Info.plist, "A B.swift", )`.
    static func list(_ value: String?) -> [String] {
        guard let value, value.hasPrefix("(") else { return [] }
        return value.dropFirst().dropLast().split(separator: ",").compactMap { entry in
            var item = entry.replacing(/\/\*.*?\*\//, with: "").trimmingCharacters(in: .whitespacesAndNewlines)
            if item.hasPrefix("\"") && item.hasSuffix("\"") && item.count >= 2 { item = String(item.dropFirst().dropLast()) }
            return item.isEmpty ? nil : item
        }
    }
}

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

    /// The Swift files the target compiling `file` lists in its sources build phases, as absolute
    /// paths: each `PBXBuildFile`'s `fileRef` resolved through the groups holding it (`<group>`
    /// paths joined from the project's folder down, `SOURCE_ROOT` from the project's folder). An
    /// older project's target spans several top-level groups (songcreator's `Onboarding/`,
    /// `Profile/`, `Messages/`), all of them its module. Nil when no target lists `file` or a
    /// reference does not resolve: the caller reads the file's folder, by names.
    static func sources(ofTargetCompiling file: URL, projectText text: String, projectFolder: URL) -> [String]? {
        let objects = objects(in: text)
        var parents: [String: String] = [:]
        for (identifier, group) in objects where group.isa == "PBXGroup" || group.isa == "PBXVariantGroup" {
            for child in identifiers(group.values["children"]) { parents[child] = identifier }
        }
        func path(of identifier: String, depth: Int = 0) -> String? {
            guard depth < 100, let object = objects[identifier] else { return nil }
            let own = object.values["path"].map(unquoted)
            switch object.values["sourceTree"].map(unquoted) {
            case "<group>"?:
                // The main group (no parent) is the project's folder.
                var base = projectFolder.path
                if let parent = parents[identifier] {
                    guard let parentPath = path(of: parent, depth: depth + 1) else { return nil }
                    base = parentPath
                }
                return own.map { base + "/" + $0 } ?? base
            case "SOURCE_ROOT"?: return own.map { projectFolder.path + "/" + $0 } ?? projectFolder.path
            case "<absolute>"?: return own
            default: return nil
            }
        }
        func sources(of phases: [String]) -> [String]? {
            var paths: [String] = []
            for phase in phases where objects[phase]?.isa == "PBXSourcesBuildPhase" {
                for buildFile in identifiers(objects[phase]?.values["files"]) {
                    guard let reference = identifiers(objects[buildFile]?.values["fileRef"]).first,
                          let resolved = path(of: reference) else { return nil }
                    if resolved.hasSuffix(".swift") { paths.append(URL(fileURLWithPath: resolved).standardized.path) }
                }
            }
            return paths
        }
        let targets = objects.filter { $0.value.isa == "PBXNativeTarget" }.sorted { $0.key < $1.key }
        // A project file without targets (a fragment) lists its phases alone.
        let phaseLists = targets.isEmpty ? [objects.keys.sorted()] : targets.map { identifiers($0.value.values["buildPhases"]) }
        for phases in phaseLists {
            guard let paths = sources(of: phases) else { return nil }
            if paths.contains(file.path) { return Array(Set(paths)).sorted() }
        }
        return nil
    }

    private static func unquoted(_ value: String) -> String {
        value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2 ? String(value.dropFirst().dropLast()) : value
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

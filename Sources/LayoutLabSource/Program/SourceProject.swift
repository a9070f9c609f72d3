import Foundation
import SwiftParser
import SwiftSyntax

/// The module a source file belongs to, found as Xcode finds it (issue 31): the target folder of
/// the nearest `Package.swift` (`Sources/<Target>` or the target's `path:`), or the app's source
/// folder next to the nearest `*.xcodeproj`. Its files' declarations are visible to the file
/// that is run, as a compiled module's are to a preview.
///
/// The manifest is read as text with swift-syntax, never run: `.target(name:path:dependencies:)`
/// literals are understood, anything computed is not (the target's default folder is used).
public struct SourceProject: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A target of the package whose manifest is given.
        case package(manifest: URL, target: String)
        /// An app folder next to an Xcode project.
        case xcodeProject(URL)
        /// A folder named with `--project`.
        case folder
    }

    /// The module's source folder.
    public let moduleRoot: URL
    /// Every Swift file of the module and of the local modules it imports, sorted by path.
    public let files: [URL]
    public let kind: Kind
    /// What discovery assumed (an Xcode project file it could not read).
    public let notes: [String]

    /// More Swift files than this in one module is refused rather than parsed for minutes.
    public static let maximumFiles = 10_000

    /// The module around `file`, or nil when no `Package.swift` or `*.xcodeproj` encloses it
    /// (the file then runs alone).
    public static func discover(for file: URL) throws -> SourceProject? {
        let file = file.standardizedFileURL.resolvingSymlinksInPath()
        var folder = file.deletingLastPathComponent()
        let manager = FileManager.default
        while true {
            let manifest = folder.appendingPathComponent("Package.swift")
            if manager.fileExists(atPath: manifest.path) {
                return try package(manifest: manifest, containing: file)
            }
            let contents = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
            if let project = contents.sorted().first(where: { $0.hasSuffix(".xcodeproj") }) {
                return try xcodeProject(folder.appendingPathComponent(project), containing: file)
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path || folder.path == "/" { return nil }
            folder = parent
        }
    }

    /// The module `--project DIR` names: every Swift file under the folder.
    public static func folder(_ folder: URL) throws -> SourceProject {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw SourceProjectError("--project \(folder.path): not a folder")
        }
        let root = folder.standardizedFileURL.resolvingSymlinksInPath()
        return SourceProject(moduleRoot: root, files: try swiftFiles(under: [root]), kind: .folder, notes: [])
    }

    // MARK: Packages

    private static func package(manifest: URL, containing file: URL) throws -> SourceProject? {
        let manifestFile = try Manifest.read(manifest)
        let packageRoot = manifest.deletingLastPathComponent()
        guard let target = manifestFile.targets.first(where: { file.path.hasPrefix(manifestFile.folder(of: $0, in: packageRoot).path + "/") })
        else { return nil }
        var visited: Set<String> = [manifest.path + "#" + target.name]
        let folders = [manifestFile.folder(of: target, in: packageRoot)]
            + dependencyFolders(target.dependencies.map { (manifestFile, packageRoot, $0) }, visited: &visited)
        let moduleRoot = folders[0]
        return SourceProject(moduleRoot: moduleRoot, files: try swiftFiles(under: folders),
                             kind: .package(manifest: manifest, target: target.name), notes: [])
    }

    /// The folders of the targets `pending` names and of theirs in turn: targets of the same
    /// package, and of packages it names by `.package(path:)`.
    private static func dependencyFolders(_ pending: [(Manifest, URL, Manifest.Dependency)], visited: inout Set<String>) -> [URL] {
        var pending = pending
        var folders: [URL] = []
        while let (owner, root, dependency) = pending.popLast() {
            var ownerManifest = owner, ownerRoot = root, names = [dependency.name]
            if let packageName = dependency.package {
                guard let path = owner.localPackages.first(where: { URL(fileURLWithPath: $0).lastPathComponent == packageName }) else { continue }
                ownerRoot = root.appendingPathComponent(path).standardizedFileURL
                guard let local = try? Manifest.read(ownerRoot.appendingPathComponent("Package.swift")) else { continue }
                ownerManifest = local
                names = local.products[dependency.name] ?? [dependency.name]
            }
            for name in names {
                guard let found = ownerManifest.targets.first(where: { $0.name == name }),
                      visited.insert(ownerRoot.path + "/Package.swift#" + name).inserted else { continue }
                folders.append(ownerManifest.folder(of: found, in: ownerRoot))
                pending += found.dependencies.map { (ownerManifest, ownerRoot, $0) }
            }
        }
        return folders
    }

    /// What a manifest declares, read from its syntax.
    struct Manifest {
        struct Target {
            let name: String
            let path: String?
            let isTest: Bool
            let dependencies: [Dependency]
        }

        /// `"Core"`, `.target(name: "Core")` or `.product(name: "Kit", package: "Kit")`.
        struct Dependency {
            let name: String
            let package: String?
        }

        var targets: [Target] = []
        /// Product name → its targets.
        var products: [String: [String]] = [:]
        /// `.package(path: "../Kit")`.
        var localPackages: [String] = []

        static func read(_ url: URL) throws -> Manifest {
            let text: String
            do {
                text = try String(contentsOf: url, encoding: .utf8)
            } catch {
                throw SourceProjectError("cannot read \(url.path): \(unreadableReason(url.path))",
                                         hints: ["run the file alone with --no-project, or name its module's folder with --project DIR"])
            }
            let tree = Parser.parse(source: text)
            if tree.hasError {
                throw SourceProjectError("\(url.path) does not parse as Swift; LayoutLab reads a package's targets from it",
                                         hints: ["run the file alone with --no-project, or name its module's folder with --project DIR"])
            }
            let visitor = ManifestVisitor(viewMode: .sourceAccurate)
            visitor.walk(tree)
            return visitor.manifest
        }

        func folder(of target: Target, in root: URL) -> URL {
            if let path = target.path { return root.appendingPathComponent(path).standardizedFileURL }
            return root.appendingPathComponent(target.isTest ? "Tests" : "Sources").appendingPathComponent(target.name)
        }
    }

    private final class ManifestVisitor: SyntaxVisitor {
        var manifest = Manifest()
        static let targetKinds: Set<String> = ["target", "executableTarget", "testTarget", "macro", "plugin"]

        override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return .visitChildren }
            let kind = member.declName.baseName.text
            if Self.targetKinds.contains(kind), let name = Self.string(call, "name") {
                let dependencies = call.arguments.first { $0.label?.text == "dependencies" }?.expression.as(ArrayExprSyntax.self)?
                    .elements.compactMap { Self.dependency($0.expression) } ?? []
                manifest.targets.append(Manifest.Target(name: name, path: Self.string(call, "path"), isTest: kind == "testTarget",
                                                        dependencies: dependencies))
            } else if kind == "package", let path = Self.string(call, "path") {
                manifest.localPackages.append(path)
            } else if kind == "library" || kind == "executable", let name = Self.string(call, "name") {
                manifest.products[name] = call.arguments.first { $0.label?.text == "targets" }?.expression.as(ArrayExprSyntax.self)?
                    .elements.compactMap { $0.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue } ?? [name]
            }
            return .visitChildren
        }

        static func string(_ call: FunctionCallExprSyntax, _ label: String) -> String? {
            call.arguments.first { $0.label?.text == label }?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        }

        static func dependency(_ expression: ExprSyntax) -> Manifest.Dependency? {
            if let literal = expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue {
                return Manifest.Dependency(name: literal, package: nil)
            }
            guard let call = expression.as(FunctionCallExprSyntax.self), let name = string(call, "name") else { return nil }
            return Manifest.Dependency(name: name, package: string(call, "package"))
        }
    }

    // MARK: Xcode projects

    /// The folder of `project.pbxproj`'s top-level groups (`PBXGroup` or Xcode 16's
    /// `PBXFileSystemSynchronizedRootGroup` with a `path`) that holds the file; the project
    /// folder's subfolder holding it when the project file cannot be read or names none.
    private static func xcodeProject(_ project: URL, containing file: URL) throws -> SourceProject {
        let projectFolder = project.deletingLastPathComponent()
        guard let relative = file.path.dropFirst(projectFolder.path.count + 1).split(separator: "/").first,
              file.path.dropFirst(projectFolder.path.count + 1).contains("/") else {
            // The file sits next to the project: its folder alone.
            return SourceProject(moduleRoot: projectFolder, files: [file], kind: .xcodeProject(project), notes: [])
        }
        let appFolder = projectFolder.appendingPathComponent(String(relative))
        var notes: [String] = []
        var files = try swiftFiles(under: [appFolder])
        let projectText = try? String(contentsOf: project.appendingPathComponent("project.pbxproj"), encoding: .utf8)
        if let text = projectText {
            if !groupPaths(in: text).contains(String(relative)) {
                notes.append("\(project.lastPathComponent) names no group '\(relative)'; its files are read as the module")
            }
            // Only the target's members are compiled; the run's own file is read whatever it is.
            let membership = TargetMembership(projectText: text, groupPath: String(relative))
            let members = files.filter { $0.path == file.path || membership.contains($0, in: appFolder) }
            if members.count < files.count {
                let left = files.filter { !members.contains($0) }.map { String($0.path.dropFirst(appFolder.path.count + 1)) }
                notes.append("\(left.count) Swift file\(left.count == 1 ? " is" : "s are") in '\(relative)' but not in its target, "
                             + "as \(project.lastPathComponent) says, and not read: \(left.prefix(5).joined(separator: ", "))"
                             + (left.count > 5 ? " and \(left.count - 5) more" : ""))
            }
            files = members
            // An older project's target also compiles files of its other top-level groups.
            if let sources = TargetMembership.sources(ofTargetCompiling: file, projectText: text, projectFolder: projectFolder) {
                let read = Set(files.map(\.path))
                files += sources.filter { !read.contains($0) && !$0.hasPrefix(appFolder.path + "/") && FileStatus.of($0)?.isRegularFile == true }
                    .map { URL(fileURLWithPath: $0, isDirectory: false) }
            }
        } else {
            notes.append("\(project.lastPathComponent)/project.pbxproj cannot be read; the folder '\(relative)' is read as the module")
        }
        // The project's local packages' products it links (`import BackyardBirdsData`), as Xcode builds them for the app.
        var visited: Set<String> = []
        let packageFolders = dependencyFolders(projectText.map { localPackageProducts(in: $0, projectFolder: projectFolder) } ?? [],
                                               visited: &visited)
        let appFiles = Set(files.map(\.path))
        files += try swiftFiles(under: packageFolders).filter { !appFiles.contains($0.path) }
        if files.count > maximumFiles { throw tooManyFiles(appFolder) }
        return SourceProject(moduleRoot: appFolder, files: files.sorted { $0.path < $1.path }, kind: .xcodeProject(project), notes: notes)
    }

    /// The products of local packages a project links: its packages are the folders it refers
    /// to as packages (`lastKnownFileType = wrapper` references, or Xcode 15's
    /// `XCLocalSwiftPackageReference` `relativePath`) that hold a `Package.swift`, and its
    /// products the `productName`s of its `XCSwiftPackageProductDependency` entries. Every
    /// target's products are taken, not only the app's (the project file's objects are not
    /// resolved); a run reads only the files its root reaches, so another target's are not parsed.
    /// A package whose manifest cannot be read is left out, as a remote package is.
    static func localPackageProducts(in text: String, projectFolder: URL) -> [(Manifest, URL, Manifest.Dependency)] {
        func value(of key: String, in line: Substring) -> String? {
            guard let range = line.range(of: key + " = ") else { return nil }
            var value = line[range.upperBound...].prefix { $0 != ";" }
            if value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2 { value = value.dropFirst().dropLast() }
            return String(value)
        }
        var packagePaths: [String] = []
        var products: Set<String> = []
        var inProductSection = false
        for line in text.split(separator: "\n") {
            if line.contains("Begin XCSwiftPackageProductDependency section") { inProductSection = true }
            if line.contains("End XCSwiftPackageProductDependency section") { inProductSection = false }
            if inProductSection, let name = value(of: "productName", in: line) { products.insert(name) }
            if line.contains("lastKnownFileType = wrapper;"), let path = value(of: "path", in: line) { packagePaths.append(path) }
            if let path = value(of: "relativePath", in: line) { packagePaths.append(path) }
        }
        var pending: [(Manifest, URL, Manifest.Dependency)] = []
        for path in packagePaths {
            let root = projectFolder.appendingPathComponent(path).standardizedFileURL
            guard let manifest = try? Manifest.read(root.appendingPathComponent("Package.swift")) else { continue }
            for product in products.sorted() {
                for target in manifest.products[product] ?? (manifest.targets.contains { $0.name == product } ? [product] : []) {
                    pending.append((manifest, root, Manifest.Dependency(name: target, package: nil)))
                }
            }
        }
        return pending
    }

    /// `path = Name;` and `path = "Name With Spaces";` of the project file's groups.
    static func groupPaths(in text: String) -> Set<String> {
        var paths: Set<String> = []
        for line in text.split(separator: "\n") {
            guard let range = line.range(of: "path = ") else { continue }
            var value = line[range.upperBound...].prefix { $0 != ";" }
            if value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2 { value = value.dropFirst().dropLast() }
            paths.insert(String(value))
        }
        return paths
    }

    // MARK: Files

    private static func tooManyFiles(_ folder: URL) -> SourceProjectError {
        SourceProjectError("the module \(folder.path) has more than \(maximumFiles) Swift files",
                           hints: ["name a smaller module folder with --project DIR, or run the file alone with --no-project"])
    }

    /// Folders a build writes or vendors, not the module's sources.
    static let skippedFolders: Set<String> = [".build", "build", "DerivedData", "Pods", "Carthage", ".git", ".swiftpm"]

    /// Every `.swift` file under the folders, each real folder once (a symlink loop is walked
    /// once) and each file once (the first path by name of a file linked twice), sorted by
    /// path. One `readdir` pass a folder (`FolderEntry`), a `stat` only for a folder, a link or
    /// an entry of unknown kind, and paths as strings: a module has thousands of files, and this
    /// runs on every run (a second run of a file in a 1,500-file module, issue 31). Only plain
    /// files are taken: a FIFO named `X.swift` would make reading it wait forever.
    static func swiftFiles(under folders: [URL]) throws -> [URL] {
        var seenFolders: Set<FileStamp.Identity> = []
        // A file's identity as its folder's entry records it (the folder's device, `d_ino`), or as
        // `stat` gives it for a link's target.
        var files: [(path: String, identity: FileStamp.Identity, followed: Bool)] = []
        var pending = folders.map(\.path)
        while let folder = pending.popLast() {
            guard let status = FileStatus.of(folder), seenFolders.insert(status.stamp.identity).inserted,
                  let entries = FolderEntry.entries(of: folder) else { continue }
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            for entry in entries where !entry.name.hasPrefix(".") && !skippedFolders.contains(entry.name) {
                let path = prefix + entry.name
                var isFolder = entry.kind == .folder, isFile = entry.kind == .file
                var identity = FileStamp.Identity(device: status.stamp.device, inode: entry.inode)
                let followed = entry.kind == .symbolicLink || entry.kind == .unknown
                if followed {
                    guard let target = FileStatus.of(path) else { continue }
                    (isFolder, isFile, identity) = (target.isDirectory, target.isRegularFile, target.stamp.identity)
                }
                if isFolder {
                    if !entry.name.hasSuffix(".xcassets") { pending.append(path) }
                } else if isFile && entry.name.hasSuffix(".swift") {
                    files.append((path, identity, followed))
                    if files.count > maximumFiles { throw tooManyFiles(folders[0]) }
                }
            }
        }
        files.sort { $0.path < $1.path }
        // A directory's `d_ino` is not always `stat`'s `st_ino` (overlayfs without xino): when a
        // link was followed, every file's identity is taken from `stat`, so that a link and its
        // target compare equal.
        if files.contains(where: \.followed) {
            files = files.compactMap { file in
                if file.followed { return file }
                return FileStatus.of(file.path).map { (file.path, $0.stamp.identity, false) }
            }
        }
        var seenFiles: Set<FileStamp.Identity> = []
        return files.filter { seenFiles.insert($0.identity).inserted }.map { URL(fileURLWithPath: $0.path, isDirectory: false) }
    }
}

/// A module that cannot be found or read (an unreadable manifest, too many files).
public struct SourceProjectError: Error, Sendable, CustomStringConvertible {
    public let message: String
    public let hints: [String]

    init(_ message: String, hints: [String] = []) {
        self.message = message
        self.hints = hints
    }

    public var description: String { (["error: " + message] + hints.map { "hint: " + $0 }).joined(separator: "\n") }
}

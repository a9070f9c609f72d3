import Foundation
import LayoutLab

/// What a module's files read besides Swift: its asset catalogs (`*.xcassets`: image sets and
/// colour sets) and its bundle resources (`Bundle.main.url(forResource:withExtension:)`), found
/// in a list of folders.
///
/// Single-file mode searches `folders(enclosing:)`; project mode (issue 31 item 1) passes the
/// module's folder.
public struct ProjectResources: Sendable {
    /// The folders searched, in order.
    public let folders: [URL]
    /// The asset catalogs found.
    public private(set) var catalogs: [URL] = []
    public private(set) var imageSets: [String: ImageSet] = [:]
    public private(set) var colorSets: [String: ColorSet] = [:]
    /// Bundle resources by file name (`samples.json`): every file outside an asset catalog that
    /// is not source. A name found twice is ambiguous (`ambiguousFiles`), as Xcode's copy phase
    /// refuses two resources of one name.
    public private(set) var files: [String: URL] = [:]
    public private(set) var ambiguousFiles: Set<String> = []
    /// What could not be read (a damaged `Contents.json`, an image whose size is unreadable):
    /// said as warnings by the runs that use it.
    public private(set) var problems: [String] = []

    /// At most this many folder entries are looked at (`standardMaximumEntries` unless told), so
    /// a run started in a huge folder ends quickly; the rest is said in `problems`.
    public let maximumEntries: Int
    public static let standardMaximumEntries = 50_000
    /// Folders never searched: build products, dependencies and version control.
    static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules", "build"]
    /// Files that are not resources.
    static let sourceExtensions: Set<String> = ["swift", "h", "m", "mm", "c", "cpp", "pbxproj", "xcscheme", "entitlements", "md"]

    public init(searching folders: [URL], maximumEntries: Int = standardMaximumEntries) {
        self.folders = folders
        self.maximumEntries = maximumEntries
        var seen = Set<String>()
        var entries = 0
        for folder in folders {
            let root = folder.standardizedFileURL.resolvingSymlinksInPath()
            guard seen.insert(root.path).inserted else { continue }
            search(root, namespace: nil, entries: &entries)
        }
    }

    /// The folders single-file mode searches for `file`: the nearest enclosing repository or
    /// project root (a folder holding `.git`, `Package.swift` or an `*.xcodeproj`), else the
    /// file's own folder alone (a file pasted into /tmp must not search the whole disk).
    public static func folders(enclosing file: URL) -> [URL] {
        let start = file.standardizedFileURL.deletingLastPathComponent()
        var folder = start
        let manager = FileManager.default
        while true {
            let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
            if names.contains(where: { $0 == ".git" || $0 == "Package.swift" || $0.hasSuffix(".xcodeproj") }) { return [folder] }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return [start] }
            folder = parent
        }
    }

    // MARK: Searching

    private mutating func search(_ folder: URL, namespace: String?, entries: inout Int) {
        let folderPath = folder.path
        guard let listing = FolderEntry.entries(of: folderPath) else { return }
        for entry in listing.sorted(by: { $0.name < $1.name }) where !entry.name.hasPrefix(".") {
            guard admit(&entries) else { return }
            // One `readdir` pass a folder and a URL only for what is kept: a module has thousands
            // of Swift files, searched on every run (issue 31's second run). A link, or an entry
            // of a file system that records no kind, is looked through with a `stat`.
            let name = entry.name
            let path = folderPath.hasSuffix("/") ? folderPath + name : folderPath + "/" + name
            var isFolder = entry.kind == .folder
            if entry.kind == .symbolicLink || entry.kind == .unknown {
                guard let target = FileStatus.of(path) else { continue }
                // Symbolic links to folders are not followed: a link loop must not hang the search.
                if target.isDirectory && entry.kind == .symbolicLink { continue }
                isFolder = target.isDirectory
            }
            if isFolder {
                guard !Self.skippedFolders.contains(name), !name.hasSuffix(".xcodeproj"), !name.hasSuffix(".xcworkspace") else { continue }
                let url = URL(fileURLWithPath: path, isDirectory: true)
                if name.hasSuffix(".xcassets") {
                    catalogs.append(url)
                    searchCatalog(url, namespace: nil, entries: &entries)
                } else {
                    search(url, namespace: namespace, entries: &entries)
                }
            } else if !Self.sourceExtensions.contains(Self.pathExtension(of: name).lowercased()) {
                if files[name] == nil { files[name] = URL(fileURLWithPath: path, isDirectory: false) } else { ambiguousFiles.insert(name) }
            }
        }
    }

    /// What follows a file name's last dot (`json` of `samples.json`), as `URL.pathExtension`
    /// reads it; none for a name without one.
    static func pathExtension(of name: String) -> Substring {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...]
    }

    /// An asset catalog's folders: image sets, colour sets, and groups (a group whose
    /// `Contents.json` says `provides-namespace` prefixes its assets' names: `Icons/star`).
    private mutating func searchCatalog(_ folder: URL, namespace: String?, entries: inout Int) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names.sorted() {
            guard admit(&entries) else { return }
            let url = folder.appendingPathComponent(name)
            let base = url.deletingPathExtension().lastPathComponent
            let assetName = namespace.map { "\($0)/\(base)" } ?? base
            switch url.pathExtension {
            case "imageset":
                guard let contents = readContents(url) else { continue }
                imageSets[assetName] = ImageSet(name: assetName, folder: url, contents: contents)
            case "colorset":
                guard let contents = readContents(url) else { continue }
                do {
                    colorSets[assetName] = try ColorSet(name: assetName, contents: contents)
                } catch let error as ResourceError {
                    problems.append("\(url.appendingPathComponent("Contents.json").path): \(error.message)")
                } catch {
                    problems.append("\(url.appendingPathComponent("Contents.json").path): \(error)")
                }
            case "":
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
                let group = readContents(url, required: false)
                let provides = (group?["properties"] as? [String: Any])?["provides-namespace"] as? Bool ?? false
                searchCatalog(url, namespace: provides ? assetName : namespace, entries: &entries)
            default:
                continue // app icons, symbol sets, data sets, …: nothing a layout reads
            }
        }
    }

    /// Counts one more entry: false once past the bound, which is said once.
    private mutating func admit(_ entries: inout Int) -> Bool {
        entries += 1
        if entries == maximumEntries + 1 {
            problems.append("stopped searching for resources after \(maximumEntries) files and folders under "
                            + "\(folders.map(\.path).joined(separator: ", ")); assets and resources beyond them are not known")
        }
        return entries <= maximumEntries
    }

    private mutating func readContents(_ folder: URL, required: Bool = true) -> [String: Any]? {
        let file = folder.appendingPathComponent("Contents.json")
        guard let data = try? Data(contentsOf: file) else {
            if required { problems.append("\(file.path) is missing or unreadable") }
            return nil
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            problems.append("\(file.path) is not a JSON object")
            return nil
        }
        return object
    }

    // MARK: Reading

    /// The natural sizes of every image set, as SwiftUI shows them on a screen of `scale` in
    /// `scheme`, for the engine's image catalog; a set whose size cannot be read is left out
    /// (`Image` of it is a located warning, Bridges/Assets.swift).
    public func imageSizes(scale: CGFloat, scheme: ColorScheme) -> [String: CGSize] {
        var sizes: [String: CGSize] = [:]
        for (name, set) in imageSets {
            if case let .size(size) = set.resolve(scale: scale, scheme: scheme) { sizes[name] = size }
        }
        return sizes
    }

    /// `configuration` with the image sets' sizes in its image catalog (for its device and
    /// colour scheme); sizes given with `--image` still win (`ImageCatalog.givenSizes`).
    public func applying(to configuration: LayoutConfiguration) -> LayoutConfiguration {
        var configuration = configuration
        let sizes = imageSizes(scale: configuration.device.displayScale, scheme: configuration.rootEnvironment.colorScheme)
        configuration.images.assets.merge(sizes) { _, catalog in catalog }
        return configuration
    }

    /// What could not be read that may explain why the asset or resource `name` is missing:
    /// its own set's problems, and those of the search itself (stopped early).
    func problems(naming name: String) -> [String] {
        problems.filter { problem in
            let isSet = problem.contains(".imageset/") || problem.contains(".colorset/")
            return !isSet || problem.contains("/\(name).imageset/") || problem.contains("/\(name).colorset/")
        }
    }

    /// Where the catalogs were searched, for messages.
    var searchedDescription: String {
        catalogs.isEmpty ? "no asset catalog found under " + folders.map(\.path).joined(separator: ", ")
            : "asset catalogs: " + catalogs.map(\.lastPathComponent).joined(separator: ", ")
    }
}

struct ResourceError: Error {
    let message: String
}

/// What an entry of an image set or colour set is for: its idiom and appearance.
struct AssetVariant: Equatable, Sendable {
    /// true for the dark appearance, false for the light one, nil for any appearance.
    let isDark: Bool?
    let idiom: String

    init(entry: [String: Any]) {
        let appearances = entry["appearances"] as? [[String: Any]] ?? []
        let luminosity = appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
        isDark = luminosity.map { $0 == "dark" }
        idiom = entry["idiom"] as? String ?? "universal"
    }

    /// The entries SwiftUI uses on an iPhone in `scheme`, by index: iphone entries before
    /// universal ones; the dark one in dark mode, else the light one, else the one for any appearance.
    static func chosen(_ variants: [AssetVariant], scheme: ColorScheme) -> [Int] {
        let phone = variants.indices.filter { variants[$0].idiom == "universal" || variants[$0].idiom == "iphone" }
        let iphone = phone.filter { variants[$0].idiom == "iphone" }
        let preferred = iphone.isEmpty ? phone : iphone
        let dark = preferred.filter { variants[$0].isDark == true }, light = preferred.filter { variants[$0].isDark == false }
        if scheme == .dark, !dark.isEmpty { return dark }
        return light.isEmpty ? preferred.filter { variants[$0].isDark == nil } : light
    }
}

/// An image set (`avatar.imageset/Contents.json`): its images by scale and appearance.
public struct ImageSet: Sendable {
    public let name: String
    let folder: URL
    /// Each entry with a file: its file name, scale (nil in a single-scale set) and variant.
    let images: [(file: String, scale: CGFloat?, variant: AssetVariant)]

    init(name: String, folder: URL, contents: [String: Any]) {
        self.name = name
        self.folder = folder
        images = (contents["images"] as? [[String: Any]] ?? []).compactMap { entry in
            guard let file = entry["filename"] as? String else { return nil }
            let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) }.map { CGFloat($0) }
            return (file, scale, AssetVariant(entry: entry))
        }
    }

    enum Resolution: Equatable {
        case size(CGSize)
        /// The set has no image for an iPhone.
        case empty
        /// The file's header could not be read (a format not read here, or damaged): its path.
        case unreadable(String)
    }

    /// The image's size in points on a screen of `scale` in `scheme`: the chosen file's pixels
    /// divided by its scale; a vector file (PDF, SVG) its declared size in points, with or
    /// without `preserves-vector-representation` (which only changes how it is drawn).
    ///
    /// UNCERTAIN (no public source states UIKit's pick): when the set has no image at the
    /// screen's scale, the largest scale it has is used (sets usually hold @2x and @3x of one
    /// size), and a single-scale set's raster image (no `scale` key) counts as 1x.
    func resolve(scale: CGFloat, scheme: ColorScheme) -> Resolution {
        let candidates = AssetVariant.chosen(images.map(\.variant), scheme: scheme).map { images[$0] }
        guard let image = candidates.first(where: { $0.scale == scale })
            ?? candidates.max(by: { ($0.scale ?? 1) < ($1.scale ?? 1) }) else { return .empty }
        let url = folder.appendingPathComponent(image.file)
        guard let size = ImageFileSize.read(url) else { return .unreadable(url.path) }
        let divisor = size.isVector ? 1 : (image.scale ?? 1)
        return .size(CGSize(width: size.width / divisor, height: size.height / divisor))
    }
}

/// A colour set (`Brand.colorset/Contents.json`): its colour per appearance.
public struct ColorSet: Sendable {
    public struct Components: Equatable, Sendable {
        public var red, green, blue, alpha: Double
        public var colorSpace: String
    }

    public let name: String
    let variants: [(components: Components, variant: AssetVariant)]

    init(name: String, contents: [String: Any]) throws {
        self.name = name
        variants = try (contents["colors"] as? [[String: Any]] ?? []).map { entry in
            guard let color = entry["color"] as? [String: Any] else { throw ResourceError(message: "a colour entry without \"color\"") }
            return (try Self.components(color), AssetVariant(entry: entry))
        }
    }

    /// The colour in `scheme`, as `Contents.json` gives it.
    func color(in scheme: ColorScheme) -> Components? {
        AssetVariant.chosen(variants.map(\.variant), scheme: scheme).first.map { variants[$0].components }
    }

    /// Xcode writes each component as a float from 0 to 1 (`"0.200"`), an integer from 0 to 255
    /// (`"51"`) or a hexadecimal byte (`"0x33"`), by the input method chosen in its inspector;
    /// alpha is always a float. A system colour reference (`"platform": "ios", "reference":
    /// "systemBlueColor"`) is not a set of components.
    static func components(_ color: [String: Any]) throws -> Components {
        let space = color["color-space"] as? String ?? "srgb"
        guard let values = color["components"] as? [String: Any] else {
            if let reference = color["reference"] as? String {
                throw ResourceError(message: "a colour referring to the system colour '\(reference)' is not read")
            }
            throw ResourceError(message: "a colour without components")
        }
        func component(_ key: String, isAlpha: Bool = false) throws -> Double {
            let text = (values[key] as? String) ?? (values[key] as? NSNumber)?.stringValue ?? ""
            let value: Double?
            if text.lowercased().hasPrefix("0x") {
                value = Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
            } else if text.contains(".") || isAlpha {
                value = Double(text)
            } else {
                value = Int(text).map { Double($0) / 255 }
            }
            guard let value, (0...1).contains(value) || space.hasPrefix("extended") else {
                throw ResourceError(message: "the colour component \(key) = \"\(text)\" is not a number Xcode writes")
            }
            return value
        }
        if values["white"] != nil, values["red"] == nil {
            let white = try component("white")
            return Components(red: white, green: white, blue: white, alpha: try component("alpha", isAlpha: true), colorSpace: space)
        }
        return Components(red: try component("red"), green: try component("green"), blue: try component("blue"),
                          alpha: try component("alpha", isAlpha: true), colorSpace: space)
    }
}

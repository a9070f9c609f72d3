import Foundation

/// What the recorder stores about a run besides what the engine tells it (the tree, the
/// device, the root proposal, the trace and the frames).
public struct RunDescription: Hashable, Sendable {
    /// The file the view came from, as the user named it; nil for views built in Swift.
    public var fileName: String?
    /// The SwiftUI source text that was laid out; stored with its SHA-256.
    public var source: String?
    /// Parameter values the run was made with, in the order given; names are unique.
    public var parameters: [RunParameter]
    public var recordedAt: Date
    /// The files the run read (`run_files`, migration 0014); paths are unique.
    public var files: [RunFile]

    public init(fileName: String? = nil, source: String? = nil, parameters: [RunParameter] = [], recordedAt: Date = Date(),
                files: [RunFile] = []) {
        self.fileName = fileName
        self.source = source
        self.parameters = parameters
        self.recordedAt = recordedAt
        self.files = files
    }
}

/// A file a run read: a row of `run_files`.
public struct RunFile: Hashable, Sendable {
    public enum Role: String, Hashable, Sendable {
        /// The file laid out.
        case root
        /// A file of its module whose declarations it reached.
        case module
        /// An asset catalog's file or a bundle resource.
        case resource
    }

    /// Relative to the module's folder (the file's own name when it runs alone).
    public var path: String
    /// Hex SHA-256 of the bytes read.
    public var contentSHA256: String
    public var role: Role

    public init(path: String, contentSHA256: String, role: Role) {
        self.path = path
        self.contentSHA256 = contentSHA256
        self.role = role
    }
}

/// A named value a run was made with, e.g. `width = 300`.
public struct RunParameter: Hashable, Sendable {
    public var name: String
    public var value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }

    /// The value as a number, when it reads as one: stored alongside so SQL sorts 50 before 100.
    var number: Double? {
        guard let number = Double(value.trimmingCharacters(in: .whitespaces)), number.isFinite else { return nil }
        return number
    }
}

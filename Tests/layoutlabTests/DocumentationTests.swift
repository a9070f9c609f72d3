import Foundation
import Testing

/// The code cites the spec by section ("§16.4"); Documentation/ explains the model in our own
/// words under the same numbers, so a reader can follow every citation inside the repository.
@Test("Every spec section the sources cite is explained in Documentation/")
func citedSectionsAreDocumented() throws {
    func texts(under folder: String, ending suffix: String) throws -> [String] {
        let root = BinaryRunner.repository.appendingPathComponent(folder)
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.path.hasSuffix(suffix) } ?? []
        return try files.map { try String(contentsOf: $0, encoding: .utf8) }
    }
    // "§6.3" and "§16": a section number not followed by another digit.
    func sections(in text: String) -> Set<String> {
        Set(text.matches(of: /§[0-9]+(?:\.[0-9]+)*(?![0-9])/).map { String($0.output).trimmingCharacters(in: ["."]) })
    }
    let cited = try texts(under: "Sources", ending: ".swift").reduce(into: Set<String>()) { $0.formUnion(sections(in: $1)) }
    let documented = try texts(under: "Documentation", ending: ".md").reduce(into: Set<String>()) { $0.formUnion(sections(in: $1)) }
    // A step of a section ("§16.2.1") is followable where its section ("§16.2") is explained, and a
    // whole section ("§20") where its parts are.
    func isFollowable(_ section: String) -> Bool {
        if documented.contains(section) || documented.contains(where: { $0.hasPrefix(section + ".") }) { return true }
        let parts = section.split(separator: ".")
        return parts.count > 2 && documented.contains(parts.dropLast().joined(separator: "."))
    }
    #expect(cited.count > 50)
    #expect(cited.filter { !isFollowable($0) }.sorted() == [])
}

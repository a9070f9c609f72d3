import Foundation
import LayoutLab

// The sample data previews load: `Bundle.main.url(forResource:withExtension:)` and
// `path(forResource:ofType:)` find the module's resources (`ProjectResources.files`),
// `Data(contentsOf:)` reads one, and `JSONDecoder().decode(T.self, from:)` makes the file's own
// Codable values of it, as Swift's synthesised `init(from:)` does.

/// `Bundle.main`, `Bundle.module`, `Bundle(for: T.self)`: the module's resources.
struct BundleValue: Bridged {
    let name: String

    static let bridge = TypeBridge("Bundle") { b in
        b.constant("main", BundleValue(name: "main"))
        b.constant("module", BundleValue(name: "module"))
        b.initializer([.anyArguments]) { _ in BundleValue(name: "main").asValue }
        b.method("url", [Parameter("forResource", .optional(.bridged(String.self)), name: "name"),
                         Parameter("withExtension", .optional(.bridged(String.self)), name: "ext", default: true),
                         Parameter("subdirectory", .any, default: true)]) { (bundle: BundleValue, a) in
            .some(try bundle.resource(a).asValue)
        }
        b.method("path", [Parameter("forResource", .optional(.bridged(String.self)), name: "name"),
                          Parameter("ofType", .optional(.bridged(String.self)), name: "ext", default: true)]) { (bundle: BundleValue, a) in
            .some(.string(try bundle.resource(a).path))
        }
        // Other members (`infoDictionary`, `bundleIdentifier`, …) are inert, as before.
        b.dynamicMembers { _, _, member, arguments in
            arguments == nil ? InertValue(typeName: "Bundle." + member).asValue : .none
        }
        b.description { (bundle: BundleValue) in "Bundle.\(bundle.name)" }
    }

    /// The resource a `url(forResource:withExtension:)` call names; a missing one is an error
    /// (in Swift, nil that a preview force-unwraps or decodes into nothing).
    private func resource(_ a: Arguments) throws -> URL {
        let name = try a.string("name") ?? "", ext = try a.string("ext") ?? ""
        let file = ext.isEmpty ? name : name + "." + (ext.hasPrefix(".") ? String(ext.dropFirst()) : ext)
        guard let resources = a.interpreter.options.resources else {
            throw RuntimeError("Bundle.\(self.name) has no resource '\(file)': no resources were searched", hints: [
                "run the file where it is, inside its project: its resources are found from the file's folder",
            ])
        }
        guard let url = resources.files[file] else {
            throw RuntimeError("Bundle.\(self.name) has no resource '\(file)' (searched \(resources.folders.map(\.path).joined(separator: ", ")))",
                               hints: Suggestions.hint(for: file, in: resources.files.keys) + resources.problems(naming: file))
        }
        if resources.ambiguousFiles.contains(file) {
            a.interpreter.warn(LocatedError("several resources are named '\(file)'; LayoutLab reads \(url.path)", at: a.node("name"),
                                            hints: ["Xcode refuses to copy two resources of one name into a bundle"]))
        }
        return url
    }
}

/// `Data`: bytes read from a resource or made from a string's UTF-8.
struct DataValue: Bridged {
    let bytes: Data

    /// Resources larger than this are refused: sample data is small, and a run must stay quick.
    static let maximumBytes = 20_000_000

    static let bridge = TypeBridge("Data") { b in
        b.initializer([Parameter("contentsOf", URL.self, name: "url"), Parameter("options", .any, default: true)]) { a in
            let url = try a.get("url", URL.self)
            guard url.isFileURL else {
                throw RuntimeError("Data(contentsOf: \(url.absoluteString)): LayoutLab reads the module's files, not the network")
            }
            let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
            guard size <= maximumBytes else { throw RuntimeError("\(url.path) is larger than \(maximumBytes) bytes") }
            guard let bytes = try? Data(contentsOf: url) else { throw RuntimeError("\(url.path) cannot be read") }
            a.interpreter.run.read(resource: url, bytes: bytes)
            return DataValue(bytes: bytes).asValue
        }
        // `Data(json.utf8)`: a String's `utf8` is its bytes as integers.
        b.initializer([Parameter(nil, .any, name: "bytes")]) { a in
            guard case let .array(elements)? = a.value("bytes")?.unwrapped else { throw RuntimeError("Data(_:) takes a string's utf8") }
            return DataValue(bytes: Data(try elements.map { element -> UInt8 in
                guard case let .int(byte) = element, let value = UInt8(exactly: byte) else { throw RuntimeError("Data(_:) takes bytes") }
                return value
            })).asValue
        }
        b.property("count") { (data: DataValue) in .int(data.bytes.count) }
        b.property("isEmpty") { (data: DataValue) in .bool(data.bytes.isEmpty) }
        b.description { (data: DataValue) in "\(data.bytes.count) bytes" }
    }
}

/// `JSONDecoder`: a class, so `let decoder = JSONDecoder(); decoder.dateDecodingStrategy = .iso8601` changes it.
final class JSONDecoderValue: Bridged {
    var dateStrategy = DateStrategy.deferredToDate
    var convertsFromSnakeCase = false

    enum DateStrategy: Bridged {
        case deferredToDate, iso8601, secondsSince1970, millisecondsSince1970
        case formatted(DateFormatter)

        static let bridge = TypeBridge("JSONDecoder.DateDecodingStrategy") { b in
            b.constant("deferredToDate", DateStrategy.deferredToDate)
            b.constant("iso8601", DateStrategy.iso8601)
            b.constant("secondsSince1970", DateStrategy.secondsSince1970)
            b.constant("millisecondsSince1970", DateStrategy.millisecondsSince1970)
            b.function("formatted", [Parameter(nil, DateFormatter.self, name: "formatter")]) { a in
                DateStrategy.formatted(try a.get("formatter")).asValue
            }
        }
    }

    struct KeyStrategy: Bridged {
        let convertsFromSnakeCase: Bool
        static let bridge = TypeBridge("JSONDecoder.KeyDecodingStrategy") { b in
            b.constant("useDefaultKeys", KeyStrategy(convertsFromSnakeCase: false))
            b.constant("convertFromSnakeCase", KeyStrategy(convertsFromSnakeCase: true))
        }
    }

    static let bridge = TypeBridge("JSONDecoder") { b in
        b.nestedType(DateStrategy.bridge)
        b.nestedType(KeyStrategy.bridge)
        b.initializer([]) { _ in JSONDecoderValue().asValue }
        b.property("dateDecodingStrategy", type: .bridged(DateStrategy.self),
                   get: { (decoder: JSONDecoderValue) in decoder.dateStrategy.asValue }) { decoder, value in
            guard let strategy = DateStrategy.extract(value) else { throw RuntimeError("dateDecodingStrategy takes a DateDecodingStrategy") }
            decoder.dateStrategy = strategy
        }
        b.property("keyDecodingStrategy", type: .bridged(KeyStrategy.self),
                   get: { (decoder: JSONDecoderValue) in KeyStrategy(convertsFromSnakeCase: decoder.convertsFromSnakeCase).asValue }) { decoder, value in
            guard let strategy = KeyStrategy.extract(value) else { throw RuntimeError("keyDecodingStrategy takes a KeyDecodingStrategy") }
            decoder.convertsFromSnakeCase = strategy.convertsFromSnakeCase
        }
        b.method("decode", [Parameter(nil, .any, name: "type"), Parameter("from", DataValue.self, name: "data")]) { (decoder: JSONDecoderValue, a) in
            let json: JSONValue
            do {
                json = try JSONDecoder().decode(JSONValue.self, from: try a.get("data", DataValue.self).bytes)
            } catch {
                throw RuntimeError("the data is not valid JSON (Swift's JSONDecoder throws dataCorrupted): \(error.localizedDescription)")
            }
            let decoding = JSONDecoding(interpreter: a.interpreter, decoder: decoder)
            return try decoding.decode(json, as: try decoding.target(of: a.value("type") ?? .none), path: "")
        }
        // Other settings (`allowsJSON5`, `userInfo`) change nothing sample data needs.
        b.dynamicMembers { _, _, member, arguments in
            arguments == nil ? InertValue(typeName: "JSONDecoder." + member).asValue : .none
        }
    }
}

/// A JSON document as Foundation's own decoder reads it (keeping numbers' kinds apart from
/// booleans, which `JSONSerialization` on Linux does not).
enum JSONValue: Decodable {
    case null, bool(Bool), int(Int), double(Double), string(String)
    case array([JSONValue]), object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let bool = try? container.decode(Bool.self) { self = .bool(bool) }
        else if let int = try? container.decode(Int.self) { self = .int(int) }
        else if let double = try? container.decode(Double.self) { self = .double(double) }
        else if let string = try? container.decode(String.self) { self = .string(string) }
        else if let array = try? container.decode([JSONValue].self) { self = .array(array) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    var kind: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .int, .double: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// Decodes JSON into the interpreter's values of a type, with the rules of Swift's synthesised
/// `Decodable`: every stored property not a `let` with a value is decoded, by its name or its
/// `CodingKeys` case's raw value; a missing key is an error unless the property is optional.
struct JSONDecoding {
    let interpreter: Interpreter
    let decoder: JSONDecoderValue

    /// What `decode(T.self, from:)` is given: `Post.self`, `[Post].self`, `[String: Post].self`.
    func target(of value: Value) throws -> TypeRef {
        switch value.unwrapped {
        case let .type(type):
            switch type.kind {
            case let .user(declaration): return .user(declaration)
            case let .builtin(bridge): return .builtin(bridge)
            case let .opaque(name): throw RuntimeError("LayoutLab cannot decode a \(name)")
            }
        case let .array(elements) where elements.count == 1:
            return .array(try target(of: elements[0]))
        case let .dictionary(dictionary) where dictionary.count == 1:
            return .dictionary(.builtin(String.bridge), try target(of: dictionary.pairs[0].value))
        default:
            throw RuntimeError("decode(_:from:) takes a type, as in decode([Post].self, from: data)")
        }
    }

    func decode(_ json: JSONValue, as type: TypeRef, path: String) throws -> Value {
        let at = path.isEmpty ? "the top level" : "'\(path)'"
        func mismatch(_ expected: String) -> RuntimeError {
            RuntimeError("the JSON has \(json.kind) at \(at) where \(expected) is expected (Swift's JSONDecoder throws typeMismatch)")
        }
        switch interpreter.resolve(type, in: interpreter.globalScope) {
        case let .optional(wrapped):
            if case .null = json { return .none }
            return .some(try decode(json, as: wrapped, path: path))
        case let .array(element):
            guard case let .array(items) = json else { throw mismatch("an array") }
            return .array(try items.enumerated().map { try decode($1, as: element, path: path + "[\($0)]") })
        case let .dictionary(key, value):
            guard case let .object(members) = json else { throw mismatch("an object") }
            guard case .builtin(let bridge) = interpreter.resolve(key, in: interpreter.globalScope), bridge === String.bridge else {
                throw RuntimeError("LayoutLab decodes dictionaries with String keys only")
            }
            return .dictionary(try DictionaryValue(members.sorted { $0.key < $1.key }.map {
                (.string($0.key), try decode($0.value, as: value, path: path + "." + $0.key))
            }))
        case let .user(declaration):
            return try decode(json, as: declaration, path: path, mismatch: mismatch)
        case let .builtin(bridge):
            return try decode(json, as: bridge, mismatch: mismatch)
        case let .bridged(bridged):
            return try decode(json, as: bridged.bridge, mismatch: mismatch)
        default:
            throw RuntimeError("LayoutLab cannot decode \(at) as \(type.description)")
        }
    }

    private func decode(_ json: JSONValue, as bridge: TypeBridge, mismatch: (String) -> RuntimeError) throws -> Value {
        switch (bridge.name, json) {
        case ("String", .string(let string)): return .string(string)
        case ("Int", .int(let int)): return .int(int)
        case ("Double", .int(let int)), ("CGFloat", .int(let int)): return .double(Double(int))
        case ("Double", .double(let double)), ("CGFloat", .double(let double)): return .double(double)
        case ("Bool", .bool(let bool)): return .bool(bool)
        case ("URL", .string(let string)):
            guard let url = URL(string: string) else { throw mismatch("a URL") }
            return url.asValue
        case ("UUID", .string(let string)):
            // UUIDValue keeps 64 bits: the UUID's last 16 hex digits, distinct for distinct sample ids.
            guard UUID(uuidString: string) != nil, let number = UInt64(string.replacingOccurrences(of: "-", with: "").suffix(16), radix: 16) else {
                throw mismatch("a UUID string")
            }
            return UUIDValue(number: number).asValue
        case ("Date", _):
            return try DateValue(date: date(json, mismatch: mismatch)).asValue
        default:
            throw mismatch(bridge.name == "Int" ? "an integer" : "a \(bridge.name)")
        }
    }

    private func date(_ json: JSONValue, mismatch: (String) -> RuntimeError) throws -> Date {
        let number: Double? = switch json {
        case let .int(int): Double(int)
        case let .double(double): double
        default: nil
        }
        switch decoder.dateStrategy {
        case .deferredToDate:
            guard let number else { throw mismatch("a number of seconds since 2001 (the default dateDecodingStrategy)") }
            return Date(timeIntervalSinceReferenceDate: number)
        case .secondsSince1970:
            guard let number else { throw mismatch("a number of seconds since 1970") }
            return Date(timeIntervalSince1970: number)
        case .millisecondsSince1970:
            guard let number else { throw mismatch("a number of milliseconds since 1970") }
            return Date(timeIntervalSince1970: number / 1000)
        case .iso8601:
            guard case let .string(string) = json, let date = ISO8601DateFormatter().date(from: string) else {
                throw mismatch("an ISO 8601 date (2024-01-01T09:41:00Z)")
            }
            return date
        case let .formatted(formatter):
            guard case let .string(string) = json, let date = formatter.date(from: string) else {
                throw mismatch("a date in the format \"\(formatter.dateFormat ?? "")\"")
            }
            return date
        }
    }

    private func decode(_ json: JSONValue, as type: TypeDeclaration, path: String, mismatch: (String) -> RuntimeError) throws -> Value {
        if type.kind == .enum {
            guard type.rawType != nil else { throw RuntimeError("LayoutLab decodes enums with raw values only ('\(type.name)' has none)") }
            for declaration in type.enumCases where declaration.associatedValues.isEmpty {
                let candidate = EnumCase(type: type, name: declaration.name, associated: [], labels: [])
                guard let raw = try interpreter.rawValue(of: candidate) else { continue }
                switch (raw, json) {
                case let (.string(a), .string(b)) where a == b: return .enumCase(candidate)
                case let (.int(a), .int(b)) where a == b: return .enumCase(candidate)
                default: continue
                }
            }
            throw RuntimeError("the JSON at '\(path)' is no case of \(type.name) (Swift's JSONDecoder throws dataCorrupted)")
        }
        guard type.kind == .struct || type.kind == .class else { throw RuntimeError("LayoutLab cannot decode a \(type.kind.rawValue)") }
        if type.initializers.contains(where: { $0.signature.parameterClause.parameters.first?.firstName.text == "from" }) {
            throw RuntimeError("'\(type.name)' decodes itself (init(from:)), which LayoutLab does not run", hints: [
                "the synthesised Decodable (no init(from:)) is decoded, with CodingKeys",
            ])
        }
        guard case let .object(members) = json else { throw mismatch("an object for \(type.name)") }
        let keyed = decoder.convertsFromSnakeCase
            ? Dictionary(members.map { (Self.camelCase($0.key), $0.value) }, uniquingKeysWith: { first, _ in first }) : members
        let keys = try codingKeys(of: type)
        var fields: [String: Value] = [:]
        let scope = Scope(parent: interpreter.globalScope, typeContext: type)
        for property in type.storedProperties {
            let propertyPath = path.isEmpty ? property.name : path + "." + property.name
            // Not decoded: a `let` with a value, a property CodingKeys leaves out, a wrapped one.
            guard !(property.isLet && property.initializer != nil), property.wrapper == nil, let key = keys?[property.name] ?? (keys == nil ? property.name : nil) else {
                fields[property.name] = try property.initializer.map { try interpreter.evaluate($0, as: property.type, in: scope) } ?? Value.none
                continue
            }
            let propertyType = interpreter.resolve(property.type, in: scope)
            if let value = keyed[key], !(value.isNull && propertyType.isOptional) {
                fields[property.name] = try decode(value, as: propertyType, path: propertyPath)
            } else if propertyType.isOptional {
                fields[property.name] = Value.none
            } else {
                throw RuntimeError("the JSON has no key '\(key)' for \(type.name).\(property.name) at \(path.isEmpty ? "the top level" : "'\(path)'") "
                                   + "(Swift's JSONDecoder throws keyNotFound, even for a property with a default value)")
            }
        }
        return type.kind == .class ? .object(Object(type: type, fields: fields)) : .record(Record(type: type, fields: fields))
    }

    /// `enum CodingKeys: String, CodingKey`: each property's key, by property name; nil without CodingKeys.
    private func codingKeys(of type: TypeDeclaration) throws -> [String: String]? {
        guard let keys = type.nestedTypes["CodingKeys"], keys.kind == .enum else { return nil }
        var table: [String: String] = [:]
        for declaration in keys.enumCases {
            let candidate = EnumCase(type: keys, name: declaration.name, associated: [], labels: [])
            if case let .string(raw)? = try interpreter.rawValue(of: candidate) { table[declaration.name] = raw } else { table[declaration.name] = declaration.name }
        }
        return table
    }

    /// `.convertFromSnakeCase`: `first_name` → `firstName`, leading and trailing underscores kept.
    static func camelCase(_ key: String) -> String {
        let leading = key.prefix { $0 == "_" }, trailing = String(key.reversed().prefix { $0 == "_" })
        let core = key.dropFirst(leading.count).dropLast(trailing.count)
        let words = core.split(separator: "_")
        guard let first = words.first else { return key }
        // As Foundation's: the first word as it is, the others `capitalized` (`one_TWO` → `oneTwo`).
        return leading + first + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined() + trailing
    }
}

extension JSONValue {
    var isNull: Bool { if case .null = self { true } else { false } }
}

extension Value {
    /// A type named as a value (`Post`, `Post.self`).
    var isType: Bool { if case .type = self { true } else { false } }
}

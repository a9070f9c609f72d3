import Foundation
import GRDB

/// One cell of a query result, as SQLite typed it.
public enum SQLValue: Hashable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Data)

    init(_ value: DatabaseValue) {
        switch value.storage {
        case .null: self = .null
        case let .int64(integer): self = .integer(integer)
        case let .double(real): self = .real(real)
        case let .string(text): self = .text(text)
        case let .blob(data): self = .blob(data)
        }
    }
}

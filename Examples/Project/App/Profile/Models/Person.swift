import Foundation

struct Person {
    let name: String
    let role: String
}

extension Person {
    static let sample = Person(name: "Ada Lovelace", role: "Analyst")
}

struct Person {
    var name: String
    var avatarURL: String

    static let sample = Person(name: "Ada", avatarURL: "https://example.com/ada.png")
}

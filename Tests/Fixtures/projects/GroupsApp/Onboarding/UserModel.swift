struct User {
    var name: String
}

// In no target's sources: an old copy that would collide with UserModel.swift if read.
struct User {
    var name: String
    var email: String
}

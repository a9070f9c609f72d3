// The test target's: it would collide with the app's User if it were read with it.
struct User {
    var name: Int
}

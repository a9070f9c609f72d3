// Not the app's module: Xcode compiles it into the test target.
enum Theme {
    static let padding: CGFloat = 1
}

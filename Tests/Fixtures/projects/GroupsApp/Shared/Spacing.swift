enum Spacing {
    static let large: CGFloat = 14
}

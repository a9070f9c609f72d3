// Not a target the app links: its Kit would collide with KitCore's if it were read.
enum Kit {
    static let inset: CGFloat = 100
}

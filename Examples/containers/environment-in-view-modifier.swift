import SwiftUI

// `@Environment` inside a ViewModifier (issue 33, rule 7): the modifier's body is built where
// it is used, so it reads the environment there, including `.environment` applied outside
// it. The card's padding follows the horizontal size class each card is given.

struct CardInset: ViewModifier {
    @Environment(\.horizontalSizeClass) private var sizeClass

    func body(content: Content) -> some View {
        content
            .padding(sizeClass == .compact ? 8 : 24)
            .background(.gray.opacity(0.2), in: RoundedRectangle(cornerRadius: 12))
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 16) {
            Color.orange.frame(width: 120, height: 60)
                .modifier(CardInset())
            Color.orange.frame(width: 120, height: 60)
                .modifier(CardInset())
                .environment(\.horizontalSizeClass, .regular)
        }
    }
}
